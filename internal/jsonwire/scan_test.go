package jsonwire

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

// refSafe is skipSafe(s, 0, html) written the plainest way, a character at
// a time: the index of the first byte that cannot be copied as it is.
func refSafe(s string, html bool) int {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if html && !safeHTML[c] || !html && !safeASCII[c] {
				return i
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 || r == '\u2028' || r == '\u2029' {
			return i
		}
		i += n
	}
	return len(s)
}

// guard32 fills the 32 bytes after the end of the copying scan's
// destination, to show any write past it.
var guard32 = bytes.Repeat([]byte{0xaa}, 32)

// checkScan checks the AVX2 scan of s against refSafe, in both of its
// modes: it must not pass a byte refSafe stops at, and it must not stop at
// a block that holds none. With whole, it must also pass all of a string
// of 64 bytes or more that needs no look. Given a destination (with
// whole, as quoting gives one), the scan must pass the same bytes, copy
// them, and write nothing past len(s).
func checkScan(t *testing.T, s string, html bool) {
	t.Helper()
	u := refSafe(s, html)
	dst := make([]byte, len(s)+32)
	for _, whole := range []bool{false, true} {
		n := scanString(nil, s, html, whole)
		if nb := scanBytes(nil, []byte(s), html, whole); nb != n {
			t.Fatalf("html=%v whole=%v %q: scanBytes %d, scanString %d", html, whole, s, nb, n)
		}
		if whole { // the copying scan is used only on whole strings
			for k := range dst {
				dst[k] = 0xaa
			}
			if nc := scanString(dst[:len(s)], s, html, whole); nc != n || string(dst[:n]) != s[:n] {
				t.Fatalf("html=%v whole=%v %q: copying, scanString passed %d (not %d) and copied %q", html, whole, s, nc, n, dst[:nc])
			}
			if nc := scanBytes(dst[:len(s)], []byte(s), html, whole); nc != n || string(dst[:n]) != s[:n] {
				t.Fatalf("html=%v whole=%v %q: copying, scanBytes passed %d (not %d) and copied %q", html, whole, s, nc, n, dst[:nc])
			}
			if !bytes.Equal(dst[len(s):], guard32) {
				t.Fatalf("html=%v whole=%v %q: the copying scan wrote past the string's end: %x", html, whole, s, dst[len(s):])
			}
		}
		full := whole && len(s) >= 64 && n == len(s)
		if n%32 != 0 && !full || n > len(s) {
			t.Fatalf("html=%v whole=%v %q: scanned %d bytes", html, whole, s, n)
		}
		j := scanLong(nil, s, 0, html, whole)
		if j > u {
			t.Fatalf("html=%v whole=%v %q: scanLong passed %d bytes, but byte %d needs a look", html, whole, s, j, u)
		}
		if j < n-3 || j > n {
			t.Fatalf("html=%v whole=%v %q: scanLong backed up from %d to %d", html, whole, s, n, j)
		}
		end := n + 32 // the first byte that needs a look must come before
		if whole && len(s) >= 64 {
			end = min(end, len(s))
		}
		if n < len(s) && end <= len(s) && u >= end {
			t.Fatalf("html=%v whole=%v %q: the scan stopped at %d, but nothing needs a look before %d", html, whole, s, n, u)
		}
	}
}

func needAVX2(t *testing.T) {
	if !useAVX2 {
		t.Skip("no AVX2 scan in this build or on this CPU")
	}
}

// fill returns text of exactly n bytes: ASCII, or with utf8 the
// characters "é€😀" and ASCII, so that blocks take the UTF-8 path.
func fill(n int, utf8 bool) string {
	if !utf8 {
		return strings.Repeat("a", n)
	}
	var b strings.Builder
	for i := 0; b.Len() < n; i++ {
		c := []string{"é", "€", "😀", "x"}[i%4]
		if b.Len()+len(c) > n {
			c = "y"
		}
		b.WriteString(c)
	}
	return b.String()
}

