package jsonwire

import "bytes"

// stack records, for each open array or object, which of the two it is.
// The first 64 levels live in a word; deeper levels spill to a slice.
type stack struct {
	max   int // the deepest nesting allowed
	depth int
	word  uint64   // bit d-1 set: level d is an object
	spill []uint64 // levels 65 and deeper, 64 to a word
}

// push opens a level; it reports false when that exceeds MaxDepth.
func (s *stack) push(object bool) bool {
	if s.depth >= s.max {
		return false
	}
	d := s.depth
	s.depth++
	var w *uint64
	if d < 64 {
		w = &s.word
	} else {
		k := d/64 - 1
		for len(s.spill) <= k {
			s.spill = append(s.spill, 0)
		}
		w = &s.spill[k]
	}
	bit := uint64(1) << (d % 64)
	if object {
		*w |= bit
	} else {
		*w &^= bit
	}
	return true
}

func (s *stack) pop() { s.depth-- }

// inObject reports whether the innermost open level is an object.
func (s *stack) inObject() bool {
	d := s.depth - 1
	if d < 64 {
		return s.word&(1<<d) != 0
	}
	return s.spill[d/64-1]&(1<<(d%64)) != 0
}

// ConsumeValue returns the length of the JSON value at the start of b,
// leading whitespace included and trailing whitespace not. It validates the
// whole value, including nesting up to [MaxDepth].
func ConsumeValue(b []byte) (int, *Error) {
	return walkValue(b, MaxDepth, nil)
}

// ConsumeValueDepth is ConsumeValue for a value that may nest at most
// maxDepth levels, for a caller that is already inside arrays or objects.
func ConsumeValueDepth(b []byte, maxDepth int) (int, *Error) {
	return walkValue(b, maxDepth, nil)
}

// ConsumeValueStrict is ConsumeValueDepth with the checks of RFC 7493
// (I-JSON) that encoding/json/v2 makes by default: strings must be valid
// UTF-8 with no unpaired surrogate escapes, and no object may repeat a
// member name.
func ConsumeValueStrict(b []byte, maxDepth int) (int, *Error) {
	return walkValue(b, maxDepth, &compactor{strict: true, discard: true})
}

// ConsumeValueStrictStrings is ConsumeValueDepth with the string checks
// of ConsumeValueStrict alone: valid UTF-8, no unpaired surrogate escapes;
// member names may repeat.
func ConsumeValueStrictStrings(b []byte, maxDepth int) (int, *Error) {
	return walkValue(b, maxDepth, &compactor{strictStrings: true, discard: true})
}

// AppendCompact appends the JSON value in src to dst with insignificant
// whitespace removed. With html set, '<', '>' and '&' and the separators
// U+2028 and U+2029 inside strings are escaped as \u003c and so on, as
// encoding/json does for the output of MarshalJSON methods; where
// encoding/json runs on json/v2 ([StdV2], Go 1.27), the separators are
// escaped without html too, as it escapes them in every string it writes
// (its EscapeForJS, which json.Encoder.SetEscapeHTML leaves on). src must hold
// exactly one value, optionally surrounded by whitespace. On error dst is
// returned unchanged.
func AppendCompact(dst, src []byte, html bool) ([]byte, *Error) {
	out := compactor{dst: dst, html: html}
	n, err := walkValue(src, MaxDepth, &out)
	if err == nil {
		n += ConsumeSpace(src[n:])
		if n < len(src) {
			err = errChar(n, src[n], "after top-level value")
		}
	}
	if err != nil {
		return dst, err
	}
	return out.dst, nil
}

// AppendCompactDepth is AppendCompact with src allowed to nest maxDepth
// levels (an error "exceeded max depth" at the bracket past them), which
// also returns, where StdV2 holds, how deeply src nests (0 for a string, a
// number or a literal; always 0 up to Go 1.26, where no caller asks).
func AppendCompactDepth(dst, src []byte, html bool, maxDepth int) ([]byte, int, *Error) {
	out := compactor{dst: dst, html: html}
	n, err := walkValue(src, maxDepth, &out)
	if err == nil {
		n += ConsumeSpace(src[n:])
		if n < len(src) {
			err = errChar(n, src[n], "after top-level value")
		}
	}
	if err != nil {
		return dst, 0, err
	}
	return out.dst, out.deepest, nil
}

// compactor collects the tokens walkValue visits, and makes the strict
// checks if asked to.
type compactor struct {
	dst     []byte
	html    bool
	discard bool // only check: write nothing to dst
	strict  bool
	// strictStrings makes strict's string checks without its check for
	// repeated member names.
	strictStrings bool
	names         []map[string]struct{} // member names seen, per open object, when strict
	depth         int                   // objects open, when strict
	nest, deepest int                   // arrays and objects open; the most at once
}

// token handles a scalar token, or a key with isKey set.
func (c *compactor) token(tok []byte, isString, isKey bool, off int) *Error {
	if (c.strict || c.strictStrings) && isString {
		if err := CheckStrictString(tok); err != nil {
			err.Offset += off
			return err
		}
		if isKey && c.strict {
			names := c.names[c.depth-1]
			name := string(AppendUnquote(nil, tok[1:len(tok)-1]))
			if _, dup := names[name]; dup {
				return &Error{Offset: off, Msg: "duplicate object member name " + strconvQuote(name)}
			}
			names[name] = struct{}{}
		}
	}
	if c.discard {
		return nil
	}
	if isString && c.html {
		c.dst = appendHTMLEscaped(c.dst, tok)
		return nil
	}
	if isString && StdV2 {
		c.dst = appendSeparatorsEscaped(c.dst, tok)
		return nil
	}
	c.dst = append(c.dst, tok...)
	return nil
}

