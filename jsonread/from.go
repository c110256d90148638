//go:build !(go1.27 && goexperiment.jsonv2)

package jsonread

import "errors"

// V2Decoder is json/v2's jsontext.Decoder where encoding/json runs on
// json/v2 (Go 1.27); here, where it does not, it is an empty type nothing
// makes. It is the parameter of the UnmarshalJSONFrom methods jsongen
// generates, so that one generated file builds with every toolchain: on
// this one the methods exist but nothing calls them.
type V2Decoder struct{ _ [0]func() }

// DecodeFrom is the body of a generated UnmarshalJSONFrom method (see
// from_v2.go); without json/v2 it is never called, and reports
// errors.ErrUnsupported.
func DecodeFrom(dec *V2Decoder, v decodeJSONer) error {
	return errors.ErrUnsupported
}

// unmarshalerFrom reports whether v has json/v2's UnmarshalJSONFrom method
// (from_v2.go): without json/v2 nothing calls it, and it reports false.
func unmarshalerFrom(v any) bool { return false }
