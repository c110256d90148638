package jsonread

import (
	"errors"
	"testing"
)

// TestStrictStrings checks Options.StrictStrings, protojson's rule for
// strings, on every path by which the Reader reads one: a value, into a
// string and into an interface; a key, plain or escaped, matched against
// fields or read as a map key; and values skipped whole. Invalid UTF-8 and
// unpaired surrogate escapes are syntax errors with it (and with Strict),
// and are replaced by U+FFFD without it; repeated member names, which
// Strict refuses, are accepted.
func TestStrictStrings(t *testing.T) {
	fields := &FieldNames{Names: []string{"id", "name"}}
	reads := map[string]func(r *Reader){
		"Str":  func(r *Reader) { var s string; r.Str(&s) },
		"Any":  func(r *Reader) { var v any; r.Any(&v) },
		"Skip": func(r *Reader) { r.Skip() },
		"NextField": func(r *Reader) {
			f := r.BeginStruct(fields, "T")
			for i := r.NextField(f); i >= 0; i = r.NextField(f) {
				r.Skip()
			}
		},
		"Key": func(r *Reader) {
			for r.BeginObject("map"); r.ObjectNext(); {
				r.Key()
				r.Skip()
			}
		},
	}
	bad := map[string][]string{
		"Str":       {"\"a\xff\"", `"\ud800"`, `"\udc00\ud800"`, `"\ud83d\u0041"`, "\"\xed\xa0\x80\""},
		"Any":       {"[\"\xff\"]", `{"\ud800": 1}`, "{\"a\": {\"b\xff\": 1}}"},
		"Skip":      {"[1, {\"a\": [\"\xff\"]}]", `{"a": {"\udc00": 1}}`},
		"NextField": {"{\"na\xffme\": 1}", `{"n\u0061me": "\ud800"}`, "{\"other\": {\"x\": \"\xff\"}}", `{"\ud800": 1}`},
		"Key":       {"{\"\xff\": 1}", `{"a\udc00": 1}`, "{\"a\": [\"\xff\"]}"},
	}
	good := map[string][]string{
		"Str":       {`"plain"`, `"é 日本 \ud83d\ude00 \n"`, "\"\xe2\x80\xa8\""},
		"Any":       {`{"a": 1, "a": 2}`, `["\ud83d\ude00", {"é": "日本"}]`},
		"Skip":      {`{"a": {"b": 1, "b": 2}}`, `["\ud83d\ude00"]`},
		"NextField": {`{"id": 1, "id": 2, "name": "é"}`, `{"n\u0061me": "x", "other": {"y": 1, "y": 2}}`},
		"Key":       {`{"a": 1, "a": 2}`, `{"\u00e9": "\ud83d\ude00"}`},
	}
	for how, read := range reads {
		for _, doc := range bad[how] {
			for _, opts := range []Options{{StrictStrings: true}, {Strict: true}} {
				r := NewReader([]byte(doc))
				r.SetOptions(opts)
				read(r)
				r.End()
				var se *SyntaxError
				if err := r.Err(); !errors.As(err, &se) {
					t.Errorf("%s %q %+v: err %v, want a *SyntaxError", how, doc, opts, err)
				}
			}
			r := NewReader([]byte(doc))
			read(r)
			r.End()
			if err := r.Err(); err != nil {
				t.Errorf("%s %q without options: %v, want U+FFFD for what cannot be decoded", how, doc, err)
			}
		}
		for _, doc := range good[how] {
			r := NewReader([]byte(doc))
			r.SetOptions(Options{StrictStrings: true})
			read(r)
			r.End()
			if err := r.Err(); err != nil {
				t.Errorf("%s %q StrictStrings: %v", how, doc, err)
			}
		}
	}
}
