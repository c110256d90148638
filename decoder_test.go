package jsongen_test

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/jsongen/jsongen"
	"github.com/jsongen/jsongen/internal/e2e/difftypes"
	"github.com/jsongen/jsongen/internal/jsonwire"
)

// datasetDocs returns the benchmark datasets (bench/testdata), each a JSON
// document.
func datasetDocs(t testing.TB) map[string][]byte {
	t.Helper()
	names, err := filepath.Glob("bench/testdata/*.json.gz")
	if err != nil || len(names) == 0 {
		t.Fatalf("no datasets: %v", err)
	}
	docs := map[string][]byte{}
	for _, name := range names {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		z, err := gzip.NewReader(f)
		if err != nil {
			t.Fatal(err)
		}
		b, err := io.ReadAll(z)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		docs[strings.TrimSuffix(filepath.Base(name), ".json.gz")] = b
	}
	return docs
}

// chunkReader returns the stream in pieces of the given sizes, in turn,
// and between them, if zeros is set, a read that returns no data and no
// error, which a Decoder must try again.
type chunkReader struct {
	data   []byte
	sizes  []int
	i      int
	zeros  bool
	zeroed bool
}

func (r *chunkReader) Read(p []byte) (int, error) {
	if r.zeros && !r.zeroed {
		r.zeroed = true
		return 0, nil
	}
	r.zeroed = false
	if len(r.data) == 0 {
		return 0, io.EOF
	}
	n := min(len(p), r.sizes[r.i%len(r.sizes)], len(r.data))
	r.i++
	copy(p, r.data[:n])
	r.data = r.data[n:]
	return n, nil
}

// decoderStep is one call made on both decoders.
type decoderStep int

const (
	stepToken decoderStep = iota
	stepDecodeAny
	stepDecodeTyped
	stepMore
	stepCount
)

// runBoth makes the same calls on a json.Decoder and a jsongen.Decoder
// reading the same stream, chosen by rng, and reports the first call
// whose result, error or InputOffset differs. It also checks that what
// Buffered returns is the stream from InputOffset on, as far as it goes.
func runBoth(t *testing.T, stream []byte, sizes []int, zeros bool, rng *rand.Rand, label string) {
	t.Helper()
	std := json.NewDecoder(&chunkReader{data: stream, sizes: sizes})
	gen := jsongen.NewDecoder(&chunkReader{data: stream, sizes: sizes, zeros: zeros})
	for call := 0; call < 10000; call++ {
		step := decoderStep(rng.IntN(int(stepCount)))
		var sv, gv any
		var serr, gerr error
		switch step {
		case stepToken:
			sv, serr = std.Token()
			gv, gerr = gen.Token()
		case stepDecodeAny:
			serr = std.Decode(&sv)
			gerr = gen.Decode(&gv)
		case stepDecodeTyped:
			var s, g difftypes.Scalars
			serr, gerr = std.Decode(&s), gen.Decode(&g)
			sv, gv = s, g
		case stepMore:
			sv, gv = std.More(), gen.More()
		}
		where := fmt.Sprintf("%s: call %d (%v)", label, call, step)
		if (serr == nil) != (gerr == nil) || serr != nil && (reflect.TypeOf(serr) != reflect.TypeOf(gerr) || serr.Error() != gerr.Error() || !reflect.DeepEqual(serr, gerr)) {
			t.Fatalf("%s: errors differ:\n jsongen:       %T %#v %v\n encoding/json: %T %#v %v", where, gerr, gerr, gerr, serr, serr, serr)
		}
		if !reflect.DeepEqual(sv, gv) {
			t.Fatalf("%s: values differ:\n jsongen:       %#v\n encoding/json: %#v", where, gv, sv)
		}
		if so, gob := std.InputOffset(), gen.InputOffset(); so != gob {
			t.Fatalf("%s: InputOffset %d, encoding/json's %d (value %#v, err %v; stream there: %q)", where, gob, so, sv, serr, stream[max(0, int(so)-30):min(len(stream), int(so)+10)])
		}
		buffered, _ := io.ReadAll(io.LimitReader(gen.Buffered(), 256))
		if jsonwire.StdV2 {
			// json/v2's Decoder buffers its own way, and InputOffset may
			// be past the whitespace Buffered still holds: the two must
			// simply agree.
			if sb, _ := io.ReadAll(io.LimitReader(std.Buffered(), 256)); !bytes.Equal(buffered, sb) {
				t.Fatalf("%s: Buffered %q, encoding/json's %q", where, buffered, sb)
			}
		} else if off := gen.InputOffset(); !bytes.HasPrefix(stream[off:], buffered) {
			t.Fatalf("%s: Buffered is not the stream from InputOffset %d on", where, off)
		}
		if serr == io.EOF && step != stepMore {
			return
		}
	}
}

