package jsonwire

import (
	"strings"
	"testing"
)

// scanInPieces feeds in to a ValueScanner piece bytes at a time and
// returns what it finally reports.
func scanInPieces(in []byte, piece int) (n int, err *Error, calls int) {
	var s ValueScanner
	for k := min(piece, len(in)); ; k = min(k+piece, len(in)) {
		calls++
		n, done, err := s.Scan(in[:k], k == len(in))
		if done || err != nil {
			return n, err, calls
		}
		if k == len(in) {
			panic("no result at the end of the input")
		}
	}
}

// TestValueScannerInPieces checks that scanning a value in pieces of every
// size finds what ConsumeValue finds on the whole: the same length, or the
// same error at the same offset.
func TestValueScannerInPieces(t *testing.T) {
	cases := append([]string{}, validityCases...)
	cases = append(cases,
		`{"a":[1,2,{"b":"c\"d\\e\u00e9"}],"f":-1.5e3,"g":true,"h":null}`,
		`"`+strings.Repeat(`x\"\u0041é`, 40)+`"`,
		strings.Repeat("[", 70)+strings.Repeat("]", 70),
		`[1,2,3`, `{"a" 1}`, `{"a":1,}`, `[1 2]`, `"\u12"`, `"\q"`, "\"a\x01\"", `[-]`, `[1.]`, `[1e+]`, `tru`, `nul`,
		`123`, `123 `, `-0`, `{"a":{}}`, `[[],[[]]]`, `  {  }  `, `"abc"x`, `{}]`,
	)
	for _, in := range cases {
		want, wantErr := ConsumeValue([]byte(in))
		for piece := 1; piece <= len(in)+1; piece++ {
			got, err, _ := scanInPieces([]byte(in), piece)
			switch {
			case (err == nil) != (wantErr == nil):
				t.Errorf("%q in pieces of %d: err %v, ConsumeValue's %v", in, piece, err, wantErr)
			case err != nil && (err.Msg != wantErr.Msg || err.EOF != wantErr.EOF || !err.EOF && err.Offset != wantErr.Offset):
				t.Errorf("%q in pieces of %d: err %v, ConsumeValue's %v", in, piece, err, wantErr)
			case err == nil && got != want:
				t.Errorf("%q in pieces of %d: length %d, ConsumeValue's %d", in, piece, got, want)
			}
		}
	}
}

// TestValueScannerLinear checks that a long string read a byte at a time
// is not scanned again from its start after each byte: the scan of each
// call covers what is new, so the whole takes as many steps as bytes.
func TestValueScannerLinear(t *testing.T) {
	in := []byte(`["` + strings.Repeat(`abc\n`, 5000) + `",` + strings.Repeat(`"x",`, 5000) + `1]`)
	var s ValueScanner
	for k := 1; k <= len(in); k++ {
		before := s.pos
		_, done, err := s.Scan(in[:k], k == len(in))
		if err != nil {
			t.Fatal(err)
		}
		// Inside the long string the resume point moves with the input,
		// less at most one escape.
		if s.str > 0 && k-s.str-s.pos > 6 {
			t.Fatalf("after %d bytes the scan resumes %d bytes back", k, k-s.str-s.pos)
		}
		if done != (k == len(in)) {
			t.Fatalf("done = %v after %d of %d bytes", done, k, len(in))
		}
		_ = before
	}
}
