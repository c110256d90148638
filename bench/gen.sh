#!/bin/sh
# gen.sh copies types/plain/types.go into the packages below and runs
# jsongen and easyjson on the copies. Run it after editing the plain types;
# TestTypeCopies fails until you do.
#
#   types/gen, types/easy         -no_std_marshalers: what the libraries' own
#                                 Marshal and Unmarshal call
#   types/genstd, types/easystd   with MarshalJSON and UnmarshalJSON, for the
#                                 ViaStd benchmarks (encoding/json's calls)
#   types/events                  BenchmarkTimestamps' type (jsongen only)
set -eu
cd "$(dirname "$0")"
for pkg in gen easy genstd easystd; do
	mkdir -p types/$pkg
	sed "s/^package plain$/package $pkg/" types/plain/types.go >types/$pkg/types.go
done
(cd types/gen && go tool jsongen -all -no_std_marshalers types.go)
(cd types/easy && go tool easyjson -all -no_std_marshalers types.go)
(cd types/genstd && go tool jsongen -all -std_marshalers types.go)
(cd types/easystd && go tool easyjson -all types.go)
(cd types/events && go tool jsongen -all events.go)
