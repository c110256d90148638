package jsonwrite

import (
	"strings"
	"testing"
)

// TestProtoStr checks ProtoStr against protojson's rules, written out: '"'
// and '\\' escaped, short escapes for \b \f \n \r \t, \u00XX for other
// control characters, nothing else escaped (not '<', '>', '&', U+2028,
// U+2029), and invalid UTF-8 refused with nothing written.
func TestProtoStr(t *testing.T) {
	cases := []struct {
		in, want string
		ok       bool
	}{
		{"", `""`, true},
		{"plain", `"plain"`, true},
		{`a"b\c`, `"a\"b\\c"`, true},
		{"\b\f\n\r\t", `"\b\f\n\r\t"`, true},
		{"\x00\x01\x1f\x7f", `"\u0000\u0001\u001f` + "\x7f" + `"`, true},
		{"<a href='x'>&amp;</a>", `"<a href='x'>&amp;</a>"`, true},
		{"line\u2028sep\u2029", "\"line\u2028sep\u2029\"", true},
		{"\u2028\"\n", "\"\u2028\\\"\\n\"", true},
		{"héllo 日本 😀 \ufffd", "\"héllo 日本 😀 \ufffd\"", true},
		{strings.Repeat("long string without escapes ", 20), `"` + strings.Repeat("long string without escapes ", 20) + `"`, true},
		{"bad\xff", "", false},
		{"\xed\xa0\x80", "", false}, // an encoded surrogate
		{"\u2028\xff", "", false},
		// Past the length where the vector scan starts (where there is
		// one): separators and escapes after a long run, and invalid
		// UTF-8 at the end of a string with escapes before it.
		{strings.Repeat("x", 80) + "\u2029\"" + strings.Repeat("y", 40) + "\u2028", "\"" + strings.Repeat("x", 80) + "\u2029\\\"" + strings.Repeat("y", 40) + "\u2028\"", true},
		{strings.Repeat("é", 50) + "\n" + strings.Repeat("z", 50) + "\x80", "", false},
		// Other characters led by E2 (curly quotes, an ellipsis, an
		// arrow) before and after a separator, with escapes.
		{"“a”…\n→", "\"“a”…\\n→\"", true},
		{"“a”…\t\u2029→", "\"“a”…\\t\u2029→\"", true},
		{"tab\t then a cut \xe2\x80", "", false},
		// Escapes spelled out as text, written as text.
		{`\u2028 \ufffd \u0041` + "\n", `"\\u2028 \\ufffd \\u0041\n"`, true},
	}
	for i, c := range cases {
		w := NewWriter([]byte("x"))
		ok := w.ProtoStr(c.in)
		if ok != c.ok || string(w.Bytes()) != "x"+c.want {
			t.Errorf("%d: ProtoStr(%q) = %v, wrote %q; want %v, %q", i, c.in, ok, w.Bytes(), c.ok, "x"+c.want)
		}
	}
}
