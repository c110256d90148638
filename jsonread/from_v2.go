//go:build go1.27 && goexperiment.jsonv2

package jsonread

import (
	"encoding/json"
	"encoding/json/jsontext"
	jsonv2 "encoding/json/v2"
	"errors"
	"reflect"
	"strconv"
	"strings"
	"sync"

	"github.com/jsongen/jsongen/internal/jsonwire"
)

// V2Decoder is json/v2's jsontext.Decoder, the parameter of the
// UnmarshalJSONFrom methods jsongen generates. Under Go 1.26 (or
// GOEXPERIMENT=nojsonv2) it is an empty type instead (from.go), so that
// one generated file builds with every toolchain.
type V2Decoder = jsontext.Decoder

var fromPool = sync.Pool{New: func() any { return new(Reader) }}

// DecodeFrom decodes the next value of dec into v, for a generated
// UnmarshalJSONFrom method, which encoding/json calls (v1's API and
// json/v2's) before UnmarshalJSON. It decodes exactly as encoding/json
// decodes the type without methods, when dec's options are those of
// encoding/json's own calls: json.Unmarshal, and json.Decoder with
// DisallowUnknownFields or UseNumber. With any other options (json/v2's
// own semantics, functions of the caller's for some types) it reads
// nothing and reports errors.ErrUnsupported, and encoding/json goes on as
// for a type without the method.
//
// Its errors are those encoding/json reports for the value: a type error
// goes back as a *jsonv2.SemanticError carrying the value's place in the
// whole input, which encoding/json turns into the *json.UnmarshalTypeError
// it would have made itself, its Struct naming the type at the top. As
// there, decoding goes on after it.
func DecodeFrom(dec *V2Decoder, v decodeJSONer) error {
	opts := dec.Options()
	if !v1Semantics(opts) {
		return errors.ErrUnsupported
	}
	var ro Options
	ro.DisallowUnknownFields, _ = jsonv2.GetOption(opts, jsonv2.RejectUnknownMembers)
	raw, err := dec.ReadValue()
	if err != nil {
		return err
	}
	start := dec.InputOffset() - int64(len(raw))
	r := fromPool.Get().(*Reader)
	err = r.decodeFrom(raw, v, ro)
	if r.anyNumbers && usesNumber(opts) {
		// UseNumber, which no option function tells: decoded again,
		// the numbers in interfaces become json.Numbers. (Decoding the
		// same value twice stores what decoding it once does.)
		ro.UseNumber = true
		err = r.decodeFrom(raw, v, ro)
	}
	r.Release()
	fromPool.Put(r)
	if err == nil {
		return nil
	}
	err, placed := stdErrorV2At(raw, v, err)
	if !placed {
		return err // a method's, passed on as it is
	}
	return semanticError(err.(*json.UnmarshalTypeError), start, dec.StackPointer())
}

// unmarshalerFrom reports whether v has json/v2's UnmarshalJSONFrom
// method, which encoding/json on json/v2 calls before UnmarshalJSON and
// UnmarshalText.
func unmarshalerFrom(v any) bool {
	_, ok := v.(jsonv2.UnmarshalerFrom)
	return ok
}

// decodeFrom decodes raw, one whole value, into v with options o.
func (r *Reader) decodeFrom(raw []byte, v decodeJSONer, o Options) error {
	r.Reset(raw)
	r.SetOptions(o)
	v.DecodeJSON(r)
	r.End()
	err := r.Err()
	r.SetOptions(Options{})
	return err
}

// semanticError turns te, encoding/json's error for a value that starts at
// offset start of the input and is at pointer ptr, as StdError gives it for
// the value alone, into the *jsonv2.SemanticError that encoding/json turns
// into that same error at that place, naming the type at the top, which
// only it knows.
func semanticError(te *json.UnmarshalTypeError, start int64, ptr jsontext.Pointer) error {
	se := &jsonv2.SemanticError{GoType: te.Type, ByteOffset: start + te.Offset, JSONPointer: ptr, Err: te.Err}
	if te.Field != "" {
		// encoding/json writes the pointer with dots for slashes; names
		// holding a dot come out the same either way.
		se.JSONPointer += jsontext.Pointer("/" + strings.ReplaceAll(te.Field, ".", "/"))
	}
	kind, value, hasValue := strings.Cut(te.Value, " ")
	switch kind {
	case "null":
		se.JSONKind = 'n'
	case "bool":
		se.JSONKind = 't'
	case "string":
		se.JSONKind = '"'
	case "number":
		se.JSONKind = '0'
	case "array":
		se.JSONKind = '['
	case "object":
		se.JSONKind = '{'
	}
	switch {
	case !hasValue:
	case kind == "number" && te.Err == nil && numeric(te.Type):
		// "number X" for a number type: encoding/json writes it from a
		// strconv error and the value as a JSON string, unquoted, which
		// also gives "number " for an empty X.
		se.JSONKind = '"'
		se.JSONValue = jsonwire.AppendQuote(nil, value, false)
		se.Err = strconv.ErrSyntax
	default:
		// "number X" for another type, and "string "X"": the kind and
		// the value's text.
		se.JSONValue = jsontext.Value(value)
	}
	return se
}

// numeric reports whether t is of an integer or floating-point kind.
func numeric(t reflect.Type) bool {
	if t == nil {
		return false
	}
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64:
		return true
	}
	return false
}

// v1Semantics reports whether opts decode as encoding/json's own calls do,
// in every way jsongen's reader follows: v1's rules all on, no functions
// of the caller's.
func v1Semantics(opts jsonv2.Options) bool {
	if _, ok := jsonv2.GetOption(opts, jsonv2.WithUnmarshalers); ok {
		return false
	}
	return jsonwire.OptionsAllOn(opts, v1Flags)
}

// v1Flags are the options that must be on for v1's decoding rules.
var v1Flags = []func(bool) jsonv2.Options{
	json.ReportErrorsWithLegacySemantics,
	json.MergeWithLegacySemantics,
	json.StringifyWithLegacySemantics,
	json.CallMethodsWithLegacySemantics,
	json.MatchCaseSensitiveDelimiter,
	json.FormatBytesWithLegacySemantics,
	json.FormatByteArrayAsArray,
	json.FormatDurationAsNano,
	json.ParseBytesWithLooseRFC4648,
	json.ParseTimeWithLooseRFC3339,
	json.UnmarshalArrayFromAnyLength,
	jsonv2.MatchCaseInsensitiveNames,
	jsontext.AllowDuplicateNames,
	jsontext.AllowInvalidUTF8,
}

// usesNumber reports whether opts decode numbers into interfaces as
// json.Number (json.Decoder.UseNumber), which no option function
// encoding/json exports can tell: it decodes a number with them.
func usesNumber(opts jsonv2.Options) bool {
	var x any
	jsonv2.Unmarshal([]byte("0"), &x, opts)
	_, ok := x.(json.Number)
	return ok
}
