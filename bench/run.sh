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
# see README.md. json/v2 is timed from a GOEXPERIMENT=jsonv2 build, in the
# same loop; everything else from a normal build (where encoding/json is
# the classic one).
set -eu
cd "$(dirname "$0")"
COUNT=${COUNT:-6}
BENCHTIME=${BENCHTIME:-300ms}
BENCH=${BENCH:-'^Benchmark(Unmarshal|Marshal|UnmarshalAny|MarshalAny|MarshalReuse|UnmarshalReuse|ResultCopy)$'}
DATA=${DATA:-.}
mkdir -p results

go test -count=1 -run 'Test' .
GOEXPERIMENT=jsonv2 go test -count=1 -run 'Test' .
go test -c -o results/bench.test .
GOEXPERIMENT=jsonv2 go test -c -o results/bench_v2.test .

: >results/raw.txt
i=0
while [ "$i" -lt "$COUNT" ]; do
	i=$((i + 1))
	echo "run $i of $COUNT" >&2
	./results/bench.test -test.run '^$' -test.bench "$BENCH/$DATA" \
		-test.benchtime "$BENCHTIME" -test.count 1 >>results/raw.txt
	./results/bench_v2.test -test.run '^$' -test.bench "$BENCH/$DATA/lib=jsonv2\$" \
		-test.benchtime "$BENCHTIME" -test.count 1 | grep '^Benchmark' >>results/raw.txt
done
rm -f results/bench.test results/bench_v2.test

go tool benchstat -table .name -col /lib -row /data results/raw.txt >results/benchstat.txt
go run ./cmd/report -in results/raw.txt -out results
cat results/table.md
