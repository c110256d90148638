//go:build go1.27 && goexperiment.jsonv2

package bench

import (
	jsonv2 "encoding/json/v2"
	"testing"
)

// The ViaV2 benchmarks are the ViaStd ones for encoding/json/v2's own API,
// in a GOEXPERIMENT=jsonv2 build (where the ViaStd benchmarks time
// encoding/json's v1 API running on the v2 implementation). v2 calls
// MarshalJSON and UnmarshalJSON too, so -std_marshalers reaches it the
// same way, and with encoding/json's v1 semantics, not v2's.

func BenchmarkViaV2Marshal(b *testing.B) {
	benchViaStd(b, func(b *testing.B, d *Dataset, t TypeSet) func() error {
		v := marshalValue(b, d, t)
		b.SetBytes(int64(len(d.MarshalInput())))
		return func() error { _, err := jsonv2.Marshal(v); return err }
	})
}

func BenchmarkViaV2Unmarshal(b *testing.B) {
	benchViaStd(b, func(b *testing.B, d *Dataset, t TypeSet) func() error {
		data := d.Data()
		b.SetBytes(int64(len(data)))
		return func() error { return jsonv2.Unmarshal(data, d.New[t]()) }
	})
}
