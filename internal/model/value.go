package model

import (
	"fmt"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/packages"

	"github.com/jsongen/jsongen/internal/load"
)

// Method signatures encoding/json looks for, as written by signature.
const (
	sigMarshal   = "func() ([]byte, error)"
	sigUnmarshal = "func([]byte) error"
	sigIsZero    = "func() bool"
	// json/v2's, and encoding.TextAppender's, which it calls too.
	sigMarshalTo     = "func(*encoding/json/jsontext.Encoder) error"
	sigUnmarshalFrom = "func(*encoding/json/jsontext.Decoder) error"
	sigAppend        = "func([]byte) ([]byte, error)"
)

// signature writes the type of a method without parameter names, so that
// it can be compared with the constants above.
func signature(t types.Type) string {
	sig, ok := t.(*types.Signature)
	if !ok {
		return ""
	}
	list := func(tup *types.Tuple) []string {
		var out []string
		for i := 0; i < tup.Len(); i++ {
			out = append(out, types.TypeString(tup.At(i).Type(), nil))
		}
		return out
	}
	s := "func(" + strings.Join(list(sig.Params()), ", ") + ")"
	switch res := list(sig.Results()); len(res) {
	case 0:
	case 1:
		s += " " + res[0]
	default:
		s += " (" + strings.Join(res, ", ") + ")"
	}
	return s
}

// methodsOf reports which JSON-related methods t has, ignoring those
// jsongen wrote (in another package: this package's own generated files
// are not loaded). A MarshalJSON that jsongen wrote does what the type's
// fields say, which is what the model decides from them; one that is
// promoted from an embedded type of another package must not make this
// type look as if it had its own, or the outcome would depend on which
// package was generated first.
//
// The methods are those of the run's build, as go/types saw them, and of
// the other toolchains' (see views.go): json/v2's methods and AppendText
// count if any toolchain has them, and MarshalJSON, MarshalText,
// UnmarshalJSON and UnmarshalText that some toolchain lacks (or has on
// the pointer only) make the type's values handed to encoding/json in
// that direction (EncVaries, DecVaries).
func (b *builder) methodsOf(t types.Type) Methods {
	var m Methods
	val := types.NewMethodSet(t)
	has := func(ms *types.MethodSet, name, sig string) bool {
		sel := ms.Lookup(nil, name)
		if sel == nil || b.pkg.JsongenWrote(sel.Obj().Pos()) {
			return false
		}
		return signature(sel.Type()) == sig
	}
	m.MarshalJSON = has(val, "MarshalJSON", sigMarshal)
	m.MarshalText = has(val, "MarshalText", sigMarshal)
	m.IsZero = has(val, "IsZero", sigIsZero)
	if _, isPtr := t.Underlying().(*types.Pointer); isPtr {
		return m
	}
	if _, isIface := t.Underlying().(*types.Interface); isIface {
		return m
	}
	ptr := types.NewMethodSet(types.NewPointer(t))
	m.PtrMarshalJSON = !m.MarshalJSON && has(ptr, "MarshalJSON", sigMarshal)
	m.PtrMarshalText = !m.MarshalText && has(ptr, "MarshalText", sigMarshal)
	m.PtrIsZero = !m.IsZero && has(ptr, "IsZero", sigIsZero)
	m.UnmarshalJSON = has(ptr, "UnmarshalJSON", sigUnmarshal)
	m.UnmarshalText = has(ptr, "UnmarshalText", sigUnmarshal)
	if n, ok := types.Unalias(t).(*types.Named); ok && stdKind(n) != Invalid {
		// jsongen writes and reads these itself, as encoding/json does on
		// both (json.Number has json/v2's methods on Go 1.27).
		m.AddrOnly = addrOnly(m, false, false, false, false)
		return m
	}
	declVal, declPtr, varies := b.toolchainMethods(t)
	if varies&(load.MarshalJSON|load.MarshalText) != 0 {
		m.EncVaries = true
		m.MarshalJSON, m.PtrMarshalJSON, m.MarshalText, m.PtrMarshalText = false, false, false, false
	}
	if varies&(load.UnmarshalJSON|load.UnmarshalText) != 0 {
		m.DecVaries = true
		m.UnmarshalJSON, m.UnmarshalText = false, false
	}
	either := func(ms *types.MethodSet, decl load.Methods, name string, bit load.Methods, sig string) bool {
		return has(ms, name, sig) || decl&bit != 0
	}
	to := either(ptr, declPtr, "MarshalJSONTo", load.MarshalJSONTo, sigMarshalTo)
	app := either(ptr, declPtr, "AppendText", load.AppendText, sigAppend)
	m.V2Enc = m.EncVaries || !m.MarshalJSON && !m.PtrMarshalJSON && (to || !m.MarshalText && !m.PtrMarshalText && app)
	m.V2Dec = m.DecVaries || !m.UnmarshalJSON && either(ptr, declPtr, "UnmarshalJSONFrom", load.UnmarshalJSONFrom, sigUnmarshalFrom)
	m.AddrOnly = m.EncVaries || addrOnly(m, to, either(val, declVal, "MarshalJSONTo", load.MarshalJSONTo, sigMarshalTo),
		app, either(val, declVal, "AppendText", load.AppendText, sigAppend))
	return m
}

