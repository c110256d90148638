package load

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// One generated file serves every toolchain that builds the package: Go
// 1.26, whose encoding/json is the classic one, and Go 1.27, whose
// encoding/json runs on json/v2, each with or without GOEXPERIMENT=jsonv2.
// A package may declare some of its JSON methods for some of them only,
// behind build constraints: json/v2's MarshalJSONTo names
// encoding/json/jsontext, which only a build with goexperiment.jsonv2 has,
// so it sits in a file with //go:build goexperiment.jsonv2, and a method
// meant for the others in one with !goexperiment.jsonv2. go/packages
// loads the files one toolchain builds, and the generator must decide the
// same whichever runs it: this file reads the declarations of the JSON
// methods in all of a package's files, without type-checking them, and
// tells for each toolchain which of them it builds.

// Methods is a set of the methods encoding/json looks for on a type, on
// one toolchain or another.
type Methods uint8

const (
	MarshalJSON Methods = 1 << iota
	MarshalText
	AppendText    // encoding.TextAppender's, which json/v2 calls before MarshalText
	MarshalJSONTo // json/v2's
	UnmarshalJSON
	UnmarshalText
	UnmarshalJSONFrom // json/v2's
)

// jsonMethods are the methods of Methods by name, with the number of
// parameters and results a declaration has.
var jsonMethods = map[string]struct {
	bit             Methods
	params, results int
}{
	"MarshalJSON":       {MarshalJSON, 0, 2},
	"MarshalText":       {MarshalText, 0, 2},
	"AppendText":        {AppendText, 1, 2},
	"MarshalJSONTo":     {MarshalJSONTo, 1, 1},
	"UnmarshalJSON":     {UnmarshalJSON, 1, 1},
	"UnmarshalText":     {UnmarshalText, 1, 1},
	"UnmarshalJSONFrom": {UnmarshalJSONFrom, 1, 1},
}

// Names lists the methods of m by name, in the order of the constants.
func (m Methods) Names() []string {
	var names []string
	for _, n := range []string{"MarshalJSON", "MarshalText", "AppendText", "MarshalJSONTo", "UnmarshalJSON", "UnmarshalText", "UnmarshalJSONFrom"} {
		if m&jsonMethods[n].bit != 0 {
			names = append(names, n)
		}
	}
	return names
}

// Declared is what a type's method declarations give it on one toolchain.
type Declared struct {
	Val Methods // declared with a value receiver: in the method sets of T and *T
	Ptr Methods // declared with either receiver: in the method set of *T
}

// Toolchains are the builds one generated file serves, as the build tags
// they set: Go 1.26 and Go 1.27, each without and with the jsonv2
// experiment (Go 1.27's default has it, Go 1.26's not).
var Toolchains = [...]struct {
	Release int // the last go1.N release tag
	JSONv2  bool
}{{26, false}, {26, true}, {27, false}, {27, true}}

// Views is a type's Declared on each of Toolchains, in their order.
type Views [len(Toolchains)]Declared

// DeclaredMethods returns which JSON methods the files of obj's package
// declare on obj's type, for each toolchain: those of the files that each
// builds (with the run's build tags, GOOS and GOARCH), whatever this run's
// toolchain loaded. It reports false if it cannot tell: obj belongs to the
// standard library (a release of Go has its own) or its package's files
// cannot be read (a -trimpath build). A file jsongen wrote does not count,
// nor a _test.go file.
func (p *Package) DeclaredMethods(obj *types.TypeName) (Views, bool) {
	pkg := obj.Pkg()
	if pkg == nil || p.decls == nil {
		return Views{}, false
	}
	if first, _, _ := strings.Cut(pkg.Path(), "/"); !strings.Contains(first, ".") && pkg != p.Types {
		return Views{}, false // the standard library's
	}
	dir := p.Dir
	if pkg != p.Types {
		pos := p.Fset.Position(obj.Pos())
		if !pos.IsValid() || !filepath.IsAbs(pos.Filename) {
			return Views{}, false
		}
		dir = filepath.Dir(pos.Filename)
	}
	d := p.decls.dir(p, dir, pkg.Name())
	if d == nil {
		return Views{}, false
	}
	return d[obj.Name()], true
}

