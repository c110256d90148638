package jsonwrite

import "github.com/jsongen/jsongen/internal/jsonwire"

// The elements of slices of the basic types are written by one call
// each. Generated code writes a slice field's key and the '[' that opens
// the array in one write of constants (or the key and null, for a nil
// slice), then calls one of these methods, which write the elements and
// the ']'. The loop is not written out at each field: in a package of many
// types, those loops were a large part of what the compiler did (see
// bench/buildcost).

// StrElems writes the strings in s, separated by commas, and the ']' that
// ends the array.
func (w *Writer) StrElems(s []string) {
	for i := range s {
		if !w.Next(i) {
			break
		}
		w.Str(s[i])
	}
	w.byte1(']')
}

// IntElems writes the numbers in s, separated by commas, and the ']'
// that ends the array.
func (w *Writer) IntElems(s []int) {
	for i := range s {
		if !w.Next(i) {
			break
		}
		w.Int(s[i])
	}
	w.byte1(']')
}

// Int64Elems writes the numbers in s, separated by commas, and the ']'
// that ends the array.
func (w *Writer) Int64Elems(s []int64) {
	for i := range s {
		if !w.Next(i) {
			break
		}
		w.Int64(s[i])
	}
	w.byte1(']')
}

// Float64Elems writes the numbers in s, separated by commas, and the ']'
// that ends the array; a NaN or an infinity records an error, as
// [Writer.Float64] does.
func (w *Writer) Float64Elems(s []float64) {
	for i := range s {
		if !w.Next(i) {
			break
		}
		w.Float64(s[i])
	}
	w.byte1(']')
}

// BoolElems writes the booleans in s, separated by commas, and the ']'
// that ends the array.
func (w *Writer) BoolElems(s []bool) {
	for i := range s {
		if !w.Next(i) {
			break
		}
		w.Bool(s[i])
	}
	w.byte1(']')
}

// EndArray writes the ']' that ends an array. Generated code calls it,
// inlined, for an empty slice, where the call that writes the elements
// would cost more than the array.
func (w *Writer) EndArray() {
	if jsonwire.StdV2 && w.scan.on {
		w.flatOpen() // see depth.go
	}
	w.byte1(']')
}
