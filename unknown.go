package jsongen

import (
	"encoding/json"

	"github.com/jsongen/jsongen/internal/jsonwire"
	"github.com/jsongen/jsongen/jsonread"
	"github.com/jsongen/jsongen/jsonwrite"
)

// UnknownFields keeps the members of a JSON object that match no field of
// the struct that embeds it, and writes them back after the struct's own
// fields when the struct is encoded, in the order they were read.
// Embed it in a struct with generated code:
//
//	type Event struct {
//		ID string `json:"id"`
//		jsongen.UnknownFields
//	}
//
// Each decoding into the struct replaces the members kept. The zero value
// keeps nothing. encoding/json, decoding or encoding the struct by itself
// (without the generated methods), ignores the members, since the type
// has no exported fields.
type UnknownFields struct {
	members []unknownMember
}

type unknownMember struct {
	name  string
	value json.RawMessage
}

// Reset forgets the members kept. Generated code calls it when it starts
// decoding an object into the struct.
func (u *UnknownFields) Reset() { u.members = u.members[:0] }

// DecodeMember keeps the member whose key the Reader has just read (the
// key matched no field) with its value, which it reads. Generated code
// calls it.
func (u *UnknownFields) DecodeMember(r *jsonread.Reader) {
	key := r.LastKey()
	name := string(jsonwire.AppendUnquote(nil, key[1:len(key)-1]))
	raw := r.Raw()
	if raw == nil {
		return
	}
	u.members = append(u.members, unknownMember{name, append(json.RawMessage(nil), raw...)})
}

// EncodeMembers writes the members kept, each preceded by a comma, as
// generated code needs them after the struct's own fields.
func (u *UnknownFields) EncodeMembers(w *jsonwrite.Writer) {
	for _, m := range u.members {
		w.Raw(",")
		w.Key(m.name)
		w.RawMessage(m.value)
	}
}

// Len returns the number of members kept.
func (u *UnknownFields) Len() int { return len(u.members) }

// Member returns the raw value of the last member kept with the given
// name.
func (u *UnknownFields) Member(name string) (json.RawMessage, bool) {
	for i := len(u.members) - 1; i >= 0; i-- {
		if u.members[i].name == name {
			return u.members[i].value, true
		}
	}
	return nil, false
}

// Names returns the names of the members kept, in input order.
func (u *UnknownFields) Names() []string {
	names := make([]string, len(u.members))
	for i, m := range u.members {
		names[i] = m.name
	}
	return names
}

// RawMessage is a raw encoded JSON value, as json.RawMessage is (it is the
// same type): generated code writes it checked and compacted, HTML
// characters escaped, null for nil, and reads any value into it verbatim.
// It exists so that code moving from easyjson.RawMessage has a name in
// this package.
type RawMessage = json.RawMessage
