package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestExamplesRun runs the programs in examples/ (which the README quotes)
// and compares what they print with their committed output.txt.
func TestExamplesRun(t *testing.T) {
	for _, name := range []string{"shop", "migrate"} {
		t.Run(name, func(t *testing.T) {
			dir := filepath.Join("..", "..", "examples", name)
			want, err := os.ReadFile(filepath.Join(dir, "output.txt"))
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
