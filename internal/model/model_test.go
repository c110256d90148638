package model_test

import (
	"cmp"
	"fmt"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/jsongen/jsongen/internal/load"
	"github.com/jsongen/jsongen/internal/model"
)

// The packages of testdata/module.txtar are written to a temporary
// module and loaded once, with one go list run; every test builds its
// models from them, with the Config it needs.
var (
	loadOnce sync.Once
	loaded   map[string]*load.Target // by package directory
	loadErr  error
	tempDir  string
)

func TestMain(m *testing.M) {
	code := m.Run()
	if tempDir != "" {
		os.RemoveAll(tempDir)
	}
	os.Exit(code)
}

// target returns the loaded package in directory name of the module.
func target(t *testing.T, name string) *load.Target {
	t.Helper()
	loadOnce.Do(func() { loaded, loadErr = loadModule() })
	if loadErr != nil {
		t.Fatal(loadErr)
	}
	tg := loaded[name]
	if tg == nil {
		t.Fatalf("no package %s in testdata/module.txtar", name)
	}
	return tg
}

// loadModule writes testdata/module.txtar as a module that requires this
// checkout of jsongen (a replace directive, and jsongen's go.sum) and loads
// every package in it.
func loadModule() (map[string]*load.Target, error) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		return nil, err
	}
	ar, err := txtar.ParseFile(filepath.Join("testdata", "module.txtar"))
	if err != nil {
		return nil, err
	}
	if tempDir, err = os.MkdirTemp("", "modeltest"); err != nil {
		return nil, err
	}
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		return nil, err
	}
	files := append(ar.Files,
		txtar.File{Name: "go.mod", Data: []byte("module example.com/m\n\ngo 1.26.0\n\n" +
			"require github.com/jsongen/jsongen v0.0.0\n\n" +
			"replace github.com/jsongen/jsongen => " + root + "\n")},
		txtar.File{Name: "go.sum", Data: sum})
	var dirs []string
	for _, f := range files {
		path := filepath.Join(tempDir, f.Name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return nil, err
		}
		if err := os.WriteFile(path, f.Data, 0o644); err != nil {
			return nil, err
		}
		if d := filepath.Dir(f.Name); d != "." && !strings.HasPrefix(d, "dep") && !slices.Contains(dirs, d) {
			dirs = append(dirs, d)
		}
	}
	targets, err := load.Load(load.Request{Dir: tempDir, Args: dirs})
	if err != nil {
		return nil, err
	}
	m := map[string]*load.Target{}
	for _, tg := range targets {
		if len(tg.Pkg.TypeErrors) > 0 {
			return nil, fmt.Errorf("%s: %v", tg.Arg, tg.Pkg.TypeErrors)
		}
		m[tg.Arg] = tg
	}
	return m, nil
}

