package emit

import (
	"go/types"
	"strconv"

	"github.com/jsongen/jsongen/internal/model"
)

// decodeTop prints the body of a DecodeJSON method or a decode helper,
// whose receiver v points to a value of v's type.
func (g *gen) decodeTop(v *model.Value) {
	l := locals{}
	if v.Kind == model.Struct && v.Dec == model.DecKind {
		g.decodeObject(v.Object, "v", l, false)
		return
	}
	g.decodeValue(v, "*v", fieldOpts{}, l)
}

// fieldOpts carries the decisions about a field that change how its value
// is decoded; elements of a field's slices and maps get none.
type fieldOpts struct {
	quote          model.Quote // how ,string applies (Field.DecQuote)
	nocopy, intern bool
}

// decodeValue prints code decoding the next JSON value into the
// addressable expression x, whose type is v's.
func (g *gen) decodeValue(v *model.Value, x string, fo fieldOpts, l locals) {
	quoted := fo.quote == model.QuotedMethod
	switch v.Dec {
	case model.DecUnmarshaler:
		if quoted {
			g.P("r.QuotedUnmarshaler(", addr(x), ")")
		} else {
			g.P("r.Unmarshaler(", addr(x), ")")
		}
	case model.DecText:
		if quoted {
			g.P("r.QuotedTextUnmarshaler(", addr(x), ")")
		} else {
			g.P("r.TextUnmarshaler(", addr(x), ")")
		}
	case model.DecReflect:
		g.P("r.Reflect(", addr(x), ")")
	default:
		g.decodeKind(v, x, fo, l)
	}
}

