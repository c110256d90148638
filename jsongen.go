package jsongen

import (
	"bytes"
	"encoding/json"
	"io"
	"reflect"
	"sync"

	"github.com/jsongen/jsongen/internal/jsonwire"
	"github.com/jsongen/jsongen/jsonread"
	"github.com/jsongen/jsongen/jsonwrite"
)

// Marshaler is implemented by types that jsongen generated an EncodeJSON
// method for. EncodeJSON writes the value's JSON to w; problems are kept
// in w (see [jsonwrite.Writer.Err]).
type Marshaler interface {
	EncodeJSON(w *jsonwrite.Writer)
}

// Unmarshaler is implemented by pointers to types that jsongen generated
// a DecodeJSON method for. DecodeJSON reads one JSON value from r into the
// receiver; problems are kept in r (see [jsonread.Reader.Err]).
type Unmarshaler interface {
	DecodeJSON(r *jsonread.Reader)
}

// EnforceVersion is used by generated code to check at compile time that
// this runtime is one it was generated for: a generated file holds
//
//	const _ = jsongen.EnforceVersion(N - jsongen.MinVersion)
//	const _ = jsongen.EnforceVersion(jsongen.MaxVersion - N)
//
// with N the version of the generated code, so that it fails to build,
// with an overflow error on one of those lines, against a runtime that
// cannot run it.
type EnforceVersion uint

// The range of generated code versions this runtime supports. Version 9
// gives types with MarshalJSON and UnmarshalJSON json/v2's MarshalJSONTo and
// UnmarshalJSONFrom too, through jsonwrite.EncodeTo and jsonread.DecodeFrom;
// version 8
// writes the ']' of an empty slice with the Writer's EndArray, inlined,
// not through the call that writes the elements; version 7
// reads a struct's members through the Reader's BeginStruct and
// NextField, out of line; version 6
// writes a MarshalJSON method's value through BeginMarshal and EndMarshal
// rather than Marshal, so that the value is not copied to the heap;
// version 5 writes literals of up to sixteen bytes with the Writer's
// TryRawShort;
// version 4 writes literals with the Writer's TryRaw and RawGrow, and
// matches member names through jsonread.FieldNames; version 3 decodes
// and writes pointer fields of basic types through the Reader's Ptr and
// the Writer's Opt methods; version 2 code runs unchanged.
const (
	MinVersion = 2
	MaxVersion = 9
)

var readerPool = sync.Pool{New: func() any { return new(jsonread.Reader) }}

// generated is implemented by pointers to types with generated code,
// which have DecodeJSON and a JSONGenType method reporting their own type.
type generated interface {
	Unmarshaler
	JSONGenType() any
}

// Marshal returns the JSON encoding of v, byte for byte what json.Marshal
// returns. Values of generated types (passed by pointer, so that their
// EncodeJSON method is in the method set) and the common dynamic types
// ([]any, map[string]any, string, float64, bool) are written directly;
// anything else is handed to encoding/json.
func Marshal(v any) ([]byte, error) {
	w := getWriter()
	w.Any(v)
	err := w.Err()
	if err != nil {
		putWriter(w)
		return nil, err
	}
	if !pooled(w) {
		// Too large (or small) for the pool: the buffer itself is the
		// result, with no copy.
		return w.Bytes(), nil
	}
	out := copyOut(w.Bytes())
	putWriter(w)
	return out, nil
}

// copyOut returns a copy of b, a pooled buffer's content, as a result of
// its own. make and copy, which the compiler turns into one allocation
// left unzeroed, take fewer instructions than bytes.Clone's append
// (Marshal: 60 to 150 fewer an operation; easyjson_small -8.4%, person
// -3.1%).
func copyOut(b []byte) []byte {
	out := make([]byte, len(b))
	copy(out, b)
	return out
}

