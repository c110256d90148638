package jsongen_test

import (
	"fmt"

	"github.com/jsongen/jsongen"
)

func ExampleValid() {
	fmt.Println(jsongen.Valid([]byte(`{"a": [1, 2, {"b": null}]}`)))
	fmt.Println(jsongen.Valid([]byte(`{"a": [1, 2,]}`)))
	// Output:
	// true
	// false
}

func ExampleUnmarshal_any() {
	var v any
	err := jsongen.Unmarshal([]byte(`{"name": "gopher", "tags": ["a", "b"], "age": 13}`), &v)
	fmt.Println(v, err)
	// Output:
	// map[age:13 name:gopher tags:[a b]] <nil>
}

func ExampleUnmarshal_syntaxError() {
	var v any
	doc := []byte("{\"a\": 1,\n \"b\": 2,,}")
	err := jsongen.Unmarshal(doc, &v)
	fmt.Printf("%T: %v\n", err, err)
	err = jsongen.UnmarshalOptions{DetailedErrors: true}.Unmarshal(doc, &v)
	fmt.Printf("%T: %v\n", err, err)
	// Output:
	// *json.SyntaxError: invalid character ',' looking for beginning of object key string
	// *jsonread.SyntaxError: jsonread: invalid character ',' looking for beginning of object key string at line 2, column 9 (offset 17)
}

func ExampleMarshalAppend() {
	buf := make([]byte, 0, 64)
	buf, err := jsongen.MarshalAppend(buf, map[string]any{"b": 1.5, "a": "<x>"})
	fmt.Println(string(buf), err)
	// Output:
	// {"a":"\u003cx\u003e","b":1.5} <nil>
}
