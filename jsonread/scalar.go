package jsonread

import (
	"slices"

	"encoding/base64"
	"encoding/json"
	"strconv"

	"github.com/jsongen/jsongen/internal/jsonwire"
)

// Each method below decodes the next value into *p following
// encoding/json: null leaves *p unchanged (except where a method says
// otherwise), and a value of another kind is a type error that leaves *p
// unchanged and is skipped. Their goType in errors is the Go kind; decoding
// into a named type goes through a pointer conversion, as in
// r.Str((*string)(&v.Status)).

// Str decodes a JSON string into *p.
func (r *Reader) Str(p *string) {
	if r.next() == '"' {
		// The common case, without stringFor's look at what else the
		// value could be, and makeString written out.
		if b, ok := r.strBytes(); ok {
			if r.opts.StringBlocks {
				*p = r.blockString(b)
			} else {
				*p = string(b)
			}
		}
		return
	}
	if b, ok := r.stringFor("string"); ok {
		*p = r.makeString(b)
	}
}

// stringFor consumes the next value, which should be a string to decode
// into goType, and returns its content, valid until the next call to the
// Reader; or it reports false after handling null or recording a type
// error.
func (r *Reader) stringFor(goType string) ([]byte, bool) {
	switch r.peekValue() {
	case '"':
		return r.strBytes()
	case 'n':
		r.Null()
	case 0:
	default:
		r.mismatch(goType)
	}
	return nil, false
}

// strBytes consumes the string token at the read position and returns its
// content unescaped, valid until the next call to the Reader.
func (r *Reader) strBytes() ([]byte, bool) {
	if end := jsonwire.TextStringEnd(r.data, r.pos+1); end >= 0 {
		s := r.data[r.pos+1 : end]
		r.pos = end + 1
		return s, true
	}
	start := r.pos
	n, flags, err := jsonwire.ConsumeString(r.data[start:])
	if err != nil {
		r.wireError(start, err)
		return nil, false
	}
	if flags != 0 && r.strictStrings() && !r.checkStrict(start, n) {
		return nil, false
	}
	r.pos += n
	s := r.data[start+1 : start+n-1]
	if flags&jsonwire.Escaped != 0 || flags&jsonwire.NonASCII != 0 && !jsonwire.ValidUTF8(s) {
		// Unquoting never makes a string longer by more than a few bytes
		// per U+FFFD replacement; growing once to the token's length
		// avoids repeated doubling for huge strings.
		r.scratch = jsonwire.AppendUnquote(slices.Grow(r.scratch[:0], len(s)), s)
		s = r.scratch
	}
	return s, true
}

// Bool decodes true or false into *p.
func (r *Reader) Bool(p *bool) {
	switch c := r.next(); {
	case c == 't' && len(r.data)-r.pos >= 4 && string(r.data[r.pos:r.pos+4]) == "true":
		r.pos += 4
		*p = true
		return
	case c == 'f' && len(r.data)-r.pos >= 5 && string(r.data[r.pos:r.pos+5]) == "false":
		r.pos += 5
		*p = false
		return
	}
	switch r.peekValue() {
	case 't':
		if r.literal("true") {
			*p = true
		}
	case 'f':
		if r.literal("false") {
			*p = false
		}
	case 'n':
		r.Null()
	case 0:
	default:
		r.mismatch("bool")
	}
}

// literal consumes the literal lit at the read position.
func (r *Reader) literal(lit string) bool {
	n, err := jsonwire.ConsumeLiteral(r.data[r.pos:], lit)
	if err != nil {
		r.wireError(r.pos, err)
		return false
	}
	r.pos += n
	return true
}

// number consumes the number at the read position and returns its text.
func (r *Reader) number() ([]byte, bool) {
	start := r.pos
	n, err := jsonwire.ConsumeNumber(r.data[start:])
	if err != nil {
		r.wireError(start, err)
		return nil, false
	}
	r.pos += n
	return r.data[start:r.pos], true
}

// numberFor consumes the next value, which should be a number to decode
// into goType: it returns the number's text and its offset, or reports
// false after handling null or recording a type error.
func (r *Reader) numberFor(goType string) ([]byte, int, bool) {
	c := r.peekValue()
	if c == '-' || '0' <= c && c <= '9' {
		start := r.pos
		lit, ok := r.number()
		return lit, start, ok
	}
	switch c {
	case 'n':
		r.Null()
	case 0:
	default:
		r.mismatch(goType)
	}
	return nil, 0, false
}

