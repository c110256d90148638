package bench

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"reflect"
	"runtime"
	"runtime/metrics"
	"testing"

	"github.com/jsongen/jsongen"
)

// The stream benchmarks encode a value too large to want whole in memory
// to an io.Writer: json.Encoder and jsongen.Encoder build the whole
// output in a buffer first and write it in one call; jsongen.Encoder with
// SetFlushThreshold writes it in parts as it goes.

// streamThreshold is the flush threshold of the "jsongenflush" runs: the
// size of the buffer io.Copy uses.
const streamThreshold = 32 << 10

// streamSize is about how much JSON each stream benchmark writes.
const streamSize = 100 << 20

// streamDatasets are the datasets the stream benchmarks copy: small
// records (person), records with every JSON kind (twitter_status), deep
// arrays of floats (canada_geometry), maps keyed by numbers
// (citm_catalog) and a tree of small objects (golang_source).
var streamDatasets = []string{"person", "twitter_status", "canada_geometry", "citm_catalog", "golang_source"}

// streamLibs are the encoders the stream benchmarks time, each given the
// value in its own type set.
var streamLibs = []struct {
	name  string
	types TypeSet
	new   func(w io.Writer) interface{ Encode(any) error }
}{
	{"std", Plain, func(w io.Writer) interface{ Encode(any) error } { return json.NewEncoder(w) }},
	{"jsongen", Gen, func(w io.Writer) interface{ Encode(any) error } { return jsongen.NewEncoder(w) }},
	{"jsongenflush", Gen, func(w io.Writer) interface{ Encode(any) error } {
		e := jsongen.NewEncoder(w)
		e.SetFlushThreshold(streamThreshold)
		return e
	}},
}

// copies returns a []any holding v n times: v is a pointer, so that the
// output holds n copies of the value and the input only n pointers.
func copies(v any, n int) []any {
	s := make([]any, n)
	for i := range s {
		s[i] = v
	}
	return s
}

// heapSampler is an io.Writer that throws away what is written to it,
// keeping the size of the largest Write and, after every megabyte written
// and after every Write of a megabyte or more, the heap's size: the bytes
// in heap objects, live or not yet collected. A buffered encoder writes
// once, when its buffer is at its largest; a flushing one writes all
// along.
type heapSampler struct {
	maxWrite    int
	sinceSample int
	peak        uint64
	sample      []metrics.Sample
}

func newHeapSampler() *heapSampler {
	return &heapSampler{sample: []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}}
}

func (h *heapSampler) Write(p []byte) (int, error) {
	h.maxWrite = max(h.maxWrite, len(p))
	if h.sinceSample += len(p); h.sinceSample >= 1<<20 {
		h.sinceSample = 0
		h.peak = max(h.peak, h.heap())
	}
	return len(p), nil
}

func (h *heapSampler) heap() uint64 {
	metrics.Read(h.sample)
	return h.sample[0].Value.Uint64()
}

// BenchmarkEncodeStream encodes a []any of copies of a dataset's value,
// about 100 MB of JSON, to a writer that throws it away (heapSampler). It
// reports, besides time and allocation, peak-heap-MB: the most the heap
// held, as sampled by the writer, above what it held before timing (with
// the value built, and the pools emptied); and max-write-KB: the largest
// Write, which is what the encoder held of the output at once. Within a
// run, json.Encoder reuses its 128 MB buffer from its pool; jsongen's
// pool keeps no buffer over 8 MB (PoolConfig.MaxSize).
func BenchmarkEncodeStream(b *testing.B) {
	for _, name := range streamDatasets {
		d := Lookup(name)
		for _, lib := range streamLibs {
			b.Run("data="+d.Name+"/lib="+lib.name, func(b *testing.B) {
				v := marshalValue(b, d, lib.types)
				one, err := json.Marshal(v)
				if err != nil {
					b.Fatal(err)
				}
				n := streamSize / (len(one) + 1)
				value := copies(v, n)
				out := newHeapSampler()
				enc := lib.new(out)
				b.SetBytes(int64(n * (len(one) + 1)))
				b.ReportAllocs()
				// Two collections empty the pools (a sync.Pool lets go of
				// what it holds over two), so that no output buffer of
				// an earlier run counts in the base.
				runtime.GC()
				runtime.GC()
				base := out.heap()
				out.peak = base
				for b.Loop() {
					if err := enc.Encode(value); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(out.peak-base)/1e6, "peak-heap-MB")
				b.ReportMetric(float64(out.maxWrite)/1e3, "max-write-KB")
			})
		}
	}
}

