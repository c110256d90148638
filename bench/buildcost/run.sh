#!/bin/sh
# run.sh measures what generated code costs to build: the benchmark's types
# and go-github's github package, each alone, with easyjson's output and
# with jsongen's (this checkout's generator). It writes results.md here and
# prints it; README.md says what is measured and how.
#
#   ./run.sh                  ROUNDS=5 VET_ROUNDS=3: about 12 minutes on 2 cores
#   QUICK=1 ./run.sh          one round, no go vet: about 3 minutes
#   SETS=types ./run.sh       the benchmark's types only: seconds
#
# WORK (default $TMPDIR/jsongen-buildcost) holds the copies and programs,
# made anew on each run.
set -eu
cd "$(dirname "$0")/.."
if [ -n "${QUICK:-}" ]; then
	ROUNDS=${ROUNDS:-1}
	VET_ROUNDS=${VET_ROUNDS:-0}
fi
ROUNDS=${ROUNDS:-5}
VET_ROUNDS=${VET_ROUNDS:-3}
SETS=${SETS:-types,go-github}
WORK=${WORK:-${TMPDIR:-/tmp}/jsongen-buildcost}
mkdir -p "$WORK"
go build -o "$WORK/buildcost" ./buildcost
"$WORK/buildcost" -rounds "$ROUNDS" -vet-rounds "$VET_ROUNDS" -sets "$SETS" \
	-work "$WORK/run" -o buildcost/results.md
