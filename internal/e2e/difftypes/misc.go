package difftypes

import (
	"encoding/json"
	"fmt"
)

func jsonUnmarshal(b []byte, v any) error { return json.Unmarshal(b, v) }

// Node is a recursive tree.
type Node struct {
	Value    int              `json:"value"`
	Left     *Node            `json:"left,omitempty"`
	Right    *Node            `json:"right,omitempty"`
	Children []Node           `json:"children,omitempty"`
	ByName   map[string]*Node `json:"by_name,omitempty"`
	Kids     []Node           `json:"kids,omitzero"` // written when empty but not nil
}

// List is a linked list.
type List struct {
	Head int
	Tail *List
}

// Tree is a recursive named map.
//
//jsongen:json
type Tree map[string]Tree

// Interfaces holds interface-typed fields.
type Interfaces struct {
	Any      any
	Iface    Shape
	Stringer fmt.Stringer
	Err      error
	Anys     []any
	MapAny   map[string]any
	PIface   *Shape
}

// Shape is an interface implemented by Circle.
type Shape interface{ Area() float64 }

// Circle implements Shape.
type Circle struct{ R float64 }

func (c *Circle) Area() float64 { return 3 * c.R * c.R }

// Generic is a generic struct.
type Generic[T any] struct {
	Val   T            `json:"val"`
	Vals  []T          `json:"vals"`
	Ptr   *T           `json:"ptr,omitempty"`
	ByKey map[string]T `json:"by_key"`
	Next  *Generic[T]  `json:"next,omitempty"`
	Empty T            `json:"empty,omitempty"`
}

// UsesGeneric instantiates Generic.
type UsesGeneric struct {
	Ints    Generic[int]
	Structs Generic[Scalars]
	Ptrs    *Generic[*string]
}

// Empty has no fields. -all gives such types no methods (encoding/json
// always writes them as {}); the mark asks for them, so that the code
// generated for them is compared too.
//
//jsongen:json
type Empty struct{}

// OnlyUnexported has no exported fields; marked, as Empty is.
//
//jsongen:json
type OnlyUnexported struct {
	a int
	b string
}

// CaseFold has names that differ only in case, and unicode names.
type CaseFold struct {
	Name   string `json:"name"`
	NAME   string `json:"NAME"`
	Kelvin int    `json:"kelvin"`
	Straße string
	Long   int `json:"sss"`
}

// Service has no exported fields: encoding/json always writes it as {},
// and -all gives it no methods. HoldsServices reaches it in every way a
// field can, like an API client holding its services.
type Service struct {
	client *int
	name   string
}

// HoldsServices is an API client's shape: data beside services.
type HoldsServices struct {
	ID       int
	Users    *Service
	Repos    Service
	All      []*Service
	ByName   map[string]Service
	Optional *Service `json:",omitempty"`
}

// KeyLengths has a member name of every length from 1 to 36, so that the
// literals generated code writes (a key alone, or joined to null, true,
// false or a bracket) take every length from 5 to 45, across the 16 and
// 32 bytes at which Writer.TryRaw copies differently.
type KeyLengths struct {
	K01 int    `json:"a"`
	K02 bool   `json:"ab"`
	K03 *int   `json:"abc"`
	K04 []int  `json:"abcd,omitempty"`
	K05 *bool  `json:"abcde"`
	K06 string `json:"abcdef"`
	K07 int    `json:"abcdefg"`
	K08 bool   `json:"abcdefgh,omitempty"`
	K09 *int   `json:"abcdefghi"`
	K10 []int  `json:"abcdefghij"`
	K11 *bool  `json:"abcdefghijk"`
	K12 string `json:"abcdefghijkl,omitempty"`
	K13 int    `json:"abcdefghijklm"`
	K14 bool   `json:"abcdefghijklmn"`
	K15 *int   `json:"abcdefghijklmno"`
	K16 []int  `json:"abcdefghijklmnop,omitempty"`
	K17 *bool  `json:"abcdefghijklmnopq"`
	K18 string `json:"abcdefghijklmnopqr"`
	K19 int    `json:"abcdefghijklmnopqrs"`
	K20 bool   `json:"abcdefghijklmnopqrst,omitempty"`
	K21 *int   `json:"abcdefghijklmnopqrstu"`
	K22 []int  `json:"abcdefghijklmnopqrstuv"`
	K23 *bool  `json:"abcdefghijklmnopqrstuvw"`
	K24 string `json:"abcdefghijklmnopqrstuvwx,omitempty"`
	K25 int    `json:"abcdefghijklmnopqrstuvwxy"`
	K26 bool   `json:"abcdefghijklmnopqrstuvwxyz"`
	K27 *int   `json:"abcdefghijklmnopqrstuvwxyzA"`
	K28 []int  `json:"abcdefghijklmnopqrstuvwxyzAB,omitempty"`
	K29 *bool  `json:"abcdefghijklmnopqrstuvwxyzABC"`
	K30 string `json:"abcdefghijklmnopqrstuvwxyzABCD"`
	K31 int    `json:"abcdefghijklmnopqrstuvwxyzABCDE"`
	K32 bool   `json:"abcdefghijklmnopqrstuvwxyzABCDEF,omitempty"`
	K33 *int   `json:"abcdefghijklmnopqrstuvwxyzABCDEFG"`
	K34 []int  `json:"abcdefghijklmnopqrstuvwxyzABCDEFGH"`
	K35 *bool  `json:"abcdefghijklmnopqrstuvwxyzABCDEFGHI"`
	K36 string `json:"abcdefghijklmnopqrstuvwxyzABCDEFGHIJ,omitempty"`
}

// InlineStructs has sibling fields of anonymous struct types whose first
// field may be left out, so that each is written with a mark of its own
// in the same block of EncodeJSON (slack-go's reactedItemResponse: the
// second mark was declared with := again, and the package did not build),
// directly and promoted through an embedded pointer.
type InlineStructs struct {
	A struct {
		X string `json:"x,omitempty"`
		N int    `json:"n"`
	} `json:"a"`
	B struct {
		Y string `json:"y,omitempty"`
	} `json:"b"`
	C struct {
		*Scalars
		Z []int `json:"z,omitempty"`
	} `json:"c"`
	*InlinePair
}

// InlinePair is embedded by pointer in InlineStructs.
type InlinePair struct {
	P struct {
		X bool `json:"x,omitempty"`
	} `json:"p"`
	Q struct {
		X bool `json:"x,omitempty"`
	} `json:"q"`
}
