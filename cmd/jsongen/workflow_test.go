package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"
)

// workflow is a module written from testdata/workflow.txtar.
type workflow struct {
	dir  string
	env  []string
	want string   // what the check program prints before any code is generated
	all  []string // the flags every run in the module uses: -all, and -std_marshalers in that mode
}

// workflowModule writes testdata/workflow.txtar as a module and runs its
// check program, before any code is generated: what it prints is
// encoding/json's behaviour, which every way of generating must keep.
// With std set, every run adds -std_marshalers, the go:generate lines too.
func workflowModule(t *testing.T, std bool) *workflow {
	t.Helper()
	ar, err := txtar.ParseFile("testdata/workflow.txtar")
	if err != nil {
		t.Fatal(err)
	}
	w := &workflow{all: []string{"-all"}}
	if std {
		w.all = append(w.all, "-std_marshalers")
	}
	files := map[string]string{}
	for _, f := range ar.Files {
		files[f.Name] = strings.ReplaceAll(string(f.Data), "jsongen -all ", "jsongen "+strings.Join(w.all, " ")+" ")
	}
	w.dir, w.env = newModule(t, files)
	mustRun(t, w.dir, w.env, "go", "build", "-o", "check", "./cmd/check")
	w.want = mustRun(t, w.dir, w.env, "./check")
	return w
}

// forModes runs f on a workflow module generated without MarshalJSON and
// UnmarshalJSON (the default) and on one generated with them, where
// encoding/json calls the generated code and promoted methods matter.
func forModes(t *testing.T, f func(t *testing.T, w *workflow)) {
	for _, std := range []bool{false, true} {
		name := "default"
		if std {
			name = "std_marshalers"
		}
		t.Run(name, func(t *testing.T) { f(t, workflowModule(t, std)) })
	}
}

// jsongen runs the command with the module's flags and args.
func (w *workflow) jsongen(t *testing.T, args ...string) (string, error) {
	t.Helper()
	return run(t, w.dir, w.env, "jsongen", append(slices.Clone(w.all), args...)...)
}

func (w *workflow) mustJsongen(t *testing.T, args ...string) {
	t.Helper()
	if out, err := w.jsongen(t, args...); err != nil {
		t.Fatalf("jsongen %s: %v\n%s", strings.Join(args, " "), err, out)
	}
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
	forModes(t, func(t *testing.T, w *workflow) {
		mustRun(t, w.dir, w.env, "go", "generate", "./r")
		for _, f := range []string{"a", "b", "c"} {
			clean(t, w.dir, "p")
			w.mustJsongen(t, "p/"+f+".go")
			verify(t, w.dir, w.env, w.want, f+".go alone")
		}
		var first []byte
		for _, order := range [][]string{{"a", "b", "c"}, {"a", "c", "b"}, {"b", "a", "c"}, {"b", "c", "a"}, {"c", "a", "b"}, {"c", "b", "a"}} {
			clean(t, w.dir, "p")
			for _, f := range order {
				w.mustJsongen(t, "p/"+f+".go")
			}
			verify(t, w.dir, w.env, w.want, strings.Join(order, ", ")+" in turn")
			// The output for a file is the same whatever was generated before.
			got, err := os.ReadFile(filepath.Join(w.dir, "p", "a_jsongen.go"))
			if err != nil {
				t.Fatal(err)
			}
			if first == nil {
				first = got
			} else if string(first) != string(got) {
				t.Errorf("%v: a_jsongen.go differs from the one written in another order", order)
			}
		}
	})
}

// TestWorkflowGoGenerate runs go generate over the module: every file's
// go:generate line, in both packages, twice.
func TestWorkflowGoGenerate(t *testing.T) {
	forModes(t, func(t *testing.T, w *workflow) {
		mustRun(t, w.dir, w.env, "go", "generate", "./...")
		if got := strings.Join(outputs(t, w.dir), " "); got != "p/a_jsongen.go p/b_jsongen.go p/c_jsongen.go q/q_jsongen.go r/r_jsongen.go" {
			t.Fatalf("generated %s", got)
		}
		verify(t, w.dir, w.env, w.want, "go generate ./...")
		// Again, over the files it wrote: the same files.
		before := readOutputs(t, w.dir)
		mustRun(t, w.dir, w.env, "go", "generate", "./...")
		if after := readOutputs(t, w.dir); after != before {
			t.Error("a second go generate changed the output")
		}
		w.mustJsongen(t, "-check", "p/a.go")
	})
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
// checked: once p is generated with -std_marshalers, r's type, which
// embeds one of p's, gets p's MarshalJSON by promotion until r is
// generated too. No run for p can see r; README.md says so.)
func TestWorkflowPackageOrder(t *testing.T) {
	forModes(t, func(t *testing.T, w *workflow) {
		var first string
		for _, order := range [][]string{{"p", "q", "r"}, {"p", "r", "q"}, {"q", "p", "r"}, {"q", "r", "p"}, {"r", "p", "q"}, {"r", "q", "p"}} {
			clean(t, w.dir)
			for _, pkg := range order {
				mustRun(t, w.dir, w.env, "go", "generate", "./"+pkg)
			}
			verify(t, w.dir, w.env, w.want, strings.Join(order, " then "))
			if got := readOutputs(t, w.dir); first == "" {
				first = got
			} else if got != first {
				t.Errorf("%v: the generated files differ from those of another order", order)
			}
		}
	})
}

// TestWorkflowDirectory generates each package whole into one file, and
// checks that a run for the whole package over the outputs of per-file
// runs stops with a message saying what to do, and works once that is
// done.
func TestWorkflowDirectory(t *testing.T) {
	forModes(t, func(t *testing.T, w *workflow) {
		w.mustJsongen(t, "q", "p", "r")
		if got := strings.Join(outputs(t, w.dir), " "); got != "p/p_jsongen.go q/q_jsongen.go r/r_jsongen.go" {
			t.Fatalf("generated %s", got)
		}
		verify(t, w.dir, w.env, w.want, "jsongen -all q p r")

		clean(t, w.dir)
		mustRun(t, w.dir, w.env, "go", "generate", "./...")
		out, err := w.jsongen(t, "p")
		if err == nil {
			t.Fatalf("a run for the whole package over per-file outputs succeeded:\n%s", out)
		}
		for _, want := range []string{"p/p_jsongen.go would declare method A.EncodeJSON", "which p/a_jsongen.go already declares", "delete p/a_jsongen.go"} {
			if !strings.Contains(out, want) {
				t.Errorf("message lacks %q:\n%s", want, out)
			}
		}
		if _, err := os.Stat(filepath.Join(w.dir, "p", "p_jsongen.go")); err == nil {
			t.Error("the clashing file was written")
		}
		for _, f := range []string{"a", "b", "c"} {
			os.Remove(filepath.Join(w.dir, "p", f+"_jsongen.go"))
		}
		w.mustJsongen(t, "p")
		verify(t, w.dir, w.env, w.want, "jsongen -all p after deleting the per-file outputs")
	})
}
