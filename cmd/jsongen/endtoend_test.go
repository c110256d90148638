package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestMain lets the test binary act as the jsongen command when
// JSONGEN_AS_COMMAND is set, so the end-to-end tests run the real command
// (through go generate, too) without building it separately.
func TestMain(m *testing.M) {
	if os.Getenv("JSONGEN_AS_COMMAND") == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// repoRoot is the root of the jsongen module, which temporary modules
// use through a replace directive.
func repoRoot(t *testing.T) string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..")
}

// newModule writes a temporary module that requires jsongen (replaced by
// this checkout) with the given files, and returns its directory and an
// environment whose PATH finds a jsongen command.
func newModule(t *testing.T, files map[string]string) (string, []string) {
	t.Helper()
	dir := t.TempDir()
	root := repoRoot(t)
	goMod := "module example.com/m\n\ngo 1.26\n\nrequire github.com/jsongen/jsongen v0.0.0\n\nreplace github.com/jsongen/jsongen => " + root + "\n"
	write(t, filepath.Join(dir, "go.mod"), goMod)
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(dir, "go.sum"), string(sum))
	for name, src := range files {
		write(t, filepath.Join(dir, name), src)
	}
	// A jsongen command on PATH that runs this test binary as main.
	bin := t.TempDir()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(bin, "jsongen"), "#!/bin/sh\nJSONGEN_AS_COMMAND=1 exec "+self+" \"$@\"\n")
	if err := os.Chmod(filepath.Join(bin, "jsongen"), 0o755); err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"), "GOFLAGS=-mod=mod")
	return dir, env
}