// declCache holds the declarations read from each package directory.
type declCache struct {
	dirs map[string]map[string]Views    // by directory and package name, then type name; nil if unreadable
	ctxs [len(Toolchains)]build.Context // what each toolchain builds
}

func newDeclCache(tags []string) *declCache {
	c := &declCache{dirs: map[string]map[string]Views{}}
	for i, tc := range Toolchains {
		ctx := build.Default
		ctx.BuildTags = tags
		ctx.ReleaseTags = nil
		for n := 1; n <= tc.Release; n++ {
			ctx.ReleaseTags = append(ctx.ReleaseTags, fmt.Sprintf("go1.%d", n))
		}
		ctx.ToolTags = slices.DeleteFunc(slices.Clone(ctx.ToolTags), func(t string) bool { return t == "goexperiment.jsonv2" })
		if tc.JSONv2 {
			ctx.ToolTags = append(ctx.ToolTags, "goexperiment.jsonv2")
		}
		c.ctxs[i] = ctx
	}
	return c
}

// dir returns the declarations of package name's files in dir, read once.
func (c *declCache) dir(p *Package, dir, name string) map[string]Views {
	key := dir + "\x00" + name
	if d, ok := c.dirs[key]; ok {
		return d
	}
	d := c.read(p, dir, name)
	c.dirs[key] = d
	return d
}

// read reads the declarations of the JSON methods in package name's files
// in dir. The files p loaded are not parsed again.
func (c *declCache) read(p *Package, dir, name string) map[string]Views {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	parsed := map[string]*ast.File{}
	if dir == p.Dir {
		for _, f := range p.Files {
			parsed[filepath.Base(p.Fset.File(f.Pos()).Name())] = f
		}
	}
	decls := map[string]Views{}
	for _, e := range entries {
		base := e.Name()
		if e.IsDir() || !strings.HasSuffix(base, ".go") || strings.HasSuffix(base, "_test.go") {
			continue
		}
		var builds []int // the toolchains that build the file
		for i := range c.ctxs {
			if ok, err := c.ctxs[i].MatchFile(dir, base); err == nil && ok {
				builds = append(builds, i)
			}
		}
		if len(builds) == 0 {
			continue
		}
		f := parsed[base]
		if f == nil {
			src, err := os.ReadFile(filepath.Join(dir, base))
			// Only a file that names one of the methods is parsed (each
			// name holds one of these three).
			if err != nil || IsGeneratedSource(src) ||
				!bytes.Contains(src, []byte("arshalJSON")) && !bytes.Contains(src, []byte("arshalText")) && !bytes.Contains(src, []byte("AppendText")) {
				continue
			}
			if f, err = parser.ParseFile(token.NewFileSet(), base, src, parser.SkipObjectResolution); err != nil {
				continue // the compiler will say what is wrong with it
			}
		}
		if f.Name.Name != name {
			continue
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv == nil || len(fd.Recv.List) != 1 {
				continue
			}
			m, ok := jsonMethods[fd.Name.Name]
			if !ok || count(fd.Type.Params) != m.params || count(fd.Type.Results) != m.results {
				continue
			}
			recv, ptr := receiverName(fd.Recv.List[0].Type)
			if recv == "" {
				continue
			}
			v := decls[recv]
			for _, i := range builds {
				v[i].Ptr |= m.bit
				if !ptr {
					v[i].Val |= m.bit
				}
			}
			decls[recv] = v
		}
	}
	return decls
}

// count returns the number of parameters or results a list declares.
func count(fl *ast.FieldList) int {
	if fl == nil {
		return 0
	}
	n := 0
	for _, f := range fl.List {
		n += max(len(f.Names), 1)
	}
	return n
}

// receiverName returns the name of the type a method's receiver names
// (T, *T, T[K], *T[K, V]), and whether it is a pointer.
func receiverName(e ast.Expr) (string, bool) {
	ptr := false
	for {
		switch x := e.(type) {
		case *ast.ParenExpr:
			e = x.X
		case *ast.StarExpr:
			if ptr {
				return "", false
			}
			ptr, e = true, x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.IndexListExpr:
			e = x.X
		case *ast.Ident:
			return x.Name, ptr
		default:
			return "", false
		}
	}
}
