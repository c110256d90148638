package emit

import (
	"fmt"
	"go/types"
	"strconv"
	"strings"

	"github.com/jsongen/jsongen/internal/load"
	"github.com/jsongen/jsongen/internal/model"
)

// GenVersion is the version of generated code this emitter writes; the
// runtime checks it at compile time (see jsongen.EnforceVersion).
const GenVersion = 9

// Generate prints the source of m. Local and import names avoid the
// package-level names m.Taken holds. With m.Config.NoFormat the source is
// not run through gofmt (it must still parse).
func Generate(m *model.File) ([]byte, error) {
	taken := func(name string) bool { return m.Taken[name] }
	// Which packages a file imports, and under what names, is known only
	// once it is printed; a local variable must not shadow one of them
	// (var elem *elem.Thing). So a local name that turns out to be an
	// import's is set aside and the file printed again: each pass sets
	// aside at least one more name, and real packages rarely need a
	// second.
	avoid := map[string]bool{}
	importTaken := func(name string) bool { return taken(name) || fixedNames[name] }
	for {
		g := &gen{
			File:   NewFile(ImportPath(m.Path), m.Package, importTaken),
			m:      m,
			taken:  taken,
			avoid:  avoid,
			locals: map[string]bool{},
		}
		g.genFile()
		clash := false
		for name := range g.locals {
			if g.names[name] {
				avoid[name], clash = true, true
			}
		}
		if !clash {
			return g.Content(load.Header, strings.Join(m.Config.BuildTags, " && "), m.Config.NoFormat)
		}
	}
}

// fixedNames are the names of the parameters of generated functions, which
// an import must not take: func (v *T) EncodeJSON(w *jsonwrite.Writer)
// could not name a type of a package imported as w.
var fixedNames = map[string]bool{"v": true, "w": true, "r": true, "data": true}

// gen prints one file.
type gen struct {
	*File
	m     *model.File
	taken func(string) bool

	avoid  map[string]bool // names locals must not take: imports' (see Generate)
	locals map[string]bool // names given to locals

	// key is the pending key: JSON text that the encoding code printed
	// next must write first (see "The pending key" in encode.go).
	key string
}

// genFile prints the file's declarations: the version check, the guards
// against stale fields, then each type's methods in source order, then
// helpers.
func (g *gen) genFile() {
	if g.m.Config.Stubs {
		g.P("// This file holds stubs written with -stubs: methods with the right")
		g.P("// signatures that panic when called, so that the package builds before")
		g.P("// jsongen runs for real. Run jsongen without -stubs to replace them.")
		g.P()
	}
	g.P("// The jsongen runtime checks at compile time that it can run this code.")
	g.P("const (")
	g.P("_ = ", jsongenPkg.Ident("EnforceVersion"), "(", GenVersion, " - ", jsongenPkg.Ident("MinVersion"), ")")
	g.P("_ = ", jsongenPkg.Ident("EnforceVersion"), "(", jsongenPkg.Ident("MaxVersion"), " - ", GenVersion, ")")
	g.P(")")
	g.P()
	g.genGuards()
	for _, t := range g.m.Types {
		g.genType(t)
	}
	for _, h := range g.m.Helpers {
		g.genHelper(h)
	}
}

// stubPanic is what stub methods do when called.
const stubPanic = `panic("jsongen: this is a stub generated with -stubs; run jsongen without -stubs")`

// genStubs prints methods with the generated signatures that only panic,
// so that a package using them builds before jsongen has really run.
func (g *gen) genStubs(t *model.Type) {
	recv := t.Receiver
	if t.Encode {
		g.P("// EncodeJSON is a stub: see the file's -stubs note.")
		g.P("func (v *", recv, ") EncodeJSON(w *", jsonwritePkg.Ident("Writer"), ") { ", stubPanic, " }")
		g.P()
		if t.StdMarshal {
			g.P("// MarshalJSON is a stub: see the file's -stubs note.")
			g.P("func (v ", recv, ") MarshalJSON() ([]byte, error) { ", stubPanic, " }")
			g.P()
		}
	}
	if t.Decode {
		g.P("// DecodeJSON is a stub: see the file's -stubs note.")
		g.P("func (v *", recv, ") DecodeJSON(r *", jsonreadPkg.Ident("Reader"), ") { ", stubPanic, " }")
		g.P()
		if t.StdUnmarshal {
			g.P("// UnmarshalJSON is a stub: see the file's -stubs note.")
			g.P("func (v *", recv, ") UnmarshalJSON(data []byte) error { ", stubPanic, " }")
			g.P()
		}
	}
}

