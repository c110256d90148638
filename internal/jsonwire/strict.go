package jsonwire

import (
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

func strconvQuote(s string) string { return strconv.Quote(s) }
