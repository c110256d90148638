package e2e

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"testing"

	"github.com/jsongen/jsongen"
	"github.com/jsongen/jsongen/internal/e2e/difftypes"
	"github.com/jsongen/jsongen/internal/e2e/stdtypes"
)

// TestMethodsOfEachToolchain encodes and decodes values of types whose
// JSON methods differ from one toolchain to the next, behind build
// constraints (json/v2's MarshalJSONTo and UnmarshalJSONFrom need Go 1.27's
// json/v2; difftypes.Toolchains has one of each kind), with the one
// generated file, and requires what encoding/json of the toolchain running
// the test writes and stores: on Go 1.27, the json/v2 methods where
// encoding/json calls them (not on values without an address, for those on
// the pointer), AppendText before MarshalText, and the methods declared for
// json/v2 only, and the value of an interface by its own methods; before
// it, MarshalJSON, MarshalText and the methods declared for it only, and
// the interface's method. (Until generated code called them, a type with
// MarshalJSON and json/v2's MarshalJSONTo was written with MarshalJSON on
// Go 1.27 too.)
func TestMethodsOfEachToolchain(t *testing.T) {
	v := &difftypes.Toolchains{
		Both:    difftypes.BothMarshalers{N: 5},
		PBoth:   &difftypes.BothMarshalers{N: 6},
		MBoth:   map[string]difftypes.BothMarshalers{"m": {N: 7}},
		PtrTo:   difftypes.PtrMarshalerTo{N: 8},
		MPtrTo:  map[string]difftypes.PtrMarshalerTo{"m": {N: 9}},
		HPtrTo:  map[string]difftypes.HoldsPtrMarshalerTo{"h": {P: difftypes.PtrMarshalerTo{N: 10}}},
		Either:  difftypes.EitherMarshalers{N: 11},
		Only:    difftypes.OnlyV2Marshalers{N: 12},
		Embeds:  difftypes.EmbedsV2Marshalers{OnlyV2Marshalers: difftypes.OnlyV2Marshalers{N: 13}, X: 14},
		Owns:    difftypes.OwnsV2Marshalers{N: 15},
		Keys:    map[difftypes.VariesKey]int{16: 1},
		App:     17,
		AppKeys: map[difftypes.AppendsToo]int{18: 2},
		QK:      21,
		Text:    difftypes.JSONAndText(19),
		JSON:    &difftypes.PtrMarshalerTo{N: 20},
	}
	want := `{"Both":"v1:5","PBoth":"v1:6","MBoth":{"m":"v1:7"},"PtrTo":"v1:8","MPtrTo":{"m":"v1:9"},` +
		`"HPtrTo":{"h":{"P":"v1:10"}},"Either":"e1:11","Only":{"N":12},"Embeds":{"N":13,"X":14},"Owns":{"N":15},` +
		`"Keys":{"k:16":1},"App":"m:17","AppKeys":{"m:18":2},"Int":0,"QK":"k:21","Text":"t:19","JSON":"v1:20"}`
	if difftypes.JSONv2Methods {
		want = `{"Both":"v2:5","PBoth":"v2:6","MBoth":{"m":"v2:7"},"PtrTo":"p2:8","MPtrTo":{"m":"v1:9"},` +
			`"HPtrTo":{"h":{"P":"v1:10"}},"Either":"e2:11","Only":"o2:12","Embeds":"o2:13","Owns":"w2:15",` +
			`"Keys":{"16":1},"App":"a:17","AppKeys":{"a:18":2},"Int":0,"QK":"21","Text":"j:19","JSON":"p2:20"}`
	}
	std, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	if string(std) != want {
		t.Fatalf("encoding/json wrote\n%s\nwant\n%s", std, want)
	}
	gen, err := jsongen.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	if string(gen) != string(std) {
		t.Errorf("jsongen wrote\n%s\nencoding/json\n%s", gen, std)
	}

	// Decoded back, each method stores the number it reads plus one
	// (UnmarshalJSON, UnmarshalText) or two (json/v2's UnmarshalJSONFrom);
	// PtrMarshalerTo's strings are type errors (it has no such method).
	var stdBack, genBack difftypes.Toolchains
	stdErr := json.Unmarshal(std, &stdBack)
	genErr := jsongen.Unmarshal(std, &genBack)
	if msg := compareDecode(reflect.ValueOf(&genBack), genErr, reflect.ValueOf(&stdBack), stdErr); msg != "" {
		t.Error(msg)
	}
	plus := 1
	if difftypes.JSONv2Methods {
		plus = 2
	}
	if genBack.Both.N != 5+plus || genBack.MBoth["m"].N != 7+plus || genBack.Either.N != 11+plus {
		t.Errorf("decoded Both %d, MBoth %d, Either %d: want %d, %d, %d", genBack.Both.N, genBack.MBoth["m"].N, genBack.Either.N, 5+plus, 7+plus, 11+plus)
	}
}

// TestGeneratedTypeInMarshalerInterface encodes values of types generated
// with -std_marshalers held in a field of type json.Marshaler, which
// generated code writes through the value's methods: on Go 1.27 its
// MarshalJSONTo, as encoding/json calls it (the Writer calls EncodeJSON,
// which that method calls, with its own HTML setting), before it
// MarshalJSON. The bytes are encoding/json's, with and without HTML
// escaping.
func TestGeneratedTypeInMarshalerInterface(t *testing.T) {
	for _, v := range []*stdtypes.HoldsMarshalers{
		{M: &stdtypes.Outer{In: stdtypes.Inner{N: 1}, Name: "<a&b>"}},
		{M: stdtypes.Outer{Name: "\u2028"}},
		{M: &stdtypes.Embeds{Extra: "<"}},
		{M: (*stdtypes.Outer)(nil)},
	} {
		for _, html := range []bool{true, false} {
			var std, gen bytes.Buffer
			se := json.NewEncoder(&std)
			se.SetEscapeHTML(html)
			ge := jsongen.NewEncoder(&gen)
			ge.SetEscapeHTML(html)
			serr, gerr := se.Encode(v), ge.Encode(v)
			if gen.String() != std.String() || fmt.Sprint(gerr) != fmt.Sprint(serr) {
				t.Errorf("%#v, HTML escaping %v:\n jsongen:       %s %v\n encoding/json: %s %v", v.M, html, gen.Bytes(), gerr, std.Bytes(), serr)
			}
		}
	}
}