// genGuards prints, for each struct type whose fields the file reads and
// writes, a conversion from the struct type it was generated for: it stops
// compiling when a field is added, removed, renamed, moved or given another
// type (tags do not count: -check finds those), so that stale generated
// code cannot silently drop a field.
func (g *gen) genGuards() {
	var plain []types.Type
	var generic []*model.Type // each in a generic function of its own
	for _, t := range g.m.Types {
		switch {
		case !t.Guard:
		case len(t.TParams) > 0:
			generic = append(generic, t)
		default:
			plain = append(plain, t.Obj.Type())
		}
	}
	for _, h := range g.m.Helpers {
		if h.Guard {
			plain = append(plain, h.Type)
		}
	}
	if len(plain)+len(generic) == 0 {
		return
	}
	g.P("// The fields of the structs as jsongen saw them. A compile error on a line")
	g.P("// below means they have changed since it wrote this file: run go generate.")
	if len(plain) > 0 {
		g.P("func _() {")
		for _, t := range plain {
			g.P("_ = ", t, "(", g.structLiteralType(t), "{})")
		}
		g.P("}")
		g.P()
	}
	for _, t := range generic {
		n := t.Obj.Type().(*types.Named)
		var params []string
		for i := range n.TypeParams().Len() {
			p := n.TypeParams().At(i)
			params = append(params, p.Obj().Name()+" "+g.TypeString(p.Constraint()))
		}
		g.P("func _[", strings.Join(params, ", "), "]() {")
		g.P("_ = ", t.Receiver, "(", g.structLiteralType(n), "{})")
		g.P("}")
		g.P()
	}
}

// structLiteralType writes the underlying struct type of t, without tags
// but those of embedded fields.
func (g *gen) structLiteralType(t types.Type) string {
	st := t.Underlying().(*types.Struct)
	var b strings.Builder
	b.WriteString("struct {\n")
	for i := range st.NumFields() {
		f := st.Field(i)
		if !f.Embedded() {
			b.WriteString(f.Name() + " ")
		}
		b.WriteString(g.TypeString(f.Type()))
		if tag := st.Tag(i); f.Embedded() && tag != "" {
			// Without its tag, an embedded field's own fields would be
			// promoted, for go vet, into this struct, which then repeats
			// json tags the original does not (slack-go: Paging and
			// Pagination embedded as "paging" and "pagination").
			b.WriteString(" " + goTag(tag))
		}
		b.WriteString("\n")
	}
	b.WriteString("}")
	return b.String()
}

