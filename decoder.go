package jsongen

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"

	"github.com/jsongen/jsongen/internal/jsonwire"
	"github.com/jsongen/jsongen/jsonread"
)

// A Decoder reads successive JSON values from a stream, as json.Decoder
// does: the same values, the same tokens, the same errors at the same
// offsets, and the same rules for a stream (after a syntax error every
// later call returns it; a Read that returns no data and no error is tried
// again). It reads each value once, in time linear in its size however
// small the pieces the reader returns, and holds one value at a time:
// decoding a huge array element by element (Token for the '[', then More
// and Decode) takes memory bounded by the largest element.
type Decoder struct {
	r    io.Reader
	buf  []byte // buf[scanp:] is read but not yet consumed
	rerr error  // the reader's error, reported once what was read is used

	scanp   int   // start of what is not yet consumed, in buf
	scanned int64 // bytes dropped from the front of buf: buf[0] is at this stream offset
	// scanBytes counts what encoding/json's Decoder counts for the offsets
	// of its syntax errors: the bytes its value scanner has seen, which
	// leaves out the delimiters Token consumes.
	scanBytes int64
	scan      jsonwire.ValueScanner
	err       error // a syntax error or the reader's: every later call returns it

	tokenState int
	tokenStack []int

	opts UnmarshalOptions

	// std, where encoding/json runs on json/v2, splits the stream instead
	// (decoder_v2.go); nil otherwise.
	std *stdDecoder
}

// NewDecoder returns a Decoder reading from r. It may read beyond the
// values it is asked for (see [Decoder.Buffered]).
func NewDecoder(r io.Reader) *Decoder { return &Decoder{r: r, std: newStdDecoder(r)} }

// DisallowUnknownFields makes a member that matches no struct field an
// error, as json.Decoder.DisallowUnknownFields does.
func (d *Decoder) DisallowUnknownFields() { d.opts.DisallowUnknownFields = true }

// UseNumber decodes numbers into interfaces as json.Number, as
// json.Decoder.UseNumber does.
func (d *Decoder) UseNumber() {
	d.opts.UseNumber = true
	if d.std != nil {
		d.std.useNumber()
	}
}

// Strict applies the checks of [UnmarshalOptions.Strict].
func (d *Decoder) Strict() { d.opts.Strict = true }

// Decode reads the next value from the stream and decodes it into the
// value v points to, as [Unmarshal] does. At the end of the stream it
// returns io.EOF. A type error does not stop the Decoder (the value was
// read whole); a syntax error does, as does the reader's error.
func (d *Decoder) Decode(v any) error {
	if d.std != nil {
		return d.std.decode(v, d.opts)
	}
	value, err := d.value()
	if err != nil {
		return err
	}
	err = d.opts.Unmarshal(value, v)
	d.tokenValueEnd()
	return err
}

// value reads the next value for Decode, after what Token has consumed.
func (d *Decoder) value() ([]byte, error) {
	if d.err != nil {
		return nil, d.err
	}
	if err := d.tokenPrepareForDecode(); err != nil {
		return nil, err
	}
	if !d.tokenValueAllowed() {
		return nil, d.stdTokenError(errNotAtValue)
	}
	n, err := d.readValue()
	if err != nil {
		return nil, err
	}
	value := d.buf[d.scanp : d.scanp+n]
	d.scanp += n
	return value, nil
}

// readValue reads until buf[scanp:] starts with a whole value (leading
// whitespace included) and returns its length. The scan goes on from
// where it stopped after each read.
func (d *Decoder) readValue() (int, error) {
	d.scan.Reset()
	for {
		b := d.buf[d.scanp:]
		n, done, werr := d.scan.Scan(b, d.rerr != nil)
		switch {
		case done:
			d.scanBytes += int64(n)
			return n, nil
		case werr != nil && werr.EOF:
			// The reader's error, at the end of what it gave.
			err := d.rerr
			if err == io.EOF && nonSpace(b) {
				err = io.ErrUnexpectedEOF
			}
			d.err = err
			return 0, err
		case werr != nil:
			d.err = d.stdSyntaxError(b, werr)
			return 0, d.err
		}
		d.refill()
	}
}

