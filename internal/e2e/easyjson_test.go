package e2e

// Tests of what jsongen offers easyjson users: the flags' effect on
// behaviour (their effect on the code is in internal/gen's golden files),
// the tag options, optional values and kept unknown members.

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
	"unsafe"

	"github.com/jsongen/jsongen"
	"github.com/jsongen/jsongen/internal/e2e/easytypes/camel"
	"github.com/jsongen/jsongen/internal/e2e/easytypes/loose"
	"github.com/jsongen/jsongen/internal/e2e/easytypes/snake"
	"github.com/jsongen/jsongen/internal/e2e/easytypes/tagopts"
	"github.com/jsongen/jsongen/opt"
)

func marshalString(t *testing.T, v any) string {
	t.Helper()
	b, err := jsongen.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestSnakeCaseAndOmitEmpty(t *testing.T) {
	got := marshalString(t, &snake.Request{HTTPVersion: "1.1", UserID: 7, SomeHTTPStuff: "x", HTTP2Server: true, Some_Mixed: "m"})
	want := `{"http_version":"1.1","user_id":7,"some_http_stuff":"x","http2_server":true,"some_mixed":"m","keep_empty":"","keep_zero":0}`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	var back snake.Request
	if err := jsongen.Unmarshal([]byte(want), &back); err != nil || back.UserID != 7 || !back.HTTP2Server {
		t.Errorf("decoding back: %+v %v", back, err)
	}
	if got := marshalString(t, &snake.Request{}); got != `{"keep_empty":"","keep_zero":0}` {
		t.Errorf("empty request: %s", got)
	}
}

func TestLowerCamelCaseAndOmitZero(t *testing.T) {
	e := camel.Event{HTTPVersion: "2", ID: 1, UserID: "u", CreatedAt: time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC)}
	got := marshalString(t, &e)
	want := `{"httpVersion":"2","id":1,"userID":"u","createdAt":"2024-01-02T03:04:05Z","count":0}`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	if got := marshalString(t, &camel.Event{}); got != `{"count":0}` {
		t.Errorf("zero event: %s", got)
	}
}

func TestDisallowUnknownByteAndRawNames(t *testing.T) {
	b := loose.Blob{Name: "n", Data: []byte("plain <text>"), Parts: [][]byte{[]byte("a"), nil}}
	got := marshalString(t, &b)
	want := `{"name":"n","data":"plain \u003ctext\u003e","parts":["a",null]}`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	var back loose.Blob
	if err := jsongen.Unmarshal([]byte(want), &back); err != nil || string(back.Data) != "plain <text>" || back.Parts[1] != nil {
		t.Errorf("decoding back: %+v %v", back, err)
	}
	err := jsongen.Unmarshal([]byte(`{"name":"n","extra":1,"data":"d"}`), &back)
	if err == nil || err.Error() != `json: unknown field "extra"` || string(back.Data) != "d" {
		t.Errorf("unknown field: %v (decoding went on: %v)", err, string(back.Data) == "d")
	}
	// With -disable_members_unescape an escaped key matches no field, so
	// here it is also reported as unknown.
	back = loose.Blob{}
	err = jsongen.Unmarshal([]byte(`{"n\u0061me":"x"}`), &back)
	if err == nil || back.Name != "" {
		t.Errorf("escaped key: %v, name %q", err, back.Name)
	}
}

