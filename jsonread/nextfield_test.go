package jsonread

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// TestNextFieldMatchesFieldLoop reads objects with BeginStruct and
// NextField (and NextFieldRaw, NextMember), as generated code does since
// version 7, and with the loop of BeginObject, ObjectNext, Field and Skip
// that older generated code runs: the fields matched, in order, the
// values read, and the errors (text and offset) must be the same, in every
// mode of the Reader.
func TestNextFieldMatchesFieldLoop(t *testing.T) {
	names := []string{"id", "name", "Tags", "x\"q", "a<b", "ID2"}
	docs := []string{
		`{}`, `null`, `[]`, `"s"`, `1`,
		`{"id":1,"name":"n","Tags":[1,2],"x\"q":3,"a<b":4,"ID2":5}`,
		`{"ID2":5,"a<b":4,"x\"q":3,"Tags":[1,2],"name":"n","id":1}`, // reversed: the predictions go wrong
		`{"id":1,"other":{"a":[1,{"b":2}]},"name":"n"}`,             // an unknown member between two fields
		`{"other":1}`, `{"other":1,"more":[2]}`,
		`{"ID":1,"NAME":"n","tags":[]}`, // names in another case
		`{"i\u0064":1,"n\u0061me":"n"}`, // escaped keys
		`{"id":1,"id":2}`,               // a name repeated
		`{ "id" : 1 , "name" : "n" }`,   // spaces
		"{\n  \"id\": 1,\n  \"name\": \"n\"\n}",
		`{"id":1,}`, `{"id":1 "name":2}`, `{"id" 1}`, `{"id":}`, `{"id":1`, `{"id"`, `{`, `{,}`, `{1:2}`,
		`{"id":1,"name":"n"} x`, `{"other":[1,}`, `{"id":"\ud800"}`, "{\"na\xffme\":1}",
	}
	modes := []Options{{}, {Strict: true}, {StrictStrings: true}, {DisallowUnknownFields: true}, {Strict: true, DisallowUnknownFields: true}}
	for _, doc := range docs {
		for _, opts := range modes {
			for _, how := range []string{"NextField", "NextFieldRaw", "NextMember"} {
				f := NewFields(names...)
				got := readWith(f, doc, opts, how)
				want := readWith(f, doc, opts, "Field"+how)
				if !reflect.DeepEqual(got, want) {
					t.Errorf("%s %+v, %s:\n got  %v\n want %v", doc, opts, how, got, want)
				}
			}
		}
	}
}

// readWith reads doc as an object of the names in f, the way how says,
// and returns what it saw: each field matched with its value's text, and
// the error at the end.
func readWith(f *Fields, doc string, opts Options, how string) []string {
	r := NewReader([]byte(doc))
	r.SetOptions(opts)
	var seen []string
	switch how {
	case "NextField", "NextFieldRaw", "NextMember":
		fields := r.BeginStruct(&FieldNames{Names: f.names}, "p.T")
		next := func() int {
			switch how {
			case "NextFieldRaw":
				return r.NextFieldRaw(fields)
			case "NextMember":
				return r.NextMember(fields, false)
			}
			return r.NextField(fields)
		}
		for i := next(); i >= 0; i = next() {
			if i == len(f.names) { // NextMember: a member that names no field
				seen = unknown(r, seen)
				continue
			}
			seen = append(seen, fmt.Sprintf("%d=%s", i, r.Raw()))
		}
	default: // the loop older generated code runs
		if r.BeginObject("p.T") {
			for r.ObjectNext() {
				var i int
				if how == "FieldNextFieldRaw" {
					i = r.FieldRaw(f)
				} else {
					i = r.Field(f)
				}
				switch {
				case i >= 0:
					seen = append(seen, fmt.Sprintf("%d=%s", i, r.Raw()))
				case how == "FieldNextMember":
					seen = unknown(r, seen)
				default:
					r.Skip()
				}
			}
		}
	}
	r.End()
	return append(seen, fmt.Sprint(r.Err()))
}

// unknown reads the value of a member that names no field, as the
// default case of a generated decoder does, and records it.
func unknown(r *Reader, seen []string) []string {
	key := string(r.LastKey())
	if raw := r.Raw(); raw != nil {
		seen = append(seen, fmt.Sprintf("unknown %s=%s", key, raw))
	}
	return seen
}