// TestScanEveryPair places every pair of bytes across each boundary the
// scan has: within a 16-byte lane, between the lanes of a block, and
// between blocks, in ASCII and in text beyond ASCII. In strings of 117
// bytes, the last block checked whole (bytes 85 to 116) overlaps the
// blocks before it: the pairs go across its lanes and its edges.
func TestScanEveryPair(t *testing.T) {
	skipExhaustiveIfShort(t)
	needAVX2(t)
	places := []struct{ at, n int }{{0, 96}, {7, 96}, {15, 96}, {16, 96}, {31, 96}, {32, 96}, {62, 96}, {63, 96},
		{94, 96}, {84, 117}, {95, 117}, {100, 117}, {101, 117}, {115, 117}}
	for _, u := range []bool{false, true} {
		for _, p := range places {
			at := p.at
			pre, post := fill(at, u), fill(p.n-at-2, u)
			for x := range 1 << 16 {
				s := pre + string([]byte{byte(x), byte(x >> 8)}) + post
				checkScan(t, s, x&1 == 0)
			}
		}
	}
}

// TestScanEveryTriple places every three bytes across the boundary
// between the lanes of a block and between blocks.
func TestScanEveryTriple(t *testing.T) {
	needAVX2(t)
	if testing.Short() || raceEnabled {
		t.Skip("16M inputs a place")
	}
	for _, at := range []int{14, 30, 31} {
		b := []byte(fill(at, false) + "xyz" + fill(96-at-3, false))
		for x := range 1 << 24 {
			b[at], b[at+1], b[at+2] = byte(x), byte(x>>8), byte(x>>16)
			if x&0x8080 == 0 {
				continue // ASCII in the first two: covered by the pairs
			}
			checkScan(t, string(b), false)
		}
	}
}

// TestScanQuads tries four-byte sequences from bytes at the edges of the
// UTF-8 ranges, across the boundary between blocks, and into and at the
// end of the last block checked whole.
func TestScanQuads(t *testing.T) {
	skipExhaustiveIfShort(t)
	needAVX2(t)
	edges := []byte{0x00, 0x1f, 0x20, 0x22, 0x26, 0x3c, 0x41, 0x5c, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0,
		0xa7, 0xa8, 0xa9, 0xaa, 0xbf, 0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xe1, 0xe2, 0xec, 0xed, 0xee, 0xef,
		0xf0, 0xf1, 0xf3, 0xf4, 0xf5, 0xff}
	places := []struct{ at, n int }{{29, 96}, {30, 96}, {31, 96}, {32, 96}, {95, 117}, {113, 117}}
	for _, p := range places {
		at := p.at
		b := []byte(fill(at, true) + "wxyz" + fill(p.n-at-4, true))
		for _, c0 := range edges {
			for _, c1 := range edges {
				for _, c2 := range edges {
					for _, c3 := range edges {
						b[at], b[at+1], b[at+2], b[at+3] = c0, c1, c2, c3
						checkScan(t, string(b), c3&1 == 0)
					}
				}
			}
		}
	}
}

// TestScanRandom builds strings from pieces that exercise each test of
// the scan, at random lengths.
func TestScanRandom(t *testing.T) {
	needAVX2(t)
	pieces := []string{"a", "Hello, world ", "é", "€", "中文", "😀", "\u2027", "\u2028", "\u2029", "\u0900",
		"\ud7ff", "\ue000", "\U0010ffff", "\"", "\\", "\n", "\x00", "\x1f", "<", ">", "&", "\x7f",
		"\x80", "\xbf", "\xc0\x80", "\xc1\xbf", "\xe0\x80\x80", "\xed\xa0\x80", "\xf0\x80\x80\x80",
		"\xf4\x90\x80\x80", "\xf5\x80\x80\x80", "\xe2\x80", "\xf0\x9f\x98", "\xff"}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 200000 {
		var b strings.Builder
		n := rng.IntN(300)
		for b.Len() < n {
			if rng.IntN(8) == 0 {
				b.WriteString(pieces[13+rng.IntN(len(pieces)-13)])
			} else {
				b.WriteString(pieces[rng.IntN(13)])
			}
		}
		checkScan(t, b.String(), rng.IntN(2) == 0)
	}
}

