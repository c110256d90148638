package jsongen_test

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/jsongen/jsongen"
	"github.com/jsongen/jsongen/internal/e2e/difftypes"
	"github.com/jsongen/jsongen/internal/jsonwire"
)

// The tests here compare Indent, Compact, HTMLEscape, Valid and
// MarshalIndent with encoding/json's, that of the toolchain running them
// (from Go 1.27 on, encoding/json runs them on json/v2, which writes other
// bytes and errors in places: whitespace after the value when the prefix
// or indent holds more than spaces and tabs, the errors' offsets and
// messages): the bytes in dst after each call,
// and the error, by reflect.DeepEqual (type, message and Offset) and by
// its text. The inputs are the table below, the benchmark datasets
// (bench/testdata, which the benchmarks read too), pieces of them and many
// broken copies of those, and what FuzzFormat finds.

// indentPairs are the prefixes and indents each input is indented with.
var indentPairs = [][2]string{{"", ""}, {"", "\t"}, {"", "  "}, {"> ", "\t"}, {"\t", " "}, {"//", "----"}}

// before is what dst holds before each call, so that a call that appends
// anything on error, or writes over the buffer, shows.
const before = "[before]\n"

// sameError reports whether got and want are the same error value, field
// for field, with the same text.
func sameError(got, want error) bool {
	if got == nil || want == nil {
		return got == nil && want == nil
	}
	return reflect.DeepEqual(got, want) && got.Error() == want.Error()
}

// sameMarshalError reports whether got and want, errors of Marshal, are
// alike: of the same type with the same text, wrapping alike errors, and
// equal field for field if they are syntax errors. (Other errors hold
// reflect.Values or errors made anew on each call, which
// reflect.DeepEqual does not find equal even between two calls of
// json.Marshal.)
func sameMarshalError(got, want error) bool {
	if got == nil || want == nil {
		return got == nil && want == nil
	}
	if reflect.TypeOf(got) != reflect.TypeOf(want) || got.Error() != want.Error() {
		return false
	}
	if _, ok := want.(*json.SyntaxError); ok {
		return reflect.DeepEqual(got, want)
	}
	if gu, wu := errors.Unwrap(got), errors.Unwrap(want); gu != nil || wu != nil {
		return sameMarshalError(gu, wu)
	}
	return true
}

// describe formats an error with its type and fields for a failure message.
func describe(err error) string {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return fmt.Sprintf("%T{%q, Offset %d}", err, err.Error(), se.Offset)
	}
	return fmt.Sprintf("%T %v", err, err)
}

// clip shortens b for a failure message.
func clip(b []byte) string {
	if len(b) > 200 {
		return fmt.Sprintf("%q... (%d bytes)", b[:200], len(b))
	}
	return fmt.Sprintf("%q", b)
}

// compareBuffers runs the std and jsongen forms of one call, each on a
// buffer holding before, and describes the first difference, or returns "".
func compareBuffers(what string, src []byte, std, gen func(dst *bytes.Buffer) error) string {
	var want, got bytes.Buffer
	want.WriteString(before)
	got.WriteString(before)
	werr := std(&want)
	gerr := gen(&got)
	if !sameError(gerr, werr) {
		return fmt.Sprintf("%s(%s): error %s, want %s", what, clip(src), describe(gerr), describe(werr))
	}
	if !bytes.Equal(got.Bytes(), want.Bytes()) {
		return fmt.Sprintf("%s(%s):\ngot  %s\nwant %s", what, clip(src), clip(got.Bytes()), clip(want.Bytes()))
	}
	return ""
}

