// Package events declares the type of the timestamp-heavy benchmark
// (BenchmarkTimestamps): API events with three times each, in UTC and with
// offsets, as nearly every API type holds them. Its generated code is
// beside it (go generate).
package events

//go:generate go tool jsongen -all events.go

import "time"

// Event is one event of an audit log.
type Event struct {
	ID       int64      `json:"id"`
	Created  time.Time  `json:"created"`
	Updated  time.Time  `json:"updated"`
	Deleted  *time.Time `json:"deleted"`
	Actor    string     `json:"actor"`
	Resolved bool       `json:"resolved"`
}

// Log is a page of events.
type Log struct {
	Events []Event `json:"events"`
}
