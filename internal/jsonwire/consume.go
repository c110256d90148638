package jsonwire

import (
	"encoding/binary"
	"math/bits"
)

// The SWAR (SIMD within a register) constants below test eight bytes at a
// time. For a word x, (x - lsb*n) & ^x & msb is non-zero exactly when some
// byte of x is below n; the lowest set bit marks the first such byte (bytes
// above it may be reported falsely because of the borrow, so only the
// lowest one is trusted).
const (
	lsb  = 0x0101010101010101
	msb  = 0x8080808080808080
	low7 = 0x7f7f7f7f7f7f7f7f
)

// stringStop returns a mask with the high bit set in the first byte of x
// that ends a run of plain string content: a control character, '"', '\\'.
// Bytes at or above 0x80 are not reported.
func stringStop(x uint64) uint64 {
	q := x ^ (lsb * '"')
	s := x ^ (lsb * '\\')
	return ((x-lsb*0x20) & ^x | (q-lsb)&^q | (s-lsb)&^s) & msb
}

// IsSpace reports whether c is JSON whitespace.
func IsSpace(c byte) bool {
	return c <= ' ' && (c == ' ' || c == '\t' || c == '\n' || c == '\r')
}

// ConsumeSpace returns the number of whitespace bytes at the start of b.
func ConsumeSpace(b []byte) int {
	i := 0
	for i < len(b) && IsSpace(b[i]) {
		i++
	}
	return i
}

// StringFlags describes the content of a string token.
type StringFlags uint8

const (
	// Escaped reports that the string holds at least one backslash escape.
	Escaped StringFlags = 1 << iota
	// NonASCII reports that the string holds bytes at or above 0x80, which
	// may or may not be valid UTF-8.
	NonASCII
)

// ConsumeString returns the length of the string token at the start of b,
// both quotes included; b[0] must be '"'. It rejects control characters and
// malformed escapes; it accepts invalid UTF-8, which [AppendUnquote]
// replaces. The flags tell whether the content can be used as is.
func ConsumeString(b []byte) (int, StringFlags, *Error) {
	var flags StringFlags
	i := 1
	for {
		// Eight bytes at a time while no byte needs a look.
		for i+8 <= len(b) {
			x := binary.LittleEndian.Uint64(b[i:])
			if stop := stringStop(x); stop != 0 {
				k := bits.TrailingZeros64(stop) / 8
				if x&msb&(1<<(8*k)-1) != 0 {
					flags |= NonASCII
				}
				i += k
				break
			}
			if x&msb != 0 {
				flags |= NonASCII
			}
			i += 8
		}
		if i >= len(b) {
			return i, flags, errEOF(i)
		}
		switch c := b[i]; {
		case c == '"':
			return i + 1, flags, nil
		case c == '\\':
			flags |= Escaped
			n, err := consumeEscape(b, i)
			if err != nil {
				return n, flags, err
			}
			i = n
		case c < 0x20:
			return i, flags, errChar(i, c, "in string literal")
		default:
			if c >= 0x80 {
				flags |= NonASCII
			}
			i++
		}
	}
}

// consumeEscape checks the escape sequence starting with the backslash at
// b[i] and returns the offset just past it.
func consumeEscape(b []byte, i int) (int, *Error) {
	i++
	if i >= len(b) {
		return i, errEOF(i)
	}
	switch b[i] {
	case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
		return i + 1, nil
	case 'u':
		for k := 1; k <= 4; k++ {
			if i+k >= len(b) {
				return i + k, errEOF(i + k)
			}
			if unhex(b[i+k]) < 0 {
				return i + k, errChar(i+k, b[i+k], `in \u hexadecimal character escape`)
			}
		}
		return i + 5, nil
	}
	return i, errChar(i, b[i], "in string escape code")
}

// unhex returns the value of the hexadecimal digit c, or -1.
func unhex(c byte) rune {
	switch {
	case '0' <= c && c <= '9':
		return rune(c - '0')
	case 'a' <= c && c <= 'f':
		return rune(c - 'a' + 10)
	case 'A' <= c && c <= 'F':
		return rune(c - 'A' + 10)
	}
	return -1
}

// ConsumeNumber returns the length of the number token at the start of b,
// following RFC 8259's grammar -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?.
// It stops at the first byte that cannot continue the number; the caller
// checks that byte. A number that reaches the end of b is complete as far as
// b goes: a streaming caller that may receive more input must read on.
func ConsumeNumber(b []byte) (int, *Error) {
	i := 0
	if i < len(b) && b[i] == '-' {
		i++
	}
	switch {
	case i >= len(b):
		return i, errEOF(i)
	case b[i] == '0':
		i++
	case '1' <= b[i] && b[i] <= '9':
		i++
		for i < len(b) && isDigit(b[i]) {
			i++
		}
	default:
		return i, errChar(i, b[i], "in numeric literal")
	}
	if i < len(b) && b[i] == '.' {
		i++
		if i >= len(b) {
			return i, errEOF(i)
		}
		if !isDigit(b[i]) {
			return i, errChar(i, b[i], "after decimal point in numeric literal")
		}
		for i < len(b) && isDigit(b[i]) {
			i++
		}
	}
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		i++
		if i < len(b) && (b[i] == '+' || b[i] == '-') {
			i++
		}
		if i >= len(b) {
			return i, errEOF(i)
		}
		if !isDigit(b[i]) {
			return i, errChar(i, b[i], "in exponent of numeric literal")
		}
		for i < len(b) && isDigit(b[i]) {
			i++
		}
	}
	return i, nil
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// ValidNumber reports whether s is exactly one JSON number.
func ValidNumber[S ~string | ~[]byte](s S) bool {
	n, err := ConsumeNumber([]byte(s))
	return err == nil && n == len(s)
}

