package jsonwire

import (
	"bytes"
	"fmt"
	"math"
	"math/big"
	"math/bits"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"
)

// TestPow10Table checks each entry of pow10 against its definition, with
// exact arithmetic: g-1 <= 10^-k · 2^(127-e) < g, e = floor(log2 10^-k),
// and that floorLog2Pow10 gives that e.
func TestPow10Table(t *testing.T) {
	for k := pow10Min; k <= pow10Max; k++ {
		p := new(big.Rat).SetInt(new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(abs(k))), nil))
		if k > 0 {
			p.Inv(p)
		}
		// e = floor(log2 p): the largest e with 2^e <= p.
		e := p.Num().BitLen() - p.Denom().BitLen()
		if pow2(e).Cmp(p) > 0 {
			e--
		}
		if got := floorLog2Pow10(-k); got != e {
			t.Fatalf("floorLog2Pow10(%d) = %d, want %d", -k, got, e)
		}
		g := new(big.Int).Lsh(new(big.Int).SetUint64(pow10[k-pow10Min].hi), 64)
		g.Or(g, new(big.Int).SetUint64(pow10[k-pow10Min].lo))
		scaled := new(big.Rat).Mul(p, pow2(127-e))
		gr := new(big.Rat).SetInt(g)
		lo := new(big.Rat).Sub(gr, big.NewRat(1, 1))
		if lo.Cmp(scaled) > 0 || scaled.Cmp(gr) >= 0 {
			t.Fatalf("pow10 entry for k = %d is not floor(10^-k · 2^(127-e)) + 1", k)
		}
	}
}

func abs(k int) int {
	if k < 0 {
		return -k
	}
	return k
}

// pow2 returns 2^e exactly.
func pow2(e int) *big.Rat {
	r := new(big.Rat).SetInt(new(big.Int).Lsh(big.NewInt(1), uint(abs(e))))
	if e < 0 {
		r.Inv(r)
	}
	return r
}

// TestFloorLogs checks the fixed-point logarithms over every binary
// exponent a float64 can have, exactly.
func TestFloorLogs(t *testing.T) {
	floorLog10 := func(r *big.Rat) int {
		// The largest k with 10^k <= r.
		k := int(math.Floor(float64(r.Num().BitLen()-r.Denom().BitLen()) * math.Log10(2)))
		pow := func(k int) *big.Rat {
			p := new(big.Rat).SetInt(new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(abs(k))), nil))
			if k < 0 {
				p.Inv(p)
			}
			return p
		}
		for pow(k).Cmp(r) > 0 {
			k--
		}
		for pow(k+1).Cmp(r) <= 0 {
			k++
		}
		return k
	}
	for q := -1100; q <= 1000; q++ {
		if got, want := floorLog10Pow2(q), floorLog10(pow2(q)); got != want {
			t.Fatalf("floorLog10Pow2(%d) = %d, want %d", q, got, want)
		}
		tq := new(big.Rat).Mul(pow2(q), big.NewRat(3, 4))
		if got, want := floorLog10ThreeQuartersPow2(q), floorLog10(tq); got != want {
			t.Fatalf("floorLog10ThreeQuartersPow2(%d) = %d, want %d", q, got, want)
		}
	}
}

