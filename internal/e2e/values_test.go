package e2e

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"strings"
	"time"

	"github.com/jsongen/jsongen/internal/e2e/difftypes"
	"github.com/jsongen/jsongen/internal/e2e/difftypes/other"
)

// filler makes random values of any type for the differential tests.
// Values lean towards the edges: empty and nil, zero, extremes, strings
// that need escaping.
type filler struct {
	rng   *rand.Rand
	depth int
	// bad allows values encoding/json refuses to encode (NaN, years past
	// 9999, failing MarshalJSON methods), to compare errors.
	bad bool
}

var stringPieces = []string{
	"", "a", "hello", "Ünïcødé", "日本", "😀", "<", ">", "&", `"`, `\`, "/", "\n", "\t", "\x00", "\x1f", "\x7f",
	"\u2028", "\u2029", "\xff", "\xe2\x80", "\ufffd", " ", "null", "true", "1e5", "{}", "[", "key",
}

func (f *filler) str() string {
	var b strings.Builder
	for range f.rng.IntN(4) {
		p := stringPieces[f.rng.IntN(len(stringPieces))]
		if !f.bad && !utf8Valid(p) {
			p = "x"
		}
		b.WriteString(p)
	}
	return b.String()
}

func utf8Valid(s string) bool { return strings.ToValidUTF8(s, "\x00") == s }

func (f *filler) float(bits int) float64 {
	specials := []float64{0, math.Copysign(0, -1), 1, -1, 0.5, 1e20, 1e21, 1e-6, 1e-7, 123456789, 3.4e38,
		1.7976931348623157e308, 5e-324, 100, 0.1, -2.5e-10}
	var v float64
	switch n := f.rng.IntN(10); {
	case n < 5:
		v = specials[f.rng.IntN(len(specials))]
	case n < 8:
		v = float64(f.rng.IntN(2000) - 1000)
	default:
		v = math.Float64frombits(f.rng.Uint64())
		if math.IsNaN(v) || math.IsInf(v, 0) {
			v = 42
		}
	}
	if bits == 32 {
		v = float64(float32(v))
		if math.IsInf(v, 0) {
			v = 7
		}
	}
	if f.bad && f.rng.IntN(40) == 0 {
		v = []float64{math.NaN(), math.Inf(1), math.Inf(-1)}[f.rng.IntN(3)]
	}
	return v
}

func (f *filler) int(bits int) int64 {
	switch f.rng.IntN(6) {
	case 0:
		return 0
	case 1:
		return int64(1)<<(bits-1) - 1
	case 2:
		return -int64(1) << (bits - 1)
	default:
		return int64(f.rng.Uint64()) >> (65 - bits)
	}
}

func (f *filler) uint(bits int) uint64 {
	switch f.rng.IntN(5) {
	case 0:
		return 0
	case 1:
		return math.MaxUint64 >> (64 - bits)
	default:
		return f.rng.Uint64() >> (64 - bits)
	}
}

var (
	timeType    = reflect.TypeFor[time.Time]()
	numberType  = reflect.TypeFor[json.Number]()
	rawType     = reflect.TypeFor[json.RawMessage]()
	valMarshal  = reflect.TypeFor[difftypes.ValMarshal]()
	valText     = reflect.TypeFor[difftypes.ValText]()
	anyType     = reflect.TypeFor[any]()
	levelType   = reflect.TypeFor[other.Level]()
	textKeyType = reflect.TypeFor[difftypes.TextKey]()
	intTextType = reflect.TypeFor[difftypes.IntText]()
)

// newSeedFiller returns a filler with a fixed seed, for fuzz corpora.
func newSeedFiller() *filler {
	return &filler{rng: rand.New(rand.NewPCG(11, 12))}
}

// fill sets v, which must be settable, to a random value.
func (f *filler) fill(v reflect.Value) {
	t := v.Type()
	switch t {
	case timeType:
		sec := f.rng.Int64N(4e9) - 1e9
		zones := []*time.Location{time.UTC, time.FixedZone("x", 3600*5+1800), time.FixedZone("y", -7*3600)}
		tm := time.Unix(sec, f.rng.Int64N(1e9)).In(zones[f.rng.IntN(len(zones))])
		if f.rng.IntN(4) == 0 {
			tm = tm.Truncate(time.Second)
		}
		if f.bad && f.rng.IntN(30) == 0 {
			tm = time.Date(10000+f.rng.IntN(10), 1, 1, 0, 0, 0, 0, time.UTC)
		}
		v.Set(reflect.ValueOf(tm))
		return
	case numberType:
		nums := []string{"0", "-1", "1.5", "1e400", "12345678901234567890", "-0.0e-5", ""}
		n := nums[f.rng.IntN(len(nums))]
		if f.bad && f.rng.IntN(20) == 0 {
			n = "12abc"
		}
		v.SetString(n)
		return
	case rawType:
		raws := []string{"", `null`, ` { "a" : [1, 2 ,3] } `, `"<html>&"`, "\"\u2028\"", `[]`, `12.5`, `true`}
		r := raws[f.rng.IntN(len(raws))]
		if r == "" {
			v.SetZero()
			return
		}
		if f.bad && f.rng.IntN(20) == 0 {
			r = `{"unterminated"`
		}
		v.SetBytes([]byte(r))
		return
	case valMarshal:
		n := f.rng.IntN(12)
		if f.bad {
			n = f.rng.IntN(16)
		}
		v.Field(0).SetInt(int64(n))
		return
	case valText:
		s := f.str()
		if f.bad && f.rng.IntN(10) == 0 {
			s = "fail"
		}
		v.Field(0).SetString(s)
		return
	case levelType, intTextType:
		v.SetInt(int64(f.rng.IntN(5)))
		return
	}
	switch t.Kind() {
	case reflect.Bool:
		v.SetBool(f.rng.IntN(2) == 0)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(f.int(t.Bits()))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		v.SetUint(f.uint(t.Bits()))
	case reflect.Float32, reflect.Float64:
		v.SetFloat(f.float(t.Bits()))
	case reflect.String:
		v.SetString(f.str())
	case reflect.Pointer:
		if f.depth > 4 || f.rng.IntN(3) == 0 {
			v.SetZero()
			return
		}
		p := reflect.New(t.Elem())
		f.depth++
		f.fill(p.Elem())
		f.depth--
		v.Set(p)
	case reflect.Slice:
		if f.rng.IntN(4) == 0 {
			v.SetZero()
			return
		}
		n := f.rng.IntN(4)
		if f.depth > 3 {
			n = 0
		}
		s := reflect.MakeSlice(t, n, n)
		f.depth++
		for i := range n {
			f.fill(s.Index(i))
		}
		f.depth--
		v.Set(s)
	case reflect.Array:
		f.depth++
		for i := range v.Len() {
			f.fill(v.Index(i))
		}
		f.depth--
	case reflect.Map:
		if f.rng.IntN(4) == 0 {
			v.SetZero()
			return
		}
		m := reflect.MakeMap(t)
		n := f.rng.IntN(4)
		if f.depth > 3 {
			n = 0
		}
		f.depth++
		for range n {
			k := reflect.New(t.Key()).Elem()
			f.fill(k)
			e := reflect.New(t.Elem()).Elem()
			f.fill(e)
			m.SetMapIndex(k, e)
		}
		f.depth--
		v.Set(m)
	case reflect.Struct:
		f.depth++
		for i := range t.NumField() {
			if t.Field(i).IsExported() {
				f.fill(v.Field(i))
			}
		}
		f.depth--
	case reflect.Interface:
		f.fillInterface(v)
	default:
		panic(fmt.Sprintf("filler: cannot fill %v", t))
	}
}

// fillInterface sets an interface to nil or to a value implementing it.
func (f *filler) fillInterface(v reflect.Value) {
	if f.rng.IntN(4) == 0 || f.depth > 4 {
		v.SetZero()
		return
	}
	var candidates []any
	switch v.Type() {
	case anyType:
		f.depth++
		defer func() { f.depth-- }()
		m := map[string]any{"k": f.float(64), "<s>": f.str()}
		if f.depth > 3 {
			m = nil
		}
		candidates = []any{f.float(64), f.str(), true, []any{1.5, "x", nil}, m, map[string]any{},
			&difftypes.Scalars{I: 5, S: f.str()}, difftypes.Scalars{F64: f.float(64)}, json.Number("7"),
			&difftypes.Node{Value: 3}, []int{1, 2}, &difftypes.HoldsPtrMarshal{P: difftypes.PtrMarshal{N: 4}},
			difftypes.HoldsPtrMarshal{P: difftypes.PtrMarshal{N: 5}}}
	default:
		for _, c := range []any{&difftypes.Circle{R: f.float(64)}, &difftypes.PtrZero{N: 7}, &difftypes.PtrZero{N: 1},
			difftypes.ValZero{N: -1}, difftypes.ValZero{N: 2}, time.Duration(5), fmt.Errorf("boom"), (*difftypes.Circle)(nil),
			(*difftypes.PtrZero)(nil), difftypes.JSONAndText(f.rng.IntN(9)), difftypes.AppendsToo(f.rng.IntN(9)),
			difftypes.BothMarshalers{N: 3}, &difftypes.PtrMarshalerTo{N: 4}, difftypes.PtrMarshalerTo{N: 5}} {
			if reflect.TypeOf(c).Implements(v.Type()) {
				candidates = append(candidates, c)
			}
		}
	}
	if len(candidates) == 0 {
		v.SetZero()
		return
	}
	v.Set(reflect.ValueOf(candidates[f.rng.IntN(len(candidates))]))
}
