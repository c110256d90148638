// Package snake is generated with -snake_case -omit_empty.
package snake

//go:generate go tool jsongen -all -snake_case -omit_empty snake.go

type Request struct {
	HTTPVersion   string
	UserID        int64
	SomeHTTPStuff string
	HTTP2Server   bool
	Some_Mixed    string
	Tagged        string `json:"explicit"`
	KeepEmpty     string `json:"keep_empty,!omitempty"`
	KeepZero      int    `json:",!omitempty"`
	Headers       map[string]string
}
