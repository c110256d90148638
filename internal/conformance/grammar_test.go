package conformance

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/jsongen/jsongen"
	"github.com/jsongen/jsongen/internal/conformance/target"
)

// A gcase is one of our own conformance cases. Every case goes through
// checkAll (jsongen.Valid, decoding into each top-level target, decoding in
// each context), so jsongen must agree with encoding/json on all of it.
// On top of that the case pins encoding/json's own verdict, so the table
// documents what encoding/json (and so jsongen's default) does and notices
// if a Go release changes it.
type gcase struct {
	name string
	in   string
	// valid is json.Valid's verdict on in.
	valid bool
	// want, when not nil, is the value json.Unmarshal stores into an any:
	// a float64, string, bool, []any or map[string]any, or null (JSON null)
	// or typeError (Unmarshal into any fails with a *json.UnmarshalTypeError,
	// as for a number float64 cannot hold).
	want any
	// doc, when not nil, is the target.Doc json.Unmarshal stores.
	doc *target.Doc
	// docTypeError says that json.Unmarshal into target.Doc reports a
	// *json.UnmarshalTypeError, after storing doc all the same.
	docTypeError bool
}

type (
	nullValue     struct{}
	typeErrorMark struct{}
)

var (
	null      = nullValue{}
	typeError = typeErrorMark{}
)

func runCases(t *testing.T, cases []gcase) {
	t.Helper()
	seen := map[string]bool{}
	for _, c := range cases {
		if seen[c.name] {
			t.Fatalf("two cases named %q", c.name)
		}
		seen[c.name] = true
		t.Run(c.name, func(t *testing.T) { runCase(t, c) })
	}
}

func runCase(t *testing.T, c gcase) {
	in := []byte(c.in)
	if got := json.Valid(in); got != c.valid {
		t.Errorf("json.Valid = %v, the table says %v: fix the table (input %s)", got, c.valid, short(in))
	}
	_, anyWant, _, werr := checkAll(t, in)
	switch want := c.want; want {
	case nil:
	case typeError:
		var te *json.UnmarshalTypeError
		if !errors.As(werr, &te) {
			t.Errorf("json.Unmarshal into any: error %v, the table says a type error", werr)
		}
	default:
		if want == null {
			want = nil
		}
		if werr != nil {
			t.Errorf("json.Unmarshal into any: error %v, the table says %#v", werr, want)
		} else if got := anyWant.Elem().Interface(); !reflect.DeepEqual(got, want) || fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("json.Unmarshal into any stores %#v, the table says %#v", got, want)
		}
	}
	if c.doc != nil {
		var d target.Doc
		err := json.Unmarshal(in, &d)
		var te *json.UnmarshalTypeError
		if gotTE := errors.As(err, &te); gotTE != c.docTypeError || (err != nil && !gotTE) {
			t.Errorf("json.Unmarshal into target.Doc: error %v, the table says type error: %v", err, c.docTypeError)
		}
		if !reflect.DeepEqual(&d, c.doc) {
			t.Errorf("json.Unmarshal into target.Doc stores %+v, the table says %+v", d, *c.doc)
		}
	}
	// Short inputs are also checked cut at every byte, which exercises
	// each way a document can end early.
	if len(in) <= 64 {
		t.Run("prefixes", func(t *testing.T) {
			for i := range len(in) {
				p := in[:i]
				checkValid(t, p)
				if _, _, _, _, diff := decodeBoth(p, reflect.TypeFor[any]()); diff != "" {
					t.Errorf("prefix %q: %s", p, diff)
				}
				if _, _, _, _, diff := decodeBoth(p, docType); diff != "" {
					t.Errorf("prefix %q: %s", p, diff)
				}
			}
		})
	}
}

