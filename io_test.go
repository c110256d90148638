package jsongen_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strings"
	"sync"
	"testing"
	"testing/iotest"

	"github.com/jsongen/jsongen"
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

func TestEncoder(t *testing.T) {
	var got, want bytes.Buffer
	vals := []any{map[string]any{"b": "<&>", "a": []any{1.0, nil}}, "x", 3.0}
	enc, std := jsongen.NewEncoder(&got), json.NewEncoder(&want)
	for _, html := range []bool{true, false} {
		enc.SetEscapeHTML(html)
		std.SetEscapeHTML(html)
		for _, v := range vals {
			if err := enc.Encode(v); err != nil {
				t.Fatal(err)
			}
			std.Encode(v)
		}
	}
	enc.SetIndent(">", "  ")
	std.SetIndent(">", "  ")
	enc.Encode(vals[0])
	std.Encode(vals[0])
	if got.String() != want.String() {
		t.Errorf("got:\n%s\nwant:\n%s", got.String(), want.String())
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
	defer jsongen.InitPool(jsongen.DefaultPoolConfig)
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
