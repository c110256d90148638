package e2e

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"

	"github.com/jsongen/jsongen"
	"github.com/jsongen/jsongen/internal/e2e/difftypes"
)

// fuzzTargets are the types the decoding fuzzers decode into: generated
// structs covering every kind, the dynamic types, and a recursive type.
var fuzzTargets = []func() any{
	func() any { return new(difftypes.Scalars) },
	func() any { return new(difftypes.Collections) },
	func() any { return new(difftypes.Quoted) },
	func() any { return new(difftypes.Methods) },
	func() any { return new(difftypes.Embedding) },
	func() any { return new(difftypes.Interfaces) },
	func() any { return new(difftypes.Node) },
	func() any { return new(difftypes.Special) },
	func() any { return new(difftypes.Generic[int]) },
	func() any { return new(any) },
	func() any { return new(map[string]any) },
}

// addSeeds gives a fuzzer the hand-written decoding cases and the
// encodings of some random values.
func addSeeds(f *testing.F) {
	for _, c := range decodeCases {
		f.Add([]byte(c.in))
	}
	fl := newSeedFiller()
	for _, typ := range diffTypes[:12] {
		p := reflect.New(typ)
		fl.fill(p.Elem())
		if b, err := json.Marshal(p.Interface()); err == nil {
			f.Add(b)
		}
	}
}

// FuzzDecode decodes arbitrary bytes into every target with jsongen and
// with encoding/json: neither may panic or hang, they must agree on
// whether there is an error, and on the value stored (except after a
// syntax error, where jsongen may have stored a part; see DIFFERENCES.md).
func FuzzDecode(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, target := range fuzzTargets {
			got, want := reflect.ValueOf(target()), reflect.ValueOf(target())
			gerr := jsongen.Unmarshal(data, got.Interface())
			werr := json.Unmarshal(data, want.Interface())
			if msg := compareDecode(got, gerr, want, werr); msg != "" {
				t.Fatalf("decoding into %v: %s\ninput: %q", got.Type(), msg, data)
			}
		}
	})
}

// FuzzRoundTrip decodes input encoding/json accepts into generated types,
// encodes the result with jsongen and with encoding/json, and checks that
// the bytes are equal and decode again to the same value.
func FuzzRoundTrip(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, target := range fuzzTargets[:9] {
			v := reflect.ValueOf(target())
			if json.Unmarshal(data, v.Interface()) != nil {
				continue
			}
			got, gerr := jsongen.Marshal(v.Interface())
			want, werr := json.Marshal(v.Interface())
			if msg := compareEncode(got, gerr, want, werr); msg != "" {
				t.Fatalf("encoding %v decoded from %q: %s", v.Type(), data, msg)
			}
			if gerr != nil {
				continue
			}
			// Decoding the output again agrees with encoding/json (which may
			// fail: a MarshalJSON method need not have an UnmarshalJSON), and
			// when it succeeds, encoding once more gives the same bytes.
			again, againStd := reflect.ValueOf(target()), reflect.ValueOf(target())
			gerr = jsongen.Unmarshal(got, again.Interface())
			werr = json.Unmarshal(got, againStd.Interface())
			if msg := compareDecode(again, gerr, againStd, werr); msg != "" {
				t.Fatalf("%v: decoding the output %s: %s", v.Type(), got, msg)
			}
			if gerr != nil {
				continue
			}
			again2, _ := jsongen.Marshal(again.Interface())
			want2, _ := json.Marshal(againStd.Interface())
			if !bytes.Equal(again2, want2) {
				t.Fatalf("%v: encode, decode, encode:\n jsongen:       %s\n encoding/json: %s", v.Type(), again2, want2)
			}
		}
	})
}

// FuzzValid checks jsongen.Valid against json.Valid.
func FuzzValid(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		if got, want := jsongen.Valid(data), json.Valid(data); got != want {
			t.Fatalf("Valid(%q) = %v, json.Valid = %v", data, got, want)
		}
	})
}
