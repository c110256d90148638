package jsonwrite

import (
	"encoding/json"
	"errors"
	"maps"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestWriterMatchesEncodingJSON writes values with each method and
// compares with json.Marshal of the same Go value.
func TestWriterMatchesEncodingJSON(t *testing.T) {
	cases := []struct {
		write func(w *Writer)
		value any
	}{
		{func(w *Writer) { w.Null() }, nil},
		{func(w *Writer) { w.Bool(true) }, true},
		{func(w *Writer) { w.Int(-42) }, -42},
		{func(w *Writer) { w.Int64(math.MinInt64) }, int64(math.MinInt64)},
		{func(w *Writer) { w.Uint64(math.MaxUint64) }, uint64(math.MaxUint64)},
		{func(w *Writer) { w.Float64(1e21) }, 1e21},
		{func(w *Writer) { w.Float64(0.000001) }, 0.000001},
		{func(w *Writer) { w.Float32(0.1) }, float32(0.1)},
		{func(w *Writer) { w.Str("<a href='x'>&\u2028\xff\x00</a>") }, "<a href='x'>&\u2028\xff\x00</a>"},
		{func(w *Writer) { w.StrBytes([]byte("tab\there")) }, "tab\there"},
		{func(w *Writer) { w.Base64([]byte{0, 1, 254, 255}) }, []byte{0, 1, 254, 255}},
		{func(w *Writer) { w.Base64(nil) }, []byte(nil)},
		{func(w *Writer) { w.Number("-1.5e3") }, json.Number("-1.5e3")},
		{func(w *Writer) { w.Number("") }, json.Number("")},
		{func(w *Writer) { w.Time(time.Date(2024, 2, 29, 1, 2, 3, 400, time.FixedZone("", -5*3600))) },
			time.Date(2024, 2, 29, 1, 2, 3, 400, time.FixedZone("", -5*3600))},
		{func(w *Writer) { w.RawMessage(json.RawMessage(" [1, \"<\" ] ")) }, json.RawMessage(" [1, \"<\" ] ")},
		{func(w *Writer) { w.Any(map[string]any{"b": []any{1.5, "x", nil}, "a": true}) },
			map[string]any{"b": []any{1.5, "x", nil}, "a": true}},
	}
	for i, c := range cases {
		var w Writer
		c.write(&w)
		want, err := json.Marshal(c.value)
		if err != nil {
			t.Fatal(err)
		}
		if w.Err() != nil || string(w.Bytes()) != string(want) {
			t.Errorf("case %d: wrote %s (error %v), want %s", i, w.Bytes(), w.Err(), want)
		}
	}
}

// TestLiteralsAtEveryRoom writes true, false, null and short keys into
// buffers with 0 to 12 bytes of room left, so that each method takes both
// its in-place path (Bool stores eight bytes and keeps four or five) and
// its growing one, and checks that the bytes before are kept and that the
// spare room written by Bool does not show.
func TestLiteralsAtEveryRoom(t *testing.T) {
	writes := []struct {
		write func(w *Writer)
		want  string
	}{
		{func(w *Writer) { w.Bool(true) }, "true"},
		{func(w *Writer) { w.Bool(false) }, "false"},
		{func(w *Writer) { w.Null() }, "null"},
		{func(w *Writer) { w.Raw(`,"k":`) }, `,"k":`},
		{func(w *Writer) { w.Bool(false); w.Bool(true); w.Raw("]") }, "falsetrue]"},
	}
	for _, c := range writes {
		for room := range 13 {
			buf := make([]byte, 3, 3+room)
			copy(buf, "[1,")
			w := NewWriter(buf)
			c.write(w)
			if got := string(w.Bytes()); got != "[1,"+c.want {
				t.Errorf("room %d: wrote %q, want %q", room, got, "[1,"+c.want)
			}
		}
	}
}

func TestObjectMarks(t *testing.T) {
	var w Writer
	mark := w.BeginObject()
	w.EndObject(mark)
	w.Raw(" ")
	mark = w.BeginObject()
	w.Raw(`,"a":`)
	w.Int(1)
	w.Raw(`,"b":`)
	w.Int(2)
	w.EndObject(mark)
	if got := string(w.Bytes()); got != `{} {"a":1,"b":2}` {
		t.Errorf("got %s", got)
	}
}

func TestEscapeHTMLOff(t *testing.T) {
	var w Writer
	w.SetEscapeHTML(false)
	w.Str("<&>")
	w.Raw(" ")
	w.QuotedStr("<")
	if got := string(w.Bytes()); got != `"<&>" "\"<\""` {
		t.Errorf("got %s", got)
	}
}

type failing struct{ err error }

func (f failing) MarshalJSON() ([]byte, error) { return nil, f.err }

type badOutput struct{}

func (badOutput) MarshalJSON() ([]byte, error) { return []byte(`{"a":}`), nil }

type failingKey int

func (failingKey) MarshalText() ([]byte, error) { return nil, errors.New("no key") }

type failingText struct{}

func (failingText) MarshalText() ([]byte, error) { return nil, errors.New("no text") }

// TestErrorsMatchEncodingJSON checks that errors are encoding/json's own
// types with its messages.
func TestErrorsMatchEncodingJSON(t *testing.T) {
	sentinel := errors.New("sentinel")
	cases := []struct {
		write func(w *Writer)
		value any
	}{
		{func(w *Writer) { w.Marshaler(failing{sentinel}) }, failing{sentinel}},
		{func(w *Writer) { w.Marshaler(badOutput{}) }, badOutput{}},
		{func(w *Writer) { w.TextMarshaler(failingText{}) }, failingText{}},
		{func(w *Writer) { w.Float64(math.NaN()) }, math.NaN()},
		{func(w *Writer) { w.Float32(float32(math.Inf(-1))) }, float32(math.Inf(-1))},
		{func(w *Writer) { w.Number("12abc") }, json.Number("12abc")},
		{func(w *Writer) { w.Time(time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC)) }, time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC)},
		{func(w *Writer) { w.RawMessage(json.RawMessage(`{`)) }, json.RawMessage(`{`)},
		{func(w *Writer) { w.Raw(`{"N":`); w.QuotedNumber("1x") }, struct {
			N json.Number `json:",string"`
		}{"1x"}},
		{func(w *Writer) { t := time.Date(-1, 1, 1, 0, 0, 0, 0, time.UTC); w.TimeAt(&t) }, &struct{ T *time.Time }{new(time.Date(-1, 1, 1, 0, 0, 0, 0, time.UTC))}},
		{func(w *Writer) { TextKeys(w, map[failingKey]int{1: 1, 2: 2}) }, map[failingKey]int{1: 1, 2: 2}},
	}
	for i, c := range cases {
		var w Writer
		c.write(&w)
		_, want := json.Marshal(c.value)
		got := w.Err()
		if got == nil || want == nil || got.Error() != want.Error() {
			t.Errorf("case %d: error %v, want %v", i, got, want)
		}
	}
	var w Writer
	w.Marshaler(failing{sentinel})
	var me *json.MarshalerError
	if !errors.As(w.Err(), &me) || !errors.Is(w.Err(), sentinel) {
		t.Errorf("error %#v is not a *json.MarshalerError wrapping the method's", w.Err())
	}
}

