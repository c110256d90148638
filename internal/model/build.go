package model

import (
	"errors"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"sort"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/jsongen/jsongen/internal/load"
)

// builder holds the state of one Build.
type builder struct {
	target   *load.Target
	pkg      *load.Package
	cfg      Config
	file     *File
	selected map[*types.TypeName]*Type
	values   typeutil.Map // named type -> *Value
	helpers  typeutil.Map // named type -> *Helper
	locks    typeutil.Map // type -> bool, see hasLock
	// unsupportedTypes memoizes reachesUnsupported: type -> bool.
	unsupportedTypes typeutil.Map
	// tagDiffMemo memoizes tagDiffs: struct type -> tagDiff.
	tagDiffMemo typeutil.Map
	// warnedV2 records the types warnV2Methods has warned about.
	warnedV2 typeutil.Map
	// viewsMemo memoizes views: type -> load.Views.
	viewsMemo typeutil.Map
	order     []*Helper // helpers in the order they were created
	// taken holds the names declared at package level, the package's and
	// those given to helpers and variables (see newName); it becomes
	// File.Taken.
	taken map[string]bool
	// suffix ends the names of helpers and their variables (see
	// nameSuffix).
	suffix string
	// varNamed records the structs whose fields variable is named (see
	// walk).
	varNamed map[*Object]bool
	errs     []error
	// context names the type and the field path whose values are being
	// built, for messages: "Order.Items.Price".
	context []string
	// badTypes records that some field's type is invalid, so that the
	// package's type errors are reported, once.
	badTypes bool
}

// Build decides what to generate for target t, with the settings cfg.
func Build(t *load.Target, cfg Config) (*File, error) {
	pkg := t.Pkg
	b := &builder{
		target:   t,
		pkg:      pkg,
		cfg:      cfg,
		file:     &File{Package: pkg.Name, Path: pkg.Path, Config: cfg},
		selected: map[*types.TypeName]*Type{},
		taken:    map[string]bool{},
		suffix:   nameSuffix(t.File),
		varNamed: map[*Object]bool{},
	}
	// Names declared at package level are taken. (Files jsongen wrote are
	// not loaded, so these are all the user's.)
	for _, name := range pkg.Types.Scope().Names() {
		b.taken[name] = true
	}
	b.file.Taken = b.taken
	b.selectTypes()
	if len(b.errs) == 0 {
		for _, t := range b.file.Types {
			b.buildType(t)
		}
	}
	if len(b.errs) == 0 {
		b.checkPromotions()
		b.decide()
		b.warnOtherDecoders()
		if !cfg.Stubs {
			// Stubs only panic: they use no helper and no variable.
			b.markUses()
		}
	}
	if b.badTypes {
		b.errs = append(b.errs, fmt.Errorf("package %s has type errors:\n\t%s", pkg.Path, b.typeErrors()))
	}
	if len(b.errs) > 0 {
		return nil, errors.Join(b.errs...)
	}
	return b.file, nil
}

// errorf records an error at pos, naming the type and field being built.
func (b *builder) errorf(pos token.Pos, format string, args ...any) {
	b.errs = append(b.errs, fmt.Errorf("%s: %s%s", b.pkg.Fset.Position(pos), b.where(), fmt.Sprintf(format, args...)))
}

// warnf records a warning at pos, naming the type and field being built.
func (b *builder) warnf(pos token.Pos, format string, args ...any) {
	b.file.Warnings = append(b.file.Warnings, fmt.Sprintf("%s: %s%s", b.pkg.Fset.Position(pos), b.where(), fmt.Sprintf(format, args...)))
}

// where returns the context as a prefix for messages: "Order.Items: ".
func (b *builder) where() string {
	if len(b.context) == 0 {
		return ""
	}
	return strings.Join(b.context, ".") + ": "
}

