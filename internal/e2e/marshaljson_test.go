package e2e

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/jsongen/jsongen"
	"github.com/jsongen/jsongen/internal/e2e/stdtypes"
)

// TestMarshalJSONKeepsValueOnStack checks that a generated MarshalJSON
// method with a value receiver allocates only its result: the value is
// written where it is, not copied to the heap first (as the
// jsongen.Marshal(&v) of generated code before version 6 did, one more
// allocation the size of the value on each call, through json.Marshal as
// well). Its output is json.Marshal's. (A type whose EncodeJSON takes the
// address of a field, for the field's pointer methods, as Inner's does,
// is still moved to the heap: the escape is the field's.)
func TestMarshalJSONKeepsValueOnStack(t *testing.T) {
	v := stdtypes.Loose{N: "any", S: strings.Repeat("s", 40)}
	got, err := v.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	type plain stdtypes.Loose // the same fields, without the methods
	want, err := json.Marshal(plain(v))
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Fatalf("MarshalJSON: %s, want %s", got, want)
	}
	if raceEnabled {
		return // the race detector's sync.Pool drops pooled Writers at random
	}
	allocs := testing.AllocsPerRun(100, func() {
		if _, err := v.MarshalJSON(); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 1 {
		t.Errorf("MarshalJSON: %v allocations, want 1 (the result)", allocs)
	}
}

// TestNoMethodsPromotedToMessage checks that json.Marshal and
// json.Unmarshal treat stdtypes.Message, which gets no MarshalJSON or
// UnmarshalJSON, as they treat the same struct without generated code: Msg's
// methods, which Msg once got, were promoted to Message, and encoding/json
// wrote and read only Msg's fields for it (slack-go: TestMessageChangedMessage).
func TestNoMethodsPromotedToMessage(t *testing.T) {
	type plainMsg struct {
		Text string `json:"text"`
	}
	type plainMessage struct {
		plainMsg
		Sub *plainMsg `json:"sub"`
	}
	if _, ok := any(stdtypes.Msg{}).(json.Marshaler); ok {
		t.Error("Msg has MarshalJSON")
	}
	in := `{"text":"hello","sub":{"text":"inner"}}`
	var got stdtypes.Message
	if err := json.Unmarshal([]byte(in), &got); err != nil {
		t.Fatal(err)
	}
	if got.Text != "hello" || got.Sub == nil || got.Sub.Text != "inner" {
		t.Errorf("json.Unmarshal: %+v", got)
	}
	out, err := json.Marshal(got)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := json.Marshal(plainMessage{plainMsg{"hello"}, &plainMsg{"inner"}})
	if string(out) != string(want) {
		t.Errorf("json.Marshal: %s, want %s", out, want)
	}
	var r stdtypes.Reacted
	if err := json.Unmarshal([]byte(`{"m":{"text":"t","count":2}}`), &r); err != nil {
		t.Fatal(err)
	}
	if out, _ := json.Marshal(r); string(out) != `{"m":{"text":"t","sub":null,"count":2}}` {
		t.Errorf("json.Marshal(Reacted): %s", out)
	}
}

// TestNoMethodsPromotedToLocalCopy checks that a hand-written
// UnmarshalJSON that decodes through a defined type of its own struct
// (type alias MergeRequest) still fills every field: the embedded
// BasicMergeRequest once got an UnmarshalJSON, which that type had by
// promotion, and encoding/json then filled only BasicMergeRequest's fields
// (gitlab client-go: TestGetMergeRequest).
func TestNoMethodsPromotedToLocalCopy(t *testing.T) {
	for _, v := range []any{stdtypes.BasicMergeRequest{}, &stdtypes.BasicMergeRequest{}} {
		if _, ok := v.(json.Marshaler); ok {
			t.Errorf("%T has MarshalJSON", v)
		}
		if _, ok := v.(json.Unmarshaler); ok {
			t.Errorf("%T has UnmarshalJSON", v)
		}
	}
	in := `{"id":1,"title":"t","pipeline":{"id":2}}`
	var got stdtypes.MergeRequest
	if err := json.Unmarshal([]byte(in), &got); err != nil {
		t.Fatal(err)
	}
	if got.ID != 1 || got.Title != "t" || got.Pipeline == nil || got.Pipeline.ID != 2 {
		t.Errorf("json.Unmarshal: %+v (Pipeline %v)", got, got.Pipeline)
	}
	for _, v := range []any{got, &got} {
		if out, err := json.Marshal(v); err != nil || string(out) != in {
			t.Errorf("json.Marshal(%T): %s, %v; want %s", v, out, err, in)
		}
	}
}

// TestDisallowUnknownFieldsInFieldlessStruct checks that a struct with no
// exported field, all of whose members are unknown, reports them under
// DisallowUnknownFields as encoding/json does, the first one first: its
// decoder once skipped them (google.golang.org/api: drive's Service holds
// AboutService and the like).
func TestDisallowUnknownFieldsInFieldlessStruct(t *testing.T) {
	// HoldsHidden without generated code, named alike for the errors (its
	// UnmarshalJSON would hand json.Decoder's input to jsongen, without the
	// Decoder's options).
	type Hidden struct{ _ int }
	type HoldsHidden struct {
		P *Hidden `json:"p"`
		V Hidden  `json:"v"`
		N int     `json:"n"`
	}
	for _, in := range []string{
		`{"p":{"x":1}}`,
		`{"v":{"n":1},"n":2}`,
		`{"p":{},"v":{"a":[1,{"b":2}]},"y":3}`,
		`{"p":null,"v":{},"n":"s","q":1}`,
		`{"n":true,"p":{"x":1}}`,
		`{"p":{"x":}}`,
	} {
		for _, disallow := range []bool{false, true} {
			std := json.NewDecoder(strings.NewReader(in))
			gen := jsongen.NewDecoder(strings.NewReader(in))
			if disallow {
				std.DisallowUnknownFields()
				gen.DisallowUnknownFields()
			}
			var a HoldsHidden
			var b stdtypes.HoldsHidden
			errStd, errGen := std.Decode(&a), gen.Decode(&b)
			if fmt.Sprint(errStd) != fmt.Sprint(errGen) || a.N != b.N || (a.P == nil) != (b.P == nil) {
				t.Errorf("%s, DisallowUnknownFields %v:\n encoding/json: %+v, %v\n jsongen:       %+v, %v", in, disallow, a, errStd, b, errGen)
			}
		}
	}
}

// TestNoMethodsOnAlwaysEmpty checks that a struct encoding/json always
// writes as {}, by its rules for fields (json:"-", an embedded struct with
// nothing to encode), gets no MarshalJSON: openai-go sends a JSON body for
// a request's params only when they are a json.Marshaler, and sent "{}"
// with GET requests once its query-only params had one
// (TestFineTuningCheckpointPermissionsUseAdminAPIKey).
func TestNoMethodsOnAlwaysEmpty(t *testing.T) {
	n := 3
	v := stdtypes.QueryParams{After: "x", Limit: &n}
	if _, ok := any(v).(json.Marshaler); ok {
		t.Error("QueryParams has MarshalJSON")
	}
	if _, ok := any(&v).(json.Unmarshaler); ok {
		t.Error("*QueryParams has UnmarshalJSON")
	}
	if out, err := json.Marshal(v); err != nil || string(out) != "{}" {
		t.Errorf("json.Marshal: %s, %v", out, err)
	}
}
