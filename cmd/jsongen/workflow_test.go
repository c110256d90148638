package main

import (
	"fmt"
	"os"
	"os/exec"
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

// outputs lists the generated files in the module's packages p, q and r
// (all three, or those named).
func outputs(t *testing.T, dir string, pkgs ...string) []string {
	t.Helper()
	if len(pkgs) == 0 {
		pkgs = []string{"p", "q", "r"}
	}
	var out []string
	for _, pkg := range pkgs {
		m, err := filepath.Glob(filepath.Join(dir, pkg, "*_jsongen.go"))
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

// clean removes the generated files of the packages named, or of all.
func clean(t *testing.T, dir string, pkgs ...string) {
	t.Helper()
	for _, f := range outputs(t, dir, pkgs...) {
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
	staticcheck(t, dir, env, step)
	mustRun(t, dir, env, "go", "build", "-o", "check", "./cmd/check")
	got := mustRun(t, dir, env, "./check")
	if got != want {
		t.Fatalf("%s: the check program's output changed (files %v):\n%s", step, outputs(t, dir), firstDifference(want, got))
	}
}

// staticcheck runs staticcheck on the module, if it is installed, and
// fails on what it says about generated files. .ci/run installs it and
// sets JSONGEN_STATICCHECK=1, which makes its absence a failure.
func staticcheck(t *testing.T, dir string, env []string, step string) {
	t.Helper()
	bin, err := exec.LookPath("staticcheck")
	if err != nil {
		if os.Getenv("JSONGEN_STATICCHECK") == "1" {
			t.Fatal("staticcheck is not installed")
		}
		return
	}
	out, _ := run(t, dir, env, bin, "./...")
	for _, line := range strings.Split(out, "\n") {
		if strings.Contains(line, "_jsongen.go:") {
			t.Errorf("%s: staticcheck: %s", step, line)
		}
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
// direction, so each output holds helpers for the others' types. r is
// generated first, and q not at all: each embeds a type of p (or p one of
// q's), which changes what encoding/json does with the embedding type
// until it has code of its own (no run for one package can see another
// that imports it; README.md says so).
func TestWorkflowPerFile(t *testing.T) {
	dir, env, want := workflowModule(t)
	mustRun(t, dir, env, "go", "generate", "./r")
	for _, f := range []string{"a", "b", "c"} {
		clean(t, dir, "p")
		mustRun(t, dir, env, "jsongen", "-all", "p/"+f+".go")
		verify(t, dir, env, want, f+".go alone")
	}
	var first []byte
	for _, order := range [][]string{{"a", "b", "c"}, {"a", "c", "b"}, {"b", "a", "c"}, {"b", "c", "a"}, {"c", "a", "b"}, {"c", "b", "a"}} {
		clean(t, dir, "p")
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
	if got := strings.Join(outputs(t, dir), " "); got != "p/a_jsongen.go p/b_jsongen.go p/c_jsongen.go q/q_jsongen.go r/r_jsongen.go" {
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

// TestWorkflowPackageOrder generates the three packages in every order:
// the files written must not depend on it. (The states in between are not
// checked: once p is generated, r's type, which embeds one of p's, gets
// p's MarshalJSON by promotion until r is generated too. No run for p can
// see r; README.md says so.)
func TestWorkflowPackageOrder(t *testing.T) {
	dir, env, want := workflowModule(t)
	var first string
	for _, order := range [][]string{{"p", "q", "r"}, {"p", "r", "q"}, {"q", "p", "r"}, {"q", "r", "p"}, {"r", "p", "q"}, {"r", "q", "p"}} {
		clean(t, dir)
		for _, pkg := range order {
			mustRun(t, dir, env, "go", "generate", "./"+pkg)
		}
		verify(t, dir, env, want, strings.Join(order, " then "))
		if got := readOutputs(t, dir); first == "" {
			first = got
		} else if got != first {
			t.Errorf("%v: the generated files differ from those of another order", order)
		}
	}
}

// TestWorkflowDirectory generates each package whole into one file, and
// checks that a run for the whole package over the outputs of per-file
// runs stops with a message saying what to do, and works once that is
// done.
func TestWorkflowDirectory(t *testing.T) {
	dir, env, want := workflowModule(t)
	mustRun(t, dir, env, "jsongen", "-all", "q", "p", "r")
	if got := strings.Join(outputs(t, dir), " "); got != "p/p_jsongen.go q/q_jsongen.go r/r_jsongen.go" {
		t.Fatalf("generated %s", got)
	}
	verify(t, dir, env, want, "jsongen -all q p r")

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
