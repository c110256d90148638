package jsonwrite

import (
	"encoding/json"
	"fmt"
	"reflect"

	"github.com/jsongen/jsongen/internal/jsonwire"
)

// cycleCheckDepth is how deep values may nest before Enter starts
// remembering identities to find cycles. encoding/json waits for the same
// depth; below it a cycle costs only a counter.
const cycleCheckDepth = 1000

// Enter is called by generated code before it writes a value that may be
// part of a cycle (a value of a recursive type, reached through a pointer,
// map or slice), with an identity for it: the pointer, the map, or a
// pointer to the first element of the slice. It reports whether to go on:
// false means the value was already being written further up, so the data
// is cyclic; a *json.UnsupportedValueError is recorded and nothing written.
// Every Enter that returns true must be matched by a [Writer.Leave] with
// the same identity.
func (w *Writer) Enter(id any) bool {
	if w.depth < fastEnterDepth && w.err == nil {
		w.depth++
		return true
	}
	return w.enterSlow(id)
}

// EnterSlice is [Writer.Enter] for a non-empty slice, identified as
// encoding/json identifies it by its first element, given as a pointer,
// and its length. It is matched by [Writer.LeaveSlice].
func (w *Writer) EnterSlice(first any, n int) bool {
	if w.depth < fastEnterDepth && w.err == nil {
		w.depth++
		return true
	}
	return w.enterSlow(sliceID{first, n})
}

// LeaveSlice ends what the matching [Writer.EnterSlice] started.
func (w *Writer) LeaveSlice(first any, n int) {
	// Build the ID only when it was recorded: boxing it costs an
	// allocation per slice written.
	if w.depth > cycleCheckDepth {
		delete(w.seen, identity(sliceID{first, n}))
	}
	w.depth--
}

// sliceID identifies a slice by its first element and length.
type sliceID struct {
	first any
	n     int
}

// Leave ends what the matching [Writer.Enter] started.
func (w *Writer) Leave(id any) {
	if w.depth > cycleCheckDepth {
		delete(w.seen, identity(id))
	}
	w.depth--
}

func (w *Writer) enterSlow(id any) bool {
	if w.err != nil {
		return false
	}
	if jsonwire.StdV2 {
		// Deep enough for json/v2's depth limit to come near: see
		// depth.go.
		if !w.scan.on {
			w.startScan()
		}
		if !w.scanTo(len(w.buf)) {
			return false
		}
		if w.depth < cycleCheckDepth {
			w.depth++
			return true
		}
	}
	key := identity(id)
	if _, ok := w.seen[key]; ok {
		t := reflect.TypeOf(id)
		if s, ok := id.(sliceID); ok {
			t = reflect.SliceOf(reflect.TypeOf(s.first).Elem())
		}
		w.Fail(&json.UnsupportedValueError{Value: reflect.ValueOf(id), Str: fmt.Sprintf("encountered a cycle via %s", t)})
		w.buf = append(w.buf, "null"...)
		return false
	}
	if w.seen == nil {
		w.seen = make(map[any]struct{})
	}
	w.seen[key] = struct{}{}
	w.depth++
	return true
}

// identity turns an Enter argument into a comparable map key: maps are
// keyed by their address, since map values cannot be compared.
func identity(id any) any {
	if v := reflect.ValueOf(id); v.Kind() == reflect.Map {
		return mapID{v.Pointer(), v.Type()}
	}
	return id
}

type mapID struct {
	p uintptr
	t reflect.Type
}
