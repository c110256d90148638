package pbjson_test

import (
	"testing"

	"google.golang.org/protobuf/encoding/protojson"

	"github.com/jsongen/jsongen/protobuf/internal/testpb"
	"github.com/jsongen/jsongen/protobuf/pbjson"
)

// differences are the documents on which pbjson knowingly differs from
// protojson: malformed JSON numbers that protojson's tokenizer accepts
// when a delimiter follows (its parseNumber reads an 'e' or 'E' with no
// digits after it as part of the number), and then reads as the number
// before the 'e' where an integer is wanted or the value is skipped.
// pbjson reads JSON as RFC 8259 (and encoding/json) define it, and refuses
// them as syntax errors.
var differences = []struct {
	doc     string
	discard bool
}{
	{`{"fInt32": 1e}`, false},
	{`{"fInt32": 10E }`, false},
	{`{"fInt64": -7e}`, false},
	{`{"fEnum": 1e}`, false},
	{`{"unknown": 1e}`, true},
	{`{"unknown": [1e, 2e+]}`, true},
}

func differs(doc string) bool {
	for _, d := range differences {
		if d.doc == doc {
			return true
		}
	}
	return false
}

// TestDifferences shows each difference: protojson accepts the document,
// pbjson returns an error.
func TestDifferences(t *testing.T) {
	for _, d := range differences {
		var want, got testpb.Scalars
		if err := (protojson.UnmarshalOptions{DiscardUnknown: d.discard}).Unmarshal([]byte(d.doc), &want); err != nil {
			t.Errorf("%s: protojson now refuses it (%v): the difference is gone", d.doc, err)
		}
		if err := (pbjson.UnmarshalOptions{DiscardUnknown: d.discard}).Unmarshal([]byte(d.doc), &got); err == nil {
			t.Errorf("%s: pbjson accepts it", d.doc)
		}
	}
}

// TestDifferenceDepth shows the other difference: protojson limits the
// nesting of messages (RecursionLimit, 10000 by default) and no more;
// pbjson's Reader, as encoding/json, also refuses JSON whose arrays and
// objects nest more than 10000 deep, so that a list holding messages
// nested 9999 deep is too deep for pbjson and not for protojson.
func TestDifferenceDepth(t *testing.T) {
	doc := []byte(`{"children": [` + deep(9999) + `]}`)
	if err := protojson.Unmarshal(doc, new(testpb.Nested)); err != nil {
		t.Errorf("protojson now refuses it (%v): the difference is gone", err)
	}
	if err := pbjson.Unmarshal(doc, new(testpb.Nested)); err == nil {
		t.Errorf("pbjson accepts it")
	}
}