// build builds the model of package name with cfg.
func build(t *testing.T, name string, cfg model.Config) *model.File {
	t.Helper()
	f, err := model.Build(target(t, name), cfg)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// fileTarget returns the target for one file of the loaded package in
// directory name, as the argument name/file would.
func fileTarget(t *testing.T, name, file string) *load.Target {
	t.Helper()
	tg := target(t, name)
	return &load.Target{Arg: name + "/" + file, File: filepath.Join(tempDir, name, file), Pkg: tg.Pkg}
}

// typeOf returns the selected type called name.
func typeOf(t *testing.T, f *model.File, name string) *model.Type {
	t.Helper()
	for _, ty := range f.Types {
		if ty.Name == name {
			return ty
		}
	}
	t.Fatalf("type %s is not selected", name)
	return nil
}

// fieldOf returns the field of the struct Value v whose Go field (the
// last step of its path) is called name, or nil.
func fieldOf(v *model.Value, name string) *model.Field {
	for _, f := range v.Object.Fields {
		if f.Last().Name == name {
			return f
		}
	}
	return nil
}

// helperFor returns the helper for the named type called name
// ("other.Open"), or nil.
func helperFor(f *model.File, name string) *model.Helper {
	for _, h := range f.Helpers {
		if types.TypeString(h.Type, (*types.Package).Name) == name {
			return h
		}
	}
	return nil
}

var (
	encNames = map[model.Enc]string{
		model.EncKind: "Kind", model.EncMarshaler: "Marshaler", model.EncAddrMarshaler: "AddrMarshaler",
		model.EncText: "Text", model.EncAddrText: "AddrText", model.EncReflect: "Reflect", model.EncAddrReflect: "AddrReflect",
	}
	decNames = map[model.Dec]string{
		model.DecKind: "Kind", model.DecUnmarshaler: "Unmarshaler", model.DecText: "Text", model.DecReflect: "Reflect",
	}
	keyNames = map[model.KeyKind]string{
		model.StringKey: "StringKey", model.IntKey: "IntKey", model.UintKey: "UintKey", model.TextKey: "TextKey",
	}
	emptyNames = map[model.Empty]string{
		model.EmptyNone: "None", model.EmptyNever: "Never", model.EmptyLen: "Len", model.EmptyFalse: "False",
		model.EmptyZero: "Zero", model.EmptyNil: "Nil", model.EmptyReflect: "Reflect", model.EmptyDefined: "Defined",
	}
	zeroNames = map[model.Zero]string{
		model.ZeroNone: "None", model.ZeroNil: "Nil", model.ZeroFalse: "False", model.ZeroNumber: "Number",
		model.ZeroString: "String", model.ZeroComposite: "Composite", model.ZeroMethod: "Method",
		model.ZeroPtrMethod: "PtrMethod", model.ZeroIfaceMethod: "IfaceMethod", model.ZeroReflect: "Reflect",
	}
	ruledNames = map[model.Ruled]string{model.RuledNone: "None", model.RuledNil: "Nil", model.RuledEmpty: "Empty"}
	quoteNames = map[model.Quote]string{
		model.NotQuoted: "None", model.QuotedKind: "Kind", model.QuotedMethod: "Method", model.QuotedParam: "Param",
	}
)

// describe writes v as plain text: its kind with size, what it holds, the
// methods found, how it is encoded (addressable/not) and decoded, and its
// flags. A Named value is not looked into (its type may be recursive).
func describe(v *model.Value) string {
	if v == nil {
		return "<nil>"
	}
	var b strings.Builder
	b.WriteString(v.Kind.String())
	if v.Bits != 0 {
		b.WriteString(strconv.Itoa(v.Bits))
	}
	switch v.Kind {
	case model.Slice, model.Pointer:
		fmt.Fprintf(&b, "(%s)", describe(v.Elem))
	case model.Array:
		fmt.Fprintf(&b, "[%d](%s)", v.Len, describe(v.Elem))
	case model.Map:
		fmt.Fprintf(&b, "[%s %s/%s](%s)", describe(v.Key), keyNames[v.EncKey], keyNames[v.DecKey], describe(v.Elem))
	case model.Struct:
		var names []string
		for _, f := range v.Object.Fields {
			names = append(names, f.Name)
		}
		fmt.Fprintf(&b, "{%s}", strings.Join(names, " "))
	case model.Named:
		b.WriteString(" " + types.TypeString(v.Type, (*types.Package).Name))
		if r := v.Ref; r != nil {
			b.WriteString(" ref:")
			if r.Encode {
				b.WriteString("Encode")
			} else {
				b.WriteString(cmp.Or(r.EncName, "-"))
			}
			b.WriteString(",")
			if r.Decode {
				b.WriteString("Decode")
			} else {
				b.WriteString(cmp.Or(r.DecName, "-"))
			}
		}
	}
	var flags []string
	m := v.Methods
	for _, x := range []struct {
		on   bool
		name string
	}{
		{m.MarshalJSON, "MarshalJSON"}, {m.PtrMarshalJSON, "*MarshalJSON"},
		{m.MarshalText, "MarshalText"}, {m.PtrMarshalText, "*MarshalText"},
		{m.UnmarshalJSON, "*UnmarshalJSON"}, {m.UnmarshalText, "*UnmarshalText"},
		{m.IsZero, "IsZero"}, {m.PtrIsZero, "*IsZero"},
		{v.Cyclic, "Cyclic"}, {v.AddrSensitive, "AddrSensitive"}, {v.ElemsPinned, "ElemsPinned"},
		{m.V2Enc, "V2Enc"}, {m.V2Dec, "V2Dec"}, {m.EncVaries, "EncVaries"}, {m.DecVaries, "DecVaries"},
		{v.PlainBytes, "PlainBytes"}, {v.EncReflect, "EncReflect"}, {v.DecReflect, "DecReflect"},
		{v.Unsupported != "", "Unsupported=" + v.Unsupported},
	} {
		if x.on {
			flags = append(flags, x.name)
		}
	}
	if len(flags) > 0 {
		fmt.Fprintf(&b, " <%s>", strings.Join(flags, " "))
	}
	return b.String()
}

// coding writes how v is encoded, addressable and not, and decoded.
func coding(v *model.Value) string {
	return fmt.Sprintf("enc=%s/%s dec=%s", encNames[v.Enc], encNames[v.EncNoAddr], decNames[v.Dec])
}

// TestKinds checks the Value built for a field of each kind of type, and
// how it is encoded and decoded.
func TestKinds(t *testing.T) {
	f := build(t, "kinds", model.Config{})
	kinds := typeOf(t, f, "Kinds")
	const timeMethods = "<MarshalJSON MarshalText *UnmarshalJSON *UnmarshalText IsZero>"
	tests := []struct {
		field  string
		value  string // describe
		coding string // coding
	}{
		{"Bool", "Bool", "enc=Kind/Kind dec=Kind"},
		{"Int", "Int", "enc=Kind/Kind dec=Kind"},
		{"Int8", "Int8", "enc=Kind/Kind dec=Kind"},
		{"Int16", "Int16", "enc=Kind/Kind dec=Kind"},
		{"Int32", "Int32", "enc=Kind/Kind dec=Kind"},
		{"Int64", "Int64", "enc=Kind/Kind dec=Kind"},
		{"Uint", "Uint", "enc=Kind/Kind dec=Kind"},
		{"Uint8", "Uint8", "enc=Kind/Kind dec=Kind"},
		{"Uint16", "Uint16", "enc=Kind/Kind dec=Kind"},
		{"Uint32", "Uint32", "enc=Kind/Kind dec=Kind"},
		{"Uint64", "Uint64", "enc=Kind/Kind dec=Kind"},
		{"Uintptr", "Uintptr", "enc=Kind/Kind dec=Kind"},
		{"Float32", "Float32", "enc=Kind/Kind dec=Kind"},
		{"Float64", "Float64", "enc=Kind/Kind dec=Kind"},
		{"String", "String", "enc=Kind/Kind dec=Kind"},
		{"ByteSlice", "Bytes", "enc=Kind/Kind dec=Kind"},
		{"NamedBytes", "Named kinds.Bytes ref:encodeBytes,decodeBytes", "enc=Kind/Kind dec=Kind"},
		{"MyBytes", "Slice(Uint8) <EncReflect DecReflect>", "enc=AddrReflect/Reflect dec=Reflect"},
		{"Slice", "Slice(String)", "enc=Kind/Kind dec=Kind"},
		{"Array", "Array[3](Int)", "enc=Kind/Kind dec=Kind"},
		{"MapString", "Map[String StringKey/StringKey](Int)", "enc=Kind/Kind dec=Kind"},
		{"MapInt", "Map[Int64 IntKey/IntKey](String)", "enc=Kind/Kind dec=Kind"},
		{"MapUint", "Map[Uint16 UintKey/UintKey](Bool)", "enc=Kind/Kind dec=Kind"},
		{"MapText", "Map[Int <MarshalText *UnmarshalText> TextKey/TextKey](Int)", "enc=Kind/Kind dec=Kind"},
		// encoding/json looks for MarshalText on the key type itself.
		{"MapPtrText", "Map[Int <*MarshalText AddrSensitive> IntKey/IntKey](Int)", "enc=Kind/Kind dec=Kind"},
		{"MapStruct", "Reflect <Unsupported=maps with keys of type Point>", "enc=AddrReflect/Reflect dec=Reflect"},
		{"MapBool", "Reflect <Unsupported=maps with keys of type bool>", "enc=AddrReflect/Reflect dec=Reflect"},
		{"Pointer", "Pointer(Int)", "enc=Kind/Kind dec=Kind"},
		{"PtrPtr", "Pointer(Pointer(String))", "enc=Kind/Kind dec=Kind"},
		{"Time", "Time " + timeMethods, "enc=Kind/Kind dec=Unmarshaler"},
		{"TimePtr", "Pointer(Time " + timeMethods + ")", "enc=Kind/Kind dec=Kind"},
		{"Number", "Number", "enc=Kind/Kind dec=Kind"},
		{"Raw", "RawMessage <MarshalJSON *UnmarshalJSON>", "enc=Kind/Kind dec=Unmarshaler"},
		{"Any", "Any", "enc=Kind/Kind dec=Kind"},
		{"Iface", "Interface", "enc=Kind/Kind dec=Kind"},
		{"Chan", "Reflect <Unsupported=channels>", "enc=AddrReflect/Reflect dec=Reflect"},
		{"Func", "Reflect <Unsupported=functions>", "enc=AddrReflect/Reflect dec=Reflect"},
		{"Complex", "Reflect <Unsupported=complex numbers>", "enc=AddrReflect/Reflect dec=Reflect"},
		{"Marsh", "Int <MarshalJSON>", "enc=AddrMarshaler/Marshaler dec=Kind"},
		{"MarshPtr", "Pointer(Int <MarshalJSON>)", "enc=Marshaler/Marshaler dec=Kind"},
		{"PtrMarsh", "Int <*MarshalJSON AddrSensitive>", "enc=AddrMarshaler/Reflect dec=Kind"},
		{"Text", "Int <MarshalText *UnmarshalText>", "enc=AddrText/Text dec=Text"},
		{"PtrText", "Int <*MarshalText AddrSensitive>", "enc=AddrText/Reflect dec=Kind"},
		{"Unmarsh", "Int <*UnmarshalJSON>", "enc=Kind/Kind dec=Unmarshaler"},
		{"Both", "Int <MarshalJSON *UnmarshalJSON>", "enc=AddrMarshaler/Marshaler dec=Unmarshaler"},
		// opt.Value has its own EncodeJSON and DecodeJSON, written by hand.
		{"Opt", "Named opt.Value[int] ref:Encode,Decode <MarshalJSON *UnmarshalJSON IsZero>", "enc=Kind/Kind dec=Kind"},
		{"Struct", "Struct{A}", "enc=Kind/Kind dec=Kind"},
		{"Named", "Named kinds.Point ref:encodePoint,decodePoint", "enc=Kind/Kind dec=Kind"},
	}
	seen := map[string]bool{}
	for i, tt := range tests {
		seen[tt.field] = true
		fld := fieldOf(kinds.Value, tt.field)
		if fld == nil {
			t.Errorf("#%d: no field %s", i, tt.field)
			continue
		}
		if got := describe(fld.Value); got != tt.value {
			t.Errorf("#%d: %s: Value\n got  %s\n want %s", i, tt.field, got, tt.value)
		}
		if got := coding(fld.Value); got != tt.coding {
			t.Errorf("#%d: %s: %s, want %s", i, tt.field, got, tt.coding)
		}
	}
	for _, fld := range kinds.Value.Object.Fields {
		if !seen[fld.Last().Name] {
			t.Errorf("field %s is not in the table", fld.Last().Name)
		}
	}

	// The types encoding/json cannot encode are handed to it, with a
	// warning naming the type and field.
	wantWarnings := []string{
		"Kinds.MapStruct: encoding/json cannot encode maps with keys of type Point",
		"Kinds.MapBool: encoding/json cannot encode maps with keys of type bool",
		"Kinds.Chan: encoding/json cannot encode channels",
		"Kinds.Func: encoding/json cannot encode functions",
		"Kinds.Complex: encoding/json cannot encode complex numbers",
	}
	checkWarnings(t, f, "kinds.go", wantWarnings)
}

// checkWarnings checks that f has exactly the warnings want, in order,
// each in the file named file: each is the text after the position.
func checkWarnings(t *testing.T, f *model.File, file string, want []string) {
	t.Helper()
	if len(f.Warnings) != len(want) {
		t.Errorf("%d warnings, want %d:\n%s", len(f.Warnings), len(want), strings.Join(f.Warnings, "\n"))
		return
	}
	for i, w := range f.Warnings {
		pos, msg, ok := strings.Cut(w, ": ")
		// A want of "other.go: text" is a warning in another file.
		wantFile, wantMsg := file, want[i]
		if name, rest, ok := strings.Cut(wantMsg, ".go: "); ok && !strings.Contains(name, " ") {
			wantFile, wantMsg = name+".go", rest
		}
		if !ok || filepath.Base(strings.Split(pos, ":")[0]) != wantFile || !strings.HasPrefix(msg, wantMsg) {
			t.Errorf("warning %d:\n %s\nwant it at %s:line:col, starting:\n %s", i, w, wantFile, wantMsg)
		}
	}
}

// TestSelection checks which types are selected, in source order, and
// which methods each gets.
func TestSelection(t *testing.T) {
	const std = " enc dec MarshalJSON UnmarshalJSON"
	tests := []struct {
		name string
		pkg  string
		cfg  model.Config
		want []string // the type, and the methods it gets
	}{
		{
			name: "marked types, in file and source order",
			pkg:  "kinds",
			want: []string{
				"Kinds enc dec", "Generic[K, V] enc dec", "Node enc dec", "Deps enc dec",
				"Locked enc dec", "Counter enc dec", "LockPtr enc dec", "Unlocked enc dec",
				"HasPtrMarsh enc dec", "HasPtrMarshPtr enc dec", "HasMarsh enc dec",
				"OwnMarshal dec", "OwnUnmarshal enc", "Uses enc dec", "Embeds enc dec",
				"Tags enc dec",
			},
		},
		{
			name: "-all: every struct type",
			pkg:  "other",
			cfg:  model.Config{All: true},
			// Service, Empty, Params and PtrEmbedsEmpty, which encoding/json
			// always writes as {}, get no methods (nor the unexported
			// structs only they embed); MarkedEmpty is marked.
			want: []string{"Open enc dec", "Hidden enc dec", "inner enc dec", "Outer enc dec", "PtrOuter enc dec",
				"MarkedEmpty enc dec", "UsesService enc dec", "Dash enc dec", "TaggedEmbed enc dec", "EmbedsNum enc dec",
				"EmbedsDeep enc dec", "apiObject2 enc dec"},
		},
		{
			name: "no -all: the marked ones",
			pkg:  "other",
			want: []string{"MarkedEmpty enc dec"},
		},
		{
			name: "-all with std methods",
			pkg:  "kinds",
			cfg:  model.Config{All: true, StdMarshalers: true},
			want: []string{
				"Point" + std, "Kinds" + std, "Generic[K, V]" + std, "Node" + std, "Deps" + std,
				"Locked" + std, "Counter" + std, "LockPtr" + std, "Unlocked" + std,
				"HasPtrMarsh" + std, "HasPtrMarshPtr" + std, "HasMarsh" + std,
				// A type with its own method gets neither it nor its std adapter.
				"OwnMarshal dec UnmarshalJSON", "OwnUnmarshal enc MarshalJSON",
				"Uses" + std, "Embeds" + std, "Tags" + std, "Plain" + std,
			},
		},
		{
			// Types whose tags encoding/json reads differently before
			// json/v2 and on it get no methods in the directions that
			// differ (TestTagDiffs has the warnings).
			name: "tags read differently before json/v2 and on it",
			pkg:  "tagdiff",
			cfg:  model.Config{StdMarshalers: true},
			want: []string{
				"UsesStd" + std, "EmbedsStd", "EmbedsMutex" + std,
				"Name", "Omit dec UnmarshalJSON", "Quote", "QuoteIgnored" + std, "Strict enc MarshalJSON",
				"CaseIgnore" + std, "Format", "EmbedStruct", "EmbedMap", "EmbedRaw", "EmbedNumberMap" + std, "EmbedInt" + std,
				"EmbedIntOmit dec UnmarshalJSON", "EmbedNamed" + std, "EmbeddedOpts" + std, "Unexported" + std,
				"UnexportedZero", "Deep", "Fold enc MarshalJSON", "FoldSame" + std, "FoldNoOther" + std, "OwnDecoder enc MarshalJSON", "Uses" + std,
			},
		},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := build(t, tt.pkg, tt.cfg)
			var got []string
			for _, ty := range f.Types {
				s := ty.Receiver
				for _, x := range []struct {
					on   bool
					name string
				}{{ty.Encode, "enc"}, {ty.Decode, "dec"}, {ty.StdMarshal, "MarshalJSON"}, {ty.StdUnmarshal, "UnmarshalJSON"}} {
					if x.on {
						s += " " + x.name
					}
				}
				got = append(got, s)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("#%d: types:\n got  %q\n want %q", i, got, tt.want)
			}
		})
	}
}

