package jsonwire

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

// formatInputs are valid and invalid values for AppendIndent and
// AppendCompactVerbatim. Package jsongen's tests (format_test.go at the
// root) compare its Indent and Compact, which call them, on many more.
var formatInputs = []string{
	`{}`, `[]`, "{ \n}", "[\t]", `{"a":{},"b":[],"c":[{}],"d":[[]]}`, `[1,"a",true,false,null,{},[]]`,
	" \t\r\n{ \"a\" : [ 1 , 2 ] , \"b\" : { } } \n\t ", "[ 1 ,\n2\t,\r3 ]", "1", "1 ", " -1.5e+3\n", `"x"`,
	`["\"\\\/\b\f\n\r\t\u00e9\uD834\uDD1E"]`, "[\"\xff\xe2\x80\xa8<&>\"]", `{"\u0041":1,"":2}`,
	"[" + strings.Repeat(" ", 100) + "1" + strings.Repeat("\t", 30) + "]",
	"[" + strings.Repeat("\n  \t", 30) + "]",
	// Invalid.
	"", " ", "-", "1.", "1e", "1e+", "01", "+1", ".5", "tr", "nul", "fals", `"abc`, `"\`, `"\u12`, `"\x"`,
	"\"a\x01\"", "[", "{", "[1,", `{"a"`, `{"a":`, `{"a":1,`, "[1,]", `{"a":1,}`, "[1 2]", `{"a" 1}`, `{1:2}`,
	"]", "}", ",", "[}", `{"a":1]`, "1 2", "{}{}", "[1] x", "\xef\xbb\xbf{}", "\v1", "[1,\f2]", "[\xff]",
	// Invalid, where Go 1.27's offsets count a whole escape sequence or
	// character, or go back to the start of what the end cuts short.
	`"\u12"`, `["\u1"]`, `"\uZZZZ"`, `"\u12G4"`, `"\u"`, `"ab\u12`, `"\ud800\`, `"\ud800\u`, `"\ud800\x"`,
	"\"\\\xff\"", "\"\\é\"", "\"a\xe2\x82", "\"\xe2", "\"\xed\xa0", "\"\xff", "-1.5e", "-1.5e+", "[1.", "[-", "1é", "tré", "[\u00a0]",
	"[\u2028]", `{"a"é`, "{é", "[1}", `["a":1]`, "1ex", "1.e5", "--1", "[tr]", `{"a":tr}`,
}

// formatPairs are the prefixes and indents AppendIndent is tried with.
var formatPairs = [][2]string{{"", ""}, {"", "\t"}, {"> ", "  "}, {"\t", strings.Repeat("-", 50)}}

// nested returns depth levels of open, then 1, then the closes.
func nested(depth int, open, close string) string {
	return strings.Repeat(open, depth) + "1" + strings.Repeat(close, depth)
}

// checkFormatError checks an error of AppendIndent or
// AppendCompactVerbatim against encoding/json's for the same input. Up to
// Go 1.26 it points where encoding/json's scanner stops, after reading
// the byte at the offset or, at the end of the input, all of it. From Go
// 1.27 on (json/v2) its offset is encoding/json's, and it is an EOF error
// exactly when encoding/json's is.
func checkFormatError(t *testing.T, what, in string, got []byte, err *Error, werr error) {
	t.Helper()
	if string(got) != "dst" {
		t.Errorf("%s(%q) changed dst on error: %q", what, in, got)
	}
	var se *json.SyntaxError
	if !errors.As(werr, &se) {
		t.Errorf("%s(%q): error %v, encoding/json's %v", what, in, err, werr)
		return
	}
	if StdV2 {
		if err.Offset != int(se.Offset) || err.EOF != (se.Error() == "unexpected end of JSON input") {
			t.Errorf("%s(%q): error %v (EOF %v), encoding/json's %q at %d", what, in, err, err.EOF, se.Error(), se.Offset)
		}
		return
	}
	want := int(se.Offset) - 1
	if err.EOF {
		want = len(in)
	}
	if err.Offset != want || err.EOF && int(se.Offset) != len(in) {
		t.Errorf("%s(%q): error %v (EOF %v), encoding/json's %q at %d", what, in, err, err.EOF, se.Error(), se.Offset)
	}
}

func TestAppendIndentMatchesEncodingJSON(t *testing.T) {
	inputs := append([]string{nested(MaxDepth, "[", "]"), nested(MaxDepth+1, `{"k":`, "}"), strings.Repeat("[", MaxDepth+1)}, formatInputs...)
	for _, in := range inputs {
		pairs := formatPairs
		if len(in) > 1000 {
			pairs = pairs[:1]
		}
		for _, p := range pairs {
			var want bytes.Buffer
			werr := json.Indent(&want, []byte(in), p[0], p[1])
			got, err := AppendIndent([]byte("dst"), []byte(in), p[0], p[1])
			if (err != nil) != (werr != nil) {
				t.Errorf("AppendIndent(%q, %q, %q) error %v, json.Indent's %v", in, p[0], p[1], err, werr)
				continue
			}
			if err != nil {
				checkFormatError(t, "AppendIndent", in, got, err, werr)
				continue
			}
			if string(got) != "dst"+want.String() {
				t.Errorf("AppendIndent(%q, %q, %q) = %q, want %q", in, p[0], p[1], got, "dst"+want.String())
			}
		}
	}
}