// BeginMarshal returns a Writer for a generated MarshalJSON method, which
// writes its value with EncodeJSON and hands the Writer to [EndMarshal]:
//
//	func (v T) MarshalJSON() ([]byte, error) {
//		w := jsongen.BeginMarshal()
//		v.EncodeJSON(w)
//		return jsongen.EndMarshal(w)
//	}
//
// That is Marshal(&v), with the value counted as entered as Marshal counts
// it (see jsonwrite.Writer.Enter), but without v escaping to the heap:
// Marshal(&v) would copy the whole value there on every call.
func BeginMarshal() *jsonwrite.Writer {
	w := getWriter()
	w.Enter(nil)
	return w
}

// EndMarshal returns what Marshal returns for the value written to w,
// which BeginMarshal returned, and releases w.
func EndMarshal(w *jsonwrite.Writer) ([]byte, error) {
	w.Leave(nil)
	err := w.Err()
	if err != nil {
		putWriter(w)
		return nil, err
	}
	if !pooled(w) {
		return w.Bytes(), nil
	}
	out := copyOut(w.Bytes())
	putWriter(w)
	return out, nil
}

// MarshalAppend appends the JSON encoding of v to dst and returns the
// extended slice. On error it returns dst unchanged. Either way, dst's
// spare capacity past the returned length may have been written to:
// booleans and floats are written with stores wider than they are.
func MarshalAppend(dst []byte, v any) ([]byte, error) {
	w := getWriter()
	own := w.Bytes()
	w.Reset(dst)
	w.Any(v)
	out, err := w.Bytes(), w.Err()
	w.Reset(own[:0]) // give the Writer its own buffer back, never the caller's
	putWriter(w)
	if err != nil {
		return dst, err
	}
	return out, nil
}

// MarshalIndent is like [Marshal] but indents the output as
// json.MarshalIndent does, with the same errors (one of them a
// *json.SyntaxError for a value nested more than 10000 levels deep, which
// json.MarshalIndent cannot indent, and from Go 1.27 on Marshal cannot
// write).
func MarshalIndent(v any, prefix, indent string) ([]byte, error) {
	w := getWriter()
	w.Any(v)
	if err := w.Err(); err != nil {
		putWriter(w)
		return nil, err
	}
	// The compact encoding is indented into a second pooled buffer, and
	// the result copied out at its size, as Marshal does: that costs less
	// than indenting into a new slice made big enough beforehand. A buffer
	// smaller than twice the encoding (encoding/json's guess at the
	// indented size) is replaced by one that size, rather than grown in
	// steps from a small one.
	iw := getWriter()
	buf := iw.Bytes()
	if want := 2 * w.Len(); cap(buf) < want {
		buf = make([]byte, 0, want)
	}
	b, ierr := jsonwire.AppendIndent(buf, w.Bytes(), prefix, indent)
	if ierr != nil {
		// The encoding nests too deeply: the error is encoding/json's.
		var out bytes.Buffer
		err := json.Indent(&out, w.Bytes(), prefix, indent)
		putWriter(w)
		putWriter(iw)
		return nil, err
	}
	putWriter(w)
	iw.Reset(b)
	if !pooled(iw) {
		// Too large (or small) for the pool: the buffer itself is the
		// result, with no copy.
		return b, nil
	}
	out := copyOut(b)
	putWriter(iw)
	return out, nil
}

// Unmarshal decodes the JSON document data into the value v points to,
// accepting exactly the documents json.Unmarshal accepts and storing the
// same values. Pointers to generated types and to any, map[string]any,
// string, float64 and bool are decoded directly; anything else is handed to
// encoding/json. Errors are the values json.Unmarshal returns (see the
// package documentation, and UnmarshalOptions.DetailedErrors).
//
// It is not inlined: each generated UnmarshalJSON method calls it, and
// inlined it would zero an UnmarshalOptions at each.
//
//go:noinline
func Unmarshal(data []byte, v any) error {
	return UnmarshalOptions{}.Unmarshal(data, v)
}

