package jsonwire

import "math/bits"

// AppendHTMLEscape appends src to dst with '<', '>' and '&' written as
// \u003c, \u003e and \u0026 and the separators U+2028 and U+2029 as
// \u2028 and \u2029, as encoding/json's HTMLEscape writes them. Like it,
// it does not parse src: the bytes are replaced wherever they are, inside
// strings or not, and src need not be valid JSON (in valid JSON they can
// only be inside strings).
func AppendHTMLEscape(dst, src []byte) []byte {
	start := 0
	for i := 0; ; i++ {
		i = htmlNext(src, i)
		if i >= len(src) {
			break
		}
		switch c := src[i]; c {
		case '<', '>', '&':
			dst = append(dst, src[start:i]...)
			dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			start = i + 1
		default: // 0xe2, which may start U+2028 (e2 80 a8) or U+2029 (e2 80 a9)
			if i+2 < len(src) && src[i+1] == 0x80 && src[i+2]&^1 == 0xa8 {
				dst = append(dst, src[start:i]...)
				dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[src[i+2]&0xf])
				i += 2
				start = i + 1
			}
		}
	}
	return append(dst, src[start:]...)
}

// htmlNext returns the offset of the first byte at or after i that
// AppendHTMLEscape must replace ('<', '>', '&', or the first byte of
// U+2028 or U+2029), or of a 0xe2 it must look at more closely; len(src)
// if there is none.
func htmlNext(src []byte, i int) int {
	for i+8 <= len(src) {
		x := load64(src[i : i+8])
		m := htmlCandidates(x)
		if m == 0 {
			i += 8
			continue
		}
		if k := bits.TrailingZeros64(m) / 8; src[i+k] != 0xe2 {
			return i + k
		}
		// Characters that start with 0xe2 (punctuation, arrows, symbols)
		// are common in some text, and few are U+2028 or U+2029: rather
		// than stop at each, the word is looked at again more closely.
		if m = htmlStops(x); m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
		i += 8
	}
	for ; i < len(src); i++ {
		switch src[i] {
		case '<', '>', '&', 0xe2:
			return i
		}
	}
	return i
}

// htmlCandidates returns a mask with the high bit set in the first byte of
// x that is '<', '>', '&' or 0xe2 (and perhaps in bytes after it), or zero
// if there is none. Each of the three tests below finds the bytes that
// are zero after an XOR, by the subtraction described at lsb, whose
// lowest mark is exact; setting bit 1 first maps both '<' (0x3c) and '>'
// (0x3e) to 0x3e, so one test finds the two.
func htmlCandidates(x uint64) uint64 {
	a := (x | lsb*0x02) ^ lsb*0x3e
	b := x ^ lsb*'&'
	c := x ^ lsb*0xe2
	return ((a-lsb)&^a | (b-lsb)&^b | (c-lsb)&^c) & msb
}

// htmlStops returns a mask with the high bit set in exactly the bytes of x
// that AppendHTMLEscape must replace: '<', '>', '&', and 0xe2 followed by
// 0x80 and 0xa8 or 0xa9 (U+2028, U+2029); and in a 0xe2 among the last
// two bytes, whose sequence the word cuts off. Setting bit 0 maps both
// 0xa8 and 0xa9 to 0xa9.
func htmlStops(x uint64) uint64 {
	lead := zeroBytes(x ^ lsb*0xe2)
	sep := lead & (zeroBytes(x^lsb*0x80) >> 8) & (zeroBytes((x|lsb)^lsb*0xa9) >> 16)
	return zeroBytes((x|lsb*0x02)^lsb*0x3e) | zeroBytes(x^lsb*'&') | sep | lead&(msb&^(1<<48-1))
}

// zeroBytes returns a mask with the high bit set in exactly the bytes of
// t that are zero: adding 0x7f to the low seven bits of a byte sets its
// high bit unless they are zero, with no carry into the next byte.
func zeroBytes(t uint64) uint64 {
	return ^((t&low7 + low7) | t) & msb
}
