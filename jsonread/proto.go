package jsonread

// This file holds what the runtime of protoc-gen-go-jsongen
// (github.com/jsongen/jsongen/protobuf/pbjson) needs to read JSON as
// google.golang.org/protobuf/encoding/protojson reads it, where that
// differs from encoding/json: protojson takes integers and floats from
// numbers and from strings alike, in forms encoding/json refuses ("1.0",
// "1e2" for an integer).

// ScalarText consumes the next value if it is a string or a number and
// returns its kind, '"' or '0' as [Reader.Kind] reports them, and its
// text: the unescaped content of a string, or the literal of a number.
// The slice is valid until the next call to the Reader and must not be
// changed. For a value of another kind it consumes nothing and returns
// that kind and nil; it returns 0 and nil if the Reader has stopped or
// meets malformed input.
func (r *Reader) ScalarText() (kind byte, text []byte) {
	switch c := r.peekValue(); {
	case c == '"':
		if s, ok := r.strBytes(); ok {
			return '"', s
		}
		return 0, nil
	case c == '-' || '0' <= c && c <= '9':
		if lit, ok := r.number(); ok {
			return '0', lit
		}
		return 0, nil
	default:
		return c, nil
	}
}
