package jsonwrite_test

import (
	"fmt"

	"github.com/jsongen/jsongen/jsonwrite"
)

// Writing an object by hand, as generated code does: keys are written as
// pre-quoted literals with their separators.
func Example() {
	var w jsonwrite.Writer
	w.Raw(`{"name":`)
	w.Str("shirt <L>")
	w.Raw(`,"price":`)
	w.Float64(19.5)
	w.Raw(`,"sizes":[`)
	for i, n := range []int{38, 40} {
		if i > 0 {
			w.Raw(",")
		}
		w.Int(n)
	}
	w.Raw("]}")
	fmt.Println(string(w.Bytes()), w.Err())
	// Output:
	// {"name":"shirt \u003cL\u003e","price":19.5,"sizes":[38,40]} <nil>
}
