#!/bin/sh
# gen.sh copies types/plain/types.go into types/gen and types/easy and runs
# jsongen and easyjson on the copies. Run it after editing the plain types;
# TestTypeCopies fails until you do.
set -eu
cd "$(dirname "$0")"
for pkg in gen easy; do
	mkdir -p types/$pkg
	sed "s/^package plain$/package $pkg/" types/plain/types.go >types/$pkg/types.go
done
(cd types/gen && go tool jsongen -all -no_std_marshalers types.go)
(cd types/easy && go tool easyjson -all -no_std_marshalers types.go)
