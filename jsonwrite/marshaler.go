package jsonwrite

import (
	"bytes"
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"time"

	"github.com/jsongen/jsongen/internal/jsonwire"
)

// encodeJSONer is implemented by types with a generated EncodeJSON method
// (jsongen.Marshaler, which this package cannot name).
type encodeJSONer interface {
	EncodeJSON(w *Writer)
}

// generatedEncoder is implemented by types with generated code: EncodeJSON,
// and JSONGenType, which jsonwire.OwnType reads. Asserting it tells such a
// type and whether the methods are its own in one type assertion.
type generatedEncoder interface {
	encodeJSONer
	JSONGenType() any
}

// numberError returns encoding/json's error for a json.Number that is not
// a valid number literal, written between quotes if quoted (a field
// tagged ,string). Go 1.27's encoding/json (json/v2) writes json.Number
// with its MarshalJSONTo method, and the error, which names the method
// and *json.Number and quotes the text as written, is a
// *json.MarshalerError only encoding/json can make: it is had by asking
// encoding/json (this is the error path).
func numberError(n string, quoted bool) error {
	if !jsonwire.StdV2 {
		return fmt.Errorf("json: invalid number literal %q", n)
	}
	var v any = json.Number(n)
	if quoted {
		v = &struct {
			N json.Number `json:",string"`
		}{json.Number(n)}
	}
	if _, err := json.Marshal(v); err != nil {
		return err
	}
	return fmt.Errorf("json: invalid number literal %q", n) // not reached: encoding/json refuses n too
}

// Marshaler writes the output of m.MarshalJSON, checked and compacted as
// encoding/json does (and with HTML characters escaped unless turned off).
// A nil m, or one holding a nil pointer, is written as null without
// calling the method, as encoding/json does. An error from the method, or
// output that is not valid JSON, is recorded as a *json.MarshalerError
// naming m's type. From Go 1.27 on (json/v2), a value that has json/v2's
// MarshalJSONTo too is written with that, as encoding/json does.
func (w *Writer) Marshaler(m json.Marshaler) {
	w.marshalJSON(m, false)
}

// AddrMarshaler is [Writer.Marshaler] for a method reached through the
// address of a value, as encoding/json calls it for an addressable value
// with a pointer-receiver MarshalJSON: errors name the pointed-to type.
func (w *Writer) AddrMarshaler(m json.Marshaler) {
	w.marshalJSON(m, true)
}

func (w *Writer) marshalJSON(m json.Marshaler, addr bool) {
	if isNil(m) {
		w.Null()
		return
	}
	if jsonwire.StdV2 && marshalerTo(m) {
		w.marshalJSONTo(m)
		return
	}
	out, err := m.MarshalJSON()
	if err == nil {
		if jsonwire.StdV2 {
			err = w.compactInPlace(out)
		} else {
			var werr *jsonwire.Error
			if w.buf, werr = jsonwire.AppendCompact(w.buf, out, !w.noHTML); werr != nil {
				err = w.compactError(out)
			}
		}
	}
	if err != nil {
		w.Fail(&json.MarshalerError{Type: typeOf(m, addr), Err: err})
		w.buf = append(w.buf, "null"...)
	}
}

// marshalJSONTo writes v, which has json/v2's MarshalJSONTo method: Go
// 1.27's encoding/json (json/v2) calls it before any other (on a value
// that has an address, or on the value's own method set; the caller's m is
// the pointer or the value accordingly). A value of a type jsongen
// generated the method for is written with its EncodeJSON, which the
// method calls (jsonwrite.EncodeTo); any other is left to encoding/json,
// which calls the method as it does in place, or falls back to the next
// when the method reports errors.ErrUnsupported.
func (w *Writer) marshalJSONTo(v any) {
	if e, ok := v.(encodeJSONer); ok && jsonwire.OwnMethods(e) {
		if !w.Enter(e) {
			return
		}
		e.EncodeJSON(w)
		w.Leave(e)
		return
	}
	w.Reflect(v)
}

