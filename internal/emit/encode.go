package emit

import (
	"go/types"
	"strconv"
	"strings"

	"github.com/jsongen/jsongen/internal/model"
)

// The pending key
//
// Each write of a literal (see writeRaw) stores the buffer's length,
// which the next must load again, so generated code writes a member's key
// and the literal its value starts with (null, true, false, a bracket, a
// quote) in one: w.TryRaw(`,"tags":[`) (bench's BenchmarkMarshalReuse
// measures the gain). The printers do it with a pending key, gen.key,
// which flows like this:
//
//   - encodeObject sets it to the member's key, with its comma (or the
//     object's opening brace) and, for a bool or number that ,string
//     quotes, the opening quote, before printing the value's code.
//   - raw, null and ifNil join it to the literal they write, and clear it.
//   - Where the value's code branches (nil or not, true or false), branch
//     leaves the key pending again at the start of each branch, so each
//     writes it joined to its own literal.
//   - Anything else is printed with P, which first writes the key in a
//     write of its own (w.Int64 after w.TryRaw(`,"id":`), say).
//
// So the key is never lost: a printer either joins it, leaves it to the
// next line, or hands it to each branch; encodeTop checks that none is
// left over. Only encoding code has a pending key; decoding code prints
// with P, which then writes nothing more.

// P prints one line, as File.P does, after code writing the pending key.
func (g *gen) P(args ...any) {
	if g.key != "" {
		g.writeRaw(g.takeKey())
	}
	g.File.P(args...)
}

// PC prints one line, as P does, for code that costs much more than a
// call to run (a MarshalJSON or MarshalText method, which allocates, or
// encoding/json): the pending key is written by Writer.RawGrow, a call,
// rather than by the inlined Writer.TryRaw, whose code at each key was a
// quarter of what the compiler did for a package of API types (see
// bench/buildcost). Other keys stay inlined: before nested objects and
// arrays, a call cost the benchmark's Marshal 3.7% more instructions, and
// before interfaces, times and maps 0.4%.
func (g *gen) PC(args ...any) {
	if g.key != "" {
		g.File.P("w.RawGrow(", rawLiteral(g.takeKey()), ")")
	}
	g.File.P(args...)
}

// writeRaw prints code appending the JSON text s: Writer.TryRaw, which
// the compiler inlines as one comparison and the stores of s, and
// Writer.RawGrow out of line when the buffer is full. Writer.Raw would be
// as fast, but inlined at every key it carries a copy of append's growth
// code, which made most of the machine code of EncodeJSON methods (see
// bench/buildcost). A text of at most sixteen bytes, most keys, goes
// through Writer.TryRawShort: the same machine code, less work for the
// compiler.
func (g *gen) writeRaw(s string) {
	lit := rawLiteral(s)
	try := "TryRaw"
	if len(s) <= 16 {
		try = "TryRawShort"
	}
	g.File.P("if !w.", try, "(", lit, ") {")
	g.File.P("w.RawGrow(", lit, ")")
	g.File.P("}")
}

// takeKey returns the pending key and clears it.
func (g *gen) takeKey() string {
	k := g.key
	g.key = ""
	return k
}

// raw prints code writing the JSON text s after the pending key.
func (g *gen) raw(s string) {
	k := g.takeKey()
	g.writeRaw(k + s)
}

// null prints code writing null after the pending key.
func (g *gen) null() {
	if g.key == "" {
		g.P("w.Null()")
	} else {
		g.raw("null")
	}
}

// ifNil prints the start of an if statement writing null when x is nil,
// up to and including elseLine, which opens the branch for other values.
// The pending key is written in both branches, joined to null in the
// first and left pending for the second.
func (g *gen) ifNil(x, elseLine string) {
	k := g.takeKey()
	g.branch(k, "if ", x, " == nil {")
	g.null()
	g.branch(k, elseLine)
}

// branch prints line, which opens a branch of an if statement, and leaves
// k pending for the branch: each branch writes the key itself, joined to
// its own literal. The caller has taken the key (takeKey), so that P does
// not write it before the if.
func (g *gen) branch(k string, line ...any) {
	g.P(line...)
	g.key = k
}

