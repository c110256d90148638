package jsonread

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// node is decoded by hand below as generated code decodes a struct with
// a slice field: Extend for each element, EndSlice after the array.
type node struct {
	N    int
	S    string
	Kids []node
}

func (v *node) decode(r *Reader) {
	if !r.BeginObject("node") {
		return
	}
	for r.ObjectNext() {
		switch r.Field(nodeFields) {
		case 0:
			r.Int(&v.N)
		case 1:
			r.Str(&v.S)
		case 2:
			decodeNodes(r, &v.Kids)
		default:
			r.Skip()
		}
	}
}

var nodeFields = NewFields("N", "S", "Kids")

func decodeNodes(r *Reader, p *[]node) {
	decodeSlice(r, p, func(r *Reader, v *node) { v.decode(r) })
}

func decodeInts(r *Reader, p *[]int) { decodeSlice(r, p, (*Reader).Int) }

// decodeSlice decodes an array into *p as generated code does: Extend for
// each element, EndSlice after the array.
func decodeSlice[E any](r *Reader, p *[]E, elem func(*Reader, *E)) {
	if r.Null() {
		*p = nil
	} else if r.BeginArray("[]E") {
		s := (*p)[:0]
		for r.ArrayNext() {
			s = Extend(r, s)
			elem(r, &s[len(s)-1])
		}
		*p = EndSlice(r, *p, s)
	}
}

// nodes builds an array of n nodes, each with kids of its own down to
// the given depth, with strings and numbers that tell them apart.
func nodes(tag string, n, depth int) []node {
	out := make([]node, n)
	for i := range out {
		out[i] = node{N: i, S: fmt.Sprintf("%s-%d-%d", tag, depth, i)}
		if depth > 0 {
			out[i].Kids = nodes(tag, (i*7)%13, depth-1)
		}
	}
	return out
}

// TestExtendMatchesEncodingJSON decodes arrays of every length up to 300,
// and nested arrays of the same element type, with one Reader reused, and
// checks each result against encoding/json, also after later documents
// have reused the scratch slices: no result may share memory with them.
func TestExtendMatchesEncodingJSON(t *testing.T) {
	r := NewReader(nil)
	var kept [][]node
	var want [][]node
	for n := 0; n <= 300; n += 1 + n/10 {
		doc, _ := json.Marshal(nodes("d"+strconv.Itoa(n), n, 2))
		var exp []node
		if err := json.Unmarshal(doc, &exp); err != nil {
			t.Fatal(err)
		}
		var got []node
		r.Reset(doc)
		decodeNodes(r, &got)
		if err := r.Err(); err != nil {
			t.Fatalf("n=%d: %v", n, err)
		}
		if !reflect.DeepEqual(got, exp) {
			t.Fatalf("n=%d: decoded differently from encoding/json", n)
		}
		if n > 0 && cap(got) != len(got) {
			t.Errorf("n=%d: cap %d, want the length", n, cap(got))
		}
		kept, want = append(kept, got), append(want, exp)
	}
	for i := range kept {
		if !reflect.DeepEqual(kept[i], want[i]) {
			t.Fatalf("result %d changed after later documents were decoded", i)
		}
	}
}

// TestExtendIntoExistingSlice decodes into slices that already hold
// elements and room, which encoding/json reuses: the result, and what is
// left in the old backing array, must be the same as with encoding/json.
func TestExtendIntoExistingSlice(t *testing.T) {
	for _, n := range []int{0, 1, 3, 4, 5, 9, 100} {
		for _, oldLen := range []int{0, 2, 4} {
			nums := make([]string, n)
			for i := range nums {
				nums[i] = strconv.Itoa(i + 10)
			}
			doc := []byte("[" + strings.Join(nums, ",") + "]")
			mk := func() []int {
				old := make([]int, oldLen, 4)
				for i := range old[:4] {
					old[:4][i] = -1 - i
				}
				return old
			}
			exp := mk()
			expArray := exp[:4]
			if err := json.Unmarshal(doc, &exp); err != nil {
				t.Fatal(err)
			}
			got := mk()
			gotArray := got[:4]
			r := NewReader(doc)
			decodeInts(r, &got)
			if err := r.Err(); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, exp) {
				t.Errorf("n=%d old len %d: got %v, want %v", n, oldLen, got, exp)
			}
			if !reflect.DeepEqual(gotArray, expArray) {
				t.Errorf("n=%d old len %d: old array left as %v, encoding/json leaves %v", n, oldLen, gotArray, expArray)
			}
		}
	}
}

// TestExtendStopped cuts a long array off mid-way: the partial slice is
// the caller's to keep, and the next document decoded with the same
// Reader must not write into it.
func TestExtendStopped(t *testing.T) {
	doc, _ := json.Marshal(nodes("x", 50, 1))
	r := NewReader(doc[:len(doc)/2])
	var got []node
	decodeNodes(r, &got)
	if r.Err() == nil {
		t.Fatal("no error for a truncated document")
	}
	snapshot := fmt.Sprint(got)
	doc2, _ := json.Marshal(nodes("y", 50, 1))
	for range 3 {
		r.Reset(doc2)
		var other []node
		decodeNodes(r, &other)
		if err := r.Err(); err != nil {
			t.Fatal(err)
		}
	}
	if fmt.Sprint(got) != snapshot {
		t.Fatal("a later document wrote into the slice left by a stopped one")
	}
}

// TestExtendZeroSize decodes long arrays into a slice of a type of size
// zero, whose elements all share one address: they take the plain append,
// never a scratch slice.
func TestExtendZeroSize(t *testing.T) {
	for _, n := range []int{0, 1, 2, 100} {
		doc := "[" + strings.TrimSuffix(strings.Repeat("{},", n), ",") + "]"
		r := NewReader([]byte(doc))
		var got []struct{}
		if r.BeginArray("[]struct{}") {
			s := got[:0]
			for r.ArrayNext() {
				s = Extend(r, s)
				// Looked at while the array is open: EndSlice lets go of
				// a scratch slice.
				if d := r.depth; d < len(r.grown) && r.grown[d] != nil {
					t.Fatalf("%d elements: a scratch slice was taken", n)
				}
				r.Skip()
			}
			got = EndSlice(r, got, s)
		}
		if err := r.Err(); err != nil || len(got) != n || got == nil {
			t.Fatalf("%d elements: got %d (nil %v), error %v", n, len(got), got == nil, err)
		}
	}
}
