package jsonread

import (
	"encoding/json"
	"errors"
	"reflect"
	"strconv"
	"strings"

	"github.com/jsongen/jsongen/internal/jsonwire"
)

// This file gives the errors of an encoding/json that runs on json/v2 (Go
// 1.27 by default; see jsonwire.StdV2). There encoding/json reports where a
// value failed by its JSON Pointer, the names as the input spells them and
// array indices included, joined by dots; Struct names the type decoded
// into at the top, and Offset is the end of the failing value (for an
// array or object, the end of its opening bracket). An error returned by
// an UnmarshalJSON or UnmarshalText method is returned as it is, and, like
// a type error, does not stop decoding: the first error of either kind is
// the one reported.

// stdErrorV2 is StdError for an encoding/json that runs on json/v2.
func stdErrorV2(data []byte, v any, err error) error {
	err, _ = stdErrorV2At(data, v, err)
	return err
}

// stdErrorV2At is stdErrorV2, and reports whether the error is a
// *json.UnmarshalTypeError of encoding/json's making, which says where in
// data the value that failed is (not one a method returned, passed on as
// it is).
func stdErrorV2At(data []byte, v any, err error) (error, bool) {
	if se, ok := errors.AsType[*SyntaxError](err); ok {
		return stdSyntaxError(data, se), false
	}
	te, ok := err.(*TypeError)
	if !ok {
		return err, false
	}
	switch {
	case te.method:
		return te.Err, false // as the method returned it
	case te.redo:
		return redoQuoted(data, v, te)
	}
	switch e := te.Err.(type) {
	case *unknownFieldError:
		return errors.New("json: unknown field " + strconv.Quote(e.name)), false
	case *missingFieldError:
		return err, false
	case *json.UnmarshalTypeError:
		if !te.reflected {
			return e, false
		}
		// encoding/json decoded the value on its own (Reader.Reflect): its
		// offsets and pointer start at the value.
		inner := *e
		inner.Offset += te.Offset
		inner.Field = joinField(pointerField(data, int(te.Offset)), e.Field)
		if e.Field == "" && inner.Field != "" && e.Offset != int64(valueEnd(data, int(te.Offset))-int(te.Offset)) {
			// A value inside failed, under the one name "" (pointer
			// "/"), which encoding/json writes as no Field at all.
			inner.Field += "."
		}
		inner.Struct = ""
		if inner.Field != "" {
			inner.Struct = rootTypeName(v)
		}
		return &inner, true
	}
	at := walkTo(data, reflect.ValueOf(v), te)
	typ, cause := at.typ, te.Err
	switch {
	case te.unsettable:
		// json/v2 names the struct type holding the embedded pointer.
		typ, cause = at.structType, errNilField
	case te.float64:
		typ = reflect.TypeFor[float64]()
	case te.key && typ != nil && typ.Kind() == reflect.Map:
		typ = typ.Key()
	}
	if typ == nil {
		return err, false
	}
	off := int(te.Offset)
	if !te.before && !te.unsettable {
		off = valueEnd(data, off)
	}
	return newStdTypeError(te.Value, typ, int64(off), rootName(v, data, int(te.Offset)),
		pointerField(data, int(te.Offset)), cause), true
}

// errNilField is json/v2's complaint about a member of a field promoted
// through a nil embedded pointer to an unexported struct type.
var errNilField = errors.New("cannot set embedded pointer to unexported struct type")