// TestMarshalJSONOutputErrorOffsets checks the *json.SyntaxError inside
// the error for MarshalJSON output that is not JSON, and for a bad
// json.RawMessage, field for field: from Go 1.27 on its Offset counts
// the bytes written before the output, from where the Writer started
// (not from the start of a buffer it was given with bytes in it), and
// those it has flushed.
func TestMarshalJSONOutputErrorOffsets(t *testing.T) {
	// A ,string field of a type parameter (QuotedValue), where
	// encoding/json writes the value inside a struct of its own.
	var qw Writer
	qw.Raw(`{"A":1,"F":`)
	qw.QuotedValue(&badOutput{})
	_, qwant := json.Marshal(struct {
		A int
		F badOutput `json:",string"`
	}{A: 1})
	var qg, qs *json.SyntaxError
	if !errors.As(qw.Err(), &qg) || !errors.As(qwant, &qs) || *qg != *qs {
		t.Errorf("QuotedValue: error %v (%#v), want %v (%#v)", qw.Err(), qg, qwant, qs)
	}
	// A value encoding/json writes for the Writer (Reflect).
	v := []any{"abc", struct{ X badOutput }{}}
	var rw Writer
	rw.Any(v)
	_, rwant := json.Marshal(v)
	if !errors.As(rw.Err(), &qg) || !errors.As(rwant, &qs) || *qg != *qs {
		t.Errorf("Reflect: error %v (%#v), want %v (%#v)", rw.Err(), qg, rwant, qs)
	}
	for _, flush := range []bool{false, true} {
		for _, bad := range []any{badOutput{}, json.RawMessage(`[1,}`), json.RawMessage(``)} {
			w := NewWriter([]byte("before"))
			if flush {
				w.SetFlush(1, func([]byte) error { return nil })
			}
			w.Raw("[")
			for i := range 3 {
				w.Next(i)
				w.Str("abc")
			}
			w.Next(3)
			switch v := bad.(type) {
			case json.RawMessage:
				w.RawMessage(v)
			default:
				w.Marshaler(v.(json.Marshaler))
			}
			_, want := json.Marshal([]any{"abc", "abc", "abc", bad})
			var gse, wse *json.SyntaxError
			if !errors.As(w.Err(), &gse) || !errors.As(want, &wse) || *gse != *wse || w.Err().Error() != want.Error() {
				t.Errorf("flush %v, %T: error %v (%#v), want %v (%#v)", flush, bad, w.Err(), gse, want, wse)
			}
		}
	}
}