// TestAppendShortestMatchesStrconv compares appendShortest with
// strconv.AppendFloat (precision -1, formats 'e' and 'f', the exponent's
// leading zero removed) on floats of every kind: random bit patterns,
// which cover all exponents; subnormals; powers of two, where the lower
// neighbour is closer; short decimals; and the neighbours of each.
func TestAppendShortestMatchesStrconv(t *testing.T) {
	n := 300_000
	if testing.Short() {
		n = 30_000
	}
	if v := os.Getenv("JSONGEN_FLOAT_CASES"); v != "" {
		// A long run: 30000000 takes about 2.5 minutes on 2 cores.
		var err error
		if n, err = strconv.Atoi(v); err != nil {
			t.Fatalf("JSONGEN_FLOAT_CASES: %v", err)
		}
	}
	check := func(f float64, size int) {
		for _, exp := range []bool{false, true} {
			if exp && f == 0 {
				continue // AppendFloat writes zero in plain form only
			}
			format := byte('f')
			if exp {
				format = 'e'
			}
			want := strconv.AppendFloat(nil, f, format, -1, size)
			if m := len(want); exp && m >= 4 && want[m-4] == 'e' && want[m-2] == '0' {
				want = append(want[:m-2], want[m-1])
			}
			if got := appendShortest(nil, f, size, exp); !bytes.Equal(got, want) {
				t.Fatalf("appendShortest(%v (%#x), %d, %v) = %s, want %s", f, math.Float64bits(f), size, exp, got, want)
			}
		}
	}
	check64 := func(f float64) {
		for _, g := range []float64{f, math.Nextafter(f, math.Inf(1)), math.Nextafter(f, math.Inf(-1))} {
			if !math.IsNaN(g) && !math.IsInf(g, 0) {
				check(g, 64)
			}
		}
	}
	check32 := func(f float32) {
		if math.IsNaN(float64(f)) || math.IsInf(float64(f), 0) {
			return
		}
		check(float64(f), 32)
	}
	for e := -1074; e <= 1023; e++ {
		check64(math.Ldexp(1, e))
		check64(-math.Ldexp(1.5, e))
	}
	for e := -149; e <= 127; e++ {
		check32(float32(math.Ldexp(1, e)))
		check32(math.Nextafter32(float32(math.Ldexp(1, e)), 0))
	}
	for _, s := range []string{"5e-324", "1e-323", "2.2250738585072014e-308", "2.225073858507201e-308",
		"1.7976931348623157e308", "1e23", "9007199254740993", "0.1", "0.3", "1.5e-45", "3.4028235e38",
		"123456789012345678", "1e21", "9.999999999999999e20", "1e-7", "1.0000000000000002"} {
		f, _ := strconv.ParseFloat(s, 64)
		check64(f)
		f32, _ := strconv.ParseFloat(s, 32)
		check32(float32(f32))
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for range n {
		check64(math.Float64frombits(rng.Uint64()))
		check32(math.Float32frombits(rng.Uint32()))
		// Short decimals, as real data has: digits / 10^p.
		d := float64(rng.Int64N(1_000_000_000)) / math.Pow10(rng.IntN(12))
		check64(d)
		check32(float32(d))
	}
}

// TestAppendShortestSubnormal32 checks every float32 subnormal and the
// normals just above them.
func TestAppendShortestSubnormal32(t *testing.T) {
	for b := uint32(1); b < 1<<24; b += 7 {
		f := float64(math.Float32frombits(b))
		want := strconv.AppendFloat(nil, f, 'e', -1, 32)
		if m := len(want); m >= 4 && want[m-4] == 'e' && want[m-2] == '0' {
			want = append(want[:m-2], want[m-1])
		}
		if got := appendShortest(nil, f, 32, true); !bytes.Equal(got, want) {
			t.Fatalf("appendShortest(%v, 32) = %s, want %s", f, got, want)
		}
	}
}

// TestShortestDecimalFast compares shortestDecimalFast with
// shortestDecimal wherever the fast one answers, on floats of every
// binary exponent, random bit patterns, short decimals and their
// neighbours, and two kinds of floats built to sit exactly on the fast
// path's thresholds: those whose rounding interval ends exactly on a
// decimal of the shorter length, and those exactly halfway between two
// decimals of the longer length. The fast path must answer almost always
// elsewhere, and step aside on the built floats often enough to show that
// its margins matter.
func TestShortestDecimalFast(t *testing.T) {
	n := 200_000
	if testing.Short() {
		n = 20_000
	}
	for q := -1074; q <= 971; q++ {
		k := floorLog10Pow2(q) + 1
		if l := q + floorLog2Pow10(-k) + 1; l < -3 || l > 0 {
			t.Fatalf("q = %d: shift %d outside [-3, 0]", q, l)
		}
	}
	trim := func(d uint64, k int) (uint64, int) {
		for d%10 == 0 {
			d /= 10
			k++
		}
		return d, k
	}
	var tried, answered int
	check := func(c uint64, q int) bool {
		tried++
		top, k, last, ok := shortestDecimalFast(c, q)
		if !ok {
			return false
		}
		answered++
		if top <= 1e14 || top >= 1e16 || last > 9 {
			t.Fatalf("c = %d, q = %d: top %d, last %d", c, q, top, last)
		}
		d := top
		if last >= 0 {
			d, k = top*10+uint64(last), k-1
		}
		gd, gk := trim(d, k)
		wd, wk := trim(shortestDecimal(c, q, false))
		if gd != wd || gk != wk {
			t.Fatalf("%v (c = %d, q = %d): fast %de%d, want %de%d", math.Ldexp(float64(c), q), c, q, gd, gk, wd, wk)
		}
		return true
	}
	check64 := func(f float64) {
		b := math.Float64bits(f)
		if t, e := b&(1<<52-1), int(b>>52&0x7ff); e != 0 && e != 0x7ff && t != 0 {
			check(t|1<<52, e-1075)
		}
	}
	rng := rand.New(rand.NewPCG(9, 10))
	for q := -1074; q <= 971; q++ {
		for range 20 {
			check(1<<52|rng.Uint64()>>12, q)
		}
		check(1<<52+1, q)
		check(1<<53-1, q)
	}
	for range n {
		check64(math.Float64frombits(rng.Uint64()))
		d := float64(rng.Int64N(1_000_000_000)) / math.Pow10(rng.IntN(12))
		for _, f := range []float64{d, math.Nextafter(d, 0), math.Nextafter(d, 2*d)} {
			check64(f)
		}
	}
	if answered < tried*99/100 {
		t.Fatalf("the fast path answered %d of %d floats", answered, tried)
	}
	// An interval that ends on a shorter decimal: for q >= 3, the bounds
	// (2c±1)·2^(q-1) are multiples of 10^k (k as in shortestDecimalFast)
	// when 5^k divides 2c±1.
	var built, stepped int
	for q := 3; q <= 75; q++ {
		k := floorLog10Pow2(q) + 1
		p := uint64(1)
		for range k {
			p *= 5
		}
		lo := uint64(1<<53) / p // c near p·m/2 lies in [2^52, 2^53)
		if lo < 2 {
			break
		}
		for range 200 {
			m := (lo + rng.Uint64N(lo)) | 1 // odd
			for _, c := range []uint64{(p*m + 1) / 2, (p*m - 1) / 2} {
				if c >= 1<<52 && c < 1<<53 {
					built++
					if !check(c, q) {
						stepped++
					}
				}
			}
		}
	}
	// Halfway between two decimals of the longer length: with k the
	// scale shortestDecimal uses and p = k - q >= 1, c·2^q·10^-k has the
	// fraction 1/2 when c has exactly p-1 trailing zero bits.
	for q := -75; q <= -1; q++ {
		p := floorLog10Pow2(q) - q
		if p < 1 || p > 53 {
			continue
		}
		for range 200 {
			c := (rng.Uint64()|1)<<(p-1)&(1<<53-1) | 1<<52
			if bits.TrailingZeros64(c) != p-1 {
				continue
			}
			built++
			if !check(c, q) {
				stepped++
			}
		}
	}
	if built < 10_000 || stepped < built/10 {
		t.Fatalf("built %d floats on the thresholds, the fast path stepped aside on %d", built, stepped)
	}
	t.Logf("fast path: %d of %d floats; stepped aside on %d of %d built on the thresholds", answered, tried, stepped, built)
}

// TestIntTo compares IntTo and UintTo with strconv at every power of ten
// and its neighbours, the extremes, and random values, appending after
// prefixes of every length up to ten bytes (the digits are stored as
// words that keep the bytes before them) into buffers with no spare
// capacity, a little and plenty, and checks that the spare capacity past
// the result is left as it was.
func TestIntTo(t *testing.T) {
	ints := []int64{0, 1, -1, 9, 10, 99, 100, -100, math.MaxInt64, math.MinInt64, math.MinInt64 + 1}
	uints := []uint64{0, 1, math.MaxUint64, math.MaxUint64 - 1, 1 << 63}
	for p := uint64(1); ; p *= 10 {
		uints = append(uints, p-1, p, p+1)
		if p <= math.MaxInt64/2 {
			ints = append(ints, int64(p-1), int64(p), int64(p+1), -int64(p-1), -int64(p), -int64(p+1))
		}
		if p == 1e19 {
			break
		}
	}
	rng := rand.New(rand.NewPCG(7, 8))
	for range 20_000 {
		u := rng.Uint64() >> rng.IntN(64)
		uints = append(uints, u)
		ints = append(ints, int64(u), -int64(u>>1))
	}
	const prefix = "[1,2,3,4,5"
	check := func(name string, n any, spare int, pre string, got []byte, want []byte) {
		t.Helper()
		if !bytes.Equal(got, want) {
			t.Fatalf("%s(%d) after %q, %d spare: %s, want %s", name, n, pre, spare, got, want)
		}
		// The spare bytes are 0xee, or (in a grown buffer) zero.
		if rest := got[len(got):cap(got)]; bytes.Count(rest, []byte{0xee})+bytes.Count(rest, []byte{0}) != len(rest) {
			t.Fatalf("%s(%d) after %q, %d spare: wrote past the result: %x", name, n, pre, spare, rest)
		}
	}
	newBuf := func(pre string, spare int) []byte {
		buf := make([]byte, len(pre), len(pre)+spare)
		for i := range buf[:cap(buf)] {
			buf[:cap(buf)][i] = 0xee
		}
		copy(buf, pre)
		return buf
	}
	for _, spare := range []int{0, 1, 7, 32} {
		for k := range len(prefix) + 1 {
			pre := prefix[:k]
			for _, n := range ints {
				buf := newBuf(pre, spare)
				IntTo(&buf, n)
				check("IntTo", n, spare, pre, buf, strconv.AppendInt([]byte(pre), n, 10))
			}
			for _, n := range uints {
				buf := newBuf(pre, spare)
				UintTo(&buf, n)
				check("UintTo", n, spare, pre, buf, strconv.AppendUint([]byte(pre), n, 10))
			}
		}
	}
}

// TestPut8EveryHalf checks put8, which splits a number into four-digit
// halves and those into pairs, with every value of each half against a
// few values of the other.
func TestPut8EveryHalf(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	for h := range uint32(10000) {
		for _, l := range []uint32{0, 9999, h, 9999 - h, rng.Uint32N(10000)} {
			for _, r := range []uint32{h*10000 + l, l*10000 + h} {
				var g [8]byte
				put8(g[:], r)
				if want := fmt.Sprintf("%08d", r); string(g[:]) != want {
					t.Fatalf("put8(%d) = %q, want %q", r, g[:], want)
				}
			}
		}
	}
}

// TestCompareDecimal checks CompareDecimal and CompareDecimalInt against
// comparing the numbers' text, on pairs where one's digits begin the
// other's, powers of ten and their neighbours, the ends of the ranges, and
// random numbers of every length.
func TestCompareDecimal(t *testing.T) {
	uints := []uint64{0, 1, 2, 9, 10, 11, 12, 19, 20, 90, 99, 100, 101, 110, 120, 1 << 63, math.MaxUint64, math.MaxUint64 - 1}
	for p := uint64(1); ; p *= 10 {
		uints = append(uints, p-1, p, p+1, 2*p-1, 9*p+9)
		if p == 1e19 {
			break
		}
	}
	rng := rand.New(rand.NewPCG(9, 10))
	for range 120 {
		u := rng.Uint64() >> rng.IntN(64)
		// u with digits added after it, and with its last digits gone.
		uints = append(uints, u, u/10, u/1000)
		if u < math.MaxUint64/100 {
			uints = append(uints, u*10, u*100+rng.Uint64N(100))
		}
	}
	sign := func(c int) int { return min(max(c, -1), 1) }
	for _, a := range uints {
		for _, b := range uints {
			want := bytes.Compare(strconv.AppendUint(nil, a, 10), strconv.AppendUint(nil, b, 10))
			if got := CompareDecimal(a, b); sign(got) != want {
				t.Fatalf("CompareDecimal(%d, %d) = %d, want %d", a, b, got, want)
			}
			for _, x := range []int64{int64(a), -int64(a), int64(a >> 1), -int64(a >> 1)} {
				for _, y := range []int64{int64(b), -int64(b >> 1)} {
					want := bytes.Compare(strconv.AppendInt(nil, x, 10), strconv.AppendInt(nil, y, 10))
					if got := CompareDecimalInt(x, y); sign(got) != want {
						t.Fatalf("CompareDecimalInt(%d, %d) = %d, want %d", x, y, got, want)
					}
				}
			}
		}
	}
}
