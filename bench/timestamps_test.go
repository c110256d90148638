package bench

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/bytedance/sonic"
	gojson "github.com/goccy/go-json"

	"github.com/jsongen/jsongen"
	"github.com/jsongen/jsongen/bench/types/events"
)

// timestampDoc is a page of 1,000 events, three times each (UTC with
// nanoseconds, an offset, and a pointer that is null on odd events).
func timestampDoc() []byte {
	var b strings.Builder
	b.WriteString(`{"events":[`)
	base := time.Date(2026, 11, 28, 3, 0, 0, 0, time.UTC)
	zone := time.FixedZone("", -5*3600)
	for i := range 1000 {
		if i > 0 {
			b.WriteByte(',')
		}
		t := base.Add(time.Duration(i) * 97 * time.Second)
		deleted := "null"
		if i%2 == 0 {
			deleted = `"` + t.Add(time.Hour).Format(time.RFC3339) + `"`
		}
		fmt.Fprintf(&b, `{"id":%d,"created":"%s","updated":"%s","deleted":%s,"actor":"user%d","resolved":%v}`,
			i, t.Add(time.Duration(i)*1234567).Format(time.RFC3339Nano), t.In(zone).Format(time.RFC3339), deleted, i, i%3 == 0)
	}
	b.WriteString(`]}`)
	return []byte(b.String())
}

// BenchmarkTimestamps decodes a timestamp-heavy document (timestampDoc,
// 3,000 times of the 1,000 events), with jsongen and its peers.
func BenchmarkTimestamps(b *testing.B) {
	data := timestampDoc()
	for _, lib := range []struct {
		name      string
		unmarshal func([]byte, any) error
	}{
		{"std", json.Unmarshal},
		{"jsongen", func(d []byte, v any) error { return jsongen.Unmarshal(d, v) }},
		{"sonic", sonic.Unmarshal},
		{"goccy", gojson.Unmarshal},
	} {
		b.Run("lib="+lib.name, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				var v events.Log
				if err := lib.unmarshal(data, &v); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestTimestamps checks that every library of BenchmarkTimestamps decodes
// its document to the same value as encoding/json.
func TestTimestamps(t *testing.T) {
	data := timestampDoc()
	var want events.Log
	if err := json.Unmarshal(data, &want); err != nil {
		t.Fatal(err)
	}
	for name, f := range map[string]func([]byte, any) error{
		"jsongen": func(d []byte, v any) error { return jsongen.Unmarshal(d, v) },
		"sonic":   sonic.Unmarshal, "goccy": gojson.Unmarshal,
	} {
		var got events.Log
		if err := f(data, &got); err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("%s: %v, values equal %v", name, err, reflect.DeepEqual(got, want))
		}
	}
}
