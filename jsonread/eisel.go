package jsonread

import (
	"math"
	"math/bits"

	"github.com/jsongen/jsongen/internal/jsonwire"
)

// Decimal to float64 conversion for up to 19 significant digits with the
// Eisel-Lemire method (Daniel Lemire, "Number Parsing at a Gigabyte per
// Second", 2021): multiply the decimal mantissa by a 128-bit
// approximation of the power of ten and round, unless the truncated
// product lies too close to a rounding boundary to tell, in which case
// the caller falls back to strconv. strconv uses the same method inside
// ParseFloat; calling it here saves ParseFloat's general-purpose scan of
// the text, which the Reader has already done.

// eiselLemire returns man * 10^exp10, negated if neg, correctly rounded,
// and true; or false when it cannot decide the rounding (or the result is
// subnormal, infinite or out of the range of jsonwire's table of powers of
// ten, which float formatting uses too), leaving the caller to use strconv.
func eiselLemire(man uint64, exp10 int, neg bool) (float64, bool) {
	if man == 0 {
		if neg {
			return math.Copysign(0, -1), true
		}
		return 0, true
	}
	phi, plo, ok := jsonwire.Pow10Floor(exp10)
	if !ok {
		return 0, false
	}

	// Normalise the mantissa so its top bit is set.
	shift := bits.LeadingZeros64(man)
	man <<= uint(shift)
	// The biased binary exponent, before the final adjustments:
	// floor(exp10 * log2(10)) is (exp10*217706)>>16 for |exp10| < 1400.
	exp2 := uint64((exp10*217706)>>16+64+1023) - uint64(shift)

	// The high 128 bits of the 192-bit product, first from the high word
	// of the power alone.
	hi, lo := bits.Mul64(man, phi)
	if hi&0x1ff == 0x1ff && lo+man < man {
		// The bits that decide rounding are all ones and the low word
		// could carry into them: add the low word's contribution.
		lhi, llo := bits.Mul64(man, plo)
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
