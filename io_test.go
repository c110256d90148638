package jsongen_test

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"testing/iotest"

	"github.com/jsongen/jsongen"
	"github.com/jsongen/jsongen/internal/e2e/difftypes"
)

func TestDecoderStream(t *testing.T) {
	stream := `{"a":1} [1, 2] "s" 12 -3.5e2 true null {"b":{"c":[]}}` + "\n 7"
	var want []any
	dec := json.NewDecoder(strings.NewReader(stream))
	for {
		var v any
		if err := dec.Decode(&v); err == io.EOF {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		want = append(want, v)
	}
	// Read one byte at a time, so that values (numbers in particular) are
	// split across reads.
	for _, r := range []io.Reader{strings.NewReader(stream), iotest.OneByteReader(strings.NewReader(stream))} {
		d := jsongen.NewDecoder(r)
		var got []any
		for d.More() {
			var v any
			if err := d.Decode(&v); err != nil {
				t.Fatal(err)
			}
			got = append(got, v)
		}
		var v any
		if err := d.Decode(&v); err != io.EOF {
			t.Errorf("after the last value: %v", err)
		}
		gb, _ := json.Marshal(got)
		wb, _ := json.Marshal(want)
		if !bytes.Equal(gb, wb) {
			t.Errorf("got %s\nwant %s", gb, wb)
		}
	}
	d := jsongen.NewDecoder(strings.NewReader(`{"a":1} {"a":`))
	var v any
	if err := d.Decode(&v); err != nil {
		t.Fatal(err)
	}
	if err := d.Decode(&v); err == nil || errors.Is(err, io.EOF) {
		t.Errorf("truncated second value: %v", err)
	}
	d = jsongen.NewDecoder(strings.NewReader(`1 x`))
	if err := d.Decode(&v); err != nil || v != 1.0 {
		t.Fatalf("first: %v %v", v, err)
	}
	if err := d.Decode(&v); err == nil {
		t.Error("garbage after a value decoded")
	}
}

func TestMarshalToWriterAndFromReader(t *testing.T) {
	var b bytes.Buffer
	n, err := jsongen.MarshalToWriter(map[string]int{"a": 1}, &b)
	if err != nil || n != b.Len() || b.String() != `{"a":1}` {
		t.Errorf("MarshalToWriter: %d %v %q", n, err, b.String())
	}
	var v map[string]any
	if err := jsongen.UnmarshalFromReader(&b, &v); err != nil || v["a"] != 1.0 {
		t.Errorf("UnmarshalFromReader: %v %v", v, err)
	}
}

// TestPoolConcurrent encodes from many goroutines while the pool's
// configuration changes; under -race it shows the pool shares no buffer
// with a caller that still holds it.
func TestPoolConcurrent(t *testing.T) {
	defer jsongen.InitPool(jsongen.DefaultPoolConfig())
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var held [][]byte
			for i := range 200 {
				if i%50 == 0 {
					jsongen.InitPool(jsongen.PoolConfig{StartSize: 16 << (g % 4), PooledSize: 64, MaxSize: 4096 << (g % 3)})
				}
				v := map[string]any{"g": float64(g), "i": float64(i), "pad": strings.Repeat("x", i*g%300)}
				b, err := jsongen.Marshal(v)
				if err != nil {
					t.Error(err)
					return
				}
				held = append(held, b)
				buf := make([]byte, 0, 8)
				out, err := jsongen.MarshalAppend(buf, v)
				if err != nil || !bytes.Equal(out, b) {
					t.Errorf("MarshalAppend differs from Marshal")
					return
				}
			}
			// Every result still holds what it held when it was returned.
			for i, b := range held {
				var back map[string]any
				if err := json.Unmarshal(b, &back); err != nil || back["i"] != float64(i) || back["g"] != float64(g) {
					t.Errorf("result %d was overwritten: %s", i, b)
					return
				}
			}
		}()
	}
	wg.Wait()
}

// The Encoder tests compare jsongen.Encoder with json.Encoder: the bytes
// written for a sequence of calls, and the errors, under every
// combination of settings (encoderConfigs), with and without a flush
// threshold.

// encoderConfig is one combination of an Encoder's settings.
type encoderConfig struct {
	html           bool
	prefix, indent string
	threshold      int // jsongen only
}