// longMixed returns a random string of 64 to 400 bytes: long runs of
// clean text (ASCII, or characters beyond it), with now and then a piece
// that stops the AVX2 scan, so that quoting and decoding hand strings to
// the scan, take them back, and back off from it.
func longMixed(rng *rand.Rand) string {
	clean := []string{"Hello, world. ", "é", "ж", "日本", "😀", "\u0900", "\uac00", "\u2027", "\ue000"}
	misfits := []string{"\"", "\\", "\n", "\x00", "<", ">", "&", "\u2028", "\u2029", "\xff", "\x80", "\xe2\x80",
		"\xed\xa0\x80", "\xc0\xaf", "\xf4\x90\x80\x80", `\n`, `\u00e9`}
	dense := rng.IntN(4) == 0 // a string with misfits every few bytes
	var b strings.Builder
	n := 64 + rng.IntN(336)
	for b.Len() < n {
		if dense && rng.IntN(3) == 0 || rng.IntN(40) == 0 {
			b.WriteString(misfits[rng.IntN(len(misfits))])
			continue
		}
		p := clean[rng.IntN(len(clean))]
		for range 1 + rng.IntN(12) {
			b.WriteString(p)
		}
	}
	return b.String()
}

// TestQuoteLongStrings compares quoting of long strings with encoding/json,
// in both modes, for strings and byte slices; with AVX2, through the scan.
func TestQuoteLongStrings(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 20000 {
		s := longMixed(rng)
		want, _ := json.Marshal(s)
		if got := AppendQuote(nil, s, true); !bytes.Equal(got, want) {
			t.Fatalf("AppendQuote(%q, html) = %s, want %s", s, got, want)
		}
		if got := AppendQuote([]byte("prefix"), []byte(s), true); !bytes.Equal(got[6:], want) {
			t.Fatalf("AppendQuote([]byte %q, html) = %s, want %s", s, got[6:], want)
		}
		want = quoteNoHTML(s)
		if got := AppendQuote(nil, s, false); !bytes.Equal(got, want) {
			t.Fatalf("AppendQuote(%q) = %s, want %s", s, got, want)
		}
	}
}

// TestTextStringEndLongStrings checks TextStringEnd on long strings, with
// the document going on after them (the scan must stop at the string's
// end, not the input's), against TestTextStringEnd's definition.
func TestTextStringEndLongStrings(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	rest := `, "next": "` + strings.Repeat("more text ", 10) + `"}`
	for range 20000 {
		s := longMixed(rng)
		b := []byte(`"` + s + `"` + rest)
		want := -1
		if n, flags, err := ConsumeString(b); err == nil && flags&Escaped == 0 && utf8.Valid(b[1:n-1]) {
			want = n - 1
		}
		if got := TextStringEnd(b, 1); got != want {
			t.Fatalf("TextStringEnd(%q) = %d, want %d", b, got, want)
		}
	}
}

// FuzzLongStrings puts arbitrary bytes at the start, in the middle and at
// the end of long clean text, and checks quoting (both modes) against
// encoding/json, TextStringEnd against its definition, and the AVX2 scan
// against refSafe.
func FuzzLongStrings(f *testing.F) {
	for _, s := range stringCases {
		f.Add([]byte(s))
	}
	f.Add([]byte(strings.Repeat("日本語", 30) + "\xe2\x80\xa8" + strings.Repeat("é", 40)))
	f.Add([]byte(strings.Repeat("<p>a &amp; b</p>\n", 8)))
	clean := strings.Repeat("Clean text, ", 6) + strings.Repeat("ñandú 日本 ", 4)
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, s := range []string{string(data), clean + string(data), string(data) + clean, clean + string(data) + clean} {
			want, _ := json.Marshal(s)
			if got := AppendQuote(nil, s, true); !bytes.Equal(got, want) {
				t.Fatalf("AppendQuote(%q, html) = %s, want %s", s, got, want)
			}
			want = quoteNoHTML(s)
			if got := AppendQuote(nil, []byte(s), false); !bytes.Equal(got, want) {
				t.Fatalf("AppendQuote([]byte %q) = %s, want %s", s, got, want)
			}
			b := []byte(`"` + s + `", "rest": "` + clean + `"}`)
			wantEnd := -1
			if n, flags, err := ConsumeString(b); err == nil && flags&Escaped == 0 && utf8.Valid(b[1:n-1]) {
				wantEnd = n - 1
			}
			if got := TextStringEnd(b, 1); got != wantEnd {
				t.Fatalf("TextStringEnd(%q) = %d, want %d", b, got, wantEnd)
			}
			if useAVX2 {
				checkScan(t, s, true)
				checkScan(t, s, false)
			}
		}
	})
}

// skipExhaustiveIfShort skips a test that tries every input of a kind
// under -short, as .ci/test runs the race detector: these functions share
// no memory between goroutines, and the plain run has tried the inputs.
func skipExhaustiveIfShort(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("exhaustive: run without -short")
	}
}
