package e2e

// The tests in this file show, for each deliberate difference between
// jsongen and encoding/json listed in DIFFERENCES.md, both behaviours.
// Each test fails if the difference disappears, so that the document is
// kept true.

import (
	"bytes"
	"context"
	"encoding"
	"encoding/json"
	"os"
	"os/exec"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/jsongen/jsongen"
	"github.com/jsongen/jsongen/internal/e2e/difftypes"
	"github.com/jsongen/jsongen/internal/e2e/easytypes/tagopts"
	"github.com/jsongen/jsongen/internal/e2e/stdtypes"
	"github.com/jsongen/jsongen/internal/jsonwire"
	"github.com/jsongen/jsongen/jsonwrite"
	"github.com/jsongen/jsongen/opt"
)

// Difference 1: after a syntax error, jsongen has stored what came before
// it; encoding/json checks the whole input first and stores nothing.
func TestDifferencePartialWriteOnSyntaxError(t *testing.T) {
	in := []byte(`{"I": 7, "S": "kept", "B": tru}`)
	var std, gen difftypes.Scalars
	werr := json.Unmarshal(in, &std)
	gerr := jsongen.Unmarshal(in, &gen)
	if werr == nil || gerr == nil {
		t.Fatalf("both must fail: %v / %v", werr, gerr)
	}
	if std.I != 0 || std.S != "" {
		t.Errorf("encoding/json stored values: %+v", std)
	}
	if gen.I != 7 || gen.S != "kept" {
		t.Errorf("jsongen did not store the values before the error: %+v", gen)
	}
}

// Difference 2 (Go 1.26): when encoding/json calls a generated
// UnmarshalJSON (for a field of a type jsongen did not generate), a type
// error inside the value is the method's error, and encoding/json stops
// decoding there, as it does for any UnmarshalJSON error; decoding the
// same types without generated code goes on after a type error. On Go
// 1.27, encoding/json calls the generated UnmarshalJSONFrom instead, and
// the difference is gone: it goes on, and the error names the place from
// the top, as without generated code.
func TestDifferenceTypeErrorInsideGeneratedUnmarshalJSON(t *testing.T) {
	in := []byte(`{"in": {"n": "not a number"}, "after": 5}`)
	var p stdtypes.Plain
	err := json.Unmarshal(in, &p)
	// Plain's shape without generated code (the same type name, for the
	// error's Struct).
	type Plain struct {
		In struct {
			N int `json:"n"`
		} `json:"in"`
		After int `json:"after"`
	}
	var plain Plain
	perr := json.Unmarshal(in, &plain)
	if perr == nil || plain.After != 5 {
		t.Errorf("without methods, encoding/json should go on: %v %+v", perr, plain)
	}
	if jsonwire.StdV2 {
		if err == nil || err.Error() != perr.Error() || p.After != 5 {
			t.Errorf("through UnmarshalJSONFrom: %v %+v; without generated code: %v %+v", err, p, perr, plain)
		}
		return
	}
	if err == nil || p.After != 0 {
		t.Errorf("encoding/json went on after the generated method's error: %v %+v", err, p)
	}
}

// Difference 3: when encoding/json calls a generated MarshalJSON and an
// error happens inside (a failing MarshalJSON of a field), encoding/json
// wraps the error the generated method returns in a MarshalerError of its
// own, so the message names both types; jsongen.Marshal reports the inner
// error once, as encoding/json does for the same types without generated
// code.
func TestDifferenceDoubleWrappedMarshalerError(t *testing.T) {
	v := &stdtypes.Outer{In: stdtypes.Inner{Fail: true}}
	_, werr := json.Marshal(v)
	_, gerr := jsongen.Marshal(v)
	if werr == nil || gerr == nil {
		t.Fatalf("errors: %v / %v", werr, gerr)
	}
	inner := "json: error calling MarshalJSON for type stdtypes.Failer: boom"
	if jsonwire.StdV2 {
		// Go 1.27's encoding/json (json/v2) names the pointer type.
		inner = "json: error calling MarshalJSON for type *stdtypes.Failer: boom"
	}
	if gerr.Error() != inner {
		t.Errorf("jsongen: %v", gerr)
	}
	if !strings.HasPrefix(werr.Error(), "json: error calling MarshalJSON for type") || !strings.HasSuffix(werr.Error(), inner) ||
		werr.Error() == inner {
		t.Errorf("encoding/json: %v", werr)
	}
}

