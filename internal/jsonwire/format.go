package jsonwire

import (
	"bytes"
	"unicode/utf8"
)

// This file lays out whole JSON values anew: indented, as encoding/json's
// Indent and MarshalIndent write them, and compacted, as its Compact
// does. Each checks the value as it goes, with the grammar of
// ConsumeValue, and copies strings and numbers as they are: a token at a
// time rather than a byte at a time as encoding/json's scanner goes.

// AppendIndent appends to dst the JSON value in src laid out as
// encoding/json's Indent lays it out: each element of an array or object
// on a line of its own, which starts with prefix and then indent once per
// level of nesting; a space after each colon; empty arrays and objects
// as [] and {}. Whitespace before the value and between its tokens is
// dropped, whitespace after it is copied as it is (but see
// appendTrailingStdV2 for Go 1.27), and strings and numbers are copied
// byte for byte (invalid UTF-8, U+2028 and HTML characters included). src
// must hold exactly one value, optionally surrounded by whitespace, nested
// at most [MaxDepth] levels.
//
// On error the result is dst, though bytes of its spare capacity may have
// been written. The error says where src is wrong, as encoding/json of the
// toolchain at hand counts (see charError); its message is jsonwire's,
// not always the one encoding/json gives.
func AppendIndent(dst, src []byte, prefix, indent string) ([]byte, *Error) {
	out, err := appendIndent(dst, src, prefix, indent)
	if err != nil {
		return dst, err
	}
	return out, nil
}

// AppendCompactVerbatim is AppendCompact(dst, src, false) up to Go 1.26,
// as encoding/json's Compact writes it: the value in src with the
// whitespace outside its strings dropped, nothing escaped (from Go 1.27
// on, AppendCompact escapes U+2028 and U+2029, and Compact still does
// not); its errors are AppendIndent's. It is faster: it copies
// the runs of src between whitespace (all of src, less what surrounds the
// value, when it is already compact) instead of handing each token on.
func AppendCompactVerbatim(dst, src []byte) ([]byte, *Error) {
	out, err := appendCompactVerbatim(dst, src)
	if err != nil {
		return dst, err
	}
	return out, nil
}

// growLine extends line, which holds a newline, the prefix and copies of
// indent, with more copies until it is at least n bytes long.
func growLine(line []byte, n int, indent string) []byte {
	for len(line) < n {
		line = append(line, indent...)
	}
	return line
}

func appendIndent(dst, src []byte, prefix, indent string) ([]byte, *Error) {
	// line[:base+d*len(indent)] starts a line at depth d: a newline, the
	// prefix and d copies of indent, so that a line is begun with one
	// append. line is extended as the nesting deepens: in an array on the
	// stack while it fits, on the heap for deep nesting or long prefixes.
	var first [128]byte
	line := append(append(first[:0], '\n'), prefix...)
	base := len(line)
	st := stack{max: MaxDepth}
	i := 0
	for {
		// A value is expected at src[i], after optional whitespace.
		i = skipSpace(src, i)
		if i >= len(src) {
			return nil, errEOF(i)
		}
		switch c := src[i]; c {
		case '{', '[':
			if !st.push(c == '{') {
				return nil, depthError(i)
			}
			i++
			i = skipSpace(src, i)
			if i >= len(src) {
				return nil, errEOF(i)
			}
			if end := c + 2; src[i] == end { // '{'+2 == '}', '['+2 == ']'
				st.pop()
				dst = append(dst, c, end)
				i++
				break
			}
			dst = append(dst, c)
			n := base + st.depth*len(indent)
			if len(line) < n {
				line = growLine(line, n, indent)
			}
			dst = append(dst, line[:n]...)
			if c == '{' {
				var err *Error
				if dst, i, err = indentKey(dst, src, i); err != nil {
					return nil, err
				}
			}
			continue
		case '"':
			n, _, err := ConsumeString(src[i:])
			if err != nil {
				return nil, tokenError(src, i, err)
			}
			dst = append(dst, src[i:i+n]...)
			i += n
		default:
			n, err := ConsumeScalar(src[i:])
			if err != nil {
				return nil, tokenError(src, i, err)
			}
			dst = append(dst, src[i:i+n]...)
			i += n
		}

		// A value ended; close as many levels as end here.
		for {
			if st.depth == 0 {
				// Only whitespace may follow, and it is kept.
				if end := skipSpace(src, i); end < len(src) {
					return nil, charError(src, end, "after top-level value")
				}
				if StdV2 && !spacesAndTabs(prefix, indent) {
					return appendTrailingStdV2(dst, src[i:], prefix, indent), nil
				}
				return append(dst, src[i:]...), nil
			}
			i = skipSpace(src, i)
			if i >= len(src) {
				return nil, errEOF(i)
			}
			c := src[i]
			obj := st.inObject()
			switch {
			case c == ',':
				dst = append(dst, ',')
				dst = append(dst, line[:base+st.depth*len(indent)]...)
				i++
				if obj {
					var err *Error
					if dst, i, err = indentKey(dst, src, i); err != nil {
						return nil, err
					}
				}
			case obj && c == '}' || !obj && c == ']':
				st.pop()
				dst = append(dst, line[:base+st.depth*len(indent)]...)
				dst = append(dst, c)
				i++
				continue
			case obj:
				return nil, charError(src, i, "after object key:value pair")
			default:
				return nil, charError(src, i, "after array element")
			}
			break
		}
	}
}

