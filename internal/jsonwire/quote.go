package jsonwire

import (
	"encoding/binary"
	"math/bits"
	"slices"
	"unicode/utf8"
)

const hexDigits = "0123456789abcdef"

// plainMask returns a mask with the high bit set in each byte of x that
// needs a look when quoting without HTML escaping: a control character,
// '"', '\\', or a byte at or above 0x80. It is zero exactly when no byte
// needs a look, and otherwise its lowest set bit is in the first byte
// that does (bytes above that one may be marked falsely).
//
// Each byte is tested for being zero with an addition, which takes fewer
// operations than the subtraction described at lsb. For a byte t below
// 0x80, t + 0x7f has its high bit set exactly when t is not zero, and
// t + 0x60 exactly when t is at least 0x20, with no carry into the next
// byte. A byte at or above 0x80 keeps its high bit through the XOR with
// an ASCII byte, and then t + 0x7f wraps to a byte below 0x80: it is
// marked, and its carry can disturb only the bytes above it.
func plainMask(x uint64) uint64 {
	ok := ((x ^ lsb*'"') + low7) & ((x ^ lsb*'\\') + low7) & (x + lsb*0x60)
	return ^ok & msb
}

// htmlMask is plainMask with '<', '>' and '&' added. Setting bit 2 maps
// both '"' (0x22) and '&' (0x26) to 0x26, and setting bit 1 maps both '<'
// (0x3c) and '>' (0x3e) to 0x3e, so two comparisons find four bytes.
func htmlMask(x uint64) uint64 {
	ok := (((x | lsb*0x04) ^ lsb*0x26) + low7) & (((x | lsb*0x02) ^ lsb*0x3e) + low7) &
		((x ^ lsb*'\\') + low7) & (x + lsb*0x60)
	return ^ok & msb
}

// safeASCII[c] and safeHTML[c] report whether the ASCII byte c is copied
// to a quoted string as it is.
var safeASCII, safeHTML = func() (plain, html [256]bool) {
	for c := 0x20; c < 0x80; c++ {
		plain[c] = c != '"' && c != '\\'
		html[c] = plain[c] && c != '<' && c != '>' && c != '&'
	}
	return
}()

// AppendQuote appends s as a JSON string, quotes included, exactly as
// encoding/json writes it: '"' and '\\' escaped with a backslash; \b, \f,
// \n, \r and \t in their short forms; other control characters as \u00XX;
// with html, '<', '>' and '&' as \u003c, \u003e and \u0026; U+2028 and
// U+2029 always as \u2028 and \u2029; each byte of invalid UTF-8 as \ufffd,
// or, where encoding/json runs on json/v2 ([StdV2], Go 1.27), as the
// character U+FFFD itself (the bytes ef bf bd).
func AppendQuote[S ~string | ~[]byte](dst []byte, s S, html bool) []byte {
	QuoteTo(&dst, s, html)
	return dst
}

