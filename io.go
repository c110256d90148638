package jsongen

import (
	"bytes"
	"encoding/json"
	"io"
)

// MarshalToWriter encodes v as [Marshal] does and writes it to w in one
// Write call, returning the bytes written. If encoding fails nothing is
// written. (The name and argument order are easyjson's.)
func MarshalToWriter(v any, w io.Writer) (int, error) {
	buf := getWriter()
	defer putWriter(buf)
	buf.Any(v)
	if err := buf.Err(); err != nil {
		return 0, err
	}
	return w.Write(buf.Bytes())
}

// UnmarshalFromReader reads all of r and decodes it as [Unmarshal] does.
// For a stream of several values, use a [Decoder].
func UnmarshalFromReader(r io.Reader, v any) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	return Unmarshal(data, v)
}

// An Encoder writes JSON values to a stream, each followed by a newline,
// as json.Encoder does.
type Encoder struct {
	w        io.Writer
	noHTML   bool
	prefix   string
	indent   string
	indented bool
}

// NewEncoder returns an Encoder writing to w.
func NewEncoder(w io.Writer) *Encoder { return &Encoder{w: w} }

// SetEscapeHTML sets whether '<', '>' and '&' in strings are escaped (they
// are by default), as json.Encoder.SetEscapeHTML does.
func (e *Encoder) SetEscapeHTML(on bool) { e.noHTML = !on }

// SetIndent makes Encode indent its output, as json.Encoder.SetIndent
// does.
func (e *Encoder) SetIndent(prefix, indent string) {
	e.prefix, e.indent, e.indented = prefix, indent, prefix != "" || indent != ""
}

// Encode writes v followed by a newline in one Write call. If encoding
// fails nothing is written.
func (e *Encoder) Encode(v any) error {
	w := getWriter()
	defer putWriter(w)
	w.SetEscapeHTML(!e.noHTML)
	w.Any(v)
	if err := w.Err(); err != nil {
		return err
	}
	out := append(w.Bytes(), '\n')
	if e.indented {
		var b bytes.Buffer
		if err := json.Indent(&b, out, e.prefix, e.indent); err != nil {
			return err
		}
		out = b.Bytes()
	}
	_, err := e.w.Write(out)
	return err
}