// addrOnly reports whether, on some toolchain, the first of the methods
// encoding/json calls to encode a type that the type's pointer has is not
// the value's: MarshalJSON before MarshalText before json/v2, and
// MarshalJSONTo, MarshalJSON, AppendText, MarshalText on it (to and app
// say whether the pointer has MarshalJSONTo and AppendText, valTo and
// valApp whether the value does). encoding/json then writes addressable
// values of the type otherwise than those without an address.
func addrOnly(m Methods, to, valTo, app, valApp bool) bool {
	first := func(order ...[2]bool) bool { // {on the value, on the pointer}
		for _, o := range order {
			if o[0] {
				return false
			}
			if o[1] {
				return true
			}
		}
		return false
	}
	json := [2]bool{m.MarshalJSON, m.MarshalJSON || m.PtrMarshalJSON}
	text := [2]bool{m.MarshalText, m.MarshalText || m.PtrMarshalText}
	return first(json, text) || first([2]bool{valTo, to}, json, [2]bool{valApp, app}, text)
}

// valueOf returns the Value for a field, element or key of type t; pos is
// where t is used, for errors.
func (b *builder) valueOf(t types.Type, pos token.Pos) *Value {
	switch u := types.Unalias(t).(type) {
	case *types.Named:
		v := b.named(u, pos)
		if v != nil && isJSONAlias(t) {
			// Generated code writes the type as encoding/json names it
			// (json.RawMessage, not jsontext.Value; see isJSONAlias).
			v.Type = t
		}
		return v
	case *types.TypeParam:
		return &Value{Type: u, Kind: TypeParam}
	default:
		v := b.structural(u, pos, nil)
		if v != nil && isAny(t) {
			// go/types writes the empty interface as "any" only up to Go
			// 1.26; the alias keeps the user's spelling on every toolchain.
			v.Type = t
		}
		return v
	}
}

// isAny reports whether t is the predeclared alias any.
func isAny(t types.Type) bool {
	a, ok := t.(*types.Alias)
	return ok && a.Obj() == types.Universe.Lookup("any")
}

// releaseDependent reports whether t is a struct type of the standard
// library with exported or embedded fields, which a later Go release may
// add to (Go 1.27 added fields to tls.ConnectionState and
// x509.Certificate): one generated file serves several releases, so
// values of such types are left to encoding/json, which knows the fields
// of the release it is built with, and a struct that embeds one is too
// (see tagDiffs). Structs with only unexported fields (sync.Mutex,
// atomic.Int64) are written as {} whatever they hold.
func releaseDependent(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || !isStdPath(n.Obj().Pkg().Path()) || stdKind(n) != Invalid {
		return false
	}
	st, ok := n.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for i := range st.NumFields() {
		if f := st.Field(i); f.Exported() || f.Embedded() {
			return true
		}
	}
	return false
}

// isStdPath reports whether an import path is the standard library's: its
// first element has no dot.
func isStdPath(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".")
}