// compactInPlace appends out, the output of a MarshalJSON method or a
// json.RawMessage, checked and compacted as Go 1.27's encoding/json
// (json/v2) writes it, or returns the *json.SyntaxError it gives for it:
// json/v2 limits the nesting of out and of what is around it together
// (see depth.go).
func (w *Writer) compactInPlace(out []byte) error {
	limit, ok := w.outputDepth()
	if !ok {
		return w.err // nested too deeply before out
	}
	b, deepest, werr := jsonwire.AppendCompactDepth(w.buf, out, !w.noHTML, limit)
	if !w.scan.on && (werr == nil && deepest > deepOutput || isDepthError(werr)) {
		// out nests deeply: the nesting around it counts (see depth.go).
		w.startScan()
		if !w.scanTo(len(w.buf)) {
			return w.err
		}
		b, _, werr = jsonwire.AppendCompactDepth(w.buf, out, !w.noHTML, maxDepth-w.scan.depth)
	}
	if werr == nil {
		if w.scan.on && w.scan.pos == len(w.buf) {
			w.scan.pos = len(b) // out is whole: no need to scan it
		}
		w.buf = b
		return nil
	}
	if isDepthError(werr) {
		return depthError(w.offset() + werr.Offset + 1) // one past the bracket
	}
	return w.compactError(out)
}

// isDepthError reports whether err is jsonwire's for nesting too deep.
func isDepthError(err *jsonwire.Error) bool {
	return err != nil && err.Msg == "exceeded max depth"
}

// compactError returns the error encoding/json reports for MarshalJSON
// output that is not valid JSON: its own *json.SyntaxError, whose message
// can only be had from encoding/json itself (as with json.Compact). Its
// Offset is 0 up to Go 1.26; from Go 1.27 on (json/v2) it counts the
// bytes of the whole value being encoded up to the error, the method's
// output from its start and what the Writer has written before it.
func (w *Writer) compactError(out []byte) error {
	if !jsonwire.StdV2 {
		var discard bytes.Buffer
		if err := json.Compact(&discard, out); err != nil {
			return err
		}
		return fmt.Errorf("invalid JSON from MarshalJSON: %q", out)
	}
	if out == nil {
		out = []byte{} // a nil RawMessage is written as null, without a look
	}
	_, err := json.Marshal(json.RawMessage(out))
	if me, ok := err.(*json.MarshalerError); ok {
		err = me.Err
	}
	if se, ok := err.(*json.SyntaxError); ok {
		se.Offset += int64(w.offset())
		return se
	}
	if err != nil {
		return err
	}
	return fmt.Errorf("invalid JSON from MarshalJSON: %q", out)
}

// TextMarshaler writes the output of m.MarshalText as a JSON string. As
// with [Writer.Marshaler], a nil pointer is written as null, and an error
// is recorded as a *json.MarshalerError. From Go 1.27 on (json/v2), m's
// AppendText is called in its place if it has one, as encoding/json does,
// and a value with json/v2's MarshalJSONTo, or MarshalJSON (the value of
// an interface), is written with that.
func (w *Writer) TextMarshaler(m encoding.TextMarshaler) {
	w.marshalText(m, false)
}

// AddrTextMarshaler is [Writer.TextMarshaler] for a method reached through
// the address of a value; errors name the pointed-to type.
func (w *Writer) AddrTextMarshaler(m encoding.TextMarshaler) {
	w.marshalText(m, true)
}