// indentKey copies the object key at src[i] (after optional whitespace)
// and its colon, written as ": ", and returns the offset just past the
// colon.
func indentKey(dst, src []byte, i int) ([]byte, int, *Error) {
	i = skipSpace(src, i)
	if i >= len(src) {
		return dst, i, errEOF(i)
	}
	if src[i] != '"' {
		return dst, i, charError(src, i, "looking for beginning of object key string")
	}
	n, _, err := ConsumeString(src[i:])
	if err != nil {
		return dst, i, tokenError(src, i, err)
	}
	dst = append(dst, src[i:i+n]...)
	i += n
	i = skipSpace(src, i)
	if i >= len(src) {
		return dst, i, errEOF(i)
	}
	if src[i] != ':' {
		return dst, i, charError(src, i, "after object key")
	}
	return append(dst, ':', ' '), i + 1, nil
}

func appendCompactVerbatim(dst, src []byte) ([]byte, *Error) {
	st := stack{max: MaxDepth}
	i, run := 0, 0 // src[run:i] has been checked and is still to be copied
	for {
		// A value is expected at src[i], after optional whitespace.
		if i < len(src) && IsSpace(src[i]) {
			dst, i, run = dropSpace(dst, src, i, run)
		}
		if i >= len(src) {
			return nil, errEOF(i)
		}
		switch c := src[i]; c {
		case '{', '[':
			if !st.push(c == '{') {
				return nil, depthError(i)
			}
			i++
			if i < len(src) && IsSpace(src[i]) {
				dst, i, run = dropSpace(dst, src, i, run)
			}
			if i >= len(src) {
				return nil, errEOF(i)
			}
			if src[i] == c+2 { // '{'+2 == '}', '['+2 == ']'
				st.pop()
				i++
				break
			}
			if c == '{' {
				var err *Error
				if dst, i, run, err = compactKey(dst, src, i, run); err != nil {
					return nil, err
				}
			}
			continue
		case '"':
			n, _, err := ConsumeString(src[i:])
			if err != nil {
				return nil, tokenError(src, i, err)
			}
			i += n
		default:
			n, err := ConsumeScalar(src[i:])
			if err != nil {
				return nil, tokenError(src, i, err)
			}
			i += n
		}

		// A value ended; close as many levels as end here.
		for {
			if st.depth == 0 {
				// Only whitespace may follow, and it is dropped.
				if end := skipSpace(src, i); end < len(src) {
					return nil, charError(src, end, "after top-level value")
				}
				return append(dst, src[run:i]...), nil
			}
			if i < len(src) && IsSpace(src[i]) {
				dst, i, run = dropSpace(dst, src, i, run)
			}
			if i >= len(src) {
				return nil, errEOF(i)
			}
			c := src[i]
			obj := st.inObject()
			switch {
			case c == ',':
				i++
				if obj {
					var err *Error
					if dst, i, run, err = compactKey(dst, src, i, run); err != nil {
						return nil, err
					}
				}
			case obj && c == '}' || !obj && c == ']':
				st.pop()
				i++
				continue
			case obj:
				return nil, charError(src, i, "after object key:value pair")
			default:
				return nil, charError(src, i, "after array element")
			}
			break
		}
	}
}

