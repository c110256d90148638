package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/jsongen/jsongen/internal/jsonwire"
)

// TestExamplesRun runs the programs in examples/ (which the README quotes)
// and compares what they print with their committed output.txt, or, where
// encoding/json runs on json/v2 and prints other errors, output.jsonv2.txt
// if there is one.
func TestExamplesRun(t *testing.T) {
	for _, name := range []string{"shop", "migrate"} {
		t.Run(name, func(t *testing.T) {
			dir := filepath.Join("..", "..", "examples", name)
			want, err := os.ReadFile(filepath.Join(dir, "output.txt"))
			if v2, err2 := os.ReadFile(filepath.Join(dir, "output.jsonv2.txt")); err2 == nil && jsonwire.StdV2 {
				want = v2
			}
			if err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command("go", "run", ".")
			cmd.Dir = dir
			got, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("go run: %v\n%s", err, got)
			}
			if string(got) != string(want) {
				t.Errorf("output differs from output.txt:\n%s", got)
			}
		})
	}
}
