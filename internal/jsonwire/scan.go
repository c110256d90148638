package jsonwire

// This file joins the AVX2 scan of long strings (scan_amd64.s, where the
// CPU has AVX2; see useAVX2) to quoting (QuoteTo) and decoding
// (TextStringEnd). The scan takes 32 bytes a step, checking UTF-8 as it
// goes, where the Go loops take eight bytes of ASCII or one to four
// characters beyond it. When quoting, the string's end is known, and the
// scan also checks its last 32 bytes as a block, so that a string with
// nothing to escape needs no Go loop at all.

// scanMin is the shortest rest of a string for which QuoteTo and
// TextStringEnd call the AVX2 scan: below it, the call and the set-up cost
// more than the Go loops take.
const scanMin = 64

// scanLong returns an index j >= i such that s[i:j] can be copied into a
// quoted string as it is (see skipSafe), found by the AVX2 scan. It makes
// progress only on runs of 32-byte blocks: it returns i when the block at
// i needs a closer look. With whole, set when s ends where the string
// does (quoting, not decoding), and len(s)-i >= 64, a string that needs
// no look anywhere is passed to its end: the scan checks the last 32
// bytes as a block of their own (see scanString). If dst is not nil, it
// lies alongside s (len(dst) >= len(s)), and s[i:j] is also copied into
// dst[i:j]; bytes of dst past j may be written too.
func scanLong[S ~string | ~[]byte](dst []byte, s S, i int, html, whole bool) int {
	if dst != nil {
		dst = dst[i:len(s)]
	}
	var n int
	// The assembly takes a string or a []byte; other types with those
	// underlying types (jsongen passes none) get no fast path. Converting
	// the pointer, not s, keeps s from being copied into an interface.
	switch p := any(&s).(type) {
	case *string:
		n = scanString(dst, (*p)[i:], html, whole)
	case *[]byte:
		n = scanBytes(dst, (*p)[i:], html, whole)
	default:
		return i
	}
	if n == 0 {
		return i
	}
	j := i + n
	// The scan checked each byte against the ones before it, so every
	// character before j is whole, except one that may run past j (or, at
	// the end of s, be cut short): back up to its lead byte.
	for k := 1; k <= 3; k++ {
		c := s[j-k]
		if c < 0x80 {
			break
		}
		if c >= 0xc0 {
			if k < leadLen(c) {
				j -= k
			}
			break
		}
	}
	return j
}

// scanAgain returns where a string's AVX2 scan, which last went from i to
// j, is next tried, and the gap to pass on. Past a byte that needed a look
// it is tried again at once; but after a try that made no progress, only
// further on, each time twice as far, so that a long string dense with
// escapes pays for a few calls, not one an escape.
func scanAgain(i, j, gap int) (retry, nextGap int) {
	if j == i {
		gap = 2*gap + 32
	} else {
		gap = 0
	}
	return j + gap + 1, gap
}

// escapeNear reports whether x, eight bytes of a string, seems to hold
// an ASCII byte to escape, which would stop the AVX2 scan at once. It is
// a guess, as the marks of plainMask and htmlMask above a byte at or
// above 0x80 are unreliable; it only saves calls.
func escapeNear(x uint64, html bool) bool {
	m := plainMask(x)
	if html {
		m = htmlMask(x)
	}
	return m&^x != 0
}

// leadLen returns the length of the sequence a byte c >= 0xc0 would lead,
// by its high bits alone. Not utf8Lead: a lead at the end of the scan's
// last block has not been checked against the bytes after it yet, and may
// be one of the invalid 0xc0, 0xc1, 0xf5-0xff, which must be backed over
// too (utf8Lead gives them length 0).
func leadLen(c byte) int {
	switch {
	case c >= 0xf0:
		return 4
	case c >= 0xe0:
		return 3
	}
	return 2
}
