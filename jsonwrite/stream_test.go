package jsonwrite

import (
	"bytes"
	"errors"
	"math"
	"slices"
	"strings"
	"testing"
)

// parts collects what a flushing Writer passes on, part by part.
type parts struct {
	all    []string
	failAt int // the call numbered failAt (from 1) fails, if set
}

var errFlush = errors.New("flush failed")

func (p *parts) flush(b []byte) error {
	p.all = append(p.all, string(b))
	if p.failAt > 0 && len(p.all) >= p.failAt {
		return errFlush
	}
	return nil
}

// joined returns what was passed on followed by what is left in w.
func (p *parts) joined(w *Writer) string { return strings.Join(p.all, "") + string(w.Bytes()) }

// TestFlushObjects writes objects opened with BeginObject, with flushes at
// every threshold from 1 byte to more than the output, and checks that the
// parts passed on make up what a Writer that does not flush writes.
func TestFlushObjects(t *testing.T) {
	write := func(w *Writer) {
		w.Raw("[")
		for i := range 3 {
			if !w.Next(i) {
				break
			}
			outer := w.BeginObject()
			if i != 1 {
				w.Raw(`,"i":`)
				w.Int(i)
			}
			w.Raw(`,"list":[`)
			for j := range 4 {
				if !w.Next(j) {
					break
				}
				inner := w.BeginObject()
				if j%2 == 1 {
					w.Raw(`,"j":`)
					w.Int(j)
				}
				if j > 1 {
					w.Raw(`,"e":`)
					empty := w.BeginObject()
					w.EndObject(empty)
				}
				w.EndObject(inner)
			}
			w.Raw("]")
			w.EndObject(outer)
		}
		w.Raw("]")
	}
	var plain Writer
	write(&plain)
	want := string(plain.Bytes())
	if want != `[{"i":0,"list":[{},{"j":1},{"e":{}},{"j":3,"e":{}}]},{"list":[{},{"j":1},{"e":{}},{"j":3,"e":{}}]},{"i":2,"list":[{},{"j":1},{"e":{}},{"j":3,"e":{}}]}]` {
		t.Fatalf("without flushing: %s", want)
	}
	for threshold := 1; threshold <= len(want)+1; threshold++ {
		var p parts
		var w Writer
		w.SetFlush(threshold, p.flush)
		write(&w)
		if got := p.joined(&w); got != want || w.Err() != nil {
			t.Errorf("threshold %d: %s (%v)", threshold, got, w.Err())
		}
		if threshold == 1 && len(p.all) < 10 {
			t.Errorf("threshold 1: only %d parts", len(p.all))
		}
		if len(w.spare.marks) != 0 {
			t.Errorf("threshold %d: %d objects left open", threshold, len(w.spare.marks))
		}
	}
}

// TestFlushBeforeFirstComma flushes right after BeginObject, before the
// comma of the first member is written: the mark stays in the buffer.
func TestFlushBeforeFirstComma(t *testing.T) {
	for _, members := range []int{0, 1, 3} {
		var p parts
		var w Writer
		w.SetFlush(1, p.flush)
		w.Raw(`{"a":`)
		mark := w.BeginObject()
		w.Next(0) // a flush point with nothing after the mark
		for i := range members {
			w.Raw(`,"m":`)
			w.Int(i)
			w.Next(0)
		}
		w.EndObject(mark)
		w.Raw("}")
		want := map[int]string{0: `{"a":{}}`, 1: `{"a":{"m":0}}`, 3: `{"a":{"m":0,"m":1,"m":2}}`}[members]
		if got := p.joined(&w); got != want {
			t.Errorf("%d members: %s, want %s", members, got, want)
		}
	}
}

