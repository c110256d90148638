package jsonwrite

import "github.com/jsongen/jsongen/internal/jsonwire"

// A Writer normally holds everything it writes until its caller takes the
// buffer. With [Writer.SetFlush] it hands the buffer to a function
// whenever the buffer has grown past a threshold, and starts it again
// empty, so that writing a large value takes a bounded buffer.
//
// It can do so only where everything in the buffer is final. Most of
// what the Writer appends is, but an object opened with
// [Writer.BeginObject] starts with a comma that [Writer.EndObject] turns
// into '{' (or replaces with "{}"), so a flushing Writer keeps a stack of
// the objects open, and turns their commas into braces itself before
// handing them over. And it flushes only at [Writer.Next], between the
// elements of an array or the members of an object written from a Go
// slice, array or map: the one place where a large value must pass
// often, and where nothing is half written.

// stream is the state of a Writer that flushes.
type stream struct {
	threshold int
	flush     func([]byte) error
	// marks has an entry for each object opened with BeginObject and not
	// yet closed, innermost last: the offset in the buffer of its first
	// comma (which may not be written yet: the offset can equal the
	// buffer's length), or -1 once that comma has been turned into '{'
	// and flushed. The entries below fixed are all -1.
	marks []int
	fixed int
}

// SetFlush makes w pass what it has written to flush, and empty its
// buffer, whenever the buffer holds threshold bytes or more at a call to
// [Writer.Next], that is, before an element of an array or a member of an
// object written from a Go slice, array or map. (threshold 1 flushes at
// every such call.) The bytes passed are final, and valid only until
// flush returns. An error from flush is recorded (see [Writer.Err]), and
// once the Writer has an error it passes nothing more to flush: Next
// reports false, and what is written from then on is thrown away as the
// buffer reaches threshold again. A nil flush, or a threshold of zero or
// less, turns flushing off.
//
// The buffer then holds at most threshold bytes plus what is written
// between two calls to Next: an element that is not itself written from a
// slice, array or map (a string, a struct's fields up to its first such
// field, or the whole of a value that encoding/json writes for the
// Writer), with the brackets and keys around it. What is written after
// the last call to Next stays in the buffer, for [Writer.Bytes].
//
// Call SetFlush on an empty Writer, before writing a value. [Writer.Reset]
// keeps the setting. Objects opened with [Writer.BeginObject] must be
// closed with [Writer.EndObject] in the reverse order, as generated code
// does.
func (w *Writer) SetFlush(threshold int, flush func([]byte) error) {
	if threshold <= 0 || flush == nil {
		w.stream = nil
		if w.spare != nil {
			w.spare.flush = nil // keep nothing of the caller's alive
		}
		return
	}
	if w.spare == nil {
		w.spare = new(stream)
	}
	w.stream = w.spare
	w.stream.threshold, w.stream.flush = threshold, flush
	w.resetStream()
	if jsonwire.StdV2 {
		w.startScan() // flushed bytes cannot be scanned later: see depth.go
	}
}

// resetStream forgets the objects open; the Writer's buffer is empty.
func (w *Writer) resetStream() {
	if s := w.spare; s != nil {
		s.marks, s.fixed = s.marks[:0], 0
	}
}

// Next starts element i (counting from zero) of an array, or member i of
// an object, that is written from a Go slice, array or map in a loop: it
// writes the comma that separates the element from the one before, if
// i > 0. It reports whether to write the element. That is false only
// for a Writer that flushes (see [Writer.SetFlush]) and has an error,
// since what it would write is to be thrown away: the loop can stop.
// Generated code writes
//
//	w.Raw("[")
//	for i := range s {
//		if !w.Next(i) {
//			break
//		}
//		w.Str(s[i])
//	}
//	w.Raw("]")
func (w *Writer) Next(i int) bool {
	// Small enough to inline, as the code it replaced (Raw(",")) was: a
	// Writer that does not flush pays one comparison per element.
	if w.stream != nil {
		return w.nextFlushing(i)
	}
	if i > 0 {
		w.buf = append(w.buf, ',')
	}
	return true
}

func (w *Writer) nextFlushing(i int) bool {
	if len(w.buf) >= w.stream.threshold {
		w.flushBuffer()
	}
	if w.err != nil {
		return false
	}
	if i > 0 {
		w.byte1(',')
	}
	return true
}

// flushBuffer passes the buffer to the flush function, unless the Writer
// has an error, and empties it.
func (w *Writer) flushBuffer() {
	s := w.stream
	for i := s.fixed; i < len(s.marks); i++ {
		if m := s.marks[i]; m < len(w.buf) {
			// Something was written after the comma, which is also
			// on its way out: the object is not empty.
			w.buf[m] = '{'
			s.marks[i] = -1
			s.fixed = i + 1
		} else {
			s.marks[i] = 0 // still to be written, at the start
		}
	}
	if jsonwire.StdV2 && w.scan.on {
		w.scanTo(len(w.buf))
		w.scan.pos = 0
	}
	if w.err == nil {
		if err := s.flush(w.buf); err != nil {
			w.Fail(err)
		}
	}
	w.origin += len(w.buf)
	w.buf = w.buf[:0]
}

// beginFlushing is BeginObject for a Writer that flushes: the mark it
// returns is the object's place on the stack of open objects. It is not
// inlined into BeginObject, which generated code inlines at each object.
//
//go:noinline
func (w *Writer) beginFlushing() int {
	s := w.stream
	s.marks = append(s.marks, len(w.buf))
	return len(s.marks) - 1
}

// endFlushing pops the object that beginFlushing returned mark for, and
// returns the offset of its first comma in the buffer, or -1 if it has
// been flushed (as '{').
func (w *Writer) endFlushing(mark int) int {
	s := w.stream
	m := s.marks[mark]
	s.marks = s.marks[:mark]
	s.fixed = min(s.fixed, mark)
	return m
}
