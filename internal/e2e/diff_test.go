package e2e

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/jsongen/jsongen"
	"github.com/jsongen/jsongen/internal/e2e/difftypes"
	"github.com/jsongen/jsongen/internal/jsonwire"
)

// diffTypes are the types of the differential suite. Each has generated
// EncodeJSON and DecodeJSON methods but no MarshalJSON or UnmarshalJSON,
// so encoding/json handles them by reflection: it is the reference.
var diffTypes = []reflect.Type{
	reflect.TypeFor[difftypes.Scalars](),
	reflect.TypeFor[difftypes.KeyLengths](),
	reflect.TypeFor[difftypes.HoldsServices](),
	reflect.TypeFor[difftypes.NamedScalars](),
	reflect.TypeFor[difftypes.Pointers](),
	reflect.TypeFor[difftypes.Collections](),
	reflect.TypeFor[difftypes.Special](),
	reflect.TypeFor[difftypes.IntList](),
	reflect.TypeFor[difftypes.Lookup](),
	reflect.TypeFor[difftypes.Grid](),
	reflect.TypeFor[difftypes.WithAlias](),
	reflect.TypeFor[difftypes.Tags](),
	reflect.TypeFor[difftypes.ZeroTags](),
	reflect.TypeFor[difftypes.Quoted](),
	reflect.TypeFor[difftypes.Embedding](),
	reflect.TypeFor[difftypes.TaggedEmbed](),
	reflect.TypeFor[difftypes.EmbedPtrUnexported](),
	reflect.TypeFor[difftypes.EmbedOther](),
	reflect.TypeFor[difftypes.Conflict](),
	reflect.TypeFor[difftypes.Twice](),
	reflect.TypeFor[difftypes.EmbedNonStruct](),
	reflect.TypeFor[difftypes.UsesOther](),
	reflect.TypeFor[difftypes.Methods](),
	reflect.TypeFor[difftypes.HoldsPtrMarshal](),
	reflect.TypeFor[difftypes.OuterSensitive](),
	reflect.TypeFor[difftypes.Node](),
	reflect.TypeFor[difftypes.List](),
	reflect.TypeFor[difftypes.Tree](),
	reflect.TypeFor[difftypes.Interfaces](),
	reflect.TypeFor[difftypes.Generic[int]](),
	reflect.TypeFor[difftypes.Generic[string]](),
	reflect.TypeFor[difftypes.Generic[*difftypes.Scalars]](),
	reflect.TypeFor[difftypes.Generic[difftypes.PtrMarshal]](),
	reflect.TypeFor[difftypes.UsesGeneric](),
	reflect.TypeFor[difftypes.Empty](),
	reflect.TypeFor[difftypes.OnlyUnexported](),
	reflect.TypeFor[difftypes.CaseFold](),
	reflect.TypeFor[difftypes.InlineStructs](),
	reflect.TypeFor[difftypes.TaggedEmbedsAlike](),
	reflect.TypeFor[difftypes.TagDiffs](),
	reflect.TypeFor[difftypes.V2Methods](),
	reflect.TypeFor[difftypes.Toolchains](),
}

// valuesPerType is how many random values each type gets per test; the
// -diff.values flag raises it for a longer search.
var valuesPerType = 300

var seedFlag = flag.Uint64("diff.seed", 0, "added to the random seeds of the differential tests")

func init() {
	flag.IntVar(&valuesPerType, "diff.values", valuesPerType, "random values per type in the differential tests")
}

// TestMarshalMatchesEncodingJSON encodes random values of every type with
// the generated code and with encoding/json and compares the bytes, and
// the errors when there are any.
func TestMarshalMatchesEncodingJSON(t *testing.T) {
	for _, bad := range []bool{false, true} {
		for _, typ := range diffTypes {
			t.Run(fmt.Sprintf("%v/bad=%v", typ, bad), func(t *testing.T) {
				f := &filler{rng: rand.New(rand.NewPCG(uint64(len(typ.String()))+*seedFlag, 1)), bad: bad}
				fails := 0
				for i := range valuesPerType {
					p := reflect.New(typ)
					f.fill(p.Elem())
					if _, ok := p.Interface().(jsongen.Marshaler); !ok {
						t.Fatalf("%v has no generated EncodeJSON", typ)
					}
					want, werr := json.Marshal(p.Interface())
					got, gerr := jsongen.Marshal(p.Interface())
					if msg := compareEncode(got, gerr, want, werr); msg != "" && !stdMayWrite(func() ([]byte, error) { return json.Marshal(p.Interface()) }, got) {
						fails++
						if fails <= 5 {
							t.Errorf("value %d: %s\nvalue: %#v", i, msg, p.Elem().Interface())
						}
					}
				}
				if fails > 5 {
					t.Errorf("%d of %d values differ", fails, valuesPerType)
				}
			})
		}
	}
}