// TestFlushErrors checks that after an error, from flush or from a value,
// nothing more is passed on, Next reports false, and the buffer is emptied
// at the threshold from then on.
func TestFlushErrors(t *testing.T) {
	var p parts
	p.failAt = 2
	var w Writer
	w.SetFlush(4, p.flush)
	w.Raw("[")
	stopped := -1
	for i := range 1000 {
		if !w.Next(i) {
			stopped = i
			break
		}
		w.Str("abc")
	}
	w.Raw("]")
	if w.Err() != errFlush || stopped != 2 || len(p.all) != 2 {
		t.Errorf("error %v, stopped at %d, %d parts", w.Err(), stopped, len(p.all))
	}

	p = parts{}
	w.Reset(nil)
	w.Raw("[")
	for i := range 1000 {
		if !w.Next(i) {
			stopped = i
			break
		}
		if i == 3 {
			w.Float64(math.NaN())
		} else {
			w.Str("abc")
		}
	}
	// The part holding the NaN's null is thrown away.
	if w.Err() == nil || stopped != 4 || p.joined(&w) != `["abc","abc","abc"` {
		t.Errorf("error %v, stopped at %d, wrote %s", w.Err(), stopped, p.joined(&w))
	}
	// Writing on after the error: thrown away at the threshold.
	for range 1000 {
		w.Str("more")
		w.Next(1)
	}
	if w.Len() > 4+len(`,"more"`) || len(p.all) != 3 {
		t.Errorf("after the error: %d bytes held, %d parts", w.Len(), len(p.all))
	}
}

// TestFlushOff checks SetFlush's off switch and that Reset keeps the
// setting but forgets open objects.
func TestFlushOff(t *testing.T) {
	var p parts
	var w Writer
	w.SetFlush(1, p.flush)
	w.BeginObject()
	w.Reset(nil)
	if w.stream == nil || len(w.spare.marks) != 0 {
		t.Error("Reset turned flushing off, or left an object open")
	}
	w.SetFlush(0, p.flush)
	w.Raw("[")
	for i := range 3 {
		w.Next(i)
		w.Int(i)
	}
	w.Raw("]")
	if len(p.all) != 0 || string(w.Bytes()) != "[0,1,2]" {
		t.Errorf("with flushing off: %q passed on, %s held", p.all, w.Bytes())
	}
	if w.spare.flush != nil {
		t.Error("the flush func is kept while flushing is off")
	}
	w.SetFlush(1, p.flush)
	w.SetFlush(1, nil)
	if w.stream != nil {
		t.Error("a nil flush left flushing on")
	}
}

// TestNextAllocs checks that Next allocates nothing, flushing or not.
func TestNextAllocs(t *testing.T) {
	var w Writer
	w.Reset(make([]byte, 0, 1<<10))
	flush := func([]byte) error { return nil }
	for _, threshold := range []int{0, 16} {
		w.SetFlush(threshold, flush)
		allocs := testing.AllocsPerRun(100, func() {
			w.Reset(w.Bytes()[:0])
			w.Raw("[")
			for i := range 100 {
				w.Next(i)
				mark := w.BeginObject()
				w.Raw(`,"a":1`)
				w.EndObject(mark)
			}
			w.Raw("]")
		})
		if allocs != 0 {
			t.Errorf("threshold %d: %v allocations", threshold, allocs)
		}
	}
}

// TestAnyNext checks that []any and map[string]any are written with
// flush points at every element.
func TestAnyNext(t *testing.T) {
	v := map[string]any{"b": []any{1.0, "x", map[string]any{}}, "a": []any{}, "c": map[string]any{"d": nil}}
	var plain Writer
	plain.Any(v)
	var p parts
	var w Writer
	w.SetFlush(1, p.flush)
	w.Any(v)
	if got := p.joined(&w); got != string(plain.Bytes()) {
		t.Errorf("got %s, want %s", got, plain.Bytes())
	}
	want := []string{"{", `"a":[]`, `,"b":[`, "1", `,"x"`, `,{}]`, `,"c":{`}
	if !slices.Equal(p.all, want) || !bytes.Equal(w.Bytes(), []byte(`"d":null}}`)) {
		t.Errorf("parts %q, left %s", p.all, w.Bytes())
	}
}