// diffFormat compares Indent (with each pair), Compact, HTMLEscape and
// Valid on src with encoding/json's, and describes the differences.
func diffFormat(src []byte, pairs [][2]string) []string {
	var diffs []string
	add := func(d string) {
		if d != "" {
			diffs = append(diffs, d)
		}
	}
	for _, p := range pairs {
		add(compareBuffers(fmt.Sprintf("Indent[%q, %q]", p[0], p[1]), src,
			func(dst *bytes.Buffer) error { return json.Indent(dst, src, p[0], p[1]) },
			func(dst *bytes.Buffer) error { return jsongen.Indent(dst, src, p[0], p[1]) }))
	}
	add(compareBuffers("Compact", src,
		func(dst *bytes.Buffer) error { return json.Compact(dst, src) },
		func(dst *bytes.Buffer) error { return jsongen.Compact(dst, src) }))
	add(compareBuffers("HTMLEscape", src,
		func(dst *bytes.Buffer) error { json.HTMLEscape(dst, src); return nil },
		func(dst *bytes.Buffer) error { jsongen.HTMLEscape(dst, src); return nil }))
	if got, want := jsongen.Valid(src), json.Valid(src); got != want {
		add(fmt.Sprintf("Valid(%s) = %v, want %v", clip(src), got, want))
	}
	return diffs
}

// checkFormat reports diffFormat's differences as test errors.
func checkFormat(t *testing.T, name string, src []byte, pairs [][2]string) {
	t.Helper()
	for _, d := range diffFormat(src, pairs) {
		t.Errorf("%s: %s", name, d)
	}
}

// diffMarshalIndent compares MarshalIndent of v with encoding/json's, for
// each pair.
func diffMarshalIndent(v any, pairs [][2]string) []string {
	var diffs []string
	for _, p := range pairs {
		want, werr := json.MarshalIndent(v, p[0], p[1])
		got, gerr := jsongen.MarshalIndent(v, p[0], p[1])
		what := fmt.Sprintf("MarshalIndent(%T, %q, %q)", v, p[0], p[1])
		switch {
		case !sameMarshalError(gerr, werr):
			diffs = append(diffs, fmt.Sprintf("%s: error %s, want %s", what, describe(gerr), describe(werr)))
		case !bytes.Equal(got, want):
			diffs = append(diffs, fmt.Sprintf("%s:\ngot  %s\nwant %s", what, clip(got), clip(want)))
		case (got == nil) != (want == nil):
			diffs = append(diffs, fmt.Sprintf("%s: nil result %v, want %v", what, got == nil, want == nil))
		}
	}
	return diffs
}

func checkMarshalIndent(t *testing.T, name string, v any, pairs [][2]string) {
	t.Helper()
	for _, d := range diffMarshalIndent(v, pairs) {
		t.Errorf("%s: %s", name, d)
	}
}

// nest returns n levels of open, then inner, then n levels of close.
func nest(n int, open, inner, close string) []byte {
	return []byte(strings.Repeat(open, n) + inner + strings.Repeat(close, n))
}