// summary writes the decisions about a struct field as plain text: JSON
// name, key (and key without HTML escaping), options, the omitempty and
// omitzero tests it gets, what they rule out, and how ,string applies
// when encoding and decoding; a decision that is none is left out.
func summary(f *model.Field) string {
	s := f.Name + " " + f.Key
	if f.PlainKey != "" {
		s += " plain=" + f.PlainKey
	}
	for _, x := range []struct {
		on   bool
		name string
	}{
		{f.OmitEmpty, "omitempty"}, {f.OmitZero, "omitzero"}, {f.Quoted, "quoted"},
		{f.NoCopy, "nocopy"}, {f.Intern, "intern"}, {f.Required, "required"},
	} {
		if x.on {
			s += " " + x.name
		}
	}
	if f.Empty != model.EmptyNone {
		s += " empty=" + emptyNames[f.Empty]
	}
	if f.Zero != model.ZeroNone {
		s += " zero=" + zeroNames[f.Zero]
	}
	if f.Ruled != model.RuledNone {
		s += " ruled=" + ruledNames[f.Ruled]
	}
	if f.EncQuote != model.NotQuoted || f.DecQuote != model.NotQuoted {
		s += " quote=" + quoteNames[f.EncQuote] + "/" + quoteNames[f.DecQuote]
	}
	if f.DecPtr != "" {
		s += " dec=" + f.DecPtr
	}
	if f.EncOpt != "" {
		s += " enc=" + f.EncOpt
	}
	return s
}

// TestGeneratedDependency checks that methods jsongen wrote in another
// package do not count, so that the output does not depend on which
// packages were generated first; methods written by hand do.
func TestGeneratedDependency(t *testing.T) {
	f := build(t, "kinds", model.Config{})
	deps := typeOf(t, f, "Deps")
	tests := []struct{ field, value, coding string }{
		{"G", "Named depgen.G ref:encodeDepgenG,decodeDepgenG", "enc=Kind/Kind dec=Kind"},
		{"H", "Named depgen.H ref:Encode,Decode <MarshalJSON>", "enc=Kind/Kind dec=Kind"},
	}
	for i, tt := range tests {
		v := fieldOf(deps.Value, tt.field).Value
		if got := describe(v); got != tt.value {
			t.Errorf("#%d: %s: Value\n got  %s\n want %s", i, tt.field, got, tt.value)
		}
		if got := coding(v); got != tt.coding {
			t.Errorf("#%d: %s: %s, want %s", i, tt.field, got, tt.coding)
		}
	}
}

