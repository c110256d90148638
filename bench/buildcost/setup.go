package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// The real package measured, as the real-world suite (internal/realworld)
// generates it.
const (
	githubModule  = "github.com/google/go-github/v81"
	githubVersion = "v81.0.0"
	githubPkg     = "github"
)

const (
	jsongenModule  = "github.com/jsongen/jsongen"
	easyjsonModule = "github.com/mailru/easyjson"
)

// nonceFile is the file each round adds to the package measured, holding
// only a new comment, so that the go command compiles and vets it again.
const nonceFile = "zz_buildcost_nonce.go"

// An env holds the paths every set needs.
type env struct {
	work     string // the work directory
	bench    string // the bench module's root
	root     string // the jsongen module's root (the bench module's replacement)
	self     string // this program, the -toolexec wrapper
	jsongen  string // the generators, built from the bench module
	easyjson string
	easyVer  string // easyjson's version in the bench module
}

// newEnv makes the work directory anew and builds the generators.
func newEnv(work string) (*env, error) {
	work, err := filepath.Abs(work)
	if err != nil {
		return nil, err
	}
	// Remove only a directory this program made, or an empty one.
	marker := filepath.Join(work, ".buildcost")
	if entries, _ := os.ReadDir(work); len(entries) > 0 {
		if _, err := os.Stat(marker); err != nil {
			return nil, fmt.Errorf("%s is not empty and was not made by buildcost; give another -work", work)
		}
	}
	if err := os.RemoveAll(work); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(filepath.Join(work, "bin"), 0o755); err != nil {
		return nil, err
	}
	if err := os.WriteFile(marker, nil, 0o644); err != nil {
		return nil, err
	}
	e := &env{work: work, jsongen: filepath.Join(work, "bin", "jsongen"), easyjson: filepath.Join(work, "bin", "easyjson")}
	if e.self, err = os.Executable(); err != nil {
		return nil, err
	}
	if e.bench, err = goOut(".", "list", "-m", "-f", "{{.Dir}}"); err != nil {
		return nil, err
	}
	if e.root, err = goOut(".", "list", "-m", "-f", "{{.Dir}}", jsongenModule); err != nil {
		return nil, err
	}
	if e.easyVer, err = goOut(".", "list", "-m", "-f", "{{.Version}}", easyjsonModule); err != nil {
		return nil, err
	}
	logf("building jsongen (from %s) and easyjson %s", e.root, e.easyVer)
	if _, err := goOut(e.bench, "build", "-o", e.jsongen, jsongenModule+"/cmd/jsongen"); err != nil {
		return nil, err
	}
	if _, err := goOut(e.bench, "build", "-o", e.easyjson, easyjsonModule+"/easyjson"); err != nil {
		return nil, err
	}
	return e, nil
}

// setUpTypes copies the benchmark's types into a module of their own, in
// three packages generated as gen.sh generates types/gen and types/easy.
func (e *env) setUpTypes() (*set, error) {
	dir := filepath.Join(e.work, "types")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	// The bench module's go.mod, renamed, with its replacement made absolute.
	for _, name := range []string{"go.mod", "go.sum"} {
		if err := copyFile(filepath.Join(dir, name), filepath.Join(e.bench, name)); err != nil {
			return nil, err
		}
	}
	if _, err := goOut(dir, "mod", "edit", "-module=buildcost.example/types",
		"-replace="+jsongenModule+"="+e.root); err != nil {
		return nil, err
	}
	src, err := os.ReadFile(filepath.Join(e.bench, "types", "plain", "types.go"))
	if err != nil {
		return nil, err
	}
	s := &set{Name: "types", Title: "The benchmark's types (bench/types/plain/types.go; both generators with -all -no_std_marshalers)"}
	for _, name := range []string{"alone", "easyjson", "jsongen"} {
		pkgName := map[string]string{"alone": "plain", "easyjson": "easy", "jsongen": "gen"}[name]
		pkgDir := filepath.Join(dir, pkgName)
		if err := os.MkdirAll(pkgDir, 0o755); err != nil {
			return nil, err
		}
		code := bytes.Replace(src, []byte("\npackage plain\n"), []byte("\npackage "+pkgName+"\n"), 1)
		if err := os.WriteFile(filepath.Join(pkgDir, "types.go"), code, 0o644); err != nil {
			return nil, err
		}
		v := newVariant(name, dir, pkgDir, "buildcost.example/types/"+pkgName, "buildcost.example/types/every/"+pkgName)
		s.Variants = append(s.Variants, v)
	}
	logf("types: generating")
	if err := run(s.Variants[1].PkgDir, e.easyjson, "-all", "-no_std_marshalers", "types.go"); err != nil {
		return nil, err
	}
	if err := run(s.Variants[2].PkgDir, e.jsongen, "-all", "-no_std_marshalers", "types.go"); err != nil {
		return nil, err
	}
	return s, e.finishSet(s)
}

