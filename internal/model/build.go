package model

import (
	"errors"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/jsongen/jsongen/internal/load"
)

// Config says what to build.
type Config struct {
	// All selects every struct type declared at package level, except
	// those marked //jsongen:skip; otherwise only types marked
	// //jsongen:json are selected.
	All       bool
	BuildTags string
	// Naming names fields that have no name in their tag.
	Naming Naming
	// OmitEmpty and OmitZero make every field omitempty (or omitzero)
	// unless its tag says !omitempty (!omitzero).
	OmitEmpty, OmitZero bool
	// ByteString writes []byte fields as plain strings, not base64.
	ByteString bool
	Options
}

// builder holds the state of one Build.
type builder struct {
	pkg      *load.Package
	cfg      Config
	file     *File
	selected map[*types.TypeName]*Type
	values   typeutil.Map // named type -> *Value
	helpers  typeutil.Map // named type -> *Helper
	order    []*Helper    // helpers in the order they were created
	taken    map[string]bool
	errs     []error
}

// Build decides what to generate for pkg.
func Build(pkg *load.Package, cfg Config) (*File, error) {
	b := &builder{
		pkg:      pkg,
		cfg:      cfg,
		file:     &File{Package: pkg.Name, Path: pkg.Path, BuildTags: cfg.BuildTags, Options: cfg.Options},
		selected: map[*types.TypeName]*Type{},
		taken:    map[string]bool{},
	}
	// Names declared at package level, outside the file being replaced,
	// are taken.
	scope := pkg.Types.Scope()
	for _, name := range scope.Names() {
		if !pkg.Generated(scope.Lookup(name).Pos()) {
			b.taken[name] = true
		}
	}
	b.selectTypes()
	if len(b.errs) == 0 {
		for _, t := range b.file.Types {
			b.buildType(t)
		}
	}
	if len(b.errs) == 0 {
		b.markUses()
	}
	if len(b.errs) > 0 {
		return nil, errors.Join(b.errs...)
	}
	return b.file, nil
}

// errorf records an error at pos.
func (b *builder) errorf(pos token.Pos, format string, args ...any) {
	b.errs = append(b.errs, fmt.Errorf("%s: %s", b.pkg.Fset.Position(pos), fmt.Sprintf(format, args...)))
}

type directive int

const (
	noDirective directive = iota
	dirJSON
	dirSkip
)

// directiveOf reads //jsongen:json, //jsongen:skip and their easyjson
// synonyms from the comments, the last one winning.
func directiveOf(groups ...*ast.CommentGroup) directive {
	d := noDirective
	for _, g := range groups {
		if g == nil {
			continue
		}
		for _, c := range g.List {
			text, _, _ := strings.Cut(c.Text, " ")
			switch text {
			case "//jsongen:json", "//easyjson:json":
				d = dirJSON
			case "//jsongen:skip", "//easyjson:skip":
				d = dirSkip
			}
		}
	}
	return d
}

// selectTypes finds the types to generate methods for, in source order.
func (b *builder) selectTypes() {
	var objs []*types.TypeName
	for _, f := range b.pkg.Files {
		for _, decl := range f.Decls {
			gd, ok := decl.(*ast.GenDecl)
			if !ok || gd.Tok != token.TYPE {
				continue
			}
			for _, spec := range gd.Specs {
				ts := spec.(*ast.TypeSpec)
				d := directiveOf(gd.Doc, ts.Doc)
				if d == dirSkip || d == noDirective && !b.cfg.All {
					continue
				}
				obj, ok := b.pkg.Info.Defs[ts.Name].(*types.TypeName)
				if !ok {
					continue
				}
				if obj.IsAlias() {
					if d == dirJSON {
						b.errorf(ts.Pos(), "%s is a type alias: mark the type it stands for instead", ts.Name.Name)
					}
					continue
				}
				under := obj.Type().Underlying()
				if d == noDirective {
					if _, ok := under.(*types.Struct); !ok {
						continue // -all selects structs only
					}
				}
				switch under.(type) {
				case *types.Interface, *types.Pointer, *types.Chan, *types.Signature:
					b.errorf(ts.Pos(), "%s: cannot generate JSON methods for a type whose underlying type is %s", ts.Name.Name, kindWord(under))
					continue
				}
				objs = append(objs, obj)
			}
		}
	}
	// Source order: by file name, then offset. (token.Pos values depend on
	// the order go/packages happened to parse the files in.)
	sort.SliceStable(objs, func(i, j int) bool {
		pi, pj := b.pkg.Fset.Position(objs[i].Pos()), b.pkg.Fset.Position(objs[j].Pos())
		if pi.Filename != pj.Filename {
			return pi.Filename < pj.Filename
		}
		return pi.Offset < pj.Offset
	})
	for _, obj := range objs {
		t := &Type{Name: obj.Name(), Obj: obj, Pos: b.pkg.Fset.Position(obj.Pos())}
		if named, ok := obj.Type().(*types.Named); ok && named.TypeParams() != nil {
			for i := 0; i < named.TypeParams().Len(); i++ {
				t.TParams = append(t.TParams, named.TypeParams().At(i).Obj().Name())
			}
		}
		b.selected[obj] = t
		b.file.Types = append(b.file.Types, t)
	}
}

