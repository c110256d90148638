package main

// The types an easyjson user would have had; the only change is the
// go:generate line (easyjson -all -snake_case ... becomes jsongen with the
// same flags).

//go:generate go tool jsongen -all -snake_case -omit_empty types.go

import (
	"github.com/jsongen/jsongen"
	"github.com/jsongen/jsongen/opt"
)

// Webhook is an event a service receives; it keeps the members it does
// not know, to forward them unchanged.
type Webhook struct {
	EventID   string      `json:",required"`
	EventType string      `json:",intern"` // few distinct values: share them
	UserID    int64       // user_id, by -snake_case
	Retries   opt.Int     // absent, null or a number: tell them apart
	Payload   string      `json:",nocopy"`
	Delivered bool        `json:",!omitempty"` // written even when false
	Score     opt.Float64 // left out when undefined, by -omit_empty
	jsongen.UnknownFields
}
