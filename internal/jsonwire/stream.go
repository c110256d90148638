package jsonwire

import (
	"encoding/binary"
	"math/bits"
)

// A ValueScanner finds where a JSON value ends in input that arrives in
// pieces, validating it as [ConsumeValue] does. Each call continues where
// the last one stopped, so that finding the end of a value read in small
// pieces takes time linear in its size: only a token cut off by the end
// of the input is looked at again, and a long string not even that (the
// scan resumes inside it).
//
// The zero value is ready to scan one value; Reset readies it for the
// next.
type ValueScanner struct {
	st    stack
	phase scanPhase
	pos   int // where the next call resumes
	// str is, while a string token is cut off by the end of the input,
	// the offset inside it where its scan resumes (0 otherwise).
	str int
}

type scanPhase uint8

const (
	phaseValue scanPhase = iota // a value is next, after optional space
	phaseFirst                  // just after '{' or '[': a key or a value, or the closing bracket
	phaseKey                    // a key is next
	phaseColon                  // the colon after a key is next
	phaseAfter                  // a value ended: a comma, a closing bracket, or the end
)

// Reset readies s to scan a new value.
func (s *ValueScanner) Reset() {
	*s = ValueScanner{st: stack{spill: s.st.spill[:0]}}
}

// Scan continues scanning the value at the start of b (leading whitespace
// included), which holds what the last call saw and possibly more. It
// returns the value's length once it is complete and done is set; an
// error for malformed input (with Offset relative to b); or neither, when
// the value goes on past the end of b. eof says that no more input will
// follow: then an incomplete value is an error (with EOF set), and a
// number that reaches the end of b is complete. A number is otherwise
// complete only once a byte after it is seen, as encoding/json's Decoder
// has it; a string, a literal or a closing bracket ends the value at once.
func (s *ValueScanner) Scan(b []byte, eof bool) (n int, done bool, err *Error) {
	if s.st.max == 0 {
		s.st.max = MaxDepth
	}
	i := s.pos
	for {
		switch s.phase {
		case phaseValue, phaseFirst:
			i += ConsumeSpace(b[i:])
			if i >= len(b) {
				return s.stop(i, eof)
			}
			c := b[i]
			if s.phase == phaseFirst {
				obj := s.st.inObject()
				if obj && c == '}' || !obj && c == ']' {
					s.st.pop()
					i++
					s.phase = phaseAfter
					continue
				}
				if obj {
					s.phase = phaseKey
					continue
				}
			}
			switch c {
			case '{', '[':
				if !s.st.push(c == '{') {
					return i, false, &Error{Offset: i, Msg: "exceeded max depth"}
				}
				i++
				s.phase = phaseFirst
				continue
			case '"':
				end, ok, err := s.string(b, i, eof)
				if err != nil || !ok {
					return end, false, err
				}
				i = end
			default:
				m, err := ConsumeScalar(b[i:])
				if err != nil {
					if err.EOF && i+m >= len(b) {
						return s.stop(i, eof) // cut off: read on
					}
					err.Offset += i
					return i + m, false, err
				}
				if i+m == len(b) && (c == '-' || isDigit(c)) && !eof {
					return s.stop(i, false) // more digits may follow
				}
				i += m
			}
			s.phase = phaseAfter
		case phaseKey:
			i += ConsumeSpace(b[i:])
			if i >= len(b) {
				return s.stop(i, eof)
			}
			if b[i] != '"' {
				return i, false, errChar(i, b[i], "looking for beginning of object key string")
			}
			end, ok, err := s.string(b, i, eof)
			if err != nil || !ok {
				return end, false, err
			}
			i = end
			s.phase = phaseColon
		case phaseColon:
			i += ConsumeSpace(b[i:])
			if i >= len(b) {
				return s.stop(i, eof)
			}
			if b[i] != ':' {
				return i, false, errChar(i, b[i], "after object key")
			}
			i++
			s.phase = phaseValue
		case phaseAfter:
			if s.st.depth == 0 {
				s.pos = i
				return i, true, nil
			}
			i += ConsumeSpace(b[i:])
			if i >= len(b) {
				return s.stop(i, eof)
			}
			c := b[i]
			obj := s.st.inObject()
			switch {
			case c == ',':
				i++
				if obj {
					s.phase = phaseKey
				} else {
					s.phase = phaseValue
				}
			case obj && c == '}' || !obj && c == ']':
				s.st.pop()
				i++
			case obj:
				return i, false, errChar(i, c, "after object key:value pair")
			default:
				return i, false, errChar(i, c, "after array element")
			}
		}
	}
}

// stop records where the next call resumes (the start of the token the
// input cut off, or the end) and reports the end of the input: an error
// if no more will follow, and else a request for more.
func (s *ValueScanner) stop(i int, eof bool) (int, bool, *Error) {
	s.pos = i
	if eof {
		return i, false, errEOF(i)
	}
	return i, false, nil
}

// string scans the string token starting at b[i], resuming inside it if
// the last call was cut off there. It returns the offset past the token,
// or, with ok false, the stop of a cut-off token or an error.
func (s *ValueScanner) string(b []byte, i int, eof bool) (end int, ok bool, err *Error) {
	from := 1
	if s.str > 0 && s.pos == i {
		from = s.str
	}
	n, resume, err := ResumeString(b[i:], from)
	if err != nil {
		if err.EOF {
			s.str = resume
			end, _, err := s.stop(i, eof)
			if err != nil {
				s.str = 0
				err.Offset = len(b)
			}
			return end, false, err
		}
		err.Offset += i
		return i + n, false, err
	}
	s.str = 0
	return i + n, true, nil
}

// ResumeString is [ConsumeString] for a string token at the start of b
// whose content has been checked up to offset from (1 to start): from
// must be an offset a call returned as resume, or 1. If b ends before the
// closing quote, it returns an error with EOF set and in resume the offset
// to pass as from once more of the token has arrived (an escape cut off
// is looked at again from its backslash).
func ResumeString(b []byte, from int) (n, resume int, err *Error) {
	i := from
	for {
		j := i
		for j+8 <= len(b) {
			if stop := stringStop(binary.LittleEndian.Uint64(b[j:])); stop != 0 {
				j += bits.TrailingZeros64(stop) / 8
				break
			}
			j += 8
		}
		for j < len(b) && b[j] >= 0x20 && b[j] != '"' && b[j] != '\\' {
			j++
		}
		i = j
		if i >= len(b) {
			return i, i, errEOF(i)
		}
		switch c := b[i]; {
		case c == '"':
			return i + 1, 0, nil
		case c == '\\':
			m, err := consumeEscape(b, i)
			if err != nil {
				if err.EOF {
					return m, i, err
				}
				return m, 0, err
			}
			i = m
		default:
			return i, 0, errChar(i, c, "in string literal")
		}
	}
}
