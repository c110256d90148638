package pbjson_test

import (
	"bytes"
	"flag"
	"fmt"
	"testing"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"

	"github.com/jsongen/jsongen/protobuf/internal/testpb"
	"github.com/jsongen/jsongen/protobuf/pbjson"
)

var (
	diffValues = flag.Int("diff.values", 150, "random messages per message type in the differential tests")
	diffSeed   = flag.Uint64("diff.seed", 1, "seed of the random messages")
)

// schema holds a message of each type of the test schema.
func schema() []proto.Message {
	return []proto.Message{
		&testpb.Nested{}, &testpb.Scalars{}, &testpb.Optionals{}, &testpb.Repeated{}, &testpb.Maps{},
		&testpb.Oneofs{}, &testpb.WellKnown{}, &testpb.Everything{}, &testpb.Empty3{},
		&testpb.Proto2{}, &testpb.Required{}, &testpb.HasRequired{}, &testpb.Extendable{}, &testpb.HasExtendable{},
		&testpb.Editions{}, &testpb.AllTypes3{}, &testpb.AllTypes2{},
	}
}

// marshalOptions are the encoding options compared: each alone, and some
// together.
var marshalOptions = []pbjson.MarshalOptions{
	{},
	{EmitUnpopulated: true},
	{EmitDefaultValues: true},
	{UseProtoNames: true},
	{UseEnumNumbers: true},
	{Indent: "\t"},
	{Multiline: true},
	{AllowPartial: true},
	{EmitUnpopulated: true, UseProtoNames: true, UseEnumNumbers: true, AllowPartial: true},
	{EmitDefaultValues: true, UseProtoNames: true, Indent: "  "},
}

var unmarshalOptions = []pbjson.UnmarshalOptions{
	{},
	{DiscardUnknown: true},
	{AllowPartial: true},
	{DiscardUnknown: true, AllowPartial: true},
}

func pjMarshal(o pbjson.MarshalOptions) protojson.MarshalOptions {
	return protojson.MarshalOptions{Multiline: o.Multiline, Indent: o.Indent, AllowPartial: o.AllowPartial,
		UseProtoNames: o.UseProtoNames, UseEnumNumbers: o.UseEnumNumbers, EmitUnpopulated: o.EmitUnpopulated,
		EmitDefaultValues: o.EmitDefaultValues}
}

func pjUnmarshal(o pbjson.UnmarshalOptions) protojson.UnmarshalOptions {
	return protojson.UnmarshalOptions{AllowPartial: o.AllowPartial, DiscardUnknown: o.DiscardUnknown}
}

// compact removes the whitespace between tokens (protojson varies it on
// purpose). Unlike json.Compact, it has no nesting limit.
func compact(b []byte) []byte {
	out := make([]byte, 0, len(b))
	for i := 0; i < len(b); i++ {
		switch c := b[i]; c {
		case ' ', '\t', '\n', '\r':
		case '"':
			j := i + 1
			for ; j < len(b) && b[j] != '"'; j++ {
				if b[j] == '\\' {
					j++
				}
			}
			out = append(out, b[i:min(j+1, len(b))]...)
			i = j
		default:
			out = append(out, c)
		}
	}
	return out
}

// counts records how many comparisons each differential test made.
type counts struct{ encode, decode int }

// diffEncode compares the encodings of m under o, and reports protojson's.
func diffEncode(t *testing.T, c *counts, m proto.Message, o pbjson.MarshalOptions) []byte {
	t.Helper()
	c.encode++
	want, werr := pjMarshal(o).Marshal(m)
	got, gerr := o.Marshal(m)
	if (werr != nil) != (gerr != nil) {
		t.Errorf("%T %+v: error %v, protojson's %v\nmessage: %.300v", m, o, gerr, werr, m)
		return nil
	}
	if werr != nil {
		return nil
	}
	if !bytes.Equal(compact(got), compact(want)) {
		t.Errorf("%T %+v:\n got %.600s\nwant %.600s", m, o, compact(got), compact(want))
	}
	return want
}

// diffDecode compares the results of decoding data into a new message of
// m's type under o.
func diffDecode(t *testing.T, c *counts, m proto.Message, data []byte, o pbjson.UnmarshalOptions) {
	t.Helper()
	c.decode++
	want := m.ProtoReflect().New().Interface()
	got := m.ProtoReflect().New().Interface()
	werr := pjUnmarshal(o).Unmarshal(data, want)
	gerr := o.Unmarshal(data, got)
	if (werr != nil) != (gerr != nil) {
		t.Errorf("%T %+v: %.600s\nerror %v\nprotojson's %v", m, o, data, gerr, werr)
		return
	}
	if werr == nil && !proto.Equal(got, want) {
		t.Errorf("%T %+v: %.600s\n got %.300v\nwant %.300v", m, o, data, got, want)
	}
}

// TestDiffRandom encodes random messages of every type of the test schema
// under every option set with protojson and pbjson and compares the
// outputs, then decodes protojson's outputs with both under every
// decoding option set and compares the messages.
func TestDiffRandom(t *testing.T) {
	var c counts
	for ti, proto0 := range schema() {
		t.Run(fmt.Sprintf("%T", proto0), func(t *testing.T) {
			f := newFiller(*diffSeed+uint64(ti)<<32, true)
			for i := range *diffValues {
				m := proto0.ProtoReflect().New().Interface()
				f.fill(m.ProtoReflect(), 0)
				for _, mo := range marshalOptions {
					data := diffEncode(t, &c, m, mo)
					if data == nil || mo.Indent != "" && i%4 != 0 {
						continue
					}
					for _, uo := range unmarshalOptions {
						diffDecode(t, &c, m, data, uo)
					}
				}
				if t.Failed() {
					t.Logf("seed %d, value %d", *diffSeed, i)
					return
				}
			}
		})
	}
	t.Logf("%d encodings and %d decodings compared", c.encode, c.decode)
}
