// Package camel is generated with -lower_camel_case -omit_zero.
package camel

//go:generate go tool jsongen -all -lower_camel_case -omit_zero camel.go

import "time"

type Event struct {
	HTTPVersion string
	ID          int
	UserID      string
	CreatedAt   time.Time
	Count       int `json:",!omitzero"`
	Tagged      int `json:"Tagged"`
}
