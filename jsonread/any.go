package jsonread

import (
	"bytes"
	"encoding"
	"encoding/base64"
	"encoding/json"
	"errors"
	"reflect"
	"strconv"
	"strings"
	"time"

	"github.com/jsongen/jsongen/internal/jsonwire"
)

// Any decodes the next value into *p as encoding/json decodes into an
// empty interface: an object as map[string]any, an array as []any, a
// number as float64, a string, a bool, or nil for null. If *p already
// holds a non-nil pointer, the value is decoded into what it points to
// instead (for null, only when that is itself a pointer), as encoding/json
// does.
func (r *Reader) Any(p *any) {
	if *p != nil && r.intoExisting(p) {
		return
	}
	if c := r.Kind(); c == '0' && !r.opts.UseNumber {
		// A number out of float64's range is a type error that leaves *p
		// unchanged (inside arrays and objects it becomes nil instead);
		// json/v2 stores 0 in every case.
		if f, ok := r.anyNumber(); ok || jsonwire.StdV2 && r.Ok() {
			*p = f
		}
		return
	}
	*p = r.anyValue()
}

// anyNumber decodes a number as a float64.
func (r *Reader) anyNumber() (float64, bool) {
	r.anyNumbers = true
	f, ok := r.float64Value("float64")
	if !ok {
		r.markFloat64()
	}
	return f, ok
}

// intoExisting decodes into the pointer held by *p, if encoding/json would,
// and reports whether it did.
func (r *Reader) intoExisting(p *any) bool {
	rv := reflect.ValueOf(*p)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return false
	}
	if r.next() == 'n' && rv.Elem().Kind() != reflect.Pointer {
		return false
	}
	if self, ok := (*p).(*any); ok && self == p {
		return false // an interface holding its own address: replace it
	}
	r.valueHeld(*p)
	return true
}

// valueHeld decodes the next value into ptr, the pointer an interface
// holds. A type error inside it records ptr's type and the value's offset:
// StdError finds the Go types along the error's path from the decoded
// value, and a later member of the same name may have replaced what the
// interface holds.
func (r *Reader) valueHeld(ptr any) {
	before := r.terr
	r.next()
	start := r.pos
	r.Value(ptr)
	if before == nil && r.terr != nil && r.terr.held == nil {
		r.terr.held, r.terr.heldAt = reflect.TypeOf(ptr), start
	}
}

// maxGrownOnce is the most members an object decoded into any can have
// for its map to be grown past its first group by adding the members
// that gathered there: a map grows once up to 14 entries (its first table
// of 16 slots, seven eighths full), which costs less than making a map of
// the right size and copying the first eight over (UnmarshalAny
// instructions: device_report, an object of ten members, -1.9%;
// synthea_fhir -1.1%).
const maxGrownOnce = 14

// anyValue decodes the next value as a map[string]any, []any, float64,
// string, bool or nil.
func (r *Reader) anyValue() any {
	// peekValue, written out: one call fewer for each value.
	c := r.next()
	if !valueStart[c] {
		r.notValue(c)
		c = 0
	}
	switch c {
	case '{':
		if !r.open() {
			return nil
		}
		return r.anyObject()
	case '[':
		if !r.open() {
			return nil
		}
		// The elements gather on a stack the Reader keeps, nested arrays
		// above their parent's, and move to a slice of the right length
		// at the end: no doubling, no outgrown arrays left behind.
		base := len(r.anyStack)
		for r.ArrayNext() {
			v := r.anyValue()
			r.anyStack = append(r.anyStack, v)
		}
		a := anySlice(r.anyStack[base:])
		clear(r.anyStack[base:])
		r.anyStack = r.anyStack[:base]
		return a
	case '"':
		if s, ok := r.strBytes(); ok {
			return r.anyString(s)
		}
	case 't':
		return r.literal("true")
	case 'f':
		r.literal("false")
		return false
	case 'n':
		r.Null()
	case 0:
	default:
		if r.opts.UseNumber {
			if lit, ok := r.number(); ok {
				return json.Number(lit)
			}
			return nil
		}
		if f, ok := r.anyNumber(); ok {
			return f
		}
		if jsonwire.StdV2 && r.Ok() {
			return 0.0 // json/v2 keeps 0 for a number out of range
		}
	}
	return nil
}

