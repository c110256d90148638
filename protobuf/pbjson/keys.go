package pbjson

import "slices"

// Map keys are written in protojson's order: strings by their bytes (the
// order of jsonwrite.StringKeys, which generated code calls for them) and
// integers by value, where encoding/json orders them by their decimal
// text. The functions below gather integer keys on a stack the Encoder
// keeps for reuse, so that writing a map allocates nothing; the caller pops
// them, in reverse order of the calls, once the map is written:
//
//	keys := pbjson.IntKeys(e, m)
//	for _, k := range keys { ... m[K(k)] ... }
//	e.DoneIntKeys(keys)

// IntKeys returns the keys of m in ascending order. It takes map[K]V, not
// a map type parameter, so that the compiler makes one copy of it per shape
// of K and V rather than per map type.
func IntKeys[K ~int32 | ~int64, V any](e *Encoder, m map[K]V) []int64 {
	start := len(e.intKeys)
	for k := range m {
		e.intKeys = append(e.intKeys, int64(k))
	}
	keys := e.intKeys[start:]
	slices.Sort(keys)
	return keys
}

// DoneIntKeys pops keys, which IntKeys returned, off e's stack.
func (e *Encoder) DoneIntKeys(keys []int64) {
	e.intKeys = e.intKeys[:len(e.intKeys)-len(keys)]
}

// UintKeys returns the keys of m in ascending order.
func UintKeys[K ~uint32 | ~uint64, V any](e *Encoder, m map[K]V) []uint64 {
	start := len(e.uintKeys)
	for k := range m {
		e.uintKeys = append(e.uintKeys, uint64(k))
	}
	keys := e.uintKeys[start:]
	slices.Sort(keys)
	return keys
}

// DoneUintKeys pops keys, which UintKeys returned, off e's stack.
func (e *Encoder) DoneUintKeys(keys []uint64) {
	e.uintKeys = e.uintKeys[:len(e.uintKeys)-len(keys)]
}
