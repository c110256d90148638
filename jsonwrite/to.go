//go:build !(go1.27 && goexperiment.jsonv2)

package jsonwrite

import "errors"

// V2Encoder is json/v2's jsontext.Encoder where encoding/json runs on
// json/v2 (Go 1.27); here, where it does not, it is an empty type nothing
// makes. It is the parameter of the MarshalJSONTo methods jsongen
// generates, so that one generated file builds with every toolchain: on
// this one the methods exist but nothing calls them.
type V2Encoder struct{ _ [0]func() }

// EncodeTo is the body of a generated MarshalJSONTo method (see to_v2.go);
// without json/v2 it is never called, and reports errors.ErrUnsupported.
func EncodeTo(enc *V2Encoder, v encodeJSONer) error {
	return errors.ErrUnsupported
}

// marshalerTo reports whether v has json/v2's MarshalJSONTo method
// (to_v2.go): without json/v2 nothing calls it, and it reports false.
func marshalerTo(v any) bool { return false }