// TestExactFieldNames: with FieldNames.Exact, a key names a field only when
// equal to its name (after unescaping), on every path a key takes: the
// expected field's, another field's, an escaped key's; with Unknown,
// NextField returns the others as NextMember does, their values unread.
func TestExactFieldNames(t *testing.T) {
	names := []string{"id", "name", "phoneNumbers", "phone_numbers"}
	cases := []struct {
		doc  string
		want []int // NextMember's results: len(names) for a member naming no field
	}{
		{`{"id":1,"name":2}`, []int{0, 1}},
		{`{"name":2,"id":1}`, []int{1, 0}},
		{`{"ID":1,"Name":2,"phonenumbers":3}`, []int{4, 4, 4}},
		{`{"i\u0064":1,"N\u0061me":2}`, []int{0, 4}},
		{`{"phone_numbers":1,"phoneNumbers":2,"PHONE_NUMBERS":3}`, []int{3, 2, 4}},
	}
	for _, exact := range []bool{true, false} {
		for _, c := range cases {
			// NextField with FieldNames.Unknown reports the members that
			// name no field as NextMember does.
			for _, how := range []string{"NextMember", "NextField"} {
				n := &FieldNames{Names: names, Exact: exact, Unknown: how == "NextField"}
				r := NewReader([]byte(c.doc))
				fields := r.BeginStruct(n, "T")
				next := func() int {
					if how == "NextField" {
						return r.NextField(fields)
					}
					return r.NextMember(fields, false)
				}
				var got []int
				for i := next(); i >= 0; i = next() {
					got = append(got, i)
					r.Skip()
				}
				r.End()
				if err := r.Err(); err != nil {
					t.Fatalf("%s: %v", c.doc, err)
				}
				if exact && !reflect.DeepEqual(got, c.want) {
					t.Errorf("%s, Exact, %s: got %v, want %v", c.doc, how, got, c.want)
				}
				if !exact && slices.Contains(got, len(names)) {
					t.Errorf("%s, not Exact, %s: got %v, want every key matched without regard to case", c.doc, how, got)
				}
			}
		}
	}
}

// TestKeyWords checks NextField and Field against a model of what a key
// names, for names of 1 to 40 bytes (NextField compares the predicted
// name, quotes and colon with the input a word at a time, for names of up
// to 29 bytes), each first in its struct (so predicted) beside names that
// share all of it but a byte or differ in length or case, with keys that
// end the input or are followed by enough of it for whole words, with and
// without a space before the colon.
func TestKeyWords(t *testing.T) {
	const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789_ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	for n := 1; n <= 40; n++ {
		name := alphabet[:n]
		flip := name[:n-1] + "!"
		if n == 1 {
			flip = "!"
		}
		escaped := fmt.Sprintf(`%s\u%04x`, name[:n-1], name[n-1]) // name, its last byte escaped
		keys := []string{name, name + "x", name[:n-1], flip, "!" + name[1:], strings.ToUpper(name), escaped}
		for _, first := range []string{name, name[:n-1] + "x", name + "x"} {
			names := []string{first, name, name + "y", strings.ToUpper(name) + "z"}
			names = slices.Compact(slices.Sorted(slices.Values(names[1:])))
			names = append([]string{first}, slices.DeleteFunc(names, func(s string) bool { return s == first })...)
			for _, key := range keys {
				plain := key
				if key == escaped {
					plain = name
				}
				want := slices.Index(names, plain)
				if want < 0 {
					want = slices.IndexFunc(names, func(nm string) bool { return strings.EqualFold(nm, plain) })
				}
				for _, doc := range []string{`{"` + key + `":1}`, `{"` + key + `":1}` + strings.Repeat(" ", 40), `{"` + key + `" :1}` + strings.Repeat(" ", 40)} {
					for _, exact := range []bool{false, true} {
						w := want
						if exact && w >= 0 && names[w] != plain {
							w = -1
						}
						for _, how := range []string{"NextField", "Field"} {
							r := NewReader([]byte(doc))
							got := -2
							fields := r.BeginStruct(&FieldNames{Names: names, Exact: exact}, "p.T")
							if how == "NextField" {
								got = r.NextField(fields)
							} else if r.ObjectNext() {
								got = r.Field(fields)
							}
							var v int
							if got >= 0 {
								r.Int(&v)
							} else if how == "Field" {
								r.Skip()
							}
							if how == "NextField" && got >= 0 {
								r.NextField(fields)
							} else if how == "Field" {
								r.ObjectNext()
							}
							r.End()
							if got != w || got >= 0 && v != 1 || r.Err() != nil {
								t.Errorf("names %q, exact %v, %s of %q: field %d, value %d, error %v; want field %d, value 1", names, exact, how, doc, got, v, r.Err(), w)
							}
						}
					}
				}
			}
		}
	}
}