func (w *Writer) marshalText(m encoding.TextMarshaler, addr bool) {
	if isNil(m) {
		w.Null()
		return
	}
	var text []byte
	var err error
	if jsonwire.StdV2 {
		// Go 1.27's encoding/json (json/v2) calls MarshalJSONTo first, then
		// MarshalJSON, then AppendText before MarshalText. (Only the value
		// of a field of an interface type can have MarshalJSON here:
		// json/v2 writes it by its own methods, where encoding/json before
		// it calls the interface's.)
		if marshalerTo(m) {
			w.marshalJSONTo(m)
			return
		}
		if jm, ok := m.(json.Marshaler); ok {
			w.marshalJSON(jm, addr)
			return
		}
		if a, ok := m.(encoding.TextAppender); ok {
			text, err = a.AppendText(nil)
		} else {
			text, err = m.MarshalText()
		}
	} else {
		text, err = m.MarshalText()
	}
	if err != nil {
		// The message must say MarshalText, which only encoding/json can
		// put in a MarshalerError: let it call the method again.
		w.Fail(textMarshalerError(m, addr, err))
		w.buf = append(w.buf, "null"...)
		return
	}
	w.set(jsonwire.AppendQuote(w.buf, text, !w.noHTML))
}

// textMarshalerError returns encoding/json's own error for a failing
// MarshalText method, which can only be had by letting encoding/json call
// it. If the method succeeds the second time, err is wrapped as well as a
// MarshalerError can be from outside encoding/json.
func textMarshalerError(m encoding.TextMarshaler, addr bool, err error) error {
	v := any(m)
	if addr {
		v = reflect.ValueOf(m).Elem().Interface()
		if _, ok := v.(encoding.TextMarshaler); !ok {
			v = m // only the pointer has the method: marshal through it
		}
	}
	if _, jerr := json.Marshal(v); jerr != nil {
		return jerr
	}
	return &json.MarshalerError{Type: typeOf(m, addr), Err: err}
}

// isNil reports whether v is nil or holds a nil pointer, which
// encoding/json writes as null without calling its methods (a method
// promoted from an embedded value would dereference it and panic).
func isNil(v any) bool {
	if v == nil {
		return true
	}
	rv := reflect.ValueOf(v)
	return rv.Kind() == reflect.Pointer && rv.IsNil()
}

// typeOf returns the type a *json.MarshalerError names for a method called
// on v: v's type, or with addr the type v points to. From Go 1.27 on
// (json/v2), encoding/json calls every method through a pointer, copying
// a value that has no address, and names the pointer type.
func typeOf(v any, addr bool) reflect.Type {
	t := reflect.TypeOf(v)
	if jsonwire.StdV2 {
		if t.Kind() != reflect.Pointer {
			t = reflect.PointerTo(t)
		}
		return t
	}
	if addr {
		t = t.Elem()
	}
	return t
}

// Time writes t as time.Time's MarshalJSON does, an RFC 3339 string with
// nanoseconds, without the method's allocation. A time that RFC 3339
// cannot represent (year outside 0-9999, zone offset of a day or more)
// records the method's error, wrapped in a *json.MarshalerError.
func (w *Writer) Time(t time.Time) {
	start := len(w.buf)
	w.byte1('"')
	w.set(t.AppendFormat(w.buf, time.RFC3339Nano))
	w.byte1('"')
	if !validRFC3339(w.buf[start+1 : len(w.buf)-1]) {
		w.buf = w.buf[:start]
		w.timeError(t)
	}
}

// timeError writes what time.Time.MarshalJSON says about a time it cannot
// write. It is apart from Time so that Time's argument, whose address it
// takes, does not move to the heap on every call.
//
//go:noinline
func (w *Writer) timeError(t time.Time) {
	if jsonwire.StdV2 {
		// Go 1.27's encoding/json (json/v2) formats times itself, and
		// its error lacks the method's "Time.MarshalJSON: ".
		w.Fail(timeError(t))
		w.buf = append(w.buf, "null"...)
		return
	}
	w.AddrMarshaler(&t)
}

// timeError returns encoding/json's error for a time it cannot write.
func timeError(t time.Time) error {
	_, err := json.Marshal(t)
	return err
}