// stdSyntaxError returns the *json.SyntaxError encoding/json's Decoder
// reports for the malformed value at the start of b, where jsonwire found
// werr. Only encoding/json can make one with a message, so it is asked to
// scan the same bytes, on this error path only; its offset then counts
// from the stream's start, as encoding/json's Decoder counts.
func (d *Decoder) stdSyntaxError(b []byte, werr *jsonwire.Error) error {
	end := min(werr.Offset+1, len(b))
	err := json.NewDecoder(bytes.NewReader(b[:end])).Decode(new(json.RawMessage))
	var se *json.SyntaxError
	if !errors.As(err, &se) {
		// Not expected: jsonwire and encoding/json find the same errors.
		return &jsonread.SyntaxError{Offset: d.scanBytes + int64(werr.Offset), Msg: werr.Msg}
	}
	std := *se
	std.Offset += d.scanBytes
	return &std
}

// The errors of the Token API that encoding/json's Decoder makes itself.
// A *json.SyntaxError's message cannot be set from outside encoding/json,
// so each is had, on the error path only, from a json.Decoder given a
// stream that makes it say the same; its offset is then set to ours.
const (
	errNotAtValue = iota // "not at beginning of value"
	errNoComma           // "expected comma after array element"
	errNoColon           // "expected colon after object key"
)

// stdTokenError returns encoding/json's error of kind (errNotAtValue and
// so on) at the Decoder's offset.
func (d *Decoder) stdTokenError(kind int) error {
	var std *json.Decoder
	tokens := 1
	switch kind {
	case errNotAtValue:
		std = json.NewDecoder(bytes.NewReader([]byte(`{`)))
	case errNoComma:
		std, tokens = json.NewDecoder(bytes.NewReader([]byte(`[1 2`))), 2
	case errNoColon:
		std, tokens = json.NewDecoder(bytes.NewReader([]byte(`{"a" 1`))), 2
	}
	for range tokens {
		std.Token()
	}
	return d.atOffset(std.Decode(new(any)))
}

// tokenError returns encoding/json's error for the byte c, which Token met
// where the state does not allow it.
func (d *Decoder) tokenError(c byte) (json.Token, error) {
	// A stream that leaves encoding/json's Decoder in the same state
	// before c.
	prefix := map[int]string{
		tokenTopValue:    ``,
		tokenArrayStart:  `[`,
		tokenArrayValue:  `[1,`,
		tokenObjectValue: `{"a":`,
		tokenArrayComma:  `["x"`,
		tokenObjectKey:   `{"a":1,`,
		tokenObjectColon: `{"a"`,
		tokenObjectComma: `{"a":"x"`,
	}[d.tokenState]
	std := json.NewDecoder(bytes.NewReader(append([]byte(prefix), c)))
	for {
		if _, err := std.Token(); err != nil {
			return nil, d.atOffset(err)
		}
	}
}

// atOffset returns err, a *json.SyntaxError from a json.Decoder replaying
// one of ours, at our offset.
func (d *Decoder) atOffset(err error) error {
	var se *json.SyntaxError
	if !errors.As(err, &se) {
		return err
	}
	std := *se
	std.Offset = d.InputOffset()
	return &std
}

// refill reads more of the stream, dropping what was consumed. A Read
// that returns no data and no error is tried again.
func (d *Decoder) refill() {
	if d.scanp > 0 {
		d.scanned += int64(d.scanp)
		n := copy(d.buf, d.buf[d.scanp:])
		d.buf = d.buf[:n]
		d.scanp = 0
	}
	const minRead = 512
	if cap(d.buf)-len(d.buf) < minRead {
		buf := make([]byte, len(d.buf), 2*cap(d.buf)+minRead)
		copy(buf, d.buf)
		d.buf = buf
	}
	for {
		n, err := d.r.Read(d.buf[len(d.buf):cap(d.buf)])
		d.buf = d.buf[:len(d.buf)+n]
		if err != nil {
			d.rerr = err
			return
		}
		if n > 0 {
			return
		}
	}
}

func nonSpace(b []byte) bool { return jsonwire.ConsumeSpace(b) < len(b) }

// Buffered returns a reader of the data read from the stream but not yet
// consumed. It is valid until the next call of a Decoder method.
func (d *Decoder) Buffered() io.Reader {
	if d.std != nil {
		return d.std.buffered()
	}
	return bytes.NewReader(d.buf[d.scanp:])
}

// InputOffset returns the stream offset of the Decoder's position: the end
// of the last token or value returned, and the start of the next.
func (d *Decoder) InputOffset() int64 {
	if d.std != nil {
		return d.std.inputOffset()
	}
	return d.scanned + int64(d.scanp)
}

// More reports whether there is another element in the array or object
// being read (or another value in the stream, at the top level).
func (d *Decoder) More() bool {
	if d.std != nil {
		return d.std.more()
	}
	c, err := d.peek()
	return err == nil && c != ']' && c != '}'
}