func kindWord(t types.Type) string {
	switch t.(type) {
	case *types.Interface:
		return "an interface"
	case *types.Pointer:
		return "a pointer"
	case *types.Chan:
		return "a channel"
	case *types.Signature:
		return "a function"
	}
	return t.String()
}

// buildType decides what to generate for a selected type.
func (b *builder) buildType(t *Type) {
	named := t.Obj.Type().(*types.Named)
	m := b.methodsOf(named)
	t.Encode = !(m.MarshalJSON || m.PtrMarshalJSON || m.MarshalText || m.PtrMarshalText)
	t.Decode = !(m.UnmarshalJSON || m.UnmarshalText)
	for _, name := range []string{"EncodeJSON", "DecodeJSON", "MarshalJSON", "UnmarshalJSON"} {
		if obj, _, _ := types.LookupFieldOrMethod(named, true, b.pkg.Types, name); obj != nil && !b.pkg.Generated(obj.Pos()) {
			if _, isVar := obj.(*types.Var); isVar || name == "EncodeJSON" || name == "DecodeJSON" {
				hint := ""
				if strings.HasSuffix(b.pkg.Fset.Position(obj.Pos()).Filename, "_jsongen.go") {
					hint = " (in a file another jsongen run wrote: delete it, or generate both into one file)"
				}
				b.errorf(obj.Pos(), "%s already has a field or method named %s, which jsongen would generate%s", t.Name, name, hint)
			}
		}
	}
	t.Value = b.underlying(named, named.Underlying(), named.Obj().Pos())
	if t.Value == nil {
		return
	}
	t.MarshalPtr = t.Value.AddrSensitive
	if t.Value.Kind == Struct {
		for _, f := range t.Value.Object.Unreachable {
			b.errorf(t.Obj.Pos(), "%s: field %s is promoted through an embedded pointer to an unexported type of another package, which generated code cannot reach; give the embedded field a json tag or mark %s //jsongen:skip",
				t.Name, f.Name, t.Name)
		}
	}
}

// underlying builds the Value of the underlying type of the named type
// owner, as its methods or helpers see it.
func (b *builder) underlying(owner *types.Named, under types.Type, pos token.Pos) *Value {
	v := b.structural(under, pos, owner)
	if v != nil {
		v.Type = owner
	}
	return v
}

// isDefined reports whether the method set of t has IsDefined() bool, the
// hook easyjson's optional values offer to omitempty.
func isDefined(t types.Type) bool {
	sel := types.NewMethodSet(t).Lookup(nil, "IsDefined")
	return sel != nil && signature(sel.Type()) == sigIsZero
}

// lowerFirst returns s with its first letter in lower case.
func lowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToLower(r)) + s[n:]
}

// upperFirst returns s with its first letter in upper case.
func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// newName returns base, or base with a number added, whichever is not
// yet taken in the package or the generated file, and takes it.
func (b *builder) newName(base string) string {
	name := base
	for i := 2; b.taken[name]; i++ {
		name = fmt.Sprintf("%s%d", base, i)
	}
	b.taken[name] = true
	return name
}
