// Package conformance checks jsongen's parser against public and hand-made
// conformance cases: every document must be accepted or rejected by
// jsongen.Valid and jsongen.Unmarshal exactly as encoding/json accepts or
// rejects it, and decode to the same values.
//
// conformance_test.go runs nst/JSONTestSuite's files (testdata/JSONTestSuite,
// see its README.md for the source); grammar_test.go runs our own cases,
// one table per grammar rule, for what the corpus does not pin down.
package conformance

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/jsongen/jsongen"
	"github.com/jsongen/jsongen/internal/conformance/target"
	"github.com/jsongen/jsongen/jsonread"
)

// topTargets are the types every document is decoded into as a whole.
// jsongen.Unmarshal decodes all of them with its own reader: *any and
// *map[string]any directly, the target types through their generated
// DecodeJSON methods (checked by TestTargetsAreGenerated), so none of them
// falls back to encoding/json.
var topTargets = []reflect.Type{
	reflect.TypeFor[any](),
	reflect.TypeFor[map[string]any](),
	reflect.TypeFor[target.Doc](),
	reflect.TypeFor[target.Values](),
	reflect.TypeFor[target.Nest](),
	reflect.TypeFor[target.Arrays](),
}

// A context places a document V inside a larger one, to exercise the
// decoders of struct fields and the skipping of unknown members, which
// must validate what they skip as strictly as the top level does.
//
// V is inserted byte for byte, with no whitespace trimmed or added. JSON
// allows the same four whitespace characters around a member value or an
// array element as around the top-level value, so a document that is one
// value, with or without surrounding whitespace, is exactly as valid inside
// a context as alone (unless the context's extra level or two of nesting
// takes it past encoding/json's limit of 10000). A document that is not
// one value (trailing garbage, two values, an unclosed or over-closed
// structure, nothing at all) can change meaning once wrapped: `1,"a":2`
// alone is invalid and `{"unknown":1,"a":2,"x":1}` is valid. That is fine
// here, because the test compares jsongen with encoding/json on the same
// wrapped bytes, never with the verdict on the bare document; the members
// after V (`,"x":1`) check that the decoder resumes at the right byte.
// TestJSONTestSuite additionally requires every y_ document to stay valid
// in every context.
type context struct {
	name           string
	prefix, suffix string
	into           reflect.Type
}

func (c context) wrap(v []byte) []byte {
	b := make([]byte, 0, len(c.prefix)+len(v)+len(c.suffix))
	b = append(b, c.prefix...)
	b = append(b, v...)
	return append(b, c.suffix...)
}

var (
	docType    = reflect.TypeFor[target.Doc]()
	valuesType = reflect.TypeFor[target.Values]()
	mapType    = reflect.TypeFor[map[string]any]()
)

var contexts = []context{
	// Unknown members: target.Doc has no field "unknown", so the generated
	// decoder skips the value, which must still be validated.
	{"unknown-first", `{"unknown":`, `,"x":1}`, docType},
	{"unknown-last", `{"x":1,"unknown":`, `}`, docType},
	{"unknown-nested", `{"unknown":[{"k":`, `}],"x":1}`, docType},
	{"unknown-in-inner", `{"inner":{"unknown":`, `,"name":"n"},"x":1}`, docType},
	// Known members, each decoded by a different generated code path.
	{"field-any", `{"any":`, `,"x":1}`, docType},
	{"field-map", `{"map":{"k":`, `},"x":1}`, docType},
	{"field-arr", `{"arr":[`, `,1],"x":1}`, docType},
	{"field-string", `{"s":`, `,"x":1}`, docType},
	{"field-ptr-string", `{"ps":`, `,"x":1}`, docType},
	{"field-strings", `{"strs":[`, `],"x":1}`, docType},
	{"field-float", `{"f":`, `,"x":1}`, docType},
	{"field-int", `{"i":`, `,"x":1}`, docType},
	{"field-uint8", `{"u8":`, `,"x":1}`, docType},
	{"field-ints", `{"ints":[`, `],"x":1}`, docType},
	{"field-bool", `{"b":`, `,"x":1}`, docType},
	{"field-kids-any", `{"kids":[{"any":`, `}],"x":1}`, docType},
	// Top-level containers decoded directly.
	{"values-elem", `[`, `,true]`, valuesType},
	{"map-value", `{"k":`, `,"z":null}`, mapType},
}

