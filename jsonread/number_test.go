package jsonread

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/jsongen/jsongen/internal/jsonwire"
)

// TestNumbersMatchStrconv decodes many numbers in many forms and checks
// each result, fast path or not, against strconv.
func TestNumbersMatchStrconv(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	var lits []string
	for _, s := range []string{"0", "-0", "1", "-1", "0.5", "1e22", "1e23", "1e-22", "1e-23", "9007199254740993",
		"123456789012345", "1234567890123456", "0.000001", "4.35", "1.7976931348623157e308", "5e-324", "2e-324",
		"16777217", "16777216", "-16777217", "3.4028235e38", "1E+2", "1e-0", "0e5", "123.456e-5",
		// More than 19 digits, of which at most 19 (or more) significant.
		"0.0011574074074074073", "-0.0011574074074074073", "0.00000000000000000001234567890123456789e5",
		"0.12345678901234567890", "0.0000000000000000000000", "1.0000000000000000000", "100000000000000000000.5",
		// 10^64 wraps a 64-bit mantissa to exactly 0 (found by FuzzDecode).
		"10000000000000000000000000000000000000000000000000000000000000000.0",
		"-18446744073709551616.0001", "18446744073709551616.5e-3",
		// Mantissas either side of 2^53, the end of Clinger's fast path.
		"9007199254740992e-22", "9007199254740993e-22", "9007199254740991e22", "9007199254740993e22",
		"9007199254740992.5", "-900719925474099.3", "90071992547409.93e-8", "9007199254740993e-1",
		"8.999999999999999", "65.61361699999998", "-59.81694799999991", "43.42027300000001e-20",
		// Mantissas over 2^24, which a float32 does not hold exactly: one
		// float32 operation on them would round twice, and wrongly here.
		"72.984100", "0.85585436", "-0.48218606", "376797.26", "16777217e-1", "1677721.7"} {
		lits = append(lits, s)
	}
	for range 20000 {
		mant := strconv.FormatUint(rng.Uint64()>>rng.IntN(64), 10)
		var s string
		switch rng.IntN(5) {
		case 0:
			s = mant
		case 1:
			k := rng.IntN(len(mant))
			if k == 0 {
				k = 1
			}
			s = mant[:k] + "." + mant[k:] + "1"
		case 2:
			s = mant + "e" + strconv.Itoa(rng.IntN(60)-30)
		case 3:
			s = "0." + mant + "E+" + strconv.Itoa(rng.IntN(25))
		default: // leading zeros, then up to 20 significant digits
			s = "0." + strings.Repeat("0", rng.IntN(12)) + mant
		}
		if rng.IntN(2) == 0 {
			s = "-" + s
		}
		lits = append(lits, s)
	}
	for _, lit := range lits {
		want64, err64 := strconv.ParseFloat(lit, 64)
		var f64 float64
		r := NewReader([]byte(lit))
		r.Float64(&f64)
		r.End()
		if (r.Err() != nil) != (err64 != nil) || err64 == nil && math.Float64bits(f64) != math.Float64bits(want64) {
			t.Errorf("Float64(%s) = %v, %v; strconv gives %v, %v", lit, f64, r.Err(), want64, err64)
		}
		want32, err32 := strconv.ParseFloat(lit, 32)
		var f32 float32
		r = NewReader([]byte(lit))
		r.Float32(&f32)
		r.End()
		if (r.Err() != nil) != (err32 != nil) || err32 == nil && math.Float32bits(f32) != math.Float32bits(float32(want32)) {
			t.Errorf("Float32(%s) = %v, %v; strconv gives %v, %v", lit, f32, r.Err(), want32, err32)
		}
		wantI, errI := strconv.ParseInt(lit, 10, 64)
		var i64 int64
		r = NewReader([]byte(lit))
		r.Int64(&i64)
		r.End()
		if (r.Err() != nil) != (errI != nil) || errI == nil && i64 != wantI {
			t.Errorf("Int64(%s) = %v, %v; strconv gives %v, %v", lit, i64, r.Err(), wantI, errI)
		}
		wantU, errU := strconv.ParseUint(lit, 10, 16)
		var u16 uint16
		r = NewReader([]byte(lit))
		r.Uint16(&u16)
		r.End()
		if (r.Err() != nil) != (errU != nil) || errU == nil && uint64(u16) != wantU {
			t.Errorf("Uint16(%s) = %v, %v; strconv gives %v, %v", lit, u16, r.Err(), wantU, errU)
		}
	}
	t.Log(fmt.Sprint(len(lits), " numbers checked"))
}