// TestGeneratedLiteralsAtEveryRoom encodes random KeyLengths values, whose
// literals have every length from 5 to 45, into buffers with every spare
// capacity up to 80 bytes, so that each literal of generated code is
// written both by Writer.TryRaw, the compiler having inlined it with the
// literal as a constant, and by Writer.RawGrow when it does not fit. The
// bytes must be encoding/json's.
func TestGeneratedLiteralsAtEveryRoom(t *testing.T) {
	f := &filler{rng: rand.New(rand.NewPCG(7+*seedFlag, 8))}
	for i := range 40 {
		var v difftypes.KeyLengths
		f.fill(reflect.ValueOf(&v).Elem())
		want, err := json.Marshal(&v)
		if err != nil {
			t.Fatal(err)
		}
		for room := range 81 {
			got, err := jsongen.MarshalAppend(make([]byte, 0, room), &v)
			if err != nil || !bytes.Equal(got, want) {
				t.Fatalf("value %d, %d bytes of room: %s, %v\nencoding/json: %s", i, room, got, err, want)
			}
		}
	}
}

// stdMayWrite reports whether encoding/json may write got on another call
// of marshal. On json/v2, map keys that write alike (a key of a string
// type with invalid UTF-8 is written with U+FFFD in place of each bad
// byte) come in random order, as Go's map order leaves them: encoding/json
// writes each order in turn.
func stdMayWrite(marshal func() ([]byte, error), got []byte) bool {
	if !jsonwire.StdV2 {
		return false
	}
	for range 100 {
		if want, err := marshal(); err == nil && bytes.Equal(got, want) {
			return true
		}
	}
	return false
}

// compareEncode returns what differs between jsongen's and encoding/json's
// results, or "".
func compareEncode(got []byte, gerr error, want []byte, werr error) string {
	switch {
	case werr != nil && gerr == nil:
		return fmt.Sprintf("encoding/json fails with %v, jsongen writes %s", werr, got)
	case werr == nil && gerr != nil:
		return fmt.Sprintf("jsongen fails with %v, encoding/json writes %s", gerr, want)
	case werr != nil:
		if gerr.Error() != werr.Error() {
			return fmt.Sprintf("errors differ:\n jsongen:       %v\n encoding/json: %v", gerr, werr)
		}
		if reflect.TypeOf(gerr) != reflect.TypeOf(werr) {
			return fmt.Sprintf("error types differ: %T, %T", gerr, werr)
		}
	case !bytes.Equal(got, want):
		return fmt.Sprintf("output differs:\n jsongen:       %s\n encoding/json: %s", got, want)
	}
	return ""
}

// TestUnmarshalMatchesEncodingJSON decodes, into every type, the encodings
// of random values and many mutations of them (other kinds, truncation,
// stray bytes, changed case, duplicate keys), with the generated code and
// with encoding/json, and compares the errors and the values.
func TestUnmarshalMatchesEncodingJSON(t *testing.T) {
	for _, typ := range diffTypes {
		t.Run(typ.String(), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(uint64(len(typ.String()))+*seedFlag, 2))
			f := &filler{rng: rng}
			var inputs [][]byte
			for range valuesPerType / 3 {
				p := reflect.New(typ)
				f.fill(p.Elem())
				b, err := json.Marshal(p.Interface())
				if err != nil {
					continue
				}
				inputs = append(inputs, b)
				for range 4 {
					inputs = append(inputs, mutate(rng, b))
				}
			}
			fails := 0
			for i, in := range inputs {
				// Decode into a zero value, and into a random one, to check
				// that decoding merges as encoding/json does.
				for _, prefill := range []bool{false, true} {
					want := reflect.New(typ)
					if prefill {
						f.fill(want.Elem())
					}
					got := reflect.New(typ)
					got.Elem().Set(deepCopy(want.Elem()))
					werr := json.Unmarshal(in, want.Interface())
					gerr := jsongen.Unmarshal(in, got.Interface())
					if msg := compareDecode(got, gerr, want, werr); msg != "" {
						fails++
						if fails <= 5 {
							t.Errorf("input %d (prefill %v): %s\ninput: %s", i, prefill, msg, in)
						}
					}
				}
			}
			if fails > 5 {
				t.Errorf("%d of %d decodings differ", fails, 2*len(inputs))
			}
		})
	}
}

