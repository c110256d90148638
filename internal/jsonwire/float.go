package jsonwire

import (
	"math"
	"math/bits"
	"slices"
)

//go:generate go run mkpow10.go

// The shortest decimal of a float is found by the Schubfach method of
// Raffaello Giulietti ("The Schubfach way to render doubles", 2020). The
// float is c·2^q; its rounding interval, the reals that round to it, runs
// halfway to its neighbours. Scaled by a power of ten 10^-k chosen so
// that the interval is narrower than 10, at most one integer s or s+1
// and at most one multiple of ten lie in it, and the shortest decimal is
// among them. The interval's bounds are computed by one 64×128-bit
// multiplication each, rounded to odd, which keeps them exact enough to
// tell whether a candidate lies inside.

// The range of k in pow10.
const (
	pow10Min = -324
	pow10Max = 292
)

// floorLog10Pow2 returns floor(log10(2^q)) for |q| <= 2000 or so (checked
// over the floats' range in the tests).
func floorLog10Pow2(q int) int { return int(int64(q) * 661971961083 >> 41) }

// floorLog10ThreeQuartersPow2 returns floor(log10(3/4 · 2^q)).
func floorLog10ThreeQuartersPow2(q int) int {
	return int((int64(q)*661971961083 - 274743187321) >> 41)
}

// floorLog2Pow10 returns floor(log2(10^e)).
func floorLog2Pow10(e int) int { return int(int64(e) * 913124641741 >> 38) }

// shortestDecimal returns d and k such that d·10^k, with as few digits in
// d as possible (d may end in zeros), is the decimal nearest c·2^q among
// those that round to it, ties to an even d. c·2^q must not be zero.
// lowerCloser reports that the float below is nearer than the one above,
// as for a power of two above the smallest normal.
func shortestDecimal(c uint64, q int, lowerCloser bool) (uint64, int) {
	out := c & 1 // an odd c's interval excludes its bounds
	cb := c << 2
	cbr := cb + 2
	var cbl uint64
	var k int
	if lowerCloser {
		cbl = cb - 1
		k = floorLog10ThreeQuartersPow2(q)
	} else {
		cbl = cb - 2
		k = floorLog10Pow2(q)
	}
	// 1 <= h <= 4, so that the shifted bounds fit in 64 bits.
	h := uint(q + floorLog2Pow10(-k) + 1)
	g := &pow10[k-pow10Min]
	vb := roundOdd(g.hi, g.lo, cb<<h)
	vbl := roundOdd(g.hi, g.lo, cbl<<h)
	vbr := roundOdd(g.hi, g.lo, cbr<<h)
	// vb, vbl and vbr are four times the float and its bounds scaled by
	// 10^-k.
	s := vb >> 2
	if s >= 10 {
		// A multiple of ten in the interval is a digit shorter.
		sp10 := s / 10 * 10
		tp10 := sp10 + 10
		upin := vbl+out <= sp10<<2
		wpin := tp10<<2+out <= vbr
		if upin != wpin {
			if upin {
				return sp10, k
			}
			return tp10, k
		}
	}
	t := s + 1
	uin := vbl+out <= s<<2
	win := t<<2+out <= vbr
	if uin != win {
		if uin {
			return s, k
		}
		return t, k
	}
	// Both are in: the nearer. A tie goes to the even one, except, up to
	// Go 1.26, where the lower neighbour is nearer: there strconv
	// (Dragonbox) rounds a tie up, save at q = -77, and encoding/json's
	// bytes are strconv's. From Go 1.27 on, every tie goes to the even
	// one (see tieUpWhereLowerCloser; a constant, so each release's build
	// keeps only its own test).
	cmp := int64(vb - (s+t)<<1)
	if cmp < 0 || cmp == 0 && s&1 == 0 && (!tieUpWhereLowerCloser || !lowerCloser || q == -77) {
		return s, k
	}
	return t, k
}

// The largest error, in units of 2^-64 of the coarser decimal place, of
// the fraction and the half-width shortestDecimalFast computes (each is
// off by less than two), and of ten times the fraction (less than
// twenty): a decision closer than this to its threshold is left to
// shortestDecimal.
const (
	fastMargin      = 8
	fastDigitMargin = 64
)