// setUpGitHub copies go-github's module three times, generates code in two
// of the copies, and makes every copy require jsongen and easyjson, so
// that the three differ only in the generated files.
func (e *env) setUpGitHub() (*set, error) {
	src, err := goOut(e.work, "mod", "download", "-json", githubModule+"@"+githubVersion)
	if err != nil {
		return nil, err
	}
	var info struct{ Dir string }
	if err := json.Unmarshal([]byte(src), &info); err != nil {
		return nil, err
	}
	s := &set{Name: "go-github", Title: fmt.Sprintf("%s@%s, package %s (jsongen -all -std_marshalers, easyjson -all)",
		githubModule, githubVersion, githubPkg)}
	for _, name := range []string{"alone", "easyjson", "jsongen"} {
		dir := filepath.Join(e.work, "go-github", name)
		logf("go-github: copying the module for %s", name)
		if err := copyTree(dir, info.Dir); err != nil {
			return nil, err
		}
		if _, err := goOut(dir, "mod", "edit", "-require="+jsongenModule+"@v0.0.0",
			"-replace="+jsongenModule+"="+e.root, "-require="+easyjsonModule+"@"+e.easyVer); err != nil {
			return nil, err
		}
		if err := appendFiles(filepath.Join(dir, "go.sum"), filepath.Join(e.root, "go.sum"), filepath.Join(e.bench, "go.sum")); err != nil {
			return nil, err
		}
		// go get settles go.mod, raising its go line to jsongen's.
		if _, err := goOut(dir, "get", jsongenModule+"@v0.0.0", easyjsonModule+"@"+e.easyVer); err != nil {
			return nil, err
		}
		pkgDir := filepath.Join(dir, githubPkg)
		s.Variants = append(s.Variants, newVariant(name, dir, pkgDir, githubModule+"/"+githubPkg, githubModule+"/buildcost_every"))
	}

	logf("go-github: generating with easyjson")
	skipped, err := e.easyjsonAll(s.Variants[1])
	if err != nil {
		return nil, err
	}
	s.Note = fmt.Sprintf("easyjson -all gets //easyjson:skip on %d types: those with their own MarshalJSON or UnmarshalJSON "+
		"(it would declare them again), or with fields it cannot encode (interfaces, funcs) or cannot name "+
		"(colliding embedded fields); the skipped types are encoded by their own methods or by encoding/json.", skipped)
	logf("go-github: generating with jsongen")
	gen := s.Variants[2]
	if err := run(gen.ModDir, e.jsongen, "-all", "-std_marshalers", "./"+githubPkg); err != nil {
		return nil, err
	}
	return s, e.finishSet(s)
}

// finishSet counts the generated lines, writes the programs using every
// type and builds everything once, which fills the build cache with the
// dependencies.
func (e *env) finishSet(s *set) error {
	names, err := exportedTypes(s.Variants[0].PkgDir)
	if err != nil {
		return err
	}
	s.Types = len(names)
	for _, v := range s.Variants {
		if v.Lines, err = generatedLines(v.PkgDir); err != nil {
			return err
		}
		if err := writeEvery(v, filepath.Join(v.ModDir, strings.TrimPrefix(v.Every, modulePath(v)+"/")), names); err != nil {
			return err
		}
		logf("%s, %s: building (dependencies into the cache)", s.Name, v.Name)
		if _, err := goOut(v.ModDir, "build", v.Pkg, v.Every); err != nil {
			return err
		}
		if _, err := goOut(v.ModDir, "vet", v.Pkg); err != nil {
			logf("%s, %s: go vet reports problems (its time is measured all the same)", s.Name, v.Name)
		}
	}
	return nil
}

// modulePath returns the path of the module v's package is in.
func modulePath(v *variant) string {
	if strings.HasPrefix(v.Pkg, githubModule+"/") {
		return githubModule
	}
	return "buildcost.example/types"
}

// measureStatic builds the program using every type and records its size.
func (e *env) measureStatic(v *variant) error {
	bin := filepath.Join(e.work, "bin", "every-"+strings.ReplaceAll(v.Pkg, "/", "_")+"-"+v.Name)
	if _, err := goOut(v.ModDir, "build", "-o", bin, v.Every); err != nil {
		return err
	}
	info, err := os.Stat(bin)
	if err != nil {
		return err
	}
	v.Binary = info.Size()
	return nil
}

