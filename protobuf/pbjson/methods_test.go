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

// version4 stands for a message of generated code from before version 5:
// its field hides the promoted method, so that pbjson resets and checks
// the message through protobuf's reflection (proto.Reset and
// proto.CheckInitialized), which reach the embedded message.
type version4 struct {
	pbjson.Message
	ResetProtoJSON struct{}
}

// TestCodeBeforeVersion5 decodes into messages without ResetProtoJSON and
// HasRequiredProtoJSON, as generated code of versions 1 to 4 has, and into
// the same messages with them: a message holding values is reset first,
// and one missing required fields fails, as with protojson.
func TestCodeBeforeVersion5(t *testing.T) {
	doc := []byte(`{"fInt32": 7}`)
	want := &testpb.Scalars{}
	if err := protojson.Unmarshal(doc, want); err != nil {
		t.Fatal(err)
	}
	missing := []byte(`{"req": {"id": 1}}`)
	if err := protojson.Unmarshal(missing, &testpb.HasRequired{}); err == nil {
		t.Fatalf("protojson: no error for %s", missing)
	}
	for _, old := range []bool{false, true} {
		var m, req pbjson.Message = &testpb.Scalars{FString: "left over", FInt64: 9}, &testpb.HasRequired{}
		if old {
			m, req = version4{Message: m}, version4{Message: req}
		}
		if _, ok := m.(pbjson.Generated); ok == old {
			t.Fatalf("%T: implements Generated: %v", m, ok)
		}
		if err := pbjson.Unmarshal(doc, m); err != nil {
			t.Fatalf("%T: %v", m, err)
		}
		if got := m.ProtoReflect().Interface(); !proto.Equal(got, want) {
			t.Errorf("%T: decoded %v, protojson %v", m, got, want)
		}
		if err := pbjson.Unmarshal(missing, req); err == nil {
			t.Errorf("%T: no error for %s", req, missing)
		}
		if _, err := pbjson.Marshal(req); err == nil {
			t.Errorf("%T: Marshal gave no error for a message missing a required field", req)
		}
	}
}