// shortestDecimalFast finds what shortestDecimal finds, for a float64
// with a full significand (c >= 2^52) whose neighbours are equally far
// away, with one 64×128-bit product instead of three. It scales the float
// by 10^-k, k one more than shortestDecimal's, so that the integer part,
// top, has 15 or 16 digits and a decimal with one digit fewer than the
// longest candidates is top or top+1. The rounding interval's half-width
// at that scale comes from the power of ten's upper word alone. When
// neither top nor top+1 lies in the interval, the answer has one digit
// more, the fraction's first decimal rounded to nearest (the interval is
// at least one unit of that digit wide, so the nearest is inside).
//
// The result is top·10^k when last < 0, else (top·10 + last)·10^(k-1);
// 10^14 < top < 10^16. ok is false when a comparison is too close to
// call with the approximate product (an interval bound or a tie within
// fastMargin), or k is past the table; the caller then uses
// shortestDecimal. (The idea of scaling to the shorter candidate and
// taking the extra digit from the fraction is Xiang JunBo's, as used in
// Victor Zverovich's Żmij.)
func shortestDecimalFast(c uint64, q int) (top uint64, k, last int, ok bool) {
	k = floorLog10Pow2(q) + 1
	if k > pow10Max {
		return 0, 0, 0, false
	}
	g := &pow10[k-pow10Min]
	// c·2^q·10^-k·2^68, the top 128 bits of c<<(l+4) times g: -3 <= l <= 0
	// for a full significand (checked in the tests).
	l := q + floorLog2Pow10(-k) + 1
	x := c << uint(l+4)
	x1, _ := bits.Mul64(g.lo, x)
	y1, y0 := bits.Mul64(g.hi, x)
	lo, carry := bits.Add64(y0, x1, 0)
	hi := y1 + carry
	top = hi >> 4
	frac := hi<<60 | lo>>4 // the fraction, in units of 2^-64
	// The half-width, between a twentieth and a half of 2^64 (the
	// interval is at least one unit of the next digit wide and less than
	// one of this one), so that the margins neither wrap nor go negative.
	half := g.hi >> uint(1-l)
	up := ^frac // 2^64 - frac, less one
	downIn, downOut := frac < half-fastMargin, frac > half+fastMargin
	upIn, upOut := up < half-fastMargin, up > half+fastMargin
	switch {
	case downIn && upOut:
		return top, k, -1, true
	case upIn && downOut:
		return top + 1, k, -1, true
	case downOut && upOut:
		d, r := bits.Mul64(frac, 10) // the next digit, and what is left
		// (A 9 does not round up to 10 here: top+1 would then be within
		// half a unit of the digit, so inside the interval. Were it to,
		// shortestDecimal decides.)
		switch {
		case r < 1<<63-fastDigitMargin:
			return top, k, int(d), true
		case r > 1<<63+fastDigitMargin && d < 9:
			return top, k, int(d) + 1, true
		}
	}
	return 0, 0, 0, false
}

// roundOdd returns g·cp / 2^128 rounded to odd: its integer part, with
// the lowest bit set if its fraction is not zero, where g is hi·2^64 + lo.
// The lowest 64 bits of the 192-bit product are left out of the fraction:
// they hold the error of g's rounding up, and without them a product whose
// exact value is an integer (as at a tie between two decimals) comes out
// as that integer. (Giulietti's own implementation leaves them out too;
// the tests compare the results with strconv's on millions of floats.)
func roundOdd(hi, lo, cp uint64) uint64 {
	x1, _ := bits.Mul64(lo, cp)
	y1, y0 := bits.Mul64(hi, cp)
	z, carry := bits.Add64(y0, x1, 0)
	v := y1 + carry
	if z != 0 {
		v |= 1
	}
	return v
}