type methodKey string

func (k methodKey) MarshalText() ([]byte, error) { return []byte("unused:" + k), nil }

type textKey int

func (k textKey) MarshalText() ([]byte, error) {
	return []byte([]string{"\xff", "\xef\xbf\xbe", "a", "\xe2\x80", "\xe2\x80\xa8"}[k]), nil
}

// TestMapKeyOrderInvalidUTF8 writes maps whose keys hold invalid UTF-8,
// which sorts otherwise where it is replaced by U+FFFD, and compares with
// encoding/json: from Go 1.27 on it sorts keys with marshaling methods,
// and TextMarshaler keys, by their text as written.
func TestMapKeyOrderInvalidUTF8(t *testing.T) {
	texts := []string{"\xff", "\xef\xbf\xbe", "a", "\xe2\x80", "\xe2\x80\xa8"}
	strs, keyed := map[string]int{}, map[methodKey]int{}
	for i, s := range texts {
		strs[s], keyed[methodKey(s)] = i, i
	}
	texted := map[textKey]int{0: 0, 1: 1, 2: 2, 3: 3, 4: 4}
	var w Writer // for the keys
	write := func(keys []string, val func(string) int) string {
		var out Writer
		out.Raw("{")
		for i, k := range keys {
			out.Next(i)
			out.Key(k)
			out.Int(val(k))
		}
		out.Raw("}")
		return string(out.Bytes())
	}
	want, _ := json.Marshal(strs)
	keys := StringKeys(&w, strs)
	if got := write(keys, func(k string) int { return strs[k] }); got != string(want) {
		t.Errorf("map[string]int: %s, want %s", got, want)
	}
	w.DoneStringKeys(keys)
	want, _ = json.Marshal(keyed)
	keys = StringKeys(&w, keyed)
	if got := write(keys, func(k string) int { return keyed[methodKey(k)] }); got != string(want) {
		t.Errorf("map[methodKey]int: %s, want %s", got, want)
	}
	w.DoneStringKeys(keys)
	want, _ = json.Marshal(texted)
	tkeys := TextKeys(&w, texted)
	var texts2 []string
	for _, k := range tkeys {
		texts2 = append(texts2, k.Text)
	}
	if got := write(texts2, func(k string) int { return slices.Index(texts, k) }); got != string(want) {
		t.Errorf("map[textKey]int: %s, want %s", got, want)
	}
}

