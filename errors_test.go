package jsongen_test

import (
	"encoding/json"
	"errors"
	"math"
	"reflect"
	"testing"

	"github.com/jsongen/jsongen"
	"github.com/jsongen/jsongen/internal/e2e/difftypes"
)

type cycle struct {
	Next *cycle `json:"next"`
}

type failText struct{}

func (failText) MarshalText() ([]byte, error) { return nil, errors.New("no text") }

func (*failText) UnmarshalText([]byte) error { return nil }

type badJSON struct{}

func (badJSON) MarshalJSON() ([]byte, error) { return []byte("{oops"), nil }

// TestErrorValues checks that Marshal and Unmarshal return encoding/json's
// error values (type, text, fields and Unwrap chain) for the calls that
// fail before, or outside, any document: bad arguments, values that
// cannot be encoded, failing methods.
func TestErrorValues(t *testing.T) {
	c := &cycle{}
	c.Next = c
	var nilScalars *difftypes.Scalars
	// Held in interfaces, which go vet does not look into.
	var notPointer any = difftypes.Scalars{}
	var nilAny any
	for _, tc := range []struct {
		name string
		std  func() error
		gen  func() error
	}{
		{"Unmarshal into nil", func() error { return json.Unmarshal([]byte(`{}`), nilAny) }, func() error { return jsongen.Unmarshal([]byte(`{}`), nilAny) }},
		{"Unmarshal into a value", func() error { return json.Unmarshal([]byte(`{}`), notPointer) }, func() error { return jsongen.Unmarshal([]byte(`{}`), notPointer) }},
		{"Unmarshal into a nil pointer", func() error { return json.Unmarshal([]byte(`{}`), nilScalars) }, func() error { return jsongen.Unmarshal([]byte(`{}`), nilScalars) }},
		{"Unmarshal into a nil *any", func() error { return json.Unmarshal([]byte(`{}`), (*any)(nil)) }, func() error { return jsongen.Unmarshal([]byte(`{}`), (*any)(nil)) }},
		{"Marshal NaN", func() error { _, err := json.Marshal(math.NaN()); return err }, func() error { _, err := jsongen.Marshal(math.NaN()); return err }},
		{"Marshal NaN in a struct", func() error { _, err := json.Marshal(&difftypes.Scalars{F64: math.Inf(1)}); return err },
			func() error { _, err := jsongen.Marshal(&difftypes.Scalars{F64: math.Inf(1)}); return err }},
		{"Marshal a channel", func() error { _, err := json.Marshal(make(chan int)); return err }, func() error { _, err := jsongen.Marshal(make(chan int)); return err }},
		{"Marshal a cycle", func() error { _, err := json.Marshal(c); return err }, func() error { _, err := jsongen.Marshal(c); return err }},
		// difftypes has no MarshalJSON: encoding/json encodes it by
		// reflection, the reference; jsongen runs the generated code.
		{"Marshal a failing MarshalJSON", func() error { _, err := json.Marshal(&difftypes.Methods{V: difftypes.ValMarshal{N: 13}}); return err },
			func() error {
				_, err := jsongen.Marshal(&difftypes.Methods{V: difftypes.ValMarshal{N: 13}})
				return err
			}},
		{"Marshal invalid MarshalJSON output", func() error { _, err := json.Marshal(&difftypes.Methods{V: difftypes.ValMarshal{N: 14}}); return err },
			func() error {
				_, err := jsongen.Marshal(&difftypes.Methods{V: difftypes.ValMarshal{N: 14}})
				return err
			}},
		{"Marshal a failing MarshalText", func() error { _, err := json.Marshal(&difftypes.Methods{T: difftypes.ValText{S: "fail"}}); return err },
			func() error {
				_, err := jsongen.Marshal(&difftypes.Methods{T: difftypes.ValText{S: "fail"}})
				return err
			}},
		{"Marshal a failing MarshalText map key", func() error { _, err := json.Marshal(map[failText]int{{}: 1}); return err },
			func() error { _, err := jsongen.Marshal(map[failText]int{{}: 1}); return err }},
		{"Marshal invalid MarshalJSON output, unknown type", func() error { _, err := json.Marshal([]badJSON{{}}); return err },
			func() error { _, err := jsongen.Marshal([]badJSON{{}}); return err }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want, got := tc.std(), tc.gen()
			if want == nil {
				t.Fatal("encoding/json returned no error")
			}
			if reflect.TypeOf(got) != reflect.TypeOf(want) || got.Error() != want.Error() {
				t.Fatalf("jsongen:       %T %v\nencoding/json: %T %v", got, got, want, want)
			}
			for g, w := errors.Unwrap(got), errors.Unwrap(want); g != nil || w != nil; g, w = errors.Unwrap(g), errors.Unwrap(w) {
				if reflect.TypeOf(g) != reflect.TypeOf(w) || g == nil || g.Error() != w.Error() {
					t.Fatalf("Unwrap chains differ: %T %v / %T %v", g, g, w, w)
				}
			}
		})
	}
}

// TestOptionsDoNotOutliveTheirCall decodes with each option set and then
// without options, one call after the other and so on the same pooled
// Reader: each call must decode as its own options say, whatever the call
// before it set.
func TestOptionsDoNotOutliveTheirCall(t *testing.T) {
	doc := []byte("{\"B\":true,\"b\":false,\"Unknown\":1,\"S\":\"\xff\",\"I\":1}")
	for _, o := range []jsongen.UnmarshalOptions{{Strict: true}, {DisallowUnknownFields: true}, {UseNumber: true}, {StringBlocks: true}} {
		for range 3 { // the pool may hand out another Reader: go round a few times
			var s difftypes.Scalars
			if err := o.Unmarshal(doc, &s); (err != nil) != (o.Strict || o.DisallowUnknownFields) {
				t.Errorf("%+v: error %v", o, err)
			}
			var n any
			if err := o.Unmarshal(doc, &n); err != nil && !o.Strict {
				t.Errorf("%+v: error %v into any", o, err)
			}
			var plain, std difftypes.Scalars
			err := jsongen.Unmarshal(doc, &plain)
			stdErr := json.Unmarshal(doc, &std)
			if err != nil || stdErr != nil || plain != std {
				t.Errorf("after %+v: Unmarshal gave %+v, %v; encoding/json %+v, %v", o, plain, err, std, stdErr)
			}
			var a, stdA any
			err = jsongen.Unmarshal(doc, &a)
			stdErr = json.Unmarshal(doc, &stdA)
			if err != nil || stdErr != nil || !reflect.DeepEqual(a, stdA) {
				t.Errorf("after %+v: Unmarshal into any gave %#v, %v; encoding/json %#v, %v", o, a, err, stdA, stdErr)
			}
		}
	}
}
