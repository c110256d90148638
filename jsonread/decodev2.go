package jsonread

import (
	"encoding/json"
	"reflect"
	"strconv"
	"time"

	"github.com/jsongen/jsongen/internal/jsonwire"
)

// The ,string option where encoding/json runs on json/v2 (jsonwire.StdV2),
// which reads such a field's string by other rules than encoding/json's
// own parser did:
//   - null, and a string holding exactly null, leave the value unchanged;
//   - numbers are read from the string's content by strconv.ParseInt,
//     ParseUint or ParseFloat, so "+5", "007", "NaN" and "0x1p-2" are
//     accepted where they can be;
//   - a string's content must be one whole JSON string, which is unquoted
//     again;
//   - a bool's content must be true or false;
//   - a value that is not a string, a number among them, is a type error;
//   - errors never stop decoding.
// The Reader records where a value failed (quotedFailed); the error itself
// comes from encoding/json, which StdError asks to decode that one value
// as such a field (stdErrorV2): its messages for these cases quote
// strconv's and json/v2's own errors, which cannot be built here.

// quotedV2 reads the value of a ,string field of Go type goType. For a
// string it returns the content and reports true, having stored nothing;
// for null or any other kind it has done all there is to do.
func (r *Reader) quotedV2(goType string) ([]byte, int, bool) {
	switch c := r.peekValue(); c {
	case '"':
		start := r.pos
		s, ok := r.strBytes()
		return s, start, ok
	case 'n':
		r.Null()
	case 0:
	default:
		start := r.pos
		if r.Raw() != nil {
			r.quotedFailed(start, goType)
		}
	}
	return nil, 0, false
}

// quotedFailed records that the value of a ,string field at off, of Go
// type goType, could not be decoded.
func (r *Reader) quotedFailed(off int, goType string) {
	if r.terr == nil {
		r.terr = &TypeError{Value: kindName(r.data[off]), Type: goType, Offset: int64(off), redo: true}
	}
}

func quotedIntV2[T ~int | ~int8 | ~int16 | ~int32 | ~int64](r *Reader, p *T, bits int, goType string) {
	item, start, ok := r.quotedV2(goType)
	if !ok {
		return
	}
	n, err := strconv.ParseInt(string(item), 10, bits)
	switch {
	case err == nil:
		*p = T(n)
	case string(item) != "null":
		r.quotedFailed(start, goType)
	}
}

func quotedUintV2[T ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr](r *Reader, p *T, bits int, goType string) {
	item, start, ok := r.quotedV2(goType)
	if !ok {
		return
	}
	n, err := strconv.ParseUint(string(item), 10, bits)
	switch {
	case err == nil:
		*p = T(n)
	case string(item) != "null":
		r.quotedFailed(start, goType)
	}
}

func quotedFloatV2[T ~float32 | ~float64](r *Reader, p *T, bits int, goType string) {
	item, start, ok := r.quotedV2(goType)
	if !ok {
		return
	}
	f, err := strconv.ParseFloat(string(item), bits)
	switch {
	case err == nil:
		*p = T(f)
	case string(item) != "null":
		r.quotedFailed(start, goType)
	}
}

func quotedBoolV2[T ~bool](r *Reader, p *T) {
	item, start, ok := r.quotedV2("bool")
	if !ok {
		return
	}
	switch string(item) {
	case "true":
		*p = true
	case "false":
		*p = false
	case "null":
	default:
		r.quotedFailed(start, "bool")
	}
}

func quotedStrV2[T ~string](r *Reader, p *T) {
	item, start, ok := r.quotedV2("string")
	if !ok || string(item) == "null" {
		return
	}
	if len(item) == 0 || item[0] != '"' { // ConsumeString takes the quote as read
		r.quotedFailed(start, "string")
		return
	}
	if n, _, err := jsonwire.ConsumeString(item); err != nil || n != len(item) || !jsonwire.ValidUTF8(item) {
		r.quotedFailed(start, "string")
		return
	}
	*p = T(jsonwire.AppendUnquote(nil, item[1:len(item)-1]))
}

// quotedPtrV2 is QuotedPtr where encoding/json runs on json/v2: null sets
// *p to nil; anything else is decoded by decode into what *p points to,
// allocated first if *p is nil (and kept when decoding fails); a string
// spelled exactly "null" then sets *p to nil.
func quotedPtrV2[T any](r *Reader, p **T, decode func(*Reader, *T)) {
	if r.next() == 'n' {
		if r.Null() {
			*p = nil
		}
		return
	}
	start := r.pos
	if *p == nil {
		*p = new(T)
	}
	decode(r, *p)
	if r.pos-start == len(`"null"`) && string(r.data[start:r.pos]) == `"null"` {
		*p = nil
	}
}

// numberV2 is Reader.Number, and with quoted QuotedNumber, where
// encoding/json runs on json/v2. There json.Number decodes itself (its
// UnmarshalJSONFrom method): a number, or a string holding one, is stored
// (a bare number not under ,string), null changes nothing, and anything
// else is an error the method returns, which encoding/json passes on as it
// is: without the place of the value (no Struct, Field or Offset).
func (r *Reader) numberV2(p *json.Number, quoted bool) {
	start := r.pos
	switch c := r.peekValue(); {
	case c == 0:
		return
	case c == 'n':
		r.Null()
		return
	case c == '"':
		start = r.pos
		s, ok := r.strBytes()
		if !ok {
			return
		}
		if jsonwire.ValidNumber(s) {
			*p = json.Number(s)
			return
		}
		r.methodError(start, "json.Number",
			newStdTypeError("string "+string(r.data[start:r.pos]), numberType, 0, "", "", strconv.ErrSyntax))
		return
	case (c == '-' || '0' <= c && c <= '9') && !quoted:
		if lit, ok := r.number(); ok {
			*p = json.Number(lit)
		}
		return
	}
	start = r.pos
	if r.Raw() != nil {
		r.methodError(start, "json.Number", newStdTypeError(kindName(r.data[start]), numberType, 0, "", "", nil))
	}
}

var numberType = reflect.TypeFor[json.Number]()

// interfaceV2 is Interface where encoding/json runs on json/v2, past a
// non-nil pointer held in *p: *p is set to nil, and a value other than
// null is a type error, reported at the value's start, as json/v2 reports
// it before reading the value.
func interfaceV2[T any](r *Reader, p *T, goType string) {
	var zero T
	*p = zero
	if r.Null() {
		return
	}
	start := r.pos
	if r.Raw() != nil && r.terr == nil {
		r.terr = &TypeError{Value: kindName(r.data[start]), Type: goType, Offset: int64(start), before: true}
	}
}

// timeV2 decodes a time.Time as encoding/json does where it runs on
// json/v2, which reads times itself instead of calling their UnmarshalJSON:
// null changes nothing; a string's content goes to UnmarshalText on a time
// of its own, stored only if that succeeds, and the method's error is
// passed on as it is; any other kind is a type error.
func (r *Reader) timeV2(t *time.Time) {
	switch r.peekValue() {
	case '"':
		if r.timeString(t) {
			return // see time.go
		}
		start := r.pos
		s, ok := r.strBytes()
		if !ok {
			return
		}
		var tt time.Time
		if err := tt.UnmarshalText(s); err != nil {
			r.methodError(start, "time.Time", err)
			return
		}
		*t = tt
	case 'n':
		r.Null()
	case 0:
	default:
		r.mismatch("time.Time")
	}
}
