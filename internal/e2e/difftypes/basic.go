// Package difftypes holds the types of jsongen's differential tests: code
// is generated for them with -no_std_marshalers, so that encoding/json
// encodes and decodes them by reflection and serves as the reference.
package difftypes

//go:generate go tool jsongen -all -no_std_marshalers .

import (
	"encoding/json"
	"time"

	"github.com/jsongen/jsongen/internal/e2e/difftypes/other"
)

// Scalars has a field of every basic kind.
type Scalars struct {
	B    bool
	I    int
	I8   int8
	I16  int16
	I32  int32
	I64  int64
	U    uint
	U8   uint8
	U16  uint16
	U32  uint32
	U64  uint64
	Up   uintptr
	F32  float32
	F64  float64
	S    string
	R    rune
	By   byte
	Name string `json:"name"`
}

// Named types over basic kinds.
type (
	MyBool   bool
	MyInt    int
	MyInt8   int8
	MyUint16 uint16
	MyFloat  float32
	MyString string
	MyByte   byte
)

// NamedScalars uses named basic types.
type NamedScalars struct {
	B  MyBool
	I  MyInt
	I8 MyInt8
	U  MyUint16
	F  MyFloat
	S  MyString `json:"s"`
	P  *MyString
}

// Pointers has pointers, pointers to pointers and pointers to structs.
type Pointers struct {
	PI   *int
	PPI  **int
	PS   *string
	PB   *bool
	PF   *float64
	PSc  *Scalars
	PPSc **Scalars
	PAny *any
	PSl  *[]int
	PM   *map[string]int
	PArr *[2]int
}

// Collections has slices, arrays and maps of many kinds.
type Collections struct {
	Ints      []int
	Strs      []string
	Bytes     []byte
	ByteArr   [4]byte
	MyBytes   []MyByte
	NamedBlob Blob
	Arr       [3]int
	Empty     [0]int
	Nested    [][]string
	PtrElems  []*int
	StructSl  []Scalars
	MapStr    map[string]int
	MapInt    map[int]string
	MapI8     map[int8]bool
	MapU64    map[uint64]float64
	MapUptr   map[uintptr]int
	MapNamed  map[MyString]MyInt
	MapNamedI map[MyInt]string
	MapText   map[other.Level]int
	MapTextK  map[TextKey]string
	MapOfMaps map[string]map[string][]int
	MapStruct map[string]Scalars
	MapPtr    map[string]*Scalars
	MapAny    map[string]any
	SliceAny  []any
	Arr2D     [2][2]float64
	// Slices of each basic type that the runtime writes and reads in one
	// call, and of a named element type, which a helper does.
	Int64s    []int64
	Floats    []float64
	Bools     []bool `json:",omitempty"`
	NamedStrs []MyString
	// Named map and slice types of another package, which get helpers
	// of their own (http.Header in go-github).
	OtherTags   other.Tags
	OtherCoords other.Coords
	OtherTagPtr *other.Tags
}

// Blob is a named byte slice.
type Blob []byte

// TextKey is a string-kind key type with text methods: encoding/json
// writes it as a plain string but reads it through UnmarshalText.
type TextKey string

func (k TextKey) MarshalText() ([]byte, error) { return []byte("T-" + string(k)), nil }

func (k *TextKey) UnmarshalText(b []byte) error {
	*k = TextKey("U-" + string(b))
	return nil
}

// Special has the standard library's JSON-aware types.
type Special struct {
	T    time.Time
	PT   *time.Time
	N    json.Number
	PN   *json.Number
	Raw  json.RawMessage
	PRaw *json.RawMessage
	D    time.Duration
}

//jsongen:json
type IntList []int

//jsongen:json
type Lookup map[string]*Scalars

//jsongen:json
type Grid [2][3]int16

// Alias is a type alias; its target gets the methods.
type Alias = Scalars

// WithAlias uses an alias and an alias to a basic type.
type WithAlias struct {
	A  Alias
	PA *Alias
	B  byteAlias
}

type byteAlias = uint8
