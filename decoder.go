package jsongen

import (
	"errors"
	"io"

	"github.com/jsongen/jsongen/internal/jsonwire"
)

// A Decoder reads successive JSON values from a stream, as json.Decoder
// does. It buffers one value at a time: memory is bounded by the largest
// value, not the stream.
type Decoder struct {
	r    io.Reader
	buf  []byte // buf[start:] is read but not yet decoded
	off  int
	err  error // from r; io.EOF at the end
	opts UnmarshalOptions
}

// NewDecoder returns a Decoder reading from r.
func NewDecoder(r io.Reader) *Decoder { return &Decoder{r: r} }

// DisallowUnknownFields makes a member that matches no struct field an
// error, as json.Decoder.DisallowUnknownFields does.
func (d *Decoder) DisallowUnknownFields() { d.opts.DisallowUnknownFields = true }

// UseNumber decodes numbers into interfaces as json.Number.
func (d *Decoder) UseNumber() { d.opts.UseNumber = true }

// Strict applies the checks of [UnmarshalOptions.Strict].
func (d *Decoder) Strict() { d.opts.Strict = true }

// Decode reads the next value from the stream and decodes it into the
// value v points to, as [Unmarshal] does. At the end of the stream it
// returns io.EOF.
func (d *Decoder) Decode(v any) error {
	value, err := d.next()
	if err != nil {
		return err
	}
	return d.opts.Unmarshal(value, v)
}

// More reports whether there is another value in the stream (or an error
// to report).
func (d *Decoder) More() bool {
	for {
		d.off += jsonwire.ConsumeSpace(d.buf[d.off:])
		if d.off < len(d.buf) {
			return true
		}
		if d.err != nil {
			return d.err != io.EOF
		}
		d.fill()
	}
}

// next returns the next complete value, reading until the buffer holds
// one. A number that reaches the end of what was read might go on, so it
// is complete only once a byte after it, or the end, was seen. Malformed
// input is returned as it is, for Unmarshal to report with its position.
func (d *Decoder) next() ([]byte, error) {
	for {
		d.off += jsonwire.ConsumeSpace(d.buf[d.off:])
		rest := d.buf[d.off:]
		if len(rest) == 0 {
			if d.err != nil {
				return nil, d.err
			}
			d.fill()
			continue
		}
		n, err := jsonwire.ConsumeValue(rest)
		incomplete := err != nil && err.EOF || err == nil && n == len(rest) && isNumberStart(rest[0])
		switch {
		case incomplete && d.err == nil:
			d.fill()
		case err != nil:
			d.off = len(d.buf)
			return rest, nil
		default:
			d.off += n
			return rest[:n], nil
		}
	}
}

func isNumberStart(c byte) bool { return c == '-' || '0' <= c && c <= '9' }

// fill reads more of the stream, dropping what was decoded.
func (d *Decoder) fill() {
	if d.off > 0 {
		n := copy(d.buf, d.buf[d.off:])
		d.buf = d.buf[:n]
		d.off = 0
	}
	if cap(d.buf)-len(d.buf) < 512 {
		d.buf = append(d.buf, make([]byte, max(512, cap(d.buf)))...)[:len(d.buf)]
	}
	n, err := d.r.Read(d.buf[len(d.buf):cap(d.buf)])
	d.buf = d.buf[:len(d.buf)+n]
	if err != nil {
		d.err = err
	} else if n == 0 {
		d.err = errors.New("jsongen: reader returned no data and no error")
	}
}
