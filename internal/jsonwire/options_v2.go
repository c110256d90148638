//go:build go1.27 && goexperiment.jsonv2

package jsonwire

import jsonv2 "encoding/json/v2"

// OptionsAllOn reports whether opts, a json/v2 coder's options, set every
// boolean option of flags and not StringifyNumbers: jsonread.DecodeFrom and
// jsonwrite.EncodeTo ask it whether a call has encoding/json's own (v1's)
// semantics, which jsongen's code follows.
func OptionsAllOn(opts jsonv2.Options, flags []func(bool) jsonv2.Options) bool {
	for _, o := range flags {
		if on, _ := jsonv2.GetOption(opts, o); !on {
			return false
		}
	}
	on, _ := jsonv2.GetOption(opts, jsonv2.StringifyNumbers)
	return !on
}