func (c encoderConfig) String() string {
	return fmt.Sprintf("html=%v/indent=%q,%q/threshold=%d", c.html, c.prefix, c.indent, c.threshold)
}

// encoderConfigs are the settings every value is encoded with: with and
// without HTML escaping and indentation, and with flush thresholds of
// none, one byte (a flush at every element), 64 bytes, 4 KiB, and more
// than any output.
func encoderConfigs() []encoderConfig {
	var cs []encoderConfig
	for _, html := range []bool{true, false} {
		for _, ind := range [][2]string{{"", ""}, {"", "  "}, {"> ", "\t"}} {
			for _, th := range []int{0, 1, 64, 4 << 10, 1 << 30} {
				cs = append(cs, encoderConfig{html, ind[0], ind[1], th})
			}
		}
	}
	return cs
}

// newEncoders returns a json.Encoder and a jsongen.Encoder set up as c
// says, writing to std and gen.
func (c encoderConfig) newEncoders(std, gen io.Writer) (*json.Encoder, *jsongen.Encoder) {
	s, g := json.NewEncoder(std), jsongen.NewEncoder(gen)
	s.SetEscapeHTML(c.html)
	g.SetEscapeHTML(c.html)
	s.SetIndent(c.prefix, c.indent)
	g.SetIndent(c.prefix, c.indent)
	g.SetFlushThreshold(c.threshold)
	return s, g
}

// recorder is an io.Writer that keeps what is written to it and the size
// of each Write, and fails the Write numbered failAt (from 1) and every
// one after it, if failAt is set.
type recorder struct {
	bytes.Buffer
	sizes  []int
	failAt int
}

var errWriteFailed = errors.New("write failed")

func (r *recorder) Write(p []byte) (int, error) {
	r.sizes = append(r.sizes, len(p))
	if r.failAt > 0 && len(r.sizes) >= r.failAt {
		return 0, errWriteFailed
	}
	return r.Buffer.Write(p)
}

// sameEncodeError reports whether got and want, errors of Encode, are of
// the same type with the same text. (Some hold reflect.Values, which
// reflect.DeepEqual finds different even between two calls of
// json.Encoder.Encode.)
func sameEncodeError(got, want error) bool {
	if got == nil || want == nil {
		return got == nil && want == nil
	}
	return reflect.TypeOf(got) == reflect.TypeOf(want) && got.Error() == want.Error()
}

// encoderDatasets returns the benchmark datasets (bench/testdata) decoded
// into any, in the order of their names.
func encoderDatasets(t testing.TB) (names []string, values []any) {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join("bench", "testdata", "*.json.gz"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no datasets in bench/testdata: %v", err)
	}
	for _, path := range paths {
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		z, err := gzip.NewReader(f)
		if err != nil {
			t.Fatal(err)
		}
		var v any
		err = json.NewDecoder(z).Decode(&v)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		names = append(names, strings.TrimSuffix(filepath.Base(path), ".json.gz"))
		values = append(values, v)
	}
	return names, values
}

// encoderValues are values of generated types, pointers so that their
// EncodeJSON methods are used, holding slices, arrays and maps at several
// depths, inside objects whose first member may be left out (ZeroTags:
// the objects a flushing Writer must close itself) and inside []any and
// map[string]any.
func encoderValues() []any {
	one := 1
	zero := &difftypes.ZeroTags{
		Slice: []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12},
		Map:   map[string]int{"<a>": 1, "b&": 2, "c": 3},
		Str:   "z<>",
	}
	coll := &difftypes.Collections{
		Ints:      []int{1, -2, 3},
		Strs:      []string{"<b>", "", "é\u2028", strings.Repeat("long ", 40)},
		Bytes:     []byte("bytes<>"),
		Arr:       [3]int{7, 8, 9},
		Nested:    [][]string{{"a", "b"}, {}, nil, {"<c>"}},
		PtrElems:  []*int{&one, nil, &one},
		StructSl:  []difftypes.Scalars{{I: 1, S: "x"}, {F64: 2.5, Name: "<n>"}},
		MapStr:    map[string]int{"z": 1, "a": 2, "<m>": 3},
		MapInt:    map[int]string{10: "ten", 9: "nine", -1: "minus"},
		MapOfMaps: map[string]map[string][]int{"o": {"i": {1, 2}, "j": nil}, "p": {}},
		MapStruct: map[string]difftypes.Scalars{"s": {B: true}},
		MapAny:    map[string]any{"k": []any{1.0, "v", map[string]any{"deep": []any{}}}, "e": map[string]any{}},
		SliceAny:  []any{zero, nil, "s", 2.0, []any{&difftypes.ZeroTags{}, zero}},
		Arr2D:     [2][2]float64{{1, 2}, {3.5, 4e30}},
	}
	tree := &difftypes.Node{Value: 1, Children: []difftypes.Node{
		{Value: 2, Kids: []difftypes.Node{}},
		{Value: 3, Left: &difftypes.Node{Value: 4}, ByName: map[string]*difftypes.Node{"a": {Value: 5}, "b": nil}},
	}}
	return []any{
		zero, &difftypes.ZeroTags{}, coll, &difftypes.Collections{}, tree,
		&difftypes.Tags{Renamed: 1, OmitSlice: []int{1, 2}, OmitMap: map[string]int{"m": 1}, HTMLName: "<>"},
		&difftypes.Interfaces{Anys: []any{zero, coll, tree}, MapAny: map[string]any{"z": zero, "t": tree}},
		[]any{zero, tree, coll, "<end>", 1.5, true, nil},
		"top <string>", 42.0, nil, []any{}, map[string]any{},
	}
}