// isJSONAlias reports whether t is an alias declared by encoding/json: on
// json/v2 (Go 1.27, or Go 1.25 and 1.26 with GOEXPERIMENT=jsonv2),
// json.RawMessage stands for jsontext.Value, and json.Marshaler and
// json.Unmarshaler for json/v2's. Generated code must write encoding/json's
// names, which every toolchain has, and helpers are named after them.
func isJSONAlias(t types.Type) bool {
	a, ok := t.(*types.Alias)
	return ok && a.Obj().Pkg() != nil && a.Obj().Pkg().Path() == "encoding/json"
}

// stdKind returns the Kind of the standard library's types that jsongen
// writes and reads itself, or Invalid for other types. json.RawMessage is
// jsontext.Value on json/v2, which a package may also name directly.
func stdKind(t *types.Named) Kind {
	obj := t.Obj()
	if obj.Pkg() == nil {
		return Invalid
	}
	switch obj.Pkg().Path() + "." + obj.Name() {
	case "time.Time":
		return Time
	case "encoding/json.Number":
		return Number
	case "encoding/json.RawMessage", "encoding/json/jsontext.Value":
		return RawMessage
	}
	return Invalid
}

// named returns the Value for the named type t.
func (b *builder) named(t *types.Named, pos token.Pos) *Value {
	if v, ok := b.values.At(t).(*Value); ok {
		return v
	}
	v := &Value{Type: t, Methods: b.methodsOf(t)}
	b.values.Set(t, v) // before looking inside: the type may be recursive
	if k := stdKind(t); k != Invalid {
		v.Kind = k
		return v
	}
	switch under := t.Underlying().(type) {
	case *types.Struct, *types.Slice, *types.Map, *types.Array, *types.Pointer:
		v.Kind = Named
		m := v.Methods
		userEnc, userDec := m.Encoder(), m.Decoder()
		// A struct whose tags encoding/json reads differently before
		// json/v2 and on it is left to encoding/json (see tags.go).
		var diff tagDiff
		if _, ok := under.(*types.Struct); ok {
			diff = b.tagDiffs(t)
		} else if u := b.inPlaceUnnamedDecoder(under, 0); u != nil && !userDec {
			diff.dec = true
			b.warnf(t.Obj().Pos(), "%s holds %s, which has UnmarshalJSON or UnmarshalText on its pointer only, promoted from a field it embeds: encoding/json calls it on json/v2 (Go 1.27), and before it decodes an unnamed struct there by its fields, so generated code leaves decoding %s to encoding/json",
				b.errorName(t), b.errorName(u), b.errorName(t))
		}
		v.EncReflect, v.DecReflect = diff.enc, diff.dec
		switch {
		case b.selected[t.Origin().Obj()] != nil:
			// Selected now: methods are generated for what the type does
			// not do itself (as buildType decides).
			v.Ref = &Ref{Encode: !userEnc && !diff.enc, Decode: !userDec && !diff.dec, Now: true}
		case hasTypeParams(t):
			// An instance of another generic type with this type's own
			// type parameters: only known at run time.
			v.Kind = TypeParam
		case !b.canName(t):
			v.Kind = Reflect
		case releaseDependent(t):
			// The fields of a struct of the standard library may differ
			// from one Go release to the next (Go 1.27 added some):
			// generated code must not bake them in.
			v.Kind = Reflect
		case t.Obj().Pkg() != b.pkg.Types && !b.hasRuntimeMethod(t, "EncodeJSON") && b.reachesUnsupported(t):
			// A type of another package that holds what encoding/json
			// cannot encode (http.Response holds a func, through its
			// Request) is not a plain data type: encoding/json gets it
			// whole, and returns its own errors for what it holds.
			v.Kind = Reflect
		default:
			v.Ref = &Ref{Encode: b.hasRuntimeMethod(t, "EncodeJSON"), Decode: b.hasRuntimeMethod(t, "DecodeJSON")}
			h := &Helper{Type: t}
			b.helpers.Set(t, h)
			b.order = append(b.order, h)
			// A helper is needed for a direction no method handles, and
			// that is not left to encoding/json.
			if !v.Ref.Encode && !userEnc && !diff.enc || !v.Ref.Decode && !userDec && !diff.dec {
				h.Value = b.structural(under, pos, t)
				if h.Value == nil {
					return nil
				}
				h.Value.Type = t
				if !b.accessible(t, h.Value) {
					v.Kind, v.Ref = Reflect, nil
				}
			}
		}
	default:
		sv := b.structural(under, pos, t)
		if sv == nil {
			return nil
		}
		m := v.Methods
		*v = *sv
		v.Type, v.Methods = t, m
	}
	if m := v.Methods; m.V2Enc || m.V2Dec {
		v.EncReflect = v.EncReflect || m.V2Enc
		v.DecReflect = v.DecReflect || m.V2Dec
		b.warnV2Methods(t, m)
	}
	v.AddrSensitive = b.addrSensitive(v)
	return v
}

