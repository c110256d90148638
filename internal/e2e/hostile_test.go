package e2e

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"math/rand/v2"
	"os"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/jsongen/jsongen"
	"github.com/jsongen/jsongen/internal/e2e/difftypes"
	"github.com/jsongen/jsongen/internal/jsonwire"
)

// TestNestingLimit decodes documents nested 10000 levels deep (accepted,
// as by encoding/json) and deeper (rejected with a syntax error, never a
// stack overflow), into any, into a recursive struct and into a recursive
// map type.
func TestNestingLimit(t *testing.T) {
	nest := func(open, leaf, close string, depth int) []byte {
		return []byte(strings.Repeat(open, depth) + leaf + strings.Repeat(close, depth))
	}
	docs := map[string]func(int) []byte{
		"arrays":  func(d int) []byte { return nest("[", "1", "]", d) },
		"objects": func(d int) []byte { return nest(`{"a":`, "1", "}", d) },
		"struct":  func(d int) []byte { return nest(`{"left":`, "{}", "}", d-1) },
		"map":     func(d int) []byte { return nest(`{"k":`, "{}", "}", d-1) },
	}
	targets := map[string]func() any{
		"arrays":  func() any { return new(any) },
		"objects": func() any { return new(map[string]any) },
		"struct":  func() any { return new(difftypes.Node) },
		"map":     func() any { return new(difftypes.Tree) },
	}
	for name, doc := range docs {
		for _, depth := range []int{1, 100, 9999, 10000, 10001, 100000, 1000000} {
			in := doc(depth)
			gerr := jsongen.Unmarshal(in, targets[name]())
			werr := json.Unmarshal(in, targets[name]())
			if (gerr == nil) != (werr == nil) {
				t.Errorf("%s nested %d deep: jsongen error %v, encoding/json error %v", name, depth, gerr, werr)
			}
			var se *json.SyntaxError
			if gerr != nil && (!errors.As(gerr, &se) || gerr.Error() != werr.Error()) {
				t.Errorf("%s nested %d deep: error %v is not a syntax error", name, depth, gerr)
			}
			if got, want := jsongen.Valid(in), json.Valid(in); got != want {
				t.Errorf("%s nested %d deep: Valid = %v, json.Valid = %v", name, depth, got, want)
			}
		}
	}
}

// TestCycles encodes cyclic data through pointers, maps, slices and
// interfaces: like encoding/json, jsongen reports an error instead of
// recursing forever.
func TestCycles(t *testing.T) {
	ptr := &difftypes.Node{Value: 1}
	ptr.Left = ptr

	slice := make([]difftypes.Node, 1)
	slice[0].Children = slice
	viaSlice := &difftypes.Node{Children: slice}

	tree := difftypes.Tree{}
	tree["self"] = tree

	iface := &difftypes.Interfaces{}
	iface.Any = iface

	anyMap := map[string]any{}
	anyMap["m"] = anyMap
	viaAnyMap := &difftypes.Interfaces{MapAny: anyMap}

	list := &difftypes.List{Head: 1}
	list.Tail = &difftypes.List{Head: 2, Tail: list}

	for name, v := range map[string]any{
		"pointer": ptr, "slice": viaSlice, "map": &tree, "interface": iface, "map in any": viaAnyMap, "two-step": list,
	} {
		_, gerr := jsongen.Marshal(v)
		_, werr := json.Marshal(v)
		if gerr == nil || werr == nil {
			t.Errorf("%s: jsongen error %v, encoding/json error %v; want both", name, gerr, werr)
			continue
		}
		var uve *json.UnsupportedValueError
		if !errors.As(gerr, &uve) || !strings.Contains(gerr.Error(), "encountered a cycle via") {
			t.Errorf("%s: error %#v is not encoding/json's cycle error", name, gerr)
		}
		if gerr.Error() != werr.Error() {
			t.Errorf("%s: messages differ: %q / %q", name, gerr, werr)
		}
	}
}

