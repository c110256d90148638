// Command protobuf shows the code protoc-gen-go-jsongen generates for
// addressbookpb/addressbook.proto: messages written and read as JSON exactly as protojson
// writes and reads them, through pbjson, jsongen and encoding/json.
//
// Regenerate the code and run it (protoc needed for the first step only):
//
//	go generate && go run .
package main

//go:generate sh gen.sh

import (
	"bytes"
	"encoding/json"
	"fmt"
	"log"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/timestamppb"

	"github.com/jsongen/jsongen"
	"github.com/jsongen/jsongen/examples/protobuf/addressbookpb"
	"github.com/jsongen/jsongen/protobuf/pbjson"
)

func main() {
	account := int64(1 << 40)
	book := &addressbookpb.AddressBook{People: []*addressbookpb.Person{{
		Name:  "Jane Doe",
		Id:    1234,
		Email: "jdoe@example.com",
		Phones: []*addressbookpb.Person_PhoneNumber{
			{Number: "555-4321", Type: addressbookpb.Person_PHONE_TYPE_HOME},
			{Number: "555-1234", Type: addressbookpb.Person_PHONE_TYPE_MOBILE},
		},
		LastUpdated: &timestamppb.Timestamp{Seconds: 1700000000, Nanos: 500000000},
		AccountId:   &account,
	}}}

	// pbjson.Marshal writes what protojson.Marshal writes (protojson
	// varies its spacing on purpose; pbjson writes none).
	out, err := pbjson.Marshal(book)
	check(err)
	fmt.Printf("pbjson.Marshal:    %s\n", out)
	want, err := protojson.Marshal(book)
	check(err)
	fmt.Println("same as protojson:", bytes.Equal(out, compact(want)))

	// The options are protojson's.
	out, err = pbjson.MarshalOptions{UseProtoNames: true, UseEnumNumbers: true}.Marshal(book.People[0].Phones[0])
	check(err)
	fmt.Printf("with options:      %s\n", out)
	out, err = pbjson.MarshalOptions{EmitUnpopulated: true}.Marshal(&addressbookpb.Person{Name: "Nobody"})
	check(err)
	fmt.Printf("EmitUnpopulated:   %s\n", out)

	// Reading accepts what protojson accepts: both names of a field,
	// 64-bit integers as numbers or strings, enums by name or number.
	var p addressbookpb.Person
	check(pbjson.Unmarshal([]byte(`{"name": "Ann", "account_id": 7, "phones": [{"type": 3}], "lastUpdated": "2024-01-02T03:04:05Z"}`), &p))
	fmt.Printf("pbjson.Unmarshal:  %v\n", prototext(&p))

	// and refuses what it refuses.
	for _, doc := range []string{`{"name": "Ann", "name": "Bob"}`, `{"nickname": "Ann"}`, `{"id": 1.5}`} {
		fmt.Printf("%-33s error: %v\n", doc, pbjson.Unmarshal([]byte(doc), &p) != nil)
	}

	// The generated methods serve jsongen and encoding/json too.
	a, err := jsongen.Marshal(book)
	check(err)
	b, err := json.Marshal(book)
	check(err)
	fmt.Println("jsongen.Marshal and json.Marshal write the same:", bytes.Equal(a, out0(book)) && bytes.Equal(b, out0(book)))
}

// out0 is pbjson's encoding of m.
func out0(m proto.Message) []byte {
	b, err := pbjson.Marshal(m)
	check(err)
	return b
}

func compact(b []byte) []byte {
	var c bytes.Buffer
	check(json.Compact(&c, b))
	return c.Bytes()
}

// prototext prints m in a stable form.
func prototext(m proto.Message) string {
	b, err := pbjson.MarshalOptions{UseProtoNames: true}.Marshal(m)
	check(err)
	return string(b)
}

func check(err error) {
	if err != nil {
		log.Fatal(err)
	}
}