// TestTargetsAreGenerated makes sure the target types have generated
// DecodeJSON methods; without them jsongen.Unmarshal would hand them to
// encoding/json and every comparison would pass trivially.
func TestTargetsAreGenerated(t *testing.T) {
	for _, typ := range topTargets {
		if typ.Kind() == reflect.Interface || typ.Kind() == reflect.Map {
			continue
		}
		if _, ok := reflect.New(typ).Interface().(jsongen.Unmarshaler); !ok {
			t.Errorf("%v has no generated DecodeJSON; run go generate ./internal/conformance/target", typ)
		}
	}
}

// decodeBoth decodes data into a new value of typ with jsongen.Unmarshal
// and with json.Unmarshal. It returns both results and what differs
// between them, or "".
//
// The errors must be the same values (type, text and fields). After a
// syntax error encoding/json has stored nothing while jsongen may have
// stored the values before it (a documented difference, DIFFERENCES.md
// item 1), so values are compared only when there is no syntax error. A type error leaves both having stored the rest of
// the document, so values are compared then too. Values are compared with
// reflect.DeepEqual and also by encoding both with encoding/json, which
// tells -0 from 0 where DeepEqual does not.
func decodeBoth(data []byte, typ reflect.Type) (got, want reflect.Value, gerr, werr error, diff string) {
	got, want = reflect.New(typ), reflect.New(typ)
	gerr = jsongen.Unmarshal(data, got.Interface())
	werr = json.Unmarshal(data, want.Interface())
	if (gerr == nil) != (werr == nil) || gerr != nil && (reflect.TypeOf(gerr) != reflect.TypeOf(werr) || gerr.Error() != werr.Error() || !reflect.DeepEqual(gerr, werr)) {
		return got, want, gerr, werr, fmt.Sprintf("into %v: errors differ:\n jsongen:       %#v %v\n encoding/json: %#v %v", typ, gerr, gerr, werr, werr)
	}
	var jse *json.SyntaxError
	if errors.As(werr, &jse) {
		// jsongen's own error, asked for, gives a place in the input.
		derr := jsongen.UnmarshalOptions{DetailedErrors: true}.Unmarshal(data, reflect.New(typ).Interface())
		var se *jsonread.SyntaxError
		if !errors.As(derr, &se) {
			return got, want, gerr, werr, fmt.Sprintf("into %v: the detailed error is not a *jsonread.SyntaxError: %T %v", typ, derr, derr)
		}
		if se.Offset < 0 || se.Offset > int64(len(data)) {
			return got, want, gerr, werr, fmt.Sprintf("into %v: syntax error offset %d outside the input (length %d): %v", typ, se.Offset, len(data), derr)
		}
		return got, want, gerr, werr, ""
	}
	if !reflect.DeepEqual(got.Interface(), want.Interface()) {
		return got, want, gerr, werr, fmt.Sprintf("into %v: values differ (errors %v / %v):\n jsongen:       %s\n encoding/json: %s", typ, gerr, werr, show(got.Elem()), show(want.Elem()))
	}
	gb, gmerr := json.Marshal(got.Interface())
	wb, wmerr := json.Marshal(want.Interface())
	if gmerr != nil || wmerr != nil || !bytes.Equal(gb, wb) {
		return got, want, gerr, werr, fmt.Sprintf("into %v: values encode differently (errors %v / %v):\n jsongen:       %s %v\n encoding/json: %s %v", typ, gerr, werr, gb, gmerr, wb, wmerr)
	}
	return got, want, gerr, werr, ""
}

// show prints a decoded value briefly.
func show(v reflect.Value) string {
	s := fmt.Sprintf("%#v", v.Interface())
	if len(s) > 300 {
		s = s[:300] + "..."
	}
	return s
}

// short quotes a document for a message, cutting long ones.
func short(b []byte) string {
	if len(b) > 120 {
		return fmt.Sprintf("%q... (%d bytes)", b[:120], len(b))
	}
	return fmt.Sprintf("%q", b)
}

// checkValid reports a disagreement between jsongen.Valid and json.Valid
// and returns encoding/json's verdict.
func checkValid(t *testing.T, data []byte) bool {
	t.Helper()
	got, want := jsongen.Valid(data), json.Valid(data)
	if got != want {
		t.Errorf("jsongen.Valid = %v, json.Valid = %v for %s", got, want, short(data))
	}
	return want
}

