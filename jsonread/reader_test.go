package jsonread

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"testing"
)

func TestSyntaxErrorPosition(t *testing.T) {
	cases := []struct {
		in           string
		off          int64
		line, column int
		msg          string
	}{
		{`{"a": x}`, 6, 1, 7, "invalid character 'x' looking for beginning of value"},
		{"{\n  \"a\": 1,\n  \"b\" 2\n}", 18, 3, 7, "invalid character '2' after object key"},
		{`[1, 2`, 5, 1, 6, "unexpected end of JSON input"},
		{`"abc`, 4, 1, 5, "unexpected end of JSON input"},
		{"\"a\x01\"", 2, 1, 3, `invalid character '\x01' in string literal`},
		{`[1] [2]`, 4, 1, 5, "invalid character '[' after top-level value"},
		{`{"a":1,}`, 7, 1, 8, "invalid character '}' looking for beginning of object key string"},
	}
	for _, c := range cases {
		r := NewReader([]byte(c.in))
		var v any
		r.Any(&v)
		r.End()
		var se *SyntaxError
		if !errors.As(r.Err(), &se) {
			t.Errorf("%q: error %v is not a *SyntaxError", c.in, r.Err())
			continue
		}
		if se.Offset != c.off || se.Line != c.line || se.Column != c.column || se.Msg != c.msg {
			t.Errorf("%q: got offset %d line %d column %d msg %q; want %d %d %d %q",
				c.in, se.Offset, se.Line, se.Column, se.Msg, c.off, c.line, c.column, c.msg)
		}
		if !strings.HasPrefix(se.Error(), "jsonread: ") {
			t.Errorf("%q: message %q lacks the package prefix", c.in, se.Error())
		}
	}
}

// decodeItems reads {"items":[{"price":N,"tags":{"k":N}}...]} by hand, as
// generated code would.
func decodeItems(r *Reader) (prices []int, tagged int) {
	fields := NewFields("items")
	item := NewFields("price", "tags")
	if !r.BeginObject("doc") {
		return
	}
	for r.ObjectNext() {
		if r.Field(fields) != 0 {
			r.Skip()
			continue
		}
		if !r.BeginArray("[]item") {
			continue
		}
		for r.ArrayNext() {
			if !r.BeginObject("item") {
				continue
			}
			var p int
			for r.ObjectNext() {
				switch r.Field(item) {
				case 0:
					r.Int(&p)
				case 1:
					if r.BeginObject("map[string]int") {
						for r.ObjectNext() {
							r.Key()
							var n int
							r.Int(&n)
							tagged += n
						}
					}
				default:
					r.Skip()
				}
			}
			prices = append(prices, p)
		}
	}
	return
}

func TestTypeErrorPathAndRecovery(t *testing.T) {
	cases := []struct {
		in, path, value string
	}{
		{`{"items":[{"price":1},{"price":2},{"price":3},{"price":"4"}]}`, ".items[3].price", "string"},
		{`{"items":[{"price":1.5}]}`, ".items[0].price", "number 1.5"},
		{`{"items":[{"tags":{"a b":true}}]}`, `.items[0].tags["a b"]`, "bool"},
		{`{"items":{"price":1}}`, ".items", "object"},
		{`[]`, "", "array"},
		{`{"items":[{"price":99999999999999999999}]}`, ".items[0].price", "number 99999999999999999999"},
	}
	for _, c := range cases {
		r := NewReader([]byte(c.in))
		decodeItems(r)
		r.End()
		var te *TypeError
		if !errors.As(r.Err(), &te) {
			t.Errorf("%s: error %v is not a *TypeError", c.in, r.Err())
			continue
		}
		if te.Path != c.path || te.Value != c.value {
			t.Errorf("%s: path %q value %q; want %q %q", c.in, te.Path, te.Value, c.path, c.value)
		}
		if c.path != "" && !strings.Contains(te.Error(), c.path) {
			t.Errorf("%s: message %q lacks the path", c.in, te.Error())
		}
	}
	// Decoding goes on after a type error and the first one is reported.
	r := NewReader([]byte(`{"items":[{"price":"x"},{"price":2},{"price":true},{"price":4}]}`))
	prices, _ := decodeItems(r)
	r.End()
	var te *TypeError
	if !errors.As(r.Err(), &te) || te.Path != ".items[0].price" {
		t.Errorf("first error: %v", r.Err())
	}
	if len(prices) != 4 || prices[1] != 2 || prices[3] != 4 {
		t.Errorf("values after the type errors: %v", prices)
	}
}

