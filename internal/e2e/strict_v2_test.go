//go:build go1.27 && goexperiment.jsonv2

package e2e

import (
	jsonv2 "encoding/json/v2"
	"reflect"
	"testing"

	"github.com/jsongen/jsongen"
	"github.com/jsongen/jsongen/internal/e2e/difftypes"
)

// TestStrictMatchesJSONv2 decodes the strict cases, and the hand-picked
// decoding cases, with strict mode and with encoding/json/v2's defaults,
// and checks that they agree on whether the input is accepted, and on
// the values stored where both accept it. It runs only under
// GOEXPERIMENT=jsonv2.
func TestStrictMatchesJSONv2(t *testing.T) {
	strict := jsongen.UnmarshalOptions{Strict: true}
	for _, c := range strictCases {
		for _, typ := range []reflect.Type{reflect.TypeFor[difftypes.CaseFold](), reflect.TypeFor[any]()} {
			got, want := reflect.New(typ), reflect.New(typ)
			gerr := strict.Unmarshal([]byte(c.in), got.Interface())
			werr := jsonv2.Unmarshal([]byte(c.in), want.Interface())
			if (gerr == nil) != (werr == nil) {
				t.Errorf("%s into %v: strict error %v, json/v2 error %v", c.name, typ, gerr, werr)
				continue
			}
			if gerr == nil && !reflect.DeepEqual(got.Interface(), want.Interface()) {
				t.Errorf("%s into %v: strict stored %#v, json/v2 %#v", c.name, typ, got.Elem().Interface(), want.Elem().Interface())
			}
		}
	}
	// On valid input without nulls or type mismatches (where v2 differs
	// from v1 by design, not by strictness), decoding into any agrees.
	for _, c := range decodeCases {
		var got, want any
		gerr := strict.Unmarshal([]byte(c.in), &got)
		werr := jsonv2.Unmarshal([]byte(c.in), &want)
		if (gerr == nil) != (werr == nil) {
			t.Errorf("%s into any: strict error %v, json/v2 error %v", c.name, gerr, werr)
		} else if gerr == nil && !reflect.DeepEqual(got, want) {
			t.Errorf("%s into any: strict %#v, json/v2 %#v", c.name, got, want)
		}
	}
}
