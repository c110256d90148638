//go:build !jsongen_safe

package jsonread

import "unsafe"

// This file is the only use of package unsafe in jsongen; build with
// -tags jsongen_safe to leave it out (safe.go then has plain versions).

// noCopyString returns a string sharing b's memory. Callers guarantee b is
// part of the input, never a scratch buffer the Reader reuses.
func noCopyString(b []byte) string {
	return unsafe.String(unsafe.SliceData(b), len(b))
}

const (
	// arenaBlock is the size of the blocks makeString copies strings
	// into. Fewer, larger blocks are faster: with 4 kB blocks (and
	// strings up to 512 bytes), a document of 60 strings of about 280
	// bytes took 6 allocations instead of 60 and no less time; with 16 kB
	// blocks it took 3 and 13-16% less (bench/README).
	arenaBlock = 16384
	// arenaMaxString is the longest string put in a block; longer ones
	// are allocated alone. Most strings in JSON are shorter.
	arenaMaxString = 1024
)

// makeString returns b as a string. By default it is a copy of its own, as
// encoding/json makes. With Options.StringBlocks, strings of up to
// arenaMaxString bytes are copied into a block the Reader shares between
// them, so that decoding a document's many strings takes a few
// allocations instead of one each. A block is never written again where
// strings point into it, and the garbage collector frees it once none of
// its strings is referenced: holding one string keeps at most one block
// alive. A new block is no larger than the rest of the input can fill.
func (r *Reader) makeString(b []byte) string {
	if !r.opts.StringBlocks {
		return string(b)
	}
	return r.blockString(b)
}

// blockString is makeString with Options.StringBlocks.
func (r *Reader) blockString(b []byte) string {
	n := len(b)
	if n == 0 || n > arenaMaxString {
		return string(b)
	}
	if cap(r.arena)-len(r.arena) < n {
		size := arenaBlock
		if rest := len(r.data) - r.pos + n; rest < size {
			size = rest
		}
		r.arena = make([]byte, 0, size)
	}
	i := len(r.arena)
	r.arena = append(r.arena, b...)
	return unsafe.String(&r.arena[i], n)
}

// boxChunk is the number of string headers in a chunk anyString puts
// strings in: 64 of 16 bytes, a kilobyte.
const boxChunk = 64

// eface is the layout of an empty interface: a pointer to the dynamic
// type and one to the value (for a string, to its header).
type eface struct {
	typ  unsafe.Pointer
	data unsafe.Pointer
}

// stringType and sliceType are the type pointers of interfaces holding a
// string and a []any.
var (
	stringType = efaceType("")
	sliceType  = efaceType([]any(nil))
)

func efaceType(v any) unsafe.Pointer { return (*eface)(unsafe.Pointer(&v)).typ }

// anyString returns a copy of b as a string in an any. Go allocates a
// string's bytes and, to put it in an interface, its 16-byte header apart;
// by default this allocates them together, the header first and the bytes
// after it, in one object of the string's own (strings of up to 128
// bytes): about the same memory, one allocation instead of two
// (UnmarshalAny: allocations -23%, instructions -2.8%, time -5%, bytes
// +0.5%). Holding the interface keeps that object alive and nothing else;
// holding the string alone keeps it too, its header's 16 bytes more than
// a string of its own would.
//
// With Options.StringBlocks the bytes go to the Reader's block and the
// headers share chunks the Reader keeps, so that decoding many strings
// into any takes a few allocations instead of one each. A header is never
// written again once an interface points to it, and holding one such
// interface keeps its chunk alive (a kilobyte), and with it the blocks its
// strings point into.
func (r *Reader) anyString(b []byte) any {
	if !r.opts.StringBlocks {
		switch n := len(b); {
		case n == 0:
			return ""
		case n <= 8:
			return boxString[[8]byte](b)
		case n <= 16:
			return boxString[[16]byte](b)
		case n <= 32:
			return boxString[[32]byte](b)
		case n <= 48:
			return boxString[[48]byte](b)
		case n <= 64:
			return boxString[[64]byte](b)
		case n <= 96:
			return boxString[[96]byte](b)
		case n <= 128:
			return boxString[[128]byte](b)
		}
		return string(b)
	}
	s := r.blockString(b)
	if len(r.boxes) == cap(r.boxes) {
		r.boxes = make([]string, 0, boxChunk)
	}
	r.boxes = append(r.boxes, s)
	return stringAt(&r.boxes[len(r.boxes)-1])
}

// stringBox is a string header followed by room for its bytes; A is a
// byte array. The size classes of Go's allocator hold each exactly: 24,
// 32, 48, 64, 80, 112 and 144 bytes.
type stringBox[A any] struct {
	s     string
	bytes A
}

// boxString copies b, no longer than an A, into a stringBox of its own and
// returns the string in an interface that points to the box's header.
func boxString[A any](b []byte) any {
	box := new(stringBox[A])
	p := (*byte)(unsafe.Pointer(&box.bytes))
	copy(unsafe.Slice(p, len(b)), b)
	box.s = unsafe.String(p, len(b))
	return stringAt(&box.s)
}

// stringAt returns an interface holding the string *h, pointing to h
// itself: h must never be written again.
func stringAt(h *string) any { return ifaceAt(stringType, unsafe.Pointer(h)) }

// ifaceAt returns an interface of dynamic type typ whose value is the
// one at p, which it points to instead of a copy.
func ifaceAt(typ, p unsafe.Pointer) any {
	var v any
	e := (*eface)(unsafe.Pointer(&v))
	e.typ, e.data = typ, p
	return v
}

// anySlice returns a copy of vals as a []any in an any. Go allocates a
// slice's elements and, to put it in an interface, its 24-byte header
// apart; this allocates them together, the header first and the elements
// after it, for slices of up to 8 elements (UnmarshalAny: instructions
// -4.1%, canada_geometry -11.5%, citm_catalog -7.8%; time -5.1%). The
// slice's capacity is its length, as make gives; holding it keeps its
// header alive too, 24 bytes more. An empty array shares one empty slice,
// which nothing can be written through.
func anySlice(vals []any) any {
	switch len(vals) {
	case 0:
		return emptySlice
	case 1:
		return boxSlice[[1]any](vals)
	case 2:
		return boxSlice[[2]any](vals)
	case 3:
		return boxSlice[[3]any](vals)
	case 4:
		return boxSlice[[4]any](vals)
	case 5:
		return boxSlice[[5]any](vals)
	case 6:
		return boxSlice[[6]any](vals)
	case 7:
		return boxSlice[[7]any](vals)
	case 8:
		return boxSlice[[8]any](vals)
	}
	a := make([]any, len(vals))
	copy(a, vals)
	return a
}

// emptySlice is the value of every empty array decoded into any.
var emptySlice any = []any{}

// sliceBox is a slice header followed by its elements; A is an array of
// any.
type sliceBox[A any] struct {
	s     []any
	elems A
}

// boxSlice copies vals, as many as an A holds, into a sliceBox of its own
// and returns the slice in an interface that points to the box's header.
func boxSlice[A any](vals []any) any {
	box := new(sliceBox[A])
	box.s = unsafe.Slice((*any)(unsafe.Pointer(&box.elems)), len(vals))
	copy(box.s, vals)
	return ifaceAt(sliceType, unsafe.Pointer(&box.s))
}
