#!/bin/bash
# icount.sh OLD NEW OP [REPS]: instructions per operation of two builds of
# this module's tests (go test -c), on every dataset, counted by callgrind
# (valgrind: apt-get install valgrind), median of REPS runs (default 3),
# and the change from OLD to NEW. OP is marshal, unmarshal or unmarshalreuse
# (typed values; the last into one value again and again), marshalnew
# (typed, each result a new slice, as BenchmarkMarshal: with GOGC=off the
# collector's share of that is not counted), or
# marshalany or unmarshalany (any; the datasets that have such benchmarks).
# Counts are per operation; to see where they go, keep the output
# (--callgrind-out-file) and read it with callgrind_annotate, whose call
# counts (not its costs) include the uncounted warm-up runs, five for
# each counted one.
# The collector is off unless GOGC is set (GOGC=100 counts what the
# benchmark's own goroutine spends in it: assists, sweeping).
#
#   git worktree add /tmp/base HEAD~1 && (cd /tmp/base/bench && go test -c -o /tmp/old.test)
#   go test -c -o /tmp/new.test && ./icount.sh /tmp/old.test /tmp/new.test marshal
set -e
old=$1; new=$2; op=$3; reps=${4:-3}
cd "$(dirname "$0")"
DS="device_report person easyjson_small easyjson_example easyjson_large canada_geometry citm_catalog golang_source string_unicode synthea_fhir twitter_status"
case $op in *any) DS="device_report canada_geometry citm_catalog golang_source string_unicode synthea_fhir twitter_status" ;; esac
count() { # count BIN DATASET N: instructions per operation
  # A run sometimes dies on RDTSCP, which this valgrind cannot run and the
  # Go runtime executes when it spins on a lock: it is run again.
  local c=0
  for try in 1 2 3 4 5; do
    c=$(GOGC=${GOGC:-off} GODEBUG=asyncpreemptoff=1 GOMAXPROCS=1 ICOUNT_DATA="^$2\$" ICOUNT_OP=$op ICOUNT_N=$3 \
      valgrind --tool=callgrind --callgrind-out-file=/dev/null --toggle-collect='*icountLoop*' \
      "$1" -test.run '^TestICount$' 2>&1 >/dev/null | awk '/Collected :/ {gsub(",", "", $4); print int($4 / '"$3"')}')
    [ "${c:-0}" -gt 0 ] && break
  done
  echo "$c"
}
printf '%-18s %12s %12s %8s\n' dataset old new change
for d in $DS; do
  n=20
  case $d in person|easyjson_small|device_report) n=2000 ;; easyjson_example|string_unicode) n=200 ;; esac
  o=(); w=()
  for r in $(seq "$reps"); do o+=("$(count "$old" $d $n)"); w+=("$(count "$new" $d $n)"); done
  mo=$(printf '%s\n' "${o[@]}" | sort -n | sed -n "$(( (reps + 1) / 2 ))p")
  mw=$(printf '%s\n' "${w[@]}" | sort -n | sed -n "$(( (reps + 1) / 2 ))p")
  echo "$d $mo $mw"
done | awk '{r = $3 / $2; g += log(r); n++; printf "%-18s %12d %12d %+7.2f%%\n", $1, $2, $3, (r - 1) * 100}
  END {printf "%-18s %12s %12s %+7.2f%%\n", "geomean", "", "", (exp(g / n) - 1) * 100}'