// TestFieldOptions checks the decisions for a field of each tag option.
func TestFieldOptions(t *testing.T) {
	f := build(t, "kinds", model.Config{})
	tags := typeOf(t, f, "Tags")
	tests := []struct {
		field string
		want  string // summary
	}{
		{"Plain", `Plain "Plain":`},
		{"Renamed", `renamed "renamed":`},
		{"KeepGoName", `KeepGoName "KeepGoName": omitempty empty=Zero`},
		{"Dash", `- "-":`},
		{"HTML", `a<b&c "a\u003cb\u0026c": plain="a<b&c":`},
		{"Invalid", `Invalid "Invalid":`},
		{"Quoted", `Quoted "Quoted": quoted quote=Kind/Kind`},
		{"QuotedStr", `QuotedStr "QuotedStr": quoted quote=Kind/Kind`},
		{"QuotedPtr", `QuotedPtr "QuotedPtr": quoted quote=Kind/Kind`},
		// ,string applies to bools, numbers and strings only.
		{"QuotedSlice", `QuotedSlice "QuotedSlice":`},
		{"OmitStr", `OmitStr "OmitStr": omitempty empty=Len`},
		{"OmitBool", `OmitBool "OmitBool": omitempty empty=False`},
		{"OmitFloat", `OmitFloat "OmitFloat": omitempty empty=Zero`},
		{"OmitPtr", `OmitPtr "OmitPtr": omitempty empty=Nil ruled=Nil dec=PtrInt enc=OptInt`},
		{"OmitSlice", `OmitSlice "OmitSlice": omitempty empty=Len ruled=Empty`},
		{"OmitMap", `OmitMap "OmitMap": omitempty empty=Len ruled=Empty`},
		// An empty array is one of length 0, not one of zero elements.
		{"OmitArray", `OmitArray "OmitArray": omitempty empty=Len`},
		{"OmitStruct", `OmitStruct "OmitStruct": omitempty empty=Never`},
		{"OmitOpt", `OmitOpt "OmitOpt": omitempty empty=Defined`},
		{"ZeroInt", `ZeroInt "ZeroInt": omitzero zero=Number`},
		{"ZeroTime", `ZeroTime "ZeroTime": omitzero zero=Method`},
		{"ZeroTimePtr", `ZeroTimePtr "ZeroTimePtr": omitzero zero=PtrMethod ruled=Nil`},
		{"ZeroIface", `ZeroIface "ZeroIface": omitzero zero=IfaceMethod`},
		{"ZeroAnon", `ZeroAnon "ZeroAnon": omitzero zero=Reflect`},
		{"ZeroStruct", `ZeroStruct "ZeroStruct": omitzero zero=Composite`},
		{"ZeroSlice", `ZeroSlice "ZeroSlice": omitzero zero=Nil ruled=Nil`},
		{"ZeroArray", `ZeroArray "ZeroArray": omitzero zero=Composite`},
		// omitempty's test covers omitzero's: a nil pointer is its zero.
		{"BothPtr", `BothPtr "BothPtr": omitempty omitzero empty=Nil ruled=Nil dec=PtrInt enc=OptInt`},
		{"BothArray", `BothArray "BothArray": omitempty omitzero empty=Len zero=Composite`},
		{"NotEmpty", `NotEmpty "NotEmpty":`},
		{"NotZero", `NotZero "NotZero":`},
		{"NoCopy", `NoCopy "NoCopy": nocopy`},
		{"Intern", `Intern "Intern": intern`},
		{"Required", `Required "Required": required`},
		{"SnakeHTTPServer", `SnakeHTTPServer "SnakeHTTPServer":`},
		{"ZeroStr", `ZeroStr "ZeroStr": omitzero zero=String`},
		{"ZeroBool", `ZeroBool "ZeroBool": omitzero zero=False`},
		{"ZeroMap", `ZeroMap "ZeroMap": omitzero zero=Nil ruled=Nil`},
		{"BothStr", `BothStr "BothStr": omitempty omitzero empty=Len`},
		{"QuotedUintptr", `QuotedUintptr "QuotedUintptr": quoted quote=Kind/Kind`},
		{"QuotedNumber", `QuotedNumber "QuotedNumber": quoted quote=Kind/Kind`},
		// encoding/json ignores ,string where MarshalJSON or MarshalText
		// writes the value, but hands UnmarshalJSON or UnmarshalText the
		// string's content.
		{"QuotedMarsh", `QuotedMarsh "QuotedMarsh": quoted quote=None/Kind`},
		{"QuotedUnmarsh", `QuotedUnmarsh "QuotedUnmarsh": quoted quote=Kind/Method`},
		{"QuotedText", `QuotedText "QuotedText": quoted quote=None/Method`},
		{"QuotedPtrUnmarsh", `QuotedPtrUnmarsh "QuotedPtrUnmarsh": quoted quote=Kind/Method`},
		{"QuotedPtrBoth", `QuotedPtrBoth "QuotedPtrBoth": quoted quote=None/Method`},
		// Pointers to basic types are decoded by one Reader call, and
		// written by one Writer call when left out if nil; not with
		// ,string (QuotedPtr), nocopy or intern, named types, uintptr or
		// pointers to pointers.
		{"PtrStr", `s "s": dec=PtrStr`},
		{"ZeroPtrF32", `ZeroPtrF32 "ZeroPtrF32": omitzero zero=Nil ruled=Nil dec=PtrFloat32 enc=OptFloat32`},
		{"NoCopyPtr", `NoCopyPtr "NoCopyPtr": omitempty nocopy empty=Nil ruled=Nil enc=OptStr`},
		{"NamedPtr", `NamedPtr "NamedPtr": omitempty empty=Nil ruled=Nil`},
		{"UintptrPtr", `UintptrPtr "UintptrPtr": omitempty empty=Nil ruled=Nil`},
		{"PtrPtr", `PtrPtr "PtrPtr": omitempty empty=Nil ruled=Nil`},
	}
	var got []string
	for _, fld := range tags.Value.Object.Fields {
		got = append(got, fld.Last().Name)
	}
	var want []string
	for _, tt := range tests {
		want = append(want, tt.field)
	}
	// Skipped (json:"-") and unexported are not fields.
	if !slices.Equal(got, want) {
		t.Errorf("fields:\n got  %q\n want %q", got, want)
	}
	for i, tt := range tests {
		fld := fieldOf(tags.Value, tt.field)
		if fld == nil {
			continue
		}
		if got := summary(fld); got != tt.want {
			t.Errorf("#%d: %s:\n got  %s\n want %s", i, tt.field, got, tt.want)
		}
	}
}

// TestFieldDefaults checks the settings that change fields without a tag
// saying otherwise: naming, default omitempty and omitzero, []byte as a
// plain string.
func TestFieldDefaults(t *testing.T) {
	tests := []struct {
		name  string
		cfg   model.Config
		field string
		want  string // summary
	}{
		{"snake_case", model.Config{Naming: model.SnakeCase}, "SnakeHTTPServer", `snake_http_server "snake_http_server":`},
		{"snake_case leaves tag names", model.Config{Naming: model.SnakeCase}, "Renamed", `renamed "renamed":`},
		{"snake_case leaves the name \"-\"", model.Config{Naming: model.SnakeCase}, "Dash", `- "-":`},
		{"lowerCamelCase", model.Config{Naming: model.LowerCamelCase}, "SnakeHTTPServer", `snakeHTTPServer "snakeHTTPServer":`},
		{"lowerCamelCase, tag without a name", model.Config{Naming: model.LowerCamelCase}, "KeepGoName", `keepGoName "keepGoName": omitempty empty=Zero`},
		{"omitempty by default", model.Config{OmitEmpty: true}, "Plain", `Plain "Plain": omitempty empty=Zero`},
		{"omitempty by default, !omitempty", model.Config{OmitEmpty: true}, "NotEmpty", `NotEmpty "NotEmpty":`},
		{"omitzero by default", model.Config{OmitZero: true}, "Plain", `Plain "Plain": omitzero zero=Number`},
		{"omitzero by default, !omitzero", model.Config{OmitZero: true}, "NotZero", `NotZero "NotZero":`},
		{"omitzero by default, !omitempty", model.Config{OmitZero: true}, "NotEmpty", `NotEmpty "NotEmpty": omitzero zero=Number`},
		{"no defaults", model.Config{}, "Plain", `Plain "Plain":`},
	}
	for i, tt := range tests {
		f := build(t, "kinds", tt.cfg)
		fld := fieldOf(typeOf(t, f, "Tags").Value, tt.field)
		if fld == nil {
			t.Errorf("#%d: %s: no field %s", i, tt.name, tt.field)
			continue
		}
		if got := summary(fld); got != tt.want {
			t.Errorf("#%d: %s: %s:\n got  %s\n want %s", i, tt.name, tt.field, got, tt.want)
		}
	}

	for i, tt := range []struct {
		cfg  model.Config
		want string
	}{
		{model.Config{}, "Bytes"},
		{model.Config{ByteString: true}, "Bytes <PlainBytes>"},
	} {
		f := build(t, "kinds", tt.cfg)
		if got := describe(fieldOf(typeOf(t, f, "Kinds").Value, "ByteSlice").Value); got != tt.want {
			t.Errorf("#%d: ByteString %v: ByteSlice is %s, want %s", i, tt.cfg.ByteString, got, tt.want)
		}
	}
}

// TestGeneric checks fields whose types are type parameters: decided at
// run time, by the type argument, as encoding/json decides.
func TestGeneric(t *testing.T) {
	f := build(t, "kinds", model.Config{})
	g := typeOf(t, f, "Generic")
	if got := strings.Join(g.TParams, " "); got != "K V" {
		t.Errorf("TParams = %q, want K V", got)
	}
	if got := g.Receiver; got != "Generic[K, V]" {
		t.Errorf("Receiver = %q, want Generic[K, V]", got)
	}
	tests := []struct {
		field, value, summary string
	}{
		{"V", "TypeParam", `V "V":`},
		{"PV", "Pointer(TypeParam)", `PV "PV":`},
		{"MapK", "Map[TypeParam StringKey/StringKey](TypeParam) <EncReflect DecReflect>", `MapK "MapK":`},
		// ,string on a type parameter: the type argument decides.
		{"Quoted", "TypeParam", `Quoted "Quoted": quoted quote=Param/Param`},
		{"QPtr", "Pointer(TypeParam)", `QPtr "QPtr": quoted quote=Param/Param`},
		{"Empty", "TypeParam", `Empty "Empty": omitempty omitzero empty=Reflect zero=Reflect`},
	}
	for i, tt := range tests {
		fld := fieldOf(g.Value, tt.field)
		if fld == nil {
			t.Errorf("#%d: no field %s", i, tt.field)
			continue
		}
		if got := describe(fld.Value); got != tt.value {
			t.Errorf("#%d: %s: Value\n got  %s\n want %s", i, tt.field, got, tt.value)
		}
		if got := summary(fld); got != tt.summary {
			t.Errorf("#%d: %s:\n got  %s\n want %s", i, tt.field, got, tt.summary)
		}
	}
}

// TestCyclic checks that pointers, slices and maps that can lead back to
// their struct are marked Cyclic, and nothing else.
func TestCyclic(t *testing.T) {
	f := build(t, "kinds", model.Config{})
	node := typeOf(t, f, "Node")
	tests := []struct{ field, value string }{
		{"Next", "Pointer(Named kinds.Node ref:Encode,Decode) <Cyclic>"},
		{"Kids", "Slice(Named kinds.Node ref:Encode,Decode) <Cyclic>"},
		{"ByKey", "Map[String StringKey/StringKey](Pointer(Named kinds.Node ref:Encode,Decode) <Cyclic>) <Cyclic>"},
		{"Value", "Int"},
	}
	for i, tt := range tests {
		if got := describe(fieldOf(node.Value, tt.field).Value); got != tt.value {
			t.Errorf("#%d: %s:\n got  %s\n want %s", i, tt.field, got, tt.value)
		}
	}
}