// Difference 6: omitempty leaves out a value whose IsDefined method
// reports false; encoding/json, which does not know the method, writes it.
func TestDifferenceIsDefinedOmitempty(t *testing.T) {
	// The same field, without generated code: encoding/json writes null.
	plain := struct {
		Score opt.Float64 `json:"score,omitempty"`
	}{}
	std, err := json.Marshal(plain)
	if err != nil || string(std) != `{"score":null}` {
		t.Errorf("encoding/json: %s %v", std, err)
	}
	gen, err := jsongen.Marshal(&tagopts.Record{ID: "x"})
	if err != nil || strings.Contains(string(gen), "score") {
		t.Errorf("jsongen wrote the undefined value: %s %v", gen, err)
	}
}

// Difference 4: a nil pointer held in a field of a marshaler interface
// type (json.Marshaler, encoding.TextMarshaler) is written as null.
// encoding/json calls the method on it, which panics when the method has a
// value receiver (here promoted from time.Time).
func TestDifferenceNilPointerInMarshalerInterface(t *testing.T) {
	for _, v := range []*stdtypes.HoldsMarshalers{{M: (*stdtypes.Stamp)(nil)}, {T: (*stdtypes.Stamp)(nil)}} {
		gen, err := jsongen.Marshal(v)
		if err != nil || string(gen) != `{"m":null,"t":null}` {
			t.Errorf("jsongen.Marshal: %s %v", gen, err)
		}
		std, err := json.Marshal(v) // through the generated MarshalJSON
		if err != nil || string(std) != `{"m":null,"t":null}` {
			t.Errorf("json.Marshal with generated code: %s %v", std, err)
		}
		// The same fields, without generated code.
		plain := struct {
			M json.Marshaler         `json:"m"`
			T encoding.TextMarshaler `json:"t"`
		}{v.M, v.T}
		func() {
			defer func() {
				if recover() == nil {
					t.Error("encoding/json did not panic")
				}
			}()
			json.Marshal(plain)
		}()
	}
}

// Difference 5: with -std_marshalers (or -std_unmarshaler), json.Decoder's
// DisallowUnknownFields and UseNumber do not reach the generated
// UnmarshalJSON: encoding/json gives a method only the bytes of the value.
// jsongen.NewDecoder honours both. The default generates no UnmarshalJSON,
// and the options work (TestDecoderOptionsByDefault).
func TestDifferenceDecoderOptionsWithStdMarshalers(t *testing.T) {
	in := `{"n": 1, "s": "x", "unknown": true}`
	var plain struct {
		N any    `json:"n"`
		S string `json:"s"`
	}
	var gen stdtypes.Loose
	for _, v := range []any{&plain, &gen} {
		dec := json.NewDecoder(strings.NewReader(in))
		dec.DisallowUnknownFields()
		dec.UseNumber()
		err := dec.Decode(v)
		switch {
		case v == any(&plain) || jsonwire.StdV2:
			// Without generated code, and on Go 1.27 through the generated
			// UnmarshalJSONFrom, which sees the Decoder's options: both
			// options apply.
			if err == nil || err.Error() != `json: unknown field "unknown"` {
				t.Errorf("%T: %v", v, err)
			}
			if n := reflect.ValueOf(v).Elem().Field(0).Interface(); n != json.Number("1") {
				t.Errorf("%T: N is %#v", v, n)
			}
		case err != nil || gen.N != 1.0:
			t.Errorf("through the generated UnmarshalJSON: %v, N is %T", err, gen.N)
		}
	}
	dec := jsongen.NewDecoder(strings.NewReader(in))
	dec.DisallowUnknownFields()
	dec.UseNumber()
	var fast stdtypes.Loose
	if err := dec.Decode(&fast); err == nil || fast.N != json.Number("1") {
		t.Errorf("jsongen.Decoder: %v, N is %#v", err, fast.N)
	}
}