// ConsumeLiteral checks that b starts with the literal lit (true, false or
// null) and returns its length.
func ConsumeLiteral(b []byte, lit string) (int, *Error) {
	for i := 1; i < len(lit); i++ {
		if i >= len(b) {
			return i, errEOF(i)
		}
		if b[i] != lit[i] {
			return i, errChar(i, b[i], "in literal "+lit+" (expecting "+QuoteChar(lit[i])+")")
		}
	}
	return len(lit), nil
}

// ConsumeScalar consumes the string, number or literal at the start of b,
// whose first byte is c. It reports an error if c cannot start a value.
func ConsumeScalar(b []byte) (int, *Error) {
	if len(b) == 0 {
		return 0, errEOF(0)
	}
	switch c := b[0]; c {
	case '"':
		n, _, err := ConsumeString(b)
		return n, err
	case 't':
		return ConsumeLiteral(b, "true")
	case 'f':
		return ConsumeLiteral(b, "false")
	case 'n':
		return ConsumeLiteral(b, "null")
	default:
		if c == '-' || isDigit(c) {
			return ConsumeNumber(b)
		}
		return 0, errChar(0, c, "looking for beginning of value")
	}
}

// PlainStringEnd returns the offset of the closing quote of the string
// whose content starts at b[i], if the content is plain: printable ASCII
// with no escape. It returns -1 if it meets anything else (an escape, a
// control character, a byte at or above 0x80, the end of b), and the
// caller then uses ConsumeString. Most strings in practice are plain, and
// this is the fast path for them.
func PlainStringEnd(b []byte, i int) int {
	for i+8 <= len(b) {
		x := binary.LittleEndian.Uint64(b[i:])
		if stop := plainMask(x); stop != 0 {
			i += bits.TrailingZeros64(stop) / 8
			if b[i] == '"' {
				return i
			}
			return -1
		}
		i += 8
	}
	for ; i < len(b); i++ {
		switch c := b[i]; {
		case c == '"':
			return i
		case c < 0x20 || c == '\\' || c >= 0x80:
			return -1
		}
	}
	return -1
}

// TextStringEnd is [PlainStringEnd] for content that may also hold valid
// UTF-8 beyond ASCII: it returns the offset of the closing quote of the
// string whose content starts at b[i] if that content can be used as it
// is (no escape, no control character, no invalid UTF-8), and -1 if it
// meets anything else. One pass replaces the three (scan, consume,
// validate) that such a string otherwise takes.
func TextStringEnd(b []byte, i int) int {
	// The AVX2 scan pays for its call only on long strings, and the end
	// of this one is not known: it is tried once, after 32 bytes of ASCII
	// or 32 bytes from the first byte beyond ASCII.
	tried := !useAVX2
	start := i
	for i < len(b) {
		c := b[i]
		if c < 0x80 {
			for i+8 <= len(b) {
				x := binary.LittleEndian.Uint64(b[i:])
				if stop := plainMask(x); stop != 0 {
					i += bits.TrailingZeros64(stop) / 8
					break
				}
				i += 8
				if !tried && i-start >= 32 {
					tried = true
					if len(b)-i >= scanMin {
						i = scanLong(nil, b, i, false, false)
					}
				}
			}
			if i >= len(b) {
				return -1
			}
			if c = b[i]; c < 0x80 {
				switch {
				case c == '"':
					return i
				case c == '\\' || c < 0x20:
					return -1
				}
				i++
				continue
			}
		}
		// Characters beyond ASCII, and what follows them, are left to
		// skipSafe, which stops at the same bytes except that it also
		// stops at U+2028 and U+2029 (which need no care here). The first
		// time, it looks only 32 bytes ahead: if the string goes on past
		// them, the AVX2 scan takes the rest.
		if lim := i + 32; !tried && len(b)-lim >= scanMin {
			tried = true
			i = skipSafe(b[:lim], i, false)
			if i >= lim-3 && (i == lim || b[i] >= 0x80) {
				// No stop, unless at a character that lim cut off.
				i = scanLong(nil, b, i, false, false)
				continue
			}
		} else {
			i = skipSafe(b, i, false)
		}
		if i >= len(b) {
			return -1
		}
		switch c := b[i]; {
		case c == '"':
			return i
		case c == 0xe2 && utf8Len(b, i) == 3: // U+2028, U+2029
			i += 3
		default:
			return -1
		}
	}
	return -1
}
