// Command protoc-gen-go-jsongen is a protoc (and buf) plugin that writes,
// beside protoc-gen-go's output, methods that encode and decode each
// message as JSON exactly as google.golang.org/protobuf/encoding/protojson
// does, several times faster, through the runtime package
// github.com/jsongen/jsongen/protobuf/pbjson.
//
// Run it beside protoc-gen-go, with the same output options:
//
//	protoc --go_out=. --go_opt=paths=source_relative \
//	    --go-jsongen_out=. --go-jsongen_opt=paths=source_relative person.proto
//
// For person.proto it writes person_jsongen.pb.go, which gives each
// message EncodeProtoJSON and DecodeProtoJSON (what pbjson.Marshal and
// pbjson.Unmarshal call), EncodeJSON and DecodeJSON (what jsongen.Marshal
// and jsongen.Unmarshal call), and MarshalJSON and UnmarshalJSON, so that
// encoding/json writes messages as protojson does.
//
// Parameters (--go-jsongen_opt, comma-separated), besides protogen's own
// (paths, module, M<file>=<package>):
//
//	std_methods=false   leave out MarshalJSON and UnmarshalJSON
//
// Only messages of the open struct API are supported (API_OPEN, the
// default up to edition 2023).
package main

import (
	"flag"
	"fmt"
	"os"

	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/types/descriptorpb"
	"google.golang.org/protobuf/types/pluginpb"

	"github.com/jsongen/jsongen/protobuf/internal/pbgen"
)

func main() {
	if len(os.Args) == 2 && os.Args[1] == "--version" {
		fmt.Printf("protoc-gen-go-jsongen (generated code version %d)\n", pbgen.GenVersion)
		return
	}
	var flags flag.FlagSet
	stdMethods := flags.Bool("std_methods", true, "generate MarshalJSON and UnmarshalJSON")
	protogen.Options{ParamFunc: flags.Set}.Run(func(gen *protogen.Plugin) error {
		gen.SupportedFeatures = uint64(pluginpb.CodeGeneratorResponse_FEATURE_PROTO3_OPTIONAL |
			pluginpb.CodeGeneratorResponse_FEATURE_SUPPORTS_EDITIONS)
		gen.SupportedEditionsMinimum = descriptorpb.Edition_EDITION_PROTO2
		gen.SupportedEditionsMaximum = descriptorpb.Edition_EDITION_2023
		return pbgen.Generate(gen, pbgen.Options{StdMethods: *stdMethods})
	})
}
