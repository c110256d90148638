package jsonread

import (
	"bytes"
	"reflect"
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
	// For StdError: the error is about a map key (Offset is the key's),
	// Err is encoding/json's own for the value alone (Reader.Reflect), or
	// the field is promoted through a nil embedded pointer to an unexported
	// struct type.
	key, reflected, unsettable bool
	// method says Err was returned by an UnmarshalJSON or UnmarshalText
	// method, where json/v2 goes on decoding (see methodError).
	method bool
	// redo says encoding/json is to give the error, decoding the value
	// alone as a ,string field of its type (see quotedFailed).
	redo bool
	// before says json/v2 reports the error before reading the value: at
	// its start, not its end (see valueEnd).
	before bool
	// held is the type of the pointer an interface held when the error
	// happened inside what it points to, the value decoded there starting
	// at heldAt (see Reader.valueHeld).
	held   reflect.Type
	heldAt int
	// float64 says encoding/json names float64 as the type, whatever the
	// value was decoded into: a number out of range decoded into an
	// interface, or read from a ,string field before its type is looked at.
	float64 bool
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

// markFloat64 marks the type error just recorded, if it is one, as one
// encoding/json reports with the type float64 (see TypeError.float64).
func (r *Reader) markFloat64() {
	if r.terr != nil && r.err == nil && r.terr.Type == "float64" && strings.HasPrefix(r.terr.Value, "number ") {
		r.terr.float64 = true
	}
}

// methodError stops the Reader with err, returned by a method decoding the
// value that starts at off. Where encoding/json runs on json/v2, which goes
// on after a method's error as after a type error, it records err as the
// first error instead, if there is none yet, and decoding goes on.
func (r *Reader) methodError(off int, goType string, err error) {
	if r.err != nil {
		return
	}
	if jsonwire.StdV2 {
		if r.terr == nil {
			r.terr = &TypeError{Value: kindName(r.data[off]), Type: goType, Offset: int64(off), Err: err, method: true}
		}
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
	steps, ok := pathSteps(data, off)
	if !ok {
		return ""
	}
	var b strings.Builder
	for _, s := range steps {
		if !s.member {
			b.WriteString("[" + strconv.Itoa(s.index) + "]")
			continue
		}
		name := string(s.key)
		if isPathName(name) {
			b.WriteString("." + name)
		} else {
			b.WriteString("[" + strconv.Quote(name) + "]")
		}
	}
	return b.String()
}

// pathStep is one step from a value to a value inside it: an object's
// member or an array's element.
type pathStep struct {
	member bool
	key    []byte // the member's name, unquoted
	index  int    // the element's index
	// keyStart is the offset of the member's name in the input, and
	// valueStart that of the value the step leads to.
	keyStart, valueStart int
}

// pathSteps returns the steps from the top of data to the value that
// starts at offset off (or, for a member of an object, whose name starts
// there), and whether there is one.
func pathSteps(data []byte, off int) ([]pathStep, bool) {
	var stack []pathStep
	pos := jsonwire.ConsumeSpace(data)
	result := func() ([]pathStep, bool) {
		for i := range stack {
			if stack[i].member {
				raw := stack[i].key
				stack[i].key = jsonwire.AppendUnquote(nil, raw[1:len(raw)-1])
			}
		}
		return stack, true
	}
	// readKey reads a key and its colon at pos into the top step.
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
		stack[len(stack)-1].keyStart = pos
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
		if len(stack) > 0 && stack[len(stack)-1].member && stack[len(stack)-1].keyStart == off {
			return result()
		}
		if len(stack) > 0 {
			stack[len(stack)-1].valueStart = pos
		}
		if pos == off {
			return result()
		}
		if pos >= len(data) || pos > off {
			return nil, false
		}
		switch c := data[pos]; c {
		case '{', '[':
			stack = append(stack, pathStep{member: c == '{'})
			pos++
			pos += jsonwire.ConsumeSpace(data[pos:])
			if pos < len(data) && data[pos] == c+2 {
				pos++
				stack = stack[:len(stack)-1]
				break
			}
			if c == '{' && !readKey() {
				return nil, false
			}
			continue
		default:
			n, err := jsonwire.ConsumeScalar(data[pos:])
			if err != nil {
				return nil, false
			}
			pos += n
		}
		// After a value: close levels, or move to the next member.
		for {
			if len(stack) == 0 {
				return nil, false
			}
			pos += jsonwire.ConsumeSpace(data[pos:])
			if pos >= len(data) {
				return nil, false
			}
			top := &stack[len(stack)-1]
			c := data[pos]
			pos++
			if c == ',' {
				if top.member {
					if !readKey() {
						return nil, false
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
