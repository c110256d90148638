package jsonwire

import (
	"bytes"
	"encoding/json"
	"math"
	"math/bits"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

// stringCases are strings whose quoted forms differ in interesting ways.
var stringCases = []string{
	"", "a", "hello, world", `quote " and backslash \`, "tab\tnewline\nreturn\r",
	"\b\f\x00\x01\x1f\x7f", "<script>&amp;</script>", "\u2028\u2029", "\u2027\u202a",
	"\xff", "a\xffb", "\xed\xa0\x80", "\xe2\x80", "\xe2\x80\xa8", "héllo wörld", "日本語テキスト",
	"😀 emoji", "\uFFFD", strings.Repeat("abcdefgh", 9) + "<", strings.Repeat("é", 20),
	"1234567\"", "1234567\\", "12345678\x1f", "abcdefg\xe2\x80\xa9x",
}

// quoteNoHTML is encoding/json's quoting of s without HTML escaping.
func quoteNoHTML(s string) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.Encode(s)
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
}

func TestAppendQuoteMatchesEncodingJSON(t *testing.T) {
	check := func(s string) {
		t.Helper()
		want, _ := json.Marshal(s)
		if got := AppendQuote(nil, s, true); !bytes.Equal(got, want) {
			t.Errorf("AppendQuote(%q, html) = %s, want %s", s, got, want)
		}
		if got := AppendQuote(nil, []byte(s), true); !bytes.Equal(got, want) {
			t.Errorf("AppendQuote([]byte %q, html) = %s, want %s", s, got, want)
		}
		want = quoteNoHTML(s)
		if got := AppendQuote(nil, s, false); !bytes.Equal(got, want) {
			t.Errorf("AppendQuote(%q) = %s, want %s", s, got, want)
		}
	}
	for _, s := range stringCases {
		check(s)
	}
	for c := 0; c < 256; c++ {
		check(string([]byte{byte(c)}))
		check("abcdefgh" + string([]byte{byte(c)}) + "ijklmnop")
	}
	rng := rand.New(rand.NewPCG(1, 2))
	alphabet := []string{"a", "b", "<", "&", "\"", "\\", "\n", "\x00", "é", "\u2028", "\xff", "\xe2", "😀", "        "}
	for range 5000 {
		var sb strings.Builder
		for range rng.IntN(40) {
			sb.WriteString(alphabet[rng.IntN(len(alphabet))])
		}
		check(sb.String())
	}
}

// TestQuoteToReportsClean checks what QuoteTo reports, which protojson's
// writer relies on: false exactly when s is invalid UTF-8 or holds U+2028
// or U+2029, wherever they are, in short strings and in those long enough
// for the vector scan, with escapes before them or not.
func TestQuoteToReportsClean(t *testing.T) {
	specials := []string{"", "\"", "\n", "é", "日", "😀", "\u2028", "\u2029", "\xff", "\xe2\x80", "\xed\xa0\x80", "\xe2\x80\xa7"}
	for _, n := range []int{0, 1, 7, 8, 15, 31, 32, 33, 63, 64, 100, 200} {
		for _, at := range []int{0, n / 3, n} {
			for _, pre := range []string{"", "\t"} {
				for _, sp := range specials {
					s := pre + strings.Repeat("a", at) + sp + strings.Repeat("日", (n-at)/3)
					want := utf8.ValidString(s) && !strings.ContainsAny(s, "\u2028\u2029")
					for _, html := range []bool{false, true} {
						var dst []byte
						if got := QuoteTo(&dst, s, html); got != want {
							t.Fatalf("QuoteTo(%q, html %v) reported %v, want %v", s, html, got, want)
						}
						if !bytes.Equal(dst, AppendQuote(nil, s, html)) {
							t.Fatalf("QuoteTo(%q) wrote %q, AppendQuote %q", s, dst, AppendQuote(nil, s, html))
						}
					}
				}
			}
		}
	}
}

// TestAppendQuoteEveryPosition puts each kind of byte that needs a look at
// every position of strings up to 40 bytes long, appended after a prefix
// into buffers with no spare room, a little and plenty: the word-at-a-time
// copy must leave the prefix alone and hand over to the escaping path at
// the right byte.
func TestAppendQuoteEveryPosition(t *testing.T) {
	specials := []string{"", "<", ">", "&", "\"", "\\", "\n", "\x00", "\x1f", "\x7f", "é", "\u2028", "\xff", "\xe2\x82"}
	for n := 0; n <= 40; n++ {
		for at := 0; at <= n; at++ {
			for _, sp := range specials {
				s := strings.Repeat("a", at) + sp + strings.Repeat("b", n-at)
				want, _ := json.Marshal(s)
				wantPlain := bytes.ReplaceAll(want, []byte(`\u003c`), []byte("<"))
				wantPlain = bytes.ReplaceAll(wantPlain, []byte(`\u003e`), []byte(">"))
				wantPlain = bytes.ReplaceAll(wantPlain, []byte(`\u0026`), []byte("&"))
				for _, room := range []int{0, 1, 7, 64} {
					dst := make([]byte, 3, 3+room)
					copy(dst, "pre")
					got := AppendQuote(dst, s, true)
					if string(got[:3]) != "pre" || !bytes.Equal(got[3:], want) {
						t.Fatalf("AppendQuote(%q, %q) = %q, want pre%s", "pre", s, got, want)
					}
					dst = make([]byte, 3, 3+room)
					copy(dst, "pre")
					got = AppendQuote(dst, []byte(s), false)
					if string(got[:3]) != "pre" || !bytes.Equal(got[3:], wantPlain) {
						t.Fatalf("AppendQuote(%q, []byte %q) = %q, want pre%s", "pre", s, got, wantPlain)
					}
				}
			}
		}
	}
}

func TestAppendUnquoteMatchesEncodingJSON(t *testing.T) {
	cases := []string{
		`""`, `"abc"`, `"\"\\\/\b\f\n\r\t"`, `"\u0041\u00e9\u65e5"`, `"\ud83d\ude00"`,
		`"\ud83d"`, `"\ude00"`, `"\ud83dx"`, `"\ud83d\u0041"`, `"\ud83d\ud83d\ude00"`,
		"\"\xff\"", "\"a\xffb\xfe\"", "\"\xed\xa0\x80\"", "\"\xe2\x82\"", `"\uDBFF\uDFFF"`, `"\u0000"`,
	}
	for _, tok := range cases {
		var want string
		if err := json.Unmarshal([]byte(tok), &want); err != nil {
			t.Fatalf("json.Unmarshal(%s): %v", tok, err)
		}
		n, flags, err := ConsumeString([]byte(tok))
		if err != nil || n != len(tok) {
			t.Fatalf("ConsumeString(%s) = %d, %v", tok, n, err)
		}
		got := string(AppendUnquote(nil, []byte(tok[1:len(tok)-1])))
		if got != want {
			t.Errorf("AppendUnquote(%s) = %q, want %q", tok, got, want)
		}
		hasEsc := strings.Contains(tok, `\`)
		if (flags&Escaped != 0) != hasEsc {
			t.Errorf("ConsumeString(%s) flags %b, escaped should be %v", tok, flags, hasEsc)
		}
		ascii := utf8.ValidString(tok) && len([]rune(tok)) == len(tok)
		if (flags&NonASCII == 0) != ascii {
			t.Errorf("ConsumeString(%s) flags %b, ascii should be %v", tok, flags, ascii)
		}
	}
}

func TestAppendFloatMatchesEncodingJSON(t *testing.T) {
	check := func(f float64, bits int) {
		t.Helper()
		var want []byte
		if bits == 32 {
			if math.IsInf(float64(float32(f)), 0) {
				return // too large for a float32
			}
			want, _ = json.Marshal(float32(f))
			f = float64(float32(f))
		} else {
			want, _ = json.Marshal(f)
		}
		got, ok := AppendFloat(nil, f, bits)
		if !ok || !bytes.Equal(got, want) {
			t.Errorf("AppendFloat(%v, %d) = %s, %v; want %s", f, bits, got, ok, want)
		}
	}
	specials := []float64{0, math.Copysign(0, -1), 1, -1, 0.1, 1e-6, 1e-7, 9.999999e-7, 1e20, 1e21, 1e22, 123456789,
		123456792, 1 << 24, 1<<24 + 2, 1 << 53, 1<<53 + 2, 1e15, 1e15 + 1, 999999999999999, 5e-324, math.MaxFloat64,
		math.SmallestNonzeroFloat32, math.MaxFloat32, 3.4028234663852886e38, 1.5e-45, 0.000001, 100, 1e100, -1e-100,
		1.7976931348623157e308, 12345.678, 2.5e-8, 4503599627370497, 16777216.5}
	for _, f := range specials {
		check(f, 64)
		check(-f, 64)
		check(f, 32)
		check(-f, 32)
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for range 20000 {
		f := math.Float64frombits(rng.Uint64())
		if math.IsNaN(f) || math.IsInf(f, 0) {
			continue
		}
		check(f, 64)
		if f32 := float64(math.Float32frombits(rng.Uint32())); !math.IsNaN(f32) && !math.IsInf(f32, 0) {
			check(f32, 32)
		}
		check(float64(rng.IntN(1<<30))*math.Pow(2, float64(rng.IntN(60)-30)), 64)
		check(float64(rng.Int64N(1<<40)), 32)
	}
	for _, f := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
		if _, ok := AppendFloat(nil, f, 64); ok {
			t.Errorf("AppendFloat(%v) accepted", f)
		}
	}
}

// validityCases are inputs paired with whether they hold exactly one value.
var validityCases = []string{
	`0`, `-0`, `01`, `-`, `1.`, `1.5`, `.5`, `1e5`, `1E+5`, `1e-5`, `1e`, `1e+`, `-01`, `1.0e`, `+1`,
	`""`, `"abc`, `"\x"`, `"\u12"`, `"\u12g4"`, "\"\x1f\"", "\"\x7f\"", "\"\xff\"", `"\/"`, `"\'"`,
	`true`, `tru`, `truee`, `false`, `null`, `nul`, `NULL`, `[]`, `[`, `]`, `[1,]`, `[,1]`, `[1 2]`, `{}`,
	`{"a":1}`, `{"a"}`, `{"a":}`, `{"a":1,}`, `{a:1}`, `{"a":1 "b":2}`, `{"a" 1}`, ` [ 1 , { "x" : [ ] } ] `,
	"\t\n\r 1 \t", "\f1", "\u00a01", `1 2`, ``, ` `, `[1]x`, `{"a":[1,{"b":null}]}`, `[[[[]]]]`, `[[[]]`,
	`{"a":1}}`, `"\ud800"`, `[1e500]`, `[-]`, `[0.e1]`, `[0e1]`, `[00]`, `[-00]`, `[1,"a",true,false,null,{},[]]`,
}

func TestConsumeValueMatchesValid(t *testing.T) {
	for _, in := range validityCases {
		n, err := ConsumeValue([]byte(in))
		got := err == nil && ConsumeSpace([]byte(in[n:])) == len(in)-n
		if want := json.Valid([]byte(in)); got != want {
			t.Errorf("ConsumeValue(%q) valid = %v (n=%d, err=%v), want %v", in, got, n, err, want)
		}
	}
}

func TestDepthLimit(t *testing.T) {
	for _, depth := range []int{1, 63, 64, 65, 200, MaxDepth, MaxDepth + 1} {
		for _, open := range []string{"[", `{"k":`} {
			close := "]"
			if open != "[" {
				close = "}"
			}
			in := strings.Repeat(open, depth) + "1" + strings.Repeat(close, depth)
			_, err := ConsumeValue([]byte(in))
			if want := json.Valid([]byte(in)); (err == nil) != want {
				t.Errorf("depth %d %s: err %v, json.Valid %v", depth, open, err, want)
			}
		}
	}
}

func TestAppendCompactMatchesEncodingJSON(t *testing.T) {
	cases := append([]string{" { \"a\" : [ 1 , 2 ] , \"<b>\" : \"x&y\u2028\" } ", "\"\xff\"", "  7 "}, validityCases...)
	for _, in := range cases {
		var want bytes.Buffer
		werr := json.Compact(&want, []byte(in))
		var escaped bytes.Buffer
		json.HTMLEscape(&escaped, want.Bytes())
		got, err := AppendCompact([]byte("prefix"), []byte(in), true)
		if (err != nil) != (werr != nil) {
			t.Errorf("AppendCompact(%q) err = %v, json.Compact err = %v", in, err, werr)
			continue
		}
		if err != nil {
			if string(got) != "prefix" {
				t.Errorf("AppendCompact(%q) changed dst on error: %q", in, got)
			}
			continue
		}
		if string(got) != "prefix"+escaped.String() {
			t.Errorf("AppendCompact(%q) = %q, want %q", in, got, "prefix"+escaped.String())
		}
	}
}

// TestAppendCompactMatchesRawMessage compares AppendCompact with how
// encoding/json writes a json.RawMessage, which it writes as the output
// of a MarshalJSON method: with and without HTML escaping (from Go 1.27
// on, U+2028 and U+2029 are escaped either way).
func TestAppendCompactMatchesRawMessage(t *testing.T) {
	cases := append([]string{
		" { \"a\" : [ 1 , 2 ] , \"<b>\" : \"x&y\u2028\" } ", "\"\xff\u2029\xe2\x80\"", "[\"\u2028\", {\"\u2029\":\"<\u2028>\"}]",
		"\"\\u2028 \xe2\x80\xa8\xe2\x80\xa9\xe2\x80\xaa\"",
	}, validityCases...)
	for _, in := range cases {
		if !json.Valid([]byte(in)) {
			continue
		}
		for _, html := range []bool{true, false} {
			var buf bytes.Buffer
			enc := json.NewEncoder(&buf)
			enc.SetEscapeHTML(html)
			if err := enc.Encode(json.RawMessage(in)); err != nil {
				t.Fatalf("Encode(%q): %v", in, err)
			}
			want := bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
			got, err := AppendCompact(nil, []byte(in), html)
			if err != nil || !bytes.Equal(got, want) {
				t.Errorf("AppendCompact(%q, html %v) = %q, %v; encoding/json wrote %q", in, html, got, err, want)
			}
		}
	}
}

func TestAppendFold(t *testing.T) {
	cases := []struct{ a, b string }{
		{"name", "NAME"}, {"Name", "nAmE"}, {"kelvin", "\u212aelvin"}, {"sss", "ſSs"}, {"é", "É"}, {"ǅ", "ǆ"},
	}
	for _, c := range cases {
		if fa, fb := AppendFold(nil, c.a), AppendFold(nil, []byte(c.b)); !bytes.Equal(fa, fb) {
			t.Errorf("fold(%q) = %q, fold(%q) = %q; want equal", c.a, fa, c.b, fb)
		}
	}
	if bytes.Equal(AppendFold(nil, "a_b"), AppendFold(nil, "ab")) {
		t.Errorf("fold treats a_b and ab as equal")
	}
}

// TestAppendQuoteEveryLeadPair checks every pair of a lead byte and a
// second byte, followed by continuation and non-continuation bytes and by
// the end of the string, against encoding/json: the table-driven UTF-8
// check in skipSafe must accept and reject exactly what encoding/json
// does.
func TestAppendQuoteEveryLeadPair(t *testing.T) {
	tails := []string{"", "\x80", "\xbf", "\x80\x80", "\xbf\xbf", "a", "\x80a", "\xc0", "\x80\x80\x80"}
	for c := 0x80; c < 0x100; c++ {
		for b := 0; b < 0x100; b++ {
			for _, tail := range tails {
				s := "ab" + string([]byte{byte(c), byte(b)}) + tail
				want, _ := json.Marshal(s)
				if got := AppendQuote(nil, s, true); !bytes.Equal(got, want) {
					t.Fatalf("AppendQuote(%q) = %s, want %s", s, got, want)
				}
			}
		}
	}
}

// TestAppendQuoteEveryLeadPairInRuns puts every pair of a lead byte and a
// second byte inside runs of two- and three-byte characters, at every
// two-byte slot of the word the two-byte loop loads and after one, two
// and three-byte characters, with long tails so that every word load
// reaches it. The run loops in skipSafe must stop at the same bytes as
// encoding/json's character-by-character check.
func TestAppendQuoteEveryLeadPairInRuns(t *testing.T) {
	prefixes := []string{"é", "éé", "ééé", "éééé", "日", "日日", "é日", "日é"}
	tails := []string{"ééé", "\x80ééé", "\x80\x80日日", "\xbf\xbf\xbf日日", "\xa8日日", "\xa9éé", "aéééé"}
	for _, prefix := range prefixes {
		for c := 0x80; c < 0x100; c++ {
			for b := 0x00; b < 0x100; b++ {
				if b < 0x80 && b != 'a' {
					continue // an ASCII second byte: as 'a'
				}
				for _, tail := range tails {
					s := prefix + string([]byte{byte(c), byte(b)}) + tail
					want, _ := json.Marshal(s)
					if got := AppendQuote(nil, s, false); !bytes.Equal(got, want) {
						t.Fatalf("AppendQuote(%q) = %s, want %s", s, got, want)
					}
				}
			}
		}
	}
}

// TestTextStringEnd checks the one-pass scan against its definition, built
// from ConsumeString and utf8.Valid: every lead byte and second byte with
// several tails, at every offset within an eight-byte word, and the string
// cases, whole and cut short.
func TestTextStringEnd(t *testing.T) {
	skipExhaustiveIfShort(t)
	want := func(b []byte) int {
		n, flags, err := ConsumeString(b)
		if err != nil || flags&Escaped != 0 || !utf8.Valid(b[1:n-1]) {
			return -1
		}
		return n - 1
	}
	check := func(b []byte) {
		t.Helper()
		if got, w := TextStringEnd(b, 1), want(b); got != w {
			t.Fatalf("TextStringEnd(%q) = %d, want %d", b, got, w)
		}
	}
	tails := []string{`"`, "\x80\"", "\xbf\"", "\x80\xa8\"", "\x80\xa9\"", "\xa8\"", "\x80\x80\"", "\xbf\xbf\"", "a\"", "\x80a\"", "\xc0\"", "\x80\x80\x80\"", "\\n\"", "\x01\"", ""}
	for pad := range 9 {
		prefix := `"` + strings.Repeat("é", pad%3) + strings.Repeat("a", pad)
		for c := 0x80; c < 0x100; c++ {
			for b := 0; b < 0x100; b++ {
				for _, tail := range tails {
					check([]byte(prefix + string([]byte{byte(c), byte(b)}) + tail))
				}
			}
		}
	}
	for _, s := range stringCases {
		q := []byte(`"` + s + `"`)
		for n := 1; n <= len(q); n++ {
			check(q[:n])
		}
	}
}

// TestTextStringEndMixedRuns scans random strings made of runs of one-,
// two-, three- and four-byte characters, characters with a narrower second
// byte, invalid and cut-short sequences, escapes and control characters,
// against TestTextStringEnd's definition: the loops that take runs of one
// kind two characters at a time must stop at every kind of misfit.
func TestTextStringEndMixedRuns(t *testing.T) {
	pieces := []string{"a", "é", "ж", "ߏ", "\u0080", "日", "本", "↕", "\u0800", "\ud7ff",
		"\ue000", "\uffff", "😀", "\U0010ffff", "\xe0\x80\x80", "\xe0\xa0\x80", "\xed\x9f\xbf", "\xed\xa0\x80",
		"\xc0\xaf", "\xc1\xbf", "\xff", "\x80", "\xe2\x80", "\xe6\x97", "\xd0", "\\n", "\x01",
		"\u2028", "\u2029", "\u2027", "\u0900", "\uac00"}
	want := func(b []byte) int {
		n, flags, err := ConsumeString(b)
		if err != nil || flags&Escaped != 0 || !utf8.Valid(b[1:n-1]) {
			return -1
		}
		return n - 1
	}
	rng := rand.New(rand.NewPCG(13, 14))
	for range 30000 {
		var sb strings.Builder
		sb.WriteString(`"`)
		for range rng.IntN(10) {
			p := pieces[rng.IntN(len(pieces))]
			for range 1 + rng.IntN(7) {
				sb.WriteString(p)
			}
		}
		sb.WriteString(`"`)
		b := []byte(sb.String())
		if got, w := TextStringEnd(b, 1), want(b); got != w {
			t.Fatalf("TextStringEnd(%q) = %d, want %d", b, got, w)
		}
	}
}

// TestAppendQuoteMixedRuns quotes random strings made of runs of one-,
// two-, three- and four-byte characters, the characters with a narrower
// second byte, U+2028 and U+2029, and invalid bytes, and compares them
// with encoding/json: the loops for runs of one kind must hand over to
// each other at every point.
func TestAppendQuoteMixedRuns(t *testing.T) {
	pieces := []string{"a", "<", "\"", "\x01", "é", "ж", "ߏ", "日", "本", "↕", "\u2028", "\u2029", "\u2027",
		"\u0800", "\ud7ff", "\ue000", "\uffff", "😀", "\U0010ffff", "\xe0\x80\x80", "\xed\xa0\x80", "\xc0\xaf",
		"\xff", "\x80", "\xe2\x80", "\xe6\x97", "&", ">", "\\", "\n", "plain text", "0123456789abcdefghijklm"}
	rng := rand.New(rand.NewPCG(11, 12))
	for range 20000 {
		var b strings.Builder
		for range rng.IntN(12) {
			p := pieces[rng.IntN(len(pieces))]
			for range 1 + rng.IntN(6) {
				b.WriteString(p)
			}
		}
		s := b.String()
		want, _ := json.Marshal(s)
		wantPlain := quoteNoHTML(s)
		// Into no room, a little and plenty after a prefix: the escapes
		// are stored a word at a time where there is room.
		room := []int{0, 3, 9, 1024}[rng.IntN(4)]
		dst := make([]byte, 3, 3+room)
		copy(dst, "pre")
		if got := AppendQuote(dst, s, true); string(got[:3]) != "pre" || !bytes.Equal(got[3:], want) {
			t.Fatalf("AppendQuote(%q, html) = %s, want pre%s", s, got, want)
		}
		dst = make([]byte, 3, 3+room)
		copy(dst, "pre")
		if got := AppendQuote(dst, []byte(s), false); string(got[:3]) != "pre" || !bytes.Equal(got[3:], wantPlain) {
			t.Fatalf("AppendQuote([]byte %q) = %s, want pre%s", s, got, wantPlain)
		}
	}
}

// TestWordMasks checks plainMask and htmlMask against their definition,
// byte by byte: the mask is zero exactly when no byte of the word needs a
// look, and otherwise its lowest set bit is in the first byte that does.
// Every byte value is tried at every position, below and above every
// other byte value (a byte at or above 0x80 may disturb the bytes above
// it), and then random words drawn mostly from the bytes near the ones
// that need a look.
func TestWordMasks(t *testing.T) {
	skipExhaustiveIfShort(t)
	check := func(x uint64) {
		t.Helper()
		for _, m := range []struct {
			name string
			mask func(uint64) uint64
			safe *[256]bool
		}{{"plainMask", plainMask, &safeASCII}, {"htmlMask", htmlMask, &safeHTML}} {
			first := 8
			for k := range 8 {
				if !m.safe[byte(x>>(8*k))] {
					first = k
					break
				}
			}
			got := m.mask(x)
			switch {
			case first == 8 && got != 0:
				t.Fatalf("%s(%#016x) = %#x, want 0", m.name, x, got)
			case first < 8 && (got == 0 || bits.TrailingZeros64(got)/8 != first):
				t.Fatalf("%s(%#016x) = %#x, want lowest bit in byte %d", m.name, x, got, first)
			}
		}
	}
	const filler = lsb * 'a'
	for k := range 8 {
		for c := range 256 {
			x := filler&^(0xff<<(8*k)) | uint64(c)<<(8*k)
			check(x)
			for j := range 8 {
				if j == k {
					continue
				}
				for d := range 256 {
					check(x&^(0xff<<(8*j)) | uint64(d)<<(8*j))
				}
			}
		}
	}
	near := []byte{0x00, 0x1f, 0x20, 0x21, 0x22, 0x23, 0x25, 0x26, 0x27, 0x3b, 0x3c, 0x3d, 0x3e, 0x3f,
		0x5b, 0x5c, 0x5d, 0x7e, 0x7f, 0x80, 0xa2, 0xbc, 0xdc, 0xff, 'a'}
	rng := rand.New(rand.NewPCG(9, 10))
	for range 1 << 20 {
		var x uint64
		for k := range 8 {
			c := byte(rng.Uint32())
			if rng.IntN(4) != 0 {
				c = near[rng.IntN(len(near))]
			}
			x |= uint64(c) << (8 * k)
		}
		check(x)
	}
}

// TestCheckStrictStringFastPath checks CheckStrictString, which passes
// most strings on ValidUTF8 and a look for surrogate escapes, against the
// escape-by-escape loop that finds errors, on strings of up to four pieces
// of every kind around them: valid and invalid UTF-8, surrogates escaped
// in pairs, alone and reversed, in either case of hex digit, and an
// escaped backslash before text that looks like an escape.
func TestCheckStrictStringFastPath(t *testing.T) {
	pieces := []string{"a", "é", "日", "😀", "\xff", "\xed\xa0\x80", "\xe2\x80", `\n`, `\\`, `\u0041`,
		`\ud800`, `\udc00`, `\uD83D\uDE00`, `\ud83d\ude00`, `\ud83d\u0041`, `\\ud800`, `\\\ud800`, `\uDBFF`, `\ud7ff`, `\ue000`}
	var build func(prefix string, n int)
	count := 0
	build = func(prefix string, n int) {
		tok := []byte(`"` + prefix + `"`)
		got, want := CheckStrictString(tok), checkStrictSlow(tok[1:len(tok)-1])
		if (got == nil) != (want == nil) || got != nil && *got != *want {
			t.Fatalf("CheckStrictString(%q) = %v, the loop finds %v", tok, got, want)
		}
		count++
		if n == 0 {
			return
		}
		for _, p := range pieces {
			build(prefix+p, n-1)
		}
	}
	build("", 4)
	if count < 100000 {
		t.Fatalf("only %d strings checked", count)
	}
}

// TestAppendUnquoteRandom unquotes strings put together from runs of
// ASCII, two-, three- and four-byte characters, U+2028 and U+2029, bytes
// of invalid UTF-8 and escapes (surrogate pairs and lone halves among
// them), of every length up to past several words, and compares with
// encoding/json: the runs are passed a word and several characters at a
// time, the rest one by one.
func TestAppendUnquoteRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	pieces := []string{"a", "abcdefghij", "é", "ñandú", "日本語", "한국어", "😀", "\u2028", "\u2029", "\xff", "\xe2\x82",
		"\xed\xa0\x80", `\n`, `\"`, `\\`, `\/`, `\u00e9`, `\u65e5`, `\ud83d\ude00`, `\ud83d`, `\ude00x`, " "}
	for range 5000 {
		var b strings.Builder
		b.WriteByte('"')
		for range rng.IntN(30) {
			p := pieces[rng.IntN(len(pieces))]
			for range 1 + rng.IntN(4) {
				b.WriteString(p)
			}
		}
		b.WriteByte('"')
		tok := b.String()
		var want string
		if err := json.Unmarshal([]byte(tok), &want); err != nil {
			t.Fatalf("json.Unmarshal(%q): %v", tok, err)
		}
		if got := string(AppendUnquote([]byte("pre"), []byte(tok[1:len(tok)-1]))); got != "pre"+want {
			t.Fatalf("AppendUnquote(%q) = %q, want %q", tok, got, "pre"+want)
		}
	}
}