// measureRound changes the package's cache key, then compiles it and, if
// vet is set, vets it, recording the tools' runs.
func (e *env) measureRound(v *variant, vet bool) error {
	pkgName, err := goOut(v.ModDir, "list", "-f", "{{.Name}}", v.Pkg)
	if err != nil {
		return err
	}
	nonce := fmt.Sprintf("package %s\n\n// buildcost %d\n", pkgName, time.Now().UnixNano())
	if err := os.WriteFile(filepath.Join(v.PkgDir, nonceFile), []byte(nonce), 0o644); err != nil {
		return err
	}
	round := len(v.Compile)
	runs, err := e.measured(v, "build", "build")
	if err != nil {
		return err
	}
	for _, r := range runs {
		if r.Tool != "compile" || r.Test {
			return fmt.Errorf("go build ran %s (test files: %v) on the package", r.Tool, r.Test)
		}
		r.Round = round
		v.Compile = append(v.Compile, r)
	}
	if len(runs) != 1 {
		return fmt.Errorf("go build compiled the package %d times, not once", len(runs))
	}
	if !vet {
		return nil
	}
	if runs, err = e.measured(v, "vet", "vet"); err != nil {
		return err
	}
	var vets int
	for _, r := range runs {
		r.Round = round
		v.Vet = append(v.Vet, r)
		if r.Tool == "vet" {
			vets++
		}
	}
	if vets == 0 {
		return fmt.Errorf("go vet ran no vet on the package")
	}
	return nil
}

// measured runs go build or go vet on v's package through the -toolexec
// wrapper and returns the runs it logged.
func (e *env) measured(v *variant, step, verb string) ([]toolRun, error) {
	logFile := filepath.Join(e.work, "toolexec.log")
	if err := os.WriteFile(logFile, nil, 0o644); err != nil {
		return nil, err
	}
	cmd := exec.Command("go", verb, "-toolexec="+e.self+" toolexec", v.Pkg)
	cmd.Dir = v.ModDir
	cmd.Env = append(goEnv(), envLog+"="+logFile, envPkg+"="+v.Pkg, envStep+"="+step)
	out, err := cmd.CombinedOutput()
	if err != nil && verb != "vet" { // vet's findings are the package's business
		return nil, fmt.Errorf("go %s %s: %v\n%s", verb, v.Pkg, err, out)
	}
	data, err := os.ReadFile(logFile)
	if err != nil {
		return nil, err
	}
	var runs []toolRun
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		var r toolRun
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			return nil, fmt.Errorf("reading %s: %v", logFile, err)
		}
		runs = append(runs, r)
	}
	return runs, sc.Err()
}

// exportedTypes returns the names of the package's exported types that a
// program can make a value of: not generic, not interfaces, not aliases.
func exportedTypes(pkgDir string) ([]string, error) {
	files, err := goOut(pkgDir, "list", "-f", `{{join .GoFiles "\n"}}`, ".")
	if err != nil {
		return nil, err
	}
	var names []string
	fset := token.NewFileSet()
	for name := range strings.SplitSeq(files, "\n") {
		if name == nonceFile || strings.HasSuffix(name, "_easyjson.go") || strings.HasSuffix(name, "_jsongen.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(pkgDir, name), nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.TYPE {
				continue
			}
			for _, spec := range gd.Specs {
				ts := spec.(*ast.TypeSpec)
				if _, isInterface := ts.Type.(*ast.InterfaceType); isInterface ||
					!ts.Name.IsExported() || ts.TypeParams != nil || ts.Assign.IsValid() {
					continue
				}
				names = append(names, ts.Name.Name)
			}
		}
	}
	slices.Sort(names)
	return names, nil
}

