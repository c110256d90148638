package model

import (
	"go/types"
	"strconv"
)

// This file makes the decisions about how generated code encodes and
// decodes each value, field and type, once every value is built and the
// methods each type gets are settled, and stores them in the fields that
// emit prints from (Value.Enc, Field.Empty, Type.MarshalRecv, ...). Each
// decision follows encoding/json's rules, which the comments cite.

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

// Dec says how a value is decoded.
type Dec int

const (
	DecKind        Dec = iota // by the Value's Kind
	DecUnmarshaler            // call UnmarshalJSON
	DecText                   // call UnmarshalText for strings
	DecReflect                // hand the value's address to encoding/json
)

// Empty says how omitempty tests a field, by the kind of its type.
type Empty int

const (
	EmptyNone    Empty = iota // not omitempty: no test
	EmptyNever                // structs are never empty: no test
	EmptyLen                  // len(x) == 0: strings, slices, maps, arrays
	EmptyFalse                // !x
	EmptyZero                 // x == 0: numbers
	EmptyNil                  // x == nil: pointers, interfaces
	EmptyReflect              // decided at run time (type parameters)
	EmptyDefined              // !x.IsDefined(): a type with an IsDefined method
)

// Zero says how omitzero tests a field.
type Zero int

const (
	ZeroNone        Zero = iota // no test (see Field.Zero)
	ZeroNil                     // x == nil: pointers, interfaces, slices, maps, channels, functions
	ZeroFalse                   // x == false
	ZeroNumber                  // x == 0
	ZeroString                  // x == ""
	ZeroComposite               // x == (T{}): comparable named structs, arrays
	ZeroMethod                  // x.IsZero()
	ZeroPtrMethod               // x == nil || x.IsZero(): a pointer with IsZero
	ZeroIfaceMethod             // an interface with IsZero: nil, holding a nil pointer, or IsZero
	ZeroReflect                 // decided at run time, as reflect.Value.IsZero
)

// Ruled says what the code around a value has ruled out before the value
// is written.
type Ruled int

const (
	RuledNone  Ruled = iota
	RuledNil         // x is not nil
	RuledEmpty       // len(x) != 0, and so x is not nil either
)

// Quote says how a field's ,string option applies in one direction.
// encoding/json writes a bool, number or string (or what a pointer to
// one points to; null stays null) inside a JSON string, and reads it back
// from one; it ignores the option where MarshalJSON or MarshalText writes
// the value, but hands UnmarshalJSON and UnmarshalText the string's
// content.
type Quote int

const (
	NotQuoted Quote = iota // no ,string, or it does not apply
	// QuotedKind: by the value's Kind: a bool or number between quotes
	// ("12"), a string or json.Number as a JSON string holding its JSON
	// encoding; through a pointer, whose nil is written and read as null.
	QuotedKind
	// QuotedMethod, decoding only: UnmarshalJSON or UnmarshalText gets the
	// content of the string (or, through a pointer, null).
	QuotedMethod
	// QuotedParam: the field's type is a type parameter, or a pointer to
	// one, whose type argument decides at run time whether and how the
	// option applies, as it does for encoding/json; or the value is handed
	// to encoding/json in that direction (EncReflect, DecReflect: its
	// methods differ between toolchains), which applies it as for the
	// field.
	QuotedParam
)

// decide makes the decisions about the selected types and everything
// their generated code and the helpers encode and decode.
func (b *builder) decide() {
	b.settleAddrSensitive()
	seen := map[*Value]bool{}
	for _, t := range b.file.Types {
		b.decideType(t)
		b.decideValue(t.Value, seen)
	}
	for _, h := range b.order {
		h.Guard = b.guardable(h.Type.(*types.Named))
		if h.Value != nil {
			b.decideValue(h.Value, seen)
		}
	}
}

// settleAddrSensitive sets Value.AddrSensitive on the values that hold a
// value of a selected type that was built after them (declared later), and
// so looked insensitive then, and on those that hold them in turn.
func (b *builder) settleAddrSensitive() {
	var all []*Value
	seen := map[*Value]bool{}
	var walk func(v *Value)
	walk = func(v *Value) {
		if v == nil || seen[v] {
			return
		}
		seen[v] = true
		all = append(all, v)
		walk(v.Elem)
		walk(v.Key)
		if v.Object != nil {
			for _, f := range v.Object.Fields {
				walk(f.Value)
			}
		}
	}
	for _, t := range b.file.Types {
		walk(t.Value)
	}
	for _, h := range b.order {
		walk(h.Value)
	}
	b.values.Iterate(func(_ types.Type, v any) { walk(v.(*Value)) })
	for changed := true; changed; {
		changed = false
		for _, v := range all {
			if !v.AddrSensitive && b.addrSensitive(v) {
				v.AddrSensitive, changed = true, true
			}
		}
	}
}