// intValue decodes a number that must be an integer of the given size.
func (r *Reader) intValue(bits int, goType string) (int64, bool) {
	if c := r.next(); c == '-' || c-'0' <= 9 {
		start := r.pos
		if neg, u, ok := r.plainInt(); ok {
			limit := uint64(1) << (bits - 1)
			switch {
			case neg && u <= limit:
				return -int64(u), true
			case !neg && u < limit:
				return int64(u), true
			}
			r.typeError(start, "number "+string(r.data[start:r.pos]), goType, nil)
			return 0, false
		}
	}
	lit, start, ok := r.numberFor(goType)
	if !ok {
		return 0, false
	}
	n, ok := parseInt(lit, bits)
	if !ok {
		r.typeError(start, "number "+string(lit), goType, nil)
	}
	return n, ok
}

// uintValue decodes a number that must be an unsigned integer of the given
// size.
func (r *Reader) uintValue(bits int, goType string) (uint64, bool) {
	if c := r.next(); c-'0' <= 9 {
		start := r.pos
		if _, u, ok := r.plainInt(); ok {
			if bits == 64 || u < 1<<bits {
				return u, true
			}
			r.typeError(start, "number "+string(r.data[start:r.pos]), goType, nil)
			return 0, false
		}
	}
	lit, start, ok := r.numberFor(goType)
	if !ok {
		return 0, false
	}
	n, ok := parseUint(lit, bits)
	if !ok {
		r.typeError(start, "number "+string(lit), goType, nil)
	}
	return n, ok
}

// parseInt parses a JSON number as a signed integer of the given size. Like
// encoding/json (which uses strconv.ParseInt), it rejects fractions and
// exponents even when the value is whole.
func parseInt(lit []byte, bits int) (int64, bool) {
	neg := lit[0] == '-'
	digits := lit
	if neg {
		digits = lit[1:]
	}
	// Up to 18 digits cannot overflow a uint64 and need no care.
	if len(digits) <= 18 {
		var u uint64
		for _, c := range digits {
			if c < '0' || c > '9' {
				return 0, false
			}
			u = u*10 + uint64(c-'0')
		}
		limit := uint64(1) << (bits - 1)
		if neg {
			if u > limit {
				return 0, false
			}
			return -int64(u), true
		}
		if u >= limit {
			return 0, false
		}
		return int64(u), true
	}
	n, err := strconv.ParseInt(string(lit), 10, bits)
	return n, err == nil
}

// parseUint parses a JSON number as an unsigned integer of the given size.
// A minus sign is always an error, even on zero, as in encoding/json.
func parseUint(lit []byte, bits int) (uint64, bool) {
	if len(lit) <= 19 {
		var u uint64
		for _, c := range lit {
			if c < '0' || c > '9' {
				return 0, false
			}
			u = u*10 + uint64(c-'0')
		}
		if bits < 64 && u >= 1<<bits {
			return 0, false
		}
		return u, true
	}
	n, err := strconv.ParseUint(string(lit), 10, bits)
	return n, err == nil
}

// Int decodes an integer into *p.
func (r *Reader) Int(p *int) {
	if n, ok := r.intValue(strconv.IntSize, "int"); ok {
		*p = int(n)
	}
}

// Int8 decodes an integer into *p.
func (r *Reader) Int8(p *int8) {
	if n, ok := r.intValue(8, "int8"); ok {
		*p = int8(n)
	}
}

// Int16 decodes an integer into *p.
func (r *Reader) Int16(p *int16) {
	if n, ok := r.intValue(16, "int16"); ok {
		*p = int16(n)
	}
}

// Int32 decodes an integer into *p.
func (r *Reader) Int32(p *int32) {
	if n, ok := r.intValue(32, "int32"); ok {
		*p = int32(n)
	}
}

// Int64 decodes an integer into *p.
func (r *Reader) Int64(p *int64) {
	if n, ok := r.intValue(64, "int64"); ok {
		*p = n
	}
}