// anyObject decodes the members of an object, its brace read, into a
// map[string]any.
//
// Objects of up to 8 members, the most common kind, fit a map's first
// group, and their members go straight into it. A map filled past that
// grows: its first group is thrown away and its members hashed again. So
// members past the eighth gather on stacks the Reader keeps, as array
// elements do, and go into the map grown once (up to maxGrownOnce
// members) or into a map made at its final size. And where the last
// object that began with the same name had more than 8 members, all of
// them gather there from the first, and the map is made once at its size
// (UnmarshalAny instructions: device_report, objects of ten members,
// -8.1%, and 18% fewer bytes allocated; twitter_status -4.0%;
// golang_source, objects of seven, +0.9% for the prediction).
//
// Member names go through the interner, as KeyString's do: documents
// repeat them, object after object (UnmarshalAny: -4% time, a third fewer
// allocations).
func (r *Reader) anyObject() map[string]any {
	if !r.ObjectNext() {
		return make(map[string]any)
	}
	k, first := r.internSlot(r.Key())
	var m map[string]any
	if first < 0 || r.intern.members[first] <= 8 {
		m = make(map[string]any)
		for {
			m[k] = r.anyValue()
			if !r.ObjectNext() {
				r.noteMembers(first, len(m))
				return m
			}
			k = r.internString(r.Key())
			if len(m) == 8 {
				break
			}
		}
	}
	base := len(r.anyKeys)
	for {
		r.anyKeys = append(r.anyKeys, k)
		v := r.anyValue()
		r.anyStack = append(r.anyStack, v)
		if !r.ObjectNext() {
			break
		}
		k = r.internString(r.Key())
	}
	keys := r.anyKeys[base:]
	vals := r.anyStack[len(r.anyStack)-len(keys):]
	all := m
	if m == nil {
		all = make(map[string]any, len(keys))
	} else if len(m)+len(keys) > maxGrownOnce {
		all = make(map[string]any, len(m)+len(keys))
		for k, v := range m {
			all[k] = v
		}
	}
	for i, k := range keys { // after m's: the last of repeated names wins
		all[k] = vals[i]
	}
	clear(keys)
	clear(vals)
	r.anyKeys = r.anyKeys[:base]
	r.anyStack = r.anyStack[:len(r.anyStack)-len(keys)]
	r.noteMembers(first, len(all))
	return all
}

// noteMembers records n, the members of an object decoded into any, for
// the next object whose first name takes the interner's slot first.
func (r *Reader) noteMembers(first, n int) {
	if first >= 0 {
		r.intern.members[first] = uint8(min(n, 255))
	}
}

// AnyMap decodes an object into *p as encoding/json decodes into a
// map[string]any: null sets *p to nil, members are added to an existing
// map, and a value of another kind is a type error.
func (r *Reader) AnyMap(p *map[string]any) {
	if r.Null() {
		*p = nil
		return
	}
	if !r.BeginObject("map[string]interface {}") {
		return
	}
	m := *p
	if m == nil {
		m = make(map[string]any)
		*p = m
	}
	for r.ObjectNext() {
		k := r.internString(r.Key())
		m[k] = r.anyValue()
	}
}

// Interface decodes the next value into *p, an interface with methods, as
// encoding/json does: if *p holds a non-nil pointer the value is decoded
// into what it points to; otherwise null sets *p to nil and any other value
// is a type error, since there is no way to know what type to create.
func Interface[T any](r *Reader, p *T, goType string) {
	if e := any(*p); e != nil {
		rv := reflect.ValueOf(e)
		if rv.Kind() == reflect.Pointer && !rv.IsNil() && (r.next() != 'n' || rv.Elem().Kind() == reflect.Pointer) {
			r.valueHeld(e)
			return
		}
	}
	if jsonwire.StdV2 {
		interfaceV2(r, p, goType)
		return
	}
	if r.Null() {
		var zero T
		*p = zero
		return
	}
	switch c := r.peekValue(); {
	case c == '-' || '0' <= c && c <= '9':
		// encoding/json converts the number before it finds that it has
		// nowhere to put it: one out of float64's range is that error.
		start := r.pos
		lit, ok := r.number()
		if !ok {
			return
		}
		if _, err := strconv.ParseFloat(string(lit), 64); err != nil {
			r.typeError(start, "number "+string(lit), "float64", nil)
			r.markFloat64()
			return
		}
		r.typeError(start, "number", goType, nil)
	case c != 0:
		r.mismatch(goType)
	}
}

// Value decodes the next value into what ptr, a non-nil pointer, points to:
// through its DecodeJSON method if it has one, through the Reader's own
// methods for common types, and with encoding/json otherwise. Generated
// code uses it for values whose type is not known until run time, such as
// those of a type parameter.
func (r *Reader) Value(ptr any) {
	switch p := ptr.(type) {
	case generatedDecoder:
		if !jsonwire.OwnType(p.JSONGenType(), p) {
			r.Reflect(p) // methods promoted from an embedded type
			return
		}
		p.DecodeJSON(r)
	case decodeJSONer: // written by hand: its own
		p.DecodeJSON(r)
	case *any:
		r.Any(p)
	case *string:
		r.Str(p)
	case *bool:
		r.Bool(p)
	case *int:
		r.Int(p)
	case *int8:
		r.Int8(p)
	case *int16:
		r.Int16(p)
	case *int32:
		r.Int32(p)
	case *int64:
		r.Int64(p)
	case *uint:
		r.Uint(p)
	case *uint8:
		r.Uint8(p)
	case *uint16:
		r.Uint16(p)
	case *uint32:
		r.Uint32(p)
	case *uint64:
		r.Uint64(p)
	case *float32:
		r.Float32(p)
	case *float64:
		r.Float64(p)
	case *map[string]any:
		r.AnyMap(p)
	case json.Unmarshaler:
		r.Unmarshaler(p)
	default:
		r.Reflect(ptr)
	}
}