// checkAll runs every check on one document: Valid, decoding into each
// top-level target, and decoding in each context (with Valid on the
// wrapped bytes too). It returns jsongen's and encoding/json's errors for
// decoding into *any.
func checkAll(t *testing.T, data []byte) (anyGot, anyWant reflect.Value, gerr, werr error) {
	t.Helper()
	t.Run("valid", func(t *testing.T) { checkValid(t, data) })
	for _, typ := range topTargets {
		t.Run("into-"+typeName(typ), func(t *testing.T) {
			got, want, g, w, diff := decodeBoth(data, typ)
			if diff != "" {
				t.Errorf("%s\ninput: %s", diff, short(data))
			}
			if typ.Kind() == reflect.Interface {
				anyGot, anyWant, gerr, werr = got, want, g, w
			}
		})
	}
	for _, c := range contexts {
		t.Run("in-"+c.name, func(t *testing.T) {
			in := c.wrap(data)
			checkValid(t, in)
			if _, _, _, _, diff := decodeBoth(in, c.into); diff != "" {
				t.Errorf("%s\ninput: %s", diff, short(in))
			}
		})
	}
	return anyGot, anyWant, gerr, werr
}

func typeName(typ reflect.Type) string {
	return strings.NewReplacer("[]", "slice-", "interface {}", "any", " ", "").Replace(typ.String())
}

// iOutcome is encoding/json's verdict on an implementation-defined (i_)
// file: whether json.Valid accepts it and whether json.Unmarshal into *any
// succeeds. jsongen must match it; pinning it here records the choices and
// notices if a new Go release changes one.
type iOutcome struct{ valid, decodes bool }

var iOutcomes = map[string]iOutcome{
	// Huge and tiny numbers: always valid syntax. A number whose value
	// overflows float64 is a type error when decoded into any (as into a
	// float64 field); one that underflows becomes 0; integers beyond int64
	// become the nearest float64.
	"i_number_double_huge_neg_exp.json":   {true, true},
	"i_number_huge_exp.json":              {true, false},
	"i_number_neg_int_huge_exp.json":      {true, false},
	"i_number_pos_double_huge_exp.json":   {true, false},
	"i_number_real_neg_overflow.json":     {true, false},
	"i_number_real_pos_overflow.json":     {true, false},
	"i_number_real_underflow.json":        {true, true},
	"i_number_too_big_neg_int.json":       {true, true},
	"i_number_too_big_pos_int.json":       {true, true},
	"i_number_very_big_negative_int.json": {true, true},
	// Lone, reversed and incomplete surrogate escapes are accepted and each
	// unpaired one decodes to U+FFFD.
	"i_object_key_lone_2nd_surrogate.json":                {true, true},
	"i_string_1st_surrogate_but_2nd_missing.json":         {true, true},
	"i_string_1st_valid_surrogate_2nd_invalid.json":       {true, true},
	"i_string_incomplete_surrogate_and_escape_valid.json": {true, true},
	"i_string_incomplete_surrogate_pair.json":             {true, true},
	"i_string_incomplete_surrogates_escape_valid.json":    {true, true},
	"i_string_invalid_lonely_surrogate.json":              {true, true},
	"i_string_invalid_surrogate.json":                     {true, true},
	"i_string_inverted_surrogates_U+1D11E.json":           {true, true},
	"i_string_lone_second_surrogate.json":                 {true, true},
	// Invalid UTF-8 inside strings (bad bytes, overlong forms, encoded
	// surrogates, code points past U+10FFFF, truncated sequences, Latin-1)
	// is accepted; each bad byte decodes to U+FFFD.
	"i_string_UTF-8_invalid_sequence.json":         {true, true},
	"i_string_UTF8_surrogate_U+D800.json":          {true, true},
	"i_string_invalid_utf-8.json":                  {true, true},
	"i_string_iso_latin_1.json":                    {true, true},
	"i_string_lone_utf8_continuation_byte.json":    {true, true},
	"i_string_not_in_unicode_range.json":           {true, true},
	"i_string_overlong_sequence_2_bytes.json":      {true, true},
	"i_string_overlong_sequence_6_bytes.json":      {true, true},
	"i_string_overlong_sequence_6_bytes_null.json": {true, true},
	"i_string_truncated-utf-8.json":                {true, true},
	// Only UTF-8 is read: UTF-16 documents and a UTF-8 byte order mark are
	// rejected.
	"i_string_UTF-16LE_with_BOM.json":         {false, false},
	"i_string_utf16BE_no_BOM.json":            {false, false},
	"i_string_utf16LE_no_BOM.json":            {false, false},
	"i_structure_UTF-8_BOM_empty_object.json": {false, false},
	// 500 levels of nesting are well within the limit of 10000.
	"i_structure_500_nested_arrays.json": {true, true},
}