// warnV2Methods warns, once per type, that values of t are handed to
// encoding/json in the directions where it has methods that encoding/json
// calls on json/v2 only, or that only some toolchains declare (see
// Methods.V2Enc and EncVaries).
func (b *builder) warnV2Methods(t *types.Named, m Methods) {
	if b.warnedV2.At(t) != nil {
		return
	}
	b.warnedV2.Set(t, true)
	name := b.errorName(t)
	pos := b.pkg.Fset.Position(t.Obj().Pos())
	say := func(method, older, what string) {
		b.file.Warnings = append(b.file.Warnings, fmt.Sprintf("%s: %s has %s and no %s: encoding/json calls it on json/v2 (Go 1.27) and not before, so generated code leaves %s %s to encoding/json",
			pos, name, method, older, what, name))
	}
	_, _, varies := b.toolchainMethods(t)
	differ := func(methods load.Methods, what string) {
		b.file.Warnings = append(b.file.Warnings, fmt.Sprintf("%s: %s has %s for some of the toolchains that build its package and not for others (a file with build constraints, or the pointer for some and the value for others): one generated file serves them all, so generated code leaves %s %s to encoding/json",
			pos, name, strings.Join((varies&methods).Names(), " and "), what, name))
	}
	switch {
	case m.EncVaries:
		differ(load.MarshalJSON|load.MarshalText, "encoding")
	case m.V2Enc && b.declares(t, "MarshalJSONTo", load.MarshalJSONTo):
		say("MarshalJSONTo (json/v2's)", "MarshalJSON", "encoding")
	case m.V2Enc:
		say("AppendText", "MarshalText or MarshalJSON", "encoding")
	}
	switch {
	case m.DecVaries:
		differ(load.UnmarshalJSON|load.UnmarshalText, "decoding")
	case m.V2Dec:
		say("UnmarshalJSONFrom (json/v2's)", "UnmarshalJSON", "decoding")
	}
}

// declares reports whether *t has json/v2's method name (MarshalJSONTo,
// UnmarshalJSONFrom) or AppendText on any toolchain: in the run's build,
// with the signature json/v2 calls it with, or declared for another.
func (b *builder) declares(t types.Type, name string, bit load.Methods) bool {
	_, ptr, _ := b.toolchainMethods(t)
	return ptr&bit != 0 || b.hasJSONMethod(t, name)
}

// hasRuntimeMethod reports whether *t has its own method name (EncodeJSON
// or DecodeJSON) with the signature jsongen generates, taking a *Writer or
// a *Reader of its runtime, written by hand: one of the runtime's own
// (opt.Value), or a user's. Methods jsongen wrote do not count (see Ref).
func (b *builder) hasRuntimeMethod(t types.Type, name string) bool {
	sel := types.NewMethodSet(types.NewPointer(t)).Lookup(nil, name)
	if sel == nil || len(sel.Index()) != 1 || b.pkg.JsongenWrote(sel.Obj().Pos()) {
		return false // none, promoted from an embedded field, or jsongen's
	}
	want := "func(*github.com/jsongen/jsongen/jsonwrite.Writer)"
	if name == "DecodeJSON" {
		want = "func(*github.com/jsongen/jsongen/jsonread.Reader)"
	}
	return signature(sel.Type()) == want
}