// rawLiteral returns s as a Go string literal, raw when it holds quotes.
// (JSON text never holds a backquote: keys are valid tag names.)
func rawLiteral(s string) string {
	if strings.ContainsAny(s, `"\`) {
		return "`" + s + "`"
	}
	return strconv.Quote(s)
}

// encodeTop prints the body of an EncodeJSON method or an encode helper,
// whose receiver v points to a value of v's type.
func (g *gen) encodeTop(v *model.Value) {
	l := locals{}
	if v.Kind == model.Struct && v.Enc == model.EncKind {
		g.encodeObject(v.Object, "v", l)
	} else {
		g.encodeKind(v, "*v", true, model.NotQuoted, model.RuledNone, l)
	}
	if g.key != "" {
		panic("emit: key " + g.key + " left unwritten")
	}
}

// encodeValue prints code writing the value of expression x, whose type
// is v's; addressable says whether encoding/json could take x's address,
// q how the field's ,string option applies to it.
//
// r says what the code around x has already ruled out (nil, or empty),
// so that no check is printed for it.
func (g *gen) encodeValue(v *model.Value, x string, addressable bool, q model.Quote, r model.Ruled, l locals) {
	enc := v.Enc
	if !addressable {
		enc = v.EncNoAddr
	}
	switch enc {
	case model.EncAddrMarshaler:
		g.PC("w.AddrMarshaler(", addr(x), ")")
	case model.EncMarshaler:
		g.nilOr(v, x, r != model.RuledNone, func() { g.PC("w.Marshaler(", x, ")") })
	case model.EncAddrText:
		g.PC("w.AddrTextMarshaler(", addr(x), ")")
	case model.EncText:
		g.nilOr(v, x, r != model.RuledNone, func() { g.PC("w.TextMarshaler(", x, ")") })
	case model.EncReflect:
		g.PC("w.Reflect(", x, ")")
	case model.EncAddrReflect:
		g.PC("w.Reflect(", addr(x), ")")
	default:
		g.encodeKind(v, x, addressable, q, r, l)
	}
}

// nilOr prints body, preceded by a nil check writing null if x can be nil.
func (g *gen) nilOr(v *model.Value, x string, nonNil bool, body func()) {
	switch {
	case nonNil:
		body()
	case v.Kind == model.Pointer || v.Kind == model.Interface || v.Kind == model.Any:
		g.ifNil(x, "} else {")
		body()
		g.P("}")
	default:
		body()
	}
}

// encodeKind prints code writing x by the kind of its type.
func (g *gen) encodeKind(v *model.Value, x string, addressable bool, q model.Quote, r model.Ruled, l locals) {
	quoted := q == model.QuotedKind
	quote := func(body func()) {
		if quoted {
			g.raw(`"`)
			body()
			g.raw(`"`)
		} else {
			body()
		}
	}
	switch v.Kind {
	case model.Bool:
		quote(func() {
			if k := g.takeKey(); k != "" {
				// Two literals, each with the key.
				g.branch(k, "if ", conv(v, types.Bool, x), " {")
				g.raw("true")
				g.branch(k, "} else {")
				g.raw("false")
				g.P("}")
			} else {
				g.P("w.Bool(", conv(v, types.Bool, x), ")")
			}
		})
	case model.Int:
		quote(func() {
			if v.Bits == 0 {
				g.P("w.Int(", conv(v, types.Int, x), ")")
			} else {
				g.P("w.Int64(", conv(v, types.Int64, x), ")")
			}
		})
	case model.Uint:
		quote(func() {
			if v.Bits == 0 {
				g.P("w.Uint(", conv(v, types.Uint, x), ")")
			} else {
				g.P("w.Uint64(", conv(v, types.Uint64, x), ")")
			}
		})
	case model.Uintptr:
		quote(func() { g.P("w.Uint64(", conv(v, types.Uint64, x), ")") })
	case model.Float:
		quote(func() {
			if v.Bits == 32 {
				g.P("w.Float32(", conv(v, types.Float32, x), ")")
			} else {
				g.P("w.Float64(", conv(v, types.Float64, x), ")")
			}
		})
	case model.String:
		if quoted {
			g.P("w.QuotedStr(", conv(v, types.String, x), ")")
		} else {
			g.P("w.Str(", conv(v, types.String, x), ")")
		}
	case model.Number:
		if quoted {
			g.P("w.QuotedNumber(string(", x, "))")
		} else {
			g.P("w.Number(string(", x, "))")
		}
	case model.Bytes:
		method := "w.Base64("
		if v.PlainBytes {
			method = "w.BytesString("
		}
		if isBasicSlice(v.Type) {
			g.P(method, x, ")")
		} else {
			g.P(method, "[]byte(", x, "))")
		}
	case model.Time:
		g.P("w.Time(", x, ")")
	case model.RawMessage:
		g.P("w.RawMessage(", x, ")")
	case model.Any, model.Interface:
		g.P("w.Any(", x, ")")
	case model.TypeParam:
		if addressable {
			g.P("w.Value(", addr(x), ")")
		} else {
			g.P("w.Any(", x, ")")
		}
	case model.Reflect:
		g.PC("w.Reflect(", x, ")")
	case model.Named:
		if v.Ref.Encode {
			g.P(recv(x), ".EncodeJSON(w)")
		} else {
			g.P("if !w.OwnMethod(", addr(x), ") {")
			g.P(v.Ref.EncName, "(w, ", addr(x), ")")
			g.P("}")
		}
	case model.Pointer:
		g.encodePointer(v, x, q, r != model.RuledNone, l)
	case model.Slice:
		switch {
		case v.BasicSlice != "":
			g.encodeSliceBy(v, x, r, "w."+v.BasicSlice+"Elems(")
		case v.Helper != nil && v.Helper.EncName != "":
			g.encodeSliceBy(v, x, r, v.Helper.EncName+"(w, ")
		default:
			g.encodeSlice(v, x, r, l)
		}
	case model.Array:
		g.raw("[")
		i := g.local(l, "i")
		g.P("for ", i, " := range ", index(x), " {")
		g.next(i)
		g.encodeValue(v.Elem, index(x)+"["+i+"]", addressable, model.NotQuoted, model.RuledNone, l.clone())
		g.P("}")
		g.raw("]")
	case model.Map:
		g.encodeMap(v, x, r != model.RuledNone, l)
	case model.Struct:
		g.encodeObject(v.Object, x, l)
	default:
		panic("emit: cannot encode " + v.Kind.String())
	}
}