// OwnMethod decodes the next value into what p, a non-nil pointer, points
// to with its type's own DecodeJSON method and reports true, if it has one;
// otherwise it reads nothing and reports false. Generated code calls it
// before a helper function of its own for a type that another jsongen run
// may have given methods (see internal/model's Ref).
func (r *Reader) OwnMethod(p any) bool {
	if g, ok := p.(generatedDecoder); ok {
		if !jsonwire.OwnType(g.JSONGenType(), p) {
			return false
		}
		g.DecodeJSON(r)
		return true
	}
	d, ok := p.(decodeJSONer) // written by hand: its own
	if ok {
		d.DecodeJSON(r)
	}
	return ok
}

// Unmarshaler passes the next value, as raw JSON, to u.UnmarshalJSON. An
// error from the method stops the Reader and is reported wrapped in a
// [*TypeError]. From Go 1.27 on (json/v2), a value that has json/v2's
// UnmarshalJSONFrom too is decoded with that, as encoding/json does.
func (r *Reader) Unmarshaler(u json.Unmarshaler) {
	if t, ok := u.(*time.Time); ok {
		if jsonwire.StdV2 {
			r.timeV2(t)
			return
		}
		if r.next() == '"' && r.timeString(t) {
			return // see time.go
		}
	}
	if jsonwire.StdV2 && unmarshalerFrom(u) {
		r.unmarshalJSONFrom(u)
		return
	}
	r.next()
	start := r.pos
	raw := r.Raw()
	if raw == nil {
		return
	}
	if err := u.UnmarshalJSON(raw); err != nil {
		r.methodError(start, elemTypeName(u), err)
	}
}

// unmarshalJSONFrom decodes the next value into what p points to, whose
// type has json/v2's UnmarshalJSONFrom method: Go 1.27's encoding/json
// (json/v2) calls it before any other. A type jsongen generated the
// method for is decoded with its DecodeJSON, which the method calls
// (jsonread.DecodeFrom); any other is left to encoding/json, which calls
// the method as it does in place.
func (r *Reader) unmarshalJSONFrom(p any) {
	if r.OwnMethod(p) {
		return
	}
	r.Reflect(p)
}

// TextUnmarshaler passes the content of the next value, which must be a
// string, to u.UnmarshalText. null leaves the value unchanged; any other
// kind is a type error. An error from the method stops the Reader and is
// reported wrapped in a [*TypeError]. From Go 1.27 on (json/v2), a value
// that has json/v2's UnmarshalJSONFrom is decoded with that, as
// encoding/json does.
func (r *Reader) TextUnmarshaler(u encoding.TextUnmarshaler) {
	if jsonwire.StdV2 && unmarshalerFrom(u) {
		r.unmarshalJSONFrom(u)
		return
	}
	switch r.peekValue() {
	case '"':
		start := r.pos
		s, ok := r.strBytes()
		if !ok {
			return
		}
		if err := u.UnmarshalText(s); err != nil {
			r.methodError(start, elemTypeName(u), err)
		}
	case 'n':
		r.Null()
	case 0:
	default:
		start := r.pos
		r.mismatch(elemTypeName(u))
		if jsonwire.StdV2 && r.terr != nil && r.terr.Offset == int64(start) {
			r.terr.Err = errNonString
		}
	}
}

// errNonString is json/v2's complaint about a value of another kind than
// string for a type with an UnmarshalText method.
var errNonString = errors.New("JSON value must be string type")

// TextKey reads an object key and its colon into u, which is the address
// of a map key: through UnmarshalJSON (given the key's quoted text) if u
// has that method, else through UnmarshalText, as encoding/json decides.
// It reports false, having stopped the Reader, if the method fails.
func (r *Reader) TextKey(u encoding.TextUnmarshaler) bool {
	r.next()
	start := r.pos
	key, raw := r.key2()
	if key == nil {
		return false
	}
	var err error
	if ju, ok := u.(json.Unmarshaler); ok && !jsonwire.StdV2 { // json/v2 calls no UnmarshalJSON for keys
		err = ju.UnmarshalJSON(raw)
	} else {
		err = u.UnmarshalText(key)
	}
	if err != nil {
		r.methodError(start, elemTypeName(u), err)
		return false
	}
	return true
}

