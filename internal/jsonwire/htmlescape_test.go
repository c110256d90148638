package jsonwire

import (
	"bytes"
	"encoding/json"
	"math/bits"
	"math/rand/v2"
	"testing"
)

func checkHTMLEscape(t *testing.T, src []byte) {
	t.Helper()
	var want bytes.Buffer
	want.WriteString("dst")
	json.HTMLEscape(&want, src)
	if got := AppendHTMLEscape([]byte("dst"), src); !bytes.Equal(got, want.Bytes()) {
		t.Fatalf("AppendHTMLEscape(%q) = %q, want %q", src, got, want.Bytes())
	}
}

// TestAppendHTMLEscapeEveryPosition puts each sequence that matters at
// each offset of inputs around a word's length, so that every place
// where a word boundary cuts it is tried.
func TestAppendHTMLEscapeEveryPosition(t *testing.T) {
	seqs := []string{"<", ">", "&", "\u2028", "\u2029", "\u2027", "\u202a", "\u2014", "\xe2", "\xe2\x80",
		"\xe2\x80\xa8\xe2\x80\xa9", "\xe2\xe2\x80\xa8", "<\u2028&", "=", "\x3d\x3f\x24\x27"}
	for _, s := range seqs {
		for n := 0; n <= 24; n++ {
			for at := 0; at <= n; at++ {
				src := bytes.Repeat([]byte("a"), n)
				src = append(src[:at], append([]byte(s), src[at:]...)...)
				checkHTMLEscape(t, src)
			}
		}
	}
}

func TestAppendHTMLEscapeRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	alphabet := []byte{'a', '<', '>', '&', '"', 0xe2, 0x80, 0xa8, 0xa9, 0xa7, 0x3d, 0x3f, 0x24, 0x27, 0xff, 0x00}
	for range 20000 {
		src := make([]byte, rng.IntN(40))
		for i := range src {
			src[i] = alphabet[rng.IntN(len(alphabet))]
		}
		checkHTMLEscape(t, src)
	}
}

// TestHTMLMasks checks htmlCandidates and htmlStops against the bytes of
// random words drawn from the bytes that matter and their neighbours:
// htmlCandidates's lowest mark is the first '<', '>', '&' or 0xe2, and
// htmlStops marks exactly '<', '>', '&', the 0xe2 of U+2028 and U+2029,
// and 0xe2 in the last two bytes.
func TestHTMLMasks(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	near := []byte{'<', '>', '&', 0xe2, 0x80, 0xa8, 0xa9, 0x3d, 0x3f, 0x3c ^ 0x80, 0x25, 0x27, 0xe3, 0xe1, 0x81, 0xaa, 0x00, 0xff, 'a'}
	for range 1 << 20 {
		var b [8]byte
		for k := range b {
			b[k] = near[rng.IntN(len(near))]
		}
		x := load64(b[:])
		first := 8
		var exact uint64
		for k, c := range b {
			candidate := c == '<' || c == '>' || c == '&' || c == 0xe2
			if candidate && first == 8 {
				first = k
			}
			sep := c == 0xe2 && (k >= 6 || b[k+1] == 0x80 && b[k+2]&^1 == 0xa8)
			if c == '<' || c == '>' || c == '&' || sep {
				exact |= 0x80 << (8 * k)
			}
		}
		got := htmlCandidates(x)
		if first == 8 && got != 0 || first < 8 && (got == 0 || bits.TrailingZeros64(got)/8 != first) {
			t.Fatalf("htmlCandidates(% x) = %#x, want lowest mark in byte %d", b, got, first)
		}
		if got := htmlStops(x); got != exact {
			t.Fatalf("htmlStops(% x) = %#x, want %#x", b, got, exact)
		}
	}
}
