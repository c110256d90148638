package protobuf

import (
	"bytes"
	"compress/gzip"
	"encoding/gob"
	"encoding/json"
	"io"
	"os"
	"reflect"
	"testing"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"

	"github.com/jsongen/jsongen"
	"github.com/jsongen/jsongen/bench/protobuf/pbplain"
	"github.com/jsongen/jsongen/protobuf/pbjson"
)

// The benchmarks encode and decode two messages, Person and Twitter (from
// testdata/twitter_status.json), in each of these ways:
//
//	protojson    google.golang.org/protobuf/encoding/protojson
//	pbjson       the code protoc-gen-go-jsongen generates (pbjson.Marshal, pbjson.Unmarshal)
//	std          encoding/json on equivalent plain structs (package pbplain)
//	jsongen      jsongen on the same plain structs
//	proto        binary protobuf, proto.Marshal and proto.Unmarshal
//	vtproto      binary protobuf, vtprotobuf's generated MarshalVT and UnmarshalVT
//	msgp         MessagePack, tinylib/msgp's generated code on the plain structs
//	gob          encoding/gob on the plain structs, a new Encoder or Decoder per value
//
// The JSON ways write protojson's document (the plain structs quote 64-bit
// integers and name enums as protojson does; encoding/json and jsongen
// escape '<', '>' and '&' besides), so their bytes per second compare;
// the binary ones write less. SetBytes is the size of each way's own
// output.

func person() *Person {
	return &Person{
		Name:  "Jane Doe",
		Id:    1234,
		Email: "jdoe@example.com",
		Phones: []*Person_PhoneNumber{
			{Number: "555-4321", Type: Person_HOME},
			{Number: "555-1234", Type: Person_MOBILE},
		},
	}
}

// twitter loads testdata/twitter_status.json into a Twitter message.
func twitter(tb testing.TB) *Twitter {
	f, err := os.Open("../testdata/twitter_status.json.gz")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		tb.Fatal(err)
	}
	data, err := io.ReadAll(z)
	if err != nil {
		tb.Fatal(err)
	}
	m := new(Twitter)
	if err := (protojson.UnmarshalOptions{DiscardUnknown: true}).Unmarshal(data, m); err != nil {
		tb.Fatal(err)
	}
	return m
}

// dataset is one message in each form the benchmarks use.
type dataset struct {
	name     string
	msg      proto.Message
	json     []byte // protojson's encoding
	binary   []byte
	newMsg   func() proto.Message
	vt       func(proto.Message) ([]byte, error)
	unvt     func([]byte, proto.Message) error
	plain    any
	newPlain func() any
	msgp     func(any, []byte) ([]byte, error)
	unmsgp   func(any, []byte) error
}

func datasets(tb testing.TB) []*dataset {
	p, tw := person(), twitter(tb)
	ds := []*dataset{
		{name: "Person", msg: p, newMsg: func() proto.Message { return new(Person) },
			vt:       func(m proto.Message) ([]byte, error) { return m.(*Person).MarshalVT() },
			unvt:     func(b []byte, m proto.Message) error { return m.(*Person).UnmarshalVT(b) },
			plain:    new(pbplain.Person),
			newPlain: func() any { return new(pbplain.Person) },
			msgp:     func(v any, b []byte) ([]byte, error) { return v.(*pbplain.Person).MarshalMsg(b) },
			unmsgp:   func(v any, b []byte) error { _, err := v.(*pbplain.Person).UnmarshalMsg(b); return err }},
		{name: "Twitter", msg: tw, newMsg: func() proto.Message { return new(Twitter) },
			vt:       func(m proto.Message) ([]byte, error) { return m.(*Twitter).MarshalVT() },
			unvt:     func(b []byte, m proto.Message) error { return m.(*Twitter).UnmarshalVT(b) },
			plain:    new(pbplain.Twitter),
			newPlain: func() any { return new(pbplain.Twitter) },
			msgp:     func(v any, b []byte) ([]byte, error) { return v.(*pbplain.Twitter).MarshalMsg(b) },
			unmsgp:   func(v any, b []byte) error { _, err := v.(*pbplain.Twitter).UnmarshalMsg(b); return err }},
	}
	for _, d := range ds {
		var err error
		if d.json, err = protojson.Marshal(d.msg); err != nil {
			tb.Fatal(err)
		}
		var c bytes.Buffer
		if err := json.Compact(&c, d.json); err != nil {
			tb.Fatal(err)
		}
		d.json = c.Bytes()
		if d.binary, err = proto.Marshal(d.msg); err != nil {
			tb.Fatal(err)
		}
		if err := json.Unmarshal(d.json, d.plain); err != nil {
			tb.Fatal(err)
		}
	}
	return ds
}

