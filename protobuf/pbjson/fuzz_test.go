package pbjson_test

import (
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/jsongen/jsongen/protobuf/internal/testpb"
)

// FuzzDiff decodes arbitrary input into a message of the test schema with
// protojson and pbjson and compares; when both succeed, it also compares
// their encodings of the result. Seeds: the hand-written and conformance
// cases. Run it with
//
//	go test -run '^$' -fuzz '^FuzzDiff$' -fuzztime 10m ./pbjson
func FuzzDiff(f *testing.F) {
	types := append(schema(), &testpb.AllTypes3{}, &testpb.AllTypes2{})
	index := func(m proto.Message) uint8 {
		for i, t := range types {
			if proto.Equal(t, m) && t.ProtoReflect().Descriptor() == m.ProtoReflect().Descriptor() {
				return uint8(i)
			}
		}
		return 0
	}
	for m, docs := range decodeCases {
		for _, d := range docs {
			if len(d) < 1000 {
				f.Add(index(m), uint8(0), []byte(d))
			}
		}
	}
	for i, tc := range conformanceCases(&testing.T{}) {
		f.Add(uint8(len(types)-2+i%2), uint8(i), []byte(tc.JSON))
	}
	f.Fuzz(func(t *testing.T, which, opts uint8, data []byte) {
		if differsMutated(data) {
			return
		}
		var c counts
		m := types[int(which)%len(types)]
		o := unmarshalOptions[int(opts)%len(unmarshalOptions)]
		diffDecode(t, &c, m, data, o)
		got := m.ProtoReflect().New().Interface()
		if pjUnmarshal(o).Unmarshal(data, got) == nil {
			diffEncode(t, &c, got, marshalOptions[int(opts)%len(marshalOptions)])
		}
	})
}