// TestEncoderMatchesEncodingJSON encodes the datasets and encoderValues,
// each twice in a row on the same Encoder, under every encoderConfig (a
// third of them with -short), and compares with json.Encoder. Without a
// threshold each Encode must be one Write.
func TestEncoderMatchesEncodingJSON(t *testing.T) {
	names, values := encoderDatasets(t)
	for i, v := range encoderValues() {
		names = append(names, fmt.Sprintf("value%d", i))
		values = append(values, v)
	}
	for _, c := range encoderConfigs() {
		if testing.Short() && (!c.html || c.threshold == 64 || c.threshold == 1<<30) {
			continue
		}
		t.Run(c.String(), func(t *testing.T) {
			for i, v := range values {
				var want bytes.Buffer
				var got recorder
				std, gen := c.newEncoders(&want, &got)
				for range 2 {
					if err := std.Encode(v); err != nil {
						t.Fatal(err)
					}
					if err := gen.Encode(v); err != nil {
						t.Fatalf("%s: %v", names[i], err)
					}
				}
				if !bytes.Equal(got.Bytes(), want.Bytes()) {
					t.Errorf("%s: output differs from json.Encoder's\n%s", names[i], firstDifference(got.Bytes(), want.Bytes()))
				}
				if c.threshold == 0 && len(got.sizes) != 2 {
					t.Errorf("%s: %d Write calls for two values", names[i], len(got.sizes))
				}
			}
		})
	}
}

// TestEncoderCallSequences makes the same random sequences of calls on a
// json.Encoder and a jsongen.Encoder: Encode of values that encode and of
// values that fail, and between them SetIndent (turning it off too) and
// SetEscapeHTML. The output and the error must be the same after every
// call. The jsongen Encoder's flush threshold changes along the way too,
// to none before a value that fails (with one, a part may be written).
func TestEncoderCallSequences(t *testing.T) {
	good := encoderValues()
	bad := []any{
		math.NaN(),
		[]any{1.0, math.Inf(1)},
		&difftypes.Methods{Vs: []difftypes.ValMarshal{{N: 1}, {N: 13}}},
		cyclicMap(),
	}
	indents := [][2]string{{"", ""}, {"", "  "}, {"> ", "\t"}}
	thresholds := []int{0, 1, 64, 4 << 10}
	rng := rand.New(rand.NewPCG(1, 2))
	for seq := range 300 {
		var want, got bytes.Buffer
		std, gen := json.NewEncoder(&want), jsongen.NewEncoder(&got)
		var calls []string
		for range 12 {
			var werr, gerr error
			switch rng.IntN(5) {
			case 0:
				ind := indents[rng.IntN(len(indents))]
				std.SetIndent(ind[0], ind[1])
				gen.SetIndent(ind[0], ind[1])
				calls = append(calls, fmt.Sprintf("SetIndent(%q, %q)", ind[0], ind[1]))
			case 1:
				html := rng.IntN(2) == 0
				std.SetEscapeHTML(html)
				gen.SetEscapeHTML(html)
				calls = append(calls, fmt.Sprintf("SetEscapeHTML(%v)", html))
			case 2:
				i := rng.IntN(len(bad))
				gen.SetFlushThreshold(0)
				werr, gerr = std.Encode(bad[i]), gen.Encode(bad[i])
				calls = append(calls, fmt.Sprintf("Encode(bad[%d])", i))
			default:
				i, th := rng.IntN(len(good)), thresholds[rng.IntN(len(thresholds))]
				gen.SetFlushThreshold(th)
				werr, gerr = std.Encode(good[i]), gen.Encode(good[i])
				calls = append(calls, fmt.Sprintf("SetFlushThreshold(%d); Encode(good[%d])", th, i))
			}
			if !sameEncodeError(gerr, werr) || !bytes.Equal(got.Bytes(), want.Bytes()) {
				t.Fatalf("sequence %d: after %s: error %v, want %v; output:\n%s", seq, strings.Join(calls, "; "), gerr, werr, firstDifference(got.Bytes(), want.Bytes()))
			}
		}
	}
}