// redoQuoted returns encoding/json's error for the value of a ,string field
// that the Reader found it cannot decode (te.redo), by having encoding/json
// decode that value alone as such a field, with its offsets and place moved
// to where the value is in data.
func redoQuoted(data []byte, v any, te *TypeError) (error, bool) {
	at := walkTo(data, reflect.ValueOf(v), te)
	n, werr := jsonwire.ConsumeValue(data[te.Offset:])
	if at.declared == nil || werr != nil {
		return te, false
	}
	doc := append([]byte(jsonwire.QuotedFieldPrefix), data[te.Offset:int(te.Offset)+n]...)
	doc = append(doc, '}')
	jerr := json.Unmarshal(doc, reflect.New(jsonwire.QuotedField(at.declared)).Interface())
	e, ok := jerr.(*json.UnmarshalTypeError)
	if !ok {
		if jerr == nil {
			return te, false
		}
		return jerr, false
	}
	c := *e
	c.Offset += te.Offset - int64(len(jsonwire.QuotedFieldPrefix))
	c.Field = pointerField(data, int(te.Offset)) + strings.TrimPrefix(e.Field, "v")
	c.Struct = rootTypeName(v)
	return &c, true
}

// stdSyntaxError returns encoding/json's syntax error for data, which the
// Reader found invalid with se. encoding/json stops at the first syntax
// error of the input whatever it has decoded before, and that is the one
// to give.
func stdSyntaxError(data []byte, se *SyntaxError) error {
	var v struct{}
	if jerr := json.Unmarshal(data, &v); jerr != nil {
		if _, ok := errors.AsType[*json.SyntaxError](jerr); ok {
			return jerr
		}
	}
	return se
}

// valueEnd returns the offset json/v2 reports for a type error in the
// value (or member name) that starts at off: just past it, or for an array
// or object, just past its opening bracket.
func valueEnd(data []byte, off int) int {
	if off >= len(data) {
		return off
	}
	switch data[off] {
	case '{', '[':
		return off + 1
	case '"':
		if n, _, err := jsonwire.ConsumeString(data[off:]); err == nil {
			return off + n
		}
	default:
		if n, err := jsonwire.ConsumeScalar(data[off:]); err == nil {
			return off + n
		}
	}
	return off
}

// pointerField returns the JSON Pointer of the value (or member name) that
// starts at off, as encoding/json on json/v2 writes it in
// UnmarshalTypeError.Field: its reference tokens (names escaped as RFC
// 6901 says, "~" as "~0" and "/" as "~1") joined by dots.
func pointerField(data []byte, off int) string {
	steps, ok := pathSteps(data, off)
	if !ok {
		return ""
	}
	var b strings.Builder
	for i, s := range steps {
		if i > 0 {
			b.WriteByte('.')
		}
		if !s.member {
			b.WriteString(strconv.Itoa(s.index))
			continue
		}
		for _, c := range string(s.key) {
			switch c {
			case '~':
				b.WriteString("~0")
			case '/':
				b.WriteString("~1")
			default:
				b.WriteRune(c)
			}
		}
	}
	return b.String()
}

// rootName returns UnmarshalTypeError.Struct for an error in the value at
// off: the name of the type decoded into at the top, unless the value is
// the top-level one.
func rootName(v any, data []byte, off int) string {
	if steps, ok := pathSteps(data, off); !ok || len(steps) == 0 {
		return ""
	}
	return rootTypeName(v)
}

// rootTypeName names the type v points to, as reflect.Type.Name does: ""
// for a type without a name.
func rootTypeName(v any) string {
	t := reflect.TypeOf(v)
	if t == nil {
		return ""
	}
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return t.Name()
}

// newStdTypeError returns encoding/json's UnmarshalTypeError with these
// fields. err goes in its Err field, which only the encoding/json that runs
// on json/v2 has (and which vet's version check would not let this file
// name for Go 1.26): it is set through reflect, on the error path only.
func newStdTypeError(value string, typ reflect.Type, off int64, strct, field string, err error) *json.UnmarshalTypeError {
	e := &json.UnmarshalTypeError{Value: value, Type: typ, Offset: off, Struct: strct, Field: field}
	if err != nil {
		if f := reflect.ValueOf(e).Elem().FieldByName("Err"); f.IsValid() {
			f.Set(reflect.ValueOf(&err).Elem())
		}
	}
	return e
}
