package jsonread

import (
	"math"
	"math/big"
	"math/bits"
	"sync"
)

// Decimal to float64 conversion for up to 19 significant digits with the
// Eisel-Lemire method (Daniel Lemire, "Number Parsing at a Gigabyte per
// Second", 2021): multiply the decimal mantissa by a 128-bit
// approximation of the power of ten and round, unless the truncated
// product lies too close to a rounding boundary to tell, in which case
// the caller falls back to strconv. strconv uses the same method inside
// ParseFloat; calling it here saves ParseFloat's general-purpose scan of
// the text, which the Reader has already done.

const (
	minPow10 = -348 // the smallest power of ten in the table
	maxPow10 = 347  // the largest
)

// pow10Table[e-minPow10] is 10^e scaled by a power of two into [2^127,
// 2^128) and rounded down: {high 64 bits, low 64 bits}.
var (
	pow10Table [maxPow10 - minPow10 + 1][2]uint64
	pow10Once  sync.Once
)

// buildPow10Table fills pow10Table exactly with math/big. It runs once,
// the first time a number needs it (a few hundred microseconds).
func buildPow10Table() {
	ten := big.NewInt(10)
	for e := minPow10; e <= maxPow10; e++ {
		p := new(big.Int).Exp(ten, big.NewInt(int64(abs(e))), nil)
		var m *big.Int
		if e >= 0 {
			// Keep the top 128 bits of 10^e.
			m = p
			if n := m.BitLen(); n > 128 {
				m = new(big.Int).Rsh(m, uint(n-128))
			} else {
				m = new(big.Int).Lsh(m, uint(128-n))
			}
		} else {
			// floor(2^k / 10^-e) for the k that gives 128 bits.
			k := 127 + p.BitLen()
			m = new(big.Int).Quo(new(big.Int).Lsh(big.NewInt(1), uint(k)), p)
			if m.BitLen() > 128 {
				m.Rsh(m, 1)
			}
		}
		words := m.Bits() // little-endian words; 64-bit on the platforms Go supports for this code
		var hi, lo uint64
		if bits.UintSize == 64 {
			lo, hi = uint64(words[0]), uint64(words[1])
		} else {
			lo = uint64(words[0]) | uint64(words[1])<<32
			hi = uint64(words[2]) | uint64(words[3])<<32
		}
		pow10Table[e-minPow10] = [2]uint64{hi, lo}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// eiselLemire returns man * 10^exp10, negated if neg, correctly rounded,
// and true; or false when it cannot decide the rounding (or the result is
// subnormal, infinite or out of the table's range), leaving the caller to
// use strconv.
func eiselLemire(man uint64, exp10 int, neg bool) (float64, bool) {
	if man == 0 {
		if neg {
			return math.Copysign(0, -1), true
		}
		return 0, true
	}
	if exp10 < minPow10 || exp10 > maxPow10 {
		return 0, false
	}
	pow10Once.Do(buildPow10Table)
	p := &pow10Table[exp10-minPow10]

	// Normalise the mantissa so its top bit is set.
	shift := bits.LeadingZeros64(man)
	man <<= uint(shift)
	// The biased binary exponent, before the final adjustments:
	// floor(exp10 * log2(10)) is (exp10*217706)>>16 for |exp10| < 1400.
	exp2 := uint64((exp10*217706)>>16+64+1023) - uint64(shift)

	// The high 128 bits of the 192-bit product, first from the high word
	// of the power alone.
	hi, lo := bits.Mul64(man, p[0])
	if hi&0x1ff == 0x1ff && lo+man < man {
		// The bits that decide rounding are all ones and the low word
		// could carry into them: add the low word's contribution.
		lhi, llo := bits.Mul64(man, p[1])
		mergedLo := lo + lhi
		mergedHi := hi
		if mergedLo < lo {
			mergedHi++
		}
		if mergedHi&0x1ff == 0x1ff && mergedLo+1 == 0 && llo+man < man {
			return 0, false
		}
		hi, lo = mergedHi, mergedLo
	}

	// Keep 54 bits: the 53 of the result and one to round with.
	top := hi >> 63
	mant := hi >> (top + 9)
	exp2 -= 1 ^ top
	// Exactly half way between two floats, as far as the product shows:
	// the truncation may hide which side it is on.
	if lo == 0 && hi&0x1ff == 0 && mant&3 == 1 {
		return 0, false
	}
	// Round half to even, down to 53 bits.
	mant += mant & 1
	mant >>= 1
	if mant>>53 != 0 {
		mant >>= 1
		exp2++
	}
	// Zero (subnormal) and 0x7ff and up (infinite) are left to strconv.
	if exp2-1 >= 0x7ff-1 {
		return 0, false
	}
	b := exp2<<52 | mant&(1<<52-1)
	if neg {
		b |= 1 << 63
	}
	return math.Float64frombits(b), true
}