// next prints the start of the body of a loop writing the elements of a
// slice, array or map, i being the loop's index: the comma before each
// element but the first, and the loop's end if the Writer says to stop
// (see jsonwrite.Writer.Next).
func (g *gen) next(i string) {
	g.P("if !w.Next(", i, ") {")
	g.P("break")
	g.P("}")
}

// encodePointer prints code writing what the pointer x points to, or null.
func (g *gen) encodePointer(v *model.Value, x string, q model.Quote, nonNil bool, l locals) {
	if e := v.Elem; e.Kind == model.Named && e.Enc == model.EncKind && e.Ref.Encode && e.Ref.Now &&
		q == model.NotQuoted && !v.Cyclic {
		// EncodeJSON generated now writes null for a nil receiver itself.
		g.P(recv("*"+x), ".EncodeJSON(w)")
		return
	}
	g.openNilable(x, nonNil, v.Cyclic, x)
	if v.Elem.Kind == model.Time && v.Elem.Enc == model.EncKind {
		g.P("w.TimeAt(", x, ")")
	} else {
		g.encodeValue(v.Elem, "*"+x, true, q, model.RuledNone, l.clone())
	}
	g.closeNilable(nonNil, v.Cyclic, x)
}

// openNilable opens the block that writes the non-nil value x, after a
// nil check writing null unless x is known not to be nil; for cyclic data
// the block is entered only if Writer.Enter allows it, with identity id.
func (g *gen) openNilable(x string, nonNil, cyclic bool, id string) {
	switch {
	case nonNil && cyclic:
		g.P("if w.Enter(", id, ") {")
	case nonNil:
	case cyclic:
		g.ifNil(x, "} else if w.Enter("+id+") {")
	default:
		g.ifNil(x, "} else {")
	}
}

// closeNilable closes what openNilable opened.
func (g *gen) closeNilable(nonNil, cyclic bool, id string) {
	if cyclic {
		g.P("w.Leave(", id, ")")
	}
	if !nonNil || cyclic {
		g.P("}")
	}
}