// TestNumbers covers the number grammar: -? (0 | [1-9][0-9]*) (. [0-9]+)?
// ([eE] [+-]? [0-9]+)?.
//
// RFC 8259 lets implementations limit the range and precision of numbers.
// encoding/json accepts any number the grammar allows, however long or
// large; decoding into any (a float64) or a float64 field rounds to the
// nearest float64, gives 0 for underflow and fails with an
// UnmarshalTypeError when the value overflows float64 (the rest of the
// document is still decoded). Decoding into an integer field fails the
// same way for a fraction, an exponent or a value out of range.
func TestNumbers(t *testing.T) {
	digits := func(n int, d string) string { return strings.Repeat(d, n) }
	runCases(t, []gcase{
		{name: "zero", in: `0`, valid: true, want: 0.0},
		{name: "negative zero", in: `-0`, valid: true, want: negZero()},
		{name: "negative zero fraction exponent", in: `-0.0e-0`, valid: true, want: negZero()},
		{name: "one", in: `1`, valid: true, want: 1.0},
		{name: "minus one", in: `-1`, valid: true, want: -1.0},
		{name: "leading zero", in: `01`, valid: false},
		{name: "double zero", in: `00`, valid: false},
		{name: "negative leading zero", in: `-01`, valid: false},
		{name: "leading zero fraction", in: `00.5`, valid: false},
		{name: "plus sign", in: `+1`, valid: false},
		{name: "double minus", in: `--1`, valid: false},
		{name: "minus space", in: `- 1`, valid: false},
		{name: "minus alone", in: `-`, valid: false},
		{name: "fraction", in: `1.5`, valid: true, want: 1.5},
		{name: "zero fraction", in: `0.0`, valid: true, want: 0.0},
		{name: "trailing dot", in: `1.`, valid: false},
		{name: "leading dot", in: `.5`, valid: false},
		{name: "minus leading dot", in: `-.5`, valid: false},
		{name: "dot exponent", in: `1.e1`, valid: false},
		{name: "two dots", in: `1.5.5`, valid: false},
		{name: "exponent", in: `1e2`, valid: true, want: 100.0},
		{name: "capital exponent", in: `1E2`, valid: true, want: 100.0},
		{name: "exponent plus", in: `1e+2`, valid: true, want: 100.0},
		{name: "exponent minus", in: `1E-2`, valid: true, want: 0.01},
		{name: "exponent leading zeros", in: `1e007`, valid: true, want: 1e7},
		{name: "fraction exponent", in: `-1.25e+2`, valid: true, want: -125.0},
		{name: "zero exponent", in: `0e0`, valid: true, want: 0.0},
		{name: "exponent without digits", in: `1e`, valid: false},
		{name: "exponent sign without digits", in: `1e+`, valid: false},
		{name: "exponent minus without digits", in: `1E-`, valid: false},
		{name: "double exponent", in: `1e1e1`, valid: false},
		{name: "double e", in: `1ee1`, valid: false},
		{name: "fractional exponent", in: `1e1.5`, valid: false},
		{name: "exponent double sign", in: `1e+-1`, valid: false},
		{name: "hex", in: `0x10`, valid: false},
		{name: "infinity", in: `Infinity`, valid: false},
		{name: "minus infinity", in: `-Infinity`, valid: false},
		{name: "nan", in: `NaN`, valid: false},
		{name: "underscore", in: `1_000`, valid: false},
		{name: "int64 max", in: `9223372036854775807`, valid: true, want: 9223372036854775807.0},
		{name: "int64 min", in: `-9223372036854775808`, valid: true, want: -9223372036854775808.0},
		{name: "int64 max plus one", in: `9223372036854775808`, valid: true},
		{name: "uint64 max plus one", in: `18446744073709551616`, valid: true, want: 18446744073709551616.0},
		{name: "int field overflow", in: `{"i":9223372036854775808,"x":2}`, valid: true, doc: &target.Doc{X: 2}, docTypeError: true},
		{name: "uint8 field bounds", in: `{"u8":255,"x":2}`, valid: true, doc: &target.Doc{U8: 255, X: 2}},
		{name: "uint8 field overflow", in: `{"u8":256,"x":2}`, valid: true, doc: &target.Doc{X: 2}, docTypeError: true},
		{name: "uint8 field negative", in: `{"u8":-1,"x":2}`, valid: true, doc: &target.Doc{X: 2}, docTypeError: true},
		{name: "int field fraction", in: `{"i":1.0,"x":2}`, valid: true, doc: &target.Doc{X: 2}, docTypeError: true},
		{name: "int field exponent", in: `{"i":1e2,"x":2}`, valid: true, doc: &target.Doc{X: 2}, docTypeError: true},
		{name: "int field negative zero", in: `{"i":-0,"x":2}`, valid: true, doc: &target.Doc{X: 2}},
		{name: "float64 max", in: `1.7976931348623157e308`, valid: true, want: 1.7976931348623157e308},
		{name: "float64 overflow by rounding", in: `1.7976931348623159e308`, valid: true, want: typeError},
		{name: "smallest subnormal", in: `5e-324`, valid: true, want: 5e-324},
		{name: "below half smallest subnormal", in: `2e-324`, valid: true, want: 0.0},
		{name: "negative underflow", in: `-1e-400`, valid: true, want: negZero()},
		{name: "huge exponent", in: `1e309`, valid: true, want: typeError},
		{name: "huge negative", in: `-1e309`, valid: true, want: typeError},
		{name: "exponent beyond int64", in: `1e99999999999999999999999`, valid: true, want: typeError},
		{name: "negative exponent beyond int64", in: `1e-99999999999999999999999`, valid: true, want: 0.0},
		{name: "zero with huge exponent", in: `0e99999999999999999999999`, valid: true, want: 0.0},
		{name: "huge exponent into float field", in: `{"f":1e400,"x":2}`, valid: true, doc: &target.Doc{X: 2}, docTypeError: true},
		{name: "huge exponent in array", in: `[1,1e400,3]`, valid: true},
		{name: "10000-digit integer", in: "1" + digits(9999, "0"), valid: true, want: typeError},
		{name: "10000-digit negative integer", in: "-" + digits(10000, "9"), valid: true, want: typeError},
		{name: "10000-digit integer with leading zero", in: "0" + digits(9999, "1"), valid: false},
		{name: "10000-digit fraction", in: "0." + digits(10000, "3"), valid: true, want: 0.3333333333333333},
		{name: "10000-digit fraction ending in one", in: "1." + digits(9999, "0") + "1", valid: true, want: 1.0},
		{name: "10000-digit exponent of one", in: "1e" + digits(9999, "0") + "1", valid: true, want: 10.0},
		{name: "10000-digit exponent", in: "1e" + digits(10000, "9"), valid: true, want: typeError},
		{name: "10000-digit negative exponent", in: "1e-" + digits(10000, "9"), valid: true, want: 0.0},
		{name: "10000-digit integer in object", in: `{"f":` + digits(10000, "9") + `,"any":` + digits(300, "9") + `,"x":2}`, valid: true},
		{name: "10000-digit fraction into int", in: `{"i":1.` + digits(10000, "0") + `,"x":2}`, valid: true, doc: &target.Doc{X: 2}, docTypeError: true},
		{name: "number then letter", in: `1a`, valid: false},
		{name: "number then dot letter", in: `1.a`, valid: false},
		{name: "number in array", in: `[0,-0,1.5e3,-2E-2]`, valid: true, want: []any{0.0, negZero(), 1500.0, -0.02}},
		{name: "number as key", in: `{1:2}`, valid: false},
	})
}