func TestMethodErrorIsWrapped(t *testing.T) {
	sentinel := errors.New("sentinel")
	r := NewReader([]byte(`{"a": [1, 2]}`))
	r.BeginObject("x")
	r.ObjectNext()
	r.Key()
	r.Unmarshaler(unmarshalFunc(func([]byte) error { return sentinel }))
	if !errors.Is(r.Err(), sentinel) {
		t.Fatalf("errors.Is(%v, sentinel) = false", r.Err())
	}
	var te *TypeError
	if !errors.As(r.Err(), &te) || te.Path != ".a" || te.Offset != 6 {
		t.Fatalf("wrapped error: %#v", r.Err())
	}
	if r.ObjectNext() {
		t.Error("the Reader went on after a method error")
	}
}

type unmarshalFunc func([]byte) error

func (f unmarshalFunc) UnmarshalJSON(b []byte) error { return f(b) }

func TestRawAndSkip(t *testing.T) {
	in := ` [ 1 , {"a" : "b\"c"} , null ] `
	r := NewReader([]byte(in))
	if got := string(r.Raw()); got != `[ 1 , {"a" : "b\"c"} , null ]` {
		t.Errorf("Raw = %q", got)
	}
	r.End()
	if r.Err() != nil {
		t.Error(r.Err())
	}
	r.Reset([]byte(`[1, {"a": [}]`))
	r.Skip()
	if r.Err() == nil {
		t.Error("Skip accepted malformed JSON")
	}
}

func TestFields(t *testing.T) {
	names := []string{"id", "Name", "NAME", "kelvin", "sss", "a", "b", "c", "d", "e"}
	for _, f := range []*Fields{NewFields(names[:5]...), NewFields(names...)} {
		cases := map[string]int{
			"id": 0, "ID": 0, "Id": 0, "Name": 1, "NAME": 2, "name": 1, "nAmE": 1,
			"\u212aelvin": 3, "KELVIN": 3, "ſſſ": 4, "SsS": 4, "missing": -1, "": -1, "i": -1,
		}
		for key, want := range cases {
			if want >= f.Len() {
				continue
			}
			if got := f.Index([]byte(key)); got != want {
				t.Errorf("%d names: Index(%q) = %d, want %d", f.Len(), key, got, want)
			}
		}
	}
}

// TestFieldNamesShared checks that the goroutines that first use a
// FieldNames at once all get the same Fields, which matches its names.
func TestFieldNamesShared(t *testing.T) {
	for range 20 {
		n := &FieldNames{Names: []string{"id", "name", "tags"}}
		got := make([]*Fields, 8)
		var wg sync.WaitGroup
		for i := range got {
			wg.Go(func() { got[i] = n.Fields() })
		}
		wg.Wait()
		for i, f := range got {
			if f != got[0] {
				t.Fatalf("goroutine %d got another Fields", i)
			}
		}
		if f := n.Fields(); f != got[0] || f.Len() != 3 || f.Index([]byte("NAME")) != 1 || f.Index([]byte("x")) != -1 {
			t.Fatalf("Fields() = %p (first %p), %d names, NAME at %d", f, got[0], f.Len(), f.Index([]byte("NAME")))
		}
	}
}

func TestKeyUnescaping(t *testing.T) {
	r := NewReader([]byte(`{"\u0041\n\ud83d\ude00":1, "plain":2, "bad` + "\xff" + `":3}`))
	r.BeginObject("m")
	var keys []string
	for r.ObjectNext() {
		keys = append(keys, string(r.Key()))
		r.Skip()
	}
	want := []string{"A\n😀", "plain", "bad\ufffd"}
	if strings.Join(keys, "|") != strings.Join(want, "|") {
		t.Errorf("keys %q, want %q", keys, want)
	}
}

