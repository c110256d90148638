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

// SensitiveOnV2 has a field whose AppendText is on the pointer only, which
// encoding/json calls on json/v2 (Go 1.27).
type SensitiveOnV2 struct{ T PtrAppend }

func (v *SensitiveOnV2) EncodeJSON(w *jsonwrite.Writer) {}

type PtrAppend int

func (p *PtrAppend) AppendText(b []byte) ([]byte, error) { return b, nil }

// Outer gets Item's methods by promotion only.
type Outer struct {
	Item
	More int
}