func write(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// run runs a command in dir and returns its combined output. The name
// jsongen is looked up in env's PATH, where newModule put the command.
func run(t *testing.T, dir string, env []string, name string, args ...string) (string, error) {
	t.Helper()
	if name == "jsongen" {
		for _, kv := range env {
			if path, ok := strings.CutPrefix(kv, "PATH="); ok {
				name = filepath.Join(filepath.SplitList(path)[0], "jsongen")
			}
		}
	}
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = env
	out, err := cmd.CombinedOutput()
	return string(out), err
}

func mustRun(t *testing.T, dir string, env []string, name string, args ...string) string {
	t.Helper()
	out, err := run(t, dir, env, name, args...)
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
	return out
}

// mainProgram is a package main whose types are generated through a
// go:generate line; it checks its own output against encoding/json. The
// directive is spliced in so that go generate in this repository does not
// take it for one of ours.
var mainProgram = strings.Replace(mainProgramText, "//GENERATE", "//go"+":generate", 1)

const mainProgramText = `package main

//GENERATE jsongen -all $GOFILE

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"

	"github.com/jsongen/jsongen"
)

type Point struct {
	X, Y float64
	Label string ` + "`json:\"label,omitempty\"`" + `
}

type Page[T any] struct {
	Items []T    ` + "`json:\"items\"`" + `
	Next  string ` + "`json:\"next,omitempty\"`" + `
}

type Shape struct {
	Points Page[Point] ` + "`json:\"points\"`" + `
	Closed bool
}

func main() {
	s := Shape{Points: Page[Point]{Items: []Point{{1, 2, "a<b"}, {3.5, -4, ""}}, Next: "p2"}, Closed: true}
	got, err := jsongen.Marshal(&s)
	if err != nil {
		panic(err)
	}
	want, _ := json.Marshal(s)
	if !bytes.Equal(got, want) {
		fmt.Printf("MISMATCH\n%s\n%s\n", got, want)
		os.Exit(1)
	}
	var back Shape
	if err := jsongen.Unmarshal(got, &back); err != nil {
		panic(err)
	}
	if _, ok := any(&back).(jsongen.Unmarshaler); !ok {
		panic("no generated DecodeJSON")
	}
	fmt.Printf("OK %s %d\n", got, len(back.Points.Items))
}
`

// TestGenerateMainPackage runs go generate on a package main with a
// generic type, builds it and runs it.
func TestGenerateMainPackage(t *testing.T) {
	dir, env := newModule(t, map[string]string{"main.go": mainProgram})
	mustRun(t, dir, env, "go", "generate", "./...")
	if _, err := os.Stat(filepath.Join(dir, "main_jsongen.go")); err != nil {
		t.Fatal(err)
	}
	out := mustRun(t, dir, env, "go", "run", ".")
	if !strings.HasPrefix(out, "OK ") {
		t.Fatalf("program output: %s", out)
	}
	// Generating again gives the same bytes.
	first, _ := os.ReadFile(filepath.Join(dir, "main_jsongen.go"))
	mustRun(t, dir, env, "jsongen", "-all", "main.go")
	second, _ := os.ReadFile(filepath.Join(dir, "main_jsongen.go"))
	if !bytes.Equal(first, second) {
		t.Error("generating twice gave different output")
	}
}

// TestStaleOrMissingOutput checks that a package whose only compile errors
// come from its own stale or missing generated file can be generated.
func TestStaleOrMissingOutput(t *testing.T) {
	types := "package p\n\ntype T struct {\n\tA int\n}\n"
	user := "package p\n\nimport \"github.com/jsongen/jsongen/jsonread\"\n\n" +
		"func Decode(b []byte) (T, error) {\n\tvar t T\n\tr := jsonread.NewReader(b)\n\tt.DecodeJSON(r)\n\treturn t, r.Err()\n}\n"
	stale := "// Code generated by jsongen. DO NOT EDIT.\n\npackage p\n\nfunc (v *T) DecodeJSON() { _ = v.Removed }\n\nfunc (v *Gone) EncodeJSON() {}\n"

	t.Run("missing", func(t *testing.T) {
		dir, env := newModule(t, map[string]string{"p/types.go": types, "p/user.go": user})
		mustRun(t, dir, env, "jsongen", "-all", "p/types.go")
		mustRun(t, dir, env, "go", "build", "./...")
	})
	t.Run("stale", func(t *testing.T) {
		dir, env := newModule(t, map[string]string{"p/types.go": types, "p/user.go": user, "p/types_jsongen.go": stale})
		if out, err := run(t, dir, env, "go", "build", "./..."); err == nil {
			t.Fatalf("the stale file should not build:\n%s", out)
		}
		mustRun(t, dir, env, "jsongen", "-all", "p/types.go")
		mustRun(t, dir, env, "go", "build", "./...")
	})
}

// TestUnsupportedField checks that a field of a type encoding/json cannot
// encode gets a warning naming the type and the field, and code that
// behaves as encoding/json does: it fails to encode the struct, with
// encoding/json's error, and decodes it when the member is absent.
func TestUnsupportedField(t *testing.T) {
	src := "package p\n\ntype T struct {\n\tA int\n\tC chan int\n}\n"
	prog := `package main

import (
	"encoding/json"
	"errors"
	"fmt"

	"example.com/m/p"
	"github.com/jsongen/jsongen"
)

func main() {
	_, err := jsongen.Marshal(&p.T{A: 1})
	var ute *json.UnsupportedTypeError
	fmt.Println(errors.As(err, &ute), err)
	var v p.T
	fmt.Println(json.Unmarshal([]byte(` + "`" + `{"A":2}` + "`" + `), &v), v.A)
}
`
	dir, env := newModule(t, map[string]string{"p/t.go": src, "main.go": prog})
	out := mustRun(t, dir, env, "jsongen", "-all", "p/t.go")
	if !strings.Contains(out, "warning: ") || !strings.Contains(out, "t.go:5:2: T.C: encoding/json cannot encode channels") {
		t.Errorf("no warning naming the field: %q", out)
	}
	mustRun(t, dir, env, "go", "vet", "./...")
	got := mustRun(t, dir, env, "go", "run", ".")
	if want := "true json: unsupported type: chan int\n<nil> 2\n"; got != want {
		t.Errorf("program printed %q, want %q", got, want)
	}
}

// TestDoesNotOverwriteOtherFiles checks that jsongen refuses to replace a
// file it did not write.
func TestDoesNotOverwriteOtherFiles(t *testing.T) {
	src := "package p\n\ntype T struct{ A int }\n"
	mine := "package p\n\n// hand-written\n"
	dir, env := newModule(t, map[string]string{"p/t.go": src, "p/t_jsongen.go": mine})
	out, err := run(t, dir, env, "jsongen", "-all", "p/t.go")
	if err == nil || !strings.Contains(out, "not written by jsongen") {
		t.Fatalf("jsongen overwrote or did not explain: %v %s", err, out)
	}
	got, _ := os.ReadFile(filepath.Join(dir, "p", "t_jsongen.go"))
	if string(got) != mine {
		t.Error("the file was changed")
	}
}

// TestDirectoryAndMarkers generates for a whole directory, where only
// marked types are selected, and honours build tags.
func TestDirectoryAndMarkers(t *testing.T) {
	files := map[string]string{
		"p/a.go": "package p\n\n//jsongen:json\ntype A struct{ X int }\n\ntype NotMarked struct{ Y int }\n\n//easyjson:json\ntype List []A\n",
		"p/b.go": "//go:build extra\n\npackage p\n\n//jsongen:json\ntype B struct{ Z string }\n",
	}
	dir, env := newModule(t, files)
	mustRun(t, dir, env, "jsongen", "p")
	out, err := os.ReadFile(filepath.Join(dir, "p", "p_jsongen.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"func (v *A) EncodeJSON", "func (v *List) DecodeJSON"} {
		if !bytes.Contains(out, []byte(want)) {
			t.Errorf("output lacks %q", want)
		}
	}
	for _, unwanted := range []string{"NotMarked)", "(v *B)"} {
		if bytes.Contains(out, []byte(unwanted)) {
			t.Errorf("output has %q", unwanted)
		}
	}
	// A second output for the same types would clash with the first.
	os.Remove(filepath.Join(dir, "p", "p_jsongen.go"))
	mustRun(t, dir, env, "jsongen", "-build_tags", "extra", "-output_filename", "tagged_jsongen.go", "p")
	out, err = os.ReadFile(filepath.Join(dir, "p", "tagged_jsongen.go"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(out, []byte("//go:build extra\n")) || !bytes.Contains(out, []byte("func (v *B) EncodeJSON")) {
		t.Errorf("tagged output lacks the build line or B:\n%s", out)
	}
	mustRun(t, dir, env, "go", "build", "-tags", "extra", "./...")
}

// TestWorkspace generates for a module that is part of a go.work
// workspace and uses a type from the other module.
func TestWorkspace(t *testing.T) {
	dir, env := newModule(t, map[string]string{
		"app/app.go": "package app\n\nimport \"example.com/lib\"\n\ntype Wrapper struct {\n\tItem lib.Item\n\tN int\n}\n",
	})
	// The first module becomes the workspace's app; lib is a second one.
	root := repoRoot(t)
	write(t, filepath.Join(dir, "lib", "go.mod"), "module example.com/lib\n\ngo 1.26\n")
	write(t, filepath.Join(dir, "lib", "lib.go"), "package lib\n\ntype Item struct {\n\tName string `json:\"name\"`\n}\n")
	write(t, filepath.Join(dir, "go.work"), "go 1.26\n\nuse (\n\t.\n\t./lib\n)\n\nreplace github.com/jsongen/jsongen => "+root+"\n")
	env = append(env, "GOFLAGS=") // -mod=mod is not allowed in workspace mode
	mustRun(t, dir, env, "jsongen", "-all", "app/app.go")
	out, _ := os.ReadFile(filepath.Join(dir, "app", "app_jsongen.go"))
	if !bytes.Contains(out, []byte("func encodeLibItem_app(")) {
		t.Errorf("no helper for the workspace module's type:\n%s", out)
	}
	mustRun(t, dir, env, "go", "build", "./app")
}

func TestVersionAndUsage(t *testing.T) {
	dir, env := newModule(t, nil)
	if out := mustRun(t, dir, env, "jsongen", "-version"); !strings.HasPrefix(out, "jsongen v") {
		t.Errorf("-version printed %q", out)
	}
	out, err := run(t, dir, env, "jsongen")
	if err == nil || !strings.Contains(out, "usage: jsongen") {
		t.Errorf("no arguments: %v %s", err, out)
	}
}

// TestStubsAndNoFormatBuild checks that the -stubs and -noformat outputs
// compile, with every easyjson flag given at once.
func TestStubsAndNoFormatBuild(t *testing.T) {
	src := "package p\n\nimport \"time\"\n\ntype T struct {\n\tA int\n\tB []byte\n\tWhen time.Time\n\tHTTPName string `json:\",omitempty\"`\n}\n"
	for _, flags := range [][]string{
		{"-all", "-stubs"},
		{"-all", "-noformat", "-snake_case", "-omit_empty", "-omit_zero", "-disallow_unknown_fields", "-byte", "-disable_members_unescape"},
		{"-all", "-lower_camel_case", "-no_std_marshalers", "-pkg", "-leave_temps"},
	} {
		dir, env := newModule(t, map[string]string{"p/t.go": src})
		out := mustRun(t, dir, env, "jsongen", append(flags, "p/t.go")...)
		mustRun(t, dir, env, "go", "vet", "./...")
		if strings.Contains(strings.Join(flags, " "), "-leave_temps") && !strings.Contains(out, "ignored") {
			t.Errorf("%v: no notice that -leave_temps is ignored: %q", flags, out)
		}
	}
}

// TestToolDependency follows the README: jsongen as a tool dependency of
// the user's module, run by go tool from a go:generate line, keeps working
// after go mod tidy (which drops what go run needs).
func TestToolDependency(t *testing.T) {
	src := "package p\n\n//go:" + "generate go tool jsongen -all $GOFILE\n\ntype T struct{ A int }\n"
	dir, env := newModule(t, map[string]string{"p/t.go": src})
	// What go get -tool github.com/jsongen/jsongen/cmd/jsongen does, but
	// without asking the module proxy about this unpublished module.
	mustRun(t, dir, env, "go", "mod", "edit", "-tool=github.com/jsongen/jsongen/cmd/jsongen")
	mustRun(t, dir, env, "go", "mod", "tidy")
	mod, _ := os.ReadFile(filepath.Join(dir, "go.mod"))
	if !strings.Contains(string(mod), "tool github.com/jsongen/jsongen/cmd/jsongen") {
		t.Fatalf("go.mod has no tool line:\n%s", mod)
	}
	mustRun(t, dir, env, "go", "generate", "./...")
	mustRun(t, dir, env, "go", "vet", "./...")
	if _, err := os.Stat(filepath.Join(dir, "p", "t_jsongen.go")); err != nil {
		t.Fatal(err)
	}
}

// TestHelp checks that -h prints the usage and exits 0, as asking for help
// is not a mistake.
func TestHelp(t *testing.T) {
	dir, env := newModule(t, nil)
	out := mustRun(t, dir, env, "jsongen", "-h")
	if !strings.Contains(out, "jsongen [flags] dir|file.go") || !strings.Contains(out, "\t-check\n") || !strings.Contains(out, "-disable_members_unescape") {
		t.Errorf("-h printed %q", out)
	}
}

// TestVerboseCountsGeneratedTypes checks that -v counts the types that got
// methods, not those whose own methods do all the work.
func TestVerboseCountsGeneratedTypes(t *testing.T) {
	src := "package p\n\ntype Plain struct{ A int }\n\ntype Own struct{ B int }\n\n" +
		"func (Own) MarshalJSON() ([]byte, error) { return []byte(\"1\"), nil }\n\n" +
		"func (*Own) UnmarshalJSON([]byte) error { return nil }\n"
	dir, env := newModule(t, map[string]string{"p/t.go": src})
	out := mustRun(t, dir, env, "jsongen", "-all", "-v", "p/t.go")
	if !strings.Contains(out, "t_jsongen.go: 1 types") {
		t.Errorf("-v printed %q", out)
	}
}

// TestTestFile generates code for types declared in a _test.go file, of
// the package and of its external test package, into _test.go files.
func TestTestFile(t *testing.T) {
	dir, env := newModule(t, map[string]string{
		"p/p.go":        "package p\n\ntype P struct{ A int }\n",
		"p/in_test.go":  "package p\n\nimport (\n\t\"testing\"\n\n\t\"github.com/jsongen/jsongen/jsonwrite\"\n)\n\ntype In struct{ P P }\n\nfunc TestIn(t *testing.T) {\n\tw := jsonwrite.NewWriter(nil)\n\t(&In{}).EncodeJSON(w)\n\tif string(w.Bytes()) != `{\"P\":{\"A\":0}}` {\n\t\tt.Fatal(string(w.Bytes()))\n\t}\n}\n",
		"p/out_test.go": "package p_test\n\nimport (\n\t\"testing\"\n\n\t\"example.com/m/p\"\n\t\"github.com/jsongen/jsongen/jsonwrite\"\n)\n\ntype Out struct{ P p.P }\n\nfunc TestOut(t *testing.T) {\n\tw := jsonwrite.NewWriter(nil)\n\t(&Out{}).EncodeJSON(w)\n\tif string(w.Bytes()) != `{\"P\":{\"A\":0}}` {\n\t\tt.Fatal(string(w.Bytes()))\n\t}\n}\n",
	})
	mustRun(t, dir, env, "jsongen", "-all", "p/in_test.go")
	mustRun(t, dir, env, "jsongen", "-all", "p/out_test.go")
	for _, f := range []string{"in_jsongen_test.go", "out_jsongen_test.go"} {
		if _, err := os.Stat(filepath.Join(dir, "p", f)); err != nil {
			t.Error(err)
		}
	}
	mustRun(t, dir, env, "go", "vet", "./...")
	mustRun(t, dir, env, "go", "test", "./p")
}

// TestPromotionToTestFileTypes checks that struct types of a package's
// own test files, which go test compiles with the generated code, keep
// encoding/json's behaviour: a type embedding a generated type there would
// take its MarshalJSON and UnmarshalJSON by promotion, so the embedded type
// gets none (stripe-go: TestEntity and testServerResponse embed
// APIResource). Types of the external test package are out of reach, as
// those of any other package; jsongen's own test-file output is ignored.
func TestPromotionToTestFileTypes(t *testing.T) {
	dir, env := newModule(t, map[string]string{
		"p/p.go": "package p\n\ntype Resource struct {\n\tID string `json:\"id\"`\n}\n\ntype Kept struct{ A int }\n",
		"p/p_test.go": `package p

import (
	"encoding/json"
	"testing"
)

type testEntity struct {
	Resource
	Message string ` + "`json:\"message\"`" + `
}

func TestEmbedded(t *testing.T) {
	in := ` + "`{\"id\":\"x\",\"message\":\"hi\"}`" + `
	var e testEntity
	if err := json.Unmarshal([]byte(in), &e); err != nil || e.ID != "x" || e.Message != "hi" {
		t.Fatalf("json.Unmarshal: %+v, %v", e, err)
	}
	if out, err := json.Marshal(e); err != nil || string(out) != in {
		t.Fatalf("json.Marshal: %s, %v", out, err)
	}
	type local struct {
		*Resource
		N int ` + "`json:\"n\"`" + `
	}
	l := local{Resource: &Resource{ID: "y"}, N: 1}
	if out, err := json.Marshal(l); err != nil || string(out) != ` + "`{\"id\":\"y\",\"n\":1}`" + ` {
		t.Fatalf("json.Marshal(local): %s, %v", out, err)
	}
}

func TestKept(t *testing.T) {
	if _, ok := any(&Kept{}).(json.Unmarshaler); !ok {
		t.Error("Kept lost its UnmarshalJSON")
	}
}
`,
		"p/ext_test.go": "package p_test\n\nimport \"example.com/m/p\"\n\ntype holder struct{ p.Kept }\n",
	})
	// A test-file type generated first has methods of its own, in
	// jsongen's output, whose struct literals must not count either.
	write(t, filepath.Join(dir, "p", "gen_test.go"), "package p\n\ntype genHolder struct{ Kept }\n")
	mustRun(t, dir, env, "jsongen", "-all", "-std_marshalers", "p/gen_test.go")
	out := mustRun(t, dir, env, "jsongen", "-all", "-std_marshalers", "p/p.go")
	for _, want := range []string{
		"Resource gets no MarshalJSON: it would be promoted to testEntity, declared in a test file",
		"Resource gets no UnmarshalJSON: it would be promoted to testEntity, declared in a test file",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("jsongen printed:\n%s\nwant a warning %q", out, want)
		}
	}
	if strings.Contains(out, "Kept gets no") {
		t.Errorf("jsongen printed:\n%s\nwant no warning about Kept", out)
	}
	mustRun(t, dir, env, "go", "vet", "./p")
	mustRun(t, dir, env, "go", "test", "./p")
}

// TestBrokenFileMessage checks that a file that does not parse is reported
// once, however many parts of go/packages report it.
func TestBrokenFileMessage(t *testing.T) {
	dir, env := newModule(t, map[string]string{"p/t.go": "package p\n\ntype T struct{ A int }\n", "p/empty.go": ""})
	out, err := run(t, dir, env, "jsongen", "-all", "p/t.go")
	if err == nil {
		t.Fatal("no error")
	}
	if n := strings.Count(out, "empty.go:"); n != 1 {
		t.Errorf("the broken file is reported %d times:\n%s", n, out)
	}
}

// TestPackageNamesLikeLocals generates code for fields whose types come
// from packages named as the generated code's own variables and parameters
// (elem, s, key, v, w, r, data) and requires it to build, vet and round
// trip: a local or parameter must not shadow an import.
func TestPackageNamesLikeLocals(t *testing.T) {
	files := map[string]string{
		"p/t.go": `package p

import (
	"example.com/m/data"
	"example.com/m/elem"
	"example.com/m/key"
	"example.com/m/r"
	"example.com/m/s"
	"example.com/m/v"
	"example.com/m/w"
)

type T struct {
	M  map[string]*elem.Thing
	S  []*s.Thing
	K  map[key.Thing]int
	R  []r.Thing
	V  map[string][]*v.Thing
	W  [2]*w.Thing
	D  []map[string]*data.Thing
	MM map[string]map[string]*elem.Thing
}
`,
		"main.go": `package main

import (
	"fmt"

	"example.com/m/p"
	"github.com/jsongen/jsongen"
)

func main() {
	in := ` + "`" + `{"M":{"a":{"X":1}},"S":[{"X":2}],"K":{"k":3},"R":[{"X":4}],"V":{"b":[{"X":5}]},"W":[{"X":6},null],"D":[{"c":{"X":7}}],"MM":{"d":{"e":{"X":8}}}}` + "`" + `
	var t p.T
	if err := jsongen.Unmarshal([]byte(in), &t); err != nil {
		panic(err)
	}
	out, err := jsongen.Marshal(&t)
	if err != nil {
		panic(err)
	}
	fmt.Println(string(out) == in)
}
`,
	}
	for _, pkg := range []string{"data", "elem", "r", "s", "v", "w"} {
		files[pkg+"/thing.go"] = "package " + pkg + "\n\ntype Thing struct{ X int }\n"
	}
	files["key/thing.go"] = "package key\n\ntype Thing string\n"
	dir, env := newModule(t, files)
	mustRun(t, dir, env, "jsongen", "-all", "p/t.go")
	mustRun(t, dir, env, "go", "vet", "./...")
	if got := mustRun(t, dir, env, "go", "run", "."); got != "true\n" {
		t.Errorf("the round trip changed the JSON: %s", got)
	}
}

// TestUserFileQuotingTheHeader generates a package whose file quotes
// jsongen's header line in its doc comment, as a package documenting
// jsongen might: the file is the user's, and its types get methods.
func TestUserFileQuotingTheHeader(t *testing.T) {
	src := "package p\n\n// Files that begin with\n//\n// Code generated by jsongen. DO NOT EDIT.\n//\n// are jsongen's.\n" +
		"type T struct{ A int }\n"
	dir, env := newModule(t, map[string]string{"p/t.go": src})
	mustRun(t, dir, env, "jsongen", "-all", "p")
	gen, err := os.ReadFile(filepath.Join(dir, "p", "p_jsongen.go"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(gen), "func (v *T) EncodeJSON(") {
		t.Errorf("T got no EncodeJSON:\n%s", gen)
	}
	mustRun(t, dir, env, "go", "vet", "./...")
}

// TestOmitOnUnsupportedKinds generates omitempty and omitzero on fields
// encoding/json cannot encode (unsafe.Pointer, complex numbers): the code
// must build, and leave a field out exactly when encoding/json does
// (omitzero: when nil or zero; omitempty: never), failing as it fails
// otherwise.
func TestOmitOnUnsupportedKinds(t *testing.T) {
	src := `package main

import (
	"encoding/json"
	"fmt"
	"unsafe"

	"github.com/jsongen/jsongen"
)

type P struct {
	A int
	P unsafe.Pointer ` + "`json:\",omitzero\"`" + `
}

type Q struct {
	Q unsafe.Pointer ` + "`json:\",omitempty\"`" + `
}

type C struct {
	C complex128 ` + "`json:\",omitzero\"`" + `
}

type E struct {
	E complex64 ` + "`json:\",omitempty\"`" + `
}

func main() {
	x := 1
	for _, v := range []any{&P{}, &P{P: unsafe.Pointer(&x)}, &Q{}, &C{}, &C{C: 1}, &E{}} {
		b, err := json.Marshal(v)
		fmt.Printf("%s %v\n", b, err)
		b, err = jsongen.Marshal(v)
		fmt.Printf("%s %v\n", b, err)
	}
}
`
	dir, env := newModule(t, map[string]string{"main.go": src})
	mustRun(t, dir, env, "jsongen", "-all", "main.go")
	mustRun(t, dir, env, "go", "vet", ".")
	out := mustRun(t, dir, env, "go", "run", ".")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 12 {
		t.Fatalf("the program printed:\n%s", out)
	}
	for i := 0; i < len(lines); i += 2 {
		if lines[i] != lines[i+1] {
			t.Errorf("encoding/json: %s\njsongen:       %s", lines[i], lines[i+1])
		}
	}
	if lines[0] != `{"A":0} <nil>` {
		t.Errorf("a nil unsafe.Pointer with omitzero: %s", lines[0])
	}
}