// TestDeepButNotCyclic encodes long chains that are not cycles: they go
// past the depth where cycle checks start and must still be written, up
// to the limit Go 1.27's encoding/json (json/v2) puts on the nesting of
// what it writes (10000 levels; none up to Go 1.26), where jsongen fails
// as it does, with the same *json.SyntaxError.
func TestDeepButNotCyclic(t *testing.T) {
	for _, n := range []int{5000, 9999, 10000, 10001, 12000} {
		var head *difftypes.List
		for i := range n {
			head = &difftypes.List{Head: i, Tail: head}
		}
		got, gerr := jsongen.Marshal(head)
		want, werr := json.Marshal(head)
		if wantErr := jsonwire.StdV2 && n > 10000; (werr != nil) != wantErr {
			t.Fatalf("%d levels: encoding/json's error %v", n, werr)
		}
		if !reflect.DeepEqual(gerr, werr) || string(got) != string(want) {
			t.Fatalf("%d levels: jsongen %#v, encoding/json %#v, equal output %v", n, gerr, werr, string(got) == string(want))
		}
		if n == 12000 && werr == nil {
			var back difftypes.List
			if err := jsongen.Unmarshal(got, &back); err == nil || json.Unmarshal(got, &back) == nil {
				t.Fatal("decoding 12000 levels should exceed the nesting limit, as for encoding/json")
			}
		}
	}
	var short *difftypes.List
	for i := range 100 {
		short = &difftypes.List{Head: i, Tail: short}
	}
	b, _ := jsongen.Marshal(short)
	var back2 difftypes.List
	if err := jsongen.Unmarshal(b, &back2); err != nil || !reflect.DeepEqual(&back2, short) {
		t.Fatalf("100-level list does not round-trip: %v", err)
	}
}

