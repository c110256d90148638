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
		return make([]E, 1, firstCap(reflect.TypeFor[E]().Size()))
	}
	var zero E
	return append(s, zero)
}

// firstSliceBytes is the size of the first backing array Grow allocates.
const firstSliceBytes = 64

// firstCap returns the capacity of a slice's first backing array, for
// elements of the given size: room for firstSliceBytes of them, or one.
func firstCap(size uintptr) int {
	if size > 0 && size < firstSliceBytes/2 {
		return int(firstSliceBytes / size)
	}
	return 1
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

// The generic functions below are compiled once per element shape, so
// once for each struct element type (see above), and a package of API
// types has dozens. They do only what needs E: make, copy and clear a []E,
// and assert a scratch slice's type. The rest (growing a scratch slice,
// finding and recording the scratch slice of the array open at a depth,
// the pools) is in plain functions, which one copy serves for every type:
// they grow a scratch slice (a *[]E in an any) through reflect, as append
// would, and are kept out of line so that no instantiation takes in their
// code. With the appends in each instantiation, the compiler's SSA passes
// took 2.3 times as long over extend's copies for the benchmark's types
// (91 ms against 39), whose machine code was 1.5 times the size.

func extend[E any](r *Reader, s []E) []E {
	t := reflect.TypeFor[E]()
	if size := t.Size(); cap(s) == 0 || size == 0 {
		// A first allocation, or elements with nothing to copy or save.
		return make([]E, len(s)+1, max(len(s)+1, firstCap(size)))
	}
	// s is full. It may be the scratch slice the array was moved to,
	// outgrown; if not, it is the slice's first allocation or the caller's
	// own backing array, and its elements move to a scratch slice.
	if sc, _ := r.grownAt(r.depth).(*[]E); sc != nil && len(*sc) > 0 && &(*sc)[0] == &s[0] {
		growScratch(sc, len(s))
		return *sc
	}
	sc := r.newScratch(t, len(s)).(*[]E)
	copy(*sc, s)
	return *sc
}

// grownAt returns the scratch slice of the array open at depth d, or nil.
//
//go:noinline
func (r *Reader) grownAt(d int) any {
	if d < len(r.grown) {
		return r.grown[d]
	}
	return nil
}

// growScratch extends the scratch slice sc (a *[]E), whose first n
// elements are in use and which has no room for more, to n+1 elements, the
// new one zero. Its own length is where it was last extended to: the
// caller extends it within its capacity.
//
//go:noinline
func growScratch(sc any, n int) {
	v := reflect.ValueOf(sc).Elem()
	v.SetLen(n)
	v.Grow(1) // as append grows, and zeroing the new room
	v.SetLen(n + 1)
}

// newScratch returns a scratch slice (a *[]E) for elements of type t,
// taken from those kept for reuse or made, with n+1 zero elements and room
// for 2n, and records it as that of the array open at r's depth. The
// caller copies the array's first n elements in.
//
//go:noinline
func (r *Reader) newScratch(t reflect.Type, n int) any {
	sc := scratchPool(t).Get()
	if sc == nil {
		sc = reflect.New(reflect.SliceOf(t)).Interface()
	}
	// A kept scratch slice is zero throughout: EndSlice clears what the
	// array used.
	v := reflect.ValueOf(sc).Elem()
	v.SetLen(0)
	v.Grow(2 * n)
	v.SetLen(n + 1)
	for len(r.grown) <= r.depth {
		r.grown = append(r.grown, nil)
	}
	r.grown[r.depth] = sc
	return sc
}

// EndSlice returns the slice to store after decoding an array into s,
// which started as old[:0]: s itself, a copy of exactly its length if
// [Extend] moved it to a scratch slice, or a new empty slice if the array
// was empty. If decoding stopped on an error, it returns what
// encoding/json leaves, which never shortens the slice before the end:
// old, if s is shorter (its elements are decoded in place).
func EndSlice[E any](r *Reader, old, s []E) []E {
	if r.err != nil {
		// After an error the depth is that of the error, and a scratch
		// slice s may be in is left to the garbage collector: s is the
		// caller's now.
		if len(s) < len(old) {
			return old
		}
		return s
	}
	if len(s) == 0 {
		return []E{}
	}
	// The array has just been closed: it was open one level deeper.
	if d := r.depth + 1; d < len(r.grown) && r.grown[d] != nil {
		if sc, ok := r.grown[d].(*[]E); ok && len(*sc) > 0 && &(*sc)[0] == &s[0] {
			out := make([]E, len(s))
			copy(out, s)
			clear(s)
			r.putGrown(d, sc, cap(*sc), reflect.TypeFor[E]())
			return out
		}
	}
	return s
}

// putGrown forgets the scratch slice sc of the array open at depth d, of
// capacity n and element type t, and keeps it for reuse unless it is
// large.
//
//go:noinline
func (r *Reader) putGrown(d int, sc any, n int, t reflect.Type) {
	r.grown[d] = nil
	if uintptr(n)*t.Size() <= maxScratchBytes {
		scratchPool(t).Put(sc)
	}
}

// maxScratchBytes bounds the scratch slices kept for reuse: one huge
// array should not pin its memory.
const maxScratchBytes = 1 << 20

// scratchPools holds a *sync.Pool of *[]E for each element type E, keyed
// by E's reflect.Type. The pools have no New function: a Get that finds
// nothing returns nil, and the caller makes the slice.
var scratchPools sync.Map

// scratchPool returns the pool of scratch slices for elements of type t.
// Plain, not generic: one copy serves every element type.
func scratchPool(t reflect.Type) *sync.Pool {
	if p, ok := scratchPools.Load(t); ok {
		return p.(*sync.Pool)
	}
	return newScratchPool(t)
}

func newScratchPool(t reflect.Type) *sync.Pool {
	p, _ := scratchPools.LoadOrStore(t, new(sync.Pool))
	return p.(*sync.Pool)
}
