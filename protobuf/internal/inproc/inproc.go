// Package inproc compiles .proto files and runs protoc-gen-go and
// protoc-gen-go-jsongen on them inside the calling process, with no protoc:
// the tests regenerate the committed output of the test schema with it,
// and fail when what is committed is stale.
package inproc

import (
	"context"
	"fmt"

	"github.com/bufbuild/protocompile"
	gengo "google.golang.org/protobuf/cmd/protoc-gen-go/internal_gengo"
	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/descriptorpb"
	"google.golang.org/protobuf/types/pluginpb"

	"github.com/jsongen/jsongen/protobuf/internal/pbgen"
)

// Generate compiles files, .proto files named relative to dir, and returns
// what `protoc --go_out=. --go-jsongen_out=.` with paths=source_relative
// would write, by file name. protoc-gen-go's version markers are left out:
// they would name the compiler.
func Generate(dir string, files []string) (map[string][]byte, error) {
	c := protocompile.Compiler{
		Resolver:       protocompile.WithStandardImports(&protocompile.SourceResolver{ImportPaths: []string{dir}}),
		SourceInfoMode: protocompile.SourceInfoStandard,
	}
	compiled, err := c.Compile(context.Background(), files...)
	if err != nil {
		return nil, err
	}
	req := &pluginpb.CodeGeneratorRequest{FileToGenerate: files, Parameter: proto.String("paths=source_relative")}
	seen := make(map[string]bool)
	var add func(fd protoreflect.FileDescriptor)
	add = func(fd protoreflect.FileDescriptor) {
		if seen[fd.Path()] {
			return
		}
		seen[fd.Path()] = true
		imports := fd.Imports()
		for i := range imports.Len() {
			add(imports.Get(i).FileDescriptor)
		}
		req.ProtoFile = append(req.ProtoFile, protodesc.ToFileDescriptorProto(fd))
	}
	for _, fd := range compiled {
		add(fd)
	}
	for _, fd := range compiled {
		req.SourceFileDescriptors = append(req.SourceFileDescriptors, protodesc.ToFileDescriptorProto(fd))
	}
	out := make(map[string][]byte)
	gengo.GenerateVersionMarkers = false
	run := func(name string, f func(*protogen.Plugin) error) error {
		gen, err := protogen.Options{}.New(req)
		if err != nil {
			return err
		}
		gen.SupportedFeatures = gengo.SupportedFeatures
		gen.SupportedEditionsMinimum = descriptorpb.Edition_EDITION_PROTO2
		gen.SupportedEditionsMaximum = descriptorpb.Edition_EDITION_2023
		if err := f(gen); err != nil {
			return fmt.Errorf("%s: %v", name, err)
		}
		resp := gen.Response()
		if resp.Error != nil {
			return fmt.Errorf("%s: %s", name, resp.GetError())
		}
		for _, rf := range resp.File {
			out[rf.GetName()] = []byte(rf.GetContent())
		}
		return nil
	}
	err = run("protoc-gen-go", func(gen *protogen.Plugin) error {
		for _, f := range gen.Files {
			if f.Generate {
				gengo.GenerateFile(gen, f)
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	err = run("protoc-gen-go-jsongen", func(gen *protogen.Plugin) error {
		return pbgen.Generate(gen, pbgen.Options{StdMethods: true})
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}