// QuoteTo is [AppendQuote] appending to *p (see [SetAppended]). It
// reports whether s was valid UTF-8 without U+2028 or U+2029, whose
// escapes are all encoding/json writes that protojson does not (see
// jsonwrite's ProtoStr); other callers ignore it.
func QuoteTo[S ~string | ~[]byte](p *[]byte, s S, html bool) bool {
	dst := *p
	if cap(dst)-len(dst) < len(s)+2 {
		// Grow once for the whole string rather than in steps as escapes
		// are appended: a huge string would be copied many times.
		dst = slices.Grow(dst, len(s)+2)
	}
	dst = append(dst, '"')
	// Most strings are short and plain ASCII: they are scanned here, a
	// word at a time and then byte by byte, with no call, and each word
	// or byte is stored into the room made above as soon as it is checked
	// (rather than the run copied afterwards: MarshalReuse device_report
	// and synthea_fhir -9%).
	begin := len(dst)
	out := dst[begin : begin+len(s)]
	i := 0
	// Long strings go to the AVX2 scan first, where there is one; it
	// passes a string that needs no escape to its end.
	retry, gap := 0, 0 // see scanAgain
	if useAVX2 && len(s) >= scanMin {
		i = scanLong(out, s, 0, html, true) // copied into out as it goes
		retry, gap = scanAgain(0, i, 0)
	}
	safe := &safeASCII
	if html {
		safe = &safeHTML
		// i+8 <= len(out) always holds with the first test; saying it
		// lets the compiler drop the bounds checks.
		for i+8 <= len(s) && i+8 <= len(out) {
			x := load64(s[i : i+8])
			if htmlMask(x) != 0 {
				break
			}
			binary.LittleEndian.PutUint64(out[i:i+8], x)
			i += 8
		}
	} else {
		for i+8 <= len(s) && i+8 <= len(out) {
			x := load64(s[i : i+8])
			if plainMask(x) != 0 {
				break
			}
			binary.LittleEndian.PutUint64(out[i:i+8], x)
			i += 8
		}
	}
	for i < len(s) && safe[s[i]] {
		out[i] = s[i]
		i++
	}
	dst = dst[:begin+i]
	if i == len(s) {
		dst = append(dst, '"')
		SetAppended(p, dst)
		return true
	}
	// From the first byte that needs a look on, bytes go to dst as they
	// are checked: an ASCII escape as one word from a table, the plain
	// ASCII after it a word at a time, and a run that starts at a byte
	// at or above 0x80 (checked by skipSafe, and by the AVX2 scan where
	// the rest is long) in one copy. No call is made for an escape in
	// ASCII text (Marshal instructions with HTML and quotes in strings:
	// easyjson_example and easyjson_large -6.6%, twitter_status -2.7%).
	clean := true
	for i < len(s) {
		if len(s)-i >= scanMin && useAVX2 && i >= retry {
			j := i
			if !escapeNear(load64(s[i:i+8]), html) {
				j = scanLong(nil, s, i, html, true)
			}
			retry, gap = scanAgain(i, j, gap)
			if j > i {
				dst = append(dst, s[i:j]...)
				i = j
				continue
			}
		}
		c := s[i]
		if c >= utf8.RuneSelf {
			// A run of valid UTF-8 (and the ASCII after it) is copied in
			// one piece.
			j := skipSafe(s, i, html)
			dst = append(dst, s[i:j]...)
			if j >= len(s) {
				break
			}
			if j > i {
				i = j
				continue
			}
		} else {
			if cap(dst)-len(dst) < 8 {
				// Room for a word: an escape is stored as one. (The loop
				// below checks its own.)
				dst = slices.Grow(dst, len(s)-i+16)
			}
			n := len(dst)
			if !safe[c] {
				binary.LittleEndian.PutUint64(dst[n:n+8], escapeWord[c&0x7f])
				dst = dst[:n+int(escapeLen[c&0x7f])]
				i++
				continue
			}
			// Plain ASCII: a word at a time while there is room, up to
			// the first byte that needs a look, which the next round
			// takes (the AVX2 scan is tried after escapes, not here).
			for i+8 <= len(s) && cap(dst)-n >= 8 {
				x := load64(s[i : i+8])
				binary.LittleEndian.PutUint64(dst[n:n+8], x)
				if m := wordMask(x, html); m != 0 {
					k := bits.TrailingZeros64(m) / 8
					dst = dst[:n+k]
					i += k
					break
				}
				n += 8
				dst = dst[:n]
				i += 8
			}
			if i+8 > len(s) && i < len(s) && safe[s[i]] { // the last bytes
				dst = append(dst, s[i])
				i++
			}
			continue
		}
		if n := utf8Len(s, i); n == 3 { // U+2028 or U+2029
			dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[s[i+2]&0xf])
			i += 3
		} else { // invalid UTF-8: one byte
			if StdV2 {
				// Go 1.27's encoding/json (on json/v2) writes U+FFFD itself,
				// not its escape.
				dst = append(dst, "\uFFFD"...)
			} else {
				dst = append(dst, `\ufffd`...)
			}
			i++
		}
		clean = false
	}
	dst = append(dst, '"')
	SetAppended(p, dst)
	return clean
}

// wordMask is plainMask, or htmlMask with html.
func wordMask(x uint64, html bool) uint64 {
	if html {
		return htmlMask(x)
	}
	return plainMask(x)
}