// validRFC3339 reports whether a formatted time has a four-digit year and
// a zone hour below 24, the checks time.Time.MarshalJSON adds.
func validRFC3339(b []byte) bool {
	if len(b) < len("2006-01-02T15:04:05Z") || b[4] != '-' {
		return false
	}
	if b[len(b)-1] == 'Z' {
		return true
	}
	zone := b[len(b)-len("+07:00"):]
	hour := 10*int(zone[1]-'0') + int(zone[2]-'0')
	return (zone[0] == '+' || zone[0] == '-') && hour < 24
}

// OwnMethod writes what p, a non-nil pointer, points to with its type's own
// EncodeJSON method and reports true, if it has one; otherwise it writes
// nothing and reports false. Generated code calls it before a helper
// function of its own for a type that another jsongen run may have given
// methods (see internal/model's Ref).
func (w *Writer) OwnMethod(p any) bool {
	if g, ok := p.(generatedEncoder); ok {
		if !jsonwire.OwnType(g.JSONGenType(), p) {
			return false
		}
		g.EncodeJSON(w)
		return true
	}
	e, ok := p.(encodeJSONer) // written by hand: its own
	if ok {
		e.EncodeJSON(w)
	}
	return ok
}

// Any writes v by its dynamic type: nil as null, values with a generated
// EncodeJSON method through it, common types ([]any, map[string]any,
// string, float64, bool, json.Number, json.RawMessage) directly, and
// anything else with encoding/json, whose output is the reference.
func (w *Writer) Any(v any) {
	switch v := v.(type) {
	case nil:
		w.Null()
	case generatedEncoder:
		if !jsonwire.OwnType(v.JSONGenType(), v) {
			w.Reflect(v) // methods promoted from an embedded type
			return
		}
		if !w.Enter(v) {
			return
		}
		v.EncodeJSON(w)
		w.Leave(v)
	case encodeJSONer: // written by hand: its own
		if !w.Enter(v) {
			return
		}
		v.EncodeJSON(w)
		w.Leave(v)
	case string:
		w.Str(v)
	case float64:
		w.Float64(v)
	case bool:
		w.Bool(v)
	case int:
		w.Int(v)
	case int64:
		w.Int64(v)
	case json.Number:
		w.Number(string(v))
	case map[string]any:
		w.anyMap(v)
	case []any:
		w.anySlice(v)
	default:
		w.Reflect(v)
	}
}

func (w *Writer) anyMap(m map[string]any) {
	if m == nil {
		w.Null()
		return
	}
	if !w.Enter(m) {
		return
	}
	w.byte1('{')
	if jsonwire.StdV2 && len(m) == 0 && w.scan.on {
		w.flatOpen()
	}
	keys, vals := w.anyEntries(m)
	for i, k := range keys {
		if !w.Next(i) {
			break
		}
		w.Str(k)
		w.byte1(':')
		w.Any(vals[i])
	}
	w.doneAnyEntries(keys, vals)
	w.byte1('}')
	w.Leave(m)
}

func (w *Writer) anySlice(s []any) {
	if s == nil {
		w.Null()
		return
	}
	if len(s) > 0 {
		if !w.EnterSlice(&s[0], len(s)) {
			return
		}
		defer w.LeaveSlice(&s[0], len(s))
	}
	w.byte1('[')
	if jsonwire.StdV2 && len(s) == 0 && w.scan.on {
		w.flatOpen()
	}
	for i, e := range s {
		if !w.Next(i) {
			break
		}
		w.Any(e)
	}
	w.byte1(']')
}

// Reflect writes v with encoding/json, honouring the Writer's HTML setting.
// Generated code calls it for values whose type it cannot know, such as
// type parameters; its errors are encoding/json's own.
func (w *Writer) Reflect(v any) { w.reflect(v, 0) }

