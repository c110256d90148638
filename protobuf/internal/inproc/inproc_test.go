package inproc

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the generated files of the test schema")

// TestGenerated regenerates the test schema's Go files in-process (no
// protoc) and fails if the committed ones differ; -update rewrites them.
func TestGenerated(t *testing.T) {
	const dir = "../testpb"
	files := []string{"proto2.proto", "proto3.proto", "editions.proto", "conformance2.proto", "conformance3.proto"}
	out, err := Generate(dir, files)
	if err != nil {
		t.Fatal(err)
	}
	names := slices.Sorted(func(yield func(string) bool) {
		for k := range out {
			if !yield(k) {
				return
			}
		}
	})
	for _, name := range names {
		path := filepath.Join(dir, name)
		got, err := os.ReadFile(path)
		if *update {
			if err == nil && bytes.Equal(got, out[name]) {
				continue
			}
			if err := os.WriteFile(path, out[name], 0o644); err != nil {
				t.Fatal(err)
			}
			t.Logf("wrote %s", name)
			continue
		}
		if err != nil || !bytes.Equal(got, out[name]) {
			t.Errorf("%s is stale: run go test ./internal/inproc -update", name)
		}
	}
}

// TestExampleGenerated checks that the example's generated JSON code
// (written by protoc with the plugin, see examples/protobuf/gen.sh) is what
// the plugin writes now. protoc-gen-go's output is left alone: it names
// the protoc that wrote it.
func TestExampleGenerated(t *testing.T) {
	const dir = "../../../examples/protobuf/addressbookpb"
	out, err := Generate(dir, []string{"addressbook.proto"})
	if err != nil {
		t.Fatal(err)
	}
	const name = "addressbook_jsongen.pb.go"
	got, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil || !bytes.Equal(got, out[name]) {
		t.Errorf("examples/protobuf/addressbookpb/%s is stale: run go generate in examples/protobuf", name)
	}
}
