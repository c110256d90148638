package model

import (
	"go/types"
	"strings"
)

// canName reports whether generated code in this package can write the
// named type t: it is declared here, or exported from a package this one
// may import.
func (b *builder) canName(t *types.Named) bool {
	obj := t.Obj()
	if obj.Pkg() == nil || obj.Pkg() == b.pkg.Types {
		return true
	}
	if !obj.Exported() || !canImport(b.pkg.Path, obj.Pkg().Path()) {
		return false
	}
	if args := t.TypeArgs(); args != nil {
		for i := 0; i < args.Len(); i++ {
			if n, ok := types.Unalias(args.At(i)).(*types.Named); ok && !b.canName(n) {
				return false
			}
		}
	}
	return true
}

// canImport reports whether package from may import package to, by the
// rule for internal directories.
func canImport(from, to string) bool {
	i := strings.LastIndex(to, "/internal/")
	switch {
	case i >= 0:
		return from == to[:i] || strings.HasPrefix(from, to[:i]+"/")
	case strings.HasSuffix(to, "/internal"):
		parent := strings.TrimSuffix(to, "/internal")
		return from == parent || strings.HasPrefix(from, parent+"/")
	case strings.HasPrefix(to, "internal/") || to == "internal":
		return false // the standard library's own
	}
	return true
}

// accessible reports whether generated code in this package can reach
// every JSON field of the named type t, whose underlying Value is v, and
// write every type it needs.
func (b *builder) accessible(t *types.Named, v *Value) bool {
	if t.Obj().Pkg() == b.pkg.Types {
		return true
	}
	return b.reachable(v)
}

// reachable reports whether generated code can reach the fields of v and
// of the unnamed structs inside it, and write their types.
func (b *builder) reachable(v *Value) bool {
	switch v.Kind {
	case Struct:
		if len(v.Object.Unreachable) > 0 {
			return false
		}
		for _, f := range v.Object.Fields {
			if !b.nameable(f.Value) || !b.reachable(f.Value) {
				return false
			}
		}
	case Slice, Array, Pointer, Map:
		return b.nameable(v) && b.reachable(v.Elem)
	}
	return true
}

// nameable reports whether generated code can write v's type (it may need
// to, to allocate one).
func (b *builder) nameable(v *Value) bool {
	ok := true
	walkTypes(v.Type, func(t types.Type) bool {
		if n, isNamed := t.(*types.Named); isNamed && !b.canName(n) {
			ok = false
		}
		return ok
	})
	return ok
}

// typeString writes t as the generated package would refer to it.
func (b *builder) typeString(t types.Type) string {
	return types.TypeString(t, types.RelativeTo(b.pkg.Types))
}

// guardable reports whether generated code can name every field of the
// struct type t and every field's type, as the guard against stale
// generated code (see emit's genGuards) must: a type of another package
// qualifies only if its fields are all exported.
func (b *builder) guardable(t *types.Named) bool {
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for i := range st.NumFields() {
		f := st.Field(i)
		if !f.Exported() && f.Pkg() != b.pkg.Types || !b.writable(f.Type()) {
			return false
		}
	}
	return true
}

// writable reports whether generated code in this package can write the
// type t.
func (b *builder) writable(t types.Type) bool {
	ownName := func(obj types.Object) bool {
		return obj.Pkg() == nil || obj.Pkg() == b.pkg.Types || obj.Exported() && canImport(b.pkg.Path, obj.Pkg().Path())
	}
	args := func(l *types.TypeList) bool {
		for i := range l.Len() {
			if !b.writable(l.At(i)) {
				return false
			}
		}
		return true
	}
	tuple := func(tup *types.Tuple) bool {
		for i := range tup.Len() {
			if !b.writable(tup.At(i).Type()) {
				return false
			}
		}
		return true
	}
	switch t := t.(type) {
	case *types.Alias:
		return ownName(t.Obj()) && args(t.TypeArgs())
	case *types.Named:
		return ownName(t.Obj()) && args(t.TypeArgs())
	case *types.Basic:
		return t.Kind() != types.Invalid && t.Kind() != types.UnsafePointer
	case *types.Pointer:
		return b.writable(t.Elem())
	case *types.Slice:
		return b.writable(t.Elem())
	case *types.Array:
		return b.writable(t.Elem())
	case *types.Chan:
		return b.writable(t.Elem())
	case *types.Map:
		return b.writable(t.Key()) && b.writable(t.Elem())
	case *types.Signature:
		return tuple(t.Params()) && tuple(t.Results())
	case *types.Struct:
		for i := range t.NumFields() {
			f := t.Field(i)
			if !ownName(f) || !b.writable(f.Type()) {
				return false
			}
		}
		return true
	case *types.Interface:
		for i := range t.NumExplicitMethods() {
			m := t.ExplicitMethod(i)
			if !ownName(m) || !b.writable(m.Type()) {
				return false
			}
		}
		for i := range t.NumEmbeddeds() {
			if !b.writable(t.EmbeddedType(i)) {
				return false
			}
		}
		return true
	case *types.TypeParam:
		return true
	case *types.Union:
		for i := range t.Len() {
			if !b.writable(t.Term(i).Type()) {
				return false
			}
		}
		return true
	}
	return false
}