// readGzip reads a gzip-compressed test file.
func readGzip(t testing.TB, path string) []byte {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestTruncatedAtEveryOffset decodes every prefix of a real document:
// all but the whole are errors, as for encoding/json, and none panics.
func TestTruncatedAtEveryOffset(t *testing.T) {
	doc := readGzip(t, "testdata/easyjson_example.json.gz")
	step := 1
	if testing.Short() {
		step = 7 // -short, as under the race detector: a sample
	}
	for i := 0; i <= len(doc); i += step {
		prefix := doc[:i]
		for _, target := range []func() any{func() any { return new(any) }, func() any { return new(difftypes.Interfaces) }} {
			gerr := jsongen.Unmarshal(prefix, target())
			werr := json.Unmarshal(prefix, target())
			if (gerr == nil) != (werr == nil) {
				t.Fatalf("prefix of %d bytes into %T: jsongen %v, encoding/json %v", i, target(), gerr, werr)
			}
		}
	}
}

// TestHugeNumbersAndIntegerBounds decodes numbers with thousands of digits
// and the bounds of every integer size, plus one past them.
func TestHugeNumbersAndIntegerBounds(t *testing.T) {
	var inputs []string
	for _, n := range []int{100, 1000, 10000} {
		digits := strings.Repeat("7", n)
		inputs = append(inputs, digits, "-"+digits, "0."+digits, digits+"e-"+strconv.Itoa(n), "1e"+digits, "1e-"+digits)
	}
	for _, bits := range []int{8, 16, 32, 64} {
		maxInt := new(big.Int).Lsh(big.NewInt(1), uint(bits-1))
		minInt := new(big.Int).Neg(maxInt)
		maxUint := new(big.Int).Lsh(big.NewInt(1), uint(bits))
		for _, n := range []*big.Int{maxInt, minInt, maxUint} {
			for _, d := range []int64{-1, 0, 1} {
				inputs = append(inputs, new(big.Int).Add(n, big.NewInt(d)).String())
			}
		}
	}
	for _, in := range inputs {
		doc := []byte(`{"I8":` + in + `,"I16":` + in + `,"I32":` + in + `,"I64":` + in + `,"U8":` + in + `,"U16":` + in +
			`,"U32":` + in + `,"U64":` + in + `,"F32":` + in + `,"F64":` + in + `,"I":` + in + `,"U":` + in + `}`)
		for _, typ := range []reflect.Type{reflect.TypeFor[difftypes.Scalars](), reflect.TypeFor[any]()} {
			got, want := reflect.New(typ), reflect.New(typ)
			gerr := jsongen.Unmarshal(doc, got.Interface())
			werr := json.Unmarshal(doc, want.Interface())
			if msg := compareDecode(got, gerr, want, werr); msg != "" {
				t.Errorf("%.40s... into %v: %s", in, typ, msg)
			}
		}
	}
}

// TestInvalidUTF8Everywhere puts invalid UTF-8 and lone surrogates in
// every place a string can be: values, keys, map keys, ,string fields,
// skipped values and values decoded into any.
func TestInvalidUTF8Everywhere(t *testing.T) {
	bad := []string{"\xff", "\xc0\xaf", "\xed\xa0\x80", "\xe2\x80", "a\xf4\x90\x80\x80b", `\ud800`, `\udc00\ud800`, `\ud83d\u0041`}
	templates := []string{
		`{"S":"X"}`, `{"X":1}`, `{"MapStr":{"X":1}}`, `{"MapAny":{"k":["X"]}}`, `{"unknown":"X","S":"ok"}`,
		`{"S":"\"X\""}`, `{"N":"X"}`, `{"T":"X"}`, `{"Any":"X"}`, `{"MapText":{"X":1}}`,
	}
	targets := []reflect.Type{
		reflect.TypeFor[difftypes.Scalars](), reflect.TypeFor[difftypes.Collections](), reflect.TypeFor[difftypes.Quoted](),
		reflect.TypeFor[difftypes.Special](), reflect.TypeFor[difftypes.Interfaces](), reflect.TypeFor[any](),
	}
	for _, b := range bad {
		for _, tmpl := range templates {
			doc := []byte(strings.ReplaceAll(tmpl, "X", b))
			for _, typ := range targets {
				got, want := reflect.New(typ), reflect.New(typ)
				gerr := jsongen.Unmarshal(doc, got.Interface())
				werr := json.Unmarshal(doc, want.Interface())
				if msg := compareDecode(got, gerr, want, werr); msg != "" {
					t.Errorf("%q into %v: %s", doc, typ, msg)
				}
			}
		}
	}
}

// TestConcurrentUse encodes and decodes the same values from many
// goroutines at once; run with -race it checks that generated code and
// the runtime share nothing unsafely (pools, Fields sets, caches).
func TestConcurrentUse(t *testing.T) {
	f := &filler{rng: rand.New(rand.NewPCG(9, 9))}
	values := make([]*difftypes.Collections, 8)
	encoded := make([][]byte, len(values))
	decoded := make([]*difftypes.Collections, len(values))
	for i := range values {
		values[i] = new(difftypes.Collections)
		f.fill(reflect.ValueOf(values[i]).Elem())
		var err error
		if encoded[i], err = json.Marshal(values[i]); err != nil {
			t.Fatal(err)
		}
		decoded[i] = new(difftypes.Collections)
		if err := json.Unmarshal(encoded[i], decoded[i]); err != nil {
			t.Fatal(err)
		}
	}
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for g := range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for n := range 50 {
				i := (g + n) % len(values)
				b, err := jsongen.Marshal(values[i])
				if err != nil || !bytes.Equal(b, encoded[i]) {
					errs <- fmt.Errorf("goroutine %d: Marshal gave %v", g, err)
					return
				}
				var back difftypes.Collections
				if err := jsongen.Unmarshal(encoded[i], &back); err != nil || !reflect.DeepEqual(&back, decoded[i]) {
					errs <- fmt.Errorf("goroutine %d: Unmarshal gave %v or another value", g, err)
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}