// streams returns streams to read: datasets, several values in a row,
// and the same with damage (cut short, a byte replaced, a byte added).
func streams(t *testing.T) map[string][]byte {
	docs := datasetDocs(t)
	out := map[string][]byte{}
	for name, d := range docs {
		if len(d) > 200_000 {
			d = d[:200_000] // cut: the end is an error too
		}
		out[name] = d
	}
	out["values"] = []byte(`{"a":1} [1, 2] "s" 12 -3.5e2 true null {"b":{"c":[]}}` + "\n 7 \"x\\u00e9\" 1e400 [] {}")
	out["scalars"] = []byte(`{"B":true,"I":-7,"S":"x","F64":1.5} {"I":"wrong"} {"U8":300} 5`)
	out["tokens"] = []byte(`[{"k": [1, {"n": null}], "s": "v"}, 2, [[], {}]] {"a": 1 "b": 2} [1 2]`)
	rng := rand.New(rand.NewPCG(7, 8))
	base := []byte(`[{"person":` + string(docs["person"]) + `},` + string(docs["device_report"]) + `, 3, "x"] {"y": [true, false, null]}`)
	for i := range 40 {
		b := bytes.Clone(base)
		switch i % 4 {
		case 0:
			b = b[:rng.IntN(len(b))]
		case 1:
			const bad = ",:{}[]\"\\x1 \x00\xff"
			b[rng.IntN(len(b))] = bad[rng.IntN(len(bad))]
		case 2:
			k := rng.IntN(len(b))
			b = append(b[:k:k], append([]byte{",:{}[]\"x"[rng.IntN(8)]}, b[k:]...)...)
		case 3:
			b = append(b, []byte(" ]]}} x")[:rng.IntN(7)]...)
		}
		out[fmt.Sprintf("damaged%d", i)] = b
	}
	out["deep"] = []byte(strings.Repeat("[", 10001) + strings.Repeat("]", 10001))
	out["deep-ok"] = []byte(strings.Repeat(`{"a":`, 9999) + "1" + strings.Repeat("}", 9999))
	return out
}

// TestDecoderMatchesEncodingJSON runs random sequences of Token, Decode
// and More on streams of datasets, values and damaged input, read in
// pieces of many sizes, with jsongen's Decoder and encoding/json's, and
// requires the same values, errors (type, text and offset) and offsets.
func TestDecoderMatchesEncodingJSON(t *testing.T) {
	sizes := [][]int{{1}, {2}, {3, 5, 7}, {64}, {1000, 1}, {1 << 10}, {32 << 10}, {1 << 20}}
	seeds := uint64(2)
	if testing.Short() {
		// -short (as under the race detector in .ci/test): one seed and
		// the sizes that cut tokens at every byte, across reads, and none.
		sizes, seeds = [][]int{{1}, {3, 5, 7}, {1 << 20}}, 1
	}
	for name, stream := range streams(t) {
		for _, sz := range sizes {
			for _, zeros := range []bool{false, true} {
				if len(stream) > 50_000 && sz[0] < 64 {
					continue // small pieces on the short streams only, to keep it quick
				}
				for seed := range seeds {
					rng := rand.New(rand.NewPCG(seed, uint64(len(stream))))
					runBoth(t, stream, sz, zeros, rng, fmt.Sprintf("%s in pieces of %v (zero reads %v, seed %d)", name, sz, zeros, seed))
				}
			}
		}
	}
}