// encodeSlice prints code writing the slice x as an array, or null.
func (g *gen) encodeSlice(v *model.Value, x string, r model.Ruled, l locals) {
	nonNil := r != model.RuledNone
	if v.Cyclic {
		// A slice is identified by its first element; an empty one cannot
		// be part of a cycle.
		k := g.takeKey()
		enter := "if w.EnterSlice(&" + index(x) + "[0], len(" + x + ")) {"
		if r != model.RuledEmpty {
			if r == model.RuledNone {
				g.branch(k, "if ", x, " == nil {")
				g.null()
				g.branch(k, "} else if len(", x, ") == 0 {")
			} else {
				g.branch(k, "if len(", x, ") == 0 {")
			}
			g.raw("[]")
			enter = "} else " + enter
		}
		g.branch(k, enter)
	} else {
		g.openNilable(x, nonNil, false, "")
	}
	g.raw("[")
	i := g.local(l, "i")
	g.P("for ", i, " := range ", index(x), " {")
	g.next(i)
	g.encodeValue(v.Elem, index(x)+"["+i+"]", true, model.NotQuoted, model.RuledNone, l.clone())
	g.P("}")
	g.raw("]")
	if v.Cyclic {
		g.P("w.LeaveSlice(&", index(x), "[0], len(", x, "))")
		g.P("}")
	} else {
		g.closeNilable(nonNil, false, "")
	}
}

// encodeSliceBy prints code writing the slice x as an array, or null, by
// call, the start of a call (a Writer method or an elements helper, up to
// the slice argument) that writes the elements and the closing bracket:
// the key is written joined to the '[' or to null, as encodeSlice writes
// it.
func (g *gen) encodeSliceBy(v *model.Value, x string, r model.Ruled, call string) {
	g.openNilable(x, r != model.RuledNone, false, "")
	g.raw("[")
	g.P("if len(", x, ") != 0 {")
	g.P(call, x, ")")
	g.P("} else {")
	g.P("w.EndArray()")
	g.P("}")
	g.closeNilable(r != model.RuledNone, false, "")
}

// encodeElems prints the body of an elements helper: the elements of the
// slice s, each after a comma but the first, and the closing bracket; or,
// for a map, its members and the closing brace.
func (g *gen) encodeElems(v *model.Value, s string) {
	l := locals{}
	if v.Kind == model.Map {
		g.encodeMembers(v, s, l)
		return
	}
	i := g.local(l, "i")
	g.P("for ", i, " := range ", s, " {")
	g.next(i)
	g.encodeValue(v.Elem, s+"["+i+"]", true, model.NotQuoted, model.RuledNone, l.clone())
	g.P("}")
	g.raw("]")
}

// encodeMap prints code writing the map x as an object with sorted keys,
// or null.
func (g *gen) encodeMap(v *model.Value, x string, nonNil bool, l locals) {
	g.openNilable(x, nonNil, v.Cyclic, x)
	g.raw("{")
	if h := v.Helper; h != nil && h.EncName != "" {
		g.P(h.EncName, "(w, ", x, ")")
	} else {
		g.encodeMembers(v, x, l)
	}
	g.closeNilable(nonNil, v.Cyclic, x)
}

// encodeMembers prints code writing the members of the map x, after the
// '{' that opens the object, and the '}' that ends it.
func (g *gen) encodeMembers(v *model.Value, x string, l locals) {
	i, k := g.local(l, "i"), g.local(l, "k")
	key := k
	keys, done := g.local(l, "keys"), ""
	switch v.EncKey {
	case model.StringKey:
		g.P(keys, " := ", jsonwritePkg.Ident("StringKeys"), "(w, ", x, ")")
		key, done = g.keyIndex(v.Key, types.String, k), "DoneStringKeys"
	case model.IntKey:
		g.P(keys, " := ", jsonwritePkg.Ident("IntKeys"), "(w, ", x, ")")
		key, done = g.keyIndex(v.Key, types.Int64, k), "DoneIntKeys"
	case model.UintKey:
		g.P(keys, " := ", jsonwritePkg.Ident("UintKeys"), "(w, ", x, ")")
		key, done = g.keyIndex(v.Key, types.Uint64, k), "DoneUintKeys"
	case model.TextKey:
		g.P(keys, " := ", jsonwritePkg.Ident("TextKeys"), "(w, ", x, ")")
		key = k + ".Key"
	}
	g.P("for ", i, ", ", k, " := range ", keys, " {")
	g.next(i)
	switch v.EncKey {
	case model.StringKey:
		g.P("w.Key(", k, ")")
	case model.IntKey:
		g.P("w.IntKey(", k, ")")
	case model.UintKey:
		g.P("w.UintKey(", k, ")")
	case model.TextKey:
		g.P("w.Key(", k, ".Text)")
	}
	if e := v.Elem; e.Kind == model.Struct && len(e.Object.Fields) == 0 && e.Object.Unknown == nil && e.EncNoAddr == model.EncKind {
		g.raw("{}") // struct{}: the value is not needed
	} else {
		inner := l.clone()
		elem := g.local(inner, "elem")
		g.P(elem, " := ", index(x), "[", key, "]")
		g.encodeValue(v.Elem, elem, false, model.NotQuoted, model.RuledNone, inner)
	}
	g.P("}")
	if done != "" {
		g.P("w.", done, "(", keys, ")")
	}
	g.raw("}")
}