func TestAppendCompactVerbatimMatchesEncodingJSON(t *testing.T) {
	inputs := append([]string{nested(MaxDepth, "[", "]"), nested(MaxDepth+1, `{"k":`, "}")}, formatInputs...)
	for _, in := range inputs {
		var want bytes.Buffer
		werr := json.Compact(&want, []byte(in))
		got, err := AppendCompactVerbatim([]byte("dst"), []byte(in))
		if (err != nil) != (werr != nil) {
			t.Errorf("AppendCompactVerbatim(%q) error %v, json.Compact's %v", in, err, werr)
			continue
		}
		if err != nil {
			// Up to Go 1.26, json.Compact's errors give offset 0: its
			// Offset is checked against that of json.Valid's scanner
			// instead.
			if !StdV2 {
				werr = json.Unmarshal([]byte(in), new(any))
			}
			checkFormatError(t, "AppendCompactVerbatim", in, got, err, werr)
			continue
		}
		if string(got) != "dst"+want.String() {
			t.Errorf("AppendCompactVerbatim(%q) = %q, want %q", in, got, "dst"+want.String())
		}
		if StdV2 && strings.ContainsAny(in, "\u2028\u2029") {
			// AppendCompact escapes U+2028 and U+2029 without html too
			// (as Go 1.27 writes MarshalJSON's output); Compact does not.
			continue
		}
		if old, _ := AppendCompact([]byte("dst"), []byte(in), false); !bytes.Equal(got, old) {
			t.Errorf("AppendCompactVerbatim(%q) = %q, AppendCompact %q", in, got, old)
		}
	}
}

// TestFormatRandom compares both functions with encoding/json on random
// documents, well formed and then with a byte changed or cut off.
func TestFormatRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	space := []string{"", "", "", " ", "\n", "\t", "\r\n  ", "        ", "\t\t\t\t\t\t\t\t\t"}
	scalars := []string{"0", "-1.5e10", "true", "false", "null", `""`, `"a\"b"`, "\"\xe2\x80\xa8\"", `"<&>"`, "123456789"}
	var value func(depth int) string
	value = func(depth int) string {
		ws := func() string { return space[rng.IntN(len(space))] }
		if depth > 6 || rng.IntN(3) == 0 {
			return ws() + scalars[rng.IntN(len(scalars))] + ws()
		}
		var sb strings.Builder
		obj := rng.IntN(2) == 0
		sb.WriteString(ws())
		if obj {
			sb.WriteString("{")
		} else {
			sb.WriteString("[")
		}
		n := rng.IntN(4)
		for k := range n {
			if k > 0 {
				sb.WriteString(",")
			}
			if obj {
				sb.WriteString(ws() + `"k"` + ws() + ":")
			}
			sb.WriteString(value(depth + 1))
		}
		sb.WriteString(ws())
		if obj {
			sb.WriteString("}")
		} else {
			sb.WriteString("]")
		}
		return sb.String() + ws()
	}
	n := 3000
	if testing.Short() {
		n = 300
	}
	for range n {
		in := value(0)
		if rng.IntN(2) == 0 {
			b := []byte(in)
			b[rng.IntN(len(b))] = ",:[]{}\" x1"[rng.IntN(10)]
			in = string(b[:rng.IntN(len(b)+1)])
		}
		p := formatPairs[rng.IntN(len(formatPairs))]
		var want bytes.Buffer
		werr := json.Indent(&want, []byte(in), p[0], p[1])
		got, err := AppendIndent([]byte("dst"), []byte(in), p[0], p[1])
		if (err != nil) != (werr != nil) || err == nil && string(got) != "dst"+want.String() {
			t.Fatalf("AppendIndent(%q, %q, %q) = %q, %v; json.Indent %q, %v", in, p[0], p[1], got, err, want.Bytes(), werr)
		}
		if err != nil {
			checkFormatError(t, "AppendIndent", in, got, err, werr)
		}
		want.Reset()
		werr = json.Compact(&want, []byte(in))
		got, err = AppendCompactVerbatim([]byte("dst"), []byte(in))
		if (err != nil) != (werr != nil) || err == nil && string(got) != "dst"+want.String() {
			t.Fatalf("AppendCompactVerbatim(%q) = %q, %v; json.Compact %q, %v", in, got, err, want.Bytes(), werr)
		}
		if err != nil && StdV2 { // (up to Go 1.26 json.Compact's offsets are 0)
			checkFormatError(t, "AppendCompactVerbatim", in, got, err, werr)
		}
	}
}

func TestSkipSpace(t *testing.T) {
	for _, in := range []string{"", "x", " x", "        x", "         ", "\t\t\t\t\t\t\t\t\t\tx", " \t \t \t \t \t x", "\n        \x00", "\x1f", "       \x00 "} {
		want := len(in) - len(strings.TrimLeft(in, " \t\r\n"))
		if got := skipSpace([]byte(in), 0); got != want {
			t.Errorf("skipSpace(%q) = %d, want %d", in, got, want)
		}
	}
}
