package jsonwire

import (
	"bytes"
	"strconv"
	"unicode/utf8"
)

// CheckStrictString checks a string token that ConsumeString accepted
// against the stricter rules of RFC 7493 (I-JSON), which
// encoding/json/v2 follows by default: the content must be valid UTF-8,
// and \u escapes of surrogates must come in valid pairs. The error's
// offset is relative to tok.
func CheckStrictString(tok []byte) *Error {
	s := tok[1 : len(tok)-1]
	if ValidUTF8(s) && !hasSurrogateEscape(s) {
		// The usual case, checked at the speed of ValidUTF8;
		// checkStrictSlow finds where the error is.
		return nil
	}
	return checkStrictSlow(s)
}

// checkStrictSlow is CheckStrictString's check of the content s, a byte
// or an escape at a time.
func checkStrictSlow(s []byte) *Error {
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '\\':
			if s[i+1] != 'u' {
				i += 2
				continue
			}
			r := hex4(s[i+2:])
			switch {
			case r < 0xd800 || r >= 0xe000:
				i += 6
			case r < 0xdc00 && i+12 <= len(s) && s[i+6] == '\\' && s[i+7] == 'u' &&
				0xdc00 <= hex4(s[i+8:]) && hex4(s[i+8:]) < 0xe000:
				i += 12
			default:
				return &Error{Offset: 1 + i, Msg: "invalid surrogate pair in string"}
			}
		case c < utf8.RuneSelf:
			i++
		default:
			n := utf8Len(s, i)
			if n == 0 {
				return &Error{Offset: 1 + i, Msg: "invalid UTF-8 in string"}
			}
			i += n
		}
	}
	return nil
}

// hasSurrogateEscape reports whether s, the content of a string token,
// holds a \u escape of a surrogate (U+D800 to U+DFFF).
func hasSurrogateEscape(s []byte) bool {
	for {
		i := bytes.IndexByte(s, '\\')
		if i < 0 || i+1 >= len(s) {
			return false
		}
		if s[i+1] != 'u' {
			s = s[i+2:] // a two-byte escape, perhaps of a backslash
			continue
		}
		// ConsumeString checked the escape's four hex digits.
		if c := hex4(s[i+2:]); c >= 0xd800 && c < 0xe000 {
			return true
		}
		s = s[i+6:]
	}
}

func strconvQuote(s string) string { return strconv.Quote(s) }
