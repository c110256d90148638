package a

import (
	"github.com/jsongen/jsongen/jsonread"
	"github.com/jsongen/jsongen/jsonwrite"
)

// Item has generated methods (as jsongen writes them).
type Item struct{ ID int }

func (v *Item) EncodeJSON(w *jsonwrite.Writer) {}
func (v *Item) DecodeJSON(r *jsonread.Reader)  {}

// Plain has none.
type Plain struct{ ID int }

// Sensitive has a field whose MarshalText is on the pointer only: taking
// its address would change what encoding/json writes.
type Sensitive struct{ T PtrText }

func (v *Sensitive) EncodeJSON(w *jsonwrite.Writer) {}

type PtrText int

func (p *PtrText) MarshalText() ([]byte, error) { return nil, nil }

// Outer gets Item's methods by promotion only.
type Outer struct {
	Item
	More int
}