// compareDecode returns what differs between jsongen's and encoding/json's
// decoding, or "": the errors, by type and text, and the values.
func compareDecode(got reflect.Value, gerr error, want reflect.Value, werr error) string {
	if (gerr == nil) != (werr == nil) || gerr != nil && (reflect.TypeOf(gerr) != reflect.TypeOf(werr) || gerr.Error() != werr.Error()) {
		return fmt.Sprintf("errors differ:\n jsongen:       %T %v\n encoding/json: %T %v", gerr, gerr, werr, werr)
	}
	if !reflect.DeepEqual(gerr, werr) {
		return fmt.Sprintf("errors hold different values:\n jsongen:       %#v\n encoding/json: %#v", gerr, werr)
	}
	// After a syntax error encoding/json has stored nothing, jsongen may
	// have stored what came before it (a documented difference).
	var jse *json.SyntaxError
	if errors.As(werr, &jse) {
		return ""
	}
	if !reflect.DeepEqual(got.Interface(), want.Interface()) {
		path, g, w := firstDiff(got.Elem(), want.Elem(), "")
		return fmt.Sprintf("values differ at %s (errors %v / %v):\n jsongen:       %s\n encoding/json: %s", path, gerr, werr, g, w)
	}
	return ""
}

// firstDiff finds where two values of the same type first differ and
// describes both there.
func firstDiff(a, b reflect.Value, path string) (string, string, string) {
	show := func(v reflect.Value) string {
		if !v.IsValid() {
			return "<invalid>"
		}
		return fmt.Sprintf("%#v", v.Interface())
	}
	if !a.IsValid() || !b.IsValid() || a.Type() != b.Type() {
		return path, show(a), show(b)
	}
	switch a.Kind() {
	case reflect.Pointer, reflect.Interface:
		if a.IsNil() || b.IsNil() {
			return path, show(a), show(b)
		}
		if a.Kind() == reflect.Interface && a.Elem().Type() != b.Elem().Type() {
			return path, show(a), show(b)
		}
		return firstDiff(a.Elem(), b.Elem(), path)
	case reflect.Struct:
		for i := range a.NumField() {
			if !a.Type().Field(i).IsExported() {
				if !reflect.DeepEqual(a.Interface(), b.Interface()) {
					return path, show(a), show(b)
				}
				continue
			}
			if !reflect.DeepEqual(a.Field(i).Interface(), b.Field(i).Interface()) {
				return firstDiff(a.Field(i), b.Field(i), path+"."+a.Type().Field(i).Name)
			}
		}
	case reflect.Slice, reflect.Array:
		if a.Len() != b.Len() || a.Kind() == reflect.Slice && a.IsNil() != b.IsNil() {
			return path, show(a), show(b)
		}
		for i := range a.Len() {
			if !reflect.DeepEqual(a.Index(i).Interface(), b.Index(i).Interface()) {
				return firstDiff(a.Index(i), b.Index(i), fmt.Sprintf("%s[%d]", path, i))
			}
		}
	case reflect.Map:
		if a.Len() != b.Len() || a.IsNil() != b.IsNil() {
			return path, show(a), show(b)
		}
		for _, k := range a.MapKeys() {
			if !reflect.DeepEqual(a.MapIndex(k).Interface(), b.MapIndex(k).Interface()) {
				return firstDiff(a.MapIndex(k), b.MapIndex(k), fmt.Sprintf("%s[%#v]", path, k.Interface()))
			}
		}
	}
	return path, show(a), show(b)
}

// mutate returns a variant of the JSON document in: with a value replaced
// by one of another kind, a byte dropped, added or changed, the input cut
// short, a key's case changed, a member duplicated, or whitespace added.
func mutate(rng *rand.Rand, in []byte) []byte {
	b := bytes.Clone(in)
	if len(b) == 0 {
		return b
	}
	i := rng.IntN(len(b))
	switch rng.IntN(10) {
	case 0:
		return b[:i]
	case 1:
		return append(b[:i:i], b[i+1:]...)
	case 2:
		stray := []byte(`{}[],:"\ 0-e.tfn` + "\x00\xff")
		return append(b[:i:i], append([]byte{stray[rng.IntN(len(stray))]}, b[i:]...)...)
	case 3, 4:
		// Replace the value after some colon with a value of another kind.
		colons := indexAll(b, ':')
		if len(colons) == 0 {
			return b
		}
		c := colons[rng.IntN(len(colons))] + 1
		end := valueEnd(b, c)
		repl := []string{`null`, `"str"`, `123`, `-1.5e3`, `true`, `{}`, `[]`, `[1,"a"]`, `{"x":1}`, `"123"`, `"true"`,
			`"null"`, `1e400`, `-0`, `18446744073709551616`, `"\"q\""`, `"AAEC"`, `"_-!"`, `""`, `"1.5"`, `"0x10"`}
		return append(b[:c:c], append([]byte(repl[rng.IntN(len(repl))]), b[end:]...)...)
	case 5:
		return bytes.ToUpper(b)
	case 6:
		// Duplicate the first member of the outer object.
		if b[0] != '{' || len(b) < 3 {
			return b
		}
		end := valueEnd(b, bytes.IndexByte(b, ':')+1)
		return append(append([]byte{'{'}, b[1:end]...), append([]byte{','}, b[1:]...)...)
	case 7:
		return bytes.ReplaceAll(b, []byte(","), []byte(" ,\n\t"))
	case 8:
		return append(b, []byte(" x")...)
	default:
		b[i] = byte(rng.IntN(256))
		return b
	}
}

