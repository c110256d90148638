package jsonread

import "testing"

// TestScalarText checks what ScalarText consumes and returns for each kind
// of value.
func TestScalarText(t *testing.T) {
	cases := []struct {
		in       string
		kind     byte
		text     string
		consumed bool
	}{
		{`123`, '0', "123", true},
		{` -1.5e+3 `, '0', "-1.5e+3", true},
		{`"abc"`, '"', "abc", true},
		{`"a\"b\u0041\n"`, '"', "a\"bA\n", true},
		{`""`, '"', "", true},
		{`null`, 'n', "", false},
		{`true`, 't', "", false},
		{`[1]`, '[', "", false},
		{`{}`, '{', "", false},
		{`01`, '0', "0", true}, // the Reader stops at End
		{`-`, 0, "", false},
		{`"abc`, 0, "", false},
		{`x`, 0, "", false},
	}
	for i, c := range cases {
		r := NewReader([]byte(c.in))
		kind, text := r.ScalarText()
		if kind != c.kind || string(text) != c.text {
			t.Errorf("%d: ScalarText(%s) = %q, %q; want %q, %q", i, c.in, kind, text, c.kind, c.text)
		}
		if consumed := r.Offset() > 0 && r.Ok(); consumed != c.consumed {
			t.Errorf("%d: %s: consumed %v, want %v", i, c.in, consumed, c.consumed)
		}
	}
}
