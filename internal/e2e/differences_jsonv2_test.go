//go:build go1.27 && goexperiment.jsonv2

package e2e

import (
	jsonv2 "encoding/json/v2"
	"testing"

	"github.com/jsongen/jsongen/internal/e2e/stdtypes"
)

// Difference 10: called by json/v2 with its own semantics (its default
// options), the MarshalJSONTo and UnmarshalJSONFrom that -std_marshalers
// generates hand the value back, as for a type without them; but
// encoding/json then calls MarshalJSON and UnmarshalJSON, which
// -std_marshalers generates too and which follow encoding/json's (v1's)
// rules: a nil slice is null, not [], and member names match without
// regard to case.
func TestDifferenceJSONv2SemanticsWithStdMarshalers(t *testing.T) {
	var gen stdtypes.Holds[[]int]
	var plain Holds[[]int] // the same struct, without methods
	g, err := jsonv2.Marshal(&gen)
	if err != nil {
		t.Fatal(err)
	}
	p, err := jsonv2.Marshal(&plain)
	if err != nil {
		t.Fatal(err)
	}
	if string(p) != `{"v":[],"after":0}` || string(g) != `{"v":null,"after":0}` {
		t.Errorf("json/v2 wrote %s without methods and %s through them", p, g)
	}
	in := []byte(`{"V":[1],"AFTER":2}`)
	if err := jsonv2.Unmarshal(in, &plain); err != nil || plain.V != nil || plain.After != 0 {
		t.Errorf("json/v2 without methods: %v %+v", err, plain)
	}
	if err := jsonv2.Unmarshal(in, &gen); err != nil || len(gen.V) != 1 || gen.After != 2 {
		t.Errorf("json/v2 through them: %v %+v", err, gen)
	}
}
