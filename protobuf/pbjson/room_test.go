package pbjson_test

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/jsongen/jsongen/protobuf/pbjson"
)

// TestLiteralsAtEveryRoom encodes messages of every type of the test schema
// into buffers with every spare capacity from none to the whole output, so
// that each literal generated code writes (member names, brackets, commas,
// map keys true and false) is written once by the inlined TryRaw or
// TryRawShort and once by RawGrow, and each name UseProtoNames changes goes
// through Encoder.Name both ways; every output must be what MarshalAppend
// writes into an empty buffer. (Outputs past 1,500 bytes are tried at
// every few rooms.)
func TestLiteralsAtEveryRoom(t *testing.T) {
	var compared int
	for ti, proto0 := range schema() {
		t.Run(fmt.Sprintf("%T", proto0), func(t *testing.T) {
			f := newFiller(*diffSeed+uint64(ti)<<32, true)
			for i := range 4 {
				m := proto0.ProtoReflect().New().Interface()
				f.fill(m.ProtoReflect(), 0)
				for _, mo := range []pbjson.MarshalOptions{{}, {UseProtoNames: true}, {EmitUnpopulated: true, UseProtoNames: true}} {
					want, err := mo.MarshalAppend(nil, m)
					if err != nil {
						continue // the differential tests compare the errors
					}
					const prefix = "[1,"
					// Every room in shorter outputs; in long ones, a step that
					// still lands each room class on many literals.
					step := 1 + len(want)/1500
					for room := 0; room <= len(want); room += step {
						buf := make([]byte, len(prefix), len(prefix)+room)
						copy(buf, prefix)
						got, err := mo.MarshalAppend(buf, m)
						if err != nil {
							t.Fatalf("value %d, %+v, %d spare bytes: %v", i, mo, room, err)
						}
						if !bytes.Equal(got[len(prefix):], want) || string(got[:len(prefix)]) != prefix {
							t.Fatalf("value %d, %+v, %d spare bytes:\n got %s\nwant %s%s", i, mo, room, got, prefix, want)
						}
						compared++
					}
				}
			}
		})
	}
	t.Logf("%d encodings compared", compared)
}
