package e2e

import (
	"fmt"
	"strings"
	"testing"

	"github.com/jsongen/jsongen"
	"github.com/jsongen/jsongen/internal/e2e/difftypes"
)

// TestPinnedElementsStay decodes long arrays of a type whose UnmarshalJSON
// keeps its receiver, then more of them: every kept address must still
// hold what was stored there. Generated code decodes other element types
// in a scratch slice that later arrays reuse; these it must not.
func TestPinnedElementsStay(t *testing.T) {
	doc := func(base int) []byte {
		var d, h []string
		for i := range 100 {
			d = append(d, fmt.Sprint(base+i))
			h = append(h, fmt.Sprintf(`{"R":%d}`, base+1000+i))
		}
		return []byte(`{"Direct":[` + strings.Join(d, ",") + `],"Held":[` + strings.Join(h, ",") + `]}`)
	}
	difftypes.Registrations = nil
	var kept []difftypes.Registers
	for n := range 5 {
		var v difftypes.Registers
		if err := jsongen.Unmarshal(doc(n*10000), &v); err != nil {
			t.Fatal(err)
		}
		if len(v.Direct) != 100 || v.Direct[99].N != n*10000+99 || v.Held[99].R.N != n*10000+1099 {
			t.Fatalf("document %d decoded wrong: %d elements", n, len(v.Direct))
		}
		kept = append(kept, v)
	}
	if len(difftypes.Registrations) != 1000 {
		t.Fatalf("%d calls of UnmarshalJSON, want 1000", len(difftypes.Registrations))
	}
	for _, reg := range difftypes.Registrations {
		if reg.At.N != reg.N {
			t.Fatalf("an address UnmarshalJSON kept now holds %d, not the %d stored there", reg.At.N, reg.N)
		}
	}
}
