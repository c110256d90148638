package e2e

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/jsongen/jsongen"
	"github.com/jsongen/jsongen/internal/e2e/difftypes"
	"github.com/jsongen/jsongen/internal/e2e/easytypes/loose"
	"github.com/jsongen/jsongen/jsonread"
)

// strictCases are inputs that the default mode accepts (as encoding/json
// does) and that strict mode, following RFC 7493 and encoding/json/v2,
// treats differently. ok says whether strict mode accepts them.
var strictCases = []struct {
	name, in string
	ok       bool
}{
	{"plain", `{"name":"a","S":"b","I":1}`, true},
	{"valid UTF-8 and pairs", `{"name":"é😀\ud83d\ude00"}`, true},
	{"invalid UTF-8 in a value", "{\"name\":\"a\xffb\"}", false},
	{"invalid UTF-8 in a key", "{\"na\xffme\":\"a\"}", false},
	{"invalid UTF-8 in a skipped value", "{\"x\":[\"\xc0\"],\"name\":\"a\"}", false},
	{"surrogate in UTF-8", "{\"name\":\"\xed\xa0\x80\"}", false},
	{"lone high surrogate", `{"name":"\ud800"}`, false},
	{"lone low surrogate", `{"name":"\udc00"}`, false},
	{"reversed pair", `{"name":"\udc00\ud800"}`, false},
	{"high surrogate then letter", `{"name":"\ud800\u0041"}`, false},
	{"duplicate field", `{"name":"a","name":"b"}`, false},
	{"duplicate field, escaped", `{"name":"a","\u006eame":"b"}`, false},
	{"duplicate unknown member", `{"x":1,"x":2,"name":"a"}`, false},
	{"duplicate inside a skipped value", `{"x":{"a":1,"a":2},"name":"a"}`, false},
	{"same name in sibling objects", `{"x":{"a":1},"y":{"a":2},"name":"a"}`, true},
	{"names that differ in case are not duplicates", `{"name":"a","NAME":"b","Name":"c"}`, true},
}

func TestStrictMode(t *testing.T) {
	strict := jsongen.UnmarshalOptions{Strict: true}
	for _, c := range strictCases {
		for _, target := range []func() any{func() any { return new(difftypes.CaseFold) }, func() any { return new(any) },
			func() any { return new(map[string]any) }} {
			v := target()
			if err := jsongen.Unmarshal([]byte(c.in), v); err != nil {
				t.Errorf("%s: the default mode rejects it: %v", c.name, err)
			}
			err := strict.Unmarshal([]byte(c.in), target())
			if (err == nil) != c.ok {
				t.Errorf("%s into %T: strict error %v, want ok=%v", c.name, v, err, c.ok)
			}
			var se *jsonread.SyntaxError
			if err != nil && !errors.As(err, &se) {
				t.Errorf("%s: strict error %v is not a *jsonread.SyntaxError", c.name, err)
			}
		}
	}
}

// TestStrictMatchesNamesExactly checks that strict mode matches member
// names to fields only when they are equal, where the default mode
// ignores case (with Unicode folding).
func TestStrictMatchesNamesExactly(t *testing.T) {
	in := []byte(`{"NAME":"upper","Name":"title","Kelvin":1,"straße":"s","STRASSE":"x"}`)
	var lax, strict difftypes.CaseFold
	if err := jsongen.Unmarshal(in, &lax); err != nil {
		t.Fatal(err)
	}
	if err := (jsongen.UnmarshalOptions{Strict: true}).Unmarshal(in, &strict); err != nil {
		t.Fatal(err)
	}
	if lax.Name != "title" || lax.NAME != "upper" || lax.Kelvin != 1 {
		t.Errorf("default mode: %+v", lax)
	}
	if strict.Name != "" || strict.NAME != "upper" || strict.Kelvin != 0 || strict.Straße != "" {
		t.Errorf("strict mode matched names without regard to case: %+v", strict)
	}
}

func TestDisallowUnknownFieldsAndUseNumber(t *testing.T) {
	opts := jsongen.UnmarshalOptions{DisallowUnknownFields: true}
	var s difftypes.Scalars
	err := opts.Unmarshal([]byte(`{"I":1,"extra":true,"S":"x"}`), &s)
	if err == nil || s.S != "x" {
		t.Errorf("unknown field: error %v, decoding went on: %v", err, s.S == "x")
	}
	if err := opts.Unmarshal([]byte(`{"I":1,"i":2}`), &s); err != nil {
		t.Errorf("a case-insensitive match is not unknown: %v", err)
	}
	var v any
	if err := (jsongen.UnmarshalOptions{UseNumber: true}).Unmarshal([]byte(`{"n":[1.50,1e400]}`), &v); err != nil {
		t.Fatal(err)
	}
	if n := v.(map[string]any)["n"].([]any); n[0] != any(jsonNumber("1.50")) || n[1] != any(jsonNumber("1e400")) {
		t.Errorf("UseNumber: %#v", n)
	}
}

func jsonNumber(s string) json.Number { return json.Number(s) }

// TestStrictModeWithRawMembers checks strict mode on code generated with
// -disable_members_unescape (package loose), whose member names go
// through Reader.FieldRaw: the strict rules hold there too (duplicates,
// exact names, valid UTF-8), as for any other generated code.
func TestStrictModeWithRawMembers(t *testing.T) {
	strict := jsongen.UnmarshalOptions{Strict: true}
	for _, c := range []struct {
		name, in      string
		lax, strictOK bool
	}{
		{"plain", `{"name":"a","data":"YQ=="}`, true, true},
		{"duplicate field", `{"name":"a","name":"b"}`, true, false},
		{"name in another case", `{"NAME":"a"}`, true, false}, // unknown when exact, and loose disallows unknown fields
		{"invalid UTF-8 in a value", "{\"name\":\"a\xffb\"}", true, false},
	} {
		var lax, st loose.Blob
		if err := jsongen.Unmarshal([]byte(c.in), &lax); (err == nil) != c.lax {
			t.Errorf("%s: default mode error %v, want ok=%v", c.name, err, c.lax)
		}
		if err := strict.Unmarshal([]byte(c.in), &st); (err == nil) != c.strictOK {
			t.Errorf("%s: strict error %v, want ok=%v", c.name, err, c.strictOK)
		}
	}
}
