package pbjson_test

import (
	"bytes"
	"testing"

	"google.golang.org/protobuf/encoding/protojson"

	"github.com/jsongen/jsongen/protobuf/internal/testpb"
	"github.com/jsongen/jsongen/protobuf/pbjson"
)

// TestMapKeysReuseMemory encodes maps of string, signed and unsigned keys
// and checks that the keys come
// in protojson's order (integers by value: -10 before -9 before 2 before
// 10, which decimal text would not give) and that, once the Encoder's key
// stacks have grown, encoding allocates nothing: before generated code
// version 3, each map's keys were gathered and sorted into a new slice.
func TestMapKeysReuseMemory(t *testing.T) {
	m := &testpb.Maps{
		MStringString: map[string]string{"b": "2", "a": "1", "ä": "3", "B": "0"},
		MInt32Int32:   map[int32]int32{10: 1, -9: 2, 2: 3, -10: 4, 0: 5},
		MInt64Int64:   map[int64]int64{1 << 40: 1, -1 << 40: 2, 3: 3},
		MUint32Uint32: map[uint32]uint32{10: 1, 9: 2, 100: 3},
		MUint64Uint64: map[uint64]uint64{1 << 63: 1, 2: 2, 11: 3},
		MSint32Sint32: map[int32]int32{-1: 1, 1: 2},
		MBoolBool:     map[bool]bool{true: true, false: false},
		MStringNested: map[string]*testpb.Nested{"y": {A: 1}, "x": {A: 2}},
	}
	want, err := protojson.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	got, err := pbjson.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(compact(got), compact(want)) {
		t.Fatalf("got  %s\nwant %s", got, want)
	}
	if raceEnabled {
		return // the race detector's sync.Pool drops pooled Encoders at random
	}
	buf := make([]byte, 0, 4*len(got))
	allocs := testing.AllocsPerRun(100, func() {
		if _, err := (pbjson.MarshalOptions{}).MarshalAppend(buf[:0], m); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 0 {
		t.Errorf("MarshalAppend into a buffer with room: %v allocations, want 0", allocs)
	}
}
