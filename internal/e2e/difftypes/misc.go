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
