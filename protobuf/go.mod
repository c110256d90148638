module github.com/jsongen/jsongen/protobuf

go 1.26.0

require (
	github.com/bufbuild/protocompile v0.14.1
	github.com/jsongen/jsongen v0.0.0
	google.golang.org/protobuf v1.36.12
)

require golang.org/x/sync v0.24.0 // indirect

replace github.com/jsongen/jsongen => ../
