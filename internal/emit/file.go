// Package emit prints the Go source for a model.File. It makes no JSON
// decisions: it reads those the model made (model.Value.Enc,
// model.Field.Empty, ...) and prints them, keeping track of the imports
// the printed identifiers need. Its own choices are about Go source only:
// names of locals, conversions the compiler needs, and joining literals
// that are written one after the other (see "The pending key" in
// encode.go).
package emit

import (
	"bytes"
	"fmt"
	"go/format"
	"go/parser"
	"go/token"
	"go/types"
	"sort"
	"strconv"
	"strings"

	"github.com/jsongen/jsongen/internal/model"
)

// ImportPath is a Go import path.
type ImportPath string

// Ident returns the identifier name in the package at p.
func (p ImportPath) Ident(name string) Ident { return Ident{Path: p, Name: name} }

// Ident is a package-level identifier together with its package, so that
// printing it records the import.
type Ident struct {
	Path ImportPath
	Name string
}

// The runtime packages generated code calls.
const (
	jsongenPkg   ImportPath = "github.com/jsongen/jsongen"
	jsonreadPkg  ImportPath = "github.com/jsongen/jsongen/jsonread"
	jsonwritePkg ImportPath = "github.com/jsongen/jsongen/jsonwrite"
)

// File accumulates one generated Go file.
type File struct {
	path    ImportPath // the package the file belongs to
	name    string     // its name
	buf     bytes.Buffer
	imports map[ImportPath]string // path -> name used in this file
	names   map[string]bool       // names used by imports
	taken   func(string) bool     // reports whether a package-level name is in use
}

// NewFile returns a File for the package with the given path and name;
// taken reports package-level names that imports must not shadow.
func NewFile(path ImportPath, name string, taken func(string) bool) *File {
	return &File{path: path, name: name, imports: map[ImportPath]string{}, names: map[string]bool{}, taken: taken}
}

// P prints one line made of its arguments: strings as they are, Idents
// qualified with their package, types.Types written as Go source, and
// anything else with fmt.
func (f *File) P(args ...any) {
	for _, a := range args {
		switch a := a.(type) {
		case string:
			f.buf.WriteString(a)
		case Ident:
			f.buf.WriteString(f.QualifiedIdent(a))
		case types.Type:
			f.buf.WriteString(f.TypeString(a))
		default:
			fmt.Fprint(&f.buf, a)
		}
	}
	f.buf.WriteByte('\n')
}

// QualifiedIdent returns id as written in this file, importing its package.
func (f *File) QualifiedIdent(id Ident) string {
	if id.Path == f.path {
		return id.Name
	}
	return f.importName(id.Path, defaultName(id.Path)) + "." + id.Name
}

// TypeString writes t as Go source in this file, importing the packages
// it names.
func (f *File) TypeString(t types.Type) string {
	return types.TypeString(t, f.qualifier)
}

func (f *File) qualifier(p *types.Package) string {
	if ImportPath(p.Path()) == f.path {
		return ""
	}
	return f.importName(ImportPath(p.Path()), p.Name())
}

// importName returns the name under which path is imported, choosing one
// that clashes with no package-level name and no other import.
func (f *File) importName(path ImportPath, name string) string {
	if n, ok := f.imports[path]; ok {
		return n
	}
	n := model.FreeName(name, func(n string) bool { return f.names[n] || f.taken(n) })
	f.imports[path] = n
	f.names[n] = true
	return n
}

// defaultName guesses a package's name from its path, for the runtime
// packages whose names are their last element.
func defaultName(p ImportPath) string {
	s := string(p)
	return s[strings.LastIndex(s, "/")+1:]
}

// Content returns the file's source: header, build constraint, package
// clause, imports and body, formatted with gofmt. If the source does not
// parse, the error quotes it with line numbers.
//
// With noFormat set gofmt is not run, but the source must still parse.
func (f *File) Content(header, buildTags string, noFormat bool) ([]byte, error) {
	var out bytes.Buffer
	out.WriteString(header + "\n\n")
	if buildTags != "" {
		out.WriteString("//go:build " + buildTags + "\n\n")
	}
	out.WriteString("package " + f.name + "\n\n")
	paths := make([]string, 0, len(f.imports))
	for p := range f.imports {
		paths = append(paths, string(p))
	}
	sort.Strings(paths)
	if len(paths) > 0 {
		// Standard library first, then the rest, as goimports groups them.
		out.WriteString("import (\n")
		for _, std := range []bool{true, false} {
			wrote := false
			for _, p := range paths {
				if isStd(p) != std {
					continue
				}
				if !std && !wrote && hasStd(paths) {
					out.WriteString("\n")
				}
				wrote = true
				name := f.imports[ImportPath(p)]
				if name != defaultName(ImportPath(p)) {
					out.WriteString(name + " ")
				}
				out.WriteString(strconv.Quote(p) + "\n")
			}
		}
		out.WriteString(")\n\n")
	}
	out.Write(f.buf.Bytes())
	if noFormat {
		if _, err := parser.ParseFile(token.NewFileSet(), "", out.Bytes(), parser.SkipObjectResolution); err != nil {
			return nil, fmt.Errorf("generated code does not parse: %v\n%s", err, numbered(out.Bytes()))
		}
		return out.Bytes(), nil
	}
	src, err := format.Source(out.Bytes())
	if err != nil {
		return nil, fmt.Errorf("generated code does not parse: %v\n%s", err, numbered(out.Bytes()))
	}
	return src, nil
}

// isStd reports whether an import path belongs to the standard library,
// whose first element has no dot.
func isStd(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".")
}

func hasStd(paths []string) bool {
	for _, p := range paths {
		if isStd(p) {
			return true
		}
	}
	return false
}

// numbered returns src with line numbers, for error messages.
func numbered(src []byte) string {
	var b strings.Builder
	for i, line := range strings.Split(string(src), "\n") {
		fmt.Fprintf(&b, "%5d  %s\n", i+1, line)
	}
	return b.String()
}
