#!/bin/sh
# run.sh checks that every library decodes every dataset alike, then times
# them all, interleaved, COUNT times, and writes results/: raw.txt (go
# test output), benchstat.txt, table.md and chart.svg.
#
#   COUNT=6 BENCHTIME=300ms BENCH='^Benchmark(Unmarshal|Marshal|...)$' DATA=. ./run.sh
#
# DATA with alternatives needs parentheses: DATA='(person|citm_catalog)'.
#
# BENCH selects directions (Unmarshal$, Marshal$, UnmarshalAny, MarshalAny,
# MarshalReuse, UnmarshalReuse, ResultCopy; the default is all seven),
# DATA datasets, both as go test -bench regexps. The other benchmarks
# (ViaStd, Decoder, Encoder, formatting, retention) take their own runs:
# see README.md.
#
# It times the go in use: run it once per Go release, the results of each
# in a directory of their own (OUT, default results):
#
#   ./run.sh                                           # Go 1.26
#   GOTOOLCHAIN=go1.27.3 OUT=results/go1.27 ./run.sh   # Go 1.27
#
# json/v2 (lib=jsonv2) is a standard package from Go 1.27 on and is timed
# there only; encoding/json is each release's own (on Go 1.27, on json/v2).
set -eu
cd "$(dirname "$0")"
COUNT=${COUNT:-6}
BENCHTIME=${BENCHTIME:-300ms}
BENCH=${BENCH:-'^Benchmark(Unmarshal|Marshal|UnmarshalAny|MarshalAny|MarshalReuse|UnmarshalReuse|ResultCopy)$'}
DATA=${DATA:-.}
OUT=${OUT:-results}
mkdir -p "$OUT"

go version
go test -count=1 -run 'Test' .
go test -c -o "$OUT/bench.test" .

: >"$OUT/raw.txt"
i=0
while [ "$i" -lt "$COUNT" ]; do
	i=$((i + 1))
	echo "run $i of $COUNT" >&2
	"./$OUT/bench.test" -test.run '^$' -test.bench "$BENCH/$DATA" \
		-test.benchtime "$BENCHTIME" -test.count 1 >>"$OUT/raw.txt"
done
rm -f "$OUT/bench.test"

go tool benchstat -table .name -col /lib -row /data "$OUT/raw.txt" >"$OUT/benchstat.txt"
go run ./cmd/report -in "$OUT/raw.txt" -out "$OUT"
cat "$OUT/table.md"
