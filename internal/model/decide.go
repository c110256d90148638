package model

import (
	"go/types"
)

// Enc says how a value is encoded in a given place.
type Enc int

const (
	EncKind          Enc = iota // by the Value's Kind
	EncMarshaler                // call MarshalJSON on the value
	EncAddrMarshaler            // call MarshalJSON through the value's address
	EncText                     // call MarshalText on the value
	EncAddrText                 // call MarshalText through the value's address
	EncReflect                  // hand the value to encoding/json
	EncAddrReflect              // hand the value's address to encoding/json
)

// Encoding says how to encode a value of v's type, which is addressable
// (reached through a pointer, a slice or an addressable struct) or not (a
// map value, the value in an interface). It follows encoding/json: a
// pointer-receiver MarshalJSON or MarshalText counts only for addressable
// values.
func (v *Value) Encoding(addressable bool) Enc {
	if v.Kind == Time || v.Kind == RawMessage {
		return EncKind
	}
	if v.Kind == Named && v.Ref != nil && v.Ref.Encode {
		// The type's EncodeJSON writes what its MarshalJSON would.
		if !addressable && v.AddrSensitive {
			return EncReflect
		}
		return EncKind
	}
	if v.Kind == Pointer {
		// A pointer whose target has the methods has them too: encoding/json
		// calls them on the pointer itself (and writes null for nil), so
		// its errors name the pointer type.
		e := v.Elem
		switch {
		case e.Kind == Time:
			return EncKind // Writer.TimeAt does the same without allocating
		case e.Methods.MarshalJSON || e.Methods.PtrMarshalJSON || e.Kind == RawMessage:
			return EncMarshaler
		case e.Methods.MarshalText || e.Methods.PtrMarshalText:
			return EncText
		}
		return EncKind
	}
	m := v.Methods
	switch {
	case addressable && (m.PtrMarshalJSON || m.MarshalJSON) && v.Kind != Interface:
		return EncAddrMarshaler
	case m.MarshalJSON:
		return EncMarshaler
	case addressable && (m.PtrMarshalText || m.MarshalText) && v.Kind != Interface:
		return EncAddrText
	case m.MarshalText:
		return EncText
	case !addressable && v.AddrSensitive:
		return EncReflect
	case v.EncReflect || v.Kind == Reflect:
		if addressable {
			return EncAddrReflect
		}
		return EncReflect
	}
	return EncKind
}

// Dec says how a value is decoded.
type Dec int

const (
	DecKind        Dec = iota // by the Value's Kind
	DecUnmarshaler            // call UnmarshalJSON
	DecText                   // call UnmarshalText for strings
	DecReflect                // hand the value's address to encoding/json
)

// Decoding says how to decode into a value of v's type.
func (v *Value) Decoding() Dec {
	m := v.Methods
	switch {
	case v.Kind == Pointer || v.Kind == Interface || v.Kind == Any:
		return DecKind
	case v.Kind == Named && v.Ref != nil && v.Ref.Decode:
		return DecKind // its DecodeJSON does what its UnmarshalJSON would
	case m.UnmarshalJSON:
		return DecUnmarshaler
	case m.UnmarshalText:
		return DecText
	case v.DecReflect || v.Kind == Reflect:
		return DecReflect
	}
	return DecKind
}

// Empty says how omitempty tests a field, by the kind of its type.
type Empty int

const (
	EmptyNever   Empty = iota // structs are never empty
	EmptyLen                  // len(x) == 0: strings, slices, maps, arrays
	EmptyFalse                // !x
	EmptyZero                 // x == 0: numbers
	EmptyNil                  // x == nil: pointers, interfaces
	EmptyReflect              // decided at run time (type parameters)
	EmptyDefined              // !x.IsDefined(): a type with an IsDefined method
)

// EmptyCheck says how omitempty tests the field. A type with an
// IsDefined() bool method (as optional-value types have) is empty when it
// is not defined: jsongen's extension of omitempty, which encoding/json
// does not have (see DIFFERENCES.md).
func (f *Field) EmptyCheck() Empty {
	if _, ok := f.Value.Type.(*types.TypeParam); ok {
		return EmptyReflect
	}
	switch f.Value.Type.Underlying().(type) {
	case *types.Pointer, *types.Interface:
	default:
		if isDefined(f.Value.Type) || isDefined(types.NewPointer(f.Value.Type)) {
			return EmptyDefined
		}
	}
	switch u := f.Value.Type.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Info()&types.IsString != 0:
			return EmptyLen
		case u.Info()&types.IsBoolean != 0:
			return EmptyFalse
		default:
			return EmptyZero
		}
	case *types.Slice, *types.Map, *types.Array:
		return EmptyLen
	case *types.Pointer, *types.Interface:
		return EmptyNil
	case *types.Struct:
		return EmptyNever
	}
	return EmptyReflect
}

// Zero says how omitzero tests a field.
type Zero int

const (
	ZeroCompare     Zero = iota // x == its zero value, see ZeroLiteral
	ZeroMethod                  // x.IsZero()
	ZeroPtrMethod               // x == nil || x.IsZero(): a pointer with IsZero
	ZeroIfaceMethod             // an interface with IsZero: nil, holding a nil pointer, or IsZero
	ZeroReflect                 // decided at run time, as reflect.Value.IsZero
)

