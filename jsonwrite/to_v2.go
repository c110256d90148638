//go:build go1.27 && goexperiment.jsonv2

package jsonwrite

import (
	"encoding/json"
	"encoding/json/jsontext"
	jsonv2 "encoding/json/v2"
	"errors"
	"sync"

	"github.com/jsongen/jsongen/internal/jsonwire"
)

// V2Encoder is json/v2's jsontext.Encoder, the parameter of the
// MarshalJSONTo methods jsongen generates. Under Go 1.26 (or
// GOEXPERIMENT=nojsonv2) it is an empty type instead (to.go), so that one
// generated file builds with every toolchain.
type V2Encoder = jsontext.Encoder

var toPool = sync.Pool{New: func() any { return NewWriter(make([]byte, 0, 1024)) }}

// EncodeTo writes v to enc, for a generated MarshalJSONTo method, which
// encoding/json calls (v1's API and json/v2's) before MarshalJSON. It
// writes exactly what encoding/json writes for the type without methods,
// when enc's options are those of encoding/json's own calls (json.Marshal,
// json.Encoder with or without HTML escaping, indented or not): v encodes
// into a buffer of jsongen's, which enc then takes whole (WriteValue). With
// any other options (json/v2's own semantics, functions of the caller's for
// some types), or if encoding fails (where encoding/json's errors say what
// failed and where), it writes nothing and reports errors.ErrUnsupported,
// and encoding/json goes on as for a type without the method.
func EncodeTo(enc *V2Encoder, v encodeJSONer) error {
	opts := enc.Options()
	if !v1Semantics(opts) {
		return errors.ErrUnsupported
	}
	html, _ := jsonv2.GetOption(opts, jsontext.EscapeForHTML)
	w := toPool.Get().(*Writer)
	w.Reset(w.buf[:0])
	w.SetEscapeHTML(html)
	v.EncodeJSON(w)
	err := w.Err()
	if err == nil {
		err = enc.WriteValue(w.buf)
	} else {
		err = errors.ErrUnsupported
	}
	if cap(w.buf) <= 1<<20 {
		toPool.Put(w)
	}
	return err
}

// marshalerTo reports whether v has json/v2's MarshalJSONTo method, which
// encoding/json on json/v2 calls before MarshalJSON, AppendText and
// MarshalText.
func marshalerTo(v any) bool {
	_, ok := v.(jsonv2.MarshalerTo)
	return ok
}

// v1Semantics reports whether opts encode as encoding/json's own calls do,
// in every way jsongen's writer follows (HTML escaping aside, which it
// follows either way): v1's rules all on, no functions of the caller's.
func v1Semantics(opts jsonv2.Options) bool {
	if _, ok := jsonv2.GetOption(opts, jsonv2.WithMarshalers); ok {
		return false
	}
	return jsonwire.OptionsAllOn(opts, v1Flags)
}

// v1Flags are the options that must be on for v1's encoding rules.
var v1Flags = []func(bool) jsonv2.Options{
	json.ReportErrorsWithLegacySemantics,
	json.CallMethodsWithLegacySemantics,
	json.OmitEmptyWithLegacySemantics,
	json.StringifyWithLegacySemantics,
	json.FormatBytesWithLegacySemantics,
	json.FormatByteArrayAsArray,
	json.FormatDurationAsNano,
	jsonv2.Deterministic,
	jsonv2.FormatNilMapAsNull,
	jsonv2.FormatNilSliceAsNull,
	jsontext.EscapeForJS,
	jsontext.AllowInvalidUTF8,
}
