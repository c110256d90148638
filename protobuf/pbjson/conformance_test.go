package pbjson_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/jsongen/jsongen/protobuf/internal/testpb"
	"github.com/jsongen/jsongen/protobuf/pbjson"
)

// conformanceCase is a JSON case of the protobuf conformance suite
// (conformance/binary_json_conformance_suite.cc in the protobuf
// repository), ported as data to testdata/conformance.jsonl: the cases
// whose input is a literal there. Kind is "valid" (the suite expects the
// input to parse), "fail" (it expects an error) or "ignore" (valid with
// unknown fields ignored).
type conformanceCase struct {
	Name string `json:"name"`
	Kind string `json:"kind"`
	JSON string `json:"json"`
}

func conformanceCases(t *testing.T) []conformanceCase {
	f, err := os.Open("testdata/conformance.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []conformanceCase
	s := bufio.NewScanner(f)
	s.Buffer(nil, 1<<20)
	for s.Scan() {
		var c conformanceCase
		if err := json.Unmarshal(s.Bytes(), &c); err != nil {
			t.Fatal(err)
		}
		cases = append(cases, c)
	}
	return cases
}

// TestConformance decodes each JSON case of the conformance suite into the
// proto3 and proto2 test messages with protojson and pbjson, under every
// decoding option set, and compares; then encodes what protojson decoded
// under every encoding option set and compares. (protojson's verdicts are
// the suite's but for two, Timestamp offsets of +24:00 and +00:60, which
// it accepts; pbjson accepts them too.)
func TestConformance(t *testing.T) {
	var c counts
	cases := conformanceCases(t)
	for _, m := range []proto.Message{&testpb.AllTypes3{}, &testpb.AllTypes2{}} {
		for _, tc := range cases {
			if differs(tc.JSON) {
				continue
			}
			t.Run(fmt.Sprintf("%T/%s", m, tc.Name), func(t *testing.T) {
				for _, o := range unmarshalOptions {
					diffDecode(t, &c, m, []byte(tc.JSON), o)
				}
				want := m.ProtoReflect().New().Interface()
				if pjUnmarshal(pbjson.UnmarshalOptions{DiscardUnknown: true}).Unmarshal([]byte(tc.JSON), want) == nil {
					for _, o := range marshalOptions {
						diffEncode(t, &c, want, o)
					}
				}
			})
		}
	}
	t.Logf("%d cases: %d encodings and %d decodings compared", len(cases), c.encode, c.decode)
}