// firstDifference describes where got and want first differ.
func firstDifference(got, want []byte) string {
	i := 0
	for i < len(got) && i < len(want) && got[i] == want[i] {
		i++
	}
	clip := func(b []byte) []byte { return b[max(i-40, 0):min(i+40, len(b))] }
	return fmt.Sprintf("at byte %d of %d (want %d):\ngot  %q\nwant %q", i, len(got), len(want), clip(got), clip(want))
}

// TestEncoderFlushPoints checks where a flushing Encoder writes: for
// documents decoded into any, which the Encoder writes itself, every
// element of an array and member of an object is a flush point, so the
// sizes of the Write calls can be worked out from the output alone. A
// part is written at the first flush point where the bytes since the
// last part reach the threshold, and what is left at the end goes out
// with the newline.
func TestEncoderFlushPoints(t *testing.T) {
	names, values := encoderDatasets(t)
	for _, threshold := range []int{1, 64, 4 << 10, 1 << 30} {
		for i, v := range values {
			var rec recorder
			enc := jsongen.NewEncoder(&rec)
			enc.SetFlushThreshold(threshold)
			if err := enc.Encode(v); err != nil {
				t.Fatal(err)
			}
			want := flushSizes(rec.Bytes(), threshold)
			if !slices.Equal(rec.sizes, want) {
				t.Errorf("threshold %d, %s: %d writes, want %d", threshold, names[i], len(rec.sizes), len(want))
				for j := range min(len(rec.sizes), len(want)) {
					if rec.sizes[j] != want[j] {
						t.Errorf("write %d is %d bytes, want %d", j, rec.sizes[j], want[j])
						break
					}
				}
			}
		}
	}
}

// flushSizes returns the sizes of the Write calls a flushing Encoder
// makes for out, the compact encoding of a value made of []any,
// map[string]any and scalars, followed by a newline. The flush points
// are just inside each non-empty array and object and at each comma
// between elements.
func flushSizes(out []byte, threshold int) []int {
	var sizes []int
	start := 0
	point := func(at int) {
		if at-start >= threshold {
			sizes = append(sizes, at-start)
			start = at
		}
	}
	inString := false
	for i := 0; i < len(out); i++ {
		c := out[i]
		switch {
		case inString && c == '\\':
			i++
		case c == '"':
			inString = !inString
		case inString:
		case c == '[' || c == '{':
			if next := out[i+1]; next != ']' && next != '}' {
				point(i + 1)
			}
		case c == ',':
			point(i)
		}
	}
	return append(sizes, len(out)-start)
}

// failingMarshaler fails when its value is 13.
type failingMarshaler int

func (m failingMarshaler) MarshalJSON() ([]byte, error) {
	if m == 13 {
		return nil, errors.New("unlucky")
	}
	return []byte(strconv.Itoa(int(m))), nil
}

