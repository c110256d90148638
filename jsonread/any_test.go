package jsonread

import (
	"encoding/json"
	"fmt"
	"math"
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

// TestInternHash checks the interner's hash: a name gets the same slot
// whatever bytes follow it in memory (short names are read a word at a
// time, past their end), every byte of a name of up to 16 bytes counts,
// and the names of real documents spread over the slots about as a random
// hash would spread them.
func TestInternHash(t *testing.T) {
	for n := 0; n <= 20; n++ {
		name := strings.Repeat("x", n)
		want := internHash([]byte(name))
		for _, after := range []string{"", `"`, `":1}`, "\x00\x00\x00\x00\x00\x00\x00\x00", "\xff\xff\xff\xff\xff\xff\xff\xff"} {
			buf := []byte(name + after)
			if got := internHash(buf[:n]); got != want {
				t.Errorf("%q followed by %q: slot %d, alone %d", name, after, got, want)
			}
		}
	}
	// One byte changed anywhere in a name of up to 16 bytes moves it, for
	// most changes (a multiplicative hash of 8 bits maps some to one slot).
	moved, tried := 0, 0
	for n := 1; n <= 16; n++ {
		for i := range n {
			for _, c := range []byte("aZ0_") {
				a, b := []byte(strings.Repeat("m", n)), []byte(strings.Repeat("m", n))
				b[i] = c
				tried++
				if internHash(a) != internHash(b) {
					moved++
				}
			}
		}
	}
	if moved < tried*95/100 {
		t.Errorf("one changed byte moved %d of %d names", moved, tried)
	}
	// Field names of the kind APIs use, against the collisions a random
	// hash would give (the expected number of names that find their slot
	// taken).
	var names []string
	for _, base := range []string{"id", "name", "created_at", "updated_at", "url", "user", "type", "status", "value", "count"} {
		names = append(names, base)
		for _, suffix := range []string{"_id", "_str", "_url", "_count", "s", "_at", "_by", "_ids"} {
			names = append(names, base+suffix)
		}
	}
	for i := range 60 {
		names = append(names, fmt.Sprint("field", i), fmt.Sprint(1000000+i*7919))
	}
	slots := map[int]bool{}
	for _, s := range names {
		slots[internHash([]byte(s))] = true
	}
	collided := len(names) - len(slots)
	random := float64(len(names)) - internSlots*(1-math.Pow(1-1.0/internSlots, float64(len(names))))
	if float64(collided) > 1.3*random {
		t.Errorf("%d names: %d collisions, a random hash expects %.1f", len(names), collided, random)
	}
}

// TestAnyObjectSizes decodes objects into any whose sizes the Reader
// predicts from the last object that began with the same name, right and
// wrong both ways, with repeated names, nesting and errors, against
// encoding/json.
func TestAnyObjectSizes(t *testing.T) {
	member := func(i int) string { return fmt.Sprintf(`"k%d":%d`, i, i) }
	object := func(first string, n int, extra ...string) string {
		ms := []string{`"` + first + `":0`}
		for i := 1; i < n; i++ {
			ms = append(ms, member(i))
		}
		return "{" + strings.Join(append(ms, extra...), ",") + "}"
	}
	var docs []string
	sizes := []int{1, 7, 8, 9, 10, 14, 15, 16, 40, 300}
	for _, a := range sizes {
		for _, b := range sizes {
			// Two objects beginning with the same name: the second's size is
			// predicted from the first's.
			docs = append(docs, "["+object("first", a)+","+object("first", b)+","+object("first", a)+"]")
		}
	}
	docs = append(docs,
		// Repeated names, the last of which wins, in each part of the map.
		"["+object("r", 20)+","+object("r", 20, `"r":1`, `"k3":"again"`, `"k15":null`)+"]",
		"["+object("r", 3)+","+object("r", 3, `"k1":"x"`, `"r":[1]`)+"]",
		// Objects nested in members while their parent's gather.
		"["+object("n", 12)+","+object("n", 12, `"inner":`+object("n", 12, `"deep":`+object("n", 2)))+"]",
		`{"a":{},"b":{"a":{}},"c":[{},{"x":{}}]}`,
	)
	for _, doc := range docs {
		var want any
		if err := json.Unmarshal([]byte(doc), &want); err != nil {
			t.Fatal(err)
		}
		r := NewReader([]byte(doc))
		var got any
		r.Any(&got)
		r.End()
		if err := r.Err(); err != nil {
			t.Fatalf("%s: %v", doc, err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("%s:\ngot  %v\nwant %v", doc, got, want)
		}
		if len(r.anyKeys) != 0 || len(r.anyStack) != 0 {
			t.Fatalf("%s: %d names and %d values left on the stacks", doc, len(r.anyKeys), len(r.anyStack))
		}
	}
	// Errors inside a gathering object: the Reader stops with encoding/json's
	// error and its stacks are emptied by Reset.
	r := NewReader(nil)
	for _, doc := range []string{
		"[" + object("e", 20) + "," + object("e", 20, `"bad":tru`) + "]",
		"[" + object("e", 20) + "," + object("e", 5, `"bad"`) + "]",
	} {
		r.Reset([]byte(doc))
		var got any
		r.Any(&got)
		r.End()
		err, werr := StdError([]byte(doc), &got, r.Err()), json.Unmarshal([]byte(doc), new(any))
		if err == nil || werr == nil || err.Error() != werr.Error() {
			t.Errorf("%s: error %v, encoding/json's %v", doc, err, werr)
		}
	}
	r.Reset([]byte("{}"))
	if len(r.anyKeys) != 0 || len(r.anyStack) != 0 {
		t.Errorf("after Reset: %d names and %d values on the stacks", len(r.anyKeys), len(r.anyStack))
	}
}
