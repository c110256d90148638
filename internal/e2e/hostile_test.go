package e2e

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/jsongen/jsongen"
	"github.com/jsongen/jsongen/internal/e2e/difftypes"
	"github.com/jsongen/jsongen/jsonread"
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
			var se *jsonread.SyntaxError
			if gerr != nil && !errors.As(gerr, &se) {
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

// TestDeepButNotCyclic encodes a long chain that is not a cycle: it goes
// past the depth where cycle checks start and must still be written.
func TestDeepButNotCyclic(t *testing.T) {
	var head *difftypes.List
	for i := range 12000 {
		head = &difftypes.List{Head: i, Tail: head}
	}
	got, gerr := jsongen.Marshal(head)
	want, werr := json.Marshal(head)
	if gerr != nil || werr != nil || string(got) != string(want) {
		t.Fatalf("deep list: jsongen %v, encoding/json %v, equal output %v", gerr, werr, string(got) == string(want))
	}
	var back difftypes.List
	if err := jsongen.Unmarshal(got, &back); err == nil || json.Unmarshal(got, &back) == nil {
		t.Fatal("decoding 12000 levels should exceed the nesting limit, as for encoding/json")
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
