// Package tagopts uses the tag options jsongen adds (nocopy, intern,
// required), optional values and kept unknown members.
package tagopts

//go:generate go tool jsongen -all -std_marshalers tagopts.go

import (
	"github.com/jsongen/jsongen"
	"github.com/jsongen/jsongen/opt"
)

type Record struct {
	ID      string      `json:"id,required"`
	Kind    string      `json:"kind,intern"`
	Body    string      `json:"body,nocopy"`
	Note    *string     `json:"note,nocopy"`
	Version int         `json:"version,required"`
	Score   opt.Float64 `json:"score,omitempty"`
	Label   opt.String  `json:"label"`
	Since   opt.Int     `json:"since,omitzero"`
}

// Passthrough keeps members it does not know.
type Passthrough struct {
	Name  string `json:"name"`
	Count int    `json:"count,omitempty"`
	jsongen.UnknownFields
}

// Batch holds records, so that one Reader decodes them all and its
// intern cache is shared between them.
type Batch struct {
	Records []Record `json:"records"`
}
