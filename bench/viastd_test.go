package bench

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"
)

// The ViaStd benchmarks time encoding/json's own entry points, the calls
// most programs and frameworks make, on the dataset types four ways: with
// no generated code (lib=std, types/plain), with jsongen's default output,
// which has no MarshalJSON or UnmarshalJSON (lib=jsongendefault,
// types/gen), with jsongen's -std_marshalers output (lib=jsongen,
// types/genstd) and with easyjson's default output, which has both
// methods (lib=easyjson, types/easystd). They show what generating those
// methods does to a program that keeps calling encoding/json.

// viaStd are the type sets the ViaStd benchmarks compare, by lib name.
var viaStd = []struct {
	name  string
	types TypeSet
}{{"std", Plain}, {"jsongendefault", Gen}, {"jsongen", GenStd}, {"easyjson", EasyStd}}

// benchViaStd runs fn, a call of encoding/json on a value of the dataset's
// type in the given type set, for every dataset and type set.
func benchViaStd(b *testing.B, fn func(b *testing.B, d *Dataset, t TypeSet) func() error) {
	for _, d := range Datasets {
		for _, s := range viaStd {
			b.Run("data="+d.Name+"/lib="+s.name, func(b *testing.B) {
				call := fn(b, d, s.types)
				b.ReportAllocs()
				for b.Loop() {
					if err := call(); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

func BenchmarkViaStdMarshal(b *testing.B) {
	benchViaStd(b, func(b *testing.B, d *Dataset, t TypeSet) func() error {
		v := marshalValue(b, d, t)
		b.SetBytes(int64(len(d.MarshalInput())))
		return func() error { _, err := json.Marshal(v); return err }
	})
}

func BenchmarkViaStdMarshalIndent(b *testing.B) {
	benchViaStd(b, func(b *testing.B, d *Dataset, t TypeSet) func() error {
		v := marshalValue(b, d, t)
		b.SetBytes(int64(len(d.MarshalInput())))
		return func() error { _, err := json.MarshalIndent(v, "", "  "); return err }
	})
}

func BenchmarkViaStdEncode(b *testing.B) {
	benchViaStd(b, func(b *testing.B, d *Dataset, t TypeSet) func() error {
		v := marshalValue(b, d, t)
		b.SetBytes(int64(len(d.MarshalInput())))
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		return func() error { buf.Reset(); return enc.Encode(v) }
	})
}

func BenchmarkViaStdUnmarshal(b *testing.B) {
	benchViaStd(b, func(b *testing.B, d *Dataset, t TypeSet) func() error {
		data := d.Data()
		b.SetBytes(int64(len(data)))
		return func() error { return json.Unmarshal(data, d.New[t]()) }
	})
}

func BenchmarkViaStdDecode(b *testing.B) {
	benchViaStd(b, func(b *testing.B, d *Dataset, t TypeSet) func() error {
		data := d.Data()
		b.SetBytes(int64(len(data)))
		return func() error { return json.NewDecoder(bytes.NewReader(data)).Decode(d.New[t]()) }
	})
}

// BenchmarkViaStdDecodeOptions decodes with DisallowUnknownFields and
// UseNumber. Neither reaches an UnmarshalJSON method, so with the methods
// the decoding also does something else: TestViaStdDecoderOptions.
func BenchmarkViaStdDecodeOptions(b *testing.B) {
	benchViaStd(b, func(b *testing.B, d *Dataset, t TypeSet) func() error {
		data := d.Data()
		b.SetBytes(int64(len(data)))
		return func() error {
			dec := json.NewDecoder(bytes.NewReader(data))
			dec.DisallowUnknownFields()
			dec.UseNumber()
			return dec.Decode(d.New[t]())
		}
	})
}

// TestViaStdAgrees checks what the ViaStd benchmarks time: through each
// entry point, the types with jsongen's MarshalJSON and UnmarshalJSON give
// the bytes and the values the types without them give. (easyjson's are
// timed as they are: its output differs from encoding/json's on some
// datasets, see TestAgreement.)
func TestViaStdAgrees(t *testing.T) {
	for _, d := range Datasets {
		t.Run(d.Name, func(t *testing.T) {
			plain, gen := d.New[Plain](), d.New[GenStd]()
			for _, v := range []any{plain, gen} {
				if err := json.Unmarshal(d.MarshalInput(), v); err != nil {
					t.Fatal(err)
				}
			}
			for name, enc := range map[string]func(any) ([]byte, error){
				"Marshal":       json.Marshal,
				"MarshalIndent": func(v any) ([]byte, error) { return json.MarshalIndent(v, "", "  ") },
				"Encode": func(v any) ([]byte, error) {
					var buf bytes.Buffer
					err := json.NewEncoder(&buf).Encode(v)
					return buf.Bytes(), err
				},
			} {
				want, werr := enc(plain)
				got, gerr := enc(gen)
				if werr != nil || gerr != nil || !bytes.Equal(got, want) {
					t.Errorf("%s: %v %v\n%s", name, gerr, werr, firstDiff(got, want))
				}
			}
			back := d.New[GenStd]()
			if err := json.NewDecoder(bytes.NewReader(d.Data())).Decode(back); err != nil {
				t.Fatal(err)
			}
			ref := d.New[GenStd]()
			if err := json.Unmarshal(d.Data(), ref); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(back, ref) {
				t.Error("Decode and Unmarshal differ")
			}
		})
	}
}
