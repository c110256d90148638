package jsonread

import (
	"encoding"
	"encoding/json"
	"reflect"
	"strconv"

	"github.com/jsongen/jsongen/internal/jsonwire"
)

// The Quoted functions decode a field tagged `json:",string"`: the JSON
// value is a string whose content is itself a JSON literal. They follow
// encoding/json's rules, quirks included:
//   - null (unquoted, or the string "null") leaves the value unchanged;
//   - a value that is not a string is an error, and decoding goes on;
//   - content of the wrong kind (a quoted string for a number, a number
//     for a bool) is a type error, and decoding goes on;
//   - content that is no JSON literal at all (the string "abc" for an
//     int) stops the Reader;
//   - numbers are parsed by strconv, so a float's content may be written
//     in any form strconv.ParseFloat accepts that starts with a digit or
//     '-' (such as "0x1p-2").

// quotedKind says what the value of a ,string field turned out to be.
type quotedKind int

const (
	quotedOther  quotedKind = iota // an error was recorded, or the Reader stopped
	quotedNull                     // null: the field is set as for null
	quotedString                   // a string, whose content is the literal
)

// quoted reads the value of a ,string field of Go type goType. For a
// string it returns the content and the string's offset. encoding/json
// reads the value as if into an interface first: a number out of float64's
// range becomes a type error and then counts as null.
func (r *Reader) quoted(goType string) ([]byte, int, quotedKind) {
	switch c := r.peekValue(); {
	case c == '"':
		start := r.pos
		s, ok := r.strBytes()
		if !ok {
			return nil, start, quotedOther
		}
		return s, start, quotedString
	case c == 'n':
		start := r.pos
		if r.Null() {
			return nil, start, quotedNull
		}
	case c == '-' || '0' <= c && c <= '9':
		start := r.pos
		lit, ok := r.number()
		if !ok {
			return nil, start, quotedOther
		}
		if _, err := strconv.ParseFloat(string(lit), 64); err != nil {
			r.typeError(start, "number "+string(lit), "float64", nil)
			r.markFloat64()
			return nil, start, quotedNull
		}
		r.typeError(start, "number", goType, errUnquoted(goType))
	case c != 0:
		start := r.pos
		if r.Raw() != nil {
			r.typeError(start, kindName(r.data[start]), goType, errUnquoted(goType))
		}
	}
	return nil, 0, quotedOther
}

func errUnquoted(goType string) error {
	return &quotedError{unquoted: true, goType: goType}
}

// quotedError is encoding/json's complaint about a ,string field whose
// value is not a string, or whose content does not fit its type.
type quotedError struct {
	item     string // the content
	unquoted bool   // the value was not a string at all
	goType   string
}

func (e *quotedError) Error() string {
	if e.unquoted {
		return "invalid use of ,string struct tag, trying to unmarshal unquoted value into " + e.goType
	}
	return "invalid use of ,string struct tag, trying to unmarshal " + strconv.Quote(e.item) + " into " + e.goType
}

// misuse returns encoding/json's error for content that cannot be decoded.
func misuse(item []byte, goType string) error {
	return &quotedError{item: string(item), goType: goType}
}

// quotedLiteral classifies the content of a quoted field as encoding/json
// does before decoding it, handling every case but the one the caller
// wants; it returns the content's first byte, or 0 when it is done.
// want is 'n' for numbers, 'b' for bools, 's' for strings.
func (r *Reader) quotedLiteral(item []byte, start int, goType string, want byte) byte {
	if len(item) == 0 {
		r.typeError(start, "string", goType, misuse(item, goType))
		return 0
	}
	switch c := item[0]; {
	case c == 'n':
		if string(item) != "null" {
			r.typeError(start, "string", goType, misuse(item, goType))
		}
		return 0
	case c == 't' || c == 'f':
		if want == 'b' && (string(item) == "true" || string(item) == "false") {
			return c
		}
		r.typeError(start, "string", goType, misuse(item, goType))
		return 0
	case c == '"':
		if _, ok := unquoteLoose(item); !ok {
			r.methodError(start, goType, misuse(item, goType))
			return 0
		}
		if want == 's' {
			return c
		}
		r.typeError(start, "string", goType, nil)
		return 0
	case c == '-' || '0' <= c && c <= '9':
		if want == 'n' {
			return c
		}
		r.methodError(start, goType, misuse(item, goType))
		return 0
	default:
		r.methodError(start, goType, misuse(item, goType))
		return 0
	}
}