// decideType makes the decisions about the methods of a selected type.
func (b *builder) decideType(t *Type) {
	named := t.Obj.Type().(*types.Named)
	switch {
	case t.Value.AddrSensitive:
		t.MarshalRecv = RecvPtrAddr
	case b.hasLock(named):
		t.MarshalRecv = RecvPtrLock
	default:
		t.MarshalRecv = RecvValue
	}
	t.Guard = (t.Encode || t.Decode) && b.guardable(named)
}

// decideValue makes the decisions about v and the values inside it
// (elements, keys, fields; not those of named types, which are decided
// from the type or helper that holds them), each once.
func (b *builder) decideValue(v *Value, seen map[*Value]bool) {
	if seen[v] {
		return
	}
	seen[v] = true
	v.Enc, v.EncNoAddr = encoding(v, true), encoding(v, false)
	v.Dec = decoding(v)
	switch v.Kind {
	case Slice, Array, Map, Interface:
		v.TypeName = b.errorName(v.Type)
	}
	if v.Kind == Slice {
		v.BasicSlice = basicSlice(v)
	}
	if v.Key != nil {
		b.decideValue(v.Key, seen)
	}
	if v.Elem != nil {
		b.decideValue(v.Elem, seen)
	}
	if v.Object != nil {
		o := v.Object
		o.RejectUnknown = b.cfg.DisallowUnknown && o.Unknown == nil
		for _, f := range o.Fields {
			b.decideValue(f.Value, seen)
			b.decideField(f)
		}
	}
}

// errorName writes t as encoding/json names types in errors: qualified by
// package name.
func (b *builder) errorName(t types.Type) string {
	return types.TypeString(t, func(p *types.Package) string { return p.Name() })
}

// decideField makes the decisions about one struct field, after those
// about its value.
func (b *builder) decideField(f *Field) {
	if f.OmitEmpty {
		f.Empty = emptyCheck(f.Value.Type)
	}
	if f.OmitZero && !zeroImpliedByEmpty(f) {
		f.Zero = zeroCheck(f.Value)
	}
	f.Ruled = ruledWhenWritten(f)
	f.EncQuote, f.DecQuote = quoting(f)
	f.DecPtr, f.EncOpt = ptrMethods(f)
	for i := range f.Path[:len(f.Path)-1] {
		s := &f.Path[i]
		if s.Pointer && !s.Exported {
			s.Unsettable = true
			s.ElemName = b.errorName(s.Type.(*types.Pointer).Elem())
		}
	}
}

// ptrMethods returns the names of the runtime methods that decode and
// write field f in one call each, if it holds a pointer to a basic type
// (see Field.DecPtr and Field.EncOpt).
func ptrMethods(f *Field) (dec, enc string) {
	v := f.Value
	if v.Kind != Pointer {
		return "", ""
	}
	if _, basic := v.Elem.Type.(*types.Basic); !basic {
		return "", ""
	}
	var name string
	switch v.Elem.Kind {
	case Bool:
		name = "Bool"
	case String:
		name = "Str"
	case Int:
		name = "Int"
	case Uint:
		name = "Uint"
	case Float:
		name = "Float"
	default:
		return "", ""
	}
	if bits := v.Elem.Bits; bits != 0 {
		name += strconv.Itoa(bits) // Bits is 0 for bool, string, int and uint
	}
	if v.Dec == DecKind && v.Elem.Dec == DecKind && f.DecQuote == NotQuoted && !f.NoCopy && !f.Intern {
		dec = "Ptr" + name
	}
	if v.Enc == EncKind && v.Elem.Enc == EncKind && f.EncQuote == NotQuoted && f.PlainKey == "" {
		if f.Empty == EmptyNil && f.Zero == ZeroNone || f.Empty == EmptyNone && f.Zero == ZeroNil {
			enc = "Opt" + name
		}
	}
	return dec, enc
}