// Reflect decodes the next value into what ptr points to with
// encoding/json. Type errors it reports are kept like the Reader's own,
// wrapped in a [*TypeError]; any other error stops the Reader.
func (r *Reader) Reflect(ptr any) {
	r.next()
	start := r.pos
	raw := r.Raw()
	if raw == nil {
		return
	}
	if err := r.stdUnmarshal(raw, ptr); err != nil {
		r.reflectError(start, raw, ptr, err)
	}
}

// stdUnmarshal is json.Unmarshal(raw, ptr) with the Reader's options that
// encoding/json has too (DisallowUnknownFields and UseNumber, which only
// its Decoder takes), so that they reach inside values it decodes.
func (r *Reader) stdUnmarshal(raw []byte, ptr any) error {
	if !r.opts.DisallowUnknownFields && !r.opts.UseNumber {
		return json.Unmarshal(raw, ptr)
	}
	d := json.NewDecoder(bytes.NewReader(raw))
	if r.opts.DisallowUnknownFields {
		d.DisallowUnknownFields()
	}
	if r.opts.UseNumber {
		d.UseNumber()
	}
	return d.Decode(ptr)
}

// reflectError keeps err, which encoding/json returned for decoding the
// value raw at offset start into what ptr points to.
func (r *Reader) reflectError(start int, raw []byte, ptr any, err error) {
	var te *json.UnmarshalTypeError
	var be base64.CorruptInputError
	if errors.As(err, &te) || errors.As(err, &be) {
		r.typeError(start, kindName(raw[0]), elemTypeName(ptr), err)
		if r.terr != nil && r.terr.Err == err {
			r.terr.reflected = true
		}
		return
	}
	if r.opts.DisallowUnknownFields && strings.HasPrefix(err.Error(), "json: unknown field ") {
		// Kept as encoding/json keeps it, decoding going on.
		if r.terr == nil {
			r.terr = &TypeError{Value: kindName(raw[0]), Type: elemTypeName(ptr), Offset: int64(start), Err: err, method: true}
		}
		return
	}
	r.methodError(start, elemTypeName(ptr), err)
}

// QuotedValue decodes the next value into what ptr points to as
// encoding/json decodes a field of that type tagged ,string: from a string
// holding the value if it is a boolean, a number or a string (or a pointer
// to one), as it is otherwise. Generated code calls it for fields whose
// type is a type parameter, where the type argument decides. It uses
// encoding/json, whose errors are kept as [Reader.Reflect] keeps them.
func (r *Reader) QuotedValue(ptr any) {
	r.next()
	start := r.pos
	raw := r.Raw()
	if raw == nil {
		return
	}
	rv := reflect.ValueOf(ptr).Elem()
	s := reflect.New(jsonwire.QuotedField(rv.Type()))
	s.Elem().Field(0).Set(rv) // decoding into the value there, as encoding/json does
	doc := make([]byte, 0, len(jsonwire.QuotedFieldPrefix)+len(raw)+1)
	doc = append(append(append(doc, jsonwire.QuotedFieldPrefix...), raw...), '}')
	err := r.stdUnmarshal(doc, s.Interface())
	rv.Set(s.Elem().Field(0))
	if err != nil && !jsonwire.StdV2 && strings.HasPrefix(err.Error(), "json: invalid use of ,string struct tag") && quotedMisuseKept(rv.Type(), raw) {
		// Before json/v2, encoding/json keeps most such errors and goes
		// on, as after a type error.
		r.typeError(start, kindName(raw[0]), elemTypeName(ptr), err)
		if r.terr != nil && r.terr.Err == err {
			r.terr.reflected = true
		}
		return
	}
	if err != nil {
		r.reflectError(start, raw, ptr, err)
	}
}

// quotedMisuseKept reports whether encoding/json before json/v2, decoding
// raw into a field of type t tagged ,string, where it reports an invalid
// use of the tag, keeps the error and goes on decoding what follows, or
// stops there (it does either, depending on the value and the type): it
// is asked, with a field after the value.
func quotedMisuseKept(t reflect.Type, raw []byte) bool {
	st := reflect.StructOf([]reflect.StructField{
		{Name: "V", Type: t, Tag: `json:"v,string"`},
		{Name: "After", Type: reflect.TypeFor[bool](), Tag: `json:"after"`},
	})
	p := reflect.New(st)
	doc := append(append([]byte(`{"v":`), raw...), `,"after":true}`...)
	json.Unmarshal(doc, p.Interface())
	return p.Elem().Field(1).Bool()
}

// elemTypeName names the type p points to.
func elemTypeName(p any) string {
	t := reflect.TypeOf(p)
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return t.String()
}