// escapeWord[c] holds the escape encoding/json writes for the ASCII byte c,
// if it needs one, first byte lowest; escapeLen[c] is its length.
var escapeWord, escapeLen = func() (w [128]uint64, n [128]uint8) {
	for c := range 128 {
		e := appendEscapedByte(nil, byte(c))
		for i := len(e) - 1; i >= 0; i-- {
			w[c] = w[c]<<8 | uint64(e[i])
		}
		n[c] = uint8(len(e))
	}
	return
}()

// skipSafe returns the index of the first byte at or after i that cannot
// be copied as it is: an ASCII byte needing an escape, a byte of invalid
// UTF-8, or the first byte of U+2028 or U+2029; len(s) if there is none.
// Runs of ASCII are checked eight bytes at a time, runs of two- and
// three-byte characters one to four characters a load (see inside).
func skipSafe[S ~string | ~[]byte](s S, i int, html bool) int {
	for i < len(s) {
		c := s[i]
		if c < utf8.RuneSelf {
			for i+8 <= len(s) {
				x := load64(s[i:])
				var m uint64
				if html {
					m = htmlMask(x)
				} else {
					m = plainMask(x)
				}
				if m != 0 {
					i += bits.TrailingZeros64(m) / 8
					break
				}
				i += 8
			}
			if i >= len(s) {
				return i
			}
			if c = s[i]; c < utf8.RuneSelf {
				if html && !safeHTML[c] || !html && !safeASCII[c] {
					return i
				}
				i++
				continue
			}
		}
		// Runs of two- and three-byte characters (all scripts but a few
		// rare ones and emoji) are checked here, one load a character;
		// where the run allows, a load checks two three-byte characters
		// with the common leads, or four two-byte characters. Four-byte
		// characters, invalid bytes, U+2028 and U+2029 are left to the
		// table below. (Written out here: as an inlined helper returning
		// a length this was 20% slower, presumably as the caller tests the
		// length again; as a call, 10% slower on text that mixes scripts
		// with ASCII.)
		at := i
		for i+4 <= len(s) {
			x := uint32(s[i]) | uint32(s[i+1])<<8 | uint32(s[i+2])<<16 | uint32(s[i+3])<<24
			if x&0xc0c0f0 == 0x8080e0 { // 1110xxxx 10xxxxxx 10xxxxxx
				// Leads 0xe0, 0xe2 and 0xed need a closer look (look3).
				if look3>>(x&0xf)&1 != 0 {
					if bad3>>(x&0xf|x>>9&0x10)&1 != 0 || x&0xfeffff == 0xa880e2 {
						break
					}
					i += 3
					continue
				}
				i += 3
				for i+8 <= len(s) {
					// Two more three-byte characters with common leads.
					y := load64(s[i:])
					if y&0x0000c0c0f0c0c0f0 != 0x00008080e08080e0 || (look3>>(y&0xf)|look3>>(y>>24&0xf))&1 != 0 {
						break
					}
					i += 6
				}
				continue
			}
			// 110xxxxx 10xxxxxx, but not the overlong leads 0xc0, 0xc1.
			if x&0xc0e0 != 0x80c0 || x&0x1e == 0 {
				break
			}
			i += 2
			for i+8 <= len(s) {
				y := load64(s[i:])
				if y&0xc0e0c0e0c0e0c0e0 != 0x80c080c080c080c0 ||
					(y&0x001e001e001e001e+0x001e001e001e001e)&0x0020002000200020 != 0x0020002000200020 {
					break
				}
				i += 8
			}
		}
		if i+3 == len(s) {
			// A last three-byte character, tested as above (the word
			// loads would not fit).
			x := uint32(s[i]) | uint32(s[i+1])<<8 | uint32(s[i+2])<<16
			if x&0xc0c0f0 == 0x8080e0 && (look3>>(x&0xf)&1 == 0 || bad3>>(x&0xf|x>>9&0x10)&1 == 0 && x&0xfeffff != 0xa880e2) {
				i += 3
			}
		}
		if i != at {
			continue
		}
		// The lead byte gives the sequence's length and the range of its
		// second byte (see utf8Lead); later bytes are any continuation
		// byte. (Written out here: the compiler does not inline a helper
		// into this generic function.)
		n := 0
		if lead := utf8Lead[c]; lead.n != 0 && i+int(lead.n) <= len(s) {
			if b1 := s[i+1]; lead.lo <= b1 && b1 <= lead.hi {
				switch lead.n {
				case 2:
					n = 2
				case 3:
					if s[i+2]&0xc0 == 0x80 {
						n = 3
					}
				default:
					if s[i+2]&0xc0 == 0x80 && s[i+3]&0xc0 == 0x80 {
						n = 4
					}
				}
			}
		}
		if n == 0 || n == 3 && c == 0xe2 && s[i+1] == 0x80 && s[i+2]&^1 == 0xa8 {
			return i
		}
		i += n
	}
	return i
}

