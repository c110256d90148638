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
	var n int64
	err := r.numberKey("int", bits, func(s string, bits int) (err error) {
		n, err = strconv.ParseInt(s, 10, bits)
		return err
	})
	return n, err
}

// UintKey is [Reader.IntKey] for unsigned integers.
func (r *Reader) UintKey(bits int) (uint64, error) {
	var n uint64
	err := r.numberKey("uint", bits, func(s string, bits int) (err error) {
		n, err = strconv.ParseUint(s, 10, bits)
		return err
	})
	return n, err
}

// numberKey reads a key and parses it with parse, returning the type
// error to report for a key that is not a number of the given kind.
func (r *Reader) numberKey(kind string, bits int, parse func(string, int) error) error {
	if bits == 0 {
		bits = strconv.IntSize
	}
	r.next()
	start := r.pos
	key := r.Key()
	if key == nil {
		return nil
	}
	if parse(string(key), bits) != nil {
		return &TypeError{Value: "number " + string(key), Type: kind + strconv.Itoa(bits), Offset: int64(start)}
	}
	return nil
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
