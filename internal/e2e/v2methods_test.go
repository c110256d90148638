package e2e

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/jsongen/jsongen/internal/e2e/difftypes"
	"github.com/jsongen/jsongen/internal/e2e/stdtypes"
	"github.com/jsongen/jsongen/internal/jsonwire"
)

// Holds is stdtypes.Holds without methods: encoding/json handles it by
// reflection. It has the same name, so that errors naming the type at the
// top read alike.
type Holds[T any] stdtypes.Holds[T]

// holdsPair is a value of stdtypes.Holds[T] and one of Holds[T], for a T
// of the differential suite.
type holdsPair struct {
	gen, plain func() reflect.Value // new pointers
	slices     func() (reflect.Value, reflect.Value)
}

func pairOf[T any]() holdsPair {
	return holdsPair{
		gen:   func() reflect.Value { return reflect.ValueOf(new(stdtypes.Holds[T])) },
		plain: func() reflect.Value { return reflect.ValueOf(new(Holds[T])) },
		slices: func() (reflect.Value, reflect.Value) {
			return reflect.ValueOf(new([]stdtypes.Holds[T])), reflect.ValueOf(new([]Holds[T]))
		},
	}
}

var holdsPairs = []holdsPair{
	pairOf[difftypes.Scalars](), pairOf[difftypes.KeyLengths](), pairOf[difftypes.HoldsServices](),
	pairOf[difftypes.NamedScalars](), pairOf[difftypes.Pointers](), pairOf[difftypes.Collections](),
	pairOf[difftypes.Special](), pairOf[difftypes.IntList](), pairOf[difftypes.Lookup](), pairOf[difftypes.Grid](),
	pairOf[difftypes.WithAlias](), pairOf[difftypes.Tags](), pairOf[difftypes.ZeroTags](), pairOf[difftypes.Quoted](),
	pairOf[difftypes.Embedding](), pairOf[difftypes.TaggedEmbed](), pairOf[difftypes.EmbedPtrUnexported](),
	pairOf[difftypes.EmbedOther](), pairOf[difftypes.Conflict](), pairOf[difftypes.Twice](),
	pairOf[difftypes.EmbedNonStruct](), pairOf[difftypes.UsesOther](), pairOf[difftypes.Methods](),
	pairOf[difftypes.HoldsPtrMarshal](), pairOf[difftypes.OuterSensitive](), pairOf[difftypes.Node](),
	pairOf[difftypes.List](), pairOf[difftypes.Tree](), pairOf[difftypes.Interfaces](),
	pairOf[difftypes.Generic[int]](), pairOf[difftypes.UsesGeneric](), pairOf[difftypes.Empty](),
	pairOf[difftypes.OnlyUnexported](), pairOf[difftypes.CaseFold](), pairOf[difftypes.InlineStructs](),
	pairOf[difftypes.TaggedEmbedsAlike](), pairOf[difftypes.TagDiffs](), pairOf[difftypes.V2Methods](),
	pairOf[any](), pairOf[map[string]any](), pairOf[[]difftypes.Scalars](),
}

