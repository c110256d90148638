package difftypes

import (
	"encoding/json"
	"time"
)

// Tags exercises every tag form.
type Tags struct {
	Renamed    int            `json:"renamed"`
	Skipped    int            `json:"-"`
	Dash       int            `json:"-,"`
	OmitInt    int            `json:"omit_int,omitempty"`
	OmitStr    string         `json:",omitempty"`
	OmitPtr    *int           `json:"omit_ptr,omitempty"`
	OmitSlice  []int          `json:"omit_slice,omitempty"`
	OmitMap    map[string]int `json:"omit_map,omitempty"`
	OmitBool   bool           `json:"omit_bool,omitempty"`
	OmitFloat  float64        `json:"omit_float,omitempty"`
	OmitArr    [2]int         `json:"omit_arr,omitempty"`
	OmitArr0   [0]int         `json:"omit_arr0,omitempty"`
	OmitStruct Scalars        `json:"omit_struct,omitempty"`
	OmitAny    any            `json:"omit_any,omitempty"`
	Invalid    int            `json:"\"b"`
	Unicode    int            `json:"ünïcødé"`
	Punct      int            `json:"!#$%&()*+-./:;<=>?@[]^_{|}~ "`
	HTMLName   string         `json:"<b>&"`
	Comma      int            `json:",string,omitempty"`
	unexported int
	Ωmega      int
}

// ZeroTags exercises omitzero.
type ZeroTags struct {
	Int     int             `json:",omitzero"`
	Float   float64         `json:",omitzero"`
	Str     string          `json:",omitzero"`
	Ptr     *int            `json:",omitzero"`
	Slice   []int           `json:",omitzero"`
	Map     map[string]int  `json:",omitzero"`
	Arr     [2]int          `json:",omitzero"`
	Struct  Scalars         `json:",omitzero"`
	Time    time.Time       `json:",omitzero"`
	PTime   *time.Time      `json:",omitzero"`
	ValZ    ValZero         `json:",omitzero"`
	PtrZ    PtrZero         `json:",omitzero"`
	PPtrZ   *PtrZero        `json:",omitzero"`
	IfaceZ  Zeroer          `json:",omitzero"`
	Any     any             `json:",omitzero"`
	Both    []int           `json:",omitempty,omitzero"`
	NonComp NonComparable   `json:",omitzero"`
	Anon    struct{ A int } `json:",omitzero"`
	Num     json.Number     `json:",omitzero"`
}

// ValZero reports zero through a value method.
type ValZero struct{ N int }

func (v ValZero) IsZero() bool { return v.N < 0 }

// PtrZero reports zero through a pointer method.
type PtrZero struct{ N int }

func (p *PtrZero) IsZero() bool { return p.N == 7 }

// Zeroer is an interface with IsZero.
type Zeroer interface{ IsZero() bool }

// NonComparable cannot be compared with ==.
type NonComparable struct {
	S []int
	M map[string]int
}

// Quoted exercises the ,string option on every kind it applies to.
type Quoted struct {
	B    bool        `json:",string"`
	I    int         `json:",string"`
	I8   int8        `json:",string"`
	U    uint64      `json:",string"`
	F    float64     `json:",string"`
	F32  float32     `json:",string"`
	S    string      `json:",string"`
	PI   *int        `json:",string"`
	PS   *string     `json:",string"`
	PB   *bool       `json:",string"`
	N    json.Number `json:",string"`
	MI   MyInt       `json:",string"`
	Sl   []int       `json:",string"`
	St   Scalars     `json:",string"`
	Omit int         `json:",string,omitempty"`
}
