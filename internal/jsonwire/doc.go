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
//
// # Where the time goes
//
// Strings are scanned a word (eight bytes) at a time in Go (quote.go,
// consume.go): one mask finds the bytes that need a closer look, and runs
// of two- and three-byte UTF-8 characters are checked in loops of their
// own. On amd64 CPUs with AVX2, strings of 64 bytes or more are scanned 32
// bytes a step by scan_amd64.s, chosen at start-up from CPUID, both when
// quoting and when decoding: it finds the bytes to escape and checks UTF-8
// by lookups in tables indexed by four-bit halves of each byte (the UTF-8
// check is Keiser and Lemire's method), and stops where the Go loops must
// look closer. When quoting it also checks a string's last 32 bytes as a
// block, so a string with nothing to escape passes whole, and it stores
// each block into the output as it checks it, so what it passes needs no
// second copy. The output is the same byte for byte; scan_test.go compares
// the scan with a byte-at-a-time reference across its block boundaries.
// The build tags jsongen_safe and purego leave the assembly out.
//
// Floats are formatted from one 64×128-bit product (float.go), with the
// powers of ten in pow10.go, which mkpow10.go generates; numbers are
// written and parsed eight digits a group (number.go).
package jsonwire

// MaxDepth is the deepest nesting of arrays and objects accepted on input.
// It is the limit encoding/json applies: a value nested MaxDepth levels deep
// is accepted, one more level is a syntax error.
const MaxDepth = 10000