// open and close track the nesting, and objects for the duplicate check.
func (c *compactor) open(object bool) {
	if StdV2 { // (only Go 1.27's depth limit asks how deep: see jsonwrite's depth.go)
		if c.nest++; c.nest > c.deepest {
			c.deepest = c.nest
		}
	}
	if !c.strict || !object {
		return
	}
	if c.depth == len(c.names) {
		c.names = append(c.names, map[string]struct{}{})
	} else {
		clear(c.names[c.depth])
	}
	c.depth++
}

func (c *compactor) close(object bool) {
	if StdV2 {
		c.nest--
	}
	if c.strict && object {
		c.depth--
	}
}

// write appends punctuation.
func (c *compactor) write(b byte) {
	if !c.discard {
		c.dst = append(c.dst, b)
	}
}

// appendHTMLEscaped appends the already valid string token tok, escaping the
// bytes encoding/json escapes for HTML safety.
func appendHTMLEscaped(dst, tok []byte) []byte {
	start := 0
	for i := 0; i < len(tok); i++ {
		switch c := tok[i]; {
		case c == '<' || c == '>' || c == '&':
			dst = append(dst, tok[start:i]...)
			dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			start = i + 1
		case c == 0xe2 && i+2 < len(tok) && tok[i+1] == 0x80 && tok[i+2]&^1 == 0xa8:
			dst = append(dst, tok[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[tok[i+2]&0xf])
			i += 2
			start = i + 1
		}
	}
	return append(dst, tok[start:]...)
}

// appendSeparatorsEscaped appends the already valid string token tok,
// escaping U+2028 and U+2029 (Go 1.27, without HTML escaping).
func appendSeparatorsEscaped(dst, tok []byte) []byte {
	start := 0
	for {
		i := bytes.Index(tok[start:], []byte{0xe2, 0x80})
		if i < 0 {
			return append(dst, tok[start:]...)
		}
		i += start
		if i+2 < len(tok) && tok[i+2]&^1 == 0xa8 {
			dst = append(dst, tok[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[tok[i+2]&0xf])
			start = i + 3
			continue
		}
		dst = append(dst, tok[start:i+2]...)
		start = i + 2
	}
}

// walkValue validates the value at the start of b and, when out is not nil,
// hands it every token (whitespace dropped) in order.
func walkValue(b []byte, maxDepth int, out *compactor) (int, *Error) {
	st := stack{max: maxDepth}
	i := 0
	for {
		// A value is expected at b[i], after optional whitespace.
		i += ConsumeSpace(b[i:])
		if i >= len(b) {
			return i, errEOF(i)
		}
		switch c := b[i]; c {
		case '{', '[':
			if !st.push(c == '{') {
				return i, &Error{Offset: i, Msg: "exceeded max depth"}
			}
			if out != nil {
				out.write(c)
				out.open(c == '{')
			}
			i++
			i += ConsumeSpace(b[i:])
			if i >= len(b) {
				return i, errEOF(i)
			}
			if end := c + 2; b[i] == end { // '{'+2 == '}', '['+2 == ']'
				st.pop()
				if out != nil {
					out.write(end)
					out.close(c == '{')
				}
				i++
				break
			}
			if c == '{' {
				n, err := walkKey(b, i, out)
				if err != nil {
					return n, err
				}
				i = n
			}
			continue
		default:
			n, err := ConsumeScalar(b[i:])
			if err != nil {
				err.Offset += i
				return i + n, err
			}
			if out != nil {
				if err := out.token(b[i:i+n], c == '"', false, i); err != nil {
					return i, err
				}
			}
			i += n
		}

		// A value ended; close as many levels as end here.
		for {
			if st.depth == 0 {
				return i, nil
			}
			i += ConsumeSpace(b[i:])
			if i >= len(b) {
				return i, errEOF(i)
			}
			c := b[i]
			obj := st.inObject()
			switch {
			case c == ',':
				if out != nil {
					out.write(',')
				}
				i++
				if obj {
					n, err := walkKey(b, i, out)
					if err != nil {
						return n, err
					}
					i = n
				}
			case obj && c == '}' || !obj && c == ']':
				if out != nil {
					out.write(c)
					out.close(obj)
				}
				st.pop()
				i++
				continue
			case obj:
				return i, errChar(i, c, "after object key:value pair")
			default:
				return i, errChar(i, c, "after array element")
			}
			break
		}
	}
}

// walkKey consumes an object key and its colon starting at b[i] (after
// optional whitespace) and returns the offset just past the colon.
func walkKey(b []byte, i int, out *compactor) (int, *Error) {
	i += ConsumeSpace(b[i:])
	if i >= len(b) {
		return i, errEOF(i)
	}
	if b[i] != '"' {
		return i, errChar(i, b[i], "looking for beginning of object key string")
	}
	n, _, err := ConsumeString(b[i:])
	if err != nil {
		err.Offset += i
		return i + n, err
	}
	if out != nil {
		if err := out.token(b[i:i+n], true, true, i); err != nil {
			return i, err
		}
	}
	i += n
	i += ConsumeSpace(b[i:])
	if i >= len(b) {
		return i, errEOF(i)
	}
	if b[i] != ':' {
		return i, errChar(i, b[i], "after object key")
	}
	if out != nil {
		out.write(':')
	}
	return i + 1, nil
}
