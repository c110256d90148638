package jsonread

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"unsafe"
)

// TestAnyArraysMatchEncodingJSON decodes nested arrays of many lengths
// into any with one Reader, a truncated document among them, and checks
// every result against encoding/json once all have been decoded: the
// stack the elements gather on must leave nothing behind in them.
func TestAnyArraysMatchEncodingJSON(t *testing.T) {
	var docs []string
	for n := 0; n <= 200; n += 1 + n/8 {
		var b strings.Builder
		b.WriteString("[")
		for i := range n {
			if i > 0 {
				b.WriteString(",")
			}
			fmt.Fprintf(&b, `[%d,"s%d",[%s],{"a":[%d,[]]}]`, i, n, strings.Repeat("1,", i%5)+"2", n)
		}
		b.WriteString("]")
		docs = append(docs, b.String())
	}
	r := NewReader(nil)
	var got, want []any
	for i, doc := range docs {
		if i == len(docs)/2 {
			r.Reset([]byte(doc[:len(doc)*2/3]))
			var v any
			if r.Any(&v); r.Err() == nil {
				t.Fatal("no error for a truncated document")
			}
		}
		var v, w any
		r.Reset([]byte(doc))
		r.Any(&v)
		if err := r.Err(); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal([]byte(doc), &w); err != nil {
			t.Fatal(err)
		}
		got, want = append(got, v), append(want, w)
	}
	for i := range got {
		if !reflect.DeepEqual(got[i], want[i]) {
			t.Fatalf("document %d: decoded differently from encoding/json", i)
		}
	}
}

// TestAnyObjectsMatchEncodingJSON decodes objects of every size up to 40
// members into any, nested in each other, with names repeated across the
// first eight members (which go straight into the map) and the rest (which
// gather on the Reader's stacks first), and compares with encoding/json:
// the last of repeated names must win, and nothing may be left behind.
func TestAnyObjectsMatchEncodingJSON(t *testing.T) {
	r := NewReader(nil)
	var got, want []any
	for n := 0; n <= 40; n++ {
		var b strings.Builder
		b.WriteString("{")
		for i := range n {
			if i > 0 {
				b.WriteString(",")
			}
			name := fmt.Sprintf("k%d", i)
			if i%5 == 4 {
				name = fmt.Sprintf("k%d", i*3%(i+1)) // an earlier name again
			}
			fmt.Fprintf(&b, "%q:", name)
			if i%7 == 6 {
				fmt.Fprintf(&b, `{"x":%d,"y":[1,{"z":%d}],"k0":%d,"k1":1,"k2":2,"k3":3,"k4":4,"k5":5,"k6":6,"k7":7,"x":"again"}`, i, n, i)
			} else {
				fmt.Fprintf(&b, "%d", n*100+i)
			}
		}
		b.WriteString("}")
		doc := []byte(b.String())
		var v, w any
		r.Reset(doc)
		r.Any(&v)
		if err := r.Err(); err != nil {
			t.Fatalf("%s: %v", doc, err)
		}
		if err := json.Unmarshal(doc, &w); err != nil {
			t.Fatal(err)
		}
		got, want = append(got, v), append(want, w)
	}
	for i := range got {
		if !reflect.DeepEqual(got[i], want[i]) {
			t.Fatalf("object of %d members: got %v, want %v", i, got[i], want[i])
		}
	}
}

// TestObjectKeysInterned checks that member names decoded as map keys
// (into any, into map[string]any, and through KeyString for generated
// maps) share one string per name when they repeat, as StrIntern's
// values do, up to the interner's limit of internMaxLen bytes, and that
// the maps hold what encoding/json's hold.
func TestObjectKeysInterned(t *testing.T) {
	// Each document repeats one short name, beside a name too long to
	// intern: the cache is direct-mapped with a random seed, so two short
	// names in one document would evict each other in one run of 256.
	long := strings.Repeat("k", internMaxLen+1)
	for _, name := range []string{"name", "id"} {
		in := `[{"` + name + `":1,"` + long + `":3},{"` + name + `":4,"` + long + `":6}]`
		var want any
		if err := json.Unmarshal([]byte(in), &want); err != nil {
			t.Fatal(err)
		}
		r := NewReader([]byte(in))
		var got any
		r.Any(&got)
		r.End()
		if err := r.Err(); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("got %v, want %v", got, want)
		}
		maps := got.([]any)
		keys := func(m any) map[string]string {
			out := map[string]string{}
			for k := range m.(map[string]any) {
				out[k] = k
			}
			return out
		}
		a, b := keys(maps[0]), keys(maps[1])
		if unsafe.StringData(a[name]) != unsafe.StringData(b[name]) {
			t.Errorf("the two %q keys are separate strings", name)
		}
		if unsafe.StringData(a[long]) == unsafe.StringData(b[long]) {
			t.Errorf("a key over %d bytes was interned", internMaxLen)
		}
	}

	// Keys of more than one byte: the runtime gives every one-byte string
	// the same static memory.
	r := NewReader([]byte(`{"key":1,"` + long + `":2}{"key":3}`))
	var first, second string
	r.BeginObject("map[string]int")
	r.ObjectNext()
	first = r.KeyString()
	r.Skip()
	r.ObjectNext()
	r.KeyString()
	r.Skip()
	r.ObjectNext()
	r.BeginObject("map[string]int")
	r.ObjectNext()
	second = r.KeyString()
	if first != "key" || second != "key" || unsafe.StringData(first) != unsafe.StringData(second) {
		t.Errorf("KeyString: %q and %q, shared %v", first, second, unsafe.StringData(first) == unsafe.StringData(second))
	}
}