// TestDecoderStickyError checks encoding/json's rule that after a syntax
// error every later call returns it, where a type error lets decoding go
// on.
func TestDecoderStickyError(t *testing.T) {
	d := jsongen.NewDecoder(strings.NewReader(`{"I":"x"} 1 [1,,2] 3 4`))
	var s difftypes.Scalars
	if err := d.Decode(&s); err == nil {
		t.Fatal("no type error")
	}
	var v any
	if err := d.Decode(&v); err != nil || v != 1.0 {
		t.Fatalf("after a type error: %v %v", v, err)
	}
	first := d.Decode(&v)
	var se *json.SyntaxError
	if !(first != nil && reflect.TypeOf(first) == reflect.TypeOf(se)) {
		t.Fatalf("not a syntax error: %T %v", first, first)
	}
	for range 3 {
		if err := d.Decode(&v); err != first {
			t.Fatalf("a later Decode returned %v, not the syntax error", err)
		}
	}
}

// TestDecoderSmallReads decodes one large value read 16 bytes at a time,
// with every byte read once. That the scan of it goes on after each read
// rather than starting again is jsonwire's TestValueScannerLinear; the
// time it takes, beside encoding/json's, is the bench module's
// BenchmarkDecoderChunks.
func TestDecoderSmallReads(t *testing.T) {
	var b bytes.Buffer
	b.WriteString("[")
	for i := range 20000 {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, `{"id":%d,"name":"item %d","tags":["a","b\u00e9"],"long":"%s"}`, i, i, strings.Repeat("x", i%300))
	}
	b.WriteString("]")
	r := &countingReader{r: &chunkReader{data: b.Bytes(), sizes: []int{16}}}
	d := jsongen.NewDecoder(r)
	var v any
	if err := d.Decode(&v); err != nil {
		t.Fatal(err)
	}
	if len(v.([]any)) != 20000 {
		t.Fatalf("%d elements", len(v.([]any)))
	}
	if r.n != int64(b.Len()) {
		t.Fatalf("read %d of %d bytes", r.n, b.Len())
	}
}

type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// TestDecoderElementByElement decodes a long array element by element
// with Token and More, and checks the buffer does not grow with it.
func TestDecoderElementByElement(t *testing.T) {
	const n = 200000
	elem := `{"id":123456,"name":"an element of a long array","ok":true}`
	stream := io.MultiReader(strings.NewReader("["), &repeatReader{s: elem + ",", n: n - 1}, strings.NewReader(elem+"]"))
	d := jsongen.NewDecoder(stream)
	if tok, err := d.Token(); err != nil || tok != json.Delim('[') {
		t.Fatalf("first token %v %v", tok, err)
	}
	count := 0
	for d.More() {
		var v map[string]any
		if err := d.Decode(&v); err != nil {
			t.Fatal(err)
		}
		count++
		if buffered, _ := io.ReadAll(d.Buffered()); len(buffered) > 64<<10 {
			t.Fatalf("after %d elements, %d bytes are buffered", count, len(buffered))
		}
	}
	if tok, err := d.Token(); err != nil || tok != json.Delim(']') || count != n {
		t.Fatalf("last token %v %v after %d elements", tok, err, count)
	}
}

// repeatReader reads s n times.
type repeatReader struct {
	s   string
	n   int
	off int
}

func (r *repeatReader) Read(p []byte) (int, error) {
	if r.n == 0 {
		return 0, io.EOF
	}
	k := copy(p, r.s[r.off:])
	r.off += k
	if r.off == len(r.s) {
		r.off = 0
		r.n--
	}
	return k, nil
}