// path writes a field's path: the Go fields from the struct to it, an
// embedded pointer marked *, one generated code selects through by
// promotion in brackets.
func path(f *model.Field) string {
	var steps []string
	for _, s := range f.Path {
		switch {
		case s.Promoted:
			steps = append(steps, "["+s.Name+"]")
		case s.Pointer:
			steps = append(steps, "*"+s.Name)
		default:
			steps = append(steps, s.Name)
		}
	}
	return f.Name + "=" + strings.Join(steps, ".")
}

func paths(v *model.Value) []string {
	var out []string
	for _, f := range v.Object.Fields {
		out = append(out, path(f))
	}
	return out
}

// TestEmbedding checks which fields of embedded structs are visible, by
// encoding/json's rules, and the paths to them.
func TestEmbedding(t *testing.T) {
	embed := build(t, "embed", model.Config{})
	kinds := build(t, "kinds", model.Config{})
	tests := []struct {
		name string
		v    *model.Value
		want []string
	}{
		// A.X is deeper than X.
		{"shallower wins", typeOf(t, embed, "Shallow").Value, []string{"Y=A.Y", "z=A.Z", "X=X"}},
		// A.X and B.X tie and are dropped; A's z and B's Z differ.
		{"ties are dropped", typeOf(t, embed, "Tie").Value, []string{"Y=A.Y", "z=A.Z", "Z=B.Z"}},
		{"tagged wins", typeOf(t, embed, "TaggedWins").Value, []string{"V=C.V", "W=D.W"}},
		{"embedded pointer", typeOf(t, embed, "Pointers").Value, []string{"X=*A.X", "Y=*A.Y", "z=*A.Z", "W=W"}},
		// A tag name makes an embedded struct an ordinary field.
		{"tagged embedded struct", typeOf(t, embed, "NamedEmbed").Value, []string{"a=A", "X=B.X", "Z=B.Z"}},
		{"two levels", typeOf(t, embed, "Deep").Value, []string{"z=Shallow.A.Z", "X=Shallow.X", "Y=Y"}},
		{"embedded and in a field", typeOf(t, embed, "Twice").Value, []string{"Y=Tie.A.Y", "z=Tie.A.Z", "Z=Tie.B.Z", "T2=T2"}},
		// Two embeddings of A at one depth: all its fields are ambiguous.
		{"same type twice at one depth", typeOf(t, embed, "Dup").Value, []string{"Own=Own"}},
		// The unexported embedded struct is of this package: named as usual.
		{"unexported embedded struct", typeOf(t, embed, "Hidden").Value, []string{"U=unexported.U", "V=*D.V", "W=*D.W"}},
		// other.Outer embeds other.inner, which kinds cannot name.
		{"unexported embedded struct of another package", typeOf(t, kinds, "Embeds").Value, []string{"X=Outer.[inner].X", "Y=Outer.Y", "Z=Z"}},
		{"the same, in a helper", helperFor(kinds, "other.Outer").Value, []string{"X=[inner].X", "Y=Y"}},
	}
	for i, tt := range tests {
		if got := paths(tt.v); !slices.Equal(got, tt.want) {
			t.Errorf("#%d: %s:\n got  %q\n want %q", i, tt.name, got, tt.want)
		}
		if len(tt.v.Object.Unreachable) > 0 {
			t.Errorf("#%d: %s: unreachable fields %q", i, tt.name, paths(&model.Value{Object: &model.Object{Fields: tt.v.Object.Unreachable}}))
		}
	}
}

// TestNames checks the names of helpers and fields variables: a name the
// package declares gets a number; in a file generated for one source file,
// a suffix from its name ends the names of helpers and their fields
// variables, not those of the selected types. A struct with no fields
// has no fields variable, but takes its name (which keeps the names of
// existing output).
func TestNames(t *testing.T) {
	tests := []struct {
		name   string
		target *load.Target
		want   []string
	}{
		{
			name:   "clashes get a number",
			target: target(t, "clash"),
			want: []string{
				"Item fields=itemFields2",
				"Item.S fields=itemSFields",
				"Item.E fields=itemEFields",
				"ItemE fields=itemEFields2",
				"other.Open enc=encodeOtherOpen2 dec=decodeOtherOpen fields=otherOpenFields2",
			},
		},
		{
			name:   "suffix",
			target: fileTarget(t, "clash", "clash.go"),
			want: []string{
				"Item fields=itemFields2",
				"Item.S fields=itemSFields",
				"Item.E fields=itemEFields",
				"ItemE fields=itemEFields2",
				"other.Open enc=encodeOtherOpen_clash dec=decodeOtherOpen_clash fields=otherOpenFields_clash",
			},
		},
	}
	for i, tt := range tests {
		f, err := model.Build(tt.target, model.Config{})
		if err != nil {
			t.Fatal(err)
		}
		item := typeOf(t, f, "Item")
		got := []string{
			"Item fields=" + item.Value.Object.FieldsVar,
			"Item.S fields=" + fieldOf(item.Value, "S").Value.Object.FieldsVar,
			"Item.E fields=" + fieldOf(item.Value, "E").Value.Object.FieldsVar,
			"ItemE fields=" + typeOf(t, f, "ItemE").Value.Object.FieldsVar,
		}
		for _, h := range f.Helpers {
			got = append(got, fmt.Sprintf("%s enc=%s dec=%s fields=%s",
				types.TypeString(h.Type, (*types.Package).Name), h.EncName, h.DecName, h.Value.Object.FieldsVar))
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("#%d: %s:\n got  %q\n want %q", i, tt.name, got, tt.want)
		}
		// The field's Ref names the helper it calls.
		ref := fieldOf(item.Value, "O").Value.Ref
		if h := f.Helpers[0]; ref.EncName != h.EncName || ref.DecName != h.DecName {
			t.Errorf("#%d: %s: Ref names %s, %s; the helper is %s, %s", i, tt.name, ref.EncName, ref.DecName, h.EncName, h.DecName)
		}
		// Taken holds the package's names and the file's.
		for _, name := range append([]string{"Item", "encodeOtherOpen", "itemFields"}, declaredNames(f)...) {
			if !f.Taken[name] {
				t.Errorf("#%d: %s: Taken lacks %s", i, tt.name, name)
			}
		}
	}
}

// declaredNames returns the names f declares besides methods: its helpers
// and fields variables.
func declaredNames(f *model.File) []string {
	var names []string
	for _, t := range f.Types {
		if o := t.Value.Object; o != nil && o.FieldsVar != "" {
			names = append(names, o.FieldsVar)
		}
	}
	for _, h := range f.Helpers {
		names = append(names, h.EncName, h.DecName, h.Value.Object.FieldsVar)
	}
	return names
}

// TestStubsNameNothing checks that with -stubs, whose methods only panic,
// no helper and no fields variable is named.
func TestStubsNameNothing(t *testing.T) {
	f := build(t, "clash", model.Config{Stubs: true})
	if len(f.Helpers) != 0 {
		t.Errorf("%d helpers", len(f.Helpers))
	}
	if v := typeOf(t, f, "Item").Value.Object.FieldsVar; v != "" {
		t.Errorf("Item has fields variable %s", v)
	}
}

// TestHelpers checks which types get helpers, in the order they are
// first used, with their names and guards: named types that cannot get
// methods (a struct of another package with unexported fields cannot be
// named field by field), and slice and map types whose uses share them.
func TestHelpers(t *testing.T) {
	f := build(t, "kinds", model.Config{})
	want := []string{
		"kinds.Bytes enc=encodeBytes dec=decodeBytes",
		"map[string]int enc=encodeMembersOfMapStringInt dec=decodeMapStringInt",
		"map[int64]string enc=encodeMembersOfMapInt64String dec=decodeMapInt64String",
		"map[uint16]bool enc=encodeMembersOfMapUint16Bool dec=decodeMapUint16Bool",
		"map[kinds.Text]int enc=encodeMembersOfMapTextInt dec=decodeMapTextInt",
		"map[kinds.PtrText]int enc=encodeMembersOfMapPtrTextInt dec=decodeMapPtrTextInt",
		"kinds.Point enc=encodePoint dec=decodePoint guard",
		// Shared by the uses of the type for decoding; they can hold
		// themselves, so each use writes them, with its checks for cycles.
		"[]kinds.Node enc= dec=decodeSliceOfNode",
		"map[string]*kinds.Node enc= dec=decodeMapStringPtrNode",
		"depgen.G enc=encodeDepgenG dec=decodeDepgenG guard",
		"atomic.Int64 enc=encodeAtomicInt64 dec=decodeAtomicInt64",
		"other.Open enc=encodeOtherOpen dec=decodeOtherOpen guard",
		"other.Hidden enc=encodeOtherHidden dec=decodeOtherHidden",
		"other.Outer enc=encodeOtherOuter dec=decodeOtherOuter",
		"kinds.Plain enc=encodePlain dec=decodePlain guard",
	}
	var got []string
	for _, h := range f.Helpers {
		s := fmt.Sprintf("%s enc=%s dec=%s", types.TypeString(h.Type, (*types.Package).Name), h.EncName, h.DecName)
		if h.Guard {
			s += " guard"
		}
		got = append(got, s)
	}
	if !slices.Equal(got, want) {
		t.Errorf("helpers:\n got  %q\n want %q", got, want)
	}
}

