package e2e

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/jsongen/jsongen"
	"github.com/jsongen/jsongen/internal/e2e/difftypes"
	"github.com/jsongen/jsongen/jsonread"
)

// TestErrorsAreEncodingJSONs checks, on one document of each kind of
// error, that jsongen.Unmarshal returns the value json.Unmarshal returns
// (type, text and fields), and that DetailedErrors gives jsonread's, which
// say where the value is. The differential tests compare errors the same
// way on thousands of documents.
func TestErrorsAreEncodingJSONs(t *testing.T) {
	for _, c := range []struct {
		name   string
		in     string
		into   func() any
		detail func(err error) bool
	}{
		{"type error in an array", "{\"Ints\": [1, 2,\n \"three\"]}", func() any { return new(difftypes.Collections) }, func(err error) bool {
			var te *jsonread.TypeError
			return errors.As(err, &te) && te.Path == ".Ints[2]" && te.Value == "string" && te.Type == "int" && te.Offset == 17
		}},
		{"syntax error", "{\"Ints\": [1,\n 2,,]}", func() any { return new(difftypes.Collections) }, func(err error) bool {
			var se *jsonread.SyntaxError
			return errors.As(err, &se) && se.Offset == 16 && se.Line == 2 && se.Column == 4
		}},
		{"method error", `{"V": {"n": 13}}`, func() any { return new(difftypes.Methods) }, func(err error) bool {
			var te *jsonread.TypeError
			return errors.As(err, &te) && te.Path == ".V" && te.Err.Error() == "unlucky input"
		}},
		{"type error in an embedded struct", `{"P": 1, "D": "five"}`, func() any { return new(difftypes.Embedding) }, func(err error) bool {
			var te *jsonread.TypeError
			return errors.As(err, &te) && te.Path == ".D"
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			werr := json.Unmarshal([]byte(c.in), c.into())
			gerr := jsongen.Unmarshal([]byte(c.in), c.into())
			if werr == nil || reflect.TypeOf(gerr) != reflect.TypeOf(werr) || gerr.Error() != werr.Error() || !reflect.DeepEqual(gerr, werr) {
				t.Errorf("jsongen:       %T %#v\nencoding/json: %T %#v", gerr, gerr, werr, werr)
			}
			derr := jsongen.UnmarshalOptions{DetailedErrors: true}.Unmarshal([]byte(c.in), c.into())
			if !c.detail(derr) {
				t.Errorf("detailed error: %T %#v", derr, derr)
			}
		})
	}
}

// TestDecoderOptionsByDefault checks that json.Decoder's options work on
// types generated with the default flags, which give them no
// UnmarshalJSON: encoding/json decodes them itself, with its options.
func TestDecoderOptionsByDefault(t *testing.T) {
	if _, ok := any(new(difftypes.Interfaces)).(json.Unmarshaler); ok {
		t.Fatal("the default generated an UnmarshalJSON")
	}
	dec := json.NewDecoder(strings.NewReader(`{"Any": 1, "Unknown": 2}`))
	dec.DisallowUnknownFields()
	dec.UseNumber()
	var v difftypes.Interfaces
	err := dec.Decode(&v)
	if err == nil || err.Error() != `json: unknown field "Unknown"` {
		t.Errorf("DisallowUnknownFields: %v", err)
	}
	if v.Any != json.Number("1") {
		t.Errorf("UseNumber: Any is %#v", v.Any)
	}
}

// TestOptionsReachValuesLeftToEncodingJSON decodes, with
// DisallowUnknownFields and UseNumber, values of types that generated code
// hands to encoding/json (tags the two toolchains read differently, a
// type parameter's argument): the options must apply inside them too, as
// they do for encoding/json's Decoder.
func TestOptionsReachValuesLeftToEncodingJSON(t *testing.T) {
	for _, c := range []struct {
		in  string
		new func() any
	}{
		{`{"Name":{"B":"x","unknown":1}}`, func() any { return new(difftypes.TagDiffs) }},
		{`{"Names":[{"B":"x"},{"extra":true}]}`, func() any { return new(difftypes.TagDiffs) }},
		{`{"V":[{"name":"x","unknown":1}]}`, func() any { return new(difftypes.Generic[[]difftypes.Scalars]) }},
		{`{"V":{"n":1}}`, func() any { return new(difftypes.Generic[map[string]any]) }},
	} {
		want, got := c.new(), c.new()
		sd := json.NewDecoder(strings.NewReader(c.in))
		sd.DisallowUnknownFields()
		sd.UseNumber()
		werr := sd.Decode(want)
		gd := jsongen.NewDecoder(strings.NewReader(c.in))
		gd.DisallowUnknownFields()
		gd.UseNumber()
		gerr := gd.Decode(got)
		if fmt.Sprint(gerr) != fmt.Sprint(werr) || !reflect.DeepEqual(got, want) {
			t.Errorf("%s into %T: jsongen %v, %+v; encoding/json %v, %+v", c.in, got, gerr, got, werr, want)
		}
	}
}

// TestErrorInsideReplacedInterface decodes into an interface holding a
// pointer, where a type error happens inside the pointed-to value and a
// later member of the same name replaces what the interface holds: the
// error must name the type decoded into at the time (StdError finds types
// from the decoded value, where the interface holds something else by
// then).
func TestErrorInsideReplacedInterface(t *testing.T) {
	for _, in := range []string{`{"Any":"a","Any":null}`, `{"Any":{"I":"x"},"Any":5}`, `{"Anys":[{"I":"x"}],"Anys":null}`} {
		want := difftypes.Interfaces{Any: &difftypes.Scalars{}, Anys: []any{&difftypes.Scalars{}}}
		got := difftypes.Interfaces{Any: &difftypes.Scalars{}, Anys: []any{&difftypes.Scalars{}}}
		werr := json.Unmarshal([]byte(in), &want)
		gerr := jsongen.Unmarshal([]byte(in), &got)
		if fmt.Sprint(gerr) != fmt.Sprint(werr) || !reflect.DeepEqual(gerr, werr) {
			t.Errorf("%s: jsongen %v, encoding/json %v", in, gerr, werr)
		}
	}
}

// TestBytesReuseArray decodes base64 into a []byte field that already has
// an array, good and bad base64: the field and the array it had must end
// as encoding/json leaves them (Go 1.27's decodes into that array, as far
// as it goes before an error; Go 1.26's makes a new one).
func TestBytesReuseArray(t *testing.T) {
	for _, in := range []string{`{"Bytes":"AQI="}`, `{"Bytes":"AQIDBAUG!!!!"}`, `{"Bytes":""}`} {
		warr, garr := []byte("abcdefghij"), []byte("abcdefghij")
		want := difftypes.Collections{Bytes: warr[:3]}
		got := difftypes.Collections{Bytes: garr[:3]}
		werr := json.Unmarshal([]byte(in), &want)
		gerr := jsongen.Unmarshal([]byte(in), &got)
		if fmt.Sprint(gerr) != fmt.Sprint(werr) || !reflect.DeepEqual(got.Bytes, want.Bytes) || string(garr) != string(warr) {
			t.Errorf("%s: jsongen %v, %q, array %q; encoding/json %v, %q, array %q", in, gerr, got.Bytes, garr, werr, want.Bytes, warr)
		}
	}
}
