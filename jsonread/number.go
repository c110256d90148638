package jsonread

import (
	"encoding/binary"
	"math/bits"
	"strconv"
)

// Numbers are read in one pass where possible: plain integers (no
// fraction, no exponent, at most 18 digits) and floats of up to 19
// significant digits are converted while scanning, digits eight a word
// where the input allows; a float exactly by one operation where its
// digits' value fits a float64's 53-bit mantissa and its decimal exponent
// is small, by Eisel-Lemire otherwise. Anything else goes through
// jsonwire.ConsumeNumber and strconv, which give the same results for all
// inputs; the fast paths only skip work.

// numCont[c] reports whether c can continue a JSON number after its
// integer digits, which sends it to the general path.
var numCont = [256]bool{'.': true, 'e': true, 'E': true, '0': true, '1': true, '2': true, '3': true,
	'4': true, '5': true, '6': true, '7': true, '8': true, '9': true}

// plainInt reads the plain integer at the read position, if it is one:
// an optional minus sign and 1 to 18 digits without a leading zero, not
// followed by anything that continues a number. It returns the sign, the
// magnitude and true, having consumed it; or false, consuming nothing.
// Digits are taken eight a word where the input has a word left.
func (r *Reader) plainInt() (neg bool, u uint64, ok bool) {
	data, i := r.data, r.pos
	if i < len(data) && data[i] == '-' {
		neg = true
		i++
	}
	if len(data)-i >= 16 {
		// Up to 15 digits and what follows them, from two words at most:
		// the byte after the last digit is found in the word, so nothing
		// is loaded twice. (An array, for no bounds checks below.)
		b := (*[16]byte)(data[i : i+16])
		x := binary.LittleEndian.Uint64(b[:8])
		d := x - lsb*'0'
		// The high bit of each byte that is not a digit: above '9' by the
		// addition, below '0' (or from 0x80) by the subtraction. A carry
		// or borrow only runs from a byte that is not a digit to the
		// bytes after it, so the first one flagged is the first such.
		if other := ((x + lsb*0x46) | d) & msb; other != 0 {
			n := uint(bits.TrailingZeros64(other)) / 8 // digits, 0 to 7
			if n == 0 || n > 1 && byte(x) == '0' || numCont[byte(x>>(8*n))] {
				return false, 0, false
			}
			if n == 1 { // the most common integers are small
				u = d & 0xff
			} else { // the n digits, shifted up so that zeros lead them
				u = digits8(d << (64 - 8*n))
			}
			r.pos = i + int(n)
			return neg, u, true
		}
		if byte(x) == '0' {
			return false, 0, false // a leading zero
		}
		x = binary.LittleEndian.Uint64(b[8:])
		e := x - lsb*'0'
		if other := ((x + lsb*0x46) | e) & msb; other != 0 {
			n := uint(bits.TrailingZeros64(other)) / 8
			if numCont[byte(x>>(8*n))] {
				return false, 0, false
			}
			u = digits8(d)
			if n != 0 {
				u = u*pow10u[n] + digits8(e<<(64-8*n))
			}
			r.pos = i + 8 + int(n)
			return neg, u, true
		}
		// Sixteen digits or more: the general loop below, from the start.
	}
	start := i
	for i+8 <= len(data) && i-start < 16 {
		x := binary.LittleEndian.Uint64(data[i:])
		other := ((x + lsb*0x46) | (x - lsb*'0')) & msb
		if other == 0 {
			u = u*1e8 + digits8(x-lsb*'0')
			i += 8
			continue
		}
		switch n := bits.TrailingZeros64(other) / 8; n {
		case 0:
		case 1:
			u = u*10 + (x&0xff - '0')
			i++
		default:
			u = u*pow10u[n] + digits8((x-lsb*'0')<<(64-8*n))
			i += n
		}
		goto end
	}
	for i < len(data) && i-start < 18 {
		d := data[i] - '0'
		if d > 9 {
			break
		}
		u = u*10 + uint64(d)
		i++
	}
end:
	n := i - start
	if n == 0 || n > 1 && data[start] == '0' || i < len(data) && numCont[data[i]] {
		return false, 0, false
	}
	r.pos = i
	return neg, u, true
}

// digits8 returns the value of the eight decimal digits in x, one a byte,
// the first in the lowest (as loaded from the input, with '0' taken off
// each), by combining neighbours: pairs, then fours, then the eight.
func digits8(x uint64) uint64 {
	x = (x*10 + x>>8) & 0x00ff00ff00ff00ff
	x = (x*100 + x>>16) & 0x0000ffff0000ffff
	return (x*10000 + x>>32) & 0xffffffff
}

// pow10u holds the powers of ten up to 10^8.
var pow10u = [9]uint64{1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8}

// pow10 holds the powers of ten a float64 represents exactly.
var pow10 = [...]float64{1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10,
	1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22}

