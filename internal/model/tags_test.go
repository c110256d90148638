//go:build go1.27 || !goexperiment.jsonv2

// (Go 1.26's json/v2 experiment reads tags in ways Go 1.27's does not.)

package model

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/jsongen/jsongen/internal/jsonwire"
)

// tagCases returns struct tags to read: names with every ASCII character
// and some others, followed by options well and badly formed.
func tagCases() []string {
	names := []string{"", "a", "A", "-", "a b", "a\\b", "'it'", "it'", "a'b", "a\"b", "a`b", "1a", "_a", "a_1",
		"é", "€", "a€", "\xff", "a\xff", "\ufffd", "😀", "a٣", "ⅷ", "a\u200bb", "ǅ", "a:b", "K"}
	for c := byte(0); c < 0x80; c++ {
		if c != ',' {
			names = append(names, "x"+string(c)+"y")
		}
	}
	opts := []string{"", ",", ",,", ",omitempty", ",string", ",omitzero", ",omitempty ", ",omitempty-x", ",omitempty:x",
		",string.x", ",'omitempty'", ", omitempty", ",,omitempty", ",case:strict", ",case:ignore", ",case:strict,case:ignore",
		",case:", ",case", ",case:'strict'", ",case:strict-x", ",embed", ",embed,omitempty", ",format:x", ",format:'a,omitempty'",
		",format:',omitempty,'", ",format:''", ",format:'x", ",format:'a\\'b',string", ",format", ",format:,omitempty",
		",omitempty,omitempty", ",stringx", ",string_", ",omitempty\\", ",omitempty'", ",string\"", ",inline", ",unknown",
		",omitEmpty", ",omitempty,format:x,string", ",omitzero,string,omitempty", ",string,", "omitempty", ",é", ",omitzeroé"}
	var tags []string
	for _, n := range names {
		for _, o := range opts {
			if n+o != "-" { // both leave the field out
				tags = append(tags, n+o)
			}
		}
	}
	return append(tags, "-,", "-,omitempty", ",-")
}

// TestTagReadings checks the reading of tags that this toolchain's
// encoding/json does (readTagV2 on json/v2, readTagV1 before it) against
// what it encodes and decodes, for fields of a few types: the member name,
// omitempty, omitzero, string, embed, case:strict and format. Run on both
// toolchains, it checks both readings.
func TestTagReadings(t *testing.T) {
	read := readTagV1
	if jsonwire.StdV2 {
		read = readTagV2
	}
	for _, tag := range tagCases() {
		r := read(tag)
		if got, want := probeTag(tag), expectTag(r); got != want {
			t.Errorf("json:%s (read as %+v):\n got  %s\n want %s", strconv.Quote(tag), r, got, want)
		}
	}
}

type inner struct{ X int }

// probeTag reports what encoding/json does with a field A tagged tag: the
// object it writes for an int of 0 and of 1, a [1]int and a struct of
// zeros, whether a key in another case decodes into the int, and errors.
func probeTag(tag string) string {
	field := func(t reflect.Type) reflect.Type {
		return reflect.StructOf([]reflect.StructField{{Name: "A", Type: t, Tag: reflect.StructTag(`json:` + strconv.Quote(tag))}})
	}
	var out []string
	marshal := func(t reflect.Type, set func(reflect.Value)) {
		v := reflect.New(field(t))
		set(v.Elem().Field(0))
		b, err := json.Marshal(v.Interface())
		if err != nil {
			out = append(out, "error")
			return
		}
		out = append(out, string(b))
	}
	marshal(reflect.TypeFor[int](), func(v reflect.Value) {})
	marshal(reflect.TypeFor[int](), func(v reflect.Value) { v.SetInt(1) })
	marshal(reflect.TypeFor[[1]int](), func(v reflect.Value) {})
	marshal(reflect.TypeFor[inner](), func(v reflect.Value) {})
	// Decoding: the key in upper case, unless the name is upper case.
	v := reflect.New(field(reflect.TypeFor[int]()))
	v.Elem().Field(0).SetInt(1)
	b, _ := json.Marshal(v.Interface())
	var m map[string]json.RawMessage
	json.Unmarshal(b, &m)
	for k, val := range m {
		other := strings.ToUpper(k)
		if other == k {
			other = strings.ToLower(k)
		}
		doc, _ := json.Marshal(map[string]json.RawMessage{other: val})
		v := reflect.New(v.Type().Elem())
		err := json.Unmarshal(doc, v.Interface())
		out = append(out, fmt.Sprintf("fold=%d err=%v", v.Elem().Field(0).Int(), err != nil))
	}
	return strings.Join(out, " ")
}

// expectTag returns what probeTag reports for a tag read as r.
func expectTag(r tagReading) string {
	inner := ""
	if r.embed && r.name == "" {
		// json/v2 embeds a struct field, and drops the options of others.
		inner = `{"X":0}`
		r = tagReading{}
	}
	if r.format != "" {
		return "error error error error"
	}
	key, _ := json.Marshal(r.name)
	if r.name == "" {
		key = []byte(`"A"`)
	}
	member := func(v string, empty, zero bool) string {
		if r.omitEmpty && empty || r.omitZero && zero {
			return "{}"
		}
		return "{" + string(key) + ":" + v + "}"
	}
	num := func(n string) string {
		if r.quoted {
			return `"` + n + `"`
		}
		return n
	}
	if inner == "" {
		inner = member(`{"X":0}`, false, true)
	}
	fold := 1
	if r.caseStrict && strings.ToUpper(string(key)) != strings.ToLower(string(key)) {
		fold = 0
	}
	return fmt.Sprintf("%s %s %s %s fold=%d err=false", member(num("0"), true, true), member(num("1"), false, false),
		member("[0]", false, true), inner, fold)
}

// TestTagDiffers spot-checks the two readings.
func TestTagDiffers(t *testing.T) {
	tests := []struct {
		tag    string
		v1, v2 tagReading
	}{
		{"a", tagReading{name: "a"}, tagReading{name: "a"}},
		{"a\\b", tagReading{}, tagReading{name: "a"}},
		{"'it'", tagReading{}, tagReading{}},
		{"it'", tagReading{}, tagReading{name: "it"}},
		{"€", tagReading{}, tagReading{name: "€"}},
		{"a\xff", tagReading{}, tagReading{name: "a\ufffd"}},
		{"a,omitempty ", tagReading{name: "a"}, tagReading{name: "a", omitEmpty: true}},
		{"a,string.x", tagReading{name: "a"}, tagReading{name: "a", quoted: true}},
		{"a, omitempty", tagReading{name: "a"}, tagReading{name: "a"}},
		{",case:strict", tagReading{}, tagReading{caseStrict: true}},
		{",case:strict,case:ignore", tagReading{}, tagReading{}},
		{",embed", tagReading{}, tagReading{embed: true}},
		{",format:'a,omitempty'", tagReading{}, tagReading{format: "a,omitempty"}},
		{",format:',omitempty,'", tagReading{omitEmpty: true}, tagReading{format: ",omitempty,"}},
		{",format:'it\\'s',string", tagReading{quoted: true}, tagReading{format: "it's", quoted: true}},
	}
	for i, tt := range tests {
		if got := readTagV1(tt.tag); got != tt.v1 {
			t.Errorf("#%d: readTagV1(%q) = %+v, want %+v", i, tt.tag, got, tt.v1)
		}
		if got := readTagV2(tt.tag); got != tt.v2 {
			t.Errorf("#%d: readTagV2(%q) = %+v, want %+v", i, tt.tag, got, tt.v2)
		}
	}
}