// structural builds the Value of t from its underlying type; owner is the
// named type whose underlying type t is, or nil.
func (b *builder) structural(t types.Type, pos token.Pos, owner *types.Named) *Value {
	v := &Value{Type: t}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		info := u.Info()
		switch {
		case info&types.IsBoolean != 0:
			v.Kind = Bool
		case info&types.IsComplex != 0:
			return b.unsupported(v, "complex numbers")
		case u.Kind() == types.Uintptr:
			v.Kind = Uintptr
		case info&types.IsInteger != 0 && info&types.IsUnsigned != 0:
			v.Kind, v.Bits = Uint, basicBits(u.Kind())
		case info&types.IsInteger != 0:
			v.Kind, v.Bits = Int, basicBits(u.Kind())
		case info&types.IsFloat != 0:
			v.Kind, v.Bits = Float, basicBits(u.Kind())
		case info&types.IsString != 0:
			v.Kind = String
		case u.Kind() == types.Invalid:
			b.errorf(pos, "invalid type (see the type errors below)")
			b.badTypes = true
			return nil
		default:
			return b.unsupported(v, "unsafe pointers")
		}
	case *types.Slice:
		if isPlainByte(u.Elem()) {
			v.Kind = Bytes
			v.PlainBytes = b.cfg.ByteString
			return v
		}
		v.Kind = Slice
		v.Elem = b.valueOf(u.Elem(), pos)
		if v.Elem == nil {
			return nil
		}
		v.ElemsPinned = b.sharesAddr(u.Elem(), 0)
		if isByteKind(u.Elem()) {
			// A slice of a named byte type: encoding/json writes it as
			// base64 or as an array depending on the byte type's methods
			// and reads base64 strings into it regardless.
			v.EncReflect, v.DecReflect = true, true
		}
	case *types.Array:
		v.Kind, v.Len = Array, u.Len()
		if v.Elem = b.valueOf(u.Elem(), pos); v.Elem == nil {
			return nil
		}
	case *types.Pointer:
		v.Kind = Pointer
		if v.Elem = b.valueOf(u.Elem(), pos); v.Elem == nil {
			return nil
		}
	case *types.Map:
		v.Kind = Map
		if v.Key = b.valueOf(u.Key(), pos); v.Key == nil {
			return nil
		}
		if v.Elem = b.valueOf(u.Elem(), pos); v.Elem == nil {
			return nil
		}
		var encOK, decOK bool
		v.EncKey, encOK = b.encKey(u.Key())
		v.DecKey, decOK = b.decKey(u.Key())
		km := b.methodsOf(u.Key())
		switch {
		case hasTypeParams(u.Key()):
			// encoding/json decides by the type argument.
			encOK, decOK = false, false
		case !encOK && !decOK && !km.EncVaries && !km.DecVaries:
			return b.unsupported(v, "maps with keys of type "+b.typeString(u.Key()))
		case b.hasLock(u.Elem()):
			// Generated code would copy each element, and its lock with it
			// (go vet's copylocks): encoding/json copies through reflect.
			encOK, decOK = false, false
		}
		v.EncReflect, v.DecReflect = !encOK, !decOK
	case *types.Struct:
		v.Kind = Struct
		v.Object = b.object(u, owner, pos)
		if v.Object == nil {
			return nil
		}
		if owner == nil {
			// An unnamed struct has the methods of the fields it embeds.
			// (Where they differ before json/v2 and on it, tagDiffs leaves
			// the struct around it to encoding/json.)
			v.Methods = b.methodsOf(u)
			// One whose tags encoding/json reads differently before
			// json/v2 and on it is left to encoding/json (see tags.go; a
			// named type's methods or helpers decide for it).
			diff := b.tagDiffs(u)
			v.EncReflect, v.DecReflect = diff.enc, diff.dec
		}
	case *types.Interface:
		v.Kind = Interface
		if u.Empty() {
			v.Kind = Any
		}
	case *types.Chan:
		return b.unsupported(v, "channels")
	case *types.Signature:
		return b.unsupported(v, "functions")
	case *types.TypeParam:
		v.Kind = TypeParam
	default:
		return b.unsupported(v, "values of type "+b.typeString(t))
	}
	if v.Kind == Pointer || v.Kind == Slice || v.Kind == Map {
		var self types.Type = t
		if owner != nil {
			self = owner // the named type, which its elements refer to
		}
		v.Cyclic = reaches(v.Elem.Type, self, &typeSet{})
	}
	v.AddrSensitive = b.addrSensitive(v)
	return v
}