// fastFloat reads the number at the read position in one pass, if it has
// at most 19 significant digits. Where their value m is at most 2^53 and
// the decimal exponent within ±22, one float64 operation gives the result
// (Clinger's fast path): both operands are exact, so its one rounding is
// the correct one, as strconv's. (Counting digits instead, at most 15,
// sent most of canada_geometry's 16-digit coordinates to the slower path.)
// Other exponents and longer mantissas go to Eisel-Lemire. It reports
// false, consuming nothing, where neither applies.
func (r *Reader) fastFloat() (float64, bool) {
	data, i := r.data, r.pos
	neg := false
	if i < len(data) && data[i] == '-' {
		neg = true
		i++
	}
	start := i
	var m uint64
	for i < len(data) {
		d := data[i] - '0'
		if d > 9 {
			break
		}
		m = m*10 + uint64(d)
		i++
	}
	digits := i - start
	if digits == 0 || digits > 1 && data[start] == '0' {
		return 0, false
	}
	exp := 0
	if i < len(data) && data[i] == '.' {
		i++
		fracStart := i
		if digits == 1 && m == 0 {
			// Zeros after "0." add nothing to m: left out of the count of
			// digits, which limits m to 19 of them. (m alone is not
			// enough: 20 or more integer digits may wrap it to 0.)
			digits = 0
			for i < len(data) && data[i] == '0' {
				i++
			}
			fracStart, exp = i, fracStart-i
		}
		// Fractions have the most digits (-65.61361699999998): eight a
		// word where the input has a word left, as in plainInt.
		for i+8 <= len(data) {
			x := binary.LittleEndian.Uint64(data[i:]) - lsb*'0'
			other := ((x + lsb*(0x46+'0')) | x) & msb
			if other == 0 {
				m = m*1e8 + digits8(x)
				i += 8
				continue
			}
			if n := bits.TrailingZeros64(other) / 8; n != 0 {
				m = m*pow10u[n] + digits8(x<<(64-8*n))
				i += n
			}
			goto fracEnd
		}
		for i < len(data) {
			d := data[i] - '0'
			if d > 9 {
				break
			}
			m = m*10 + uint64(d)
			i++
		}
	fracEnd:
		if i == fracStart && exp == 0 {
			return 0, false
		}
		exp += fracStart - i
		digits += i - fracStart
	}
	if digits > 19 { // m may have overflowed
		return 0, false
	}
	if i < len(data) && (data[i] == 'e' || data[i] == 'E') {
		i++
		eneg := false
		if i < len(data) && (data[i] == '+' || data[i] == '-') {
			eneg = data[i] == '-'
			i++
		}
		expStart := i
		e := 0
		for i < len(data) && i-expStart < 4 {
			d := data[i] - '0'
			if d > 9 {
				break
			}
			e = e*10 + int(d)
			i++
		}
		if i == expStart || i < len(data) && data[i]-'0' <= 9 {
			return 0, false
		}
		if eneg {
			e = -e
		}
		exp += e
	}
	if i < len(data) && numCont[data[i]] {
		return 0, false
	}
	f := float64(m)
	switch {
	case m > 1<<53 || exp < -22 || exp > 22:
		var ok bool
		if f, ok = eiselLemire(m, exp, neg); !ok {
			return 0, false
		}
		r.pos = i
		return f, true
	case exp > 0:
		f *= pow10[exp]
	case exp < 0:
		f /= pow10[-exp]
	}
	if neg {
		f = -f
	}
	r.pos = i
	return f, true
}

// float64Value decodes a number as a float64, for goType.
func (r *Reader) float64Value(goType string) (float64, bool) {
	c := r.next()
	if c == '-' || c-'0' <= 9 {
		if f, ok := r.fastFloat(); ok {
			return f, true
		}
	}
	lit, start, ok := r.numberFor(goType)
	if !ok {
		return 0, false
	}
	f, err := strconv.ParseFloat(string(lit), 64)
	if err != nil {
		r.typeError(start, "number "+string(lit), goType, nil)
		return 0, false
	}
	return f, true
}

// float32Value decodes a number as a float32. The fast path applies when
// the float64 result is exact (a whole number below 2^24 scaled by an
// exact power of ten is not, in general, so only whole numbers qualify).
func (r *Reader) float32Value() (float32, bool) {
	c := r.next()
	if c == '-' || c-'0' <= 9 {
		start := r.pos
		if neg, u, ok := r.plainInt(); ok {
			if u < 1<<24 {
				if neg {
					return -float32(u), true
				}
				return float32(u), true
			}
			r.pos = start
		}
	}
	lit, start, ok := r.numberFor("float32")
	if !ok {
		return 0, false
	}
	f, err := strconv.ParseFloat(string(lit), 32)
	if err != nil {
		r.typeError(start, "number "+string(lit), "float32", nil)
		return 0, false
	}
	return float32(f), true
}