func TestTagOptions(t *testing.T) {
	in := []byte(`{"id":"r1","kind":"alpha","body":"text","note":"n","version":2,"score":1.5,"label":null}`)
	var a, b tagopts.Record
	if err := jsongen.Unmarshal(in, &a); err != nil {
		t.Fatal(err)
	}
	if err := jsongen.Unmarshal(in, &b); err != nil {
		t.Fatal(err)
	}
	if a.ID != "r1" || a.Body != "text" || *a.Note != "n" || a.Version != 2 {
		t.Errorf("decoded %+v", a)
	}
	if v, ok := a.Score.Get(); !ok || v != 1.5 || a.Label.IsDefined() || a.Since.IsDefined() {
		t.Errorf("optional values: score %v label %v since %v", a.Score, a.Label, a.Since)
	}
	// required: a missing member is an error naming it; decoding goes on.
	var c tagopts.Record
	err := jsongen.Unmarshal([]byte(`{"id":"x","kind":"k"}`), &c)
	if err == nil || !strings.Contains(err.Error(), `missing required field "version"`) || c.Kind != "k" {
		t.Errorf("missing required field: %v %+v", err, c)
	}
	if err := jsongen.Unmarshal([]byte(`{"id":"x","version":null}`), &c); err != nil {
		t.Errorf("a required member that is null is present: %v", err)
	}
	// Optional values: undefined is null, or left out with omitempty or
	// omitzero; defined zero values are written.
	got := marshalString(t, &tagopts.Record{ID: "i", Since: opt.Some(0)})
	want := `{"id":"i","kind":"","body":"","note":null,"version":0,"label":null,"since":0}`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// TestInternAndNoCopy checks that interned strings are shared, and
// that nocopy strings point into the input (unless escaped).
func TestInternAndNoCopy(t *testing.T) {
	// One generated decoder reads both records, so one Reader (and its
	// cache) sees both; a bare []Record would go through encoding/json,
	// which calls UnmarshalJSON once per element.
	in := []byte(`{"records":[{"id":"1","kind":"alpha","body":"b1","version":1},{"id":"2","kind":"alpha","body":"b\u0032","version":1}]}`)
	var batch tagopts.Batch
	if err := jsongen.Unmarshal(in, &batch); err != nil {
		t.Fatal(err)
	}
	recs := batch.Records
	if len(recs) != 2 || recs[0].Kind != "alpha" || recs[1].Body != "b2" {
		t.Fatalf("decoded %+v", recs)
	}
	if unsafe.StringData(recs[0].Kind) != unsafe.StringData(recs[1].Kind) {
		t.Error("intern: equal strings do not share memory")
	}
	inside := func(s string) bool {
		p := uintptr(unsafe.Pointer(unsafe.StringData(s)))
		start := uintptr(unsafe.Pointer(&in[0]))
		return p >= start && p < start+uintptr(len(in))
	}
	if inside(recs[0].Body) != noCopyShares {
		t.Errorf("nocopy: an unescaped string points into the input: %v, want %v", inside(recs[0].Body), noCopyShares)
	}
	if inside(recs[1].Body) || inside(recs[0].ID) {
		t.Error("nocopy: an escaped string, or a field without nocopy, points into the input")
	}
}

func TestUnknownFieldsKept(t *testing.T) {
	in := `{"z":[1, 2],"name":"n","a":{"b":"<c>"},"count":0,"name2":null}`
	var p tagopts.Passthrough
	if err := jsongen.Unmarshal([]byte(in), &p); err != nil {
		t.Fatal(err)
	}
	if p.Name != "n" || p.UnknownFields.Len() != 3 || strings.Join(p.UnknownFields.Names(), ",") != "z,a,name2" {
		t.Fatalf("kept %v", p.UnknownFields.Names())
	}
	got := marshalString(t, &p)
	want := `{"name":"n","z":[1,2],"a":{"b":"\u003cc\u003e"},"name2":null}`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	// Decoding again replaces what was kept.
	if err := jsongen.Unmarshal([]byte(`{"only":true}`), &p); err != nil || p.UnknownFields.Len() != 1 {
		t.Errorf("second decoding kept %v", p.UnknownFields.Names())
	}
	if raw, ok := p.UnknownFields.Member("only"); !ok || string(raw) != "true" {
		t.Errorf("Member(only) = %s, %v", raw, ok)
	}
	// encoding/json through the generated methods keeps them too.
	std, err := json.Marshal(&p)
	if err != nil || string(std) != `{"name":"n","only":true}` {
		t.Errorf("json.Marshal: %s %v", std, err)
	}
	// Only unknown members: the object still starts right.
	if got := marshalString(t, &tagopts.Passthrough{}); got != `{"name":""}` {
		t.Errorf("empty: %s", got)
	}
}
