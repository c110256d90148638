package jsonwire

import (
	"encoding/binary"
	"math/bits"
	"unicode/utf8"
)

const hexDigits = "0123456789abcdef"

// quoteStop returns a mask with the high bit set in the first byte of x that
// cannot be copied to a quoted string as is: a control character, '"',
// '\\', a non-ASCII byte, and with html also '<', '>' and '&'.
func quoteStop(x uint64, html bool) uint64 {
	m := stringStop(x) | x&msb
	if html {
		lt := x ^ (lsb * '<')
		gt := x ^ (lsb * '>')
		amp := x ^ (lsb * '&')
		m |= ((lt-lsb)&^lt | (gt-lsb)&^gt | (amp-lsb)&^amp) & msb
	}
	return m
}

// AppendQuote appends s as a JSON string, quotes included, exactly as
// encoding/json writes it: '"' and '\\' escaped with a backslash; \b, \f,
// \n, \r and \t in their short forms; other control characters as \u00XX;
// with html, '<', '>' and '&' as \u003c, \u003e and \u0026; U+2028 and
// U+2029 always as \u2028 and \u2029; each byte of invalid UTF-8 as \ufffd.
func AppendQuote[S ~string | ~[]byte](dst []byte, s S, html bool) []byte {
	dst = append(dst, '"')
	start := 0
	i := 0
	for i < len(s) {
		// Skip eight bytes at a time while none needs a look.
		for i+8 <= len(s) {
			x := load64(s[i:])
			stop := quoteStop(x, html)
			if stop != 0 {
				i += bits.TrailingZeros64(stop) / 8
				break
			}
			i += 8
		}
		if i >= len(s) {
			break
		}
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' && (!html || c != '<' && c != '>' && c != '&') {
				i++
				continue
			}
			dst = append(dst, s[start:i]...)
			dst = appendEscapedByte(dst, c)
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(string(s[i:min(i+utf8.UTFMax, len(s))]))
		switch {
		case r == utf8.RuneError && size == 1:
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[r&0xf])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}

// appendEscapedByte appends the escape for an ASCII byte that needs one.
func appendEscapedByte(dst []byte, c byte) []byte {
	switch c {
	case '"', '\\':
		return append(dst, '\\', c)
	case '\b':
		return append(dst, '\\', 'b')
	case '\f':
		return append(dst, '\\', 'f')
	case '\n':
		return append(dst, '\\', 'n')
	case '\r':
		return append(dst, '\\', 'r')
	case '\t':
		return append(dst, '\\', 't')
	}
	return append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
}

// load64 reads eight bytes of s in little-endian order; len(s) >= 8.
func load64[S ~string | ~[]byte](s S) uint64 {
	_ = s[7]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// AppendUnquote appends the content of a string token whose quotes have
// been removed and which [ConsumeString] accepted. Escapes are decoded; a
// \u escape that is an unpaired surrogate, and each byte of invalid UTF-8,
// becomes U+FFFD, as in encoding/json.
func AppendUnquote(dst, s []byte) []byte {
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c == '\\' {
			dst = append(dst, s[start:i]...)
			var r rune
			r, i = decodeEscape(s, i)
			dst = utf8.AppendRune(dst, r)
			start = i
			continue
		}
		if c < utf8.RuneSelf {
			i++
			continue
		}
		r, size := utf8.DecodeRune(s[i:])
		if r == utf8.RuneError && size == 1 {
			dst = append(dst, s[start:i]...)
			dst = append(dst, "\uFFFD"...)
			start = i + 1
		}
		i += size
	}
	return append(dst, s[start:]...)
}

// decodeEscape decodes the escape starting with the backslash at s[i],
// joining a surrogate pair written as two escapes. It returns the rune and
// the offset just past what it used.
func decodeEscape(s []byte, i int) (rune, int) {
	switch s[i+1] {
	case 'b':
		return '\b', i + 2
	case 'f':
		return '\f', i + 2
	case 'n':
		return '\n', i + 2
	case 'r':
		return '\r', i + 2
	case 't':
		return '\t', i + 2
	case 'u':
		r := hex4(s[i+2:])
		i += 6
		if r < 0xd800 || r >= 0xe000 {
			return r, i
		}
		if r < 0xdc00 && i+6 <= len(s) && s[i] == '\\' && s[i+1] == 'u' {
			if r2 := hex4(s[i+2:]); 0xdc00 <= r2 && r2 < 0xe000 {
				return 0x10000 + (r-0xd800)<<10 + (r2 - 0xdc00), i + 6
			}
		}
		return utf8.RuneError, i
	}
	return rune(s[i+1]), i + 2 // '"', '\\', '/'
}

// hex4 decodes four hexadecimal digits known to be valid.
func hex4(s []byte) rune {
	return unhex(s[0])<<12 | unhex(s[1])<<8 | unhex(s[2])<<4 | unhex(s[3])
}

// ValidUTF8 reports whether b is valid UTF-8, checking eight ASCII bytes at
// a time before falling back to utf8.Valid.
func ValidUTF8(b []byte) bool {
	i := 0
	for i+8 <= len(b) && binary.LittleEndian.Uint64(b[i:])&msb == 0 {
		i += 8
	}
	return utf8.Valid(b[i:])
}
