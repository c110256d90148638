package jsonwrite

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

// deepMethod's MarshalJSON returns its text.
type deepMethod string

func (m deepMethod) MarshalJSON() ([]byte, error) { return []byte(m), nil }

// TestDepthLimit writes values nested around Go 1.27's limit of 10000
// levels (json/v2's, on what it writes; up to Go 1.26 there is none but
// that on a method's output alone) with Writer.Any and compares the
// output and the error, the *json.SyntaxError's Offset included, with
// json.Marshal's: arrays and objects of any kind around values written
// by the Writer, by methods and by encoding/json, empty slices and maps
// (which json/v2 writes without a level of their own) at the limit, in a
// Writer given a buffer with bytes in it, and one that flushes.
func TestDepthLimit(t *testing.T) {
	inners := []any{
		[]any{}, []any{1.0}, map[string]any{}, map[string]any{"a": true}, "x",
		json.RawMessage("[]"), json.RawMessage(" [ [1] ] "), json.RawMessage(`{"a":{}}`),
		deepMethod("[[1]]"), deepMethod("{}"), []int{}, []int{1}, map[string]int{}, [0]int{},
		struct{ A [][]int }{[][]int{{1}}}, &[]string{}, deepMethod(strings.Repeat("[", 10001) + strings.Repeat("]", 10001)),
	}
	wraps := []struct {
		name string
		wrap func(any) any
	}{
		{"array", func(v any) any { return []any{v} }},
		{"object after", func(v any) any { return map[string]any{"a": "abc", "k": v} }},
	}
	depths := []int{9998, 9999, 10000, 10001}
	if testing.Short() {
		depths, wraps = []int{10001}, wraps[:1] // (-race makes this slow)
	}
	for _, inner := range inners {
		for _, wr := range wraps {
			for _, depth := range depths {
				v := inner
				for range depth {
					v = wr.wrap(v)
				}
				name := fmt.Sprintf("%T %.20q in %d %s", inner, fmt.Sprint(inner), depth, wr.name)
				checkDepth(t, name, v)
			}
		}
	}
}

func checkDepth(t *testing.T, name string, v any) {
	t.Helper()
	want, werr := json.Marshal(v)
	for _, c := range []struct {
		prefix string
		flush  bool
	}{{"", false}, {"before", false}, {"", true}} {
		w := NewWriter([]byte(c.prefix))
		var flushed []byte
		if c.flush {
			w.SetFlush(1, func(b []byte) error { flushed = append(flushed, b...); return nil })
		}
		w.Any(v)
		err := w.Err()
		got := append(flushed, w.Bytes()...)[len(c.prefix):]
		var gse, wse *json.SyntaxError
		switch {
		case (err == nil) != (werr == nil):
			t.Errorf("%s (%+v): error %v, want %v", name, c, err, werr)
		case err != nil && (reflect.TypeOf(err) != reflect.TypeOf(werr) || err.Error() != werr.Error()):
			t.Errorf("%s (%+v): error %T %v, want %T %v", name, c, err, err, werr, werr)
		case errors.As(werr, &wse) && (!errors.As(err, &gse) || *gse != *wse):
			t.Errorf("%s (%+v): error %#v, want %#v", name, c, gse, wse)
		case err == nil && string(got) != string(want):
			t.Errorf("%s (%+v): output differs", name, c)
		}
	}
}

// TestWalkMatchesBytewise compares the word-at-a-time walk of the depth
// scan with a walk a byte at a time on random text of quotes, backslashes,
// brackets and other bytes, cut into pieces walked one after another,
// under random limits: the index where each stops and the state it leaves.
func TestWalkMatchesBytewise(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	alphabet := []byte(`"\[]{}a ,:` + "\xe2\xff{")
	for range 20000 {
		b := make([]byte, rng.IntN(120))
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		limit := rng.IntN(6)
		var got, want nest
		i, j := 0, 0
		for i < len(b) {
			end := min(len(b), i+1+rng.IntN(20))
			gi := got.walk(b[:end], i, limit)
			wj := bytewise(&want, b[:end], j, limit)
			if gi != wj || got != want {
				t.Fatalf("walk(%q, from %d to %d, limit %d) = %d %+v, bytewise %d %+v", b, i, end, limit, gi, got, wj, want)
			}
			if gi < end {
				break // past the limit
			}
			i, j = gi, wj
		}
	}
}

// bytewise is nest.walk a byte at a time.
func bytewise(st *nest, b []byte, i, limit int) int {
	for ; i < len(b); i++ {
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
	return i
}
