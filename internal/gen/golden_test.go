package gen

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"
)

var update = flag.Bool("update", false, "rewrite the expected output in testdata/*.txtar")

// TestGolden runs the generator on each testdata/<case>.txtar archive.
// An archive holds a module (go.mod and Go files), a file "args" with the
// command-line arguments one per line, and the expected result: "want/<path>" files
// for each output and "want-warnings" with the warnings, one a line (none
// if it is missing), or "want-error" with text the error must contain.
// go test ./internal/gen -update rewrites the expected outputs.
func TestGolden(t *testing.T) {
	cases, err := filepath.Glob("testdata/*.txtar")
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range cases {
		name := strings.TrimSuffix(filepath.Base(path), ".txtar")
		t.Run(name, func(t *testing.T) { runGolden(t, path) })
	}
}

func runGolden(t *testing.T, path string) {
	ar, err := txtar.ParseFile(path)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	var args []string
	want := map[string][]byte{}
	var wantErr, wantWarnings string
	for _, f := range ar.Files {
		switch {
		case f.Name == "args":
			args = strings.Split(strings.TrimSpace(string(f.Data)), "\n")
		case f.Name == "want-error":
			wantErr = strings.TrimSpace(string(f.Data))
		case f.Name == "want-warnings":
			wantWarnings = strings.TrimSpace(string(f.Data))
		case strings.HasPrefix(f.Name, "want/"):
			want[strings.TrimPrefix(f.Name, "want/")] = f.Data
		default:
			if err := os.MkdirAll(filepath.Join(dir, filepath.Dir(f.Name)), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, f.Name), f.Data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	cfg, err := parseArgs(args)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Dir = dir
	outs, err := Generate(cfg)
	if wantErr != "" {
		if err == nil {
			t.Fatalf("no error; want one containing %q", wantErr)
		}
		if got := strings.ReplaceAll(err.Error(), dir+string(filepath.Separator), ""); !strings.Contains(got, wantErr) {
			t.Fatalf("error %q does not contain %q", got, wantErr)
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	var warnings []string
	for _, o := range outs {
		for _, w := range o.Warnings {
			warnings = append(warnings, strings.ReplaceAll(w, dir+string(filepath.Separator), ""))
		}
	}
	if got := strings.Join(warnings, "\n"); got != wantWarnings {
		t.Errorf("warnings:\n%s\nwant (want-warnings):\n%s", got, wantWarnings)
	}
	got := map[string][]byte{}
	for _, o := range outs {
		rel, err := filepath.Rel(dir, o.Path)
		if err != nil {
			t.Fatal(err)
		}
		got[filepath.ToSlash(rel)] = o.Src
	}
	if *update {
		var files []txtar.File
		for _, f := range ar.Files {
			if !strings.HasPrefix(f.Name, "want/") {
				files = append(files, f)
			}
		}
		for _, o := range outs {
			rel, _ := filepath.Rel(dir, o.Path)
			files = append(files, txtar.File{Name: "want/" + filepath.ToSlash(rel), Data: o.Src})
		}
		ar.Files = files
		if err := os.WriteFile(path, txtar.Format(ar), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	for name, w := range want {
		g, ok := got[name]
		if !ok {
			t.Errorf("%s was not generated", name)
			continue
		}
		if !bytes.Equal(g, w) {
			t.Errorf("%s differs from the golden file (go test ./internal/gen -update rewrites it):\n%s", name, lineDiff(w, g))
		}
	}
	for name := range got {
		if _, ok := want[name]; !ok {
			t.Errorf("%s was generated but is not in the archive", name)
		}
	}
}

// parseArgs turns the archive's argument list into a Config, with the
// command's own flags.
func parseArgs(args []string) (Config, error) {
	fs, f := NewFlagSet("jsongen", io.Discard)
	if err := fs.Parse(args); err != nil {
		return Config{}, err
	}
	_, err := f.Finish(fs.Args())
	return f.Config, err
}

// lineDiff shows the first lines where want and got differ.
func lineDiff(want, got []byte) string {
	w, g := strings.Split(string(want), "\n"), strings.Split(string(got), "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			return fmt.Sprintf("line %d", i+1) + ":\n  want: " + wl + "\n  got:  " + gl
		}
	}
	return "(same lines, different bytes)"
}