// compactKey checks the object key at src[i] (after optional whitespace)
// and its colon for appendCompactVerbatim, and returns the offset just
// past them.
func compactKey(dst, src []byte, i, run int) ([]byte, int, int, *Error) {
	if i < len(src) && IsSpace(src[i]) {
		dst, i, run = dropSpace(dst, src, i, run)
	}
	if i >= len(src) {
		return dst, i, run, errEOF(i)
	}
	if src[i] != '"' {
		return dst, i, run, charError(src, i, "looking for beginning of object key string")
	}
	n, _, err := ConsumeString(src[i:])
	if err != nil {
		return dst, i, run, tokenError(src, i, err)
	}
	if i += n; i < len(src) && IsSpace(src[i]) {
		dst, i, run = dropSpace(dst, src, i, run)
	}
	if i >= len(src) {
		return dst, i, run, errEOF(i)
	}
	if src[i] != ':' {
		return dst, i, run, charError(src, i, "after object key")
	}
	return dst, i + 1, run, nil
}

// dropSpace skips the whitespace that starts at src[i] for
// appendCompactVerbatim: it appends the run src[run:i] before it to dst,
// and returns the offset after it, where the next run starts. (The
// callers test for whitespace first: a call for every token would cost
// more than the test.)
func dropSpace(dst, src []byte, i, run int) ([]byte, int, int) {
	dst = append(dst, src[run:i]...)
	i = skipSpaceRun(src, i)
	return dst, i, i
}

// skipSpace returns the offset of the first byte at or after i that is not
// whitespace. It is small enough to be inlined: most tokens have none
// before them, and those pay no call. (Testing c <= ' ' rather than
// IsSpace(c) keeps it within the inlining budget; skipSpaceRun makes the
// exact test.)
func skipSpace(b []byte, i int) int {
	if i < len(b) && b[i] <= ' ' {
		return skipSpaceRun(b, i)
	}
	return i
}

// skipSpaceRun is skipSpace past the whitespace at b[i]. Runs of eight
// spaces or eight tabs, which indented input is full of, are skipped a
// word at a time.
func skipSpaceRun(b []byte, i int) int {
	for i < len(b) && IsSpace(b[i]) {
		if i+8 <= len(b) {
			if x := load64(b[i : i+8]); x == lsb*' ' || x == lsb*'\t' {
				i += 8
				continue
			}
		}
		i++
	}
	return i
}

// The errors of the format functions say where src is wrong as
// encoding/json's Indent and Compact do: up to Go 1.26, by the first byte
// that is wrong (the scanner's offset is one past it) or the input's end;
// from Go 1.27 on (json/v2, [StdV2]), past the text that is wrong (a
// character, a whole escape sequence, or the bracket that nests too
// deeply), or, for input that ends within a number or a string, where the
// part of it left incomplete starts: the number's fraction or exponent
// (the number itself if there is no digit yet), the string's escape
// sequence or UTF-8 sequence. Messages stay jsonwire's.

// charError returns the error for the unexpected byte at src[n], between
// tokens; context says what the grammar allowed there.
func charError(src []byte, n int, context string) *Error {
	err := errChar(n, src[n], context)
	if StdV2 {
		err.Offset += runeLen(src[n:])
	}
	return err
}

// depthError returns the error for the bracket at offset i that nests
// deeper than MaxDepth.
func depthError(i int) *Error {
	if StdV2 {
		i++
	}
	return &Error{Offset: i, Msg: "exceeded max depth"}
}

// tokenError makes err, which a Consume function reported for the token
// at src[start:], relative to src.
func tokenError(src []byte, start int, err *Error) *Error {
	err.Offset += start
	if !StdV2 {
		return err
	}
	tok := src[start:]
	switch {
	case err.EOF && tok[0] == '"':
		err.Offset = start + stringEOF(tok)
	case err.EOF && (tok[0] == '-' || isDigit(tok[0])):
		err.Offset = start + numberEOF(tok)
	case err.EOF:
		// A literal cut short: the input's end.
	case tok[0] == '"' && escapeAt(tok, err.Offset-start) >= 0:
		// The whole escape sequence is wrong, and passed: its two bytes,
		// or, after \u, up to six.
		e := start + escapeAt(tok, err.Offset-start)
		n := 2
		if src[e+1] == 'u' {
			n = min(6, len(src)-e)
		}
		err.Offset = e + n
	default:
		err.Offset += runeLen(src[err.Offset:])
	}
	return err
}