func TestNumbers(t *testing.T) {
	var i8 int8
	r := NewReader([]byte(`[127, 128, -128, -129, 1e2, 1.0, -0]`))
	r.BeginArray("x")
	var got []string
	for r.ArrayNext() {
		i8 = 42
		r.Int8(&i8)
		got = append(got, string(rune('0'+i8%10)))
	}
	if r.Err() == nil {
		t.Error("no type error for out-of-range int8 values")
	}
	var u uint
	r = NewReader([]byte(`-0`))
	r.Uint(&u)
	if r.Err() == nil {
		t.Error("-0 decoded into a uint; encoding/json rejects it")
	}
	var f float32
	r = NewReader([]byte(`3.4028235e38`))
	r.Float32(&f)
	if r.Err() != nil || f != 3.4028235e38 {
		t.Errorf("float32 max: %v %v", f, r.Err())
	}
}

// TestWhitespaceRuns checks the skipping of spaces a word and four words
// at a time with runs of every length up to past two passes of four words,
// mixed with other whitespace, between every pair of tokens.
func TestWhitespaceRuns(t *testing.T) {
	for n := range 80 {
		for _, unit := range []string{" ", "\n", " \t", "\r\n ", "indent"} {
			ws := strings.Repeat(unit, n)
			if unit == "indent" { // a newline, then n spaces, as indented output has
				ws = "\n" + strings.Repeat(" ", n)
			}
			doc := ws + "{" + ws + `"a"` + ws + ":" + ws + "[" + ws + "1" + ws + "," + ws + `"x"` + ws + "]" + ws + "}" + ws
			var v any
			r := NewReader([]byte(doc))
			r.Any(&v)
			r.End()
			if err := r.Err(); err != nil {
				t.Fatalf("%q: %v", doc, err)
			}
			if m, ok := v.(map[string]any); !ok || len(m["a"].([]any)) != 2 {
				t.Fatalf("%q: decoded %#v", doc, v)
			}
		}
	}
}

// TestWhitespaceRunsWithControl checks that a control character that is not
// JSON whitespace ends a run and is an error, with encoding/json's text and
// offset, wherever it sits in an eight-byte word or a pass of four.
func TestWhitespaceRunsWithControl(t *testing.T) {
	for n := range 80 {
		for _, bad := range []string{"\x00", "\x0b", "\x0c", "\x1f", "\x85", "\xa0"} {
			for _, lead := range []string{"", "\n"} {
				doc := "[1," + lead + strings.Repeat(" ", n) + bad + strings.Repeat("\n", 9) + "2]"
				var v any
				r := NewReader([]byte(doc))
				r.Any(&v)
				r.End()
				var w any
				if err, stdErr := StdError([]byte(doc), &v, r.Err()), json.Unmarshal([]byte(doc), &w); err == nil || err.Error() != stdErr.Error() {
					t.Fatalf("%q: error %v, encoding/json's %v", doc, err, stdErr)
				}
			}
		}
	}
}

// TestFieldsIndex checks the probe table with sets of many sizes, names
// that share lengths and end bytes, and keys that are not in the set.
func TestFieldsIndex(t *testing.T) {
	for _, n := range []int{0, 1, 2, 7, 8, 9, 40, 300, 2000} {
		names := make([]string, n)
		for i := range names {
			names[i] = fmt.Sprintf("f%dx", i)
		}
		f := NewFields(names...)
		for i, name := range names {
			if got := f.IndexExact([]byte(name)); got != i {
				t.Fatalf("%d names: IndexExact(%q) = %d, want %d", n, name, got, i)
			}
			if got := f.Index([]byte(strings.ToUpper(name))); got != i {
				t.Fatalf("%d names: Index(%q) = %d, want %d", n, strings.ToUpper(name), got, i)
			}
		}
		for _, miss := range []string{"", "f", "x", fmt.Sprintf("f%dx", n), "f0y", "F0X0"} {
			if got := f.IndexExact([]byte(miss)); got != -1 {
				t.Fatalf("%d names: IndexExact(%q) = %d, want -1", n, miss, got)
			}
		}
	}
}