// writeEvery writes the program that uses every type: it encodes and
// decodes a value of each with v's library (encoding/json for the package
// alone).
func writeEvery(v *variant, dir string, names []string) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Command buildcost_every encodes and decodes a value of each type of %s,\n", v.Pkg)
	b.WriteString("// so that its size is that of a program using them all.\npackage main\n\nimport (\n")
	switch v.Name {
	case "alone":
		b.WriteString("\t\"encoding/json\"\n\t\"os\"\n")
	case "easyjson":
		fmt.Fprintf(&b, "\t\"encoding/json\"\n\t\"os\"\n\n\t%q\n", easyjsonModule)
	case "jsongen":
		fmt.Fprintf(&b, "\t\"os\"\n\n\t%q\n", jsongenModule)
	}
	fmt.Fprintf(&b, "\n\tpkg %q\n)\n\nvar values = []any{\n", v.Pkg)
	for _, name := range names {
		fmt.Fprintf(&b, "\tnew(pkg.%s),\n", name)
	}
	// Each value in a function of its own that recovers: a type's own
	// UnmarshalJSON may panic on what its zero value encodes to (go-github's
	// RequiredReviewer does, with each library), and the program should go
	// on to the other types.
	b.WriteString("}\n\nfunc main() {\n\tfor _, v := range values {\n\t\tround(v)\n\t}\n}\n\n" +
		"func round(v any) {\n\tdefer func() {\n\t\tif recover() != nil {\n" +
		"\t\t\tos.Stdout.WriteString(\"panic\\n\")\n\t\t}\n\t}()\n" +
		"\tdata, err := marshal(v)\n\tif err == nil {\n\t\terr = unmarshal(data, v)\n\t}\n" +
		"\tif err != nil {\n\t\tos.Stdout.WriteString(err.Error() + \"\\n\")\n\t}\n}\n\n")
	switch v.Name {
	case "alone":
		b.WriteString("func marshal(v any) ([]byte, error) { return json.Marshal(v) }\n\n" +
			"func unmarshal(data []byte, v any) error { return json.Unmarshal(data, v) }\n")
	case "easyjson":
		b.WriteString("func marshal(v any) ([]byte, error) {\n\tif m, ok := v.(easyjson.Marshaler); ok {\n" +
			"\t\treturn easyjson.Marshal(m)\n\t}\n\treturn json.Marshal(v)\n}\n\n" +
			"func unmarshal(data []byte, v any) error {\n\tif u, ok := v.(easyjson.Unmarshaler); ok {\n" +
			"\t\treturn easyjson.Unmarshal(data, u)\n\t}\n\treturn json.Unmarshal(data, v)\n}\n")
	case "jsongen":
		b.WriteString("func marshal(v any) ([]byte, error) { return jsongen.Marshal(v) }\n\n" +
			"func unmarshal(data []byte, v any) error { return jsongen.Unmarshal(data, v) }\n")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "main.go"), b.Bytes(), 0o644)
}

// generatedLines counts the lines of the generators' files in dir.
func generatedLines(dir string) (int, error) {
	var lines int
	for _, pattern := range []string{"*_jsongen.go", "*_easyjson.go"} {
		names, err := filepath.Glob(filepath.Join(dir, pattern))
		if err != nil {
			return 0, err
		}
		for _, name := range names {
			data, err := os.ReadFile(name)
			if err != nil {
				return 0, err
			}
			lines += bytes.Count(data, []byte("\n"))
		}
	}
	return lines, nil
}

// goEnv is the environment of the go commands run: no workspace, and the
// toolchain that runs this program.
func goEnv() []string {
	return append(os.Environ(), "GOWORK=off", "GOTOOLCHAIN=local")
}

// goOut runs the go command in dir and returns its standard output,
// trimmed.
func goOut(dir string, args ...string) (string, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = goEnv()
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("go %s (in %s): %v\n%s", strings.Join(args, " "), dir, err, stderr.Bytes())
	}
	return strings.TrimSpace(string(out)), nil
}

// run runs a generator in dir.
func run(dir, name string, args ...string) error {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = goEnv()
	out, err := cmd.CombinedOutput()
	if err != nil {
		return fmt.Errorf("%s %s (in %s): %v\n%s", filepath.Base(name), strings.Join(args, " "), dir, err, out)
	}
	return nil
}

func copyFile(dst, src string) error {
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	return os.WriteFile(dst, data, 0o644)
}

// appendFiles appends the files srcs to dst.
func appendFiles(dst string, srcs ...string) error {
	f, err := os.OpenFile(dst, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	for _, src := range srcs {
		data, err := os.ReadFile(src)
		if err != nil {
			f.Close()
			return err
		}
		if _, err := f.Write(data); err != nil {
			f.Close()
			return err
		}
	}
	return f.Close()
}

// copyTree copies the directory tree src to dst, making everything
// writable (the module cache is read-only).
func copyTree(dst, src string) error {
	return filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, path)
		if err != nil {
			return err
		}
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		in, err := os.Open(path)
		if err != nil {
			return err
		}
		defer in.Close()
		out, err := os.OpenFile(target, os.O_CREATE|os.O_TRUNC|os.O_WRONLY, 0o644)
		if err != nil {
			return err
		}
		if _, err := io.Copy(out, in); err != nil {
			out.Close()
			return err
		}
		return out.Close()
	})
}
