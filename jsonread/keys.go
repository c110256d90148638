package jsonread

import (
	"errors"
	"strconv"
)

// IntKey reads an object key and its colon and parses the key as a signed
// integer of the given size in bits (0 for int). If the key is not such an
// integer it returns the type error to report, which the caller passes to
// [Reader.SaveError] after decoding the member's value: encoding/json
// reports a bad key only after the value, and drops the member.
func (r *Reader) IntKey(bits int) (int64, error) {
	if bits == 0 {
		bits = strconv.IntSize
	}
	r.next()
	start := r.pos
	key := r.Key()
	if key == nil {
		return 0, nil
	}
	n, err := strconv.ParseInt(string(key), 10, bits)
	if err != nil {
		return 0, &TypeError{Value: "number " + string(key), Type: "int" + strconv.Itoa(bits), Offset: int64(start)}
	}
	return n, nil
}

// UintKey is [Reader.IntKey] for unsigned integers.
func (r *Reader) UintKey(bits int) (uint64, error) {
	if bits == 0 {
		bits = strconv.IntSize
	}
	r.next()
	start := r.pos
	key := r.Key()
	if key == nil {
		return 0, nil
	}
	n, err := strconv.ParseUint(string(key), 10, bits)
	if err != nil {
		return 0, &TypeError{Value: "number " + string(key), Type: "uint" + strconv.Itoa(bits), Offset: int64(start)}
	}
	return n, nil
}

// SaveError records err as a type error, unless one is recorded already:
// decoding goes on and Err reports it at the end.
func (r *Reader) SaveError(err error) {
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
	}
}
