package e2e

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/jsongen/jsongen/internal/e2e/stdtypes"
)

// TestMarshalJSONKeepsValueOnStack checks that a generated MarshalJSON
// method with a value receiver allocates only its result: the value is
// written where it is, not copied to the heap first (as the
// jsongen.Marshal(&v) of generated code before version 6 did, one more
// allocation the size of the value on each call, through json.Marshal as
// well). Its output is json.Marshal's. (A type whose EncodeJSON takes the
// address of a field, for the field's pointer methods, as Inner's does,
// is still moved to the heap: the escape is the field's.)
func TestMarshalJSONKeepsValueOnStack(t *testing.T) {
	v := stdtypes.Loose{N: "any", S: strings.Repeat("s", 40)}
	got, err := v.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	type plain stdtypes.Loose // the same fields, without the methods
	want, err := json.Marshal(plain(v))
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Fatalf("MarshalJSON: %s, want %s", got, want)
	}
	if raceEnabled {
		return // the race detector's sync.Pool drops pooled Writers at random
	}
	allocs := testing.AllocsPerRun(100, func() {
		if _, err := v.MarshalJSON(); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 1 {
		t.Errorf("MarshalJSON: %v allocations, want 1 (the result)", allocs)
	}
}
