//go:build !jsongen_safe

package jsonread

import (
	"encoding/json"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"unsafe"
)

// TestStringBlockBound checks, with Options.StringBlocks, the bound the
// documentation gives on what
// one kept string can keep alive: its block, which is never larger than
// arenaBlock, nor than the rest of the input when it was made. Strings
// longer than arenaMaxString are allocated alone and leave the block as
// it was.
func TestStringBlockBound(t *testing.T) {
	var r Reader
	r.SetOptions(Options{StringBlocks: true})
	r.Reset([]byte(`["abc", "de"]`))
	var s string
	r.BeginArray("[]string")
	for r.ArrayNext() {
		r.Str(&s)
	}
	r.End()
	if r.Err() != nil || s != "de" {
		t.Fatalf("small document: %q, %v", s, r.Err())
	}
	// The block was made for "abc": its 3 bytes and the 7 after its
	// closing quote.
	if len(r.arena) != 5 || cap(r.arena) > 10 {
		t.Errorf("small document: block of %d bytes holding %d, want at most 10 holding 5", cap(r.arena), len(r.arena))
	}

	var doc []string
	for i := range 300 {
		doc = append(doc, strings.Repeat(string(rune('a'+i%26)), 1+i*7%(arenaMaxString+200)))
	}
	r.Reset([]byte(`["` + strings.Join(doc, `","`) + `"]`))
	r.BeginArray("[]string")
	blocks := 0
	for i := 0; r.ArrayNext(); i++ {
		before, oldCap := len(r.arena), cap(r.arena)
		r.Str(&s)
		if s != doc[i] {
			t.Fatalf("string %d: %q", i, s)
		}
		switch {
		case len(s) > arenaMaxString:
			if len(r.arena) != before || cap(r.arena) != oldCap {
				t.Errorf("string %d of %d bytes went into the block", i, len(s))
			}
		case len(r.arena) != before+len(s):
			blocks++
			if len(r.arena) != len(s) {
				t.Errorf("string %d: a new block holds %d bytes, want %d", i, len(r.arena), len(s))
			}
		}
		if cap(r.arena) > arenaBlock {
			t.Fatalf("string %d: block of %d bytes, more than %d", i, cap(r.arena), arenaBlock)
		}
	}
	r.End()
	if r.Err() != nil {
		t.Fatal(r.Err())
	}
	if blocks < 2 {
		t.Errorf("%d new blocks, want several", blocks)
	}
}

// TestAnyStringsShareChunks decodes documents of strings into any with
// Options.StringBlocks and one Reader, reset between them as the pool does, keeps every value, and
// checks after garbage collections that each is still the string it was
// decoded as: a chunk's headers are never written again, across Reset
// too. It also checks that the values are ordinary strings to type
// switches, == and maps, and that they took fewer allocations than one
// each.
func TestAnyStringsShareChunks(t *testing.T) {
	var r Reader
	r.SetOptions(Options{StringBlocks: true})
	var kept []any
	var want []string
	for d := range 40 {
		var doc strings.Builder
		doc.WriteString("[")
		for i := range 1 + d*7%50 {
			if i > 0 {
				doc.WriteString(",")
			}
			s := strings.Repeat(string(rune('a'+(d+i)%26)), 1+(d*i)%40) + "\u00e9"
			want = append(want, s)
			doc.WriteString(`"` + s + `"`)
		}
		doc.WriteString("]")
		r.Reset([]byte(doc.String()))
		var v any
		r.Any(&v)
		r.End()
		if r.Err() != nil {
			t.Fatal(r.Err())
		}
		kept = append(kept, v.([]any)...)
	}
	runtime.GC()
	runtime.GC()
	if len(kept) != len(want) {
		t.Fatalf("%d values, want %d", len(kept), len(want))
	}
	set := map[any]int{}
	for i, v := range kept {
		s, ok := v.(string)
		if !ok || s != want[i] || v != any(want[i]) {
			t.Fatalf("value %d: %#v, want %q", i, v, want[i])
		}
		set[v]++
	}
	if set[any(want[0])] == 0 {
		t.Errorf("a boxed string does not find its equal as a map key")
	}
	doc := []byte(`["a","b","c","d","e","f","g","h"]`)
	allocs := testing.AllocsPerRun(100, func() {
		r.Reset(doc)
		var v any
		r.Any(&v)
	})
	if allocs > 2 { // the []any, and now and then a block or a chunk
		t.Errorf("%v allocations decoding eight strings into any, want at most 2", allocs)
	}
}