// TestNumberKeys compares IntKey and UintKey with strconv, which is what
// encoding/json parses integer map keys with.
func TestNumberKeys(t *testing.T) {
	keys := []string{"0", "-0", "+1", "007", "-", "", "1a", "127", "128", "-128", "-129", "255", "256", "-1",
		"999999999999999999", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
		"-9223372036854775809", "18446744073709551615", "18446744073709551616", "1e3", " 1", "0x10"}
	for _, bits := range []int{8, 16, 32, 64, 0} {
		size := bits
		if size == 0 {
			size = strconv.IntSize
		}
		for _, k := range keys {
			r := NewReader([]byte(`{"` + k + `":1}`))
			r.BeginObject("map")
			r.ObjectNext()
			n, err := r.IntKey(bits)
			want, werr := strconv.ParseInt(k, 10, size)
			if (err != nil) != (werr != nil) || werr == nil && n != want {
				t.Errorf("IntKey(%q, %d) = %d, %v; strconv: %d, %v", k, bits, n, err, want, werr)
			}
			r = NewReader([]byte(`{"` + k + `":1}`))
			r.BeginObject("map")
			r.ObjectNext()
			u, err := r.UintKey(bits)
			uwant, uerr := strconv.ParseUint(k, 10, size)
			if (err != nil) != (uerr != nil) || uerr == nil && u != uwant {
				t.Errorf("UintKey(%q, %d) = %d, %v; strconv: %d, %v", k, bits, u, err, uwant, uerr)
			}
		}
	}
}

// TestStringsOutliveReuse decodes many documents with one Reader, as the
// pool does, and checks that strings from earlier documents, which may
// share a block with later ones, never change. The documents hold one to
// three strings of 1 to 1,300 bytes: under, at and over the longest string
// a block takes, so blocks fill up, are cut short by the end of the input,
// and are passed over by long strings.
func TestStringsOutliveReuse(t *testing.T) {
	var r Reader
	var kept []string
	var want []string
	for i := range 3000 {
		var doc []string
		for j := range 1 + i%3 {
			n := 1 + (i*37+j*501)%1300
			doc = append(doc, strings.Repeat(string(rune('a'+(i+j)%26)), n))
		}
		r.Reset([]byte(`["` + strings.Join(doc, `","`) + `"]`))
		r.BeginArray("[]string")
		for j := 0; r.ArrayNext(); j++ {
			var got string
			r.Str(&got)
			if j >= len(doc) || got != doc[j] {
				t.Fatalf("document %d, string %d: %q", i, j, got)
			}
			kept, want = append(kept, got), append(want, doc[j])
		}
		r.End()
		if r.Err() != nil {
			t.Fatalf("document %d: %v", i, r.Err())
		}
	}
	for i := range kept {
		if kept[i] != want[i] {
			t.Fatalf("string %d changed to %q", i, kept[i])
		}
	}
}