// TestV2MethodsMatchEncodingJSON checks, on Go 1.27, the MarshalJSONTo and
// UnmarshalJSONFrom that -std_marshalers generates, through encoding/json's
// own calls (json.Unmarshal, json.Decoder with DisallowUnknownFields and
// UseNumber, json.Marshal, MarshalIndent, an Encoder without HTML
// escaping): for every type of the differential suite held in a generated
// struct, top-level and as elements of a slice (one method call per
// element), the values, bytes and errors must be those of the same struct
// without methods, on random values and mutations of their encodings.
func TestV2MethodsMatchEncodingJSON(t *testing.T) {
	if !jsonwire.StdV2 {
		t.Skip("encoding/json calls json/v2's methods only where it runs on json/v2 (Go 1.27)")
	}
	for i, p := range holdsPairs {
		name := p.gen().Type().Elem().String()
		t.Run(name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(uint64(i)+*seedFlag, 3))
			f := &filler{rng: rng}
			var inputs [][]byte
			fails := 0
			report := func(format string, args ...any) {
				if fails++; fails <= 5 {
					t.Errorf(format, args...)
				}
			}
			for range valuesPerType / 3 {
				plain := p.plain()
				f.bad = rng.IntN(4) == 0
				f.fill(plain.Elem())
				gen := reflect.New(p.gen().Type().Elem())
				gen.Elem().Set(plain.Elem().Convert(gen.Elem().Type()))
				want, werr := json.Marshal(plain.Interface())
				got, gerr := json.Marshal(gen.Interface())
				if werr == nil && (gerr != nil || !bytes.Equal(got, want)) {
					report("json.Marshal: %s, %v; without methods: %s", got, gerr, want)
				}
				if werr != nil {
					continue // errors: DIFFERENCES.md item 3
				}
				wi, _ := json.MarshalIndent(plain.Interface(), "> ", "\t")
				gi, err := json.MarshalIndent(gen.Interface(), "> ", "\t")
				if err != nil || !bytes.Equal(gi, wi) {
					report("json.MarshalIndent: %s, %v; without methods: %s", gi, err, wi)
				}
				var wb, gb bytes.Buffer
				we, ge := json.NewEncoder(&wb), json.NewEncoder(&gb)
				we.SetEscapeHTML(false)
				ge.SetEscapeHTML(false)
				we.Encode(plain.Interface())
				if err := ge.Encode(gen.Interface()); err != nil || gb.String() != wb.String() {
					report("Encoder without HTML escaping: %s, %v; without methods: %s", gb.Bytes(), err, wb.Bytes())
				}
				inputs = append(inputs, want, []byte("["+string(want)+","+string(want)+"]"))
				for range 4 {
					inputs = append(inputs, mutate(rng, want))
				}
			}
			for _, in := range inputs {
				for _, prefill := range []bool{false, true} {
					want := p.plain()
					if prefill {
						f.bad = false
						f.fill(want.Elem())
					}
					got := reflect.New(p.gen().Type().Elem())
					got.Elem().Set(deepCopy(want.Elem()).Convert(got.Elem().Type()))
					werr := json.Unmarshal(in, want.Interface())
					gerr := json.Unmarshal(in, got.Interface())
					if msg := compareStd(got, gerr, want, werr); msg != "" {
						report("json.Unmarshal (prefill %v): %s\ninput: %s", prefill, msg, in)
					}
				}
				gs, ws := p.slices()
				werr := json.Unmarshal(in, ws.Interface())
				gerr := json.Unmarshal(in, gs.Interface())
				if msg := compareStd(gs, gerr, ws, werr); msg != "" {
					report("json.Unmarshal into a slice: %s\ninput: %s", msg, in)
				}
				want, got := p.plain(), p.gen()
				wd := json.NewDecoder(strings.NewReader(string(in) + " " + string(in)))
				gd := json.NewDecoder(strings.NewReader(string(in) + " " + string(in)))
				for _, d := range []*json.Decoder{wd, gd} {
					d.DisallowUnknownFields()
					d.UseNumber()
				}
				for range 2 {
					werr, gerr := wd.Decode(want.Interface()), gd.Decode(got.Interface())
					if msg := compareStd(got, gerr, want, werr); msg != "" {
						report("json.Decoder with its options: %s\ninput: %s", msg, in)
						break
					}
				}
			}
			if fails > 5 {
				t.Errorf("%d differences", fails)
			}
		})
	}
}

// compareStd is compareDecode for a generated type and its copy without
// methods: the values are compared as the generated type.
func compareStd(got reflect.Value, gerr error, want reflect.Value, werr error) string {
	w := reflect.New(got.Type().Elem())
	if t := got.Type().Elem(); t.Kind() == reflect.Slice {
		if !want.Elem().IsNil() {
			s := reflect.MakeSlice(t, want.Elem().Len(), want.Elem().Len())
			for i := range s.Len() {
				s.Index(i).Set(want.Elem().Index(i).Convert(t.Elem()))
			}
			w.Elem().Set(s)
		}
	} else {
		w.Elem().Set(want.Elem().Convert(t))
	}
	// An error about the value at the top names its type: the copy's
	// stands for the generated one.
	if te, ok := werr.(*json.UnmarshalTypeError); ok && te.Type == want.Type().Elem() {
		c := *te
		c.Type = got.Type().Elem()
		werr = &c
	}
	return compareDecode(got, gerr, w, werr)
}
