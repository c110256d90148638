//go:build go1.27 && goexperiment.jsonv2

package jsongen

import (
	"encoding/json"
	"io"
)

// stdDecoder is how a Decoder splits its stream where encoding/json runs
// on json/v2 (Go 1.27). There json.Decoder splits the stream with a
// jsontext.Decoder, whose tokens, syntax errors (a *json.SyntaxError,
// whose message only encoding/json can set), offsets and buffering a
// Decoder of jsongen's own could only imitate. So a Decoder keeps a
// json.Decoder and takes from it every token and, as a json.RawMessage,
// every value, which jsongen's reader then decodes: the stream behaves
// exactly as json.Decoder's, and values decode at jsongen's speed.
type stdDecoder struct {
	dec *json.Decoder
	raw json.RawMessage // the last value read, reused
}

func newStdDecoder(r io.Reader) *stdDecoder { return &stdDecoder{dec: json.NewDecoder(r)} }

func (d *stdDecoder) decode(v any, opts UnmarshalOptions) error {
	d.raw = d.raw[:0]
	if err := d.dec.Decode(&d.raw); err != nil {
		return err
	}
	return opts.Unmarshal(d.raw, v)
}

func (d *stdDecoder) token() (json.Token, error) { return d.dec.Token() }
func (d *stdDecoder) more() bool                 { return d.dec.More() }
func (d *stdDecoder) inputOffset() int64         { return d.dec.InputOffset() }
func (d *stdDecoder) buffered() io.Reader        { return d.dec.Buffered() }
func (d *stdDecoder) useNumber()                 { d.dec.UseNumber() }