// UnmarshalOptions configure decoding. The zero value decodes exactly as
// [Unmarshal] (and json.Unmarshal) does.
type UnmarshalOptions struct {
	// Strict follows RFC 7493 (I-JSON) and encoding/json/v2's defaults:
	// invalid UTF-8 and unpaired surrogate escapes are errors anywhere in
	// the input, so is a member name an object repeats, and member names
	// match struct fields exactly. For values of types without generated
	// code, which encoding/json decodes, the input is checked first but
	// names still match without regard to case.
	Strict bool
	// DisallowUnknownFields makes a member that matches no struct field an
	// error, as json.Decoder.DisallowUnknownFields does.
	DisallowUnknownFields bool
	// UseNumber decodes numbers into interfaces as json.Number, as
	// json.Decoder.UseNumber does.
	UseNumber bool
	// StringBlocks trades memory for speed: decoded strings share blocks
	// instead of owning their memory, so that a kept string keeps its
	// block (up to 16 kB) alive. See jsonread.Options.StringBlocks.
	StringBlocks bool
	// DetailedErrors returns the Reader's own errors, *jsonread.SyntaxError
	// and *jsonread.TypeError, which give a line, a column and the path of
	// the value in the document (".items[3].price"), instead of the values
	// json.Unmarshal returns (see jsonread.StdError).
	DetailedErrors bool
}

// Unmarshal decodes data into the value v points to, as the package-level
// [Unmarshal] does, with the options set.
func (o UnmarshalOptions) Unmarshal(data []byte, v any) error {
	// A type with generated code is told by one type assertion, to an
	// interface with both its methods: a second assertion (Unmarshaler,
	// then JSONGenType's) was 2% of decoding a small document.
	var u Unmarshaler // a DecodeJSON method written by hand
	g, gen := v.(generated)
	if !gen {
		if u, _ = v.(Unmarshaler); u == nil {
			switch v.(type) {
			case *any, *map[string]any, *string, *float64, *bool:
			default:
				return o.fallback(data, v)
			}
		}
	} else if !jsonwire.OwnType(g.JSONGenType(), v) {
		g = nil // methods promoted from an embedded type, left to r.Value
	}
	if rv := reflect.ValueOf(v); rv.IsNil() {
		return &json.InvalidUnmarshalError{Type: rv.Type()}
	}
	r := readerPool.Get().(*jsonread.Reader)
	r.Reset(data)
	r.SetOptions(jsonread.Options{Strict: o.Strict, DisallowUnknownFields: o.DisallowUnknownFields, UseNumber: o.UseNumber,
		StringBlocks: o.StringBlocks}) // pooled Readers are used only here: each call sets them
	switch { // as r.Value would, without its type switch
	case g != nil:
		g.DecodeJSON(r)
	case u != nil:
		u.DecodeJSON(r)
	default:
		r.Value(v)
	}
	r.End()
	err := r.Err()
	r.Release()
	readerPool.Put(r)
	if err != nil && !o.DetailedErrors {
		err = jsonread.StdError(data, v, err)
	}
	return err
}

// fallback decodes with encoding/json, applying what options it can.
func (o UnmarshalOptions) fallback(data []byte, v any) error {
	if o.Strict {
		r := jsonread.NewReader(data)
		r.SetOptions(jsonread.Options{Strict: true})
		r.Skip()
		r.End()
		if err := r.Err(); err != nil {
			return err
		}
	}
	if !o.DisallowUnknownFields && !o.UseNumber {
		return json.Unmarshal(data, v)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if o.DisallowUnknownFields {
		dec.DisallowUnknownFields()
	}
	if o.UseNumber {
		dec.UseNumber()
	}
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return json.Unmarshal(data, new(any)) // the error json.Unmarshal gives for trailing data
	}
	return nil
}

// Valid reports whether data is one valid JSON value, optionally surrounded
// by whitespace. It agrees with json.Valid, nesting limit included.
func Valid(data []byte) bool {
	n, err := jsonwire.ConsumeValue(data)
	return err == nil && n+jsonwire.ConsumeSpace(data[n:]) == len(data)
}