// Uint decodes an unsigned integer into *p.
func (r *Reader) Uint(p *uint) {
	if n, ok := r.uintValue(strconv.IntSize, "uint"); ok {
		*p = uint(n)
	}
}

// Uint8 decodes an unsigned integer into *p.
func (r *Reader) Uint8(p *uint8) {
	if n, ok := r.uintValue(8, "uint8"); ok {
		*p = uint8(n)
	}
}

// Uint16 decodes an unsigned integer into *p.
func (r *Reader) Uint16(p *uint16) {
	if n, ok := r.uintValue(16, "uint16"); ok {
		*p = uint16(n)
	}
}

// Uint32 decodes an unsigned integer into *p.
func (r *Reader) Uint32(p *uint32) {
	if n, ok := r.uintValue(32, "uint32"); ok {
		*p = uint32(n)
	}
}

// Uint64 decodes an unsigned integer into *p.
func (r *Reader) Uint64(p *uint64) {
	if n, ok := r.uintValue(64, "uint64"); ok {
		*p = n
	}
}

// Uintptr decodes an unsigned integer into *p.
func (r *Reader) Uintptr(p *uintptr) {
	if n, ok := r.uintValue(strconv.IntSize, "uintptr"); ok {
		*p = uintptr(n)
	}
}

// Float64 decodes a number into *p, rounding to the nearest float64. A
// number beyond the float64 range is a type error.
func (r *Reader) Float64(p *float64) {
	if f, ok := r.float64Value("float64"); ok {
		*p = f
	}
}

// Float32 decodes a number into *p, rounding to the nearest float32. A
// number beyond the float32 range is a type error.
func (r *Reader) Float32(p *float32) {
	if f, ok := r.float32Value(); ok {
		*p = f
	}
}

// Number decodes a number into *p as its literal text. As in
// encoding/json, a string holding a valid number is accepted too; a string
// holding anything else stops the Reader with an error.
func (r *Reader) Number(p *json.Number) {
	if jsonwire.StdV2 {
		r.numberV2(p, false)
		return
	}
	switch c := r.peekValue(); {
	case c == '-' || '0' <= c && c <= '9':
		if lit, ok := r.number(); ok {
			*p = json.Number(lit)
		}
	case c == '"':
		start := r.pos
		if s, ok := r.strBytes(); ok {
			if !jsonwire.ValidNumber(s) {
				r.methodError(start, "json.Number", errInvalidNumber(r.data[start:r.pos]))
				return
			}
			*p = json.Number(s)
		}
	case c == 'n':
		r.Null()
	case c == 0:
	default:
		r.mismatch("json.Number")
	}
}

func errInvalidNumber(tok []byte) error {
	return &numberError{string(tok)}
}

type numberError struct{ tok string }

func (e *numberError) Error() string {
	return "invalid number literal, trying to unmarshal " + strconv.Quote(e.tok) + " into Number"
}

// Bytes decodes into *p as encoding/json decodes a []byte: a string holds
// standard base64 with padding (bad base64 is a type error); an array holds
// numbers, one per byte; null sets *p to nil.
func (r *Reader) Bytes(p *[]byte) {
	switch r.peekValue() {
	case '"':
		start := r.pos
		s, ok := r.strBytes()
		if !ok {
			return
		}
		if jsonwire.StdV2 {
			// json/v2 decodes into the slice's own array, as far as it
			// goes before an error too, and keeps that array.
			b, err := base64.StdEncoding.AppendDecode((*p)[:0], s)
			if err != nil {
				r.typeError(start, "string", "[]uint8", err)
				return
			}
			if b == nil {
				b = []byte{}
			}
			*p = b
			return
		}
		b := make([]byte, base64.StdEncoding.DecodedLen(len(s)))
		n, err := base64.StdEncoding.Decode(b, s)
		if err != nil {
			r.typeError(start, "string", "[]uint8", err)
			return
		}
		*p = b[:n]
	case '[':
		if !r.open() {
			return
		}
		s := (*p)[:0]
		for r.ArrayNext() {
			s = Grow(s)
			r.Uint8(&s[len(s)-1])
		}
		*p = EndSlice(r, *p, s)
	case 'n':
		r.Null()
		*p = nil
	case 0:
	default:
		r.mismatch("[]uint8")
	}
}
