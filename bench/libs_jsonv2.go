//go:build go1.27 && goexperiment.jsonv2

package bench

import jsonv2 "encoding/json/v2"

// In a GOEXPERIMENT=jsonv2 build encoding/json itself runs on the v2
// implementation, so run.sh times only json/v2 in that build and compares
// it with encoding/json timed in the normal build of the same run.
func init() {
	Libs = append(Libs, Lib{
		Name: "jsonv2", Types: Plain, NilAsEmpty: true,
		Unmarshal:    func(d []byte, v any) error { return jsonv2.Unmarshal(d, v) },
		Marshal:      func(v any) ([]byte, error) { return jsonv2.Marshal(v) },
		UnmarshalAny: func(d []byte, v *any) error { return jsonv2.Unmarshal(d, v) },
		MarshalAny:   func(v any) ([]byte, error) { return jsonv2.Marshal(v) },
	})
}
