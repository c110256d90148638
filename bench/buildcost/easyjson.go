package main

import (
	"encoding/json"
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
)

// easyjsonAll runs easyjson -all on v's package as a new user would, with
// the two changes without which it stops. First, easyjson reads every
// file of the directory and takes the package's name from the last one;
// files of other packages (go-github's two generator programs, package
// main under //go:build ignore) are put aside while it runs. Second, it
// declares MarshalJSON and UnmarshalJSON on every struct type, and it
// fails on fields it cannot encode (interfaces other than any, funcs,
// chans); the types with their own methods or with such fields, found by
// type-checking the package, get //easyjson:skip. It returns how many
// types were skipped.
func (e *env) easyjsonAll(v *variant) (skipped int, err error) {
	aside := filepath.Join(e.work, "aside")
	moved, err := putAsideOtherPackages(v.PkgDir, aside)
	if err != nil {
		return 0, err
	}
	defer func() {
		for _, f := range moved {
			if rerr := os.Rename(filepath.Join(aside, f), filepath.Join(v.PkgDir, f)); rerr != nil && err == nil {
				err = rerr
			}
		}
	}()
	skip, err := easyjsonSkips(v)
	if err != nil {
		return 0, err
	}
	if err := markEasyjsonSkips(v.PkgDir, skip); err != nil {
		return 0, err
	}
	return len(skip), run(v.ModDir, e.easyjson, "-all", "./"+filepath.Base(v.PkgDir))
}

// easyjsonSkips type-checks v's package and returns the names of its
// struct types that easyjson -all must skip.
func easyjsonSkips(v *variant) (map[string]bool, error) {
	out, err := goOut(v.ModDir, "list", "-export", "-deps", "-json=ImportPath,Export,Dir,GoFiles", v.Pkg)
	if err != nil {
		return nil, err
	}
	exports := map[string]string{}
	var files []string
	dec := json.NewDecoder(strings.NewReader(out))
	for {
		var p struct{ ImportPath, Export, Dir string }
		var gofiles struct{ GoFiles []string }
		var raw json.RawMessage
		if err := dec.Decode(&raw); err == io.EOF {
			break
		} else if err != nil {
			return nil, err
		}
		if err := json.Unmarshal(raw, &p); err != nil {
			return nil, err
		}
		exports[p.ImportPath] = p.Export
		if p.ImportPath == v.Pkg {
			if err := json.Unmarshal(raw, &gofiles); err != nil {
				return nil, err
			}
			for _, f := range gofiles.GoFiles {
				files = append(files, filepath.Join(p.Dir, f))
			}
		}
	}
	fset := token.NewFileSet()
	var syntax []*ast.File
	for _, name := range files {
		if filepath.Base(name) == nonceFile {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		syntax = append(syntax, f)
	}
	lookup := func(path string) (io.ReadCloser, error) {
		if exports[path] == "" {
			return nil, fmt.Errorf("no export data for %s", path)
		}
		return os.Open(exports[path])
	}
	conf := types.Config{Importer: importer.ForCompiler(fset, "gc", lookup)}
	pkg, err := conf.Check(v.Pkg, fset, syntax, nil)
	if err != nil {
		return nil, err
	}

	return skipsOf(pkg), nil
}

// skipsOf returns the names of the struct types of pkg that easyjson -all
// must skip: those that declare MarshalJSON or UnmarshalJSON, and those
// whose fields it cannot handle.
func skipsOf(pkg *types.Package) map[string]bool {
	c := &easyChecker{ok: map[*types.Named]bool{}}
	skip := map[string]bool{}
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		tn, isType := scope.Lookup(name).(*types.TypeName)
		if !isType || tn.IsAlias() {
			continue
		}
		named, _ := tn.Type().(*types.Named)
		if named == nil || named.TypeParams() != nil {
			continue
		}
		if _, isStruct := named.Underlying().(*types.Struct); !isStruct {
			continue
		}
		if c.declares(named, "MarshalJSON") || c.declares(named, "UnmarshalJSON") || !c.supported(named) {
			skip[name] = true
		}
	}
	return skip
}

// An easyChecker tells which types easyjson can generate code for: the
// rules of its gen/encoder.go and gen/decoder.go.
type easyChecker struct {
	ok map[*types.Named]bool // supported, for the named types seen
}

// declares reports whether the package declares the method on t.
func (c *easyChecker) declares(t *types.Named, method string) bool {
	for m := range t.Methods() {
		if m.Name() == method {
			return true
		}
	}
	return false
}

// has reports whether t or *t has the method.
func has(t types.Type, method string) bool {
	obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(t), true, nil, method)
	_, isFunc := obj.(*types.Func)
	return isFunc
}

// custom reports whether easyjson leaves t to its own methods both ways.
func custom(t types.Type) bool {
	return (has(t, "MarshalJSON") || has(t, "MarshalText") || has(t, "MarshalEasyJSON")) &&
		(has(t, "UnmarshalJSON") || has(t, "UnmarshalText") || has(t, "UnmarshalEasyJSON"))
}

