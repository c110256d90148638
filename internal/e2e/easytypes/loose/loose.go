// Package loose is generated with -disallow_unknown_fields -byte
// -disable_members_unescape -no_std_marshalers.
package loose

//go:generate go tool jsongen -all -disallow_unknown_fields -byte -disable_members_unescape -no_std_marshalers loose.go

type Blob struct {
	Name  string   `json:"name"`
	Data  []byte   `json:"data"`
	Parts [][]byte `json:"parts"`
}