// TestAnyStringsOwnTheirMemory decodes strings of every length from 0 to
// 300 bytes, with and without escapes, into any without StringBlocks, and
// checks that each is the string encoding/json gives, in memory of its
// own: not the input's (changed after decoding), not another string's,
// intact after garbage collections; that each string up to 128 bytes took
// one allocation, its header and bytes together; and that the values are
// ordinary strings to type switches, == and maps.
func TestAnyStringsOwnTheirMemory(t *testing.T) {
	var want []string
	var doc []byte
	doc = append(doc, '[')
	for n := range 301 {
		s := strings.Repeat(string(rune('a'+n%26)), n)
		lit := `"` + s + `"`
		if n%3 == 1 {
			s = "\u00e9\n" + s // an escape: the bytes come from the scratch buffer
			lit = `"\u00e9\n` + lit[1:]
		}
		want = append(want, s)
		if n > 0 {
			doc = append(doc, ',')
		}
		doc = append(doc, lit...)
	}
	doc = append(doc, ']')
	var r Reader
	r.Reset(doc)
	var v any
	r.Any(&v)
	r.End()
	if r.Err() != nil {
		t.Fatal(r.Err())
	}
	clear(doc)
	r.Reset([]byte(`["` + strings.Repeat("z", 400) + `\n"]`)) // the scratch buffer written again
	var other any
	r.Any(&other)
	runtime.GC()
	runtime.GC()
	got := v.([]any)
	type span struct{ start, end uintptr }
	var spans []span
	set := map[any]bool{}
	for i, x := range got {
		s, ok := x.(string)
		if !ok || s != want[i] || x != any(want[i]) {
			t.Fatalf("value %d: %#v, want %q", i, x, want[i])
		}
		set[x] = true
		if len(s) > 0 {
			p := uintptr(unsafe.Pointer(unsafe.StringData(s)))
			spans = append(spans, span{p, p + uintptr(len(s))})
		}
	}
	for i, a := range spans {
		for _, b := range spans[i+1:] {
			if a.start < b.end && b.start < a.end {
				t.Fatalf("two strings share memory: %x-%x and %x-%x", a.start, a.end, b.start, b.end)
			}
		}
	}
	if !set[any(want[40])] {
		t.Errorf("a decoded string does not find its equal as a map key")
	}
	for _, n := range []int{1, 8, 9, 16, 17, 64, 100, 128} {
		s := strings.Repeat("x", n)
		in := []byte(`["` + s + `","` + s + `","` + s + `","` + s + `"]`)
		allocs := testing.AllocsPerRun(100, func() {
			r.Reset(in)
			var v any
			r.Any(&v)
		})
		if allocs != 5 { // the []any with its header, and one per string (two each before)
			t.Errorf("four strings of %d bytes into any: %v allocations, want 5", n, allocs)
		}
	}
}

// TestAnySlicesOwnTheirMemory decodes arrays of 0 to 20 elements into any
// and checks them against encoding/json; that each slice has its length
// as capacity and memory of its own, so that writing an element or
// appending to one changes no other; that they are intact after garbage
// collections; and that arrays of up to 8 elements took one allocation,
// header and elements together, and longer ones two.
func TestAnySlicesOwnTheirMemory(t *testing.T) {
	var arrays []string
	for n := range 21 {
		var elems []string
		for i := range n {
			elems = append(elems, []string{"true", "null", "false", `"s"`, "[1]", "{}", "2.5", "[]"}[i%8])
		}
		arrays = append(arrays, "["+strings.Join(elems, ",")+"]")
	}
	doc := "[" + strings.Join(arrays, ",") + "," + strings.Join(arrays, ",") + "]"
	var want any
	if err := json.Unmarshal([]byte(doc), &want); err != nil {
		t.Fatal(err)
	}
	var r Reader
	r.Reset([]byte(doc))
	var v any
	r.Any(&v)
	r.End()
	if r.Err() != nil {
		t.Fatal(r.Err())
	}
	runtime.GC()
	if !reflect.DeepEqual(v, want) {
		t.Fatalf("got %v\nwant %v", v, want)
	}
	got := v.([]any)
	for i, x := range got {
		s := x.([]any)
		if cap(s) != len(s) {
			t.Errorf("array %d: length %d, capacity %d", i, len(s), cap(s))
		}
		if len(s) > 0 {
			s[0] = "written" // must not show in any other slice
			_ = append(s, "appended")
		}
	}
	runtime.GC()
	for i, x := range got {
		s, w := x.([]any), want.([]any)[i].([]any)
		if len(s) > 0 && s[0] != "written" || !reflect.DeepEqual(s[min(1, len(s)):], w[min(1, len(w)):]) {
			t.Fatalf("array %d changed by another's write: %v, want %v", i, s, w)
		}
	}
	if e, ok := got[0].([]any); !ok || e == nil || len(e) != 0 {
		t.Errorf("empty array: %#v", got[0])
	}
	for n := range 12 {
		in := []byte("[" + strings.TrimSuffix(strings.Repeat("true,", n), ",") + "]")
		allocs := testing.AllocsPerRun(100, func() {
			r.Reset(in)
			var v any
			r.Any(&v)
		})
		want := 2.0
		if n == 0 {
			want = 0
		} else if n <= 8 {
			want = 1
		}
		if allocs != want {
			t.Errorf("an array of %d bools into any: %v allocations, want %v", n, allocs, want)
		}
	}
}
