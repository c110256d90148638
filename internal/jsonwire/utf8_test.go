package jsonwire

import (
	"compress/gzip"
	"encoding/json"
	"io"
	"math/rand/v2"
	"os"
	"testing"
	"unicode/utf8"
)

// TestValidUTF8Exhaustive compares ValidUTF8 with utf8.Valid on every
// sequence of one or two bytes and every three-byte sequence that starts
// with a byte above 0xbf, alone and between ASCII and multi-byte text
// that sends it down each of ValidUTF8's paths, and on four-byte
// sequences with every lead and second byte and the edge values of
// continuation bytes after them.
func TestValidUTF8Exhaustive(t *testing.T) {
	skipExhaustiveIfShort(t)
	var contexts = [][2]string{
		{"", ""},
		{"abcdefgh", "ijklmnop"},
		{"日本語", "日本語テキスト"},
		{"ПриветПривет", "мирмирмир"},
		{"x", "日本"},
	}
	check := func(s []byte) {
		if got, want := ValidUTF8(s), utf8.Valid(s); got != want {
			t.Fatalf("ValidUTF8(%q) = %v, want %v", s, got, want)
		}
	}
	buf := make([]byte, 0, 64)
	try := func(seq ...byte) {
		for _, c := range contexts {
			buf = append(append(append(buf[:0], c[0]...), seq...), c[1]...)
			check(buf)
		}
	}
	for v := range 1 << 8 {
		try(byte(v))
	}
	for v := range 1 << 16 {
		try(byte(v>>8), byte(v))
	}
	for v := 0xc0 << 16; v < 1<<24; v++ {
		try(byte(v>>16), byte(v>>8), byte(v))
	}
	edges := []byte{0x00, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xff}
	for lead := 0xf0; lead <= 0xff; lead++ {
		for b1 := range 256 {
			for _, b2 := range edges {
				for _, b3 := range edges {
					try(byte(lead), byte(b1), b2, b3)
				}
			}
		}
	}
}

// TestValidUTF8Random compares ValidUTF8 with utf8.Valid on random texts
// that mix ASCII, characters of every length and, in some, one broken
// byte, at every position.
func TestValidUTF8Random(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	runes := []rune{'a', '"', 0x7f, 0x80, 0x7ff, 0x800, 0x3042, 0x65e5, 0xd7ff, 0xe000, 0xfffd, 0xffff, 0x10000, 0x1f600, 0x10ffff, 0x2028, 0x430}
	for range 20000 {
		var b []byte
		for range rng.IntN(40) {
			b = utf8.AppendRune(b, runes[rng.IntN(len(runes))])
		}
		if len(b) > 0 && rng.IntN(2) == 0 {
			b[rng.IntN(len(b))] = byte(rng.Uint32())
		}
		if got, want := ValidUTF8(b), utf8.Valid(b); got != want {
			t.Fatalf("ValidUTF8(%q) = %v, want %v", b, got, want)
		}
	}
}

func FuzzValidUTF8(f *testing.F) {
	f.Add([]byte("日本語 text"))
	f.Add([]byte{0xed, 0xa0, 0x80})
	f.Fuzz(func(t *testing.T, b []byte) {
		if got, want := ValidUTF8(b), utf8.Valid(b); got != want {
			t.Fatalf("ValidUTF8(%q) = %v, want %v", b, got, want)
		}
	})
}

// BenchmarkValidUTF8 compares ValidUTF8 with utf8.Valid on three datasets
// and on twitter_status as encoding/json or protojson writes it, with its
// Japanese text as UTF-8 rather than \u escapes ("twitter_utf8").
func BenchmarkValidUTF8(b *testing.B) {
	for _, name := range []string{"twitter_status", "twitter_utf8", "string_unicode", "citm_catalog"} {
		file := name
		if name == "twitter_utf8" {
			file = "twitter_status"
		}
		f, err := os.Open("../../bench/testdata/" + file + ".json.gz")
		if err != nil {
			b.Skip(err)
		}
		z, err := gzip.NewReader(f)
		if err != nil {
			b.Fatal(err)
		}
		data, err := io.ReadAll(z)
		f.Close()
		if err != nil {
			b.Fatal(err)
		}
		if name == "twitter_utf8" {
			var v any
			if err := json.Unmarshal(data, &v); err != nil {
				b.Fatal(err)
			}
			if data, err = json.Marshal(v); err != nil {
				b.Fatal(err)
			}
		}
		for _, fn := range []struct {
			name string
			f    func([]byte) bool
		}{{"jsonwire", ValidUTF8}, {"utf8", utf8.Valid}} {
			b.Run(name+"/"+fn.name, func(b *testing.B) {
				b.SetBytes(int64(len(data)))
				for b.Loop() {
					if !fn.f(data) {
						b.Fatal("invalid")
					}
				}
			})
		}
	}
}
