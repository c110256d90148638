package jsongen

import (
	"bytes"
	"encoding/json"

	"github.com/jsongen/jsongen/internal/jsonwire"
)

// This file holds the rest of encoding/json's package-level API, so that
// code can import jsongen in place of encoding/json: the functions that
// reformat JSON text, and the types it names. Each function writes the
// bytes and returns the errors encoding/json's does; each checks and
// rewrites its input in one pass, a token or eight bytes at a time, where
// encoding/json's functions step a state machine through it byte by byte.
// On an error they call encoding/json, which gives its error (whose text
// is unexported) and leaves dst as it was.

// Number, Token and Delim are encoding/json's types under their names
// here (aliases: a jsongen.Number is a json.Number), for code moving from
// encoding/json. RawMessage, also an alias, is in unknown.go.
type (
	// Number is a JSON number literal, as json.Number is.
	Number = json.Number
	// Token is a JSON token, as json.Decoder.Token returns it.
	Token = json.Token
	// Delim is an array or object delimiter, as json.Delim is.
	Delim = json.Delim
)

// Indent appends to dst an indented form of the JSON value in src, as
// json.Indent does: each element of an array or object begins a new line,
// which starts with prefix followed by one copy of indent per level of
// nesting; what is appended does not begin with prefix or indentation;
// empty arrays and objects stay [] and {}; whitespace before the value is
// dropped and whitespace after it kept. If src is not one valid JSON
// value, Indent returns the *json.SyntaxError json.Indent returns (its
// Offset counts the bytes read up to the error) and leaves dst's contents
// as they were.
func Indent(dst *bytes.Buffer, src []byte, prefix, indent string) error {
	// encoding/json grows dst by twice the input before starting; doing
	// the same keeps the growth of dst the same, and it is as good a guess
	// as any at the size of the output.
	dst.Grow(2 * len(src))
	b, err := jsonwire.AppendIndent(dst.AvailableBuffer(), src, prefix, indent)
	if err != nil {
		// encoding/json's error message is unexported, and it is not
		// always jsonwire's (for input cut short in a number, it names the
		// space it imagines after it): the error path asks encoding/json,
		// which leaves dst as it was.
		return json.Indent(dst, src, prefix, indent)
	}
	dst.Write(b)
	return nil
}

// Compact appends to dst the JSON value in src with insignificant
// whitespace removed, as json.Compact does: whitespace after the value too,
// and nothing escaped (unlike the output of Marshal, where a MarshalJSON
// method's '<', '>', '&', U+2028 and U+2029 are escaped). If src is not
// one valid JSON value, Compact returns the *json.SyntaxError json.Compact
// returns, whose Offset is always 0 (json.Compact does not count bytes),
// and leaves dst's contents as they were.
func Compact(dst *bytes.Buffer, src []byte) error {
	dst.Grow(len(src))
	b, err := jsonwire.AppendCompactVerbatim(dst.AvailableBuffer(), src)
	if err != nil {
		return json.Compact(dst, src) // the error, with dst as it was (see Indent)
	}
	dst.Write(b)
	return nil
}

// HTMLEscape appends src to dst with '<', '>', '&', U+2028 and U+2029
// written as \u003c, \u003e, \u0026, \u2028 and \u2029, so that the JSON
// is safe to embed in an HTML <script> element, as json.HTMLEscape does.
// Like it, HTMLEscape does not check that src is JSON and escapes those
// characters wherever they are.
func HTMLEscape(dst *bytes.Buffer, src []byte) {
	dst.Grow(len(src))
	dst.Write(jsonwire.AppendHTMLEscape(dst.AvailableBuffer(), src))
}
