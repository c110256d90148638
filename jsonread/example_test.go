package jsonread_test

import (
	"fmt"

	"github.com/jsongen/jsongen/jsonread"
)

// productFields holds the names Example matches keys against, as
// generated code declares one per struct type.
var productFields = jsonread.FieldNames{Names: []string{"name", "sizes"}}

// Decoding an object by hand, as generated code does: keys are matched
// against a Fields set, and errors are kept until the end.
func Example() {
	r := jsonread.NewReader([]byte(`{"Name": "shirt", "sizes": [38, "40", 42], "extra": {}}`))
	var name string
	var sizes []int
	if r.BeginObject("Product") {
		for r.ObjectNext() {
			switch r.Field(productFields.Fields()) {
			case 0:
				r.Str(&name)
			case 1:
				if r.BeginArray("[]int") {
					for r.ArrayNext() {
						var n int
						r.Int(&n)
						sizes = append(sizes, n)
					}
				}
			default:
				r.Skip()
			}
		}
	}
	r.End()
	fmt.Println(name, sizes)
	fmt.Println(r.Err())
	// Output:
	// shirt [38 0 42]
	// jsonread: cannot decode JSON string into Go value of type int at .sizes[1] (offset 32)
}