// keyIndex converts k, a key as the Writer's key stack holds it (a value of
// the basic type kind), back to the map's key type.
func (g *gen) keyIndex(key *model.Value, kind types.BasicKind, k string) string {
	if b, ok := key.Type.(*types.Basic); ok && b.Kind() == kind {
		return k
	}
	return g.TypeString(key.Type) + "(" + k + ")"
}

// encodeObject prints code writing the struct x as an object. When the
// first member is always written, keys are baked in with their commas;
// otherwise every key has a leading comma and Writer.EndObject turns the
// first into the opening brace.
func (g *gen) encodeObject(o *model.Object, x string, l locals) {
	if len(o.Fields) == 0 && o.Unknown == nil {
		g.raw("{}")
		return
	}
	// Kept unknown members come last, each with a leading comma, so an
	// object that has them is written with the comma scheme throughout.
	fixed := o.Unknown == nil && g.ptrCondition(o.Fields[0], x) == "" && g.omitCondition(o.Fields[0], x) == ""
	var mark string
	if !fixed {
		mark = g.local(l, "mark")
		g.P(mark, " := w.BeginObject()")
	}
	open := "" // the embedded-pointer condition of the if block left open
	for i, f := range o.Fields {
		key := "," + f.Key
		if i == 0 && fixed {
			key = "{" + f.Key
		}
		// Fields promoted through the same embedded pointer share one nil
		// check; each may add its own omitempty or omitzero test.
		ptr, omit := g.ptrCondition(f, x), g.omitCondition(f, x)
		if ptr != open {
			if open != "" {
				g.P("}")
			}
			if ptr != "" {
				g.P("if ", ptr, " {")
			}
			open = ptr
		}
		fx := g.fieldExpr(f, x)
		if f.EncOpt != "" {
			// The nil test, the key and the value in one call.
			g.P("w.", f.EncOpt, "(", rawLiteral(key), ", ", fx, ")")
			continue
		}
		if omit != "" {
			g.P("if ", omit, " {")
		}
		// A bool or number quoted by ,string, not behind a pointer, always
		// has the quotes: the opening one is joined to the key.
		quoteNow := f.EncQuote == model.QuotedKind && isBoolOrNumber(f.Value.Kind)
		if quoteNow {
			key += `"`
		}
		if f.PlainKey != "" {
			// The name holds HTML characters: a Writer with HTML escaping
			// off writes it as it is, as encoding/json does.
			plain := key[:1] + f.PlainKey + key[1+len(f.Key):]
			g.P("if w.EscapeHTML() {")
			g.writeRaw(key)
			g.P("} else {")
			g.writeRaw(plain)
			g.P("}")
		} else {
			// Left pending for the value's code (see gen.key).
			g.key += key
		}
		// A field's code may reuse the names its siblings declare, but
		// for a struct value outside a block of its own (omitempty's): it
		// declares its mark in their scope (two marks, slack-go's
		// reactedItemResponse), and takes the next names.
		fl := l.clone()
		if f.Value.Kind == model.Struct && omit == "" {
			fl = l
		}
		switch {
		case f.EncQuote == model.QuotedParam:
			g.P("w.QuotedValue(", addr(fx), ")")
		case quoteNow:
			g.encodeValue(f.Value, fx, true, model.NotQuoted, f.Ruled, fl)
			g.raw(`"`)
		default:
			g.encodeValue(f.Value, fx, true, f.EncQuote, f.Ruled, fl)
		}
		if omit != "" {
			g.P("}")
		}
	}
	if open != "" {
		g.P("}")
	}
	if o.Unknown != nil {
		g.P(sel(x, o.Unknown[0].Name), ".EncodeMembers(w)")
	}
	if fixed {
		g.raw("}")
	} else {
		g.P("w.EndObject(", mark, ")")
	}
}

