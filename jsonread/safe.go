//go:build jsongen_safe

package jsonread

// noCopyString copies b: the jsongen_safe build tag leaves out package
// unsafe (see unsafe.go), and the nocopy tag option then saves nothing.
func noCopyString(b []byte) string { return string(b) }

// makeString copies b: without package unsafe, strings cannot share a
// block (see unsafe.go).
func (r *Reader) makeString(b []byte) string { return string(b) }

// blockString is makeString.
func (r *Reader) blockString(b []byte) string { return string(b) }

// anyString returns b as a string in an any: without package unsafe, the
// string and its header take an allocation each (see unsafe.go).
func (r *Reader) anyString(b []byte) any { return string(b) }

// anySlice returns a copy of vals in an any: without package unsafe, the
// elements and the slice's header take an allocation each (see
// unsafe.go).
func anySlice(vals []any) any {
	a := make([]any, len(vals))
	copy(a, vals)
	return a
}
