package jsonread

import (
	"reflect"
	"sync"
)

// Decoding an array into a slice does not know the array's length
// beforehand. Grow finds room by doubling, as append does, which leaves a
// chain of outgrown backing arrays for the garbage collector and, on
// average, a quarter of the last one unused. Extend instead moves an array
// that outgrows its first allocation into a scratch slice kept for reuse;
// EndSlice then copies the elements into one allocation of exactly the
// right length and clears the scratch slice for the next array.
//
// These functions take []E, not a type parameter S ~[]E: a named slice
// type converts to and from []E implicitly, and the compiler instantiates
// a generic function once per shape of its type arguments. With S, the
// shape was the slice type itself, so a package with slices of a thousand
// pointer types compiled a thousand copies of each function; with E, all
// pointer elements share one (bench/buildcost measures the difference).

// Grow returns s extended by one element. Like encoding/json, it reuses
// s's backing array when there is room, so the new element keeps whatever
// value the array held there; decoding an array into a slice thus merges
// into the elements that were there before.
//
// A slice with no room yet is given room for 64 bytes of elements (at
// least one), as easyjson does: short arrays of small elements, the most
// common kind, then take one allocation instead of a chain of doublings.
// Generated code calls [Extend], which allocates less for long arrays.
func Grow[E any](s []E) []E {
	if len(s) < cap(s) {
		return s[:len(s)+1]
	}
	if cap(s) == 0 {
		return firstSlice[E]()
	}
	var zero E
	return append(s, zero)
}

// firstSliceBytes is the size of the first backing array Grow allocates.
const firstSliceBytes = 64

// firstSlice returns a slice of length 1 with room for firstSliceBytes of
// elements, or for one.
func firstSlice[E any]() []E {
	n := 1
	if size := reflect.TypeFor[E]().Size(); size > 0 && size < firstSliceBytes/2 {
		n = int(firstSliceBytes / size)
	}
	return make([]E, 1, n)
}

// Extend is [Grow] for a slice being decoded by r from the array open at
// r's current depth, which must end with [EndSlice]. When s is full, the
// elements move to a scratch slice, which EndSlice copies out.
func Extend[E any](r *Reader, s []E) []E {
	if len(s) < cap(s) {
		return s[:len(s)+1]
	}
	return extend(r, s)
}

func extend[E any](r *Reader, s []E) []E {
	if cap(s) == 0 {
		return firstSlice[E]()
	}
	var zero E
	if reflect.TypeFor[E]().Size() == 0 {
		return append(s, zero) // nothing to copy, nothing to save
	}
	d := r.depth
	if sc := scratchAt[E](r, d); sc != nil && sameArray(*sc, s) {
		*sc = append(s, zero) // the scratch slice itself outgrown
		return *sc
	}
	// s is the slice's first allocation, or the caller's own backing
	// array: its elements move to a scratch slice.
	sc := scratchPool[E]().Get().(*[]E)
	*sc = append(append((*sc)[:0], s...), zero)
	for len(r.grown) <= d {
		r.grown = append(r.grown, nil)
	}
	r.grown[d] = sc
	return *sc
}

// EndSlice returns the slice to store after decoding an array into s,
// which started as old[:0]: s itself, a copy of exactly its length if
// [Extend] moved it to a scratch slice, or a new empty slice if the array
// was empty. If decoding stopped on an error, it returns what
// encoding/json leaves, which never shortens the slice before the end:
// old, if s is shorter (its elements are decoded in place).
func EndSlice[E any](r *Reader, old, s []E) []E {
	// The array has just been closed: it was open one level deeper. (After
	// an error the depth is that of the error, and a scratch slice s may
	// be in is left to the garbage collector: s is the caller's now.)
	if sc := scratchAt[E](r, r.depth+1); r.err == nil && sc != nil && sameArray(*sc, s) {
		r.grown[r.depth+1] = nil
		out := make([]E, len(s))
		copy(out, s)
		clear(s)
		if uintptr(cap(*sc))*reflect.TypeFor[E]().Size() <= maxScratchBytes {
			scratchPool[E]().Put(sc)
		}
		return out
	}
	return endSlice(r, old, s)
}

func endSlice[E any](r *Reader, old, s []E) []E {
	switch {
	case r.err != nil && len(s) < len(old):
		return old
	case len(s) == 0 && r.err == nil:
		return []E{}
	}
	return s
}

// maxScratchBytes bounds the scratch slices kept for reuse: one huge
// array should not pin its memory.
const maxScratchBytes = 1 << 20

// scratchAt returns the scratch slice of element type E that the array
// open at depth d was moved to, or nil.
func scratchAt[E any](r *Reader, d int) *[]E {
	if d < 0 || d >= len(r.grown) {
		return nil
	}
	sc, _ := r.grown[d].(*[]E)
	return sc
}

// sameArray reports whether a and b, both non-empty, share their first
// element.
func sameArray[E any](a, b []E) bool {
	return len(a) > 0 && len(b) > 0 && &a[0] == &b[0]
}

// scratchPools holds a *sync.Pool of *[]E for each element type E.
var scratchPools sync.Map

func scratchPool[E any]() *sync.Pool {
	t := reflect.TypeFor[E]()
	if p, ok := scratchPools.Load(t); ok {
		return p.(*sync.Pool)
	}
	p, _ := scratchPools.LoadOrStore(t, &sync.Pool{New: func() any { return new([]E) }})
	return p.(*sync.Pool)
}
