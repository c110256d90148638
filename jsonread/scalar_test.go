package jsonread

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"
)

// TestStrAndBoolMatchEncodingJSON decodes documents that are a string, a
// literal, or something near them, alone and after whitespace, with Str
// and Bool (whose fast paths take a string or literal that starts at the
// read position) into a value set beforehand, and compares the error (as
// StdError gives it) with json.Unmarshal's, and the value left but after
// a syntax error (which leaves what came before it stored: DIFFERENCES.md,
// item 1).
func TestStrAndBoolMatchEncodingJSON(t *testing.T) {
	docs := []string{
		`"abc"`, `""`, `"a\"b\u00e9"`, `"`, `"abc`, `"a` + "\xff" + `"`,
		`true`, `false`, `null`, `tru`, `t`, `fals`, `f`, `nul`, `truex`, `falsey`, `trUe`, `fAlse`,
		`1`, `-1`, `{}`, `[]`, `"true"`, ``, `x`,
	}
	for _, doc := range docs {
		for _, ws := range []string{"", " ", "\n\t ", " ", "        "} {
			for _, trail := range []string{"", "          "} {
				data := []byte(ws + doc + trail)
				s, stdS := "set", "set"
				r := NewReader(data)
				r.Str(&s)
				r.End()
				check(t, "Str", data, s, stdS, StdError(data, &s, r.Err()), json.Unmarshal(data, &stdS))
				b, stdB := true, true
				if doc == "true" {
					b, stdB = false, false
				}
				r = NewReader(data)
				r.Bool(&b)
				r.End()
				check(t, "Bool", data, b, stdB, StdError(data, &b, r.Err()), json.Unmarshal(data, &stdB))
			}
		}
	}
}

func check[T comparable](t *testing.T, how string, data []byte, got, want T, err, stdErr error) {
	t.Helper()
	var syntax *json.SyntaxError
	if got != want && !errors.As(stdErr, &syntax) || fmt.Sprint(err) != fmt.Sprint(stdErr) {
		t.Errorf("%s of %q: %v, %v; encoding/json %v, %v", how, data, got, err, want, stdErr)
	}
}
