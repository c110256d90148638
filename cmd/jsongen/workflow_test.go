package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"
)

// workflowModule writes testdata/workflow.txtar as a module and returns
// its directory, the environment to run commands in, and what its check
// program prints before any code is generated: encoding/json's behaviour,
// which every way of generating must keep.
func workflowModule(t *testing.T) (dir string, env []string, want string) {
	t.Helper()
	ar, err := txtar.ParseFile("testdata/workflow.txtar")
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{}
	for _, f := range ar.Files {
		files[f.Name] = string(f.Data)
	}
	dir, env = newModule(t, files)
	mustRun(t, dir, env, "go", "build", "-o", "check", "./cmd/check")
	return dir, env, mustRun(t, dir, env, "./check")
}

// outputs lists the generated files in the module.
func outputs(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	for _, pattern := range []string{"p/*_jsongen.go", "q/*_jsongen.go"} {
		m, err := filepath.Glob(filepath.Join(dir, pattern))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range m {
			rel, _ := filepath.Rel(dir, f)
			out = append(out, rel)
		}
	}
	return out
}

// clean removes every generated file.
func clean(t *testing.T, dir string) {
	t.Helper()
	for _, f := range outputs(t, dir) {
		if err := os.Remove(filepath.Join(dir, f)); err != nil {
			t.Fatal(err)
		}
	}
}

// verify builds and vets the module with what has been generated and
// requires its check program to print what it printed before.
func verify(t *testing.T, dir string, env []string, want, step string) {
	t.Helper()
	if out, err := run(t, dir, env, "go", "build", "./..."); err != nil {
		t.Fatalf("%s: go build: %v\n%s", step, err, out)
	}
	if out, err := run(t, dir, env, "go", "vet", "./..."); err != nil {
		t.Fatalf("%s: go vet: %v\n%s", step, err, out)
	}
	mustRun(t, dir, env, "go", "build", "-o", "check", "./cmd/check")
	got := mustRun(t, dir, env, "./check")
	if got != want {
		t.Fatalf("%s: the check program's output changed (files %v):\n%s", step, outputs(t, dir), firstDifference(want, got))
	}
}

// firstDifference shows the first line where want and got differ, with
// the value it belongs to.
func firstDifference(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	value := ""
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if strings.HasPrefix(wl, "value ") {
			value = wl
		}
		if wl != gl {
			return fmt.Sprintf("%s\nline %d:\n  without generated code: %s\n  with it:                %s", value, i+1, wl, gl)
		}
	}
	return "(same lines)"
}

// TestWorkflowPerFile generates package p one file at a time, as a
// go:generate line with $GOFILE in each file does: each file alone, and
// all three in every order. Its files use each other's types in every
// direction, so each output holds helpers for the others' types.
func TestWorkflowPerFile(t *testing.T) {
	dir, env, want := workflowModule(t)
	for _, f := range []string{"a", "b", "c"} {
		clean(t, dir)
		mustRun(t, dir, env, "jsongen", "-all", "p/"+f+".go")
		verify(t, dir, env, want, f+".go alone")
	}
	for _, order := range [][]string{{"a", "b", "c"}, {"a", "c", "b"}, {"b", "a", "c"}, {"b", "c", "a"}, {"c", "a", "b"}, {"c", "b", "a"}} {
		clean(t, dir)
		var first []byte
		for _, f := range order {
			mustRun(t, dir, env, "jsongen", "-all", "p/"+f+".go")
		}
		verify(t, dir, env, want, strings.Join(order, ", ")+" in turn")
		// The output for a file is the same whatever was generated before.
		got, err := os.ReadFile(filepath.Join(dir, "p", "a_jsongen.go"))
		if err != nil {
			t.Fatal(err)
		}
		if first == nil {
			first = got
		} else if string(first) != string(got) {
			t.Errorf("%v: a_jsongen.go differs from the one written in another order", order)
		}
	}
}

// TestWorkflowGoGenerate runs go generate over the module: every file's
// go:generate line, in both packages.
func TestWorkflowGoGenerate(t *testing.T) {
	dir, env, want := workflowModule(t)
	mustRun(t, dir, env, "go", "generate", "./...")
	if got := strings.Join(outputs(t, dir), " "); got != "p/a_jsongen.go p/b_jsongen.go p/c_jsongen.go q/q_jsongen.go" {
		t.Fatalf("generated %s", got)
	}
	verify(t, dir, env, want, "go generate ./...")
	// Again, over the files it wrote: the same files.
	before := readOutputs(t, dir)
	mustRun(t, dir, env, "go", "generate", "./...")
	if after := readOutputs(t, dir); after != before {
		t.Error("a second go generate changed the output")
	}
	mustRun(t, dir, env, "jsongen", "-check", "-all", "p/a.go")
}

func readOutputs(t *testing.T, dir string) string {
	var b strings.Builder
	for _, f := range outputs(t, dir) {
		src, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		b.WriteString(f + "\n")
		b.Write(src)
	}
	return b.String()
}

// TestWorkflowPackageOrder generates the package that embeds and
// instantiates another package's types before that package, and after it,
// and requires the same output for p either way.
//
// q alone is not verified: p.Named embeds q.Rule, and once q is generated
// Rule's MarshalJSON is promoted to Named until p is generated too. No run
// for q can see p; README.md says so.
func TestWorkflowPackageOrder(t *testing.T) {
	dir, env, want := workflowModule(t)
	var outs []string
	for _, order := range [][]string{{"./p", "./q"}, {"./q", "./p"}} {
		clean(t, dir)
		for i, pkg := range order {
			mustRun(t, dir, env, "go", "generate", pkg)
			if !(i == 0 && pkg == "./q") {
				verify(t, dir, env, want, strings.Join(order[:i+1], " then "))
			}
		}
		outs = append(outs, readOutputs(t, dir))
	}
	if outs[0] != outs[1] {
		t.Error("the generated files depend on the order the packages were generated in")
	}
}

// TestWorkflowDirectory generates each package whole into one file, and
// checks that a run for the whole package over the outputs of per-file
// runs stops with a message saying what to do, and works once that is
// done.
func TestWorkflowDirectory(t *testing.T) {
	dir, env, want := workflowModule(t)
	mustRun(t, dir, env, "jsongen", "-all", "q", "p")
	if got := strings.Join(outputs(t, dir), " "); got != "p/p_jsongen.go q/q_jsongen.go" {
		t.Fatalf("generated %s", got)
	}
	verify(t, dir, env, want, "jsongen -all q p")

	clean(t, dir)
	mustRun(t, dir, env, "go", "generate", "./...")
	out, err := run(t, dir, env, "jsongen", "-all", "p")
	if err == nil {
		t.Fatalf("a run for the whole package over per-file outputs succeeded:\n%s", out)
	}
	for _, want := range []string{"p/p_jsongen.go would declare method A.EncodeJSON", "which p/a_jsongen.go already declares", "delete p/a_jsongen.go"} {
		if !strings.Contains(out, want) {
			t.Errorf("message lacks %q:\n%s", want, out)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "p", "p_jsongen.go")); err == nil {
		t.Error("the clashing file was written")
	}
	for _, f := range []string{"a", "b", "c"} {
		os.Remove(filepath.Join(dir, "p", f+"_jsongen.go"))
	}
	mustRun(t, dir, env, "jsongen", "-all", "p")
	verify(t, dir, env, want, "jsongen -all p after deleting the per-file outputs")
}