// supported reports whether easyjson can encode and decode t.
func (c *easyChecker) supported(t types.Type) bool {
	if custom(t) {
		return true
	}
	if named, ok := t.(*types.Named); ok {
		if ok, seen := c.ok[named]; seen {
			return ok
		}
		c.ok[named] = true // a type referring to itself is as good as its other fields
		ok := !ambiguous(named) && c.supported(named.Underlying())
		c.ok[named] = ok
		return ok
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Info()&(types.IsBoolean|types.IsInteger|types.IsFloat|types.IsString) != 0 &&
			u.Kind() != types.UnsafePointer && u.Kind() != types.Uintptr
	case *types.Pointer:
		return c.supported(u.Elem())
	case *types.Slice:
		return c.supported(u.Elem())
	case *types.Array:
		return c.supported(u.Elem())
	case *types.Map:
		key, isBasic := u.Key().Underlying().(*types.Basic)
		keyOK := isBasic && key.Info()&(types.IsInteger|types.IsString) != 0 || custom(u.Key())
		return keyOK && c.supported(u.Elem())
	case *types.Interface:
		return u.Empty() || custom(u)
	case *types.Struct:
		for i := range u.NumFields() {
			f := u.Field(i)
			if !f.Exported() && !f.Embedded() || reflect.StructTag(u.Tag(i)).Get("json") == "-" {
				continue
			}
			if !c.supported(f.Type()) {
				return false
			}
		}
		return true
	}
	return false // funcs, chans
}

// ambiguous reports whether t has fields promoted from embedded structs
// that collide, which encoding/json leaves out and easyjson's code names
// by a selector that does not compile.
func ambiguous(t *types.Named) bool {
	names := map[string]bool{}
	var collect func(st *types.Struct, depth int)
	collect = func(st *types.Struct, depth int) {
		for f := range st.Fields() {
			if depth > 0 && f.Exported() {
				names[f.Name()] = true
			}
			if !f.Embedded() || depth > 8 {
				continue
			}
			typ := f.Type()
			if p, ok := typ.(*types.Pointer); ok {
				typ = p.Elem()
			}
			if inner, ok := typ.Underlying().(*types.Struct); ok {
				collect(inner, depth+1)
			}
		}
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	collect(st, 0)
	for name := range names {
		if obj, _, _ := types.LookupFieldOrMethod(t, true, t.Obj().Pkg(), name); obj == nil {
			return true
		}
	}
	return false
}

// markEasyjsonSkips puts //easyjson:skip on the given types of the
// package in dir.
func markEasyjsonSkips(dir string, skip map[string]bool) error {
	names, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return err
	}
	fset := token.NewFileSet()
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		var lines []int // 1-based lines to put the directive before
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.TYPE {
				continue
			}
			for _, spec := range gd.Specs {
				ts := spec.(*ast.TypeSpec)
				if !skip[ts.Name.Name] {
					continue
				}
				at := ts.Pos() // in a group, before the spec
				if !gd.Lparen.IsValid() {
					at = gd.Pos() // else before "type"
				}
				lines = append(lines, fset.Position(at).Line)
			}
		}
		if len(lines) > 0 {
			if err := insertLines(name, lines, "//easyjson:skip"); err != nil {
				return err
			}
		}
	}
	return nil
}

// insertLines inserts text as a line of its own before each of the given
// lines of the file, indented as that line is. A directive put right
// after a doc comment joins it.
func insertLines(file string, lines []int, text string) error {
	data, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	src := strings.SplitAfter(string(data), "\n")
	var b strings.Builder
	for i, l := range src {
		if slices.Contains(lines, i+1) {
			indent := l[:len(l)-len(strings.TrimLeft(l, " \t"))]
			b.WriteString(indent + text + "\n")
		}
		b.WriteString(l)
	}
	return os.WriteFile(file, []byte(b.String()), 0o644)
}

// putAsideOtherPackages moves the files of dir whose package clause names
// a package other than the one go list reports into aside, and returns
// their names.
func putAsideOtherPackages(dir, aside string) ([]string, error) {
	name, err := goOut(dir, "list", "-f", "{{.Name}}", ".")
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(aside, 0o755); err != nil {
		return nil, err
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var moved []string
	fset := token.NewFileSet()
	for _, ent := range entries {
		if !strings.HasSuffix(ent.Name(), ".go") || strings.HasSuffix(ent.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, ent.Name()), nil, parser.PackageClauseOnly)
		if err != nil {
			return nil, err
		}
		if f.Name.Name != name {
			if err := os.Rename(filepath.Join(dir, ent.Name()), filepath.Join(aside, ent.Name())); err != nil {
				return nil, err
			}
			moved = append(moved, ent.Name())
		}
	}
	return moved, nil
}
