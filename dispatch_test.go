package jsongen_test

import (
	"encoding/json"
	"errors"
	"strconv"
	"testing"

	"github.com/jsongen/jsongen"
	"github.com/jsongen/jsongen/internal/e2e/difftypes"
	"github.com/jsongen/jsongen/jsonread"
	"github.com/jsongen/jsongen/jsonwrite"
)

// wrapsScalars has no code of its own, but *wrapsScalars has the
// generated EncodeJSON, DecodeJSON and JSONGenType of the Scalars it
// embeds, by promotion. Those methods know only Scalars' fields:
// encoding/json, which sees no MarshalJSON or UnmarshalJSON here
// (difftypes has none), writes and reads Extra too, and so must jsongen.
type wrapsScalars struct {
	difftypes.Scalars
	Extra int
}

// tenfold has DecodeJSON and EncodeJSON written by hand, without
// JSONGenType: they are its own, and jsongen calls them. encoding/json
// would see a struct with no exported field.
type tenfold struct{ n int }

func (t *tenfold) DecodeJSON(r *jsonread.Reader) {
	r.Int(&t.n)
	t.n *= 10
}

func (t *tenfold) EncodeJSON(w *jsonwrite.Writer) { w.Str(strconv.Itoa(t.n)) }

// TestPromotedMethodsLeftToEncodingJSON checks that a value whose
// generated methods are promoted from an embedded type is written and
// read as encoding/json does, field by field, at the top level, with
// options, and written so inside interfaces: Marshal and Unmarshal tell such methods
// from a type's own by JSONGenType.
func TestPromotedMethodsLeftToEncodingJSON(t *testing.T) {
	in := `{"S":"s","I":-3,"Extra":7}`
	var want, got wrapsScalars
	if err := json.Unmarshal([]byte(in), &want); err != nil {
		t.Fatal(err)
	}
	if want.Extra != 7 || want.S != "s" {
		t.Fatalf("json.Unmarshal: %+v", want)
	}
	if err := jsongen.Unmarshal([]byte(in), &got); err != nil || got != want {
		t.Errorf("Unmarshal: %+v, %v; want %+v", got, err, want)
	}
	got = wrapsScalars{}
	opts := jsongen.UnmarshalOptions{DisallowUnknownFields: true}
	if err := opts.Unmarshal([]byte(in), &got); err != nil || got != want {
		t.Errorf("UnmarshalOptions.Unmarshal: %+v, %v; want %+v", got, err, want)
	}
	for _, v := range []any{&want, []any{&want}, map[string]any{"w": &want}} {
		std, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		if out, err := jsongen.Marshal(v); err != nil || string(out) != string(std) {
			t.Errorf("Marshal(%T): %s, %v; want %s", v, out, err, std)
		}
		if out, err := jsongen.MarshalAppend([]byte("x"), v); err != nil || string(out) != "x"+string(std) {
			t.Errorf("MarshalAppend(%T): %s, %v; want x%s", v, out, err, std)
		}
	}
}

// TestHandWrittenMethodsUsed checks that DecodeJSON and EncodeJSON
// methods without JSONGenType, as a user may write them, are called.
func TestHandWrittenMethodsUsed(t *testing.T) {
	var v tenfold
	if err := jsongen.Unmarshal([]byte(` 4 `), &v); err != nil || v.n != 40 {
		t.Errorf("Unmarshal: %d, %v; want 40", v.n, err)
	}
	if err := jsongen.Unmarshal([]byte(`4 x`), &v); err == nil {
		t.Error("Unmarshal: no error for trailing data")
	}
	for _, c := range []struct {
		v    any
		want string
	}{
		{&v, `"40"`},
		{[]any{&v, 1.5}, `["40",1.5]`},
		{map[string]any{"t": &v}, `{"t":"40"}`},
	} {
		if out, err := jsongen.Marshal(c.v); err != nil || string(out) != c.want {
			t.Errorf("Marshal(%T): %s, %v; want %s", c.v, out, err, c.want)
		}
		if out, err := jsongen.MarshalAppend([]byte("x"), c.v); err != nil || string(out) != "x"+c.want {
			t.Errorf("MarshalAppend(%T): %s, %v; want x%s", c.v, out, err, c.want)
		}
	}
	var nilPtr *tenfold
	var invalid *json.InvalidUnmarshalError
	if err := jsongen.Unmarshal([]byte(`1`), nilPtr); !errors.As(err, &invalid) {
		t.Errorf("Unmarshal into a nil *tenfold: %v, want *json.InvalidUnmarshalError", err)
	}
}