// unquoteLoose unquotes the content of a quoted field the way encoding/json
// does, which unlike its parser also accepts the escape \'.
func unquoteLoose(item []byte) ([]byte, bool) {
	if len(item) < 2 || item[0] != '"' || item[len(item)-1] != '"' {
		return nil, false
	}
	s := item[1 : len(item)-1]
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"' || c < 0x20:
			return nil, false
		case c == '\\':
			if i+1 >= len(s) {
				return nil, false
			}
			switch s[i+1] {
			case '"', '\\', '/', '\'', 'b', 'f', 'n', 'r', 't':
				i++
			case 'u':
				if i+6 > len(s) {
					return nil, false
				}
				for _, h := range s[i+2 : i+6] {
					if !isHex(h) {
						return nil, false
					}
				}
				i += 5
			default:
				return nil, false
			}
		}
	}
	return jsonwire.AppendUnquote(nil, s), true
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// QuotedInt decodes a ,string-tagged signed integer into *p.
func QuotedInt[T ~int | ~int8 | ~int16 | ~int32 | ~int64](r *Reader, p *T) {
	bits := intBits[T]()
	goType := sizedName("int", bits)
	if jsonwire.StdV2 {
		quotedIntV2(r, p, bits, goType)
		return
	}
	item, start, k := r.quoted(goType)
	if k != quotedString || r.quotedLiteral(item, start, goType, 'n') == 0 {
		return
	}
	if neg, u, ok := digits(item, true); ok {
		if n := int64(u); bits == 64 || n < 1<<(bits-1) {
			if neg {
				n = -n
			}
			*p = T(n)
			return
		}
	}
	n, err := strconv.ParseInt(string(item), 10, bits)
	if err != nil {
		r.typeError(start, "number "+string(item), goType, nil)
		return
	}
	*p = T(n)
}

// QuotedUint decodes a ,string-tagged unsigned integer into *p.
func QuotedUint[T ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr](r *Reader, p *T) {
	bits := uintBits[T]()
	goType := sizedName("uint", bits)
	if jsonwire.StdV2 {
		quotedUintV2(r, p, bits, goType)
		return
	}
	item, start, k := r.quoted(goType)
	if k != quotedString || r.quotedLiteral(item, start, goType, 'n') == 0 {
		return
	}
	if _, u, ok := digits(item, false); ok && (bits == 64 || u < 1<<bits) {
		*p = T(u)
		return
	}
	n, err := strconv.ParseUint(string(item), 10, bits)
	if err != nil {
		r.typeError(start, "number "+string(item), goType, nil)
		return
	}
	*p = T(n)
}

// QuotedFloat decodes a ,string-tagged float into *p.
func QuotedFloat[T ~float32 | ~float64](r *Reader, p *T) {
	bits := 64
	if T(1e-45) != 0 && T(1e-46) == 0 { // float32 rounds 1e-46 to zero
		bits = 32
	}
	goType := sizedName("float", bits)
	if jsonwire.StdV2 {
		quotedFloatV2(r, p, bits, goType)
		return
	}
	item, start, k := r.quoted(goType)
	if k != quotedString || r.quotedLiteral(item, start, goType, 'n') == 0 {
		return
	}
	f, err := strconv.ParseFloat(string(item), bits)
	if err != nil {
		r.typeError(start, "number "+string(item), goType, nil)
		return
	}
	*p = T(f)
}

// QuotedBool decodes a ,string-tagged bool into *p.
func QuotedBool[T ~bool](r *Reader, p *T) {
	if jsonwire.StdV2 {
		quotedBoolV2(r, p)
		return
	}
	item, start, k := r.quoted("bool")
	if k != quotedString {
		return
	}
	if c := r.quotedLiteral(item, start, "bool", 'b'); c != 0 {
		*p = c == 't'
	}
}

// QuotedStr decodes a ,string-tagged string into *p: the JSON string holds
// a JSON string.
func QuotedStr[T ~string](r *Reader, p *T) {
	if jsonwire.StdV2 {
		quotedStrV2(r, p)
		return
	}
	item, start, k := r.quoted("string")
	if k != quotedString || r.quotedLiteral(item, start, "string", 's') == 0 {
		return
	}
	s, _ := unquoteLoose(item)
	*p = T(s)
}