// TestFieldOrderLearned decodes objects whose members come in an order
// other than the fields', in two alternating orders, with unknown and
// case-folded names mixed in: every member must reach its field whatever
// f.next predicts, and after one object of a shape the prediction follows
// the input's order.
func TestFieldOrderLearned(t *testing.T) {
	f := NewFields("a", "b", "c", "d")
	orders := []string{
		`{"d":4,"c":3,"x":0,"b":2,"a":1}`,
		`{"b":2,"a":1,"D":4,"c":3}`,
		`{"c":3,"d":4}`,
		`{}`,
	}
	for round := range 3 {
		for _, doc := range orders {
			r := NewReader([]byte(`[` + doc + `,` + doc + `]`))
			var got [2][4]int
			r.BeginArray("[]T")
			for n := 0; r.ArrayNext(); n++ {
				r.BeginObject("T")
				for r.ObjectNext() {
					switch i := r.Field(f); i {
					case -1:
						r.Skip()
					default:
						r.Int(&got[n][i])
					}
				}
			}
			r.End()
			if err := r.Err(); err != nil {
				t.Fatalf("round %d, %s: %v", round, doc, err)
			}
			var want [4]int
			for i, name := range []string{`"a":`, `"b":`, `"c":`, `"d":`} {
				if strings.Contains(strings.ToLower(doc), name) {
					want[i] = i + 1
				}
			}
			if got[0] != want || got[1] != want {
				t.Fatalf("round %d, %s: decoded %v, want %v twice", round, doc, got, want)
			}
		}
	}
	// The order of the last object with members was c, d.
	if first, afterC := f.next[0].Load(), f.next[3].Load(); first != 2 || afterC != 3 {
		t.Errorf("next predicts %d first and %d after c; want 2 and 3", first, afterC)
	}
}

// TestFieldOrderLearningBounded decodes a document whose objects alternate
// between two member orders: every member is still decoded, and the
// document corrects the shared prediction no more than maxLearn times.
func TestFieldOrderLearningBounded(t *testing.T) {
	f := NewFields("a", "b", "c")
	var doc strings.Builder
	doc.WriteString("[")
	for n := range 1000 {
		if n > 0 {
			doc.WriteString(",")
		}
		if n%2 == 0 {
			doc.WriteString(`{"a":1,"b":2,"c":3}`)
		} else {
			doc.WriteString(`{"c":3,"b":2,"a":1}`)
		}
	}
	doc.WriteString("]")
	r := NewReader([]byte(doc.String()))
	objects := 0
	r.BeginArray("[]T")
	for r.ArrayNext() {
		var got [3]int
		r.BeginObject("T")
		for r.ObjectNext() {
			if i := r.Field(f); i >= 0 {
				r.Int(&got[i])
			} else {
				r.Skip()
			}
		}
		if got != [3]int{1, 2, 3} {
			t.Fatalf("object %d decoded as %v", objects, got)
		}
		objects++
	}
	r.End()
	if err := r.Err(); err != nil || objects != 1000 {
		t.Fatalf("%d objects, error %v", objects, err)
	}
	if r.learned != maxLearn {
		t.Errorf("learned %d times, want the bound %d", r.learned, maxLearn)
	}
}

