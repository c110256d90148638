package difftypes

import "github.com/jsongen/jsongen/internal/e2e/difftypes/other"

// Embedding exercises encoding/json's promotion rules.
type Embedding struct {
	Inner
	*PtrInner
	embedded
	Name string // shallower than Inner.Name: wins
	Deep
}

type Inner struct {
	Name  string
	Depth int
	X     int `json:"x"`
}

type PtrInner struct {
	P     int
	Depth int // same depth as Inner.Depth, neither tagged: both dropped
}

type embedded struct {
	Hidden string `json:"hidden"`
	X      int    // untagged; Inner.X is tagged at the same depth: Inner.X wins
}

type Deep struct {
	Deeper
}

type Deeper struct {
	D    int
	Name string // deeper than Embedding.Name: loses
}

// TaggedEmbed gives embedded structs names, which makes them fields.
type TaggedEmbed struct {
	Inner     `json:"inner"`
	*PtrInner `json:"ptr_inner,omitempty"`
	Other     int
}

// EmbedPtrUnexported embeds a pointer to an unexported struct: its fields
// are encoded when set, but encoding/json cannot allocate it when decoding.
type EmbedPtrUnexported struct {
	*embedded
	Own int
}

// EmbedOther embeds a struct from another package.
type EmbedOther struct {
	other.Geo
	*other.Address
	Extra string
}

// Conflict has two embedded structs with the same field at the same depth.
// B is embedded through a pointer, so that go vet's check for repeated
// tags, which this case is about, does not look into it.
type Conflict struct {
	A
	*B
}

type A struct {
	Same   int
	OnlyA  int
	Tagged int `json:"tagged"`
}

type B struct {
	Same   int
	OnlyB  int
	Tagged int `json:"tagged"`
}

// Twice embeds a struct twice, at the same depth, through two paths.
type Twice struct {
	Left
	Right
}

type Left struct{ Common }
type Right struct{ Common }
type Common struct{ C int }

// EmbedNonStruct embeds named non-struct types.
type EmbedNonStruct struct {
	MyInt
	IntList
	myUnexportedInt
}

type myUnexportedInt int

// UsesOther uses struct types from another package.
type UsesOther struct {
	Addr    other.Address
	PAddr   *other.Address
	Addrs   []other.Address
	ByLevel map[other.Level]other.Geo
	Level   other.Level
	PLevel  *other.Level
	Pair    other.Pair[string, int]
	Pairs   []other.Pair[int, *Scalars]
}

// TaggedEmbedsAlike embeds, under tags of their own, two structs with the
// same member name: encoding/json writes each as an object, and go vet
// has nothing to say. (The struct guards in generated code once left the
// embedded fields' tags out, and vet reported the promoted "page" tags as
// repeated: slack-go's Paging and Pagination.)
type TaggedEmbedsAlike struct {
	PageA `json:"a"`
	PageB `json:"b"`
}

// PageA is embedded by TaggedEmbedsAlike.
type PageA struct {
	Page int `json:"page"`
}

// PageB is embedded by TaggedEmbedsAlike.
type PageB struct {
	Page int `json:"page"`
}
