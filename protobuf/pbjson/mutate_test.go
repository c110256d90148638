package pbjson_test

import (
	"flag"
	"math/rand/v2"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/jsongen/jsongen/protobuf/internal/testpb"
	"github.com/jsongen/jsongen/protobuf/pbjson"
)

var diffMutations = flag.Int("diff.mutations", 20, "mutated documents per document in TestDiffMutated")

// mutate returns doc with one random change: a byte deleted, inserted or
// replaced by one of JSON's (or a troublesome one), a token quoted, a
// member repeated, a value replaced by null, or a key's case changed.
func mutate(r *rand.Rand, doc []byte) []byte {
	const bytesJSON = "{}[]\",:0123456789-+.eE tfnul\\ \n\x00\xff"
	out := append([]byte(nil), doc...)
	if len(out) == 0 {
		return []byte{bytesJSON[r.IntN(len(bytesJSON))]}
	}
	i := r.IntN(len(out))
	switch r.IntN(8) {
	case 0:
		return append(out[:i], out[i+1:]...)
	case 1:
		return append(out[:i], append([]byte{bytesJSON[r.IntN(len(bytesJSON))]}, out[i:]...)...)
	case 2:
		out[i] = bytesJSON[r.IntN(len(bytesJSON))]
	case 3: // quote a number or literal
		j := i
		for j < len(out) && (out[j] == '-' || out[j] >= '0' && out[j] <= '9' || out[j] == '.' || out[j] >= 'a' && out[j] <= 'z') {
			j++
		}
		if j > i {
			return append(append(append(append(out[:i:i], '"'), out[i:j]...), '"'), out[j:]...)
		}
	case 4: // repeat the member that starts at the next comma
		if k := indexFrom(out, i, ','); k >= 0 {
			if e := indexFrom(out, k+1, ','); e > k {
				return append(append(out[:e:e], out[k:e]...), out[e:]...)
			}
		}
	case 5: // replace the value after the next colon by null
		if k := indexFrom(out, i, ':'); k >= 0 {
			e := k + 1
			for e < len(out) && out[e] != ',' && out[e] != '}' {
				e++
			}
			return append(append(out[:k+1:k+1], "null"...), out[e:]...)
		}
	case 6: // change the case of a letter
		if c := out[i]; c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
			out[i] ^= 0x20
		}
	case 7: // put a key in proto-name form
		if c := out[i]; c >= 'A' && c <= 'Z' {
			return append(append(out[:i:i], '_', c^0x20), out[i+1:]...)
		}
	}
	return out
}

func indexFrom(b []byte, i int, c byte) int {
	for ; i < len(b); i++ {
		if b[i] == c {
			return i
		}
	}
	return -1
}

// TestDiffMutated decodes mutated versions of the hand-written cases, the
// conformance cases and encodings of random messages with protojson and
// pbjson, under every decoding option set, and compares.
func TestDiffMutated(t *testing.T) {
	var c counts
	r := rand.New(rand.NewPCG(*diffSeed, 7))
	type doc struct {
		m    proto.Message
		data []byte
	}
	var docs []doc
	for m, ds := range decodeCases {
		for _, d := range ds {
			if len(d) < 1000 {
				docs = append(docs, doc{m, []byte(d)})
			}
		}
	}
	for _, tc := range conformanceCases(t) {
		docs = append(docs, doc{&testpb.AllTypes3{}, []byte(tc.JSON)}, doc{&testpb.AllTypes2{}, []byte(tc.JSON)})
	}
	f := newFiller(*diffSeed, false)
	for _, m0 := range schema() {
		for range 10 {
			m := m0.ProtoReflect().New().Interface()
			f.fill(m.ProtoReflect(), 0)
			for _, o := range []pbjson.MarshalOptions{{}, {UseProtoNames: true, EmitUnpopulated: true}} {
				if b, err := pjMarshal(o).Marshal(m); err == nil {
					docs = append(docs, doc{m0, b})
				}
			}
		}
	}
	for _, d := range docs {
		for range *diffMutations {
			data := mutate(r, d.data)
			if r.IntN(3) == 0 {
				data = mutate(r, data)
			}
			if differsMutated(data) {
				continue
			}
			for _, o := range unmarshalOptions {
				diffDecode(t, &c, d.m, data, o)
			}
			if t.Failed() {
				t.Fatalf("stopped at the first failure (seed %d)", *diffSeed)
			}
		}
	}
	t.Logf("%d documents mutated: %d decodings compared", len(docs), c.decode)
}

// differsMutated reports whether data holds a malformed number that
// protojson's tokenizer accepts (see differences): an 'e' or 'E' after
// digits, with or without a sign, and no digit after it.
func differsMutated(data []byte) bool {
	inString := false
	for i := 0; i < len(data); i++ {
		c := data[i]
		switch {
		case inString && c == '\\':
			i++
		case c == '"':
			inString = !inString
		case !inString && (c == 'e' || c == 'E') && i > 0 && data[i-1] >= '0' && data[i-1] <= '9':
			j := i + 1
			if j < len(data) && (data[j] == '+' || data[j] == '-') {
				j++
			}
			if j >= len(data) || data[j] < '0' || data[j] > '9' {
				return true
			}
		}
	}
	return false
}