// reflect is Reflect for a value whose output starts with skip bytes that
// the caller leaves out (see QuotedValue).
func (w *Writer) reflect(v any, skip int) {
	var out []byte
	var err error
	if !w.noHTML {
		out, err = json.Marshal(v)
	} else {
		var b bytes.Buffer
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		err = enc.Encode(v)
		out = bytes.TrimSuffix(b.Bytes(), []byte("\n"))
	}
	if jsonwire.StdV2 {
		err = w.inPlace(v, out, err, skip)
	}
	if err != nil {
		w.Fail(err)
		w.Null()
		return
	}
	w.buf = append(w.buf, out...)
	if jsonwire.StdV2 && w.scan.on && flatValue(v, out) {
		w.flatWritten()
	}
}

// inPlace returns the error Go 1.27's encoding/json (json/v2) gives for v
// written where the Writer is (less skip bytes of its output, which the
// caller leaves out), given its output and error on its own: the
// offsets of the errors count what comes before, and the nesting around v
// counts (see depth.go). Where that nesting may matter, encoding/json is
// asked again, for v inside as many arrays.
func (w *Writer) inPlace(v any, out []byte, err error, skip int) error {
	var se *json.SyntaxError
	if err == nil {
		if flatValue(v, out) || !w.scan.on && (len(out) <= 2*deepOutput || past(out, deepOutput) < 0) {
			return nil
		}
	} else if !w.scan.on && (!errors.As(err, &se) || se.Error() != depthErrorTemplate().Error()) {
		return shiftOffset(err, w.offset()-skip)
	}
	if !w.scan.on {
		w.startScan()
	}
	if !w.scanTo(len(w.buf)) {
		return w.err
	}
	d := w.scan.depth
	if err == nil && past(out, maxDepth-d) < 0 || d == 0 {
		return shiftOffset(err, w.offset()-skip)
	}
	wrapped := v
	for range d {
		wrapped = []any{wrapped}
	}
	if _, err = json.Marshal(wrapped); err == nil {
		return nil // (not reached: v nests too deeply here)
	}
	return shiftOffset(err, w.offset()-d-skip)
}

// shiftOffset adds n to the Offset of the *json.SyntaxError within err,
// if there is one.
func shiftOffset(err error, n int) error {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		se.Offset += int64(n)
	}
	return err
}

// flatValue reports whether out, what encoding/json wrote for v, is the
// [] or {} of an empty slice or map without a method of its own, which
// json/v2 writes without opening a level (see depth.go).
func flatValue(v any, out []byte) bool {
	if len(out) != 2 || out[0] != '[' && out[0] != '{' {
		return false
	}
	rv := reflect.ValueOf(v)
	for rv.Kind() == reflect.Pointer || rv.Kind() == reflect.Interface {
		rv = rv.Elem()
	}
	return (rv.Kind() == reflect.Slice || rv.Kind() == reflect.Map) && !hasMarshalMethod(rv.Type())
}

// QuotedValue writes what ptr, a non-nil pointer, points to, as
// encoding/json writes a field of that type tagged ,string: between quotes
// if it is a boolean, a number or a string (or a pointer to one), as it is
// otherwise. Generated code calls it for fields whose type is a type
// parameter, where the type argument decides. It uses encoding/json.
func (w *Writer) QuotedValue(ptr any) {
	rv := reflect.ValueOf(ptr).Elem()
	s := reflect.New(jsonwire.QuotedField(rv.Type()))
	s.Elem().Field(0).Set(rv)
	start := len(w.buf)
	// The offsets in Go 1.27's errors count from where the value goes, not
	// the struct around it (whose level still counts in the nesting).
	w.reflect(s.Interface(), len(jsonwire.QuotedFieldPrefix))
	if out, ok := bytes.CutPrefix(w.buf[start:], []byte(jsonwire.QuotedFieldPrefix)); ok {
		w.buf = append(w.buf[:start], out[:len(out)-1]...) // without the closing brace
	} // else encoding/json failed, and Reflect wrote null
}