// unsupported makes v, whose type encoding/json cannot encode (what says
// which kind it is), a value handed to encoding/json: it returns the same
// error, at run time, for the same values, and decodes what it can.
func (b *builder) unsupported(v *Value, what string) *Value {
	v.Kind = Reflect
	v.Unsupported = what
	return v
}

// basicBits returns the size of a basic numeric kind, or 0 for int and
// uint, whose size depends on the platform.
func basicBits(k types.BasicKind) int {
	switch k {
	case types.Int8, types.Uint8:
		return 8
	case types.Int16, types.Uint16:
		return 16
	case types.Int32, types.Uint32, types.Float32:
		return 32
	case types.Int64, types.Uint64, types.Float64:
		return 64
	}
	return 0
}

// isPlainByte reports whether t is byte (uint8) itself, unnamed.
func isPlainByte(t types.Type) bool {
	b, ok := types.Unalias(t).(*types.Basic)
	return ok && b.Kind() == types.Uint8
}

func isByteKind(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Kind() == types.Uint8
}

// encKey says how encoding/json writes keys of type k: string kinds as
// they are, then types with MarshalText, then integers.
func (b *builder) encKey(k types.Type) (KeyKind, bool) {
	basic, _ := k.Underlying().(*types.Basic)
	switch {
	case basic != nil && basic.Info()&types.IsString != 0:
		return StringKey, true
	case b.methodsOf(k).EncVaries:
		// MarshalText (or MarshalJSON) on some toolchains only: encoding/json
		// gets the map.
		return 0, false
	case b.methodsOf(k).MarshalText:
		return TextKey, true
	case b.appendsText(k):
		// Keys of a type with AppendText (on the value) and without
		// MarshalText are written with it on json/v2 (Go 1.27), by their
		// kind before: encoding/json gets the map.
		return 0, false
	case basic != nil && basic.Info()&types.IsInteger != 0 && basic.Info()&types.IsUnsigned != 0:
		return UintKey, true
	case basic != nil && basic.Info()&types.IsInteger != 0:
		return IntKey, true
	}
	return 0, false
}

// appendsText reports whether t itself (not only *t) has AppendText, as
// encoding.TextAppender declares it, on any toolchain.
func (b *builder) appendsText(t types.Type) bool {
	if val, _, _ := b.toolchainMethods(t); val&load.AppendText != 0 {
		return true
	}
	sel := types.NewMethodSet(t).Lookup(nil, "AppendText")
	return sel != nil && !b.pkg.JsongenWrote(sel.Obj().Pos()) && signature(sel.Type()) == sigAppend
}

// decKey says how encoding/json reads keys of type k: through
// UnmarshalText if the pointer has it, then string kinds, then integers.
func (b *builder) decKey(k types.Type) (KeyKind, bool) {
	basic, _ := k.Underlying().(*types.Basic)
	switch {
	case b.methodsOf(k).DecVaries:
		// UnmarshalText (or UnmarshalJSON) on some toolchains only.
		return 0, false
	case b.methodsOf(k).UnmarshalText:
		return TextKey, true
	case basic != nil && basic.Info()&types.IsString != 0:
		return StringKey, true
	case basic != nil && basic.Info()&types.IsInteger != 0 && basic.Info()&types.IsUnsigned != 0:
		return UintKey, true
	case basic != nil && basic.Info()&types.IsInteger != 0:
		return IntKey, true
	}
	return 0, false
}

// typeErrors lists the package's type errors for an error message, one
// a line, at most ten.
func (b *builder) typeErrors() string {
	var msgs []string
	for _, e := range b.pkg.TypeErrors {
		if e.Kind != packages.TypeError {
			continue // go list's report of the same problems from the compiler
		}
		if len(msgs) == 10 {
			msgs = append(msgs, "...")
			break
		}
		msgs = append(msgs, e.Error())
	}
	if len(msgs) == 0 {
		return "(none reported)"
	}
	return strings.Join(msgs, "\n\t")
}
