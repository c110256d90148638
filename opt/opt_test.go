package opt_test

import (
	"encoding/json"
	"testing"

	"github.com/jsongen/jsongen"
	"github.com/jsongen/jsongen/opt"
)

func TestValue(t *testing.T) {
	var s opt.String
	if s.IsDefined() || s.Or("def") != "def" || s.String() != "<undefined>" {
		t.Errorf("zero value: %+v", s)
	}
	s.Set("")
	if v, ok := s.Get(); !ok || v != "" || s.IsZero() {
		t.Errorf("after Set: %+v", s)
	}
	s.Unset()
	if s.IsDefined() {
		t.Error("Unset left it defined")
	}
	if opt.Some(3).Or(9) != 3 || opt.None[int]().Or(9) != 9 {
		t.Error("Some/None/Or")
	}
}

func TestValueJSON(t *testing.T) {
	type doc struct {
		A opt.Int     `json:"a"`
		B opt.String  `json:"b"`
		C opt.Float32 `json:"c,omitzero"`
		D opt.Bool    `json:"d"`
	}
	cases := []struct {
		in   string
		want doc
	}{
		{`{}`, doc{}},
		{`{"a":0,"b":"","d":false}`, doc{A: opt.Some(0), B: opt.Some(""), D: opt.Some(false)}},
		{`{"a":null,"b":null}`, doc{}},
		{`{"a":5,"c":1.5}`, doc{A: opt.Some(5), C: opt.Some[float32](1.5)}},
	}
	for _, c := range cases {
		// Through encoding/json, which calls the methods.
		var got doc
		if err := json.Unmarshal([]byte(c.in), &got); err != nil || got != c.want {
			t.Errorf("json.Unmarshal(%s) = %+v, %v; want %+v", c.in, got, err, c.want)
		}
		var got2 doc
		if err := jsongen.Unmarshal([]byte(c.in), &got2); err != nil || got2 != c.want {
			t.Errorf("jsongen.Unmarshal(%s) = %+v, %v", c.in, got2, err)
		}
	}
	b, err := json.Marshal(doc{A: opt.Some(1)})
	if err != nil || string(b) != `{"a":1,"b":null,"d":null}` {
		t.Errorf("json.Marshal = %s, %v", b, err)
	}
	var bad opt.Int
	if err := jsongen.Unmarshal([]byte(`"x"`), &bad); err == nil {
		t.Error("a string decoded into opt.Int")
	}
}
