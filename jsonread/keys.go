package jsonread

import (
	"errors"
	"strconv"

	"github.com/jsongen/jsongen/internal/jsonwire"
)

// IntKey reads an object key and its colon and parses the key as a signed
// integer of the given size in bits (0 for int), as strconv.ParseInt does
// (encoding/json's rule, which allows a sign and leading zeros). If the
// key is not such an integer it returns the type error to report, which
// the caller passes to [Reader.FailLater] after decoding the member's
// value: encoding/json reports a bad key only after the value, and drops
// the member.
func (r *Reader) IntKey(bits int) (int64, error) {
	if bits == 0 {
		bits = strconv.IntSize
	}
	key, start := r.numberKey()
	if key == nil {
		return 0, nil
	}
	if neg, u, ok := digits(key, true); ok {
		n := int64(u)
		if neg {
			n = -n
		}
		if bits == 64 || -1<<(bits-1) <= n && n < 1<<(bits-1) {
			return n, nil
		}
	}
	n, err := strconv.ParseInt(string(key), 10, bits)
	if err != nil {
		return 0, r.keyError(&TypeError{Value: "number " + string(key), Type: "int" + strconv.Itoa(bits), Offset: int64(start), key: true})
	}
	return n, nil
}

// keyError returns te, the type error for a map key, to be passed to
// FailLater after the member's value. Where encoding/json runs on json/v2,
// which reports a bad key before it skips the value, it is recorded now,
// ahead of any error in the value.
func (r *Reader) keyError(te *TypeError) *TypeError {
	if jsonwire.StdV2 && r.terr == nil {
		r.terr = te
	}
	return te
}

// UintKey is [Reader.IntKey] for unsigned integers.
func (r *Reader) UintKey(bits int) (uint64, error) {
	if bits == 0 {
		bits = strconv.IntSize
	}
	key, start := r.numberKey()
	if key == nil {
		return 0, nil
	}
	if _, u, ok := digits(key, false); ok && (bits == 64 || u < 1<<bits) {
		return u, nil
	}
	n, err := strconv.ParseUint(string(key), 10, bits)
	if err != nil {
		return 0, r.keyError(&TypeError{Value: "number " + string(key), Type: "uint" + strconv.Itoa(bits), Offset: int64(start), key: true})
	}
	return n, nil
}

// numberKey reads a key and its colon, returning the key and its offset.
func (r *Reader) numberKey() ([]byte, int) {
	r.next()
	start := r.pos
	return r.Key(), start
}

// digits parses the common form of an integer key without allocating: 1
// to 18 decimal digits, after a minus sign if signed allows one. Anything
// else reports false and is left to strconv.
func digits(key []byte, signed bool) (neg bool, u uint64, ok bool) {
	if signed && len(key) > 1 && key[0] == '-' {
		neg, key = true, key[1:]
	}
	if len(key) == 0 || len(key) > 18 {
		return false, 0, false
	}
	for _, c := range key {
		d := c - '0'
		if d > 9 {
			return false, 0, false
		}
		u = u*10 + uint64(d)
	}
	return neg, u, true
}

// FailLater records err as a type error, unless one is recorded already:
// decoding goes on and Err reports it at the end.
func (r *Reader) FailLater(err error) {
	if r.terr != nil || err == nil {
		return
	}
	if te, ok := err.(*TypeError); ok {
		r.terr = te
		return
	}
	r.next()
	r.terr = &TypeError{Value: "value", Offset: int64(r.pos), Err: err}
}

// SkipUnsettable skips the next value, recording a type error: it belongs
// to a field promoted through a nil embedded pointer to the unexported
// struct type goType, which encoding/json cannot allocate.
func (r *Reader) SkipUnsettable(goType string) {
	start := r.pos
	if r.next() != 0 {
		start = r.pos
	}
	if r.Raw() != nil {
		r.typeError(start, kindName(r.data[start]), goType,
			errors.New("cannot set embedded pointer to unexported struct: "+goType))
		if r.terr != nil && r.terr.Offset == int64(start) {
			r.terr.unsettable = true
		}
	}
}