// TestTypeFlags checks the decisions about a selected type's methods:
// the receiver of MarshalJSON, and the guard.
func TestTypeFlags(t *testing.T) {
	f := build(t, "kinds", model.Config{StdMarshalers: true})
	tests := []struct {
		typ  string
		want string // the flags set
	}{
		{"Locked", "PtrLock Guard"},      // a sync.Mutex
		{"Counter", "PtrLock Guard"},     // an atomic.Int64, with its noCopy
		{"LockPtr", "Guard"},             // a pointer to a lock can be copied
		{"Unlocked", "Guard"},            // unexported fields of this package can be named
		{"HasPtrMarsh", "PtrAddr Guard"}, // encoding/json calls (*PtrMarsh).MarshalJSON on addressable values only
		{"HasPtrMarshPtr", "Guard"},      // a pointer field calls it either way
		{"HasMarsh", "Guard"},            // a value MarshalJSON is called either way
		{"Uses", "Guard"},                // fields of types of other packages
		{"Embeds", "Guard"},              // embeds other.Outer, which is exported
		{"Generic", "Guard"},
		{"Kinds", "PtrAddr Guard"}, // PtrMarsh and PtrText fields
		{"OwnMarshal", "Guard"},
		{"OwnUnmarshal", "Guard"},
	}
	for i, tt := range tests {
		ty := typeOf(t, f, tt.typ)
		var flags []string
		for _, x := range []struct {
			on   bool
			name string
		}{
			{ty.MarshalRecv == model.RecvPtrAddr, "PtrAddr"}, {ty.MarshalRecv == model.RecvPtrLock, "PtrLock"},
			{ty.Guard, "Guard"},
		} {
			if x.on {
				flags = append(flags, x.name)
			}
		}
		if got := strings.Join(flags, " "); got != tt.want {
			t.Errorf("#%d: %s: flags %q, want %q", i, tt.typ, got, tt.want)
		}
	}
}

// TestDecodeDecisions checks the decisions that only decoding reads: the
// names of types in decoding errors, embedded pointers that decoding
// cannot allocate, and what happens to a member that matches no field.
func TestDecodeDecisions(t *testing.T) {
	kinds := typeOf(t, build(t, "kinds", model.Config{}), "Kinds")
	for i, tt := range []struct{ field, want string }{
		{"Slice", "[]string"},
		{"Array", "[3]int"},
		{"MapText", "map[kinds.Text]int"},
		{"Iface", "fmt.Stringer"},
	} {
		if got := fieldOf(kinds.Value, tt.field).Value.TypeName; got != tt.want {
			t.Errorf("#%d: %s: TypeName %q, want %q", i, tt.field, got, tt.want)
		}
	}

	embed := build(t, "embed", model.Config{})
	for i, tt := range []struct {
		typ, field string
		want       string // Unsettable and ElemName of each step but the last
	}{
		{"HiddenPtr", "I", "inner:embed.inner"},
		{"Pointers", "X", "A"}, // exported: allocated
		{"Hidden", "U", "unexported"},
	} {
		var steps []string
		for _, s := range fieldOf(typeOf(t, embed, tt.typ).Value, tt.field).Path[:1] {
			step := s.Name
			if s.Unsettable {
				step += ":" + s.ElemName
			}
			steps = append(steps, step)
		}
		if got := strings.Join(steps, "."); got != tt.want {
			t.Errorf("#%d: %s.%s: steps %q, want %q", i, tt.typ, tt.field, got, tt.want)
		}
	}

	for i, tt := range []struct {
		cfg            model.Config
		typ            string
		keeps, rejects bool
	}{
		{model.Config{}, "Shallow", false, false},
		{model.Config{DisallowUnknown: true}, "Shallow", false, true},
		// Kept members are no error.
		{model.Config{}, "Keeps", true, false},
		{model.Config{DisallowUnknown: true}, "Keeps", true, false},
	} {
		o := typeOf(t, build(t, "embed", tt.cfg), tt.typ).Value.Object
		if keeps := o.Unknown != nil; keeps != tt.keeps || o.RejectUnknown != tt.rejects {
			t.Errorf("#%d: %s with DisallowUnknown %v: keeps %v, rejects %v; want %v, %v",
				i, tt.typ, tt.cfg.DisallowUnknown, keeps, o.RejectUnknown, tt.keeps, tt.rejects)
		}
	}
}

// TestOmitDefaults checks the omitempty and omitzero tests decided for a
// field of each kind, with both made the default, and what they rule out.
func TestOmitDefaults(t *testing.T) {
	f := build(t, "kinds", model.Config{OmitEmpty: true, OmitZero: true})
	kinds := typeOf(t, f, "Kinds")
	// The tests, then what they rule out ("-" for nothing); omitzero's
	// test is left out ("-") where omitempty's covers it.
	tests := []struct{ field, empty, zero, ruled string }{
		{"Bool", "False", "-", "-"},
		{"Int", "Zero", "-", "-"},
		{"Uintptr", "Zero", "-", "-"},
		{"Float64", "Zero", "-", "-"},
		{"String", "Len", "-", "-"},
		{"ByteSlice", "Len", "-", "-"},
		{"NamedBytes", "Len", "-", "-"},
		{"Slice", "Len", "-", "Empty"},
		{"Array", "Len", "Composite", "-"},
		{"MapString", "Len", "-", "Empty"},
		{"MapStruct", "Len", "-", "-"}, // handed to encoding/json, which checks
		{"Pointer", "Nil", "-", "Nil"},
		{"Time", "Never", "Method", "-"},
		{"TimePtr", "Nil", "PtrMethod", "Nil"},
		{"Number", "Len", "-", "-"},
		{"Raw", "Len", "-", "-"},
		{"Any", "Nil", "-", "-"},
		{"Iface", "Nil", "-", "-"},
		{"Chan", "Reflect", "Nil", "-"},
		{"Func", "Reflect", "Nil", "-"},
		{"Complex", "Never", "Number", "-"}, // encoding/json never counts it empty
		{"Opt", "Defined", "Method", "-"},
		{"Struct", "Never", "Reflect", "-"},
		{"Named", "Never", "Composite", "-"},
	}
	name := func(s string) string { return cmp.Or(strings.TrimPrefix(s, "None"), "-") }
	for i, tt := range tests {
		fld := fieldOf(kinds.Value, tt.field)
		got := name(emptyNames[fld.Empty]) + " " + name(zeroNames[fld.Zero]) + " " + name(ruledNames[fld.Ruled])
		if want := tt.empty + " " + tt.zero + " " + tt.ruled; got != want {
			t.Errorf("#%d: %s: empty, zero, ruled: %s, want %s", i, tt.field, got, want)
		}
	}
}