// appendShortest appends the finite f, of the given size (32 or 64), by
// its shortest decimal: in exponent form (1e-7, 1.5e+21) with exp, else
// in plain form, as strconv.AppendFloat with precision -1 and format 'e'
// or 'f' does, but with no leading zero in the exponent. Zero is written
// as 0 (or -0) in either form.
func appendShortest(dst []byte, f float64, size int, exp bool) []byte {
	var neg bool
	var c uint64
	var q int
	var lowerCloser bool
	if size == 32 {
		b := math.Float32bits(float32(f))
		neg = b>>31 != 0
		t, e := uint64(b&(1<<23-1)), int(b>>23&0xff)
		if e == 0 {
			c, q = t, -149
		} else {
			c, q, lowerCloser = t|1<<23, e-150, t == 0 && e > 1
		}
	} else {
		b := math.Float64bits(f)
		neg = b>>63 != 0
		t, e := b&(1<<52-1), int(b>>52&0x7ff)
		if e == 0 {
			c, q = t, -1074
		} else {
			c, q, lowerCloser = t|1<<52, e-1075, t == 0 && e > 1
		}
	}
	if neg {
		dst = append(dst, '-')
	}
	if c == 0 {
		return append(dst, '0')
	}
	// The digits go into buf, ending at 24 or 25, with room after them for
	// the fixed-size copies below.
	var buf [48]byte
	var digits []byte
	top, k, last, ok := uint64(0), 0, 0, false
	if size == 64 && c >= 1<<52 && !lowerCloser {
		top, k, last, ok = shortestDecimalFast(c, q)
	}
	if ok {
		// 15 or 16 digits: two groups of eight, the first perhaps
		// starting with a zero.
		h := top / 1e8
		put8(buf[8:16], uint32(h))
		put8(buf[16:24], uint32(top-h*1e8))
		i, end := 8, 24
		if top < 1e15 {
			i = 9
		}
		if last > 0 { // (a last 0 would be a trailing zero: left off)
			buf[24] = byte('0' + last)
			end++
			k--
		}
		digits = buf[i:end]
	} else {
		var d uint64
		d, k = shortestDecimal(c, q, lowerCloser)
		// Written as in uintTo (see there).
		i := 24
		for d >= 1e8 {
			q := d / 1e8
			put8(buf[i-8:i], uint32(d-q*1e8))
			d = q
			i -= 8
		}
		for d >= 100 {
			r := d % 100
			d /= 100
			i -= 2
			buf[i], buf[i+1] = digitPairs[2*r], digitPairs[2*r+1]
		}
		if d >= 10 {
			i -= 2
			buf[i], buf[i+1] = digitPairs[2*d], digitPairs[2*d+1]
		} else {
			i--
			buf[i] = byte('0' + d)
		}
		digits = buf[i:24]
	}
	// Trailing zeros go into the exponent (the decimal is not zero, so a
	// digit other than 0 stops the loop). Looking at the digits is cheaper
	// than dividing the decimal by ten before writing them.
	for digits[len(digits)-1] == '0' {
		digits = digits[:len(digits)-1]
		k++
	}
	n := len(digits)
	e := k + n - 1 // the exponent of the first digit
	switch {
	case exp:
		dst = append(dst, digits[0])
		if n > 1 {
			dst = append(dst, '.')
			dst = append(dst, digits[1:]...)
		}
		dst = append(dst, 'e', '+')
		if e < 0 {
			dst[len(dst)-1] = '-'
			e = -e
		}
		if e >= 100 {
			dst = append(dst, byte('0'+e/100))
			e %= 100
			dst = append(dst, digitPairs[2*e], digitPairs[2*e+1])
		} else if e >= 10 {
			dst = append(dst, digitPairs[2*e], digitPairs[2*e+1])
		} else {
			dst = append(dst, byte('0'+e))
		}
	case k >= 0: // an integer
		dst = append(dst, digits...)
		for ; k > 0; k-- {
			dst = append(dst, '0')
		}
	case e >= 0: // a point within the digits
		// Copied as two blocks of 16 bytes, the second over the first's
		// tail: neither side of the point has more than 16 digits, and
		// the blocks' excess comes from buf's room past the digits.
		if cap(dst)-len(dst) < 34 {
			dst = slices.Grow(dst, 34)
		}
		m := len(dst)
		t := dst[m : m+34]
		copy(t[:16], digits[:16])
		t[e+1] = '.'
		copy(t[e+2:e+18], digits[e+1:e+17])
		dst = dst[:m+n+1]
	default: // 0.000ddd
		dst = append(dst, '0', '.')
		for ; e < -1; e++ {
			dst = append(dst, '0')
		}
		dst = append(dst, digits...)
	}
	return dst
}

// digitPairs holds "00" to "99".
const digitPairs = "00010203040506070809" +
	"10111213141516171819" +
	"20212223242526272829" +
	"30313233343536373839" +
	"40414243444546474849" +
	"50515253545556575859" +
	"60616263646566676869" +
	"70717273747576777879" +
	"80818283848586878889" +
	"90919293949596979899"

// Pow10Floor returns 10^q scaled by a power of two into [2^127, 2^128)
// and rounded down, as its upper and lower 64 bits, for the
// Eisel-Lemire conversion of decimals to floats (in jsonread); ok is false
// outside the table's range. It is the table pow10 holds, less one: pow10
// holds the same values rounded up (one more than rounded down, also where
// the value is exact).
func Pow10Floor(q int) (hi, lo uint64, ok bool) {
	k := -q
	if k < pow10Min || k > pow10Max {
		return 0, 0, false
	}
	g := &pow10[k-pow10Min]
	hi, lo = g.hi, g.lo
	if lo == 0 {
		hi--
	}
	lo--
	return hi, lo, true
}