func TestMapKeyOrder(t *testing.T) {
	var w Writer
	ints := map[int]bool{10: true, 9: true, -1: true, 100: true, 0: true}
	got := IntKeys(&w, ints)
	if want := []int64{-1, 0, 10, 100, 9}; !slices.Equal(got, want) {
		t.Fatalf("IntKeys = %v, want %v (encoding/json's string order)", got, want)
	}
	uints := map[uint8]bool{10: true, 9: true, 255: true, 0: true}
	ugot := UintKeys(&w, uints)
	if want := []uint64{0, 10, 255, 9}; !slices.Equal(ugot, want) {
		t.Fatalf("UintKeys = %v, want %v", ugot, want)
	}
	// Keys of a map written inside another stack on top of the outer
	// map's, which stay intact until the inner ones are done.
	type name string
	outer := StringKeys(&w, map[name]int{"b": 1, "a": 2, "": 3, "B": 4})
	inner := StringKeys(&w, map[string]int{"z": 1, "y": 2})
	if strings.Join(outer, ",") != ",B,a,b" || strings.Join(inner, ",") != "y,z" {
		t.Errorf("StringKeys = %q, then %q", outer, inner)
	}
	w.DoneStringKeys(inner)
	again := StringKeys(&w, map[string]int{"x": 1})
	if strings.Join(outer, ",") != ",B,a,b" || strings.Join(again, ",") != "x" {
		t.Errorf("after Done: StringKeys = %q, then %q", outer, again)
	}
	w.DoneStringKeys(again)
	w.DoneStringKeys(outer)
	w.DoneUintKeys(ugot)
	w.DoneIntKeys(got)
	if len(w.strKeys)+len(w.intKeys)+len(w.uintKeys) != 0 {
		t.Errorf("key stacks not empty after Done: %d %d %d", len(w.strKeys), len(w.intKeys), len(w.uintKeys))
	}
	// Writing a map allocates nothing once the stack is large enough.
	m := map[string]any{"b": 1.0, "a": map[string]any{"c": "d", "e": nil}}
	w.Any(m)
	if n := testing.AllocsPerRun(10, func() { w.Reset(w.Bytes()[:0]); w.Any(m) }); n != 0 {
		t.Errorf("writing a map allocates %v times", n)
	}
	if got := string(w.Bytes()); got != `{"a":{"c":"d","e":null},"b":1}` {
		t.Errorf("got %s", got)
	}
}

func TestCycleCheck(t *testing.T) {
	var w Writer
	p := new(int)
	for range cycleCheckDepth + 10 {
		if !w.Enter(new(int)) {
			t.Fatal("Enter refused distinct identities")
		}
	}
	if !w.Enter(p) || w.Enter(p) {
		t.Fatal("Enter did not detect the repeated identity")
	}
	if w.Err() == nil || !strings.Contains(w.Err().Error(), "cycle") {
		t.Errorf("error %v", w.Err())
	}
}

// TestStringKeysSorted sorts random keys, many sharing their first seven
// bytes or more (for odd counts all share six), some with zero bytes, of every count up to 300 (past the
// 256 that sortKeys sorts as numbers), on top of the keys of an enclosing
// map, and compares with slices.Sort: the order must be the same and the
// enclosing map's keys untouched.
func TestStringKeysSorted(t *testing.T) {
	parts := []string{"", "a", "b", "\x00", "in_repl", "in_reply_to_", "id", "_str", "\xff", "zzzzzzz", "é", "2057059"}
	rng := rand.New(rand.NewPCG(5, 6))
	w := NewWriter(nil)
	outer := map[string]int{"outer1": 1, "outer2": 2, "outer0": 0}
	for n := 0; n <= 300; n += 1 + n/16 {
		m := make(map[string]int)
		for len(m) < n {
			var sb strings.Builder
			if n%2 == 1 { // keys that share their first bytes, all of them
				sb.WriteString("205705")
			}
			for range 1 + rng.IntN(4) {
				sb.WriteString(parts[rng.IntN(len(parts))])
			}
			m[sb.String()] = 0
		}
		outerKeys := StringKeys(w, outer)
		keys := StringKeys(w, m)
		want := slices.Sorted(maps.Keys(m))
		if !slices.Equal(keys, want) {
			t.Fatalf("%d keys: got %q, want %q", n, keys, want)
		}
		w.DoneStringKeys(keys)
		if !slices.Equal(outerKeys, []string{"outer0", "outer1", "outer2"}) {
			t.Fatalf("%d keys: the enclosing map's keys became %q", n, outerKeys)
		}
		w.DoneStringKeys(outerKeys)
	}
}

// TestRawEveryLength appends strings of every length up to 40 (Raw copies
// 17 to 32 bytes in two overlapping halves) into buffers with no spare
// room, exactly enough and more, after existing content.
func TestRawEveryLength(t *testing.T) {
	const src = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJ"
	for n := 0; n <= 40; n++ {
		s := src[:n]
		for _, spare := range []int{0, n - 1, n, n + 1, 64} {
			if spare < 0 {
				continue
			}
			buf := make([]byte, 3, 3+spare)
			copy(buf, "pre")
			w := NewWriter(buf)
			w.Raw(s)
			w.Raw(s)
			if got, want := string(w.Bytes()), "pre"+s+s; got != want {
				t.Fatalf("Raw(%q) twice with %d spare bytes: %q, want %q", s, spare, got, want)
			}
		}
	}
}