// TestSameData checks that every way reads back what it writes, and that
// the JSON ways write protojson's document.
func TestSameData(t *testing.T) {
	for _, d := range datasets(t) {
		for _, w := range ways {
			out, err := w.marshal(d)
			if err != nil {
				t.Fatalf("%s %s: %v", d.name, w.name, err)
			}
			if w.json {
				// The same JSON value (encoding/json and jsongen escape
				// '<', '>' and '&', protojson does not).
				var got, want any
				if json.Unmarshal(out, &got) != nil || json.Unmarshal(d.json, &want) != nil || !reflect.DeepEqual(got, want) {
					t.Errorf("%s %s: not protojson's document", d.name, w.name)
				}
			}
			if err := w.unmarshal(d, out); err != nil {
				t.Fatalf("%s %s: unmarshal: %v", d.name, w.name, err)
			}
		}
	}
}

// way is one way of encoding and decoding.
type way struct {
	name      string
	json      bool
	marshal   func(d *dataset) ([]byte, error)
	unmarshal func(d *dataset, data []byte) error
}

var ways = []way{
	{"protojson", true,
		func(d *dataset) ([]byte, error) { return protojson.Marshal(d.msg) },
		func(d *dataset, b []byte) error { return protojson.Unmarshal(b, d.newMsg()) }},
	{"pbjson", true,
		func(d *dataset) ([]byte, error) { return pbjson.Marshal(d.msg) },
		func(d *dataset, b []byte) error { return pbjson.Unmarshal(b, d.newMsg()) }},
	{"std", true,
		func(d *dataset) ([]byte, error) { return json.Marshal(d.plain) },
		func(d *dataset, b []byte) error { return json.Unmarshal(b, d.newPlain()) }},
	{"jsongen", true,
		func(d *dataset) ([]byte, error) { return jsongen.Marshal(d.plain) },
		func(d *dataset, b []byte) error { return jsongen.Unmarshal(b, d.newPlain()) }},
	{"proto", false,
		func(d *dataset) ([]byte, error) { return proto.Marshal(d.msg) },
		func(d *dataset, b []byte) error { return proto.Unmarshal(b, d.newMsg()) }},
	{"vtproto", false,
		func(d *dataset) ([]byte, error) { return d.vt(d.msg) },
		func(d *dataset, b []byte) error { return d.unvt(b, d.newMsg()) }},
	{"msgp", false,
		func(d *dataset) ([]byte, error) { return d.msgp(d.plain, nil) },
		func(d *dataset, b []byte) error { return d.unmsgp(d.newPlain(), b) }},
	{"gob", false,
		func(d *dataset) ([]byte, error) {
			var buf bytes.Buffer
			err := gob.NewEncoder(&buf).Encode(d.plain)
			return buf.Bytes(), err
		},
		func(d *dataset, b []byte) error { return gob.NewDecoder(bytes.NewReader(b)).Decode(d.newPlain()) }},
}

// BenchmarkProtobuf runs Marshal and Unmarshal for each dataset and way:
// BenchmarkProtobuf/Person/Marshal/pbjson and so on.
func BenchmarkProtobuf(b *testing.B) {
	for _, d := range datasets(b) {
		for _, w := range ways {
			out, err := w.marshal(d)
			if err != nil {
				b.Fatal(err)
			}
			b.Run(d.name+"/Marshal/"+w.name, func(b *testing.B) {
				b.ReportAllocs()
				b.SetBytes(int64(len(out)))
				for b.Loop() {
					if _, err := w.marshal(d); err != nil {
						b.Fatal(err)
					}
				}
			})
			b.Run(d.name+"/Unmarshal/"+w.name, func(b *testing.B) {
				b.ReportAllocs()
				b.SetBytes(int64(len(out)))
				for b.Loop() {
					if err := w.unmarshal(d, out); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
