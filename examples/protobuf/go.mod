module github.com/jsongen/jsongen/examples/protobuf

go 1.26.0

require (
	github.com/jsongen/jsongen v0.0.0
	github.com/jsongen/jsongen/protobuf v0.0.0
	google.golang.org/protobuf v1.36.12
)

replace (
	github.com/jsongen/jsongen => ../..
	github.com/jsongen/jsongen/protobuf => ../../protobuf
)
