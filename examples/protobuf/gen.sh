#!/bin/sh
# gen.sh regenerates addressbookpb/addressbook.pb.go and addressbook_jsongen.pb.go with
# protoc (Debian: apt-get install protobuf-compiler), protoc-gen-go and
# protoc-gen-go-jsongen, the two plugins built from this module's
# requirements into a temporary directory. go generate runs it.
set -eu
cd "$(dirname "$0")"
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
go build -o "$bin/protoc-gen-go" google.golang.org/protobuf/cmd/protoc-gen-go
go build -o "$bin/protoc-gen-go-jsongen" github.com/jsongen/jsongen/protobuf/cmd/protoc-gen-go-jsongen
PATH="$bin:$PATH" protoc \
	--go_out=. --go_opt=paths=source_relative \
	--go-jsongen_out=. --go-jsongen_opt=paths=source_relative \
	addressbookpb/addressbook.proto
