package model

import (
	"go/token"
	"go/types"
	"strings"

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
// declared in the file about to be replaced.
func (b *builder) methodsOf(t types.Type) Methods {
	var m Methods
	val := types.NewMethodSet(t)
	has := func(ms *types.MethodSet, name, sig string) bool {
		sel := ms.Lookup(nil, name)
		if sel == nil || b.pkg.Generated(sel.Obj().Pos()) {
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
		switch {
		case b.selected[t.Origin().Obj()] != nil:
			v.Ref = &Ref{Methods: true}
		case hasTypeParams(t):
			// An instance of another generic type with this type's own
			// type parameters: only known at run time.
			v.Kind = TypeParam
		case !b.canName(t):
			v.Kind = Reflect
		default:
			v.Ref = &Ref{}
			h := &Helper{Type: t}
			b.helpers.Set(t, h)
			b.order = append(b.order, h)
			// Types whose methods do all the work need no helper body.
			needed := !(v.Methods.MarshalJSON || v.Methods.PtrMarshalJSON || v.Methods.MarshalText || v.Methods.PtrMarshalText) ||
				!(v.Methods.UnmarshalJSON || v.Methods.UnmarshalText)
			if needed {
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
			b.errorf(pos, "type %s: complex numbers cannot be written as JSON", b.typeString(t))
			return nil
		case info&types.IsInteger != 0 && info&types.IsUnsigned != 0:
			v.Kind, v.Bits = Uint, basicBits(u.Kind())
		case info&types.IsInteger != 0:
			v.Kind, v.Bits = Int, basicBits(u.Kind())
		case info&types.IsFloat != 0:
			v.Kind, v.Bits = Float, basicBits(u.Kind())
		case info&types.IsString != 0:
			v.Kind = String
		case u.Kind() == types.Invalid:
			b.errorf(pos, "invalid type (the package has errors: %s)", b.typeErrors())
			return nil
		default:
			b.errorf(pos, "type %s cannot be written as JSON", b.typeString(t))
			return nil
		}
	case *types.Slice:
		if isPlainByte(u.Elem()) {
			v.Kind = Bytes
			return v
		}
		v.Kind = Slice
		v.Elem = b.valueOf(u.Elem(), pos)
		if v.Elem == nil {
			return nil
		}
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
		if !encOK && !decOK {
			b.errorf(pos, "map key type %s is not supported: use a string, an integer or a type with MarshalText and UnmarshalText", b.typeString(u.Key()))
			return nil
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
		b.errorf(pos, "type %s: channels cannot be written as JSON", b.typeString(t))
		return nil
	case *types.Signature:
		b.errorf(pos, "type %s: functions cannot be written as JSON", b.typeString(t))
		return nil
	case *types.TypeParam:
		v.Kind = TypeParam
	default:
		b.errorf(pos, "type %s is not supported", b.typeString(t))
		return nil
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
	for _, c := range visibleFields(st, root) {
		fpos := c.field.Pos()
		if !fpos.IsValid() {
			fpos = pos
		}
		f := &Field{
			Name:      c.name,
			Key:       quoteKey(c.name),
			Path:      c.path,
			OmitEmpty: c.omitEmpty,
			OmitZero:  c.omitZero,
			Quoted:    c.quoted,
			Pos:       b.pkg.Fset.Position(fpos),
		}
		if f.Value = b.valueOf(c.field.Type(), fpos); f.Value == nil {
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
	return o
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
		if v.Ref != nil && v.Ref.Methods {
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
	var visit func(t types.Type)
	seen := &typeSet{}
	visit = func(t types.Type) {
		if found || !seen.add(t) {
			return
		}
		switch t := types.Unalias(t).(type) {
		case *types.TypeParam:
			found = true
		case *types.Named:
			if args := t.TypeArgs(); args != nil {
				for i := 0; i < args.Len(); i++ {
					visit(args.At(i))
				}
			}
		case *types.Pointer:
			visit(t.Elem())
		case *types.Slice:
			visit(t.Elem())
		case *types.Array:
			visit(t.Elem())
		case *types.Map:
			visit(t.Key())
			visit(t.Elem())
		case *types.Struct:
			for i := 0; i < t.NumFields(); i++ {
				visit(t.Field(i).Type())
			}
		}
	}
	visit(t)
	return found
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
	var visit func(t types.Type)
	seen := &typeSet{}
	visit = func(t types.Type) {
		if !ok || !seen.add(t) {
			return
		}
		switch t := types.Unalias(t).(type) {
		case *types.Named:
			if !b.canName(t) {
				ok = false
			}
		case *types.Pointer:
			visit(t.Elem())
		case *types.Slice:
			visit(t.Elem())
		case *types.Array:
			visit(t.Elem())
		case *types.Map:
			visit(t.Key())
			visit(t.Elem())
		case *types.Struct:
			for i := 0; i < t.NumFields(); i++ {
				visit(t.Field(i).Type())
			}
		}
	}
	visit(v.Type)
	return ok
}

// typeString writes t as the generated package would refer to it.
func (b *builder) typeString(t types.Type) string {
	return types.TypeString(t, types.RelativeTo(b.pkg.Types))
}

// typeErrors summarises the package's type errors for an error message.
func (b *builder) typeErrors() string {
	if len(b.pkg.TypeErrors) == 0 {
		return "none reported"
	}
	var msgs []string
	for i, e := range b.pkg.TypeErrors {
		if i == 3 {
			msgs = append(msgs, "...")
			break
		}
		msgs = append(msgs, e.Error())
	}
	return strings.Join(msgs, "; ")
}
