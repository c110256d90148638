package pbjson_test

import (
	"bytes"
	"encoding/json"
	"testing"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoregistry"
	"google.golang.org/protobuf/types/known/anypb"
	"google.golang.org/protobuf/types/known/durationpb"

	"github.com/jsongen/jsongen"
	"github.com/jsongen/jsongen/protobuf/internal/testpb"
	"github.com/jsongen/jsongen/protobuf/pbjson"
)

// TestMethods checks the generated methods that other encoders reach:
// MarshalJSON and UnmarshalJSON through encoding/json (a message alone and
// as a field of a Go struct), EncodeJSON and DecodeJSON through jsongen.
func TestMethods(t *testing.T) {
	f := newFiller(3, false)
	for i := range 200 {
		m := &testpb.Everything{}
		f.fill(m.ProtoReflect(), 0)
		want, err := protojson.Marshal(m)
		if err != nil {
			continue // a NaN in a Value, say
		}
		// encoding/json escapes '<', '>' and '&' in what MarshalJSON
		// returns; jsongen does not escape them in generated output.
		var escaped bytes.Buffer
		json.HTMLEscape(&escaped, want)
		for name, marshal := range map[string]func(any) ([]byte, error){"encoding/json": json.Marshal, "jsongen": jsongen.Marshal} {
			want := want
			if name == "encoding/json" {
				want = escaped.Bytes()
			}
			got, err := marshal(m)
			if err != nil || !bytes.Equal(compact(got), compact(want)) {
				t.Fatalf("%d: %s.Marshal: %s, %v\nwant %s", i, name, got, err, want)
			}
			wrapped, err := marshal(struct{ M *testpb.Everything }{m})
			// A struct without generated code: both hand it to encoding/json.
			if err != nil || !bytes.Equal(compact(wrapped), compact([]byte(`{"M":`+escaped.String()+`}`))) {
				t.Fatalf("%d: %s.Marshal of a struct: %s, %v", i, name, wrapped, err)
			}
		}
		back := &testpb.Everything{}
		if err := protojson.Unmarshal(want, back); err != nil {
			t.Fatal(err)
		}
		for name, unmarshal := range map[string]func([]byte, any) error{"encoding/json": json.Unmarshal, "jsongen": jsongen.Unmarshal} {
			got := &testpb.Everything{}
			if err := unmarshal(want, got); err != nil || !proto.Equal(got, back) {
				t.Fatalf("%d: %s.Unmarshal: %v\n got %v\nwant %v", i, name, err, got, back)
			}
			if err := unmarshal([]byte(`{"scalars": {"fInt32": 1, "f_int32": 2}}`), &testpb.Everything{}); err == nil {
				t.Fatalf("%s.Unmarshal accepts a field given twice", name)
			}
		}
	}
}

// TestResolver checks that Any contents are resolved through the
// Resolver option, as protojson resolves them.
func TestResolver(t *testing.T) {
	types := new(protoregistry.Types)
	if err := types.RegisterMessage((&testpb.Nested{}).ProtoReflect().Type()); err != nil {
		t.Fatal(err)
	}
	nested, _ := anypb.New(&testpb.Nested{A: 1})
	dur, _ := anypb.New(durationpb.New(1e9))
	for _, m := range []*testpb.WellKnown{{Any: nested}, {Any: dur}} {
		want, werr := protojson.MarshalOptions{Resolver: types}.Marshal(m)
		got, gerr := pbjson.MarshalOptions{Resolver: types}.Marshal(m)
		if (werr != nil) != (gerr != nil) || !bytes.Equal(compact(got), compact(want)) {
			t.Errorf("Marshal %v: %s, %v; protojson: %s, %v", m, got, gerr, want, werr)
		}
		data, _ := protojson.Marshal(m)
		var w, g testpb.WellKnown
		werr = protojson.UnmarshalOptions{Resolver: types}.Unmarshal(data, &w)
		gerr = pbjson.UnmarshalOptions{Resolver: types}.Unmarshal(data, &g)
		if (werr != nil) != (gerr != nil) || werr == nil && !proto.Equal(&w, &g) {
			t.Errorf("Unmarshal %s: %v, %v; protojson: %v, %v", data, &g, gerr, &w, werr)
		}
	}
}
