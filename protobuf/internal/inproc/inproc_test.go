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
