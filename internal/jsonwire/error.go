package jsonwire

import "strconv"

// Error describes malformed JSON found by a Consume or Append function.
// Offset is relative to the start of the slice given to the function.
type Error struct {
	Offset int    // offset of the first byte that is wrong, or the input length when input ended early
	Msg    string // what was wrong, without a package prefix or position
	EOF    bool   // reports whether the input ended before the value was complete
}

func (e *Error) Error() string { return e.Msg + " at offset " + strconv.Itoa(e.Offset) }

// errEOF returns the error for input that ends at offset n while a value is
// still incomplete.
func errEOF(n int) *Error {
	return &Error{Offset: n, Msg: "unexpected end of JSON input", EOF: true}
}

// errChar returns the error for the unexpected byte c at offset n; context
// says what the grammar allowed there, as in "looking for beginning of value".
func errChar(n int, c byte, context string) *Error {
	return &Error{Offset: n, Msg: "invalid character " + QuoteChar(c) + " " + context}
}

// QuoteChar formats c for an error message: printable ASCII as 'c', anything
// else as a quoted escape.
func QuoteChar(c byte) string {
	switch {
	case c == '\'':
		return `'\''`
	case c == '"':
		return `'"'`
	case c >= 0x20 && c < 0x7f:
		return "'" + string(rune(c)) + "'"
	}
	q := strconv.Quote(string(rune(c)))
	if c >= 0x80 {
		q = `"\x` + strconv.FormatUint(uint64(c)>>4, 16) + strconv.FormatUint(uint64(c)&0xf, 16) + `"`
	}
	return "'" + q[1:len(q)-1] + "'"
}
