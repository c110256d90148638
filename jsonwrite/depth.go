package jsonwrite

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"math/bits"
	"strings"
	"sync"

	"github.com/jsongen/jsongen/internal/jsonwire"
)

// Go 1.27's encoding/json (json/v2, jsonwire.StdV2) lets the arrays and
// objects it writes nest at most maxDepth levels, those inside the output
// of MarshalJSON methods and json.RawMessage values included: past that,
// Marshal and Encode fail with a *json.SyntaxError "exceeded max depth"
// whose Offset is one past the bracket, counted from the start of the
// value. (Up to Go 1.26, encoding/json limits the nesting of a method's
// output on its own, and that of what Indent lays out.) It writes an empty
// non-nil slice or map without opening a level, so the [] or {} of one
// may stand a level deeper.
//
// Generated code writes brackets within its literals, and the Writer does
// not count them as it goes. Where StdV2 holds, it scans what it has
// written instead, once nesting may come near the limit: when the values
// [Writer.Enter] counts nest fastEnterDepth deep (each such value, of a
// recursive type, opens a level or more), when the output of a method, a
// json.RawMessage or a value encoding/json writes for the Writer nests
// more than deepOutput levels itself, and from the start with
// [Writer.SetFlush] (flushed bytes cannot be scanned later). From then
// on, each byte written is scanned once: at Enter and Fail, before a
// method's output is written and a part flushed, and at [Writer.Err]. A
// type whose values nest more than fastEnterDepth levels from one
// recursive value to the next passes the limit unseen (DIFFERENCES.md,
// item 8). Scanning takes about as long as writing (2 GB/s): the
// threshold keeps it to values nested deeper than most.

// maxDepth is how deeply json/v2 lets arrays and objects nest.
const maxDepth = jsonwire.MaxDepth

// deepOutput is how deeply the output of a method, or of encoding/json,
// may nest before the Writer starts scanning.
const deepOutput = 100

// depthScan is the state of the scan.
type depthScan struct {
	on  bool // scanning
	pos int  // w.buf[:pos] has been scanned
	nest
	// flat is set when the byte before pos opened an empty slice or map
	// at maxDepth, which json/v2 writes without opening a level: the next
	// byte closes it, and no level.
	flat bool
}

// nest is where a walk through JSON text (see walk) stands.
type nest struct {
	depth    int  // arrays and objects open
	str, esc bool // within a string; after a backslash in it
}

// startScan starts the scan at the start of what the Writer writes.
func (w *Writer) startScan() {
	w.scan = depthScan{on: true, pos: max(0, -w.origin)}
}

// scanTo scans w.buf up to end. If an array or object there opens past
// maxDepth, it records json/v2's error for that (unless the Writer has an
// error already, which was met before) and reports false.
func (w *Writer) scanTo(end int) bool {
	s := &w.scan
	if s.flat && s.pos < end {
		s.pos++ // the ']' or '}' of the flat slice or map
		s.flat = false
	}
	if s.pos >= end {
		return true
	}
	i := s.walk(w.buf[:end], s.pos, maxDepth)
	s.pos = i
	if i < end {
		if w.err == nil {
			w.err = depthError(w.origin + i + 1)
		}
		return false
	}
	return true
}

// The walk takes eight bytes at a time where none is a backslash: each
// kind of byte it looks for (quote, opening and closing bracket) becomes a
// mask with the high bit of each such byte set; the quotes' prefix XOR
// tells which bytes are inside strings, and the brackets outside them
// change the depth by their counts. A word with a backslash, or one whose
// opening brackets could pass the limit, is taken a byte at a time.
const (
	lsb = 0x0101010101010101
	low = 0x7f7f7f7f7f7f7f7f
	msb = 0x8080808080808080
)

// zeros returns the high bit of each zero byte of v.
func zeros(v uint64) uint64 { return ^((v&low + low) | v | low) }

// walk goes through b from i, JSON text cut anywhere, and returns len(b),
// or the index of the first bracket that opens past limit levels (where
// it stops, before the bracket).
func (st *nest) walk(b []byte, i, limit int) int {
	for {
		for !st.esc && i+8 <= len(b) {
			x := binary.LittleEndian.Uint64(b[i:])
			if zeros(x^lsb*'\\') != 0 {
				break
			}
			in := zeros(x ^ lsb*'"')
			if in == 0 && st.str {
				i += 8 // within a string
				continue
			}
			in ^= in << 8
			in ^= in << 16
			in ^= in << 32
			if st.str {
				in ^= msb
			}
			y := x | lsb*0x20 // '[' becomes '{', ']' becomes '}', no other byte either
			opens := bits.OnesCount64(zeros(y^lsb*'{') &^ in)
			if st.depth+opens > limit {
				break
			}
			st.depth += opens - bits.OnesCount64(zeros(y^lsb*'}')&^in)
			st.str = in>>63 != 0
			i += 8
		}
		if i == len(b) {
			return i
		}
		// A byte at a time, to the end of the word.
		for end := min(i+8, len(b)); i < end; i++ {
			c := b[i]
			if st.str {
				switch {
				case st.esc:
					st.esc = false
				case c == '\\':
					st.esc = true
				case c == '"':
					st.str = false
				}
				continue
			}
			switch c {
			case '"':
				st.str = true
			case '[', '{':
				if st.depth == limit {
					return i
				}
				st.depth++
			case ']', '}':
				st.depth--
			}
		}
	}
}

// flatOpen is called, while scanning, just after the '[' or '{' of an
// empty non-nil slice or map is written: json/v2 opens no level for it.
func (w *Writer) flatOpen() {
	n := len(w.buf) - 1
	if n < 0 || w.buf[n] != '[' && w.buf[n] != '{' || !w.scanTo(n) {
		return
	}
	if w.scan.depth == maxDepth {
		w.scan.pos, w.scan.flat = n+1, true
	}
}

// flatWritten is called, while scanning, when the last two bytes written
// are the [] or {} of an empty non-nil slice or map (see flatOpen).
func (w *Writer) flatWritten() {
	if n := len(w.buf) - 2; n >= 0 && w.scanTo(n) && w.scan.depth == maxDepth {
		w.scan.pos = n + 2
	}
}

// depthError returns json/v2's error for a bracket that opens past
// maxDepth, offset-1 bytes into the value.
func depthError(offset int) error {
	se := *depthErrorTemplate()
	se.Offset = int64(offset)
	return &se
}

// depthErrorTemplate is encoding/json's *json.SyntaxError for too deep a
// nesting, whose message only encoding/json can set.
var depthErrorTemplate = sync.OnceValue(func() *json.SyntaxError {
	var se *json.SyntaxError
	err := json.Compact(new(bytes.Buffer), []byte(strings.Repeat("[", maxDepth+1)))
	if !errors.As(err, &se) {
		panic("jsonwrite: no error from encoding/json for nesting past its limit")
	}
	return se
})

// outputDepth returns how deeply output the Writer is about to append (a
// method's, which json/v2 writes in place) may nest, from the nesting
// around it when the Writer scans; false if the scan found the limit
// passed already.
func (w *Writer) outputDepth() (int, bool) {
	if !jsonwire.StdV2 || !w.scan.on {
		return maxDepth, true
	}
	if !w.scanTo(len(w.buf)) {
		return 0, false
	}
	return maxDepth - w.scan.depth, true
}

// past returns the index of the first bracket in b, valid JSON, that
// opens past limit levels, or -1.
func past(b []byte, limit int) int {
	var st nest
	if i := st.walk(b, 0, limit); i < len(b) {
		return i
	}
	return -1
}
