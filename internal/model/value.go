package model

import (
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/packages"

	"github.com/jsongen/jsongen/internal/jsonwire"
)

// Method signatures encoding/json looks for, as written by signature.
const (
	sigMarshal   = "func() ([]byte, error)"
	sigUnmarshal = "func([]byte) error"
	sigIsZero    = "func() bool"
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
	return m
}

// valueOf returns the Value for a field, element or key of type t; pos is
// where t is used, for errors.
func (b *builder) valueOf(t types.Type, pos token.Pos) *Value {
	switch t := types.Unalias(t).(type) {
	case *types.Named:
		return b.named(t, pos)
	case *types.TypeParam:
		return &Value{Type: t, Kind: TypeParam}
	default:
		return b.structural(t, pos, nil)
	}
}

// named returns the Value for the named type t.
func (b *builder) named(t *types.Named, pos token.Pos) *Value {
	if v, ok := b.values.At(t).(*Value); ok {
		return v
	}
	v := &Value{Type: t, Methods: b.methodsOf(t)}
	b.values.Set(t, v) // before looking inside: the type may be recursive
	if obj := t.Obj(); obj.Pkg() != nil {
		switch obj.Pkg().Path() + "." + obj.Name() {
		case "time.Time":
			v.Kind = Time
			return v
		case "encoding/json.Number":
			v.Kind = Number
			return v
		case "encoding/json.RawMessage":
			v.Kind = RawMessage
			return v
		}
	}
	switch under := t.Underlying().(type) {
	case *types.Struct, *types.Slice, *types.Map, *types.Array, *types.Pointer:
		v.Kind = Named
		m := v.Methods
		userEnc := m.MarshalJSON || m.PtrMarshalJSON || m.MarshalText || m.PtrMarshalText
		userDec := m.UnmarshalJSON || m.UnmarshalText
		switch {
		case b.selected[t.Origin().Obj()] != nil:
			// Selected now: methods are generated for what the type does
			// not do itself (as buildType decides).
			v.Ref = &Ref{Encode: !userEnc, Decode: !userDec}
		case hasTypeParams(t):
			// An instance of another generic type with this type's own
			// type parameters: only known at run time.
			v.Kind = TypeParam
		case !b.canName(t):
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
			// A helper is needed for a direction no method handles.
			if !v.Ref.Encode && !userEnc || !v.Ref.Decode && !userDec {
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
	v.AddrSensitive = b.addrSensitive(v)
	return v
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
		switch {
		case hasTypeParams(u.Key()):
			// encoding/json decides by the type argument.
			encOK, decOK = false, false
		case !encOK && !decOK:
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

// basicBits returns the size of a basic numeric kind, or 0 for int, uint
// and uintptr, whose size depends on the platform.
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
	case b.methodsOf(k).MarshalText:
		return TextKey, true
	case basic != nil && basic.Info()&types.IsInteger != 0 && basic.Info()&types.IsUnsigned != 0:
		return UintKey, true
	case basic != nil && basic.Info()&types.IsInteger != 0:
		return IntKey, true
	}
	return 0, false
}

// decKey says how encoding/json reads keys of type k: through
// UnmarshalText if the pointer has it, then string kinds, then integers.
func (b *builder) decKey(k types.Type) (KeyKind, bool) {
	basic, _ := k.Underlying().(*types.Basic)
	switch {
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

// object builds the JSON view of a struct type.
func (b *builder) object(st *types.Struct, owner *types.Named, pos token.Pos) *Object {
	var root types.Type
	if owner != nil {
		root = owner
	}
	o := &Object{}
	if owner != nil {
		o.TypeName = owner.Obj().Pkg().Name() + "." + owner.Obj().Name()
	} else {
		o.TypeName = "struct"
	}
	ok := true
	rules := fieldRules{naming: b.cfg.Naming, omitEmpty: b.cfg.OmitEmpty, omitZero: b.cfg.OmitZero}
	for _, c := range visibleFields(st, root, rules) {
		fpos := c.field.Pos()
		if !fpos.IsValid() {
			fpos = pos
		}
		f := &Field{
			Name:      c.name,
			Key:       quoteKey(c.name),
			PlainKey:  plainKey(c.name),
			Path:      c.path,
			OmitEmpty: c.omitEmpty,
			OmitZero:  c.omitZero,
			Quoted:    c.quoted,

			QuotedParam: c.quotedParam,
			NoCopy:      hasOption(c.opts, "nocopy"),
			Intern:      hasOption(c.opts, "intern"),
			Required:    hasOption(c.opts, "required"),
			Pos:         b.pkg.Fset.Position(fpos),
		}
		done := b.enter(c.field.Name())
		f.Value = b.valueOf(c.field.Type(), fpos)
		if f.Value != nil && f.Value.Unsupported != "" {
			b.warnf(fpos, "encoding/json cannot encode %s: the field is handed to it, and encoding %s fails as it does without generated code (tag the field json:\"-\" to leave it out)",
				f.Value.Unsupported, o.TypeName)
		}
		done()
		if f.Value == nil {
			ok = false
			continue
		}
		if !b.resolvePath(f.Path, st) {
			o.Unreachable = append(o.Unreachable, f)
		}
		o.Fields = append(o.Fields, f)
	}
	if !ok {
		return nil
	}
	o.Unknown = unknownFieldsPath(st)
	if n := countRequired(o); n > 64 {
		b.errorf(pos, "%d fields are tagged required; at most 64 can be", n)
		return nil
	}
	return o
}

// unknownFieldsPath returns the path to a jsongen.UnknownFields embedded
// in st, or nil.
func unknownFieldsPath(st *types.Struct) []Step {
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if !f.Embedded() {
			continue
		}
		if n, ok := types.Unalias(f.Type()).(*types.Named); ok && n.Obj().Name() == "UnknownFields" &&
			n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "github.com/jsongen/jsongen" {
			return []Step{{Name: f.Name(), Type: f.Type(), Exported: f.Exported(), Var: f}}
		}
	}
	return nil
}

func countRequired(o *Object) int {
	n := 0
	for _, f := range o.Fields {
		if f.Required {
			n++
		}
	}
	return n
}

// resolvePath marks the steps of a field path that generated code must
// select by promotion, because they are unexported fields of another
// package, and reports whether the field can be reached at all: an
// unexported embedded pointer cannot be checked for nil, and a promoted
// selector must lead to the very field encoding/json picked.
func (b *builder) resolvePath(path []Step, st *types.Struct) bool {
	var from types.Type = st // type of the last step that can be named
	for i := range path {
		s := &path[i]
		if s.Exported || s.Var.Pkg() == b.pkg.Types {
			if i > 0 && path[i-1].Promoted {
				obj, _, _ := types.LookupFieldOrMethod(from, true, b.pkg.Types, s.Name)
				if obj != s.Var {
					return false
				}
			}
			from = s.Type
			continue
		}
		if s.Pointer || i == len(path)-1 {
			return false
		}
		s.Promoted = true
	}
	return true
}

// plainKey returns the key for name without HTML escaping, or "" if it is
// the same as quoteKey's.
func plainKey(name string) string {
	k := string(jsonwire.AppendQuote(nil, name, false)) + ":"
	if k == quoteKey(name) {
		return ""
	}
	return k
}

// quoteKey returns the JSON key for name as encoding/json writes it before
// a value: quoted, HTML characters escaped, followed by a colon.
func quoteKey(name string) string {
	return string(jsonwire.AppendQuote(nil, name, true)) + ":"
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
		if obj := t.Obj(); obj.Pkg() != nil {
			switch obj.Pkg().Path() + "." + obj.Name() {
			case "time.Time", "encoding/json.Number", "encoding/json.RawMessage":
				return false // the standard library keeps no pointer
			}
		}
		// A DecodeJSON method jsongen generated is used instead of any
		// UnmarshalJSON (and keeps no pointer); the fields are looked at
		// below either way.
		if _, ptr := t.Underlying().(*types.Pointer); !ptr && !b.hasRuntimeMethod(t, "DecodeJSON") {
			if m := b.methodsOf(t); m.UnmarshalJSON || m.UnmarshalText {
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
// differently when they are addressable: the type has MarshalJSON or
// MarshalText on its pointer only, or holds such a value inline.
func (b *builder) addrSensitive(v *Value) bool {
	m := v.Methods
	switch {
	case m.MarshalJSON:
		return false
	case m.PtrMarshalJSON:
		return true
	case m.MarshalText:
		return false
	case m.PtrMarshalText:
		return true
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