// decodeKind prints code decoding into x by the kind of its type.
func (g *gen) decodeKind(v *model.Value, x string, fo fieldOpts, l locals) {
	if fo.quote == model.QuotedKind {
		if v.Kind == model.Pointer {
			// null, or what the pointer points to, quoted.
			args := append([]any{jsonreadPkg.Ident("QuotedPtr"), "(r, ", addr(x), ", "}, quotedFunc(v.Elem)...)
			g.P(append(args, ")")...)
			return
		}
		switch v.Kind {
		case model.Bool:
			g.P(jsonreadPkg.Ident("QuotedBool"), "(r, ", addr(x), ")")
			return
		case model.Int:
			g.P(jsonreadPkg.Ident("QuotedInt"), "(r, ", addr(x), ")")
			return
		case model.Uint, model.Uintptr:
			g.P(jsonreadPkg.Ident("QuotedUint"), "(r, ", addr(x), ")")
			return
		case model.Float:
			g.P(jsonreadPkg.Ident("QuotedFloat"), "(r, ", addr(x), ")")
			return
		case model.String:
			g.P(jsonreadPkg.Ident("QuotedStr"), "(r, ", addr(x), ")")
			return
		case model.Number:
			g.P("r.QuotedNumber(", addr(x), ")")
			return
		}
	}
	switch v.Kind {
	case model.Bool:
		g.P("r.Bool(", ptrConv(v, types.Bool, x), ")")
	case model.Int:
		switch v.Bits {
		case 0:
			g.P("r.Int(", ptrConv(v, types.Int, x), ")")
		case 8:
			g.P("r.Int8(", ptrConv(v, types.Int8, x), ")")
		case 16:
			g.P("r.Int16(", ptrConv(v, types.Int16, x), ")")
		case 32:
			g.P("r.Int32(", ptrConv(v, types.Int32, x), ")")
		default:
			g.P("r.Int64(", ptrConv(v, types.Int64, x), ")")
		}
	case model.Uintptr:
		g.P("r.Uintptr(", ptrConv(v, types.Uintptr, x), ")")
	case model.Uint:
		switch {
		case v.Bits == 0:
			g.P("r.Uint(", ptrConv(v, types.Uint, x), ")")
		case v.Bits == 8:
			g.P("r.Uint8(", ptrConv(v, types.Uint8, x), ")")
		case v.Bits == 16:
			g.P("r.Uint16(", ptrConv(v, types.Uint16, x), ")")
		case v.Bits == 32:
			g.P("r.Uint32(", ptrConv(v, types.Uint32, x), ")")
		default:
			g.P("r.Uint64(", ptrConv(v, types.Uint64, x), ")")
		}
	case model.Float:
		if v.Bits == 32 {
			g.P("r.Float32(", ptrConv(v, types.Float32, x), ")")
		} else {
			g.P("r.Float64(", ptrConv(v, types.Float64, x), ")")
		}
	case model.String:
		switch {
		case fo.intern:
			g.P("r.StrIntern(", ptrConv(v, types.String, x), ")")
		case fo.nocopy:
			g.P("r.StrNoCopy(", ptrConv(v, types.String, x), ")")
		default:
			g.P("r.Str(", ptrConv(v, types.String, x), ")")
		}
	case model.Number:
		g.P("r.Number(", addr(x), ")")
	case model.Bytes:
		method := "r.Bytes("
		if v.PlainBytes {
			method = "r.BytesString("
		}
		if isBasicSlice(v.Type) {
			g.P(method, addr(x), ")")
		} else {
			g.P(method, "(*[]byte)(", addr(x), "))")
		}
	case model.Any:
		if _, ok := v.Type.(*types.Named); ok || !isEmptyInterfaceLiteral(v.Type) {
			g.P("r.Any((*any)(", addr(x), "))")
		} else {
			g.P("r.Any(", addr(x), ")")
		}
	case model.Interface:
		g.P(jsonreadPkg.Ident("Interface"), "(r, ", addr(x), ", ", strconv.Quote(v.TypeName), ")")
	case model.TypeParam:
		g.P("r.Value(", addr(x), ")")
	case model.Reflect:
		g.P("r.Reflect(", addr(x), ")")
	case model.Named:
		if v.Ref.Decode {
			g.P(recv(x), ".DecodeJSON(r)")
		} else {
			g.P("if !r.OwnMethod(", addr(x), ") {")
			g.P(v.Ref.DecName, "(r, ", addr(x), ")")
			g.P("}")
		}
	case model.Pointer:
		if fo.quote == model.QuotedMethod {
			g.P("if r.QuotedNull() {")
		} else {
			g.P("if r.Null() {")
		}
		g.P(x, " = nil")
		g.P("} else {")
		g.P("if ", x, " == nil {")
		g.P(x, " = new(", v.Elem.Type, ")")
		g.P("}")
		g.decodeValue(v.Elem, "*"+x, fo, l.clone())
		g.P("}")
	case model.Slice:
		switch {
		case v.BasicSlice != "":
			p := addr(x)
			if _, unnamed := v.Type.(*types.Slice); !unnamed {
				p = "(*" + g.TypeString(v.Type.Underlying()) + ")(" + p + ")"
			}
			g.P("r.", v.BasicSlice, "Slice(", p, ")")
		case v.Helper != nil && v.Helper.DecName != "":
			g.P(v.Helper.DecName, "(r, ", addr(x), ")")
		default:
			g.decodeSlice(v, x, l)
		}
	case model.Array:
		g.P("if r.BeginArray(", strconv.Quote(v.TypeName), ") {")
		i := g.local(l, "i")
		g.P(i, " := 0")
		g.P("for ; r.ArrayNext(); ", i, "++ {")
		g.P("if ", i, " < len(", index(x), ") {")
		g.decodeValue(v.Elem, index(x)+"["+i+"]", fieldOpts{}, l.clone())
		g.P("} else {")
		g.P("r.Skip()")
		g.P("}")
		g.P("}")
		g.P("if ", i, " < len(", index(x), ") && r.Ok() {")
		g.P("clear(", index(x), "[", i, ":]) // the array was shorter than the Go array")
		g.P("}")
		g.P("}")
	case model.Map:
		if v.Helper != nil && v.Helper.DecName != "" {
			g.P(v.Helper.DecName, "(r, ", addr(x), ")")
		} else {
			g.decodeMap(v, x, l)
		}
	case model.Struct:
		g.decodeObject(v.Object, x, l.clone(), true)
	default:
		panic("emit: cannot decode " + v.Kind.String())
	}
}

// quotedFunc returns the function decoding a ,string value of v's type,
// for QuotedPtr.
func quotedFunc(v *model.Value) []any {
	generic := func(name string) []any {
		return []any{jsonreadPkg.Ident(name), "[", v.Type, "]"}
	}
	switch v.Kind {
	case model.Bool:
		return generic("QuotedBool")
	case model.Int:
		return generic("QuotedInt")
	case model.Uint, model.Uintptr:
		return generic("QuotedUint")
	case model.Float:
		return generic("QuotedFloat")
	case model.String:
		return generic("QuotedStr")
	case model.Number:
		return []any{"(*", jsonreadPkg.Ident("Reader"), ").QuotedNumber"}
	}
	panic("emit: cannot decode a quoted " + v.Kind.String())
}