// encoding says how to encode a value of v's type, which is addressable
// (reached through a pointer, a slice or an addressable struct) or not (a
// map value, the value in an interface). It follows encoding/json: a
// pointer-receiver MarshalJSON or MarshalText counts only for addressable
// values.
func encoding(v *Value, addressable bool) Enc {
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
		case e.Methods.V2Enc:
			return EncKind // what it points to is handed to encoding/json
		case e.Methods.MarshalJSON || e.Methods.PtrMarshalJSON || e.Kind == RawMessage:
			return EncMarshaler
		case e.Methods.MarshalText || e.Methods.PtrMarshalText:
			return EncText
		}
		return EncKind
	}
	m := v.Methods
	switch {
	case m.V2Enc && addressable:
		return EncAddrReflect
	case m.V2Enc:
		return EncReflect
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

// decoding says how to decode into a value of v's type. (time.Time and
// json.RawMessage have UnmarshalJSON, and are decoded through it.)
func decoding(v *Value) Dec {
	m := v.Methods
	switch {
	case v.Kind == Pointer || v.Kind == Interface || v.Kind == Any:
		return DecKind
	case v.Kind == Named && v.Ref != nil && v.Ref.Decode:
		return DecKind // its DecodeJSON does what its UnmarshalJSON would
	case m.V2Dec:
		return DecReflect
	case m.UnmarshalJSON:
		return DecUnmarshaler
	case m.UnmarshalText:
		return DecText
	case v.DecReflect || v.Kind == Reflect:
		return DecReflect
	}
	return DecKind
}

// emptyCheck says how omitempty tests a field of type t. A type with an
// IsDefined() bool method (as optional-value types have) is empty when it
// is not defined: jsongen's extension of omitempty, which encoding/json
// does not have (see DIFFERENCES.md).
func emptyCheck(t types.Type) Empty {
	if _, ok := t.(*types.TypeParam); ok {
		return EmptyReflect
	}
	switch t.Underlying().(type) {
	case *types.Pointer, *types.Interface:
	default:
		if isDefined(t) || isDefined(types.NewPointer(t)) {
			return EmptyDefined
		}
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Info()&types.IsString != 0:
			return EmptyLen
		case u.Info()&types.IsBoolean != 0:
			return EmptyFalse
		case u.Info()&(types.IsInteger|types.IsFloat) != 0:
			return EmptyZero
		default:
			return EmptyNever // complex numbers, unsafe.Pointer: encoding/json never counts them empty
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

// zeroCheck says how omitzero tests a field whose value is v: through an
// IsZero method if the type has one (on the value or, for an addressable
// field, the pointer), else by comparing with the zero value as
// reflect.Value.IsZero does.
func zeroCheck(v *Value) Zero {
	t := v.Type
	if _, ok := t.(*types.TypeParam); ok {
		return ZeroReflect
	}
	switch t.Underlying().(type) {
	case *types.Interface:
		if v.Methods.IsZero {
			return ZeroIfaceMethod
		}
		return ZeroNil
	case *types.Pointer:
		if hasIsZero(t) {
			return ZeroPtrMethod
		}
		return ZeroNil
	}
	if v.Methods.IsZero || v.Methods.PtrIsZero {
		return ZeroMethod
	}
	if !types.Comparable(t) {
		switch t.Underlying().(type) {
		case *types.Slice, *types.Map, *types.Signature, *types.Chan:
			return ZeroNil
		}
		return ZeroReflect
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Info()&types.IsString != 0:
			return ZeroString
		case u.Info()&types.IsBoolean != 0:
			return ZeroFalse
		case u.Kind() == types.UnsafePointer:
			return ZeroNil
		}
		return ZeroNumber
	case *types.Struct:
		if _, named := t.(*types.Named); !named {
			return ZeroReflect // no short way to write an unnamed struct's zero
		}
		return ZeroComposite
	case *types.Array:
		return ZeroComposite
	}
	return ZeroNil
}

// zeroImpliedByEmpty reports whether, for a field tagged both omitempty
// and omitzero, the omitempty test already covers omitzero's: an empty
// bool, number, string, pointer, interface, slice or map is also its zero
// value, so the second test would be redundant. (An array of length 0 is
// empty; one of zero elements is zero.)
func zeroImpliedByEmpty(f *Field) bool {
	if !f.OmitEmpty {
		return false
	}
	switch zeroCheck(f.Value) {
	case ZeroNil, ZeroFalse, ZeroNumber, ZeroString, ZeroComposite:
	default:
		return false
	}
	switch f.Empty {
	case EmptyFalse, EmptyZero, EmptyNil:
		return true
	case EmptyLen:
		_, isArray := f.Value.Type.Underlying().(*types.Array)
		return !isArray
	}
	return false
}

// ruledWhenWritten returns what the field's omitempty or omitzero test has
// ruled out when the value is written, for the kinds whose code checks for
// nil or empty.
func ruledWhenWritten(f *Field) Ruled {
	switch f.Value.Kind {
	case Pointer, Slice, Map:
	default:
		return RuledNone
	}
	switch {
	case f.Empty == EmptyLen:
		return RuledEmpty
	case f.Empty == EmptyNil, f.Zero == ZeroNil, f.Zero == ZeroPtrMethod:
		return RuledNil
	}
	return RuledNone
}

// quoting says how the field's ,string option applies when encoding and
// when decoding, by its value's decisions (see Quote).
func quoting(f *Field) (enc, dec Quote) {
	if !f.Quoted {
		return NotQuoted, NotQuoted
	}
	v := f.Value
	if v.Kind == TypeParam || v.Kind == Pointer && v.Elem.Kind == TypeParam {
		return QuotedParam, QuotedParam
	}
	// A field is addressable, and a pointer is encoded through the methods
	// of what it points to (see encoding).
	e, d := v.Enc, v.Dec
	if v.Kind == Pointer {
		e, d = v.Elem.Enc, v.Elem.Dec
	}
	switch {
	case e == EncReflect || e == EncAddrReflect:
		// A bool, number or string type with methods that only some
		// toolchains have or call (Methods.V2Enc): encoding/json gets
		// the value, and must get the option too.
		enc = QuotedParam
	case v.Enc == EncKind:
		enc = QuotedKind
	}
	switch d {
	case DecKind:
		dec = QuotedKind
	case DecUnmarshaler, DecText:
		dec = QuotedMethod
	case DecReflect:
		dec = QuotedParam
	}
	return enc, dec
}

// hasIsZero reports whether the method set of t has IsZero() bool.
func hasIsZero(t types.Type) bool {
	sel := types.NewMethodSet(t).Lookup(nil, "IsZero")
	return sel != nil && signature(sel.Type()) == sigIsZero
}

// isDefined reports whether the method set of t has IsDefined() bool, the
// hook easyjson's optional values offer to omitempty.
func isDefined(t types.Type) bool {
	sel := types.NewMethodSet(t).Lookup(nil, "IsDefined")
	return sel != nil && signature(sel.Type()) == sigIsZero
}

// basicSlice returns the part of the names of the runtime methods that
// write and read v in one call each ("Str": StrElems, StrSlice), if v is
// a []string, []int, []int64, []float64 or []bool written and read by
// kind (see Value.BasicSlice); "" otherwise.
func basicSlice(v *Value) string {
	e := v.Elem
	b, ok := e.Type.(*types.Basic)
	if !ok || v.Enc != EncKind || v.Dec != DecKind || e.Enc != EncKind || e.Dec != DecKind {
		return ""
	}
	switch b.Kind() {
	case types.String:
		return "Str"
	case types.Int:
		return "Int"
	case types.Int64:
		return "Int64"
	case types.Float64:
		return "Float64"
	case types.Bool:
		return "Bool"
	}
	return ""
}

// shared reports whether the code that writes (enc) or reads the slice or
// map v goes into a helper that every use of its type calls, rather than
// being written at each use: a loop written at each field cost the
// compiler five times what a call does (bench/buildcost). The helper must
// be able to name the type, with no type parameter in it. A value that
// can hold itself is written where it is used, with the checks for cycles
// around its elements.
func (b *builder) shared(v *Value, enc bool) bool {
	if v.Kind != Slice && v.Kind != Map || v.BasicSlice != "" {
		return false
	}
	if _, named := v.Type.(*types.Named); named {
		// The underlying value of a named type: the type's own methods,
		// or its helper, hold the code.
		return false
	}
	if enc && (v.Enc != EncKind || v.Cyclic) || !enc && v.Dec != DecKind {
		return false
	}
	if !b.writable(v.Type) {
		return false
	}
	generic := false
	walkTypes(v.Type, func(t types.Type) bool {
		if _, ok := t.(*types.TypeParam); ok {
			generic = true
		}
		return !generic
	})
	return !generic
}