// look3 marks, by their low four bits, the three-byte leads skipSafe
// looks at more closely: 0xe0 and 0xed (see bad3), and 0xe2, which may
// start U+2028 or U+2029 (e2 80 a8, e2 80 a9). The other leads 0xe1-0xef
// take any two continuation bytes.
const look3 = 1<<0x0 | 1<<0x2 | 1<<0xd

// bad3 marks the three-byte sequences whose second byte is out of range
// for their lead: after 0xe0 it must be at least 0xa0 (no overlong forms),
// after 0xed below 0xa0 (no surrogates). Both ranges split on the second
// byte's bit 5, so skipSafe looks up bit k of bad3 for k = the lead's low
// four bits, plus 0x10 if the second byte's bit 5 is set.
const bad3 = 1<<0x0 | 1<<(0x10|0xd)

// utf8Lead describes each possible lead byte of a UTF-8 sequence: its
// length (0 for a byte that cannot lead one) and the range of the byte
// after it, narrower after 0xe0, 0xed, 0xf0 and 0xf4, which exclude
// overlong forms, surrogates and values past U+10FFFF.
var utf8Lead = func() (t [256]struct{ n, lo, hi byte }) {
	for c := 0xc2; c < 0xf5; c++ {
		e := &t[c]
		e.lo, e.hi = 0x80, 0xbf
		switch {
		case c < 0xe0:
			e.n = 2
		case c < 0xf0:
			e.n = 3
		default:
			e.n = 4
		}
	}
	t[0xe0].lo = 0xa0 // no overlong forms
	t[0xed].hi = 0x9f // no surrogates
	t[0xf0].lo = 0x90 // no overlong forms
	t[0xf4].hi = 0x8f // nothing past U+10FFFF
	return t
}()

// utf8Len returns the length of the valid UTF-8 sequence starting at s[i],
// a byte at or above 0x80, or 0 if the bytes there are not valid UTF-8
// (a stray continuation byte, an overlong form, a surrogate, a value past
// U+10FFFF, or a sequence cut short).
func utf8Len[S ~string | ~[]byte](s S, i int) int {
	c := s[i]
	switch {
	case c < 0xc2:
		return 0
	case c < 0xe0:
		if inRange(s, i+1, 0x80, 0xbf) {
			return 2
		}
	case c < 0xf0:
		lo, hi := byte(0x80), byte(0xbf)
		if c == 0xe0 {
			lo = 0xa0 // no overlong forms
		} else if c == 0xed {
			hi = 0x9f // no surrogates
		}
		if inRange(s, i+1, lo, hi) && inRange(s, i+2, 0x80, 0xbf) {
			return 3
		}
	case c < 0xf5:
		lo, hi := byte(0x80), byte(0xbf)
		if c == 0xf0 {
			lo = 0x90
		} else if c == 0xf4 {
			hi = 0x8f // nothing past U+10FFFF
		}
		if inRange(s, i+1, lo, hi) && inRange(s, i+2, 0x80, 0xbf) && inRange(s, i+3, 0x80, 0xbf) {
			return 4
		}
	}
	return 0
}

// inRange reports whether s has a byte at k within [lo, hi].
func inRange[S ~string | ~[]byte](s S, k int, lo, hi byte) bool {
	return k < len(s) && lo <= s[k] && s[k] <= hi
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
		// Runs of ASCII without backslashes and of valid UTF-8 are passed
		// as quoting passes them (the content of a string ConsumeString
		// accepted has no quote or control byte for it to stop at).
		if i = skipSafe(s, i, false); i >= len(s) {
			break
		}
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
		if n := utf8Len(s, i); n > 0 {
			i += n
			continue
		}
		dst = append(dst, s[start:i]...)
		dst = append(dst, "\uFFFD"...)
		i++
		start = i
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