// writeSizes is an io.Writer that keeps what is written to it and the size of
// each Write.
type writeSizes struct {
	bytes.Buffer
	sizes []int
}

func (p *writeSizes) Write(b []byte) (int, error) {
	p.sizes = append(p.sizes, len(b))
	return p.Buffer.Write(b)
}

// TestStreamAgrees checks that jsongen.Encoder writes what json.Encoder
// writes for every dataset, typed (generated code) and as any, with and
// without HTML escaping and indentation, at flush thresholds from one
// byte to more than the output; and that, without indentation, every
// part but the last holds at most the threshold plus the largest element
// of a slice, array or map in the value.
func TestStreamAgrees(t *testing.T) {
	for _, d := range Datasets {
		plain, gen := d.New[Plain](), d.New[Gen]()
		var anyValue any
		for _, v := range []any{plain, gen, &anyValue} {
			if err := json.Unmarshal(d.MarshalInput(), v); err != nil {
				t.Fatal(err)
			}
		}
		elem := largestElement(reflect.ValueOf(plain))
		for _, html := range []bool{true, false} {
			for _, indent := range []string{"", "\t"} {
				for _, threshold := range []int{0, 1, 64, 4 << 10, 1 << 30} {
					name := fmt.Sprintf("%s/html=%v/indent=%q/threshold=%d", d.Name, html, indent, threshold)
					var want bytes.Buffer
					std := json.NewEncoder(&want)
					std.SetEscapeHTML(html)
					std.SetIndent("", indent)
					if err := std.Encode(plain); err != nil {
						t.Fatal(err)
					}
					if err := std.Encode(anyValue); err != nil {
						t.Fatal(err)
					}
					var got writeSizes
					enc := jsongen.NewEncoder(&got)
					enc.SetEscapeHTML(html)
					enc.SetIndent("", indent)
					enc.SetFlushThreshold(threshold)
					if err := enc.Encode(gen); err != nil {
						t.Fatalf("%s: %v", name, err)
					}
					typedWrites := len(got.sizes)
					if err := enc.Encode(anyValue); err != nil {
						t.Fatalf("%s: %v", name, err)
					}
					if !bytes.Equal(got.Bytes(), want.Bytes()) {
						t.Errorf("%s: output differs from json.Encoder's:\n%s", name, firstDiff(got.Bytes(), want.Bytes()))
					}
					if indent != "" || threshold == 0 {
						continue
					}
					for i, size := range got.sizes[:typedWrites-1] {
						if size > threshold+elem {
							t.Errorf("%s: write %d of %d bytes, more than %d + %d", name, i, size, threshold, elem)
						}
					}
				}
			}
		}
	}
}

// largestElement returns the length of the longest encoding of an element
// of a slice or array, or of a map's entry (key and value), in v, plus
// a few bytes for brackets and the comma.
func largestElement(v reflect.Value) int {
	largest := 0
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Pointer, reflect.Interface:
			if !v.IsNil() {
				walk(v.Elem())
			}
		case reflect.Struct:
			for i := range v.NumField() {
				if v.Type().Field(i).IsExported() {
					walk(v.Field(i))
				}
			}
		case reflect.Slice, reflect.Array:
			if v.Type().Elem().Kind() == reflect.Uint8 {
				return // a string
			}
			for i := range v.Len() {
				b, _ := json.Marshal(v.Index(i).Interface())
				largest = max(largest, len(b))
				walk(v.Index(i))
			}
		case reflect.Map:
			for it := v.MapRange(); it.Next(); {
				b, _ := json.Marshal(map[string]any{fmt.Sprint(it.Key().Interface()): it.Value().Interface()})
				largest = max(largest, len(b))
				walk(it.Value())
			}
		}
	}
	walk(v)
	return largest + 8
}
