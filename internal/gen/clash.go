package gen

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"sort"
	"strings"

	"github.com/jsongen/jsongen/internal/load"
)

// checkClashes reports the declarations that two generated files of one
// package would both hold once outs are written: two outputs of this run,
// or one of them and a file jsongen wrote in an earlier run that this run
// does not replace. Either would leave code that does not compile.
//
// Two runs clash when they generate methods for the same type: a run for
// the whole package and a run for one of its files, or a run for a file
// that no longer declares a type whose methods an older output for it
// still holds (the type moved to another file).
func checkClashes(targets []*load.Target, outs []Output) error {
	type pkgKey struct{ dir, name string }
	owner := map[pkgKey]map[string]string{} // declaration -> file
	writes := map[string]bool{}
	for _, o := range outs {
		writes[o.Path] = true
	}
	var msgs []string
	for i, o := range outs {
		if o.Src == nil {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), o.Path, o.Src, parser.SkipObjectResolution)
		if err != nil {
			continue // -noformat output is checked to parse; nothing to compare otherwise
		}
		k := pkgKey{targets[i].Pkg.Dir, f.Name.Name}
		if owner[k] == nil {
			owner[k] = map[string]string{}
		}
		for _, d := range declared(f) {
			if other, ok := owner[k][d]; ok && other != o.Path {
				msgs = append(msgs, fmt.Sprintf("%s and %s would both declare %s: give each package's types to one run", rel(other), rel(o.Path), d))
				continue
			}
			owner[k][d] = o.Path
		}
	}
	seen := map[*load.Package]bool{}
	for _, t := range targets {
		if seen[t.Pkg] {
			continue
		}
		seen[t.Pkg] = true
		for _, old := range t.Pkg.Outputs {
			if writes[old.Path] || old.Syntax == nil {
				continue
			}
			mine := owner[pkgKey{t.Pkg.Dir, old.Syntax.Name.Name}]
			clashes := map[string][]string{} // this run's file -> declarations
			for _, d := range declared(old.Syntax) {
				if f, ok := mine[d]; ok {
					clashes[f] = append(clashes[f], d)
				}
			}
			for _, f := range sortedKeys(clashes) {
				ds := clashes[f]
				more := ""
				if len(ds) > 1 {
					more = fmt.Sprintf(" (and %d more)", len(ds)-1)
				}
				msgs = append(msgs, fmt.Sprintf("%s would declare %s%s, which %s already declares: jsongen wrote that file in another run. "+
					"A type's methods must come from one run, for the whole package or for the file that declares the type: "+
					"delete %s (if its own go:generate line remains, it writes it again without these) and run go generate again",
					rel(f), ds[0], more, rel(old.Path), rel(old.Path)))
			}
		}
	}
	if len(msgs) > 0 {
		return fmt.Errorf("%s", strings.Join(msgs, "\n"))
	}
	return nil
}

// declared lists what f declares at package level: "method T.Name" for
// methods, the name for the rest (blank names left out).
func declared(f *ast.File) []string {
	var out []string
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Name.Name == "_" {
				continue
			}
			if d.Recv == nil || len(d.Recv.List) == 0 {
				out = append(out, d.Name.Name)
				continue
			}
			out = append(out, "method "+recvName(d.Recv.List[0].Type)+"."+d.Name.Name)
		case *ast.GenDecl:
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.ValueSpec:
					for _, n := range s.Names {
						if n.Name != "_" {
							out = append(out, n.Name)
						}
					}
				case *ast.TypeSpec:
					out = append(out, s.Name.Name)
				}
			}
		}
	}
	return out
}

// recvName returns the type name of a method receiver: T for *T or T[P].
func recvName(x ast.Expr) string {
	for {
		switch e := x.(type) {
		case *ast.StarExpr:
			x = e.X
		case *ast.ParenExpr:
			x = e.X
		case *ast.IndexExpr:
			x = e.X
		case *ast.IndexListExpr:
			x = e.X
		case *ast.Ident:
			return e.Name
		default:
			return "?"
		}
	}
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// rel shortens path for a message: relative to the working directory
// when it is below it.
func rel(path string) string {
	if wd, err := filepath.Abs("."); err == nil {
		if r, err := filepath.Rel(wd, path); err == nil && !strings.HasPrefix(r, "..") {
			return r
		}
	}
	return path
}
