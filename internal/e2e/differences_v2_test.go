//go:build go1.27 && goexperiment.jsonv2

package e2e

import (
	"encoding/json"
	"testing"

	"github.com/jsongen/jsongen"
	"github.com/jsongen/jsongen/internal/e2e/difftypes"
)

// Difference 7: a type with both MarshalJSON and json/v2's MarshalJSONTo
// (declared for json/v2 only) is written with MarshalJSON by generated
// code, and with MarshalJSONTo by encoding/json on json/v2 (Go 1.27).
func TestDifferenceMarshalJSONToBesideMarshalJSON(t *testing.T) {
	v := &difftypes.HoldsBoth{}
	std, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	gen, err := jsongen.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	if string(std) != `{"B":"v2"}` {
		t.Errorf("encoding/json wrote %s, want MarshalJSONTo's {\"B\":\"v2\"}", std)
	}
	if string(gen) != `{"B":"v1"}` {
		t.Errorf("jsongen wrote %s, want MarshalJSON's {\"B\":\"v1\"}", gen)
	}
}