// decodeSlice prints code decoding an array into the slice x, reusing its
// backing array as encoding/json does, or null into nil.
func (g *gen) decodeSlice(v *model.Value, x string, l locals) {
	g.P("if r.Null() {")
	g.P(x, " = nil")
	g.P("} else if r.BeginArray(", strconv.Quote(v.TypeName), ") {")
	s := g.local(l, "s")
	g.P(s, " := ", index(x), "[:0]")
	g.P("for r.ArrayNext() {")
	if v.ElemsPinned {
		g.P(s, " = ", jsonreadPkg.Ident("Grow"), "(", s, ")")
	} else {
		g.P(s, " = ", jsonreadPkg.Ident("Extend"), "(r, ", s, ")")
	}
	g.decodeValue(v.Elem, s+"[len("+s+")-1]", fieldOpts{}, l.clone())
	g.P("}")
	g.P(x, " = ", jsonreadPkg.Ident("EndSlice"), "(r, ", x, ", ", s, ")")
	g.P("}")
}

// decodeMap prints code decoding an object into the map x, adding to an
// existing map as encoding/json does, or null into nil.
func (g *gen) decodeMap(v *model.Value, x string, l locals) {
	g.P("if r.Null() {")
	g.P(x, " = nil")
	g.P("} else if r.BeginObject(", strconv.Quote(v.TypeName), ") {")
	g.P("if ", x, " == nil {")
	g.P(x, " = make(", v.Type, ")")
	g.P("}")
	g.P("for r.ObjectNext() {")
	l = l.clone()
	key, elem := g.local(l, "key"), g.local(l, "elem")
	var store string
	switch v.DecKey {
	case model.StringKey:
		if b, ok := v.Key.Type.(*types.Basic); ok && b.Kind() == types.String {
			g.P(key, " := r.KeyString()")
		} else {
			g.P(key, " := ", v.Key.Type, "(r.KeyString())")
		}
	case model.IntKey, model.UintKey:
		fn := "r.IntKey"
		if v.DecKey == model.UintKey {
			fn = "r.UintKey"
		}
		bits := v.Key.Bits // 0: the size of an int, or of a pointer for uintptr
		kerr := g.local(l, "keyErr")
		g.P(key, ", ", kerr, " := ", fn, "(", bits, ")")
		store = kerr
	case model.TextKey:
		g.P("var ", key, " ", v.Key.Type)
		ok := g.local(l, "keyOK")
		g.P(ok, " := r.TextKey(&", key, ")")
		store = ok
	}
	g.P("var ", elem, " ", v.Elem.Type)
	g.decodeValue(v.Elem, elem, fieldOpts{}, l.clone())
	mapKey := key
	if v.DecKey == model.IntKey || v.DecKey == model.UintKey {
		mapKey = g.TypeString(v.Key.Type) + "(" + key + ")"
	}
	// As in encoding/json, a member whose value stopped the decoding (an
	// UnmarshalJSON error, say) is not stored.
	switch v.DecKey {
	case model.StringKey:
		g.P("if r.Ok() {")
	case model.IntKey, model.UintKey:
		g.P("if ", store, " != nil {")
		g.P("r.FailLater(", store, ")")
		g.P("} else if r.Ok() {")
	case model.TextKey:
		g.P("if ", store, " && r.Ok() {")
	}
	g.P(index(x), "[", mapKey, "] = ", elem)
	g.P("}")
	g.P("}")
	g.P("}")
}