// TestTryRawEveryLength checks the pairs generated code writes literals
// with: TryRaw (and TryRawShort, at every length too, though generated
// code only gives it up to sixteen bytes) writes s exactly when it fits in
// the spare capacity and otherwise leaves the buffer as it was, for
// RawGrow to append s.
func TestTryRawEveryLength(t *testing.T) {
	for _, try := range []struct {
		name string
		f    func(*Writer, string) bool
	}{
		{"TryRaw", (*Writer).TryRaw},
		{"TryRawShort", (*Writer).TryRawShort},
	} {
		t.Run(try.name, func(t *testing.T) { testTryRawEveryLength(t, try.f) })
	}
}

func testTryRawEveryLength(t *testing.T, try func(*Writer, string) bool) {
	const src = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJ"
	for n := 0; n <= 40; n++ {
		s := src[:n]
		for _, spare := range []int{0, n - 1, n, n + 1, 2 * n, 64} {
			if spare < 0 {
				continue
			}
			buf := make([]byte, 3, 3+spare)
			copy(buf, "pre")
			w := NewWriter(buf)
			want := "pre"
			for range 3 {
				room := cap(w.buf) - len(w.buf)
				ok := try(w, s)
				if ok != (n <= room) {
					t.Fatalf("TryRaw(%q) with %d spare bytes = %v", s, room, ok)
				}
				if !ok {
					if got := string(w.Bytes()); got != want {
						t.Fatalf("TryRaw(%q) failing changed the buffer: %q, want %q", s, got, want)
					}
					w.RawGrow(s)
				}
				want += s
				if got := string(w.Bytes()); got != want {
					t.Fatalf("TryRaw(%q) or RawGrow with %d spare bytes: %q, want %q", s, room, got, want)
				}
			}
		}
	}
}

// TestAnyMapsSorted writes maps of every size to 300 from map[string]any
// (up to 256 keys their values are sorted with the keys, past that looked
// up) with keys that share prefixes and tie in their first seven bytes,
// each value identifying its key, and nested maps among the values so that
// the stacks grow while an outer map is being written. The bytes must be
// json.Marshal's, on one Writer reused across all sizes, and the stacks
// must hold nothing afterwards.
func TestAnyMapsSorted(t *testing.T) {
	parts := []string{"", "a", "b", "\x00", "in_repl", "in_reply_to_", "id", "_str", "é", "2057059"}
	rng := rand.New(rand.NewPCG(11, 12))
	randomMap := func(n int, depth int) map[string]any {
		m := make(map[string]any)
		for len(m) < n {
			var sb strings.Builder
			if n%2 == 1 {
				sb.WriteString("205705")
			}
			for range 1 + rng.IntN(4) {
				sb.WriteString(parts[rng.IntN(len(parts))])
			}
			m[sb.String()] = nil
		}
		for k := range m {
			switch {
			case depth > 0 && rng.IntN(8) == 0:
				inner := make(map[string]any)
				for j := range rng.IntN(20) {
					inner[k+strconv.Itoa(j)] = []any{k, float64(j)}
				}
				m[k] = inner
			default:
				m[k] = k
			}
		}
		return m
	}
	w := NewWriter(nil)
	for n := 0; n <= 300; n += 1 + n/16 {
		m := randomMap(n, 1)
		w.Reset(w.Bytes()[:0])
		w.Any(m)
		want, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		if got := w.Bytes(); string(got) != string(want) || w.Err() != nil {
			t.Fatalf("%d keys: got %s (err %v),\nwant %s", n, got, w.Err(), want)
		}
		if len(w.strKeys) != 0 || len(w.anyVals) != 0 {
			t.Fatalf("%d keys: stacks not empty after writing: %d keys, %d values", n, len(w.strKeys), len(w.anyVals))
		}
		// Nothing the stacks held may stay reachable from them.
		for i, v := range w.anyVals[:cap(w.anyVals)] {
			if v != nil {
				t.Fatalf("%d keys: value %d left on the stack: %v", n, i, v)
			}
		}
		for i, k := range w.strKeys[:cap(w.strKeys)] {
			if k != "" {
				t.Fatalf("%d keys: key %d left on the stack: %q", n, i, k)
			}
		}
	}
}
