package jsonwrite

import (
	"unicode/utf8"

	"github.com/jsongen/jsongen/internal/jsonwire"
)

// This file holds what the runtime of protoc-gen-go-jsongen
// (github.com/jsongen/jsongen/protobuf/pbjson) needs to write JSON exactly
// as google.golang.org/protobuf/encoding/protojson writes it, where that
// differs from encoding/json.

// ProtoStr writes s as a JSON string the way protojson writes one: '"' and
// '\\' escaped with a backslash, \b, \f, \n, \r and \t in their short
// forms, other control characters as \u00XX, and everything else as it is
// ('<', '>', '&', U+2028 and U+2029 included). It reports false, writing
// nothing, when s is not valid UTF-8, which protojson refuses to write.
// The Writer's HTML setting does not apply.
func (w *Writer) ProtoStr(s string) bool {
	n := len(w.buf)
	if jsonwire.QuoteTo(&w.buf, s, false) {
		// s is valid UTF-8 without U+2028 or U+2029: protojson writes
		// what encoding/json does.
		return true
	}
	if !utf8.ValidString(s) {
		w.buf = w.buf[:n]
		return false
	}
	w.buf = appendProtoQuote(w.buf[:n], s)
	return true
}

// appendProtoQuote appends s, valid UTF-8, quoted as protojson quotes it.
func appendProtoQuote(dst []byte, s string) []byte {
	const hex = "0123456789abcdef"
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= ' ' && c != '"' && c != '\\' {
			continue
		}
		dst = append(dst, s[start:i]...)
		switch c {
		case '"', '\\':
			dst = append(dst, '\\', c)
		case '\b':
			dst = append(dst, '\\', 'b')
		case '\f':
			dst = append(dst, '\\', 'f')
		case '\n':
			dst = append(dst, '\\', 'n')
		case '\r':
			dst = append(dst, '\\', 'r')
		case '\t':
			dst = append(dst, '\\', 't')
		default:
			dst = append(dst, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
		}
		start = i + 1
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}
