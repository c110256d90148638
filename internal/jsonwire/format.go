package jsonwire

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
// dropped, whitespace after it is copied as it is, and strings and numbers
// are copied byte for byte (invalid UTF-8, U+2028 and HTML characters
// included). src must hold exactly one value, optionally surrounded by
// whitespace, nested at most [MaxDepth] levels.
//
// On error the result is dst, though bytes of its spare capacity may have
// been written. The error says where src is wrong; its message is
// jsonwire's, not always the one encoding/json gives.
func AppendIndent(dst, src []byte, prefix, indent string) ([]byte, *Error) {
	out, err := appendIndent(dst, src, prefix, indent)
	if err != nil {
		return dst, err
	}
	return out, nil
}

// AppendCompactVerbatim is AppendCompact(dst, src, false), as
// encoding/json's Compact writes it: the value in src with the whitespace
// outside its strings dropped, nothing escaped. It is faster: it copies
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
				return nil, &Error{Offset: i, Msg: "exceeded max depth"}
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
				err.Offset += i
				return nil, err
			}
			dst = append(dst, src[i:i+n]...)
			i += n
		default:
			n, err := ConsumeScalar(src[i:])
			if err != nil {
				err.Offset += i
				return nil, err
			}
			dst = append(dst, src[i:i+n]...)
			i += n
		}

		// A value ended; close as many levels as end here.
		for {
			if st.depth == 0 {
				// Only whitespace may follow, and it is kept.
				if end := skipSpace(src, i); end < len(src) {
					return nil, errChar(end, src[end], "after top-level value")
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
				return nil, errChar(i, c, "after object key:value pair")
			default:
				return nil, errChar(i, c, "after array element")
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
		return dst, i, errChar(i, src[i], "looking for beginning of object key string")
	}
	n, _, err := ConsumeString(src[i:])
	if err != nil {
		err.Offset += i
		return dst, i, err
	}
	dst = append(dst, src[i:i+n]...)
	i += n
	i = skipSpace(src, i)
	if i >= len(src) {
		return dst, i, errEOF(i)
	}
	if src[i] != ':' {
		return dst, i, errChar(i, src[i], "after object key")
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
				return nil, &Error{Offset: i, Msg: "exceeded max depth"}
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
				err.Offset += i
				return nil, err
			}
			i += n
		default:
			n, err := ConsumeScalar(src[i:])
			if err != nil {
				err.Offset += i
				return nil, err
			}
			i += n
		}

		// A value ended; close as many levels as end here.
		for {
			if st.depth == 0 {
				// Only whitespace may follow, and it is dropped.
				if end := skipSpace(src, i); end < len(src) {
					return nil, errChar(end, src[end], "after top-level value")
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
				return nil, errChar(i, c, "after object key:value pair")
			default:
				return nil, errChar(i, c, "after array element")
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
		return dst, i, run, errChar(i, src[i], "looking for beginning of object key string")
	}
	n, _, err := ConsumeString(src[i:])
	if err != nil {
		err.Offset += i
		return dst, i, run, err
	}
	if i += n; i < len(src) && IsSpace(src[i]) {
		dst, i, run = dropSpace(dst, src, i, run)
	}
	if i >= len(src) {
		return dst, i, run, errEOF(i)
	}
	if src[i] != ':' {
		return dst, i, run, errChar(i, src[i], "after object key")
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