// runeLen returns the length of the character at the start of b, 1 for a
// byte of invalid UTF-8.
func runeLen(b []byte) int {
	_, n := utf8.DecodeRune(b)
	return max(n, 1)
}

// escapeAt returns the offset in tok, a string token, of the backslash
// starting the escape sequence (of two bytes, or six after \u) that holds
// offset i, or -1 if i is outside one.
func escapeAt(tok []byte, i int) int {
	for k := 1; k < len(tok) && k <= i; {
		switch tok[k] {
		case '\\':
			n := 2
			if k+1 < len(tok) && tok[k+1] == 'u' {
				n = 6
			}
			if i < k+n {
				return k
			}
			k += n
		case '"':
			return -1
		default:
			k++
		}
	}
	return -1
}

// stringEOF returns where json/v2 says the string token tok, which the
// input's end cuts short, goes wrong: the start of an escape sequence or
// a UTF-8 sequence the end cuts, else len(tok).
func stringEOF(tok []byte) int {
	for k := 1; k < len(tok); {
		switch c := tok[k]; {
		case c == '\\':
			n := 2
			if k+1 < len(tok) && tok[k+1] == 'u' {
				n = 6
			}
			if k+n > len(tok) {
				return k
			}
			k += n
		case c >= utf8.RuneSelf:
			if !utf8.FullRune(tok[k:]) {
				return k
			}
			k += runeLen(tok[k:])
		default:
			k++
		}
	}
	return len(tok)
}

// numberEOF returns where json/v2 says the number token tok, which the
// input's end cuts short, goes wrong: the start of the fraction or the
// exponent that has no digit yet, or 0 for a lone minus sign.
func numberEOF(tok []byte) int {
	k := 0
	if tok[k] == '-' {
		k++
	}
	for k < len(tok) && isDigit(tok[k]) {
		k++
	}
	if k == len(tok) {
		return 0 // no digit: "-"
	}
	if tok[k] == '.' {
		f := k
		k++
		if k == len(tok) {
			return f
		}
		for k < len(tok) && isDigit(tok[k]) {
			k++
		}
	}
	if k < len(tok) && (tok[k] == 'e' || tok[k] == 'E') {
		return k
	}
	return len(tok)
}

// spacesAndTabs reports whether prefix and indent hold only spaces and
// tabs.
func spacesAndTabs(prefix, indent string) bool {
	for _, s := range [2]string{prefix, indent} {
		for i := 0; i < len(s); i++ {
			if s[i] != ' ' && s[i] != '\t' {
				return false
			}
		}
	}
	return true
}

// appendTrailingStdV2 appends the whitespace after the value, ws, as Go
// 1.27's Indent (json/v2) does when prefix or indent holds anything but
// spaces and tabs: it lays the value out with spaces in their place, and
// then writes prefix and indent over the run of spaces at the start of
// every line, those of the whitespace after the value included. So each
// space after a newline there becomes a byte of prefix, then of indent
// repeated (a copy may be cut short), while the run lasts. (Where indent
// is empty and the run outlasts prefix, Go 1.27's Indent never returns;
// the spaces past prefix are kept here. See DIFFERENCES.md.)
func appendTrailingStdV2(dst, ws []byte, prefix, indent string) []byte {
	for len(ws) > 0 {
		nl := bytes.IndexByte(ws, '\n')
		if nl < 0 {
			return append(dst, ws...)
		}
		dst = append(dst, ws[:nl+1]...)
		ws = ws[nl+1:]
		n := 0
		for n < len(ws) && ws[n] == ' ' {
			n++
		}
		k := 0 // the bytes of the run written over
		for ; k < n && k < len(prefix); k++ {
			dst = append(dst, prefix[k])
		}
		for j := 0; k < n; k++ {
			if len(indent) == 0 {
				dst = append(dst, ' ')
				continue
			}
			dst = append(dst, indent[j])
			if j++; j == len(indent) {
				j = 0
			}
		}
		ws = ws[n:]
	}
	return dst
}
