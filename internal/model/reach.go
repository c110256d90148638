package model

import (
	"go/types"
)

// hasLock reports whether a value of type t holds a lock inline, as go
// vet's copylocks check sees it: a type whose pointer has Lock and Unlock
// methods (sync.Mutex, and the noCopy guards of sync.WaitGroup and the
// sync/atomic types), in t itself or in its struct fields and array
// elements. Copying such a value is a vet error, so generated code must
// not.
func (b *builder) hasLock(t types.Type) bool {
	if v, ok := b.locks.At(t).(bool); ok {
		return v
	}
	b.locks.Set(t, false) // for recursive types, while looking inside
	has := false
	switch u := t.Underlying().(type) {
	case *types.Struct:
		if isLocker(t) {
			has = true
			break
		}
		for i := range u.NumFields() {
			if b.hasLock(u.Field(i).Type()) {
				has = true
				break
			}
		}
	case *types.Array:
		has = b.hasLock(u.Elem())
	}
	b.locks.Set(t, has)
	return has
}

// isLocker reports whether *t has Lock() and Unlock() and t itself does
// not (a pointer-like type whose value can be copied).
func isLocker(t types.Type) bool {
	if _, ok := types.Unalias(t).(*types.Named); !ok {
		return false
	}
	return hasNiladic(types.NewPointer(t), "Lock") && hasNiladic(types.NewPointer(t), "Unlock") &&
		!hasNiladic(t, "Lock")
}

// hasNiladic reports whether t's method set has name with no parameters
// and no results.
func hasNiladic(t types.Type, name string) bool {
	sel := types.NewMethodSet(t).Lookup(nil, name)
	return sel != nil && signature(sel.Type()) == "func()"
}

// reachesUnsupported reports whether encoding a value of type t may meet
// a type that encoding/json cannot encode (a channel, a function, a
// complex number, an unsafe pointer) in an exported field, element or
// key, below any number of pointers, slices and maps. Types with their
// own MarshalJSON or MarshalText, and interfaces, end the search: what they
// write is up to them.
func (b *builder) reachesUnsupported(t types.Type) bool {
	if v, ok := b.unsupportedTypes.At(t).(bool); ok {
		return v
	}
	b.unsupportedTypes.Set(t, false) // for recursive types
	found := false
	if _, named := types.Unalias(t).(*types.Named); named {
		m := b.methodsOf(t)
		if m.MarshalJSON || m.PtrMarshalJSON || m.MarshalText || m.PtrMarshalText {
			return false
		}
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		found = u.Info()&types.IsComplex != 0 || u.Kind() == types.UnsafePointer
	case *types.Chan, *types.Signature:
		found = true
	case *types.Pointer:
		found = b.reachesUnsupported(u.Elem())
	case *types.Slice:
		found = b.reachesUnsupported(u.Elem())
	case *types.Array:
		found = b.reachesUnsupported(u.Elem())
	case *types.Map:
		found = b.reachesUnsupported(u.Key()) || b.reachesUnsupported(u.Elem())
	case *types.Struct:
		for i := range u.NumFields() {
			f := u.Field(i)
			if (f.Exported() || f.Embedded()) && b.reachesUnsupported(f.Type()) {
				found = true
				break
			}
		}
	}
	b.unsupportedTypes.Set(t, found)
	return found
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
