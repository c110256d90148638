// Package target holds the types the conformance tests decode into. Code
// is generated for them with -no_std_marshalers, so jsongen.Unmarshal
// decodes them with the generated DecodeJSON methods while encoding/json,
// finding no UnmarshalJSON, decodes them by reflection: the reference.
package target

//go:generate go tool jsongen -all -no_std_marshalers .

// Doc has a field of each kind a JSON document can fill: strings, numbers,
// a bool, nested objects and arrays, any fields and a map[string]any. No
// field is called "unknown" (in any case), which the tests rely on.
type Doc struct {
	S     string         `json:"s"`
	F     float64        `json:"f"`
	I     int            `json:"i"`
	U8    uint8          `json:"u8"`
	B     bool           `json:"b"`
	PS    *string        `json:"ps"`
	Any   any            `json:"any"`
	Arr   []any          `json:"arr"`
	Ints  []int          `json:"ints"`
	Strs  []string       `json:"strs"`
	Map   map[string]any `json:"map"`
	Inner Inner          `json:"inner"`
	Kids  []*Inner       `json:"kids"`
	X     int            `json:"x"`
}

// Inner is a nested object with its own any field and a pointer to itself.
type Inner struct {
	Name string    `json:"name"`
	Vals []float64 `json:"vals"`
	Any  any       `json:"any"`
	Next *Inner    `json:"next"`
}

// Nest is a recursive struct for the nesting-depth tests: {"o":{"o":...}}
// nests objects through O, {"a":[{"a":[...]}]} nests arrays and objects
// through A.
type Nest struct {
	O *Nest  `json:"o"`
	A []Nest `json:"a"`
}

// Arrays is a recursive named slice, so [[[...]]] nests arrays alone
// through generated code.
//
//jsongen:json
type Arrays []Arrays

// Values is a named []any, so the corpus's many top-level arrays are
// decoded element by element by generated code rather than rejected as
// the wrong kind for a struct.
//
//jsongen:json
type Values []any
