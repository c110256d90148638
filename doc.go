// Package jsongen encodes and decodes JSON through code generated for
// each type, with no reflection at run time, and with exactly the
// behaviour of encoding/json: the same bytes out, the same documents
// accepted and rejected, the same values stored.
//
// # Generating code
//
// The jsongen command reads a package with go/packages and go/types (no
// program is built or run, so package main and generic types work) and
// writes a file of methods for the selected types. Add it to a module as
// a tool (go get -tool github.com/jsongen/jsongen/cmd/jsongen) and give
// each package one go:generate line:
//
//	//go:generate go tool jsongen -all .
//
// With -all every struct type declared at package level is selected;
// without it only types marked with a //jsongen:json comment are (named
// slice, map and array types too). //jsongen:skip leaves a type out. The
// easyjson directives //easyjson:json and //easyjson:skip mean the same.
// A .go file instead of the directory selects from that file alone, as
// easyjson's $GOFILE habit does. See the command's documentation for its
// flags.
//
// A selected type T gets
//
//	func (v *T) EncodeJSON(w *jsonwrite.Writer)
//	func (v *T) DecodeJSON(r *jsonread.Reader)
//	func (*T) JSONGenType() any
//
// The first two are what [Marshal] and [Unmarshal] call, with no
// reflection; by JSONGenType the runtime tells them from the same methods
// promoted to a type that embeds T. A type that already has a MarshalJSON
// or MarshalText method (its own or promoted from an embedded field) gets
// no encoding method, and likewise for decoding: its methods are used, as
// encoding/json uses them.
//
// encoding/json's own calls (json.Marshal, json.Unmarshal, json.Encoder,
// json.Decoder) behave as without generated code, at the same speed: the
// generator adds no MarshalJSON or UnmarshalJSON unless asked to with
// -std_marshalers (both) or -std_unmarshaler. encoding/json rescans what a
// MarshalJSON returns, which makes json.Marshal about three times slower
// than its reflection, and keeps a Decoder's options from UnmarshalJSON;
// the README has the figures. The command jsongen-vet rewrites
// encoding/json calls on generated types into this package's. With the
// methods, a type embedded in a struct type of its package that gets none
// of its own gets no MarshalJSON or UnmarshalJSON, which would be promoted
// to that struct type (the command warns).
//
// # Behaviour
//
// Generated code follows encoding/json's rules: struct tags (a name, "-",
// omitempty, omitzero with IsZero methods, string), embedded structs and
// their promotion rules, MarshalJSON, MarshalText, UnmarshalJSON and
// UnmarshalText with their precedence and pointer-receiver rules, map
// keys of string, integer and text types written in sorted order, []byte
// as base64, interfaces by their dynamic value, time.Time, json.Number
// and json.RawMessage. Strings are escaped as encoding/json escapes them
// (HTML characters included) and floats formatted as it formats them.
// Decoding accepts exactly what json.Unmarshal accepts (RFC 8259,
// nesting up to 10000 levels, invalid UTF-8 replaced by U+FFFD), matches
// keys exactly and then without regard to case, leaves values alone on
// null, merges duplicate keys, and reports type errors after decoding the
// rest, as encoding/json does.
//
// The differences that remain are deliberate and listed in the
// repository's DIFFERENCES.md, each with a test showing both behaviours.
// In short: on a syntax error jsongen has already stored the values that
// came before it (encoding/json checks the whole document first).
//
// # Errors
//
// Encoding errors are encoding/json's own: *json.UnsupportedValueError
// for NaN and infinities, *json.MarshalerError wrapping what a
// MarshalJSON or MarshalText method returned (or its invalid output), and
// the cycle error. Decoding errors are the values json.Unmarshal returns
// for the same document and type: *json.SyntaxError, *json.UnmarshalTypeError
// with its Struct and Field, its other messages, and the errors of
// UnmarshalJSON and UnmarshalText methods as they are. They are built
// from what the decoder reports, with reflect, on the error path only
// (see [jsonread.StdError]). [UnmarshalOptions] DetailedErrors gives the
// decoder's own instead, [*jsonread.SyntaxError] and [*jsonread.TypeError],
// which carry a byte offset, a line and column and a path such as
// .items[3].price.
//
// # What this package holds
//
// The calls that replace encoding/json's, with the same results:
// [Marshal], [MarshalIndent], [Unmarshal], [Valid], [Indent], [Compact],
// [HTMLEscape], the stream types [Encoder] and [Decoder], and
// encoding/json's own [RawMessage], [Number], [Token] and [Delim] as
// aliases. Besides them: [MarshalAppend], which appends to a buffer;
// [UnmarshalOptions], for the decoding options (Strict, DetailedErrors,
// StringBlocks, and json.Decoder's two); [Encoder.SetFlushThreshold], for
// values too large to hold encoded; [MarshalToWriter] and
// [UnmarshalFromReader] for easyjson's users; [UnknownFields], which keeps
// the members no field matched; [InitPool] and [PoolConfig], the buffers
// kept between calls; and what generated code needs: the interfaces
// [Marshaler] and [Unmarshaler] and the version check [EnforceVersion].
//
// Generated methods call packages [jsonwrite] and [jsonread], whose
// Writer and Reader can also be used by hand, for example to stream the
// members of an object; their package docs say which of their methods
// are meant for that.
package jsongen