// isBoolOrNumber reports whether values of kind k are written as JSON
// literals: true, false or a number.
func isBoolOrNumber(k model.Kind) bool {
	switch k {
	case model.Bool, model.Int, model.Uint, model.Uintptr, model.Float:
		return true
	}
	return false
}

// fieldExpr returns the Go expression for field f of the struct x.
func (g *gen) fieldExpr(f *model.Field, x string) string {
	for _, s := range f.Path {
		if !s.Promoted {
			x = sel(x, s.Name)
		}
	}
	return x
}

// ptrCondition returns the Go condition under which the embedded pointers
// on the way to field f of struct x are all non-nil, or "" if there are
// none: encoding/json skips the fields of a nil embedded pointer.
func (g *gen) ptrCondition(f *model.Field, x string) string {
	var conds []string
	path := x
	for _, s := range f.Path[:len(f.Path)-1] {
		if s.Promoted {
			continue
		}
		path = sel(path, s.Name)
		if s.Pointer {
			conds = append(conds, path+" != nil")
		}
	}
	return strings.Join(conds, " && ")
}

// omitCondition returns the Go condition under which the omitempty and
// omitzero tests keep field f of struct x, or "" if there are none.
func (g *gen) omitCondition(f *model.Field, x string) string {
	var conds []string
	fx := g.fieldExpr(f, x)
	switch f.Empty {
	case model.EmptyLen:
		conds = append(conds, "len("+fx+") != 0")
	case model.EmptyFalse:
		conds = append(conds, fx)
	case model.EmptyZero:
		conds = append(conds, fx+" != 0")
	case model.EmptyNil:
		conds = append(conds, fx+" != nil")
	case model.EmptyReflect:
		conds = append(conds, "!"+g.QualifiedIdent(jsonwritePkg.Ident("IsEmpty"))+"("+addr(fx)+")")
	case model.EmptyDefined:
		conds = append(conds, fx+".IsDefined()")
	}
	switch f.Zero {
	case model.ZeroNil:
		conds = append(conds, fx+" != nil")
	case model.ZeroFalse:
		conds = append(conds, fx+" != false")
	case model.ZeroNumber:
		conds = append(conds, fx+" != 0")
	case model.ZeroString:
		conds = append(conds, fx+` != ""`)
	case model.ZeroComposite:
		conds = append(conds, fx+" != ("+g.TypeString(f.Value.Type)+"{})")
	case model.ZeroMethod:
		conds = append(conds, "!"+fx+".IsZero()")
	case model.ZeroPtrMethod:
		conds = append(conds, fx+" != nil && !"+fx+".IsZero()")
	case model.ZeroIfaceMethod:
		conds = append(conds, "!"+g.QualifiedIdent(jsonwritePkg.Ident("IsZeroer"))+"("+fx+")")
	case model.ZeroReflect:
		conds = append(conds, "!"+g.QualifiedIdent(jsonwritePkg.Ident("IsZero"))+"("+addr(fx)+")")
	}
	return strings.Join(conds, " && ")
}

// conv returns x converted to the basic type kind, unless it has that type.
func conv(v *model.Value, kind types.BasicKind, x string) string {
	if b, ok := v.Type.(*types.Basic); ok && b.Kind() == kind {
		return x
	}
	if b, ok := v.Type.(*types.Basic); ok && b.Kind() == types.Byte && kind == types.Uint8 {
		return x
	}
	return types.Typ[kind].Name() + "(" + x + ")"
}

// isBasicSlice reports whether t is []byte itself, unnamed.
func isBasicSlice(t types.Type) bool {
	_, ok := t.(*types.Slice)
	return ok
}
