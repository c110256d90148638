package jsonread

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/jsongen/jsongen/internal/jsonwire"
)

// errorPrefix starts every error message of this package.
const errorPrefix = "jsonread: "

// SyntaxError reports input that is not valid JSON. It stops the Reader.
// The message text may change between versions; the fields will not.
type SyntaxError struct {
	// Offset is the byte offset of the first byte that does not fit the
	// grammar, or the input's length if the input ended inside a value.
	Offset int64
	// Line and Column give Offset as a 1-based line and byte column.
	Line, Column int
	// Msg says what was wrong, e.g. "invalid character 'x' looking for
	// beginning of value".
	Msg string
}

func (e *SyntaxError) Error() string {
	return errorPrefix + e.Msg + " at line " + strconv.Itoa(e.Line) + ", column " + strconv.Itoa(e.Column) +
		" (offset " + strconv.FormatInt(e.Offset, 10) + ")"
}

func newSyntaxError(data []byte, off int, msg string) *SyntaxError {
	off = min(off, len(data))
	before := data[:off]
	line := bytes.Count(before, []byte{'\n'}) + 1
	col := off - (bytes.LastIndexByte(before, '\n') + 1) + 1
	return &SyntaxError{Offset: int64(off), Line: line, Column: col, Msg: msg}
}

// TypeError reports a JSON value that could not be stored in the Go value
// it was decoded into: a value of the wrong kind, a number that does not
// fit, bad base64, or an error returned by an UnmarshalJSON or
// UnmarshalText method (then Err holds that error). The message text may
// change between versions; the fields will not.
type TypeError struct {
	// Value describes the JSON value: "string", "number", "number 1e400",
	// "bool", "array", "object" or "null".
	Value string
	// Type is the Go type the value was decoded into, as Go writes it,
	// e.g. "int8" or "shop.Item".
	Type string
	// Offset is the byte offset of the start of the JSON value.
	Offset int64
	// Path locates the value from the top of the input: ".items[3].price";
	// it is empty for the top-level value and when the Reader could not
	// work it out.
	Path string
	// Err is the underlying error, if any.
	Err error

	pathDone bool
}

func (e *TypeError) Error() string {
	var b strings.Builder
	b.WriteString(errorPrefix)
	if e.Err != nil {
		b.WriteString("decoding JSON " + e.Value + " into Go value of type " + e.Type)
	} else {
		b.WriteString("cannot decode JSON " + e.Value + " into Go value of type " + e.Type)
	}
	if e.Path != "" {
		b.WriteString(" at " + e.Path)
	}
	b.WriteString(" (offset " + strconv.FormatInt(e.Offset, 10) + ")")
	if e.Err != nil {
		b.WriteString(": " + e.Err.Error())
	}
	return b.String()
}

// Unwrap returns the underlying error.
func (e *TypeError) Unwrap() error { return e.Err }

// fillPath works out Path from the input, once. It costs a scan of the
// input up to the error, paid only when the error is reported.
func (e *TypeError) fillPath(data []byte) {
	if !e.pathDone {
		e.pathDone = true
		e.Path = pathAt(data, int(e.Offset))
	}
}

// typeError records a type error for the value starting at off, unless
// one is recorded already.
func (r *Reader) typeError(off int, value, goType string, err error) {
	if r.terr == nil {
		r.terr = &TypeError{Value: value, Type: goType, Offset: int64(off), Err: err}
	}
}

// methodError stops the Reader with err, returned by a method decoding the
// value that starts at off.
func (r *Reader) methodError(off int, goType string, err error) {
	if r.err != nil {
		return
	}
	te := &TypeError{Value: kindName(r.data[off]), Type: goType, Offset: int64(off), Err: err}
	te.fillPath(r.data)
	r.err = te
	r.pos = len(r.data)
	r.preferSyntaxError()
}

// kindName names the kind of the JSON value that starts with c.
func kindName(c byte) string {
	switch c {
	case '{':
		return "object"
	case '[':
		return "array"
	case '"':
		return "string"
	case 't', 'f':
		return "bool"
	case 'n':
		return "null"
	}
	return "number"
}

// mismatch records a type error for the value at the read position, which
// cannot be decoded into goType, and skips it.
func (r *Reader) mismatch(goType string) {
	start := r.pos
	if r.Raw() != nil {
		r.typeError(start, kindName(r.data[start]), goType, nil)
	}
}

// pathAt returns the path of the value that starts at offset off in data,
// or "" if off is not the start of a value nested in data's first value.
func pathAt(data []byte, off int) string {
	type frame struct {
		key   []byte // quoted key of the current member, for objects
		index int    // index of the current element, for arrays
		obj   bool
	}
	var stack []frame
	pos := jsonwire.ConsumeSpace(data)
	render := func() string {
		var b strings.Builder
		for _, f := range stack {
			if !f.obj {
				b.WriteString("[" + strconv.Itoa(f.index) + "]")
				continue
			}
			name := string(jsonwire.AppendUnquote(nil, f.key[1:len(f.key)-1]))
			if isPathName(name) {
				b.WriteString("." + name)
			} else {
				b.WriteString("[" + strconv.Quote(name) + "]")
			}
		}
		return b.String()
	}
	// readKey reads a key and its colon at pos into the top frame.
	readKey := func() bool {
		pos += jsonwire.ConsumeSpace(data[pos:])
		if pos >= len(data) || data[pos] != '"' {
			return false
		}
		n, _, err := jsonwire.ConsumeString(data[pos:])
		if err != nil {
			return false
		}
		stack[len(stack)-1].key = data[pos : pos+n]
		pos += n
		pos += jsonwire.ConsumeSpace(data[pos:])
		if pos >= len(data) || data[pos] != ':' {
			return false
		}
		pos++
		return true
	}
	for {
		pos += jsonwire.ConsumeSpace(data[pos:])
		if pos == off {
			return render()
		}
		if pos >= len(data) || pos > off {
			return ""
		}
		switch c := data[pos]; c {
		case '{', '[':
			stack = append(stack, frame{obj: c == '{'})
			pos++
			pos += jsonwire.ConsumeSpace(data[pos:])
			if pos < len(data) && data[pos] == c+2 {
				pos++
				stack = stack[:len(stack)-1]
				break
			}
			if c == '{' && !readKey() {
				return ""
			}
			continue
		default:
			n, err := jsonwire.ConsumeScalar(data[pos:])
			if err != nil {
				return ""
			}
			pos += n
		}
		// After a value: close levels, or move to the next member.
		for {
			if len(stack) == 0 {
				return ""
			}
			pos += jsonwire.ConsumeSpace(data[pos:])
			if pos >= len(data) {
				return ""
			}
			top := &stack[len(stack)-1]
			c := data[pos]
			pos++
			if c == ',' {
				if top.obj {
					if !readKey() {
						return ""
					}
				} else {
					top.index++
				}
				break
			}
			stack = stack[:len(stack)-1]
		}
	}
}

// isPathName reports whether name can follow a dot in a path.
func isPathName(name string) bool {
	if name == "" {
		return false
	}
	for _, c := range name {
		if !(c == '_' || c == '-' || c == '$' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c >= 0x80) {
			return false
		}
	}
	return true
}
