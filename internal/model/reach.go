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
		if b.methodsOf(t).Encoder() {
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

// typeSet is a set of types, compared by identity.
type typeSet struct{ list []types.Type }

func (s *typeSet) add(t types.Type) bool {
	for _, u := range s.list {
		if types.Identical(t, u) {
			return false
		}
	}
	s.list = append(s.list, t)
	return true
}

// reaches reports whether a value of type from can contain, directly or
// through any depth of fields, elements and pointers, a value of type to.
func reaches(from, to types.Type, seen *typeSet) bool {
	if types.Identical(from, to) {
		return true
	}
	if !seen.add(from) {
		return false
	}
	switch u := from.Underlying().(type) {
	case *types.Pointer:
		return reaches(u.Elem(), to, seen)
	case *types.Slice:
		return reaches(u.Elem(), to, seen)
	case *types.Array:
		return reaches(u.Elem(), to, seen)
	case *types.Map:
		return reaches(u.Elem(), to, seen)
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if reaches(u.Field(i).Type(), to, seen) {
				return true
			}
		}
	}
	return false
}

// sharesAddr reports whether decoding into a value of type t may hand
// the address of the value, or of a part held inline, to code outside
// jsongen: an UnmarshalJSON or UnmarshalText method that jsongen did not
// generate, which might keep the pointer. Type parameters are unknown, so
// they may. Pointers, slices, maps and interfaces hold their own memory.
func (b *builder) sharesAddr(t types.Type, depth int) bool {
	if depth > 64 {
		return true
	}
	t = types.Unalias(t)
	switch t := t.(type) {
	case *types.TypeParam:
		return true
	case *types.Named:
		if stdKind(t) != Invalid {
			return false // the standard library keeps no pointer
		}
		// A DecodeJSON method jsongen generated is used instead of any
		// UnmarshalJSON (and keeps no pointer); the fields are looked at
		// below either way.
		if _, ptr := t.Underlying().(*types.Pointer); !ptr && !b.hasRuntimeMethod(t, "DecodeJSON") {
			if m := b.methodsOf(t); m.Decoder() {
				return true
			}
		}
	}
	switch u := t.Underlying().(type) {
	case *types.Struct:
		for i := range u.NumFields() {
			if b.sharesAddr(u.Field(i).Type(), depth+1) {
				return true
			}
		}
	case *types.Array:
		return b.sharesAddr(u.Elem(), depth+1)
	}
	return false
}

// addrSensitive reports whether encoding/json writes values of v's type
// differently when they are addressable: a method it calls is on the
// type's pointer only (Methods.AddrOnly: MarshalJSON or MarshalText, and
// on json/v2 MarshalJSONTo or AppendText), or the type holds such a value
// inline.
func (b *builder) addrSensitive(v *Value) bool {
	if m := v.Methods; m.Encoder() {
		return m.AddrOnly
	}
	switch v.Kind {
	case Array:
		return v.Elem.AddrSensitive
	case Struct:
		return v.Object.addrSensitive()
	case Named:
		if h, ok := b.helpers.At(v.Type).(*Helper); ok && h.Value != nil {
			return h.Value.AddrSensitive
		}
		if v.Ref != nil && (v.Ref.Encode || v.Ref.Decode) {
			named := v.Type.(*types.Named)
			if t := b.selected[named.Origin().Obj()]; t != nil && t.Value != nil {
				return t.Value.AddrSensitive
			}
		}
	}
	return false
}

func (o *Object) addrSensitive() bool {
	for _, f := range o.Fields {
		if f.Value.AddrSensitive && !f.throughPointer() {
			return true
		}
	}
	return false
}

// throughPointer reports whether the field is reached through an embedded
// pointer, which makes it addressable whatever its struct is.
func (f *Field) throughPointer() bool {
	for _, s := range f.Path[:len(f.Path)-1] {
		if s.Pointer {
			return true
		}
	}
	return false
}

// hasTypeParams reports whether t mentions a type parameter.
func hasTypeParams(t types.Type) bool {
	found := false
	walkTypes(t, func(t types.Type) bool {
		_, isParam := t.(*types.TypeParam)
		found = found || isParam
		return !found
	})
	return found
}

// walkTypes calls visit for t and, while visit returns true, for every
// type inside it: elements, keys, fields and type arguments, each once.
func walkTypes(t types.Type, visit func(types.Type) bool) {
	seen := &typeSet{}
	var walk func(t types.Type) bool
	walk = func(t types.Type) bool {
		t = types.Unalias(t)
		if !seen.add(t) {
			return true
		}
		if !visit(t) {
			return false
		}
		switch t := t.(type) {
		case *types.Named:
			if args := t.TypeArgs(); args != nil {
				for i := 0; i < args.Len(); i++ {
					if !walk(args.At(i)) {
						return false
					}
				}
			}
		case *types.Pointer:
			return walk(t.Elem())
		case *types.Slice:
			return walk(t.Elem())
		case *types.Array:
			return walk(t.Elem())
		case *types.Map:
			return walk(t.Key()) && walk(t.Elem())
		case *types.Struct:
			for i := 0; i < t.NumFields(); i++ {
				if !walk(t.Field(i).Type()) {
					return false
				}
			}
		}
		return true
	}
	walk(t)
}