// TestEncoderErrors checks values that fail to encode: without a
// threshold (or before the first part is written) nothing is written and
// the error is json.Encoder's; the Encoder goes on with the next value.
func TestEncoderErrors(t *testing.T) {
	cyclic := map[string]any{}
	cyclic["self"] = cyclic
	node := &difftypes.Node{Value: 1}
	node.Children = []difftypes.Node{{Value: 2, Left: node}}
	for i := range 1100 { // deeper than encoding/json's start of cycle checks
		node = &difftypes.Node{Value: i, Left: node}
	}
	node.Left.Left.Left = node
	bad := []any{
		math.NaN(),
		[]any{"a", math.Inf(-1)},
		map[string]any{"b": []any{1.0, math.NaN()}},
		&difftypes.Collections{MapAny: map[string]any{"x": math.Inf(1)}},
		&difftypes.Methods{Vs: []difftypes.ValMarshal{{N: 1}, {N: 13}}},
		&difftypes.Methods{Vs: []difftypes.ValMarshal{{N: 14}}},
		&difftypes.Methods{T: difftypes.ValText{S: "fail"}},
		[]any{failingMarshaler(1), failingMarshaler(13)},
		cyclic,
		node,
	}
	for _, c := range encoderConfigs() {
		if c.threshold != 0 && c.threshold != 1<<30 {
			continue // parts may be written: see TestEncoderPartialOutput
		}
		for i, v := range bad {
			var want, got bytes.Buffer
			std, gen := c.newEncoders(&want, &got)
			werr, gerr := std.Encode(v), gen.Encode(v)
			if werr == nil || !sameEncodeError(gerr, werr) {
				t.Errorf("%v, value %d: error %T %v, want %T %v", c, i, gerr, gerr, werr, werr)
			}
			if got.Len() != 0 || want.Len() != 0 {
				t.Errorf("%v, value %d: wrote %q (encoding/json %q)", c, i, got.Bytes(), want.Bytes())
			}
			std.Encode("next")
			if err := gen.Encode("next"); err != nil || got.String() != want.String() {
				t.Errorf("%v, value %d: next value: %v %q", c, i, err, got.Bytes())
			}
		}
	}
}

// TestEncoderPartialOutput checks the documented output of a flushing
// Encoder when encoding fails after a part was written: the start of the
// encoding, up to an element boundary, then the error, from every call.
func TestEncoderPartialOutput(t *testing.T) {
	cases := []struct {
		v         any
		threshold int
		want      string
	}{
		{[]any{"aaaa", "bbbb", math.NaN(), "cccc"}, 1, `["aaaa","bbbb"`},
		{[]any{"aaaa", "bbbb", math.NaN(), "cccc"}, 8, `["aaaa","bbbb"`},
		{[]any{"aaaa", "bbbb", math.NaN(), "cccc"}, 15, ``},
		{map[string]any{"a": []any{1.0, 2.0}, "b": math.Inf(1)}, 1, `{"a":[1,2]`},
		{[]any{failingMarshaler(1), failingMarshaler(2), failingMarshaler(13)}, 1, `[1,2`},
		// Cycles are found 1000 levels down, as encoding/json finds them.
		{cyclicMap(), 1, strings.Repeat(`{"a":[1,2],"z":`, 1000) + `{"a":[1,2]`},
		{&difftypes.Methods{Vs: []difftypes.ValMarshal{{N: 1}, {N: 2}, {N: 13}}}, 1,
			`{"V":{"n":0,"html":"\u003c\u0026\u003e"},"PV":null,"P":"ptr:0","PP":null,"T":"text:","PT":null,"PtrT":"ptrtext:","PPtrT":null,"IT":"#0","Vs":[{"n":1,"html":"\u003c\u0026\u003e"},{"n":2,"html":"\u003c\u0026\u003e"}`},
		// The first member of a ZeroTags is omitted: the brace comes from
		// the flush.
		{&difftypes.Interfaces{Anys: []any{&difftypes.ZeroTags{Slice: []int{1, 2}, Any: math.NaN()}}}, 1,
			`{"Any":null,"Iface":null,"Stringer":null,"Err":null,"Anys":[{"Slice":[1`},
	}
	for i, c := range cases {
		var got bytes.Buffer
		enc := jsongen.NewEncoder(&got)
		enc.SetFlushThreshold(c.threshold)
		werr := json.NewEncoder(io.Discard).Encode(c.v)
		err := enc.Encode(c.v)
		if werr == nil || !sameEncodeError(err, werr) {
			t.Errorf("case %d: error %v, want %v", i, err, werr)
		}
		if got.String() != c.want {
			t.Errorf("case %d: wrote\n%s\nwant\n%s", i, got.Bytes(), c.want)
		}
		err2 := enc.Encode("next")
		if c.want == "" {
			// Nothing was written: the Encoder goes on.
			if err2 != nil || got.String() != "\"next\"\n" {
				t.Errorf("case %d: next value: %v, wrote %q", i, err2, got.Bytes())
			}
		} else if err2 != err || got.String() != c.want {
			t.Errorf("case %d: next value: %v, output %q; want the first error again and nothing written", i, err2, got.Bytes())
		}
	}
}