// TimeAt writes *t as [Writer.Time] does; errors name the type
// *time.Time, as encoding/json's do for a pointer field.
func (w *Writer) TimeAt(t *time.Time) {
	start := len(w.buf)
	w.byte1('"')
	w.set(t.AppendFormat(w.buf, time.RFC3339Nano))
	w.byte1('"')
	if !validRFC3339(w.buf[start+1 : len(w.buf)-1]) {
		w.buf = w.buf[:start]
		if jsonwire.StdV2 {
			w.timeError(*t)
			return
		}
		w.Marshaler(t)
	}
}

// RawMessage writes m, checked and compacted, as encoding/json writes a
// json.RawMessage: nil as null.
func (w *Writer) RawMessage(m json.RawMessage) {
	if m == nil {
		w.Null()
		return
	}
	var err error
	if jsonwire.StdV2 {
		err = w.compactInPlace(m)
	} else {
		var werr *jsonwire.Error
		if w.buf, werr = jsonwire.AppendCompact(w.buf, m, !w.noHTML); werr != nil {
			err = w.compactError(m)
		}
	}
	if err != nil {
		w.Fail(&json.MarshalerError{Type: typeOf(m, false), Err: err})
		w.buf = append(w.buf, "null"...)
	}
}

// Value writes what ptr, a non-nil pointer, points to, as encoding/json
// writes an addressable value of that type: through its EncodeJSON method
// if it has one, directly for common types, and with encoding/json
// otherwise. Generated code uses it for values whose type is only known
// at run time, such as those of a type parameter.
func (w *Writer) Value(ptr any) {
	switch p := ptr.(type) {
	case generatedEncoder:
		if !jsonwire.OwnType(p.JSONGenType(), p) {
			w.Reflect(p) // methods promoted from an embedded type
			return
		}
		p.EncodeJSON(w)
	case encodeJSONer: // written by hand: its own
		p.EncodeJSON(w)
	case *string:
		w.Str(*p)
	case *bool:
		w.Bool(*p)
	case *int:
		w.Int(*p)
	case *int8:
		w.Int64(int64(*p))
	case *int16:
		w.Int64(int64(*p))
	case *int32:
		w.Int64(int64(*p))
	case *int64:
		w.Int64(*p)
	case *uint:
		w.Uint(*p)
	case *uint8:
		w.Uint64(uint64(*p))
	case *uint16:
		w.Uint64(uint64(*p))
	case *uint32:
		w.Uint64(uint64(*p))
	case *uint64:
		w.Uint64(*p)
	case *float32:
		w.Float32(*p)
	case *float64:
		w.Float64(*p)
	case *any:
		w.Any(*p)
	default:
		w.Reflect(ptr)
	}
}

// IsEmpty reports whether *p is empty as omitempty means it: false, 0, a
// nil pointer or interface, an empty array, slice, map or string. p must be
// a non-nil pointer. Generated code calls it where the type is only known
// at run time.
func IsEmpty(p any) bool {
	rv := reflect.ValueOf(p).Elem()
	switch rv.Kind() {
	case reflect.Array, reflect.Map, reflect.Slice, reflect.String:
		return rv.Len() == 0
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64, reflect.Interface, reflect.Pointer:
		return rv.IsZero()
	}
	return false
}

// IsZero reports whether *p is its type's zero value, as omitzero means it
// for types without an IsZero method (reflect.Value.IsZero). p must be a
// non-nil pointer.
func IsZero(p any) bool {
	return reflect.ValueOf(p).Elem().IsZero()
}

// IsZeroer reports whether the interface value z counts as zero for
// omitzero: nil, holding a nil pointer, or reporting IsZero.
func IsZeroer(z interface{ IsZero() bool }) bool {
	if z == nil {
		return true
	}
	if rv := reflect.ValueOf(z); rv.Kind() == reflect.Pointer && rv.IsNil() {
		return true
	}
	return z.IsZero()
}