// Difference 7 (Go 1.27): json.Indent, with a prefix that holds more than
// spaces and tabs and an empty indent, never returns when a line of the
// whitespace after the value has more spaces than the prefix has bytes.
// jsongen.Indent writes the prefix over the first of them and keeps the
// rest. encoding/json is run in a child process (this test binary again),
// which is stopped after two seconds: were it to return, the difference
// would be gone.
func TestDifferenceIndentWithoutEnd(t *testing.T) {
	src, prefix := []byte("1\n   "), ">"
	if os.Getenv("JSONGEN_INDENT_CHILD") == "1" {
		var buf bytes.Buffer
		json.Indent(&buf, src, prefix, "")
		os.Exit(0) // returned
	}
	var buf bytes.Buffer
	if !jsonwire.StdV2 {
		// No difference: Go 1.26's json.Indent copies the whitespace as
		// it is.
		var want bytes.Buffer
		json.Indent(&want, src, prefix, "")
		jsongen.Indent(&buf, src, prefix, "")
		if want.String() != "1\n   " || buf.String() != want.String() {
			t.Errorf("json.Indent %q, jsongen.Indent %q", want.Bytes(), buf.Bytes())
		}
		return
	}
	if err := jsongen.Indent(&buf, src, prefix, ""); err != nil || buf.String() != "1\n>  " {
		t.Errorf("jsongen.Indent: %q, %v", buf.Bytes(), err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^TestDifferenceIndentWithoutEnd$")
	cmd.Env = append(os.Environ(), "JSONGEN_INDENT_CHILD=1")
	err := cmd.Run()
	if ctx.Err() == nil {
		t.Errorf("json.Indent returned (child: %v): the difference is gone", err)
	}
}

// staticallyDeep is a recursive type whose values nest 101 levels from one
// recursive value to the next, with an EncodeJSON method written as
// jsongen writes them (a generated one would be the same for such a type:
// a field of [1][1]...[1]*staticallyDeep, 101 arrays deep).
type staticallyDeep struct{ next *staticallyDeep }

func (v *staticallyDeep) EncodeJSON(w *jsonwrite.Writer) {
	w.Raw(strings.Repeat("[", 101))
	if v.next == nil {
		w.Null()
	} else if w.Enter(v.next) {
		v.next.EncodeJSON(w)
		w.Leave(v.next)
	}
	w.Raw(strings.Repeat("]", 101))
}

// Difference 8 (Go 1.27): the nesting limit is checked from where the
// values jsongen counts (those of recursive types) nest 100 deep, so a
// type nesting more than 100 levels per recursion passes it unseen: 100
// such values nest 10100 levels, which jsongen writes and encoding/json
// refuses.
func TestDifferenceDepthLimitStaticNesting(t *testing.T) {
	var v *staticallyDeep
	for range 100 {
		v = &staticallyDeep{v}
	}
	gen, gerr := jsongen.Marshal(v)
	if gerr != nil || len(gen) != 2*100*101+len("null") {
		t.Errorf("jsongen.Marshal: %d bytes, %v", len(gen), gerr)
	}
	var same any = nil
	for range 100 * 101 {
		same = []any{same}
	}
	_, werr := json.Marshal(same) // the JSON gen holds
	if jsonwire.StdV2 != (werr != nil) {
		t.Errorf("encoding/json: %v", werr)
	}
}

// MergeRequest, BasicMergeRequest and Pipeline are stdtypes' types of the
// same names without generated code, MergeRequest with the same
// hand-written UnmarshalJSON, which decodes through a local copy of the
// type, as gitlab's and mcp-go's clients do.
type MergeRequest struct {
	BasicMergeRequest
	Pipeline *Pipeline `json:"pipeline"`
}

func (m *MergeRequest) UnmarshalJSON(data []byte) error {
	type alias MergeRequest
	return json.Unmarshal(data, (*alias)(m))
}

type BasicMergeRequest struct {
	ID    int    `json:"id"`
	Title string `json:"title"`
}

type Pipeline struct {
	ID int `json:"id"`
}

// Difference 2 through a hand-written UnmarshalJSON decoding a local copy
// of its type (`type alias T`): encoding/json decodes the copy, which has
// no generated methods, and on Go 1.26 stops at the first type error
// inside a field that has them; on Go 1.27 it calls that field's
// UnmarshalJSONFrom, and nothing differs.
func TestDifferenceTypeErrorThroughLocalCopy(t *testing.T) {
	in := []byte(`{"id":1,"pipeline":{"id":"x"},"title":"after"}`)
	var gen stdtypes.MergeRequest
	gerr := json.Unmarshal(in, &gen)
	var plain MergeRequest
	perr := json.Unmarshal(in, &plain)
	if perr == nil || plain.Title != "after" {
		t.Errorf("without generated code: %v %+v", perr, plain)
	}
	if jsonwire.StdV2 {
		if gerr == nil || gerr.Error() != perr.Error() || gen.Title != "after" {
			t.Errorf("Go 1.27: %v %+v; without generated code: %v %+v", gerr, gen, perr, plain)
		}
		return
	}
	if gerr == nil || gen.Title != "" || gerr.Error() == perr.Error() {
		t.Errorf("Go 1.26: %v %+v; without generated code: %v %+v", gerr, gen, perr, plain)
	}
}
