package jsonwrite

import (
	"encoding/json"
	"math"
	"testing"
)

// TestElemsMethods checks that '[' and then StrElems, IntElems and the
// others write what encoding/json writes for the slice, at every spare
// capacity of the buffer, and that a NaN records an error.
func TestElemsMethods(t *testing.T) {
	checkElems(t, "Str", (*Writer).StrElems, []string{}, []string{"a"}, []string{"<a&b>", "\u2028", "x\"y", "\xff"})
	checkElems(t, "Int", (*Writer).IntElems, []int{}, []int{0}, []int{-1 << 63, 1<<63 - 1, 7})
	checkElems(t, "Int64", (*Writer).Int64Elems, []int64{}, []int64{-5}, []int64{1, 22, 333, -4444})
	checkElems(t, "Float64", (*Writer).Float64Elems, []float64{}, []float64{1.5}, []float64{1e21, 1e-7, -0.0, 3})
	checkElems(t, "Bool", (*Writer).BoolElems, []bool{}, []bool{true}, []bool{false, true, false})

	for room := range 3 { // EndArray, for an empty slice, whether or not the buffer has room
		w := NewWriter(make([]byte, 0, room))
		w.Raw("[")
		w.EndArray()
		if got := string(w.Bytes()); got != "[]" {
			t.Errorf("EndArray, room %d: %s", room, got)
		}
	}

	var w Writer
	w.Raw("[")
	w.Float64Elems([]float64{1, math.NaN()})
	if w.Err() == nil {
		t.Error("Float64Elems wrote a NaN with no error")
	}
}

func checkElems[T any](t *testing.T, name string, elems func(*Writer, []T), slices ...[]T) {
	t.Helper()
	for _, s := range slices {
		want, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		for room := range len(want) + 2 {
			w := NewWriter(make([]byte, 0, room))
			w.Raw("[")
			elems(w, s)
			if got := string(w.Bytes()); got != string(want) || w.Err() != nil {
				t.Errorf("%sElems(%v), room %d: %s (error %v); encoding/json wrote %s", name, s, room, got, w.Err(), want)
			}
		}
	}
}