// enter pushes a name onto the context; the returned function pops it.
func (b *builder) enter(name string) func() {
	b.context = append(b.context, name)
	return func() { b.context = b.context[:len(b.context)-1] }
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
	for _, f := range b.target.Files() {
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
					st, ok := under.(*types.Struct)
					if !ok {
						continue // -all selects structs only
					}
					if b.alwaysEmpty(st) {
						// encoding/json writes {} and reads nothing into
						// it: methods would only repeat that.
						continue
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
		t.Receiver = t.Name
		if len(t.TParams) > 0 {
			t.Receiver += "[" + strings.Join(t.TParams, ", ") + "]"
		}
		b.selected[obj] = t
		b.file.Types = append(b.file.Types, t)
	}
}

// alwaysEmpty reports whether encoding/json writes every value of a struct
// type as {} (and reads no member into it), by its rules for fields: none
// is exported and encoded, none is tagged json:"-", none is an embedded
// struct with a field of its own to encode; an unexported field, or an
// embedded unexported field of a type that is not a struct, is not seen.
// In doubt (a tagged embedded field, an embedded type with a JSON or text
// method) it reports false: methods are generated, and do what
// encoding/json does.
func (b *builder) alwaysEmpty(st *types.Struct) bool {
	return b.emptyStruct(st, map[*types.Struct]bool{})
}

func (b *builder) emptyStruct(st *types.Struct, seen map[*types.Struct]bool) bool {
	if seen[st] {
		return true // embedded in itself through a pointer: nothing more to see
	}
	seen[st] = true
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		tag := reflect.StructTag(st.Tag(i)).Get("json")
		if tag == "-" {
			continue
		}
		if !f.Embedded() {
			if f.Exported() {
				return false
			}
			continue
		}
		if tag != "" {
			return false // an embedded field with a name is a member of its own
		}
		t := types.Unalias(f.Type())
		if p, ok := t.(*types.Pointer); ok {
			t = types.Unalias(p.Elem())
		}
		s, ok := t.Underlying().(*types.Struct)
		if !ok {
			if f.Exported() {
				return false
			}
			continue
		}
		if m := b.methodsOf(t); m.Encoder() || m.Decoder() || !b.emptyStruct(s, seen) {
			return false
		}
	}
	return true
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

// buildType decides which methods a selected type gets, and builds the
// Value of its underlying type.
func (b *builder) buildType(t *Type) {
	defer b.enter(t.Name)()
	named := t.Obj.Type().(*types.Named)
	m := b.methodsOf(named)
	// A type encoded or decoded by its own methods keeps them.
	t.Encode = !m.Encoder()
	t.Decode = !m.Decoder()
	if m.V2Enc || m.V2Dec {
		b.warnV2Methods(named, m)
	}
	// A struct whose tags encoding/json reads differently before json/v2
	// and on it is left to encoding/json in the directions that differ,
	// with a warning (see tags.go).
	if _, ok := named.Underlying().(*types.Struct); ok {
		diff := b.tagDiffs(named)
		t.Encode = t.Encode && !diff.enc
		t.Decode = t.Decode && !diff.dec
	}
	t.OwnV2Marshal = b.ownMethod(named, "MarshalJSONTo", load.MarshalJSONTo)
	t.OwnV2Unmarshal = b.ownMethod(named, "UnmarshalJSONFrom", load.UnmarshalJSONFrom)
	t.StdMarshal = t.Encode && b.cfg.StdMarshalers
	t.StdUnmarshal = t.Decode && (b.cfg.StdMarshalers || b.cfg.StdUnmarshaler)
	// A field or method of the type itself with the name of a method
	// jsongen declares is a clash. Those promoted from embedded fields are
	// not: the type's own method takes their place, as Go allows.
	for _, name := range []string{"EncodeJSON", "DecodeJSON", "MarshalJSON", "UnmarshalJSON"} {
		obj, index, _ := types.LookupFieldOrMethod(named, true, b.pkg.Types, name)
		if obj == nil || len(index) != 1 {
			continue
		}
		if _, isVar := obj.(*types.Var); isVar || name == "EncodeJSON" || name == "DecodeJSON" {
			b.errorf(obj.Pos(), "already has a field or method named %s, which jsongen would generate", name)
		}
	}
	t.Value = b.underlying(named, named.Underlying(), named.Obj().Pos())
	if t.Value == nil {
		return
	}
	if t.Value.Kind == Struct {
		for _, f := range t.Value.Object.Unreachable {
			b.errorf(t.Obj.Pos(), "field %s is promoted through an embedded pointer to an unexported type of another package, which generated code cannot reach; give the embedded field a json tag or mark %s //jsongen:skip",
				f.Name, t.Name)
		}
	}
}

// ownMethod reports whether t declares the method name (load's bit)
// itself, not by promotion, on any toolchain: in the run's build, or in
// any of its package's files.
func (b *builder) ownMethod(t *types.Named, name string, bit load.Methods) bool {
	if vs, ok := b.pkg.DeclaredMethods(t.Obj()); ok {
		for _, v := range vs {
			if v.Ptr&bit != 0 {
				return true
			}
		}
	}
	obj, index, _ := types.LookupFieldOrMethod(t, true, b.pkg.Types, name)
	_, isFunc := obj.(*types.Func)
	return isFunc && len(index) == 1 && !b.pkg.JsongenWrote(obj.Pos())
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
