package jsonwire

import (
	"math"
	"strconv"
)

// AppendFloat appends f as encoding/json formats a float of the given size
// (32 or 64): the shortest decimal that reads back to the same value, in
// plain notation when 1e-6 <= |f| < 1e21 and in exponent notation outside
// that range, with the exponent written without a leading zero (1e-7, not
// 1e-07). It reports false, appending nothing, for NaN and infinities,
// which JSON cannot represent.
func AppendFloat(dst []byte, f float64, bits int) ([]byte, bool) {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return dst, false
	}
	// A whole number whose neighbours are at most 1 away (below 2^24 for a
	// float32, 2^53 for a float64; 1e15 keeps clear of the plain/exponent
	// cut-off) prints as its integer value, and strconv's integer path is
	// several times faster than its float path.
	limit := 1e15
	if bits == 32 {
		limit = 1 << 24
	}
	if f == math.Trunc(f) && math.Abs(f) < limit && !(f == 0 && math.Signbit(f)) {
		return strconv.AppendInt(dst, int64(f), 10), true
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