// cyclicMap returns a map that holds itself.
func cyclicMap() map[string]any {
	m := map[string]any{"a": []any{1.0, 2.0}}
	m["z"] = m
	return m
}

// TestEncoderWriteError checks that a failing Write is returned, by every
// later call as well without writing, as json.Encoder does, and that a
// flushing Encoder stops encoding soon after it.
func TestEncoderWriteError(t *testing.T) {
	for _, c := range encoderConfigs() {
		std := recorder{failAt: 2}
		gen := recorder{failAt: 2}
		se, ge := c.newEncoders(&std, &gen)
		failed := false
		for i := range 3 {
			v := []any{float64(i), "x"}
			werr, gerr := se.Encode(v), ge.Encode(v)
			if c.threshold == 0 && gerr != werr {
				t.Errorf("%v: Encode %d: %v, want %v", c, i, gerr, werr)
			}
			if failed && gerr != errWriteFailed {
				t.Errorf("%v: Encode %d after the failure: %v", c, i, gerr)
			}
			failed = failed || gerr == errWriteFailed
		}
		if !failed || len(gen.sizes) != 2 {
			t.Errorf("%v: writes %v, want two, the second failing", c, gen.sizes)
		}
	}

	// A value of a million elements, written in parts of one element:
	// once the third Write fails, Next tells the loops to stop.
	var calls int
	counted := make([]any, 1_000_000)
	for i := range counted {
		counted[i] = countingMarshaler{&calls}
	}
	for _, v := range []any{counted, map[string]any{"a": counted}} {
		calls = 0
		rec := recorder{failAt: 3}
		enc := jsongen.NewEncoder(&rec)
		enc.SetFlushThreshold(1)
		if err := enc.Encode(v); err != errWriteFailed {
			t.Errorf("Encode: %v, want %v", err, errWriteFailed)
		}
		if len(rec.sizes) != 3 || calls > 10 {
			t.Errorf("%d writes, %d elements encoded", len(rec.sizes), calls)
		}
	}
}

// countingMarshaler counts its calls.
type countingMarshaler struct{ calls *int }

func (m countingMarshaler) MarshalJSON() ([]byte, error) {
	*m.calls++
	return []byte("0"), nil
}

// TestEncoderDeepNesting encodes arrays nested as deeply as json.Indent
// allows, and deeper, where json.Encoder with SetIndent fails with a
// *json.SyntaxError: the error must be the same, offset included. The
// indentation is a prefix alone, which keeps the indented text small.
func TestEncoderDeepNesting(t *testing.T) {
	for _, depth := range []int{10000, 10001, 50000} {
		var v any = []any{}
		for range depth - 1 {
			v = []any{v}
		}
		for _, prefix := range []string{"", "> "} {
			// What json.Encoder would write if it allowed any depth.
			indented := "[" + strings.Repeat("\n"+prefix+"[", depth-1) + "]" + strings.Repeat("\n"+prefix+"]", depth-1) + "\n"
			if prefix == "" {
				indented = strings.Repeat("[", depth) + strings.Repeat("]", depth) + "\n"
			}
			for _, threshold := range []int{0, 1, 64, 1 << 30} {
				c := encoderConfig{html: true, prefix: prefix, threshold: threshold}
				var want, got bytes.Buffer
				std, gen := c.newEncoders(&want, &got)
				werr, gerr := std.Encode(v), gen.Encode(v)
				if !reflect.DeepEqual(gerr, werr) {
					t.Errorf("depth %d, %v: error %#v, want %#v", depth, c, gerr, werr)
				}
				switch {
				case werr == nil && got.String() != want.String():
					t.Errorf("depth %d, %v: output differs", depth, c)
				case werr != nil && c.threshold == 0 && got.Len() != 0:
					t.Errorf("depth %d, %v: wrote %d bytes", depth, c, got.Len())
				case werr != nil && !strings.HasPrefix(indented, got.String()):
					t.Errorf("depth %d, %v: output is not the start of the value's", depth, c)
				}
			}
		}
	}
}