// peek returns the next byte that is not whitespace, without consuming
// it, reading more if need be. The reader's error is returned once what
// was read is used up, without stopping the Decoder.
func (d *Decoder) peek() (byte, error) {
	for {
		// Whitespace is consumed only with the byte after it, as
		// encoding/json's Decoder does (InputOffset tells).
		if i := d.scanp + jsonwire.ConsumeSpace(d.buf[d.scanp:]); i < len(d.buf) {
			d.scanp = i
			return d.buf[i], nil
		}
		if d.rerr != nil {
			return 0, d.rerr
		}
		d.refill()
	}
}

// The states of the Token API, as encoding/json's Decoder keeps them.
const (
	tokenTopValue = iota
	tokenArrayStart
	tokenArrayValue
	tokenArrayComma
	tokenObjectStart
	tokenObjectKey
	tokenObjectColon
	tokenObjectValue
	tokenObjectComma
)

// Token returns the next JSON token in the stream: a json.Delim for the
// four delimiters [ ] { }, bool, float64 (json.Number with UseNumber),
// string, or nil for null; commas and colons are left out. At the end of
// the stream it returns nil, io.EOF. As with encoding/json, delimiters are
// checked to nest and match, and Token can be mixed with Decode to read a
// large value piece by piece.
func (d *Decoder) Token() (json.Token, error) {
	if d.std != nil {
		return d.std.token()
	}
	for {
		c, err := d.peek()
		if err != nil {
			return nil, err
		}
		switch c {
		case '[', '{':
			if !d.tokenValueAllowed() {
				return d.tokenError(c)
			}
			d.scanp++
			d.tokenStack = append(d.tokenStack, d.tokenState)
			if c == '[' {
				d.tokenState = tokenArrayStart
			} else {
				d.tokenState = tokenObjectStart
			}
			return json.Delim(c), nil
		case ']', '}':
			if c == ']' && d.tokenState != tokenArrayStart && d.tokenState != tokenArrayComma ||
				c == '}' && d.tokenState != tokenObjectStart && d.tokenState != tokenObjectComma {
				return d.tokenError(c)
			}
			d.scanp++
			d.tokenState = d.tokenStack[len(d.tokenStack)-1]
			d.tokenStack = d.tokenStack[:len(d.tokenStack)-1]
			d.tokenValueEnd()
			return json.Delim(c), nil
		case ':':
			if d.tokenState != tokenObjectColon {
				return d.tokenError(c)
			}
			d.scanp++
			d.tokenState = tokenObjectValue
			continue
		case ',':
			switch d.tokenState {
			case tokenArrayComma:
				d.scanp++
				d.tokenState = tokenArrayValue
				continue
			case tokenObjectComma:
				d.scanp++
				d.tokenState = tokenObjectKey
				continue
			}
			return d.tokenError(c)
		case '"':
			if d.tokenState == tokenObjectStart || d.tokenState == tokenObjectKey {
				old := d.tokenState
				d.tokenState = tokenTopValue
				var key string
				err := d.Decode(&key)
				d.tokenState = old
				if err != nil {
					return nil, err
				}
				d.tokenState = tokenObjectColon
				return key, nil
			}
		}
		if !d.tokenValueAllowed() {
			return d.tokenError(c)
		}
		var x any
		if err := d.Decode(&x); err != nil {
			return nil, err
		}
		return x, nil
	}
}

// tokenPrepareForDecode moves from a separator state to a value state,
// consuming the comma or colon Token left.
func (d *Decoder) tokenPrepareForDecode() error {
	switch d.tokenState {
	case tokenArrayComma:
		c, err := d.peek()
		if err != nil {
			return err
		}
		if c != ',' {
			return d.stdTokenError(errNoComma)
		}
		d.scanp++
		d.tokenState = tokenArrayValue
	case tokenObjectColon:
		c, err := d.peek()
		if err != nil {
			return err
		}
		if c != ':' {
			return d.stdTokenError(errNoColon)
		}
		d.scanp++
		d.tokenState = tokenObjectValue
	}
	return nil
}

func (d *Decoder) tokenValueAllowed() bool {
	switch d.tokenState {
	case tokenTopValue, tokenArrayStart, tokenArrayValue, tokenObjectValue:
		return true
	}
	return false
}

func (d *Decoder) tokenValueEnd() {
	switch d.tokenState {
	case tokenArrayStart, tokenArrayValue:
		d.tokenState = tokenArrayComma
	case tokenObjectValue:
		d.tokenState = tokenObjectComma
	}
}
