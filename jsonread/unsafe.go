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

// stringType is the type pointer of an interface holding a string.
var stringType = func() unsafe.Pointer {
	var v any = ""
	return (*eface)(unsafe.Pointer(&v)).typ
}()

// anyString returns s as an any. Go allocates 16 bytes for each string
// put in an interface, and so does this by default. With
// Options.StringBlocks the headers share chunks the Reader keeps, so that
// decoding many strings into any takes a few allocations instead of one
// each. A header is never written again once an interface points to it,
// and holding one such interface keeps its chunk alive (a kilobyte), and
// with it the blocks its strings point into.
func (r *Reader) anyString(s string) any {
	if !r.opts.StringBlocks {
		return s
	}
	if len(r.boxes) == cap(r.boxes) {
		r.boxes = make([]string, 0, boxChunk)
	}
	r.boxes = append(r.boxes, s)
	var v any
	e := (*eface)(unsafe.Pointer(&v))
	e.typ, e.data = stringType, unsafe.Pointer(&r.boxes[len(r.boxes)-1])
	return v
}