// TestEscapes covers string escapes: \" \\ \/ \b \f \n \r \t and \uXXXX.
//
// RFC 8259 allows \u escapes of lone or reversed UTF-16 surrogates but
// leaves their meaning open. encoding/json accepts them and decodes each
// surrogate that is not half of a valid pair to U+FFFD; a valid pair,
// high then low, decodes to the one code point it encodes. \u0000 is an
// ordinary character, decoded to a NUL byte.
func TestEscapes(t *testing.T) {
	var cases []gcase
	// Every byte after a backslash: only the eight single-character escapes
	// are valid (and u, tested below with its digits).
	single := map[byte]string{'"': "\"", '\\': "\\", '/': "/", 'b': "\b", 'f': "\f", 'n': "\n", 'r': "\r", 't': "\t"}
	var after []byte
	for b := 0x20; b < 0x7f; b++ {
		after = append(after, byte(b))
	}
	after = append(after, 0x00, 0x0a, 0x1f, 0x7f, 0x80, 0xc3, 0xff)
	for _, b := range after {
		c := gcase{name: fmt.Sprintf("escape %q", b), in: `"a\` + string(b) + `b"`}
		if s, ok := single[b]; ok {
			c.valid, c.want = true, "a"+s+"b"
		}
		cases = append(cases, c)
	}
	// Every hex digit, in either case, and non-digits in every position.
	for _, h := range "0123456789abcdefABCDEF" {
		cases = append(cases, gcase{name: fmt.Sprintf("hex digit %c", h), in: `"\u004` + string(h) + `"`, valid: true,
			want: string(rune(0x40 + hexVal(h)))})
	}
	for pos := range 4 {
		for _, bad := range []string{"g", "G", " ", "-", "+", ".", "x", `"`, "\\"} {
			hex := []byte("00e9")
			hex[pos] = bad[0]
			cases = append(cases, gcase{name: fmt.Sprintf("non-hex %q at %d", bad, pos), in: `"\u` + string(hex) + `"`})
		}
	}
	cases = append(cases, []gcase{
		{name: "u lower hex", in: `"\u00e9\uabcd"`, valid: true, want: "é\uabcd"},
		{name: "u upper hex", in: `"\u00E9\uABCD"`, valid: true, want: "é\uabcd"},
		{name: "u mixed hex", in: `"\uAbCd"`, valid: true, want: "\uabcd"},
		{name: "u capital U", in: `"\U00e9"`, valid: false},
		{name: "u three digits", in: `"\u00e"`, valid: false},
		{name: "u no digits", in: `"\u"`, valid: false},
		{name: "u at end", in: `"\u00`, valid: false},
		{name: "u NUL", in: `"\u0000"`, valid: true, want: "\x00"},
		{name: "u NUL in key", in: `{"a\u0000b":1}`, valid: true, want: map[string]any{"a\x00b": 1.0}},
		{name: "u control", in: `"\u001f\u007f"`, valid: true, want: "\x1f\x7f"},
		{name: "u FFFF", in: `"\uffff"`, valid: true, want: "\uffff"},
		{name: "u FEFF", in: `"\ufeff"`, valid: true, want: "\ufeff"},
		{name: "u FFFD", in: `"\ufffd"`, valid: true, want: "\ufffd"},
		{name: "surrogate pair", in: `"\ud83d\ude00"`, valid: true, want: "😀"},
		{name: "surrogate pair upper", in: `"\uD83D\uDE00"`, valid: true, want: "😀"},
		{name: "surrogate pair first", in: `"\uD800\uDC00"`, valid: true, want: "\U00010000"},
		{name: "surrogate pair last", in: `"\uDBFF\uDFFF"`, valid: true, want: "\U0010FFFF"},
		{name: "surrogate pair in key", in: `{"\ud83d\ude00":1}`, valid: true, want: map[string]any{"😀": 1.0}},
		{name: "lone high surrogate", in: `"\ud800"`, valid: true, want: "\ufffd"},
		{name: "lone high surrogate then text", in: `"\ud800ab"`, valid: true, want: "\ufffdab"},
		{name: "lone low surrogate", in: `"\udc00"`, valid: true, want: "\ufffd"},
		{name: "lone last low surrogate", in: `"a\udfffb"`, valid: true, want: "a\ufffdb"},
		{name: "reversed surrogates", in: `"\udc00\ud800"`, valid: true, want: "\ufffd\ufffd"},
		{name: "two high surrogates", in: `"\ud800\ud800"`, valid: true, want: "\ufffd\ufffd"},
		{name: "high high low", in: `"\ud800\ud800\udc00"`, valid: true, want: "\ufffd\U00010000"},
		{name: "high then BMP escape", in: `"\ud800\u0041"`, valid: true, want: "\ufffdA"},
		{name: "high then other escape", in: `"\ud800\n"`, valid: true, want: "\ufffd\n"},
		{name: "high then raw low", in: "\"\\ud800\xed\xb0\x80\"", valid: true, want: "\ufffd\ufffd\ufffd\ufffd"},
		{name: "high then bad escape", in: `"\ud800\x"`, valid: false},
		{name: "high then short escape", in: `"\ud800\udc"`, valid: false},
		{name: "lone surrogate in key", in: `{"\ud800":1}`, valid: true, want: map[string]any{"\ufffd": 1.0}},
		{name: "lone surrogate into string field", in: `{"s":"\udc00","ps":"\ud800","strs":["\ud800\ud800"],"x":1}`, valid: true,
			doc: &target.Doc{S: "\ufffd", PS: ptr("\ufffd"), Strs: []string{"\ufffd\ufffd"}, X: 1}},
		{name: "all escapes", in: `"\"\\\/\b\f\n\r\t\u0041"`, valid: true, want: "\"\\/\b\f\n\r\tA"},
		{name: "escaped key matches field", in: `{"\u0073":"v","\u0078":3}`, valid: true, doc: &target.Doc{S: "v", X: 3}},
		{name: "backslash at end", in: `"\`, valid: false},
		{name: "escaped quote unterminated", in: `"\"`, valid: false},
	}...)
	runCases(t, cases)
}

// TestWhitespace covers insignificant whitespace: exactly space, tab, line
// feed and carriage return are allowed before and after every token; no
// other character is, not form feed, vertical tab, NEL, no-break space,
// line separator, ideographic space, nor a byte order mark (encoding/json
// does not skip a leading U+FEFF, and RFC 8259 lets parsers reject it).
func TestWhitespace(t *testing.T) {
	spaces := []struct {
		name string
		ws   string
		ok   bool
	}{
		{"space", " ", true},
		{"tab", "\t", true},
		{"LF", "\n", true},
		{"CR", "\r", true},
		{"all four", " \t\n\r", true},
		{"FF", "\f", false},
		{"VT", "\v", false},
		{"NUL", "\x00", false},
		{"0x1C", "\x1c", false},
		{"NEL", "\u0085", false},
		{"NBSP", "\u00a0", false},
		{"BOM", "\ufeff", false},
		{"LS", "\u2028", false},
		{"ideographic space", "\u3000", false},
	}
	places := []struct{ name, before, after string }{
		{"before value", "", `1`},
		{"after value", `1`, ""},
		{"after bracket", `[`, `1]`},
		{"before comma", `[1`, `,2]`},
		{"after comma", `[1,`, `2]`},
		{"before bracket", `[1`, `]`},
		{"in empty array", `[`, `]`},
		{"after brace", `{`, `"a":1}`},
		{"before colon", `{"a"`, `:1}`},
		{"after colon", `{"a":`, `1}`},
		{"before brace", `{"a":1`, `}`},
		{"in empty object", `{`, `}`},
		{"around string", `[`, `"s"` + "\x01"[1:] + `]`},
	}
	var cases []gcase
	for _, s := range spaces {
		for _, p := range places {
			c := gcase{name: s.name + " " + p.name, in: p.before + s.ws + p.after, valid: s.ok}
			if p.name == "around string" {
				c.in = p.before + s.ws + `"s"` + s.ws + `]`
			}
			cases = append(cases, c)
		}
	}
	cases = append(cases, []gcase{
		{name: "whitespace everywhere", in: " \t\n\r{ \t\n\r\"a\" \t\n\r: \t\n\r[ \t\n\r1 \t\n\r, \t\n\rtrue \t\n\r] \t\n\r, \t\n\r\"x\" \t\n\r: \t\n\r2 \t\n\r} \t\n\r", valid: true,
			want: map[string]any{"a": []any{1.0, true}, "x": 2.0}},
		{name: "whitespace inside string kept", in: "\" \t\"", valid: false},
		{name: "spaces inside string kept", in: `"  a  "`, valid: true, want: "  a  "},
		{name: "whitespace inside literal", in: `tr ue`, valid: false},
		{name: "whitespace inside number", in: `1 2`, valid: false},
		{name: "whitespace after minus", in: `-` + "\t" + `1`, valid: false},
		{name: "BOM then object", in: "\ufeff{}", valid: false},
		{name: "UTF-16 BOM", in: "\xfe\xff\x00\"\x00\"", valid: false},
	}...)
	runCases(t, cases)
}

// TestControlCharacters covers raw bytes 0x00-0x1F, which must be escaped
// inside strings (RFC 8259 section 7) and are rejected raw, in values and in
// member names; DEL (0x7F) needs no escaping and is accepted raw.
func TestControlCharacters(t *testing.T) {
	var cases []gcase
	for b := range byte(0x20) {
		cases = append(cases,
			gcase{name: fmt.Sprintf("raw %#02x in value", b), in: "\"a" + string(b) + "b\""},
			gcase{name: fmt.Sprintf("raw %#02x in key", b), in: "{\"a" + string(b) + "\":1}"},
			gcase{name: fmt.Sprintf("escaped %#02x", b), in: fmt.Sprintf(`"a\u%04xb"`, b), valid: true, want: "a" + string(b) + "b"},
		)
	}
	cases = append(cases, []gcase{
		{name: "raw DEL in value", in: "\"a\x7fb\"", valid: true, want: "a\x7fb"},
		{name: "raw DEL in key", in: "{\"a\x7f\":1}", valid: true, want: map[string]any{"a\x7f": 1.0}},
		{name: "raw DEL outside string", in: "[1\x7f]", valid: false},
		{name: "raw C1 control in value", in: "\"\u0085\u009f\"", valid: true, want: "\u0085\u009f"},
		{name: "raw control into string field", in: "{\"s\":\"a\tb\",\"x\":1}", valid: false},
	}...)
	runCases(t, cases)
}

// TestUTF8 covers bytes that are not valid UTF-8 inside strings.
//
// RFC 8259 requires UTF-8 but says nothing of what to do with bad bytes.
// encoding/json accepts them (json.Valid too) and decoding replaces each
// byte that does not start a valid sequence by U+FFFD, as ranging over a
// Go string does: an overlong form, an encoded surrogate or a truncated
// sequence gives one U+FFFD per byte. Outside strings any non-ASCII byte
// is a syntax error.
func TestUTF8(t *testing.T) {
	runCases(t, []gcase{
		{name: "valid multibyte", in: `"é日😀"`, valid: true, want: "é日😀"},
		{name: "FF", in: "\"\xff\"", valid: true, want: "\ufffd"},
		{name: "FE", in: "\"a\xfeb\"", valid: true, want: "a\ufffdb"},
		{name: "lone continuation", in: "\"\x80\"", valid: true, want: "\ufffd"},
		{name: "two continuations", in: "\"\x80\xbf\"", valid: true, want: "\ufffd\ufffd"},
		{name: "overlong slash", in: "\"\xc0\xaf\"", valid: true, want: "\ufffd\ufffd"},
		{name: "overlong NUL", in: "\"\xc0\x80\"", valid: true, want: "\ufffd\ufffd"},
		{name: "overlong three bytes", in: "\"\xe0\x80\xaf\"", valid: true, want: "\ufffd\ufffd\ufffd"},
		{name: "overlong four bytes", in: "\"\xf0\x80\x80\xaf\"", valid: true, want: "\ufffd\ufffd\ufffd\ufffd"},
		{name: "encoded high surrogate", in: "\"\xed\xa0\x80\"", valid: true, want: "\ufffd\ufffd\ufffd"},
		{name: "encoded surrogate pair", in: "\"\xed\xa0\xbd\xed\xb8\x80\"", valid: true, want: strings.Repeat("\ufffd", 6)},
		{name: "beyond U+10FFFF", in: "\"\xf4\x90\x80\x80\"", valid: true, want: strings.Repeat("\ufffd", 4)},
		{name: "five-byte form", in: "\"\xf8\x88\x80\x80\x80\"", valid: true, want: strings.Repeat("\ufffd", 5)},
		{name: "truncated two-byte", in: "\"\xc3\"", valid: true, want: "\ufffd"},
		{name: "truncated three-byte", in: "\"\xe2\x82\"", valid: true, want: "\ufffd\ufffd"},
		{name: "truncated four-byte then ASCII", in: "\"\xf0\x9f\x98a\"", valid: true, want: "\ufffd\ufffd\ufffda"},
		{name: "truncated then escape", in: "\"\xe2\\n\"", valid: true, want: "\ufffd\n"},
		{name: "latin-1", in: "\"caf\xe9\"", valid: true, want: "caf\ufffd"},
		{name: "max code point", in: "\"\xf4\x8f\xbf\xbf\"", valid: true, want: "\U0010FFFF"},
		{name: "U+FFFD itself", in: "\"\xef\xbf\xbd\"", valid: true, want: "\ufffd"},
		{name: "invalid in key", in: "{\"k\xff\":1}", valid: true, want: map[string]any{"k\ufffd": 1.0}},
		{name: "invalid in two keys that collide", in: "{\"\xff\":1,\"\xfe\":2}", valid: true, want: map[string]any{"\ufffd": 2.0}},
		{name: "invalid into fields", in: "{\"s\":\"\xff\",\"ps\":\"\xc0\xaf\",\"strs\":[\"\xed\xa0\x80\"],\"x\":1}", valid: true,
			doc: &target.Doc{S: "\ufffd", PS: ptr("\ufffd\ufffd"), Strs: []string{"\ufffd\ufffd\ufffd"}, X: 1}},
		{name: "invalid key matching no field", in: "{\"\xff\":1,\"x\":2}", valid: true, doc: &target.Doc{X: 2}},
		{name: "invalid byte outside string", in: "[1,\xff]", valid: false},
		{name: "non-ASCII letter outside string", in: "[é]", valid: false},
		{name: "invalid byte at top level", in: "\xff", valid: false},
	})
}

// TestNesting covers the nesting limit. RFC 8259 lets parsers limit
// nesting depth; encoding/json accepts 10000 levels of arrays and objects
// together and rejects 10001 with a syntax error, whatever the target type.
// The contexts add a level or two, so there the 10000-level documents are
// rejected too, which checks that jsongen counts the levels of the
// enclosing document when it decodes or skips a member.
func TestNesting(t *testing.T) {
	arrays := func(n int) string { return strings.Repeat("[", n) + strings.Repeat("]", n) }
	objects := func(n int) string { // {"o":{"o":...{}...}}, n levels
		return strings.Repeat(`{"o":`, n-1) + `{}` + strings.Repeat(`}`, n-1)
	}
	mixed := func(n int) string { // {"a":[{"a":[...]}]}, n levels
		s := strings.Repeat(`{"a":[`, n/2)
		inner, tail := "", strings.Repeat(`]}`, n/2)
		if n%2 == 1 {
			inner = `{}`
		}
		return s + inner + tail
	}
	runCases(t, []gcase{
		{name: "arrays 1", in: arrays(1), valid: true, want: []any{}},
		{name: "arrays 9999", in: arrays(9999), valid: true},
		{name: "arrays 10000", in: arrays(10000), valid: true},
		{name: "arrays 10001", in: arrays(10001), valid: false},
		{name: "arrays 10000 with value", in: strings.Repeat("[", 10000) + "1" + strings.Repeat("]", 10000), valid: true},
		{name: "arrays 10000 after sibling", in: "[1," + strings.Repeat("[", 9999) + strings.Repeat("]", 9999) + "]", valid: true},
		{name: "arrays 10000 twice", in: "[" + arrays(9999) + "," + arrays(9999) + "]", valid: true},
		{name: "arrays 10000 unclosed", in: strings.Repeat("[", 10000), valid: false},
		{name: "arrays 10001 unclosed", in: strings.Repeat("[", 10001), valid: false},
		{name: "objects 1", in: objects(1), valid: true, want: map[string]any{}},
		{name: "objects 10000", in: objects(10000), valid: true},
		{name: "objects 10001", in: objects(10001), valid: false},
		{name: "mixed 10000", in: mixed(10000), valid: true},
		{name: "mixed 10001", in: mixed(10001), valid: false},
		{name: "mixed 9999", in: mixed(9999), valid: true},
		{name: "unknown member 9999 deep", in: `{"unknown":` + arrays(9999) + `,"x":1}`, valid: true, doc: &target.Doc{X: 1}},
		{name: "unknown member 10000 deep", in: `{"unknown":` + arrays(10000) + `,"x":1}`, valid: false},
		{name: "any field 9999 deep", in: `{"any":` + objects(9999) + `,"x":1}`, valid: true},
		{name: "any field 10000 deep", in: `{"any":` + objects(10000) + `,"x":1}`, valid: false},
		{name: "type error then 10001 deep", in: `{"i":"s","unknown":` + arrays(10000) + `}`, valid: false},
	})
}

// TestTrailingData covers what may follow the value: only whitespace.
func TestTrailingData(t *testing.T) {
	runCases(t, []gcase{
		{name: "trailing whitespace", in: "1 \t\n\r", valid: true, want: 1.0},
		{name: "second number", in: `1 2`, valid: false},
		{name: "second array", in: `[] []`, valid: false},
		{name: "second object", in: `{}{}`, valid: false},
		{name: "second string", in: `"a""b"`, valid: false},
		{name: "letter after number", in: `1x`, valid: false},
		{name: "comma", in: `null,`, valid: false},
		{name: "extra bracket", in: `[1]]`, valid: false},
		{name: "extra brace", in: `{}}`, valid: false},
		{name: "comment", in: `1/**/`, valid: false},
		{name: "line comment", in: "1//\n", valid: false},
		{name: "NUL after value", in: "[]\x00", valid: false},
		{name: "literal continues", in: `truex`, valid: false},
		{name: "two literals", in: `true false`, valid: false},
		{name: "null then letter", in: `nulll`, valid: false},
		{name: "object then member", in: `{"x":1},"s":"a"`, valid: false},
		{name: "trailing data after valid doc", in: `{"x":1,"s":"a"} {"x":2}`, valid: false},
	})
}

// TestEmptyAndLiterals covers empty input and the three literals.
func TestEmptyAndLiterals(t *testing.T) {
	runCases(t, []gcase{
		{name: "empty", in: ``, valid: false},
		{name: "space", in: ` `, valid: false},
		{name: "all whitespace", in: " \t\n\r", valid: false},
		{name: "true", in: `true`, valid: true, want: true},
		{name: "false", in: `false`, valid: true, want: false},
		{name: "null", in: `null`, valid: true, want: null},
		{name: "capital true", in: `True`, valid: false},
		{name: "upper null", in: `NULL`, valid: false},
		{name: "truncated true", in: `tru`, valid: false},
		{name: "truncated null", in: `nul`, valid: false},
		{name: "truncated false", in: `f`, valid: false},
		{name: "undefined", in: `undefined`, valid: false},
		{name: "single-quoted string", in: `'a'`, valid: false},
		{name: "null into fields", in: `{"s":null,"ps":null,"arr":null,"map":null,"inner":null,"x":null}`, valid: true, doc: &target.Doc{}},
	})
}

// TestDuplicateNames covers objects that repeat a member name.
//
// RFC 8259 says names SHOULD be unique and leaves the meaning of repeats
// to the implementation. encoding/json accepts them: into a map (and so
// into any) the last value wins, replacing the earlier one entirely; into
// a struct each value is decoded into the same field in turn, so a scalar
// or slice takes the last value, while a struct or map field merges the
// members of both objects. Names match struct fields without regard to
// case, so "s" and "S" are the same field.
func TestDuplicateNames(t *testing.T) {
	runCases(t, []gcase{
		{name: "last wins", in: `{"a":1,"a":2}`, valid: true, want: map[string]any{"a": 2.0}},
		{name: "last object replaces in map", in: `{"a":{"b":1},"a":{"c":2}}`, valid: true, want: map[string]any{"a": map[string]any{"c": 2.0}}},
		{name: "escaped duplicate", in: `{"a":1,"\u0061":2}`, valid: true, want: map[string]any{"a": 2.0}},
		{name: "duplicate scalar field", in: `{"s":"a","x":1,"s":"b","x":2}`, valid: true, doc: &target.Doc{S: "b", X: 2}},
		{name: "case-folded duplicate field", in: `{"s":"a","S":"b"}`, valid: true, want: map[string]any{"s": "a", "S": "b"}, doc: &target.Doc{S: "b"}},
		{name: "duplicate slice field", in: `{"ints":[1,2,3],"ints":[4]}`, valid: true, doc: &target.Doc{Ints: []int{4}}},
		{name: "duplicate struct field merges", in: `{"inner":{"name":"n"},"inner":{"vals":[1]}}`, valid: true,
			doc: &target.Doc{Inner: target.Inner{Name: "n", Vals: []float64{1}}}},
		{name: "duplicate map field merges", in: `{"map":{"a":1,"b":2},"map":{"b":3,"c":4}}`, valid: true,
			doc: &target.Doc{Map: map[string]any{"a": 1.0, "b": 3.0, "c": 4.0}}},
		{name: "duplicate map field then null", in: `{"map":{"a":1},"map":null}`, valid: true, doc: &target.Doc{}},
		{name: "duplicate any field replaces", in: `{"any":{"a":1},"any":{"b":2}}`, valid: true,
			doc: &target.Doc{Any: map[string]any{"b": 2.0}}},
		{name: "duplicate pointer field", in: `{"ps":"a","ps":null}`, valid: true, doc: &target.Doc{}},
		{name: "duplicate with type error", in: `{"x":1,"x":"s","x":3}`, valid: true, doc: &target.Doc{X: 3}, docTypeError: true},
		{name: "duplicate unknown", in: `{"unknown":1,"unknown":[2],"x":1}`, valid: true, doc: &target.Doc{X: 1}},
		{name: "duplicate in nested map", in: `{"map":{"k":1,"k":{"z":1}}}`, valid: true,
			doc: &target.Doc{Map: map[string]any{"k": map[string]any{"z": 1.0}}}},
	})
}

func negZero() float64 {
	z := 0.0
	return -z
}

func ptr[T any](v T) *T { return &v }

func hexVal(r rune) int {
	switch {
	case r >= '0' && r <= '9':
		return int(r - '0')
	case r >= 'a' && r <= 'f':
		return int(r-'a') + 10
	default:
		return int(r-'A') + 10
	}
}

// TestValidMatchesUnmarshal checks, on every own case, that jsongen.Valid
// accepts exactly the documents jsongen.Unmarshal into *any does not reject
// with a syntax error, as encoding/json's two functions agree.
var _ = jsongen.Valid
