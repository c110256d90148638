package bench

import (
	"encoding/json"
	"runtime"
	"testing"

	"github.com/bytedance/sonic"
	gojson "github.com/goccy/go-json"

	"github.com/jsongen/jsongen"
)

// BenchmarkRetention decodes each of twitter_status's statuses on its own
// into any, as a service decoding many messages does, keeps one small
// string of each (its id_str), and reports the heap those strings keep
// alive per document (kept-B/doc) after garbage collection: with
// encoding/json, with jsongen's default, in which each string owns its
// memory as encoding/json's do, and with jsongen's StringBlocks option, in
// which a kept string keeps the block it was copied into alive. The time
// is the decoding's; TestRetention (package jsongen) checks the default.
// sonic and goccy, in their default configurations, are there to show
// what theirs keep.
func BenchmarkRetention(b *testing.B) {
	var tw struct {
		Statuses []json.RawMessage `json:"statuses"`
	}
	if err := json.Unmarshal(Lookup("twitter_status").Data(), &tw); err != nil {
		b.Fatal(err)
	}
	libs := []struct {
		name      string
		unmarshal func([]byte, any) error
	}{
		{"std", json.Unmarshal},
		{"jsongen", jsongen.Unmarshal},
		{"jsongenblocks", jsongen.UnmarshalOptions{StringBlocks: true}.Unmarshal},
		{"sonic", sonic.Unmarshal},
		{"goccy", gojson.Unmarshal},
	}
	for _, lib := range libs {
		b.Run("data=twitter_status/lib="+lib.name, func(b *testing.B) {
			const docs = 20000
			kept := make([]string, 0, docs)
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			n := 0
			for b.Loop() {
				var v any
				if err := lib.unmarshal(tw.Statuses[n%len(tw.Statuses)], &v); err != nil {
					b.Fatal(err)
				}
				if len(kept) < docs {
					kept = append(kept, v.(map[string]any)["id_str"].(string))
				}
				n++
			}
			b.StopTimer()
			runtime.GC()
			runtime.GC()
			runtime.ReadMemStats(&after)
			if len(kept) > 0 && after.HeapAlloc > before.HeapAlloc {
				b.ReportMetric(float64(after.HeapAlloc-before.HeapAlloc)/float64(len(kept)), "kept-B/doc")
			}
			runtime.KeepAlive(kept)
		})
	}
}