// genType prints the methods of one type.
func (g *gen) genType(t *model.Type) {
	if g.m.Config.Stubs {
		g.genStubs(t)
		return
	}
	recv := t.Receiver
	if t.Encode {
		g.P("// EncodeJSON writes v to w as ", jsonKind(t.Value), ".")
		g.P("func (v *", recv, ") EncodeJSON(w *", jsonwritePkg.Ident("Writer"), ") {")
		g.P("if v == nil {")
		g.P("w.Null()")
		g.P("return")
		g.P("}")
		g.encodeTop(t.Value)
		g.P("}")
		g.P()
		if t.StdMarshal {
			g.P("// MarshalJSON returns v encoded as JSON; it implements json.Marshaler.")
			switch t.MarshalRecv {
			case model.RecvPtrAddr:
				g.P("// Its receiver is a pointer because, as encoding/json does, EncodeJSON")
				g.P("// calls pointer methods of v's fields, which a copy could not.")
			case model.RecvPtrLock:
				g.P("// Its receiver is a pointer because the type holds a lock, which a")
				g.P("// value receiver would copy.")
			}
			if t.MarshalRecv == model.RecvValue {
				g.P("func (v ", recv, ") MarshalJSON() ([]byte, error) {")
			} else {
				g.P("func (v *", recv, ") MarshalJSON() ([]byte, error) {")
			}
			g.P("w := ", jsongenPkg.Ident("BeginMarshal"), "()")
			g.P("v.EncodeJSON(w)")
			g.P("return ", jsongenPkg.Ident("EndMarshal"), "(w)")
			g.P("}")
			g.P()
			// json/v2's method, which encoding/json calls before MarshalJSON
			// on Go 1.27. Its receiver is always a pointer: encoding/json
			// calls it for addressable values, and MarshalJSON, which
			// writes the same bytes, for the others (a value receiver
			// would copy v to the heap to hand it to EncodeTo).
			g.P("// MarshalJSONTo writes v to enc; on Go 1.27 encoding/json calls it before MarshalJSON")
			g.P("// (see jsonwrite.EncodeTo).")
			g.P("func (v *", recv, ") MarshalJSONTo(enc *", jsonwritePkg.Ident("V2Encoder"), ") error {")
			g.P("return ", jsonwritePkg.Ident("EncodeTo"), "(enc, v)")
			g.P("}")
			g.P()
		}
	}
	if t.Encode || t.Decode {
		g.P("// JSONGenType returns a nil *", t.Receiver, ". The jsongen runtime compares its type")
		g.P("// with a value's to tell ", t.Name, "'s own EncodeJSON and DecodeJSON from those that")
		g.P("// a struct type embedding ", t.Name, " gets by promotion, whose values it leaves to")
		g.P("// encoding/json.")
		g.P("func (*", t.Receiver, ") JSONGenType() any { return (*", t.Receiver, ")(nil) }")
		g.P()
	}
	if t.Decode {
		g.genFieldsVars(t.Value)
		g.P("// DecodeJSON reads ", jsonKind(t.Value), " from r into v.")
		g.P("func (v *", recv, ") DecodeJSON(r *", jsonreadPkg.Ident("Reader"), ") {")
		g.decodeTop(t.Value)
		g.P("}")
		g.P()
		if t.StdUnmarshal {
			g.P("// UnmarshalJSON decodes the JSON in data into v; it implements json.Unmarshaler.")
			g.P("func (v *", recv, ") UnmarshalJSON(data []byte) error {")
			g.P("return ", jsongenPkg.Ident("Unmarshal"), "(data, v)")
			g.P("}")
			g.P()
			g.P("// UnmarshalJSONFrom decodes the next value of dec into v; on Go 1.27 encoding/json calls")
			g.P("// it before UnmarshalJSON (see jsonread.DecodeFrom).")
			g.P("func (v *", recv, ") UnmarshalJSONFrom(dec *", jsonreadPkg.Ident("V2Decoder"), ") error {")
			g.P("return ", jsonreadPkg.Ident("DecodeFrom"), "(dec, v)")
			g.P("}")
			g.P()
		}
	}
}

// genHelper prints the functions for a type that cannot have methods, or
// for a slice type whose uses share them.
func (g *gen) genHelper(h *model.Helper) {
	shared := h.Value.Helper == h // a slice's or map's: its code, not a call to it
	switch {
	case h.EncName == "":
	case shared && h.Value.Kind == model.Map:
		g.P("// ", h.EncName, " writes the members of m to w, and the '}' that ends the object.")
		g.P("func ", h.EncName, "(w *", jsonwritePkg.Ident("Writer"), ", m ", h.Type, ") {")
		g.encodeElems(h.Value, "m")
		g.P("}")
		g.P()
	case shared:
		g.P("// ", h.EncName, " writes the elements of s to w, and the ']' that ends the array.")
		g.P("func ", h.EncName, "(w *", jsonwritePkg.Ident("Writer"), ", s ", h.Type, ") {")
		g.encodeElems(h.Value, "s")
		g.P("}")
		g.P()
	default:
		g.P("// ", h.EncName, " writes *v to w as ", jsonKind(h.Value), ".")
		g.P("func ", h.EncName, "(w *", jsonwritePkg.Ident("Writer"), ", v *", h.Type, ") {")
		g.encodeTop(h.Value)
		g.P("}")
		g.P()
	}
	if h.DecName != "" {
		g.genFieldsVars(h.Value)
		g.P("// ", h.DecName, " reads ", jsonKind(h.Value), " from r into *v.")
		g.P("func ", h.DecName, "(r *", jsonreadPkg.Ident("Reader"), ", v *", h.Type, ") {")
		switch {
		case shared && h.Value.Kind == model.Map:
			g.decodeMap(h.Value, "*v", locals{})
		case shared:
			g.decodeSlice(h.Value, "*v", locals{})
		default:
			g.decodeTop(h.Value)
		}
		g.P("}")
		g.P()
	}
}