// TestEncoderBoundedMemory encodes large values, of a million elements or
// entries, with a threshold of 4 KiB: the parts written stay within the
// threshold plus an element, and Encode allocates next to nothing (once
// the pooled Writer's stacks have grown to hold a map's sorted keys).
func TestEncoderBoundedMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("large values")
	}
	// The pooled Writer keeps stacks sized for the large map: empty the
	// pools afterwards (a sync.Pool lets go over two collections), so
	// that tests measuring the heap after this one start from a clean one.
	t.Cleanup(func() {
		runtime.GC()
		runtime.GC()
	})
	const n = 1_000_000
	strs := make([]any, n)
	for i := range strs {
		strs[i] = fmt.Sprintf("string <%d>", i)
	}
	structs := make([]any, n/10)
	for i := range structs {
		structs[i] = &difftypes.ZeroTags{Str: "s", Slice: []int{i, i, i}}
	}
	m := make(map[string]any, n/10)
	for i := range n / 10 {
		m[strconv.Itoa(i)] = []any{float64(i), "x"}
	}
	coll := &difftypes.Collections{Strs: make([]string, n), StructSl: make([]difftypes.Scalars, n/10)}
	for i := range coll.Strs {
		coll.Strs[i] = "<" + strconv.Itoa(i) + ">"
	}
	cases := []struct {
		name string
		v    any
	}{
		{"strings", strs},
		{"structs", structs},
		{"map", m},
		{"generated", coll},
	}
	const threshold = 4 << 10
	for _, c := range cases {
		want, err := json.Marshal(c.v)
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, '\n')
		for _, indent := range []string{"", "  "} {
			var out countingWriter
			enc := jsongen.NewEncoder(&out)
			enc.SetFlushThreshold(threshold)
			enc.SetIndent("", indent)
			// Once first, to fill the Writer pool, which the garbage
			// collector must not empty in between, nor another P hold
			// (a sync.Pool keeps a Writer put back for its P alone).
			gc, procs := debug.SetGCPercent(-1), runtime.GOMAXPROCS(1)
			enc.Encode(c.v)
			out = countingWriter{}
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			err := enc.Encode(c.v)
			runtime.ReadMemStats(&after)
			debug.SetGCPercent(gc)
			runtime.GOMAXPROCS(procs)
			if err != nil {
				t.Fatal(err)
			}
			if indent == "" && (out.n != int64(len(want)) || out.sum != checksum(want)) {
				t.Errorf("%s: output differs from encoding/json's", c.name)
			}
			if out.max > threshold+256 {
				t.Errorf("%s, indent %q: a part of %d bytes", c.name, indent, out.max)
			}
			if grew := after.TotalAlloc - before.TotalAlloc; grew > 64<<10 && !raceEnabled {
				t.Errorf("%s, indent %q: Encode allocated %d bytes for %d of output", c.name, indent, grew, out.n)
			}
		}
	}
}

// countingWriter counts and sums what is written to it, and keeps the
// size of the largest Write.
type countingWriter struct {
	n, max int64
	sum    uint64
}

func (w *countingWriter) Write(p []byte) (int, error) {
	w.n += int64(len(p))
	w.max = max(w.max, int64(len(p)))
	for _, c := range p {
		w.sum = w.sum*31 + uint64(c)
	}
	return len(p), nil
}

func checksum(b []byte) uint64 {
	var w countingWriter
	w.Write(b)
	return w.sum
}

// printWrites prints what each Write call writes.
type printWrites struct{}

func (printWrites) Write(p []byte) (int, error) {
	fmt.Printf("Write(%q)\n", p)
	return len(p), nil
}

// With a flush threshold, an Encoder writes a large value in parts: here
// whenever it has 16 bytes or more to write at the start of an element.
func ExampleEncoder_SetFlushThreshold() {
	enc := jsongen.NewEncoder(printWrites{})
	enc.SetFlushThreshold(16)
	if err := enc.Encode([]any{"alpha", "beta", "gamma", "delta", "epsilon"}); err != nil {
		fmt.Println(err)
	}
	// Output:
	// Write("[\"alpha\",\"beta\",\"gamma\"")
	// Write(",\"delta\",\"epsilon\"]\n")
}
