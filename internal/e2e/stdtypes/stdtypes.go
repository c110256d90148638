// Package stdtypes holds types generated with MarshalJSON and
// UnmarshalJSON (the default), for the tests of how generated code and
// encoding/json work together.
package stdtypes

//go:generate go tool jsongen -all -std_marshalers stdtypes.go

import (
	"encoding"
	"encoding/json"
	"errors"
	"time"
)

// Inner fails to encode when Fail is set.
type Inner struct {
	Fail Failer `json:"fail"`
	N    int    `json:"n"`
}

// Outer holds an Inner.
type Outer struct {
	In   Inner  `json:"in"`
	Name string `json:"name"`
}

// Failer's MarshalJSON fails when it is true.
type Failer bool

func (f Failer) MarshalJSON() ([]byte, error) {
	if f {
		return nil, errors.New("boom")
	}
	return []byte("false"), nil
}

// Plain is a struct with no generated code, holding generated types.
//
//jsongen:skip
type Plain struct {
	In    Inner `json:"in"`
	After int   `json:"after"`
}

// Embeds embeds a generated type; with -all it is generated too.
type Embeds struct {
	Inner
	Extra string `json:"extra"`
}

// Stamp has MarshalJSON and MarshalText by promotion from time.Time,
// with value receivers, which a nil *Stamp cannot call.
type Stamp struct {
	time.Time
}

// HoldsMarshalers has fields of marshaler interface types.
type HoldsMarshalers struct {
	M json.Marshaler         `json:"m"`
	T encoding.TextMarshaler `json:"t"`
}

// Loose has a field of type any, where json.Decoder's UseNumber would put
// a json.Number.
type Loose struct {
	N any    `json:"n"`
	S string `json:"s"`
}

// Message embeds Msg, and the unnamed struct type of Reacted.M embeds
// *Message: Message gets no MarshalJSON or UnmarshalJSON (they would be
// promoted to that struct type), and Msg none either, as its own would be
// promoted to Message (slack-go's Message, Msg and reactedItemResponse).
type Message struct {
	Msg
	Sub *Msg `json:"sub"`
}

// Msg is embedded by Message.
type Msg struct {
	Text string `json:"text"`
}

// Reacted holds a Message in an unnamed struct type.
type Reacted struct {
	M struct {
		*Message
		Count int `json:"count"`
	} `json:"m"`
}

// MergeRequest embeds BasicMergeRequest and decodes through a defined
// type of its own struct, as gitlab's client does: that type has none of
// MergeRequest's methods but BasicMergeRequest's by promotion, so
// BasicMergeRequest gets no MarshalJSON or UnmarshalJSON (they would make
// json.Unmarshal fill only its fields here).
type MergeRequest struct {
	BasicMergeRequest
	Pipeline *Pipeline `json:"pipeline"`
}

func (m *MergeRequest) UnmarshalJSON(data []byte) error {
	type alias MergeRequest
	return json.Unmarshal(data, (*alias)(m))
}

// BasicMergeRequest is embedded by MergeRequest.
type BasicMergeRequest struct {
	ID    int    `json:"id"`
	Title string `json:"title"`
}

// Pipeline is a field of MergeRequest.
type Pipeline struct {
	ID int `json:"id"`
}

// Hidden has no exported field: encoding/json reads every member of an
// object into it as unknown (google.golang.org/api's AboutService).
type Hidden struct{ n int }

// N returns the field encoding/json cannot see.
func (h Hidden) N() int { return h.n }

// HoldsHidden holds Hiddens, by pointer and by value.
type HoldsHidden struct {
	P *Hidden `json:"p"`
	V Hidden  `json:"v"`
	N int     `json:"n"`
}

// QueryParams is always {} to encoding/json (its fields go in a URL, and
// the struct it embeds has no field to encode), so -all gives it no
// methods: code that asks whether a value is a json.Marshaler, as
// openai-go does to choose between a JSON body and none, must get the
// same answer as without generated code.
type QueryParams struct {
	After string `json:"-"`
	Limit *int   `json:"-"`
	paramObj
}

type paramObj struct{ meta }

type meta struct{ any }

// Meta returns what the embedded structs hold, which encoding/json does not
// see.
func (q QueryParams) Meta() any { return q.any }