// QuotedNumber decodes a ,string-tagged json.Number into *p. As in
// encoding/json, content that starts like a number is stored without
// further checks.
func (r *Reader) QuotedNumber(p *json.Number) {
	if jsonwire.StdV2 {
		r.numberV2(p, true)
		return
	}
	const goType = "json.Number"
	item, start, k := r.quoted(goType)
	if k != quotedString || len(item) == 0 {
		if k == quotedString {
			r.typeError(start, "string", goType, misuse(item, goType))
		}
		return
	}
	switch c := item[0]; {
	case c == '"':
		s, ok := unquoteLoose(item)
		if !ok {
			r.methodError(start, goType, misuse(item, goType))
			return
		}
		if !jsonwire.ValidNumber(s) {
			r.methodError(start, goType, errInvalidNumber(item))
			return
		}
		*p = json.Number(s)
	case c == '-' || '0' <= c && c <= '9':
		*p = json.Number(item)
	default:
		r.quotedLiteral(item, start, goType, 'n')
	}
}

// QuotedPtr decodes a ,string-tagged pointer field into *p: null, or a
// string holding null, sets *p to nil; another string is decoded by decode
// into what *p points to, allocated if *p is nil; anything else is an
// error that leaves *p alone, as in encoding/json.
func QuotedPtr[T any](r *Reader, p **T, decode func(*Reader, *T)) {
	if jsonwire.StdV2 {
		quotedPtrV2(r, p, decode)
		return
	}
	goType := reflect.TypeFor[*T]().String()
	r.next()
	start := r.pos
	item, _, k := r.quoted(goType)
	switch {
	case k == quotedNull:
		*p = nil
	case k != quotedString:
	case len(item) == 0:
		r.typeError(start, "string", goType, misuse(item, goType))
	case item[0] == 'n':
		if string(item) == "null" {
			*p = nil
		} else {
			r.typeError(start, "string", goType, misuse(item, goType))
		}
	default:
		if *p == nil {
			*p = new(T)
		}
		r.pos = start // read the string again, into the value
		decode(r, *p)
	}
}

// intBits returns the size in bits of the signed integer type T.
func intBits[T ~int | ~int8 | ~int16 | ~int32 | ~int64]() int {
	for bits := 8; bits < 64; bits *= 2 {
		if T(1)<<(bits-1) < 0 {
			return bits
		}
	}
	return 64
}

// uintBits returns the size in bits of the unsigned integer type T.
func uintBits[T ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr]() int {
	for bits := 8; bits < 64; bits *= 2 {
		if T(1)<<bits == 0 {
			return bits
		}
	}
	return 64
}

// QuotedUnmarshaler decodes a ,string-tagged field whose type has an
// UnmarshalJSON method, as encoding/json does: the method gets the
// content of the string, or null for a JSON null.
func (r *Reader) QuotedUnmarshaler(u json.Unmarshaler) {
	if jsonwire.StdV2 {
		r.Unmarshaler(u) // json/v2 calls the method, ignoring ,string
		return
	}
	goType := elemTypeName(u)
	r.next()
	item, start, k := r.quoted(goType)
	if k == quotedNull {
		if err := u.UnmarshalJSON([]byte("null")); err != nil {
			r.methodError(start, goType, err)
		}
		return
	}
	if k != quotedString {
		return
	}
	if len(item) == 0 {
		r.typeError(start, "string", goType, misuse(item, goType))
		return
	}
	if err := u.UnmarshalJSON(item); err != nil {
		r.methodError(start, goType, err)
	}
}

// QuotedTextUnmarshaler decodes a ,string-tagged field whose type has an
// UnmarshalText method, as encoding/json does: the string must hold a
// quoted string, whose content goes to the method.
func (r *Reader) QuotedTextUnmarshaler(u encoding.TextUnmarshaler) {
	if jsonwire.StdV2 {
		r.TextUnmarshaler(u) // json/v2 calls the method, ignoring ,string
		return
	}
	goType := elemTypeName(u)
	item, start, k := r.quoted(goType)
	if k != quotedString {
		return
	}
	if len(item) == 0 || item[0] != '"' {
		r.typeError(start, "string", goType, misuse(item, goType))
		return
	}
	s, ok := unquoteLoose(item)
	if !ok {
		r.methodError(start, goType, misuse(item, goType))
		return
	}
	if err := u.UnmarshalText(s); err != nil {
		r.methodError(start, goType, err)
	}
}

// sizedName returns a Go type name such as "int64" without allocating.
func sizedName(kind string, bits int) string {
	switch kind {
	case "int":
		switch bits {
		case 8:
			return "int8"
		case 16:
			return "int16"
		case 32:
			return "int32"
		case 64:
			return "int64"
		}
	case "uint":
		switch bits {
		case 8:
			return "uint8"
		case 16:
			return "uint16"
		case 32:
			return "uint32"
		case 64:
			return "uint64"
		}
	case "float":
		switch bits {
		case 32:
			return "float32"
		case 64:
			return "float64"
		}
	}
	return kind + strconv.Itoa(bits)
}