// TestEiselLemire checks the 16 to 19 digit path and large exponents
// against strconv, bit for bit, on many random numbers, including ones
// built to sit near the halfway point between two floats (long digit runs
// of 9s and 0s, and the decimal expansions of float64 midpoints).
func TestEiselLemire(t *testing.T) {
	// Exact powers come out exact from the table of rounded-up values.
	for q, want := range map[int][2]uint64{0: {1 << 63, 0}, 1: {0xa000000000000000, 0}, 27: {0xcecb8f27f4200f3a, 0}} {
		if hi, lo, ok := jsonwire.Pow10Floor(q); !ok || hi != want[0] || lo != want[1] {
			t.Fatalf("table entry for 10^%d = %x %x, want %x", q, hi, lo, want)
		}
	}
	rng := rand.New(rand.NewPCG(7, 8))
	fast := 0
	check := func(lit string) {
		want, err := strconv.ParseFloat(lit, 64)
		r := NewReader([]byte(lit))
		f, ok := r.fastFloat()
		if ok {
			fast++
			if err != nil || math.Float64bits(f) != math.Float64bits(want) || r.pos != len(lit) {
				t.Fatalf("fastFloat(%s) = %v (%x); strconv gives %v (%x), %v", lit, f, math.Float64bits(f), want, math.Float64bits(want), err)
			}
		}
	}
	for range 300000 {
		digits := 16 + rng.IntN(4)
		var b []byte
		switch rng.IntN(3) {
		case 0:
			for range digits {
				b = append(b, byte('0'+rng.IntN(10)))
			}
		case 1: // runs of one digit with a different last one
			d := byte('0' + rng.IntN(10))
			for range digits - 1 {
				b = append(b, d)
			}
			b = append(b, byte('0'+rng.IntN(10)))
		default: // a midpoint between two neighbouring floats, cut to 17-19 digits
			x := math.Float64frombits(rng.Uint64() & 0x7fefffffffffffff)
			y := math.Nextafter(x, math.Inf(1))
			mid := strconv.FormatFloat(x/2+y/2, 'e', digits-1, 64)
			check(mid)
			continue
		}
		if b[0] == '0' {
			b[0] = '1'
		}
		lit := string(b)
		if k := rng.IntN(len(b) + 1); k > 0 && k < len(b) {
			lit = lit[:k] + "." + lit[k:]
		}
		lit += "e" + strconv.Itoa(rng.IntN(700)-350)
		if rng.IntN(2) == 0 {
			lit = "-" + lit
		}
		check(lit)
	}
	if fast < 250000 {
		t.Errorf("the fast path took only %d of the numbers", fast)
	}
}

// TestPlainIntsInContext decodes integers of 1 to 21 digits, with a sign
// or not, with leading zeros or not, followed by each byte that can end or
// continue a number, by the bytes either side of the digits ('/' and ':'),
// by a byte from 0x80 and by the end of the input, each with sixteen
// spaces after it or not (plainInt reads the digits and the byte after
// them from whole words where the input has two words left), into int64
// and uint32, and checks the values and errors against strconv; then the
// same integers as array elements, eight a word or not.
func TestPlainIntsInContext(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for digits := 1; digits <= 21; digits++ {
		for range 40 {
			b := []byte(strconv.FormatUint(rng.Uint64(), 10) + strconv.FormatUint(rng.Uint64(), 10))[:digits]
			if rng.IntN(4) == 0 {
				b[0] = '0' // a leading zero: an error unless it is the only digit
			}
			lit := string(b)
			if rng.IntN(2) == 0 {
				lit = "-" + lit
			}
			var docs []string
			for _, after := range []string{"", ",", "]", "}", " ", ".5", "e3", "E-1", "x", "0", "-", "        ", "/", ":", "\x80"} {
				docs = append(docs, lit+after, lit+after+"                ")
			}
			for _, doc := range docs {
				// JSON's grammar first (no leading zeros), then strconv's
				// value and range.
				want, errI := strconv.ParseInt(strings.TrimSpace(doc), 10, 64)
				if !json.Valid([]byte(doc)) {
					errI = errors.New("invalid JSON")
				}
				var got int64
				r := NewReader([]byte(doc))
				r.Int64(&got)
				r.End()
				if (r.Err() != nil) != (errI != nil) || errI == nil && got != want {
					t.Errorf("Int64(%q) = %v, %v; strconv gives %v, %v", doc, got, r.Err(), want, errI)
				}
				// A valid number that is no int64 is a type error, after
				// which encoding/json goes on decoding; not a syntax error.
				if te := (*TypeError)(nil); errI != nil && json.Valid([]byte(doc)) && !errors.As(r.Err(), &te) {
					t.Errorf("Int64(%q): %v, want a *TypeError", doc, r.Err())
				}
				wantU, errU := strconv.ParseUint(strings.TrimSpace(doc), 10, 32)
				if !json.Valid([]byte(doc)) {
					errU = errors.New("invalid JSON")
				}
				var u32 uint32
				r = NewReader([]byte(doc))
				r.Uint32(&u32)
				r.End()
				if (r.Err() != nil) != (errU != nil) || errU == nil && uint64(u32) != wantU {
					t.Errorf("Uint32(%q) = %v, %v; strconv gives %v, %v", doc, u32, r.Err(), wantU, errU)
				}
			}
			arr := "[" + lit + "," + lit + "  ,  " + lit + "]"
			if rng.IntN(2) == 0 {
				arr = "[" + lit + "                ," + lit + "," + lit + "                ]"
			}
			want, errI := strconv.ParseInt(lit, 10, 64)
			if !json.Valid([]byte(arr)) {
				errI = errors.New("invalid JSON")
			}
			var got []int64
			r := NewReader([]byte(arr))
			for r.BeginArray("[]int64"); r.ArrayNext(); {
				var v int64
				r.Int64(&v)
				got = append(got, v)
			}
			r.End()
			if (r.Err() != nil) != (errI != nil) || errI == nil && (len(got) != 3 || got[0] != want || got[1] != want || got[2] != want) {
				t.Errorf("%s: %v, %v; strconv gives %v, %v", arr, got, r.Err(), want, errI)
			}
		}
	}
}

