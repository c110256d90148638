package jsonread

import (
	"encoding/json"
	"testing"
)

// TestPtrMethods checks the Ptr methods against encoding/json decoding
// into a pointer: null sets it to nil, a value is decoded into what it
// points to (allocated if nil, kept if not), and a value of the wrong kind
// or out of range is an error that leaves a pointer to what was there or
// to a new zero value.
func TestPtrMethods(t *testing.T) {
	inputs := []string{`null`, `1`, `-7`, `300`, `1.5`, `1e400`, `"x"`, `true`, `false`, `[]`, `{}`, `nul`}
	for _, in := range inputs {
		checkPtr(t, "PtrBool", in, (*Reader).PtrBool, true)
		checkPtr(t, "PtrInt", in, (*Reader).PtrInt, 5)
		checkPtr(t, "PtrInt8", in, (*Reader).PtrInt8, 5)
		checkPtr(t, "PtrInt16", in, (*Reader).PtrInt16, 5)
		checkPtr(t, "PtrInt32", in, (*Reader).PtrInt32, 5)
		checkPtr(t, "PtrInt64", in, (*Reader).PtrInt64, 5)
		checkPtr(t, "PtrUint", in, (*Reader).PtrUint, 5)
		checkPtr(t, "PtrUint8", in, (*Reader).PtrUint8, 5)
		checkPtr(t, "PtrUint16", in, (*Reader).PtrUint16, 5)
		checkPtr(t, "PtrUint32", in, (*Reader).PtrUint32, 5)
		checkPtr(t, "PtrUint64", in, (*Reader).PtrUint64, 5)
		checkPtr(t, "PtrFloat32", in, (*Reader).PtrFloat32, 5)
		checkPtr(t, "PtrFloat64", in, (*Reader).PtrFloat64, 5)
		checkPtr(t, "PtrStr", in, (*Reader).PtrStr, "y")
	}
}

// checkPtr decodes in with method and with encoding/json, from a nil
// pointer and from one to old.
func checkPtr[T comparable](t *testing.T, name, in string, method func(*Reader, **T), old T) {
	t.Helper()
	for _, set := range []bool{false, true} {
		var start *T
		var stdStart *T
		if set {
			start, stdStart = new(T), new(T)
			*start, *stdStart = old, old
		}
		std := stdStart
		stdErr := json.Unmarshal([]byte(in), &std)
		got := start
		r := NewReader([]byte(in))
		method(r, &got)
		r.End()
		err := r.Err()
		if (err == nil) != (stdErr == nil) {
			t.Errorf("%s(%s), set %v: error %v; encoding/json's %v", name, in, set, err, stdErr)
			continue
		}
		if _, syntax := stdErr.(*json.SyntaxError); syntax {
			continue // encoding/json stores nothing on a syntax error
		}
		switch {
		case (got == nil) != (std == nil):
			t.Errorf("%s(%s), set %v: got %v, encoding/json %v", name, in, set, got, std)
		case got != nil && *got != *std:
			t.Errorf("%s(%s), set %v: got %v, encoding/json %v", name, in, set, *got, *std)
		case set && got != nil && (got == start) != (std == stdStart):
			t.Errorf("%s(%s), set %v: the pointer was replaced: %v, encoding/json's: %v", name, in, set, got != start, std != stdStart)
		}
	}
}
