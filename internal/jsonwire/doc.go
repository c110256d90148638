// Package jsonwire holds the stateless pieces of JSON syntax shared by the
// reader (package jsonread), the writer (package jsonwrite) and the
// generator: quoting and unquoting strings, the number grammar, float
// formatting, name folding, and validating or compacting a whole value.
//
// Every function here works on a byte slice it is handed and keeps no state
// between calls. Functions that consume input return how many bytes they used
// and, on bad input, an [*Error] whose offset is relative to the slice they
// were given; the caller adds its own base offset.
//
// The rules follow RFC 8259 and, where the RFC leaves a choice, what
// encoding/json does: invalid UTF-8 inside strings is accepted on input and
// replaced by U+FFFD when unquoted, nesting is limited to [MaxDepth] levels.
package jsonwire

// MaxDepth is the deepest nesting of arrays and objects accepted on input.
// It is the limit encoding/json applies: a value nested MaxDepth levels deep
// is accepted, one more level is a syntax error.
const MaxDepth = 10000