func indexAll(b []byte, c byte) []int {
	var out []int
	for i, x := range b {
		if x == c {
			out = append(out, i)
		}
	}
	return out
}

// valueEnd finds roughly where the value starting at b[i] ends: good
// enough to make interesting mutations, which may be invalid.
func valueEnd(b []byte, i int) int {
	depth := 0
	inStr := false
	for j := i; j < len(b); j++ {
		c := b[j]
		switch {
		case inStr:
			if c == '\\' {
				j++
			} else if c == '"' {
				inStr = false
				if depth == 0 {
					return j + 1
				}
			}
		case c == '"':
			inStr = true
		case c == '{' || c == '[':
			depth++
		case c == '}' || c == ']':
			if depth == 0 {
				return j
			}
			depth--
			if depth == 0 {
				return j + 1
			}
		case c == ',' && depth == 0:
			return j
		}
	}
	return len(b)
}

// deepCopy returns a copy of v sharing no memory with it.
func deepCopy(v reflect.Value) reflect.Value {
	out := reflect.New(v.Type()).Elem()
	copyInto(out, v)
	return out
}

func copyInto(dst, src reflect.Value) {
	switch src.Kind() {
	case reflect.Pointer:
		if !src.IsNil() {
			p := reflect.New(src.Type().Elem())
			copyInto(p.Elem(), src.Elem())
			dst.Set(p)
		}
	case reflect.Slice:
		if !src.IsNil() {
			s := reflect.MakeSlice(src.Type(), src.Len(), src.Cap())
			for i := range src.Len() {
				copyInto(s.Index(i), src.Index(i))
			}
			dst.Set(s)
		}
	case reflect.Map:
		if !src.IsNil() {
			m := reflect.MakeMap(src.Type())
			iter := src.MapRange()
			for iter.Next() {
				e := reflect.New(src.Type().Elem()).Elem()
				copyInto(e, iter.Value())
				m.SetMapIndex(iter.Key(), e)
			}
			dst.Set(m)
		}
	case reflect.Struct:
		dst.Set(src) // unexported fields, as in time.Time, are copied as they are
		for i := range src.NumField() {
			if dst.Field(i).CanSet() {
				copyInto(dst.Field(i), src.Field(i))
			}
		}
	case reflect.Array:
		for i := range src.Len() {
			copyInto(dst.Index(i), src.Index(i))
		}
	case reflect.Interface:
		if !src.IsNil() {
			e := reflect.New(src.Elem().Type()).Elem()
			copyInto(e, src.Elem())
			dst.Set(e)
		}
	default:
		dst.Set(src)
	}
}

// TestEncoderWithoutHTMLEscaping compares jsongen.Encoder with
// json.Encoder, both with HTML escaping off, on random values.
func TestEncoderWithoutHTMLEscaping(t *testing.T) {
	for _, typ := range diffTypes {
		f := &filler{rng: rand.New(rand.NewPCG(uint64(len(typ.String()))+*seedFlag, 3))}
		for i := range valuesPerType / 5 {
			p := reflect.New(typ)
			f.fill(p.Elem())
			var got, want bytes.Buffer
			genc, wenc := jsongen.NewEncoder(&got), json.NewEncoder(&want)
			genc.SetEscapeHTML(false)
			wenc.SetEscapeHTML(false)
			gerr, werr := genc.Encode(p.Interface()), wenc.Encode(p.Interface())
			again := func() ([]byte, error) {
				want.Reset()
				err := wenc.Encode(p.Interface())
				return want.Bytes(), err
			}
			if msg := compareEncode(got.Bytes(), gerr, want.Bytes(), werr); msg != "" && !stdMayWrite(again, got.Bytes()) {
				t.Errorf("%v value %d: %s", typ, i, msg)
				break
			}
		}
	}
}