// jsonKind describes the JSON a value of v's type is written as.
func jsonKind(v *model.Value) string {
	switch v.Kind {
	case model.Struct:
		return "a JSON object"
	case model.Slice, model.Array:
		return "a JSON array"
	case model.Map:
		return "a JSON object"
	case model.Bytes, model.String:
		return "a JSON string"
	case model.Int, model.Uint, model.Uintptr, model.Float:
		return "a JSON number"
	case model.Bool:
		return "a JSON bool"
	}
	return "JSON"
}

// genFieldsVars declares the jsonread.FieldNames variables of the structs in
// v, nested ones included, before the function that uses them.
func (g *gen) genFieldsVars(v *model.Value) {
	root := v
	var visit func(v *model.Value)
	visit = func(v *model.Value) {
		if v.Dec != model.DecKind {
			return
		}
		if v.Helper != nil && v.Helper.DecName != "" && v != root {
			return // the shared helper's own variables precede it
		}
		switch v.Kind {
		case model.Struct:
			o := v.Object
			if o.FieldsVar == "" {
				return
			}
			var names []string
			for _, f := range o.Fields {
				names = append(names, strconv.Quote(f.Name))
			}
			g.P("// ", o.FieldsVar, " holds the member names the decoder matches, numbered as its cases are.")
			// A composite literal, which the compiler lays out as data: the
			// lookup tables are built on first use (see jsonread.FieldNames).
			g.P("var ", o.FieldsVar, " = ", jsonreadPkg.Ident("FieldNames"), "{Names: []string{", strings.Join(names, ", "), "}}")
			g.P()
			for _, f := range o.Fields {
				visit(f.Value)
			}
		case model.Slice, model.Array, model.Pointer, model.Map:
			visit(v.Elem)
		}
	}
	visit(v)
}

// locals hands out names for local variables by role and depth: elem,
// elem1, elem2. A nested block gets a clone, so that sibling blocks reuse
// the same names.
type locals map[string]int

func (l locals) clone() locals {
	c := make(locals, len(l))
	for k, v := range l {
		c[k] = v
	}
	return c
}

// local returns the next name for a local variable in role base, skipping
// names declared at package level or imported.
func (g *gen) local(l locals, base string) string {
	for {
		n := l[base]
		l[base] = n + 1
		name := base
		if n > 0 {
			name = fmt.Sprintf("%s%d", base, n)
		}
		if !g.taken(name) && !g.avoid[name] {
			g.locals[name] = true
			return name
		}
	}
}

// Expressions for values are built as strings: a field selector such as
// v.Items[i], or *p for what the pointer expression p points to.

// addr returns the address of the addressable expression x.
func addr(x string) string {
	if strings.HasPrefix(x, "*") {
		return x[1:]
	}
	return "&" + x
}

// recv returns x as the receiver of a method call, where Go takes the
// address of an addressable operand itself and dereferences one pointer.
func recv(x string) string {
	if p, ok := strings.CutPrefix(x, "*"); ok {
		if strings.HasPrefix(p, "*") {
			return "(" + p + ")"
		}
		return p
	}
	return x
}

// sel returns the field name of x; Go dereferences a pointer itself.
func sel(x, name string) string {
	return recv(x) + "." + name
}

// index returns x for indexing or slicing.
func index(x string) string {
	if strings.HasPrefix(x, "*") {
		return "(" + x + ")"
	}
	return x
}

// goTag returns a struct tag as a Go string literal: a raw one unless the
// tag holds a backquote.
func goTag(tag string) string {
	if strings.Contains(tag, "`") {
		return strconv.Quote(tag)
	}
	return "`" + tag + "`"
}