// decodeObject prints code reading an object into the struct x: the
// loop of jsonread.Reader.NextField over its members, a case for each
// field. With block set, the code declaring locals is a block of its own.
func (g *gen) decodeObject(o *model.Object, x string, l locals, block bool) {
	if block {
		g.P("{")
		defer g.P("}")
	}
	// Required fields get a bit each in a local, checked after the loop.
	var required string
	bits := map[*model.Field]int{}
	for _, f := range o.Fields {
		if f.Required {
			if required == "" {
				required = g.local(l, "required")
				g.P("var ", required, " uint64 // the required fields seen, a bit each")
			}
			bits[f] = len(bits)
		}
	}
	fields := g.local(l, "fields")
	g.P(fields, " := r.BeginStruct(&", o.FieldsVar, ", ", strconv.Quote(o.TypeName), ")")
	if o.Unknown != nil {
		g.P("if ", fields, " != nil {")
		g.P(sel(x, o.Unknown[0].Name), ".Reset()")
		g.P("}")
	}
	// Members that name no field are skipped by NextField, unless the
	// struct keeps or rejects them: NextMember hands them to the default
	// case.
	next := "r.NextField(" + fields + ")"
	switch {
	case o.Unknown != nil || o.RejectUnknown:
		next = "r.NextMember(" + fields + ", " + strconv.FormatBool(g.m.Config.RawMemberNames) + ")"
	case g.m.Config.RawMemberNames:
		next = "r.NextFieldRaw(" + fields + ")"
	}
	if len(o.Fields) == 0 && o.Unknown == nil && !o.RejectUnknown {
		// No names to match: every member is unknown, and NextField
		// skips it, or reports it (Options.DisallowUnknownFields) as it
		// does for any struct.
		g.P("for ", next, " >= 0 {")
		g.P("}")
		return
	}
	i := g.local(l, "i")
	g.P("for ", i, " := ", next, "; ", i, " >= 0; ", i, " = ", next, " {")
	g.P("switch ", i, " {")
	for i, f := range o.Fields {
		g.P("case ", i, ": // ", strconv.Quote(f.Name))
		if f.Required {
			g.P(required, " |= 1 << ", bits[f])
		}
		path := x
		for _, s := range f.Path[:len(f.Path)-1] {
			if s.Promoted {
				continue
			}
			path = sel(path, s.Name)
			if !s.Pointer {
				continue
			}
			g.P("if ", path, " == nil {")
			if s.Unsettable {
				g.P("r.SkipUnsettable(", strconv.Quote(s.ElemName), ")")
				g.P("break")
			} else {
				g.P(path, " = new(", s.Type.(*types.Pointer).Elem(), ")")
			}
			g.P("}")
		}
		switch {
		case f.DecQuote == model.QuotedParam:
			g.P("r.QuotedValue(", addr(g.fieldExpr(f, x)), ")")
		case f.DecPtr != "":
			g.P("r.", f.DecPtr, "(", addr(g.fieldExpr(f, x)), ")")
		default:
			g.decodeValue(f.Value, g.fieldExpr(f, x), fieldOpts{quote: f.DecQuote, nocopy: f.NoCopy, intern: f.Intern}, l.clone())
		}
	}
	if o.Unknown != nil || o.RejectUnknown {
		g.P("default:")
		g.decodeUnknown(o, x)
	}
	g.P("}")
	g.P("}")
	if required != "" {
		// Only for an object read: null leaves the struct as it is.
		g.P("if ", fields, " != nil {")
		for _, f := range o.Fields {
			if f.Required {
				g.P("if ", required, "&(1<<", bits[f], ") == 0 {")
				g.P("r.MissingField(", strconv.Quote(o.TypeName), ", ", strconv.Quote(f.Name), ")")
				g.P("}")
			}
		}
		g.P("}")
	}
}

// decodeUnknown prints what happens to a member that matches no field: it
// is kept in the struct's UnknownFields, reported, or skipped.
func (g *gen) decodeUnknown(o *model.Object, x string) {
	switch {
	case o.Unknown != nil:
		g.P(sel(x, o.Unknown[0].Name), ".DecodeMember(r)")
	case o.RejectUnknown:
		g.P("r.SkipUnknown()")
	default:
		g.P("r.Skip()")
	}
}

// ptrConv returns &x as a pointer to the basic type kind, converting it
// if x's type is a named type over that kind.
func ptrConv(v *model.Value, kind types.BasicKind, x string) string {
	if b, ok := v.Type.(*types.Basic); ok && (b.Kind() == kind || b.Kind() == types.Byte && kind == types.Uint8) {
		return addr(x)
	}
	return "(*" + types.Typ[kind].Name() + ")(" + addr(x) + ")"
}

// isEmptyInterfaceLiteral reports whether t is interface{} or any itself.
func isEmptyInterfaceLiteral(t types.Type) bool {
	if a, ok := t.(*types.Alias); ok && a.Obj() == types.Universe.Lookup("any") {
		t = types.Unalias(t)
	}
	i, ok := t.(*types.Interface)
	return ok && i.Empty()
}
