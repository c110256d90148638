package jsongen_test

import (
	"encoding/json"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/jsongen/jsongen"
	"github.com/jsongen/jsongen/internal/e2e/difftypes"
)

// retentionCase decodes doc i and returns the one part of it a program
// keeps: a string from a struct, a slice, a map's keys, an any, or a
// json.RawMessage.
type retentionCase struct {
	name string
	doc  func(i int) []byte
	keep func(unmarshal func([]byte, any) error, doc []byte) (any, error)
	// extra is what jsongen may keep per document beyond the bound
	// TestRetention sets, by design: a string or an array decoded into
	// any is allocated with its header, which it keeps when taken out of
	// the interface (see jsonread's anyString and anySlice).
	extra uint64
}

const filler = `"` + "filler filler filler filler filler filler filler filler filler filler " + `"`

var retentionCases = []retentionCase{
	{"struct", func(i int) []byte {
		return fmt.Appendf(nil, `{"S":"id%07d","name":%s,"R":1,"I":2}`, i, filler)
	}, func(u func([]byte, any) error, d []byte) (any, error) {
		var v difftypes.Scalars
		err := u(d, &v)
		return v.S, err
	}, 0},
	{"slice", func(i int) []byte {
		return fmt.Appendf(nil, `{"Strs":[%s,"id%07d",%s,%s,%s,%s]}`, filler, i, filler, filler, filler, filler)
	}, func(u func([]byte, any) error, d []byte) (any, error) {
		var v difftypes.Collections
		err := u(d, &v)
		return v.Strs[1], err
	}, 0},
	{"map keys", func(i int) []byte {
		return fmt.Appendf(nil, `{"MapStr":{"filler filler filler filler a":1,"id%07d":2,"filler filler filler filler filler b":3,"filler filler filler filler filler c":4}}`, i)
	}, func(u func([]byte, any) error, d []byte) (any, error) {
		var v difftypes.Collections
		err := u(d, &v)
		for k := range v.MapStr {
			if strings.HasPrefix(k, "id") {
				return k, err
			}
		}
		return nil, fmt.Errorf("no id in %v", v.MapStr)
	}, 0},
	{"any", func(i int) []byte {
		return fmt.Appendf(nil, `{"a":%s,"id":"id%07d","b":%s,"c":[%s,%s],"d":%s}`, filler, i, filler, filler, filler, filler)
	}, func(u func([]byte, any) error, d []byte) (any, error) {
		var v any
		err := u(d, &v)
		return v.(map[string]any)["id"], err
	}, 0},
	{"string from any", func(i int) []byte {
		return fmt.Appendf(nil, `{"a":%s,"id":"id%07d","b":%s}`, filler, i, filler)
	}, func(u func([]byte, any) error, d []byte) (any, error) {
		var v any
		err := u(d, &v)
		s := new(string)
		*s, _ = v.(map[string]any)["id"].(string)
		return s, err
	}, 16},
	{"array from any", func(i int) []byte {
		return fmt.Appendf(nil, `{"a":%s,"ids":[%d,%d],"b":%s}`, filler, i, i+1, filler)
	}, func(u func([]byte, any) error, d []byte) (any, error) {
		var v any
		err := u(d, &v)
		s := new([]any)
		*s, _ = v.(map[string]any)["ids"].([]any)
		return s, err
	}, 24},
	{"RawMessage", func(i int) []byte {
		return fmt.Appendf(nil, `{"Raw":"id%07d","N":1,"D":2,"PRaw":[%s,%s,%s,%s]}`, i, filler, filler, filler, filler)
	}, func(u func([]byte, any) error, d []byte) (any, error) {
		var v difftypes.Special
		err := u(d, &v)
		return v.Raw, err
	}, 0},
}

// retained decodes n documents with unmarshal, keeps one part of each,
// and returns the heap those parts keep alive, after garbage collection.
func retained(t testing.TB, c retentionCase, n int, unmarshal func([]byte, any) error) uint64 {
	docs := make([][]byte, n)
	for i := range docs {
		docs[i] = c.doc(i)
	}
	kept := make([]any, n)
	var before, after runtime.MemStats
	// Two collections, as after decoding: the first can leave objects
	// freed by the sweep of a previous test for the second to count.
	runtime.GC()
	runtime.GC()
	runtime.ReadMemStats(&before)
	for i, d := range docs {
		v, err := c.keep(unmarshal, d)
		if err != nil {
			t.Fatal(err)
		}
		kept[i] = v
	}
	runtime.GC()
	runtime.GC()
	runtime.ReadMemStats(&after)
	runtime.KeepAlive(kept)
	runtime.KeepAlive(docs)
	if after.HeapAlloc < before.HeapAlloc {
		return 0
	}
	return after.HeapAlloc - before.HeapAlloc
}

// TestRetention decodes many documents, keeps one small part of each (a
// string in a struct, in a slice, a map key, a string in an any, a
// json.RawMessage, a string or an array taken out of an any), and
// requires the heap those parts keep alive to be within 1.5 times what the
// same parts decoded by encoding/json keep, plus the header a string or
// an array decoded into any is allocated with (16 or 24 bytes), and a
// little slack for the collector's own noise. StringBlocks, which lets
// strings share blocks, keeps several times more: it is the caller's
// choice, and the test shows its cost.
func TestRetention(t *testing.T) {
	const n = 20000
	blocks := func(d []byte, v any) error { return jsongen.UnmarshalOptions{StringBlocks: true}.Unmarshal(d, v) }
	for _, c := range retentionCases {
		t.Run(c.name, func(t *testing.T) {
			std := retained(t, c, n, json.Unmarshal)
			gen := retained(t, c, n, jsongen.Unmarshal)
			shared := retained(t, c, n, blocks)
			t.Logf("kept after %d documents: encoding/json %d kB, jsongen %d kB, with StringBlocks %d kB", n, std>>10, gen>>10, shared>>10)
			if float64(gen) > 1.5*float64(std)+float64(n*c.extra)+64<<10 {
				t.Errorf("jsongen keeps %d kB alive, encoding/json %d kB", gen>>10, std>>10)
			}
		})
	}
}