// TestFractionsInContext decodes numbers with fractions of 0 to 24 digits
// (which fastFloat reads eight a word where the input has a word left, and
// from whole words, the whole part too, where it has 32 bytes left), with
// whole parts of 1 to 10 digits, with a leading zero or not, followed by
// each byte that can end or continue a number, by the bytes either side of
// the digits ('/' and ':'), by a byte from 0x80, and by the end of the
// input, padded or not so that the fraction ends at every place in a word
// and the input has 32 bytes left or not, into float64 and float32, and
// checks the values and errors against strconv and json.Valid.
func TestFractionsInContext(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	checked := 0
	for digits := 0; digits <= 24; digits++ { // none: "1." is not a number
		for range 40 {
			frac := []byte(strconv.FormatUint(rng.Uint64(), 10) + strconv.FormatUint(rng.Uint64(), 10))[:digits]
			if rng.IntN(4) == 0 && digits > 0 {
				frac[rng.IntN(digits)] = '0'
			}
			whole := strconv.Itoa(rng.IntN(1000))
			switch rng.IntN(8) {
			case 0: // 1 to 10 digits: fastFloat's word reads a whole part of up to 7
				whole = strconv.Itoa(1+rng.IntN(9)) + strconv.FormatUint(rng.Uint64(), 10)[:rng.IntN(10)]
			case 1: // a leading zero: an error unless the whole part is 0
				whole = "0" + whole
			}
			lit := whole + "." + string(frac)
			if rng.IntN(2) == 0 {
				lit = "-" + lit
			}
			if rng.IntN(6) == 0 {
				lit = "0." + string(frac)
			}
			for _, after := range []string{"", ",", "]", "}", " ", "e3", "E-1", "e+400", "x", "/", ":", ".5", "-", "\x80", "\xff"} {
				for _, pad := range []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 16, 24, 32, 40} {
					doc := lit + after + strings.Repeat(" ", pad)
					text, valid := strings.TrimSpace(doc), json.Valid([]byte(doc))
					want, err := strconv.ParseFloat(text, 64)
					if !valid {
						err = errors.New("invalid JSON")
					} else if err != nil {
						err = nil // out of range: strconv's ±Inf, which Float64 reports as a type error
						want = math.NaN()
					}
					var got float64
					r := NewReader([]byte(doc))
					r.Float64(&got)
					r.End()
					switch {
					case math.IsNaN(want):
						if r.Err() == nil {
							t.Errorf("Float64(%q) = %v, want an error", doc, got)
						}
					case (r.Err() != nil) != (err != nil) || err == nil && math.Float64bits(got) != math.Float64bits(want):
						t.Errorf("Float64(%q) = %v, %v; strconv gives %v, %v", doc, got, r.Err(), want, err)
					}
					want32, err32 := strconv.ParseFloat(text, 32)
					if !valid {
						err32 = errors.New("invalid JSON")
					}
					var got32 float32
					r = NewReader([]byte(doc))
					r.Float32(&got32)
					r.End()
					if (r.Err() != nil) != (err32 != nil) || err32 == nil && math.Float32bits(got32) != math.Float32bits(float32(want32)) {
						t.Errorf("Float32(%q) = %v, %v; strconv gives %v, %v", doc, got32, r.Err(), float32(want32), err32)
					}
					checked++
				}
			}
		}
	}
	t.Log(checked, "documents checked")
}
