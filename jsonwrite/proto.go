package jsonwrite

import (
	"bytes"
	"strings"
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
	jsonwire.QuoteTo(&w.buf, s, false)
	if len(w.buf)-n == len(s)+2 || !suspectEscape(w.buf[n:]) {
		// Nothing was escaped, or nothing protojson writes otherwise:
		// s is valid UTF-8 without U+2028 or U+2029.
		return true
	}
	if !utf8.ValidString(s) {
		w.buf = w.buf[:n]
		return false
	}
	if hasLineSeparator(s) {
		w.buf = appendProtoQuote(w.buf[:n], s)
	}
	return true
}

// suspectEscape reports whether q, a string quoted by jsonwire, holds
// \u2028, \u2029 or \ufffd: what jsonwire writes for U+2028 and U+2029,
// which protojson writes as they are, and for invalid UTF-8, which
// protojson refuses. Looking in the output, where escapes are rare, costs
// less than checking all of s, as ProtoStr once did for every string with
// an escape. (Such an escape spelled out in s, as text, is a false alarm:
// it costs the exact checks, which then find nothing.)
func suspectEscape(q []byte) bool {
	for {
		i := bytes.Index(q, []byte(`\u`))
		if i < 0 || i+6 > len(q) {
			return false
		}
		switch string(q[i+2 : i+6]) {
		case "2028", "2029", "fffd":
			return true
		}
		q = q[i+2:]
	}
}

// hasLineSeparator reports whether s holds U+2028 or U+2029 (E2 80 A8,
// E2 80 A9).
func hasLineSeparator(s string) bool {
	for {
		i := strings.IndexByte(s, 0xe2)
		if i < 0 || i+2 >= len(s) {
			return false
		}
		if s[i+1] == 0x80 && (s[i+2] == 0xa8 || s[i+2] == 0xa9) {
			return true
		}
		s = s[i+1:]
	}
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