// ZeroCheck says how omitzero tests the field: through an IsZero method
// if the type has one (on the value or, for an addressable field, the
// pointer), else by comparing with the zero value as reflect.Value.IsZero
// does.
func (f *Field) ZeroCheck() Zero {
	v := f.Value
	t := v.Type
	if _, ok := t.(*types.TypeParam); ok {
		return ZeroReflect
	}
	switch t.Underlying().(type) {
	case *types.Interface:
		if v.Methods.IsZero {
			return ZeroIfaceMethod
		}
		return ZeroCompare
	case *types.Pointer:
		if hasIsZero(t) {
			return ZeroPtrMethod
		}
		return ZeroCompare
	}
	if v.Methods.IsZero || v.Methods.PtrIsZero {
		return ZeroMethod
	}
	if !types.Comparable(t) {
		switch t.Underlying().(type) {
		case *types.Slice, *types.Map, *types.Signature, *types.Chan:
			return ZeroCompare // against nil
		}
		return ZeroReflect
	}
	if _, ok := t.Underlying().(*types.Struct); ok {
		if _, named := t.(*types.Named); !named {
			return ZeroReflect // no short way to write an unnamed struct's zero
		}
	}
	return ZeroCompare
}

// ZeroImpliedByEmpty reports whether, for a field tagged both omitempty
// and omitzero, the omitempty test already covers omitzero's: an empty
// bool, number, string, pointer, interface, slice or map is also its zero
// value, so the second test would be redundant.
func (f *Field) ZeroImpliedByEmpty() bool {
	if !f.OmitEmpty || f.ZeroCheck() != ZeroCompare {
		return false
	}
	switch f.EmptyCheck() {
	case EmptyFalse, EmptyZero, EmptyNil:
		return true
	case EmptyLen:
		_, isArray := f.Value.Type.Underlying().(*types.Array)
		return !isArray
	}
	return false
}

// hasIsZero reports whether the method set of t has IsZero() bool.
func hasIsZero(t types.Type) bool {
	sel := types.NewMethodSet(t).Lookup(nil, "IsZero")
	return sel != nil && signature(sel.Type()) == sigIsZero
}

// markUses names the helpers and fields variables that generated code
// will use, walking from each selected type in the directions it is
// generated for, so that nothing unused is generated.
func (b *builder) markUses() {
	for _, t := range b.file.Types {
		if t.Value == nil {
			continue
		}
		if t.Encode {
			b.walk(t.Value, true, "", "")
		}
		if t.Decode {
			b.walk(t.Value, false, lowerFirst(t.Name), "")
		}
	}
}

// walk marks what encoding (enc) or decoding v needs; prefix and suffix
// name the fields variables of structs met on the way. (Names derived from
// a selected type need no suffix: no other generated file can declare
// them, where it can declare a helper for the same type.)
func (b *builder) walk(v *Value, enc bool, prefix, suffix string) {
	if enc && v.Encoding(true) != EncKind && v.Encoding(false) != EncKind {
		return
	}
	if !enc && v.Decoding() != DecKind {
		return
	}
	switch v.Kind {
	case Named:
		if enc && v.Ref.Encode || !enc && v.Ref.Decode {
			return
		}
		h := b.helpers.At(v.Type).(*Helper)
		base := b.helperBase(v.Type.(*types.Named))
		switch {
		case enc && h.EncName == "":
			h.EncName = b.newName("encode" + base + b.cfg.NameSuffix)
			v.Ref.EncName = h.EncName
			b.addHelper(h)
			b.walk(h.Value, true, "", "")
		case !enc && h.DecName == "":
			h.DecName = b.newName("decode" + base + b.cfg.NameSuffix)
			v.Ref.DecName = h.DecName
			b.addHelper(h)
			b.walk(h.Value, false, lowerFirst(base), b.cfg.NameSuffix)
		}
	case Slice, Array, Pointer:
		b.walk(v.Elem, enc, prefix, suffix)
	case Map:
		b.walk(v.Elem, enc, prefix, suffix)
	case Struct:
		o := v.Object
		if !enc && o.FieldsVar == "" {
			o.FieldsVar = b.newName(prefix + "Fields" + suffix)
		}
		for _, f := range o.Fields {
			b.walk(f.Value, enc, prefix+f.Last().Name, suffix)
		}
	}
}

// addHelper adds h to the file once, in the order helpers are first used.
func (b *builder) addHelper(h *Helper) {
	for _, g := range b.file.Helpers {
		if g == h {
			return
		}
	}
	h.Guard = b.guardable(h.Type.(*types.Named))
	b.file.Helpers = append(b.file.Helpers, h)
}

// isDefined reports whether the method set of t has IsDefined() bool, the
// hook easyjson's optional values offer to omitempty.
func isDefined(t types.Type) bool {
	sel := types.NewMethodSet(t).Lookup(nil, "IsDefined")
	return sel != nil && signature(sel.Type()) == sigIsZero
}