// TestStdMethods checks when MarshalJSON and UnmarshalJSON are generated:
// only when asked for, and not when they would be promoted to a struct
// type that does not get its own, which encoding/json would then encode
// as the embedded type alone.
func TestStdMethods(t *testing.T) {
	std := func(f *model.File) []string {
		var out []string
		for _, ty := range f.Types {
			s := ty.Name
			if ty.StdMarshal {
				s += " MarshalJSON"
			}
			if ty.StdUnmarshal {
				s += " UnmarshalJSON"
			}
			out = append(out, s)
		}
		return out
	}
	none := []string{"Inner1", "Inner2", "Inner3", "Inner4", "Inner5", "Inner6", "Inner7", "Inner8", "Inner9", "Inner10",
		"Inner11", "Inner12", "Inner13", "Inner14", "Inner15", "Outer12", "Outer4", "Outer7", "Outer8", "Outer9"}
	both := []string{"Inner1", "Inner2", "Inner3", "Inner4 MarshalJSON UnmarshalJSON", "Inner5 MarshalJSON UnmarshalJSON",
		"Inner6 MarshalJSON UnmarshalJSON", "Inner7", "Inner8", "Inner9", "Inner10", "Inner11", "Inner12",
		"Inner13 MarshalJSON UnmarshalJSON", "Inner14 MarshalJSON UnmarshalJSON", "Inner15", "Outer12 MarshalJSON UnmarshalJSON",
		"Outer4 MarshalJSON UnmarshalJSON", "Outer7", "Outer8 MarshalJSON", "Outer9 MarshalJSON UnmarshalJSON"}
	warnings := func(method string) []string {
		return []string{
			"Inner1 gets no " + method + ": it would be promoted to Outer1, which this run does not generate",
			"Inner2 gets no " + method + ": it would be promoted to the struct type here, which embeds Inner2",
			"Inner3 gets no " + method + ": it would be promoted to Local3, declared in a function, which embeds Inner3",
			"Outer7 gets no " + method + ": it would be promoted to the struct type here, which embeds Outer7",
			// A defined type whose struct is another type's, in a hand-written
			// UnmarshalJSON and at package level.
			"Inner8 gets no " + method + ": it would be promoted to alias (type alias Outer8), declared in a function, which embeds Inner8",
			"Inner9 gets no " + method + ": it would be promoted to Copy9 (type Copy9 Outer9), which this run does not generate",
			// In the package's own test files, which the run reads but does not
			// type-check; not in its external test package.
			"promo_test.go: Inner10 gets no " + method + ": it would be promoted to testHolder, declared in a test file, which embeds Inner10",
			"promo_test.go: Inner11 gets no " + method + ": it would be promoted to local, declared in a test file, which embeds Inner11",
			"promo_test.go: Inner12 gets no " + method + ": it would be promoted to copy12 (type copy12 Outer12), declared in a test file, which embeds Inner12",
			"promo_test.go: Inner15 gets no " + method + ": it would be promoted to holder15, declared in a test file, which embeds Inner15",
			// Found in the second pass, once Outer7 has none of its own.
			"Inner7 gets no " + method + ": it would be promoted to Outer7 (which gets none of its own: see the warning about it), which embeds Inner7",
		}
	}
	tests := []struct {
		name     string
		cfg      model.Config
		want     []string
		warnings []string
	}{
		{"off by default", model.Config{}, none, nil},
		{"-std_marshalers: both", model.Config{StdMarshalers: true}, both, bothWarnings(warnings)},
		{"-std_marshalers and -std_unmarshaler: both", model.Config{StdMarshalers: true, StdUnmarshaler: true}, both,
			bothWarnings(warnings)},
		{"-std_unmarshaler: UnmarshalJSON only", model.Config{StdUnmarshaler: true},
			[]string{"Inner1", "Inner2", "Inner3", "Inner4 UnmarshalJSON", "Inner5 UnmarshalJSON", "Inner6 UnmarshalJSON", "Inner7",
				"Inner8", "Inner9", "Inner10", "Inner11", "Inner12", "Inner13 UnmarshalJSON", "Inner14 UnmarshalJSON",
				"Inner15", "Outer12 UnmarshalJSON", "Outer4 UnmarshalJSON", "Outer7", "Outer8", "Outer9 UnmarshalJSON"},
			warnings("UnmarshalJSON")},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := build(t, "promo", tt.cfg)
			if got := std(f); !slices.Equal(got, tt.want) {
				t.Errorf("#%d: types:\n got  %q\n want %q", i, got, tt.want)
			}
			checkWarnings(t, f, "promo.go", tt.warnings)
		})
	}
}

// bothWarnings returns TestStdMethods's warnings for both methods: for
// each struct type, in source order, each method.
func bothWarnings(warnings func(method string) []string) []string {
	var out []string
	m, u := warnings("MarshalJSON"), warnings("UnmarshalJSON")
	for i := range m {
		out = append(out, m[i], u[i])
	}
	return out
}