// formatCases are inputs on which encoding/json's behaviour is worth
// pinning down, by name.
var formatCases = []struct {
	name string
	src  string
}{
	// Well-formed values.
	{"empty object", `{}`},
	{"empty array", `[]`},
	{"empty with space", "{ \n\t\r}"},
	{"empty array with space", "[ \n ]"},
	{"empties nested", `{"a":{},"b":[],"c":[{}],"d":[[]],"e":{"f":{}}}`},
	{"object", `{"a":1,"b":[true,false,null],"c":{"d":"e"}}`},
	{"spaced object", " \t\r\n{ \"a\" : [ 1 , 2 ] , \"b\" : { } , \"c\" : [ ] } "},
	{"spaced array", "[ 1 ,\n2\t,\r3 ]"},
	{"trailing newline", "{\"a\":1}\n"},
	{"trailing mixed space", "[1] \t\r\n \n"},
	{"leading space", "\n\n  [1]"},
	{"scalar true", "true"},
	{"scalar false", " false "},
	{"scalar null", "null\n"},
	{"scalar string", `"x"`},
	{"scalar number space", "1 "},
	{"scalar number newline", "-12.5e+3\n"},
	{"numbers", `[0,-0,1,-1,0.5,-0.5,1e5,1E5,1e+5,1e-5,1.5E-05,123456789012345678901234567890,1e400,-1e-400]`},
	{"strings", `["","a","\"","\\","\/","\b\f\n\r\t","\u0000\u001f\uD834\uDD1E\uDEAD\uffff"]`},
	{"key escapes", `{"\u0041\n":1,"":2,"\"":3}`},
	{"html", `{"<a href=\"x\">&amp;</a>":"<script>&</script>"}`},
	{"separators", "[\"\u2028\u2029\",\"a\u2028b\"]"},
	{"separators as key", "{\"\u2028\":\"\u2029\"}"},
	{"non-ASCII", `{"日本":"語","é":"😀"}`},
	{"invalid UTF-8", "[\"\xff\",\"a\xc0\xafb\",\"\xed\xa0\x80\",\"\xe2\x80\"]"},
	{"invalid UTF-8 in key", "{\"\xfe\":\"\xe2\x80\xa8\xe2\"}"},
	{"DEL and high controls", "[\"\x7f\u0080\u009f\"]"},
	{"long string", `["` + strings.Repeat("abcdefgh<&>", 40) + `"]`},
	{"deep mixed", `[{"a":[{"b":[[{"c":{}}]]}]}]`},
	{"nesting 9999", string(nest(9999, "[", "", "]"))},
	{"nesting 10000", string(nest(10000, "[", "1", "]"))},
	{"nesting 10000 objects", string(nest(10000, `{"a":`, "null", "}"))},
	{"nesting 10000 empty", string(nest(9999, "[", "[]", "]"))},
	{"nesting 10000 mixed", string(nest(5000, `[{"k":`, "0", "}]"))},
	{"huge integer", strings.Repeat("9", 100000)},
	{"huge fraction", "[-0." + strings.Repeat("0", 50000) + "1e-99999999999]"},

	// Errors.
	{"nothing", ""},
	{"only space", " \t\n\r"},
	{"nesting 10001", string(nest(10001, "[", "", "]"))},
	{"nesting 10001 objects", string(nest(10001, `{"a":`, "null", "}"))},
	{"nesting 10001 mixed", string(nest(5000, `[{"k":`, "[0]", "}]"))},
	{"nesting 10001 open", strings.Repeat("[", 10001)},
	{"nesting 10001 after error", strings.Repeat("[", 5000) + "x" + strings.Repeat("[", 6000)},
	{"nesting 10000 cut", strings.Repeat("[", 10000)},
	{"minus", "-"},
	{"minus space", "- 1"},
	{"dot", "1."},
	{"dot end in array", "[1.]"},
	{"exponent", "1e"},
	{"exponent sign", "1e+"},
	{"exponent letter", "1ex"},
	{"leading zero", "01"},
	{"leading zeros", "[00]"},
	{"plus", "+1"},
	{"bare dot", ".5"},
	{"dot exponent", "1.e5"},
	{"hex", "0x10"},
	{"two minus", "--1"},
	{"true cut", "tr"},
	{"true wrong", "trUe"},
	{"false cut", "fals"},
	{"null cut", "nul"},
	{"nan", "NaN"},
	{"infinity", "[Infinity]"},
	{"string cut", `"abc`},
	{"string cut in array", `["abc`},
	{"escape cut", `"\`},
	{"unicode escape cut", `"\u12`},
	{"unicode escape cut 3", `"\u123`},
	{"bad escape", `"\x"`},
	{"bad unicode escape", `"\u12G4"`},
	{"control in string", "\"a\x01b\""},
	{"newline in string", "\"a\nb\""},
	{"tab in string", "\"a\tb\""},
	{"single quotes", `'a'`},
	{"trailing comma array", "[1,]"},
	{"trailing comma object", `{"a":1,}`},
	{"leading comma", "[,1]"},
	{"missing comma", "[1 2]"},
	{"missing colon", `{"a" 1}`},
	{"missing value", `{"a":}`},
	{"number key", `{1:2}`},
	{"bare key", `{a:1}`},
	{"comma only", ","},
	{"colon only", ":"},
	{"close only", "]"},
	{"close brace only", "}"},
	{"mismatched", "[}"},
	{"mismatched object", `{"a":1]`},
	{"object cut after key", `{"a"`},
	{"object cut after colon", `{"a":`},
	{"object cut after comma", `{"a":1,`},
	{"array cut", "[1,"},
	{"open array", "["},
	{"open object", "{"},
	{"open object space", "{ "},
	{"two values", "1 2"},
	{"two objects", "{}{}"},
	{"value then garbage", `{"a":1} x`},
	{"value then comma", "[1],"},
	{"true false", "truefalse"},
	{"byte order mark", "\xef\xbb\xbf{}"},
	{"NUL after", "{}\x00"},
	{"vertical tab", "\v1"},
	{"form feed", "[1,\f2]"},
	{"no-break space", "[1,\u00a02]"},
	{"comment", "[1] // x"},
	{"html after error", "[<]"},
	{"separator after error", "[\u2028]"},
	{"invalid UTF-8 outside string", "[\xff]"},
	{"huge integer cut", strings.Repeat("9", 100000) + "."},

	// HTMLEscape does not parse: these are not JSON.
	{"html outside strings", "<script>alert(1&2)</script>"},
	{"separator cut", "\"\xe2\x80"},
	{"separator at end", "\xe2\x80\xa8"},
	{"separator after lead", "\xe2\xe2\x80\xa9\xe2"},
	{"separator neighbours", "\xe2\x80\xa7\xe2\x80\xaa\xe2\x81\xa8"},
	{"html every position", "<&>" + strings.Repeat("a<", 9) + "&&&&&&&&&" + "\u2028\u2029"},
}

func TestFormatCases(t *testing.T) {
	for _, c := range formatCases {
		pairs := indentPairs
		if len(c.src) >= 10000 {
			// Lines 10000 levels deep, indented, come to a hundred
			// megabytes; and json.Indent takes time in the square of the
			// depth even with an empty indent (a second under -race), so
			// that only two of the deep values are indented.
			pairs = nil
			if c.name == "nesting 10000 mixed" || c.name == "nesting 10001 objects" {
				pairs = [][2]string{{">", ""}}
			}
		}
		checkFormat(t, c.name, []byte(c.src), pairs)
	}
}

// TestFormatErrors pins down a few of encoding/json's results that are
// easy to get wrong: the errors' text and offsets (Compact's is always 0),
// and what is kept of the whitespace.
func TestFormatErrors(t *testing.T) {
	check := func(name string, err error, msg string, off int64) {
		t.Helper()
		var se *json.SyntaxError
		if !errors.As(err, &se) || se.Error() != msg || se.Offset != off {
			t.Errorf("%s: %s, want *json.SyntaxError{%q, Offset %d}", name, describe(err), msg, off)
		}
	}
	var buf bytes.Buffer
	if jsonwire.StdV2 {
		// Go 1.27 (json/v2): the offset of a number cut short is where
		// its exponent starts; Compact counts bytes.
		check("Indent cut number", jsongen.Indent(&buf, []byte("[1e"), "", "\t"), "unexpected end of JSON input", 2)
		check("Indent depth", jsongen.Indent(&buf, nest(10001, "[", "", "]"), "", ""), "exceeded max depth", 10001)
		check("Indent escape", jsongen.Indent(&buf, []byte(`["\u12G4"]`), "", ""), "invalid escape sequence `\\u12G4` in string", 8)
		check("Compact", jsongen.Compact(&buf, []byte(`{"a" 1}`)), "invalid character '1' after object key", 6)
		check("Compact EOF", jsongen.Compact(&buf, []byte(`[`)), "unexpected end of JSON input", 1)
	} else {
		check("Indent cut number", jsongen.Indent(&buf, []byte("[1e"), "", "\t"), "invalid character ' ' in exponent of numeric literal", 3)
		check("Indent depth", jsongen.Indent(&buf, nest(10001, "[", "", "]"), "", ""), "invalid character '[' exceeded max depth", 10001)
		check("Indent escape", jsongen.Indent(&buf, []byte(`["\u12G4"]`), "", ""), "invalid character 'G' in \\u hexadecimal character escape", 7)
		check("Compact", jsongen.Compact(&buf, []byte(`{"a" 1}`)), "invalid character '1' after object key", 0)
		check("Compact EOF", jsongen.Compact(&buf, []byte(`[`)), "unexpected end of JSON input", 0)
	}
	check("Indent after top", jsongen.Indent(&buf, []byte("{} x"), "", ""), "invalid character 'x' after top-level value", 4)
	if buf.Len() != 0 {
		t.Errorf("dst after errors: %q", buf.Bytes())
	}
	// The whitespace after the value: kept as it is, except, from Go 1.27
	// on, where prefix or indent holds more than spaces and tabs: then the
	// spaces starting each of its lines are written over with prefix and
	// indent (as json/v2 lays the value out with spaces in their place).
	trailing := "[\n> \t1\n> ]\n \n   "
	if jsonwire.StdV2 {
		trailing = "[\n> \t1\n> ]\n>\n> \t"
	}
	for _, c := range []struct{ f, src, prefix, want string }{
		{"Indent", " [1, {} , [ ] ] \n", "", "[\n\t1,\n\t{},\n\t[]\n] \n"},
		{"Indent", "[1]\n \n   ", "> ", trailing},
		{"Indent", "[1]\n \n   ", "  ", "[\n  \t1\n  ]\n \n   "},
		{"Compact", " [1, {} , [ ] ] \n", "", "[1,{},[]]"},
		{"Compact", "\"<\u2028>\"", "", "\"<\u2028>\""},
		{"HTMLEscape", "\"<\u2028>\"", "", `"\u003c\u2028\u003e"`},
	} {
		buf.Reset()
		switch c.f {
		case "Indent":
			jsongen.Indent(&buf, []byte(c.src), c.prefix, "\t")
		case "Compact":
			jsongen.Compact(&buf, []byte(c.src))
		default:
			jsongen.HTMLEscape(&buf, []byte(c.src))
		}
		if buf.String() != c.want {
			t.Errorf("%s(%q, %q) = %q, want %q", c.f, c.src, c.prefix, buf.Bytes(), c.want)
		}
	}
}

// readDatasets returns the benchmark documents, by name.
func readDatasets(t testing.TB) map[string][]byte {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join("bench", "testdata", "*.json.gz"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no datasets in bench/testdata: %v", err)
	}
	docs := map[string][]byte{}
	for _, p := range paths {
		f, err := os.Open(p)
		if err != nil {
			t.Fatal(err)
		}
		z, err := gzip.NewReader(f)
		if err != nil {
			t.Fatal(err)
		}
		b, err := io.ReadAll(z)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		docs[strings.TrimSuffix(filepath.Base(p), ".json.gz")] = b
	}
	return docs
}

func TestFormatDatasets(t *testing.T) {
	for name, doc := range readDatasets(t) {
		checkFormat(t, name, doc, [][2]string{{"", "\t"}, {"> ", "  "}, {"//", "----"}})
		// The same document compacted and indented, as the functions'
		// inputs usually are.
		var compact, indented bytes.Buffer
		if err := json.Compact(&compact, doc); err != nil {
			t.Fatal(err)
		}
		if err := json.Indent(&indented, doc, "", "  "); err != nil {
			t.Fatal(err)
		}
		checkFormat(t, name+" compacted", compact.Bytes(), indentPairs[:2])
		checkFormat(t, name+" indented", indented.Bytes(), indentPairs[2:3])
	}
}

// subValues returns up to n values cut whole out of doc, each starting at
// a '{' or '[' (at random offsets) and at most max bytes long, with the
// whitespace inside them as it is in doc.
func subValues(rng *rand.Rand, doc []byte, n, max int) [][]byte {
	var out [][]byte
	for tries := 0; len(out) < n && tries < 20*n; tries++ {
		i := rng.IntN(len(doc))
		if doc[i] != '{' && doc[i] != '[' {
			continue
		}
		var raw json.RawMessage
		if err := json.NewDecoder(bytes.NewReader(doc[i:])).Decode(&raw); err != nil {
			continue // the bracket was inside a string
		}
		if len(raw) <= max {
			out = append(out, raw)
		}
	}
	return out
}

// mutations returns broken and edited copies of doc: cut at offsets,
// with a byte replaced by each of the bytes that matter to the grammar,
// with a byte deleted or doubled, with U+2028 or 400 digits inserted. k is
// the number of random offsets, which come on top of the first and last.
func mutations(rng *rand.Rand, doc []byte, k int) [][]byte {
	var out [][]byte
	if len(doc) == 0 {
		return nil
	}
	offsets := make([]int, 0, k+2)
	offsets = append(offsets, 0, len(doc)-1)
	for range k {
		offsets = append(offsets, rng.IntN(len(doc)))
	}
	edit := func(i int, repl ...byte) []byte {
		b := make([]byte, 0, len(doc)+1)
		b = append(b, doc[:i]...)
		b = append(b, repl...)
		return append(b, doc[i+1:]...)
	}
	for _, i := range offsets {
		out = append(out, doc[:i])
		for _, c := range []byte(",:{}[]\"\\ \xff\xe2<0e.-") {
			out = append(out, edit(i, c))
		}
		out = append(out, edit(i), edit(i, doc[i], doc[i]), edit(i, doc[i], '\xe2', '\x80', '\xa8'),
			edit(i, append([]byte{doc[i]}, strings.Repeat("9", 400)...)...))
	}
	return out
}

func TestFormatMutations(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	docs := readDatasets(t)
	subs, offsets := 20, 20
	if testing.Short() {
		subs, offsets = 5, 5
	}
	var bases [][]byte
	for _, name := range slices.Sorted(maps.Keys(docs)) {
		doc := docs[name]
		if len(doc) <= 20000 {
			bases = append(bases, doc)
		}
		bases = append(bases, subValues(rng, doc, subs, 8000)...)
	}
	failures := 0
	for _, base := range bases {
		for _, m := range mutations(rng, base, offsets) {
			for _, d := range diffFormat(m, indentPairs[1:2]) {
				t.Error(d)
				if failures++; failures > 20 {
					t.Fatal("too many differences")
				}
			}
		}
	}
	// The small documents nested in arrays to depths around the limit
	// (json.Indent takes time in the square of the depth: only one is
	// indented).
	for _, name := range []string{"person", "easyjson_small", "device_report"} {
		for _, depth := range []int{9990, 9995, 9998, 9999, 10000} {
			var pairs [][2]string
			if depth == 9998 {
				pairs = indentPairs[:1]
			}
			for _, d := range diffFormat(nest(depth, "[", string(docs[name]), "]"), pairs) {
				t.Errorf("%s in %d arrays: %s", name, depth, d)
			}
		}
	}
	// The large documents, whole, cut and broken at a few places.
	for _, name := range slices.Sorted(maps.Keys(docs)) {
		if doc := docs[name]; len(doc) > 20000 {
			ms := mutations(rng, doc, 1)
			for range 8 {
				m := ms[rng.IntN(len(ms))]
				for _, d := range diffFormat(m, nil) {
					t.Errorf("%s: %s", name, d)
				}
			}
		}
	}
}

// TestFormatEveryCut cuts small documents at every offset and replaces
// every byte with a few others.
func TestFormatEveryCut(t *testing.T) {
	for _, c := range formatCases {
		if len(c.src) > 200 {
			continue
		}
		src := []byte(c.src)
		for i := 0; i <= len(src); i++ {
			checkFormat(t, c.name+" cut", src[:i], indentPairs[1:2])
		}
		for i := range src {
			for _, r := range []byte(",:{}[]\"\\ \xff") {
				m := bytes.Clone(src)
				m[i] = r
				checkFormat(t, c.name+" replaced", m, indentPairs[1:2])
			}
		}
	}
}

// marshalValues are values for MarshalIndent: with and without generated
// code, with methods, and ones that are errors for encoding/json.
func marshalValues() map[string]any {
	deep := func(n int) any {
		var v any = 1.0
		for range n {
			v = []any{v}
		}
		return v
	}
	type plain struct {
		A int               `json:"a"`
		B string            `json:"b,omitempty"`
		C []any             `json:"c"`
		D map[string]string `json:"d"`
		E struct{}          `json:"e"`
		F json.RawMessage   `json:"f"`
		G *plain            `json:"g,omitempty"`
	}
	p := plain{A: 1, C: []any{}, D: map[string]string{"<": ">", "\u2028": "&"}, F: json.RawMessage(" [ 1 , { } , \"<\u2029>\" ] ")}
	p.G = &plain{B: "inner", C: []any{nil, 1.5, "x", []any{}, map[string]any{}}}
	s := difftypes.Scalars{B: true, I: -1, U64: math.MaxUint64, F32: 1.5, F64: 1e21, S: "<&>\u2028\xff", Name: "n"}
	coll := difftypes.Collections{
		Ints: []int{1, 2}, Strs: []string{}, Bytes: []byte("bytes"), Nested: [][]string{{}, {"a"}},
		MapStr: map[string]int{"b": 2, "a": 1}, MapAny: map[string]any{"x": []any{map[string]any{}}},
		StructSl: []difftypes.Scalars{s}, SliceAny: []any{nil, true},
	}
	meth := difftypes.Methods{V: difftypes.ValMarshal{N: 1}, Vs: []difftypes.ValMarshal{{N: 2}, {N: 3}}}
	return map[string]any{
		"nil":             nil,
		"string":          "<&>\u2028",
		"float":           1.5,
		"empty map":       map[string]any{},
		"empty slice":     []any{},
		"nil slice":       []int(nil),
		"plain":           p,
		"plain pointer":   &p,
		"scalars":         &s,
		"scalars value":   s,
		"collections":     &coll,
		"methods":         &meth,
		"raw message":     json.RawMessage(" { \"a\" : [ ] } "),
		"deep 10000":      deep(9999),
		"deep 10001":      deep(10000),
		"marshaler error": &difftypes.Methods{V: difftypes.ValMarshal{N: 13}},
		"marshaler bad":   &difftypes.Methods{V: difftypes.ValMarshal{N: 14}},
		"NaN":             math.NaN(),
		"NaN in slice":    []any{1.0, math.Inf(1)},
		"channel":         make(chan int),
		"func in map":     map[string]any{"f": func() {}},
		"bad raw message": json.RawMessage("{"),
	}
}

func TestMarshalIndentValues(t *testing.T) {
	for name, v := range marshalValues() {
		pairs := indentPairs
		if strings.HasPrefix(name, "deep") {
			pairs = [][2]string{{"", ""}}
		}
		checkMarshalIndent(t, name, v, pairs)
	}
}

func TestMarshalIndentDatasets(t *testing.T) {
	for name, doc := range readDatasets(t) {
		var v any
		if err := json.Unmarshal(doc, &v); err != nil {
			t.Fatal(err)
		}
		checkMarshalIndent(t, name, v, indentPairs[2:4])
		checkMarshalIndent(t, name+" pointer", &v, indentPairs[1:2])
	}
}

// FuzzFormat compares every function with encoding/json's on the fuzzer's
// input, indented with the pair sel picks, and, where the input is valid,
// MarshalIndent of the value it decodes to.
func FuzzFormat(f *testing.F) {
	for i, c := range formatCases {
		if len(c.src) <= 1000 {
			f.Add([]byte(c.src), uint8(i))
		}
	}
	f.Fuzz(func(t *testing.T, src []byte, sel uint8) {
		pair := indentPairs[int(sel)%len(indentPairs)]
		for _, d := range diffFormat(src, [][2]string{pair}) {
			t.Error(d)
		}
		var v any
		if json.Unmarshal(src, &v) == nil {
			for _, d := range diffMarshalIndent(v, [][2]string{pair}) {
				t.Error(d)
			}
		}
	})
}