// corpusDir is where the JSONTestSuite files are.
const corpusDir = "testdata/JSONTestSuite"

// TestJSONTestSuite runs every file of JSONTestSuite's test_parsing and
// test_transform directories through checkAll, and checks the suite's own
// verdicts: y_ files are accepted (by Valid, by Unmarshal into *any and,
// wrapped, in every context), n_ files are rejected, i_ files get
// encoding/json's verdict as pinned in iOutcomes.
func TestJSONTestSuite(t *testing.T) {
	counts := map[string]int{}
	for _, dir := range []string{"test_parsing", "test_transform"} {
		files, err := filepath.Glob(filepath.Join(corpusDir, dir, "*.json"))
		if err != nil {
			t.Fatal(err)
		}
		t.Run(dir, func(t *testing.T) {
			for _, file := range files {
				name := filepath.Base(file)
				kind := "transform"
				if dir == "test_parsing" {
					kind = name[:2]
				}
				counts[kind]++
				data, err := os.ReadFile(file)
				if err != nil {
					t.Fatal(err)
				}
				t.Run(name, func(t *testing.T) { checkCorpusFile(t, kind, name, data) })
			}
		})
	}
	// The copy in testdata must be complete: these are the numbers of
	// files at the commit named in testdata/JSONTestSuite/README.md.
	want := map[string]int{"y_": 95, "n_": 188, "i_": 35, "transform": 22}
	if !reflect.DeepEqual(counts, want) {
		t.Errorf("corpus files by kind = %v, want %v", counts, want)
	}
	if len(iOutcomes) != want["i_"] {
		t.Errorf("iOutcomes has %d entries, want %d", len(iOutcomes), want["i_"])
	}
}

func checkCorpusFile(t *testing.T, kind, name string, data []byte) {
	valid := json.Valid(data)
	_, _, gerr, werr := checkAll(t, data)
	gvalid := jsongen.Valid(data)
	switch kind {
	case "y_":
		if !valid || werr != nil {
			t.Errorf("encoding/json rejects a y_ file: Valid %v, Unmarshal %v", valid, werr)
		}
		if !gvalid || gerr != nil {
			t.Errorf("jsongen rejects a y_ file: Valid %v, Unmarshal %v", gvalid, gerr)
		}
		// A valid document stays valid in every context (the files are
		// shallow, so no context takes one past the nesting limit).
		for _, c := range contexts {
			if in := c.wrap(data); !jsongen.Valid(in) || !json.Valid(in) {
				t.Errorf("in context %s: jsongen.Valid %v, json.Valid %v for %s", c.name, jsongen.Valid(in), json.Valid(in), short(in))
			}
		}
	case "n_":
		if valid || werr == nil {
			t.Errorf("encoding/json accepts an n_ file: Valid %v, Unmarshal %v", valid, werr)
		}
		if gvalid || gerr == nil {
			t.Errorf("jsongen accepts an n_ file: Valid %v, Unmarshal %v", gvalid, gerr)
		}
	case "i_":
		want, ok := iOutcomes[name]
		if !ok {
			t.Fatalf("no pinned outcome for %s: add it to iOutcomes (encoding/json: Valid %v, Unmarshal %v)", name, valid, werr)
		}
		if got := (iOutcome{valid, werr == nil}); got != want {
			t.Errorf("encoding/json's outcome changed: got %+v, pinned %+v (Unmarshal: %v)", got, want, werr)
		}
		t.Logf("implementation-defined: jsongen Valid=%v Unmarshal(*any) error=%v; encoding/json Valid=%v error=%v", gvalid, gerr, valid, werr)
	case "transform":
		// Only agreement with encoding/json, checked by checkAll.
	default:
		t.Fatalf("unexpected file %s", name)
	}
}