// TestBuildErrors checks what Build refuses to do: types that cannot
// get methods (all reported, then Build stops), and types that would get
// a method with the name of one of their fields or methods, or that have
// a field generated code cannot reach.
func TestBuildErrors(t *testing.T) {
	tests := []struct {
		pkg  string
		want []string
	}{
		{"bad", []string{
			"bad.go:7:6: Alias is a type alias: mark the type it stands for instead",
			"bad.go:10:6: Iface: cannot generate JSON methods for a type whose underlying type is an interface",
			"bad.go:13:6: Func: cannot generate JSON methods for a type whose underlying type is a function",
		}},
		{"badnames", []string{
			"badnames.go:8:24: HasEncode: already has a field or method named EncodeJSON, which jsongen would generate",
			"badnames.go:13:18: HasMethod: already has a field or method named DecodeJSON, which jsongen would generate",
			"badnames.go:16:30: HasMarshalField: already has a field or method named MarshalJSON, which jsongen would generate",
			"badnames.go:22:6: EmbedsPtr: field X is promoted through an embedded pointer to an unexported type of another package, " +
				"which generated code cannot reach; give the embedded field a json tag or mark EmbedsPtr //jsongen:skip",
		}},
	}
	for i, tt := range tests {
		_, err := model.Build(target(t, tt.pkg), model.Config{})
		if err == nil {
			t.Errorf("#%d: %s: no error", i, tt.pkg)
			continue
		}
		msg := strings.ReplaceAll(err.Error(), filepath.Join(tempDir, tt.pkg)+string(filepath.Separator), "")
		got := strings.Split(msg, "\n")
		if !slices.Equal(got, tt.want) {
			t.Errorf("#%d: %s: errors:\n%s\nwant:\n%s", i, tt.pkg, strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
		}
	}
}

// TestTagDiffs checks the warnings about struct tags that encoding/json
// reads differently before json/v2 and on it, once per type, and how
// fields of such types are encoded and decoded: by encoding/json, in the
// directions that differ.
func TestTagDiffs(t *testing.T) {
	f := build(t, "tagdiff", model.Config{})
	checkWarnings(t, f, "tagdiff.go", []string{
		`EmbedsStd.URL: url.URL of the standard library is embedded, and its fields, members of the outer object, may differ from one Go release to the next (Go 1.27 added fields to some), so EmbedsStd is left to encoding/json`,
		`Name.A: the tag json:"a\\b" names member "A" (the Go name) before json/v2 and names member "a" on json/v2 (Go 1.27), so Name is left to encoding/json`,
		`Omit.A: the tag json:"a,omitempty " reads as member "a" before json/v2 and reads as member "a", omitempty on json/v2 (Go 1.27), so encoding Omit is left to encoding/json`,
		`Quote.A: the tag json:"a,string.x" reads as member "a" before json/v2 and reads as member "a", string on json/v2 (Go 1.27), so Quote is left`,
		`Strict.A: the tag json:"a,case:strict" reads as member "a" before json/v2 and reads as member "a", case:strict (matched case-sensitively) on json/v2 (Go 1.27), so decoding Strict is left`,
		`Format.A: the tag json:"a,format:x" has json/v2's option format:x, which encoding/json on json/v2 (Go 1.27) rejects: encoding and decoding fail there, and not before, so Format is left`,
		`EmbedStruct.I: the tag json:",embed" has json/v2's option embed: on json/v2 (Go 1.27) its fields are members of the outer object, and before it the field is member "I", so EmbedStruct is left`,
		`EmbedMap.M: the tag json:",embed" has json/v2's option embed: on json/v2 (Go 1.27) it keeps the members that match no field, and before it the field is member "M", so EmbedMap is left`,
		`EmbedRaw.R: the tag json:",embed" has json/v2's option embed: on json/v2 (Go 1.27) it keeps the members`,
		`EmbedIntOmit.N: the tag json:",embed,omitempty" reads as member "N" (the Go name), omitempty before json/v2 and reads as member "N" (the Go name), embed (which drops the other options of a field it cannot embed) on json/v2 (Go 1.27), so encoding EmbedIntOmit is left`,
		`UnexportedZero.innerZ: the tag json:"n,omitzero" on an unexported embedded struct whose type has JSON or text methods (or IsZero, with omitzero) makes it member "n" before json/v2 and leaves it out on json/v2 (Go 1.27), so UnexportedZero is left`,
		// Deep embeds Name: the warning names Deep, at Name's field.
		`Deep.Name.A: the tag json:"a\\b" names member "A"`,
		`Fold.NAME: members "Name" (FoldEmb.Name) and "NAME" (NAME) match the same keys case-insensitively, and a key such as "name" decodes into FoldEmb.Name before json/v2 and into NAME on json/v2 (Go 1.27), which prefers the shallower field, so decoding Fold is left`,
		`Helper.A: the tag json:"a,omitempty " reads as member "a" before json/v2`,
		`Uses.Anon.A: the tag json:"a\\b" names member "A" (the Go name) before json/v2 and names member "a" on json/v2 (Go 1.27), so Uses.Anon is left`,
	})
	std := typeOf(t, f, "UsesStd")
	for _, tt := range []struct{ field, value string }{
		{"U", "Reflect"},
		{"P", "Pointer(Reflect)"},
		{"N", "Reflect"},
		{"C", "Named atomic.Int64 ref:encodeAtomicInt64,decodeAtomicInt64"},
		{"Mu", "Named sync.Mutex ref:encodeSyncMutex,decodeSyncMutex"},
	} {
		if got := describe(fieldOf(std.Value, tt.field).Value); got != tt.value {
			t.Errorf("UsesStd.%s: %s, want %s", tt.field, got, tt.value)
		}
	}
	uses := typeOf(t, f, "Uses")
	tests := []struct {
		field  string
		coding string
	}{
		{"N", "enc=AddrReflect/Reflect dec=Reflect"},
		{"O", "enc=AddrReflect/Reflect dec=Kind"},
		{"S", "enc=Kind/Kind dec=Reflect"},
		{"H", "enc=AddrReflect/Reflect dec=Kind"},
		{"P", "enc=Kind/Kind dec=Kind"}, // a pointer: its element is handed over
		{"Anon", "enc=AddrReflect/Reflect dec=Reflect"},
		{"Ok", "enc=Kind/Kind dec=Kind"},
	}
	for i, tt := range tests {
		fld := fieldOf(uses.Value, tt.field)
		if got := coding(fld.Value); got != tt.coding {
			t.Errorf("#%d: %s: %s, want %s", i, tt.field, got, tt.coding)
		}
	}
	if got := coding(fieldOf(uses.Value, "P").Value.Elem); got != "enc=AddrReflect/Reflect dec=Reflect" {
		t.Errorf("P's element: %s", got)
	}
	// Helper is decoded by a helper function, and encoded by encoding/json.
	if h := helperFor(f, "tagdiff.Helper"); h == nil || h.EncName != "" || h.DecName == "" {
		t.Errorf("helper for tagdiff.Helper: %+v, want one for decoding only", h)
	}
}

// TestV2Methods checks values of types with methods that encoding/json
// calls on json/v2 (Go 1.27) only: they are handed to encoding/json in that
// direction, with a warning. MarshalJSONTo and UnmarshalJSONFrom need
// json/v2, so the package declares them in jsonv2.go, built on json/v2
// only, and methods for the other toolchains in v1.go: the model is the
// same whichever toolchain builds it, as one generated file serves them
// all.
func TestV2Methods(t *testing.T) {
	f := build(t, "v2methods", model.Config{})
	uses := typeOf(t, f, "Uses")
	tests := []struct {
		field  string
		value  string // describe
		coding string
	}{
		{"A", "Int <V2Enc EncReflect>", "enc=AddrReflect/Reflect dec=Kind"},
		{"PA", "Pointer(Int <V2Enc EncReflect>)", "enc=Kind/Kind dec=Kind"},
		{"AT", "Int <MarshalText>", "enc=AddrText/Text dec=Kind"},
		// AppendText on the pointer only: json/v2 calls it on values with
		// an address only.
		{"AS", "Named v2methods.AppStruct ref:-,decodeAppStruct <AddrSensitive V2Enc EncReflect>", "enc=AddrReflect/Reflect dec=Kind"},
		// Keys written with AppendText on json/v2: the map is handed over.
		{"MA", "Map[Int <V2Enc EncReflect> StringKey/IntKey](Int) <EncReflect>", "enc=AddrReflect/Reflect dec=Kind"},
		// Keys of string kinds are written as they are on both.
		{"MS", "Map[String StringKey/StringKey](Int <V2Enc EncReflect>)", "enc=Kind/Kind dec=Kind"},
		// An unnamed struct has the methods it embeds; through a pointer,
		// both call them.
		{"PU", "Pointer(Struct{} <MarshalJSON MarshalText *UnmarshalJSON *UnmarshalText IsZero>)", "enc=Marshaler/Marshaler dec=Kind"},
		// In place, only json/v2 calls UnmarshalJSON: decoding the type
		// around it is left to encoding/json.
		{"In", "Named v2methods.InPlace ref:Encode,- <DecReflect>", "enc=Kind/Kind dec=Reflect"},
		{"Ts", "Named v2methods.Times ref:encodeTimes,- <DecReflect>", "enc=Kind/Kind dec=Reflect"},
		{"J", "Int <V2Enc EncReflect>", "enc=AddrReflect/Reflect dec=Kind"},
		{"F", "Named v2methods.JSONFrom ref:encodeJSONFrom,- <V2Dec DecReflect>", "enc=Kind/Kind dec=Reflect"},
		{"O", "Named v2methods.OwnTo ref:-,Decode <AddrSensitive V2Enc EncReflect>", "enc=AddrReflect/Reflect dec=Kind"},
		// MarshalJSON and UnmarshalJSON on every toolchain, json/v2's
		// methods too on json/v2: the Writer and Reader call the latter
		// there.
		{"B", "Int <MarshalJSON *UnmarshalJSON>", "enc=AddrMarshaler/Marshaler dec=Unmarshaler"},
		// MarshalJSONTo on the pointer, MarshalJSON on the value: json/v2
		// calls MarshalJSON on values without an address.
		{"P", "Int <MarshalJSON AddrSensitive>", "enc=AddrMarshaler/Marshaler dec=Kind"},
		{"HP", "Map[String StringKey/StringKey](Named v2methods.HoldsPtrTo ref:Encode,Decode <AddrSensitive>)", "enc=Kind/Kind dec=Kind"},
		// MarshalJSON and UnmarshalJSON before json/v2 only, json/v2's
		// methods on it only: generated code cannot call either.
		{"E", "Int <AddrSensitive V2Enc V2Dec EncVaries DecVaries EncReflect DecReflect>", "enc=AddrReflect/Reflect dec=Reflect"},
		{"MK", "Map[Int <AddrSensitive V2Enc V2Dec EncVaries DecVaries EncReflect DecReflect> StringKey/StringKey](Int) <EncReflect DecReflect>", "enc=AddrReflect/Reflect dec=Reflect"},
		// json/v2's methods promoted from an embedded field.
		{"EJ", "Named v2methods.EmbedsJSONTo ref:-,decodeEmbedsJSONTo <V2Enc EncReflect>", "enc=AddrReflect/Reflect dec=Kind"},
		{"OF", "Named v2methods.OwnFrom ref:Encode,- <V2Dec DecReflect>", "enc=Kind/Kind dec=Reflect"},
	}
	for i, tt := range tests {
		fld := fieldOf(uses.Value, tt.field)
		if got := describe(fld.Value); got != tt.value {
			t.Errorf("#%d: %s: Value\n got  %s\n want %s", i, tt.field, got, tt.value)
		}
		if got := coding(fld.Value); got != tt.coding {
			t.Errorf("#%d: %s: %s, want %s", i, tt.field, got, tt.coding)
		}
	}
	for _, tt := range []struct {
		name                   string
		encode, decode, to, fr bool
	}{
		{"OwnTo", false, true, true, false},
		{"OwnFrom", true, false, false, true},
		{"Uses", true, true, false, false},
	} {
		ty := typeOf(t, f, tt.name)
		if ty.Encode != tt.encode || ty.Decode != tt.decode || ty.OwnV2Marshal != tt.to || ty.OwnV2Unmarshal != tt.fr {
			t.Errorf("%s: Encode %v, Decode %v, OwnV2Marshal %v, OwnV2Unmarshal %v; want %v, %v, %v, %v", tt.name,
				ty.Encode, ty.Decode, ty.OwnV2Marshal, ty.OwnV2Unmarshal, tt.encode, tt.decode, tt.to, tt.fr)
		}
	}
	inPlace := "InPlace.U: struct{time.Time}, held in place, has UnmarshalJSON or UnmarshalText on its pointer only, promoted from a field it embeds: encoding/json calls it on json/v2 (Go 1.27), and before it decodes an unnamed struct there by its fields, so decoding InPlace is left to encoding/json"
	const varies = "for some of the toolchains that build its package and not for others (a file with build constraints, or the pointer for some and the value for others): one generated file serves them all, so generated code leaves "
	checkWarnings(t, f, "v2methods.go", []string{
		"v2methods.OwnTo has MarshalJSONTo (json/v2's) and no MarshalJSON: encoding/json calls it on json/v2 (Go 1.27) and not before, so generated code leaves encoding v2methods.OwnTo to encoding/json",
		"v2methods.OwnFrom has UnmarshalJSONFrom (json/v2's) and no UnmarshalJSON",
		inPlace,
		"v2methods.App has AppendText and no MarshalText or MarshalJSON: encoding/json calls it on json/v2 (Go 1.27) and not before, so generated code leaves encoding v2methods.App to encoding/json",
		"v2methods.AppStruct has AppendText and no MarshalText or MarshalJSON",
		"Uses.Ts: v2methods.Times holds struct{time.Time}, which has UnmarshalJSON or UnmarshalText on its pointer only",
		"v2methods.JSONTo has MarshalJSONTo (json/v2's) and no MarshalJSON",
		"v2methods.JSONFrom has UnmarshalJSONFrom (json/v2's) and no UnmarshalJSON: encoding/json calls it on json/v2 (Go 1.27) and not before, so generated code leaves decoding",
		"v2methods.Either has MarshalJSON " + varies + "encoding v2methods.Either to encoding/json",
		"v2methods.Either has UnmarshalJSON " + varies + "decoding v2methods.Either to encoding/json",
		"v2methods.VKey has MarshalText " + varies + "encoding",
		"v2methods.VKey has UnmarshalText " + varies + "decoding",
		"v2methods.EmbedsJSONTo has MarshalJSONTo (json/v2's) and no MarshalJSON",
	})
}