// TestResetClearsState decodes documents that leave state behind (an
// error, a type error, nesting left open, strings with escapes, members in
// an order the Fields did not predict, values into any) and checks, field
// by field, that Reset leaves each field of the Reader either zero or one
// of those it keeps on purpose. A field added to Reader must be added to
// Reset or to the list below; the test also checks that each field it
// expects Reset to clear was set before in at least one document.
func TestResetClearsState(t *testing.T) {
	// The fields kept, true for the slices that must be emptied.
	kept := map[string]bool{"hints": false, "starts": false, "key": true, "scratch": true, "opts": false,
		"seen": false, "intern": false, "arena": false, "boxes": false, "grown": true, "anyStack": true, "anyKeys": true}
	docs := []string{
		`{"a": [1, 2, {"b": "x\ty"}], "c": [[[[`,
		`[1, "two", {"three": 3}, [4.5, null, true]]] x`,
		`{"k\u00e9y": "v\u00e9", "n": 1e999}]`,
		`{"k": [1, 2, 3], "m": {"n": [4, 5, {"o": "p", "q": [`,
		`"\u00e9", "`,
		`[`, // left open just after the bracket
	}
	fields := NewFields("a", "b", "c")
	dirty := map[string]bool{}
	for _, doc := range docs {
		r := NewReader([]byte(`[{"c": 1, "b": 2, "a": 3}, {"\u0063": 1}, ` + doc))
		r.BeginArray("[]T")
		for range 2 {
			r.ArrayNext()
			var got [3]int
			r.BeginObject("T")
			for r.ObjectNext() {
				if i := r.Field(fields); i >= 0 {
					r.Int(&got[i])
				} else {
					r.Skip()
				}
			}
		}
		r.ArrayNext()
		var v any
		if doc == `[` {
			r.BeginArray("[]int")
		} else {
			r.Any(&v)
			var n int
			r.Int(&n) // a type error, or a syntax error after the value
			r.End()
		}
		rv := reflect.ValueOf(r).Elem()
		for i := range rv.NumField() {
			if f := rv.Field(i); !f.IsZero() && (f.Kind() != reflect.Slice || f.Len() > 0) {
				dirty[rv.Type().Field(i).Name] = true
			}
		}
		r.Reset([]byte(`{}`))
		for i := range rv.NumField() {
			f, name := rv.Field(i), rv.Type().Field(i).Name
			switch {
			case name == "data":
				if string(r.data) != `{}` {
					t.Errorf("%s: data is %q", doc, r.data)
				}
			case kept[name]:
				if f.Len() != 0 {
					t.Errorf("%s: %s has %d entries after Reset", doc, name, f.Len())
				}
			case hasKey(kept, name):
			case !f.IsZero():
				t.Errorf("%s: %s is not reset: %v", doc, name, f)
			}
		}
		r.Any(&v)
		if r.End(); r.Err() != nil || len(v.(map[string]any)) != 0 {
			t.Errorf("%s: after Reset, {} decoded to %v, %v", doc, v, r.Err())
		}
	}
	rt := reflect.TypeFor[Reader]()
	for i := range rt.NumField() {
		name := rt.Field(i).Name
		// The stacks are cut back as values end, even on errors: they
		// are emptied by the same keepStack as before, and not required.
		stack := name == "grown" || name == "anyStack" || name == "anyKeys"
		if (!hasKey(kept, name) || kept[name]) && !stack && !dirty[name] {
			t.Errorf("no document set %s before Reset", name)
		}
	}
}

func hasKey(m map[string]bool, k string) bool {
	_, ok := m[k]
	return ok
}

// TestReleaseDropsReferences checks that after Release a Reader refers
// neither to its input nor, after an error or a success, to any value it
// decoded: a pooled Reader must not keep a caller's memory alive. After
// an error Release resets it whole; either way Reset makes it usable.
func TestReleaseDropsReferences(t *testing.T) {
	for _, c := range []struct {
		doc  string
		fail bool
	}{
		{`{"a": [1, "x", {"b": [true, null]}], "c": {"d": "e\u00e9"}}`, false},
		{`{"a": [1, "x", {"b": [true, null`, true},    // ends early
		{`{"a": [1, "x", {"b": [true, nul]}]}`, true}, // a syntax error deep inside
		{`[1, 2] 3`, true}, // trailing data
	} {
		doc, failed := c.doc, c.fail
		r := NewReader([]byte(doc))
		var v any
		r.Any(&v)
		r.End()
		if (r.Err() != nil) != failed {
			t.Fatalf("%s: error %v", doc, r.Err())
		}
		r.Release()
		if r.data != nil {
			t.Errorf("%s: data is %q after Release", doc, r.data)
		}
		for _, stack := range [][]any{r.anyStack[:cap(r.anyStack)], r.grown[:cap(r.grown)]} {
			for i, e := range stack {
				if e != nil {
					t.Errorf("%s: entry %d of a stack holds %v after Release", doc, i, e)
				}
			}
		}
		for i, k := range r.anyKeys[:cap(r.anyKeys)] {
			if k != "" {
				t.Errorf("%s: anyKeys[%d] holds %q after Release", doc, i, k)
			}
		}
		if failed && (r.err != nil || r.terr != nil || r.depth != 0 || r.pos != 0) {
			t.Errorf("%s: after an error, Release left err %v, terr %v, depth %d, pos %d", doc, r.err, r.terr, r.depth, r.pos)
		}
		r.Reset([]byte(`[1]`))
		v = nil
		r.Any(&v)
		if r.End(); r.Err() != nil || len(v.([]any)) != 1 {
			t.Errorf("%s: after Release and Reset, [1] decoded to %v, %v", doc, v, r.Err())
		}
	}
}
