//go:build !(go1.27 && goexperiment.jsonv2)

package jsongen

import (
	"encoding/json"
	"io"
)

// stdDecoder is nil here: the Decoder splits its stream itself, as the
// classic encoding/json's Decoder does (see decoder_v2.go for Go 1.27).
type stdDecoder struct{}

func newStdDecoder(io.Reader) *stdDecoder { return nil }

func (*stdDecoder) decode(any, UnmarshalOptions) error { panic("unreachable") }
func (*stdDecoder) token() (json.Token, error)         { panic("unreachable") }
func (*stdDecoder) more() bool                         { panic("unreachable") }
func (*stdDecoder) inputOffset() int64                 { panic("unreachable") }
func (*stdDecoder) buffered() io.Reader                { panic("unreachable") }
func (*stdDecoder) useNumber()                         { panic("unreachable") }
