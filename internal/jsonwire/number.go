package jsonwire

import (
	"cmp"
	"encoding/binary"
	"math"
	"math/bits"
	"slices"
)

// AppendFloat appends f as encoding/json formats a float of the given size
// (32 or 64): the shortest decimal that reads back to the same value, in
// plain notation when 1e-6 <= |f| < 1e21 and in exponent notation outside
// that range, with the exponent written without a leading zero (1e-7, not
// 1e-07). The digits are strconv's, found here without strconv (see
// float.go). It reports false, appending nothing, for NaN and infinities,
// which JSON cannot represent.
func AppendFloat(dst []byte, f float64, bits int) ([]byte, bool) {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return dst, false
	}
	// A whole number whose neighbours are at most 1 away (below 2^24 for a
	// float32, 2^53 for a float64; 1e15 keeps clear of the plain/exponent
	// cut-off) prints as its integer value, and the integer path is
	// several times faster than the shortest-decimal search.
	limit := 1e15
	if bits == 32 {
		limit = 1 << 24
	}
	if f == math.Trunc(f) && math.Abs(f) < limit && !(f == 0 && math.Signbit(f)) {
		IntTo(&dst, int64(f))
		return dst, true
	}
	abs := math.Abs(f)
	format := byte('f')
	// The cut-offs compare in the float's own size, as encoding/json does,
	// so that a float32 just under 1e21 is judged as a float32.
	if abs != 0 {
		if bits == 64 && (abs < 1e-6 || abs >= 1e21) || bits == 32 && (float32(abs) < 1e-6 || float32(abs) >= 1e21) {
			format = 'e'
		}
	}
	dst = appendShortest(dst, f, bits, format == 'e')
	return dst, true
}

// IntTo appends n in decimal to *p, storing only the new length when it
// fits in the capacity *p has (see [QuoteTo]).
func IntTo(p *[]byte, n int64) {
	if n < 0 {
		uintTo(p, -uint64(n), true)
		return
	}
	uintTo(p, uint64(n), false)
}

// UintTo appends n in decimal to *p, like [IntTo].
func UintTo(p *[]byte, n uint64) { uintTo(p, n, false) }

// uintTo writes the digits of u, after a '-' if neg, straight into their
// place: the length is known first, so nothing is copied.
func uintTo(p *[]byte, u uint64, neg bool) {
	dst := *p
	if u < 10 && !neg && len(dst) < cap(dst) {
		// Small counts, flags and enums are the most common integers.
		SetAppended(p, append(dst, byte('0'+u)))
		return
	}
	width := decimalLen(u)
	if neg {
		width++
	}
	n := len(dst)
	if cap(dst)-n < width {
		dst = slices.Grow(dst, width)
	}
	dst = dst[:n+width]
	// The loop is written out here and in appendShortest: as a call
	// (it is too big to inline) it cost integer-heavy encoding 3-5%.
	i := len(dst)
	// Eight digits at a time while more than eight are left: the four
	// pairs of each group are found independently of each other, rather
	// than each waiting for the division before it.
	for u >= 1e8 {
		q := u / 1e8
		put8(dst[i-8:i], uint32(u-q*1e8))
		u = q
		i -= 8
	}
	for u >= 100 {
		r := u % 100
		u /= 100
		i -= 2
		dst[i], dst[i+1] = digitPairs[2*r], digitPairs[2*r+1]
	}
	if u >= 10 {
		i -= 2
		dst[i], dst[i+1] = digitPairs[2*u], digitPairs[2*u+1]
	} else {
		i--
		dst[i] = byte('0' + u)
	}
	if neg {
		dst[i-1] = '-'
	}
	SetAppended(p, dst)
}

// put8 writes r, below 10^8, as eight digits into g.
func put8(g []byte, r uint32) {
	hi, lo := r/10000, r%10000
	binary.LittleEndian.PutUint64(g, uint64(pair16[hi/100])|uint64(pair16[hi%100])<<16|
		uint64(pair16[lo/100])<<32|uint64(pair16[lo%100])<<48)
}

// pair16[n] holds the two digits of n, the first in the low byte.
var pair16 = func() (t [100]uint16) {
	for n := range t {
		t[n] = uint16('0'+n/10) | uint16('0'+n%10)<<8
	}
	return
}()

// SetAppended stores in *p the result of appending to it: only the new
// length when the append stayed within *p's capacity (growing always adds
// capacity, so equal capacities mean the same array), which spares the
// pointer store and its write barrier while the garbage collector marks.
func SetAppended(p *[]byte, dst []byte) {
	if cap(dst) == cap(*p) {
		*p = (*p)[:len(dst)]
	} else {
		*p = dst
	}
}

// decimalLen returns the number of digits of u in decimal (1 for 0).
func decimalLen(u uint64) int {
	// t, from the bit length, is the number of digits or one less. (u|1
	// equals u or lies on the same side of each power of ten, and makes 0
	// one digit long.)
	t := bits.Len64(u|1) * 1233 >> 12
	if u|1 < pow10u64[t] {
		return t
	}
	return t + 1
}

// CompareDecimal compares a and b by their decimal text, as bytes.Compare
// compares strconv.AppendUint's, without writing it: of two numbers whose
// digits agree as far as the shorter goes, the shorter is first.
func CompareDecimal(a, b uint64) int {
	da, db := decimalLen(a), decimalLen(b)
	switch {
	case da < db:
		// a is first if it is at most b's first da digits, that is, if
		// a·10^(db-da) <= b (the product taken in 128 bits: for a b of
		// 20 digits it may not fit in 64).
		if hi, lo := bits.Mul64(a, pow10u64[db-da]); hi == 0 && lo <= b {
			return -1
		}
		return 1
	case da > db:
		if hi, lo := bits.Mul64(b, pow10u64[da-db]); hi == 0 && lo <= a {
			return 1
		}
		return -1
	}
	return cmp.Compare(a, b)
}

// CompareDecimalInt is [CompareDecimal] for signed numbers: a minus sign
// sorts before any digit, and after it the digits compare as above.
func CompareDecimalInt(a, b int64) int {
	switch {
	case a < 0 && b >= 0:
		return -1
	case a >= 0 && b < 0:
		return 1
	case a < 0:
		// -a overflows for the smallest int64, but as a uint64 it is
		// still the right magnitude, 2^63.
		return CompareDecimal(uint64(-a), uint64(-b))
	}
	return CompareDecimal(uint64(a), uint64(b))
}

// pow10u64[t] is 10^t.
var pow10u64 = [20]uint64{1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10,
	1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19}
