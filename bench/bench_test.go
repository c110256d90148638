package bench

import (
	"bytes"
	"encoding/json"
	"os"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/jsongen/jsongen"
)

// Benchmark names are Benchmark<Direction>/data=<dataset>/lib=<library>,
// which benchstat can pivot on (-col /lib) and cmd/report reads.

func BenchmarkUnmarshal(b *testing.B) {
	for _, d := range Datasets {
		for _, lib := range Libs {
			b.Run("data="+d.Name+"/lib="+lib.Name, func(b *testing.B) {
				data, newValue := d.Data(), d.New[lib.Types]
				b.SetBytes(int64(len(data)))
				b.ReportAllocs()
				for b.Loop() {
					if err := lib.Unmarshal(data, newValue()); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkUnmarshalReuse decodes each time into the same value, decoded
// into once before timing, the way a loop reading many messages of one
// type might. encoding/json, jsongen, goccy and segmentio refill slices
// from their start within their capacity and add to maps, so the time is
// mostly the decoding's; easyjson and json/v2 make new slices, so theirs
// still includes most of the new value's allocation (bench/README.md).
// TestUnmarshalReuseAgrees checks that each ends with the value a fresh
// decode gives. cmd/report sets jsongen's time beside its Unmarshal to
// show how much of that is the new value's allocation.
func BenchmarkUnmarshalReuse(b *testing.B) {
	for _, d := range Datasets {
		for _, lib := range Libs {
			b.Run("data="+d.Name+"/lib="+lib.Name, func(b *testing.B) {
				data, v := d.Data(), d.New[lib.Types]()
				if err := lib.Unmarshal(data, v); err != nil {
					b.Fatal(err)
				}
				b.SetBytes(int64(len(data)))
				b.ReportAllocs()
				for b.Loop() {
					if err := lib.Unmarshal(data, v); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

func BenchmarkMarshal(b *testing.B) {
	for _, d := range Datasets {
		for _, lib := range Libs {
			if lib.Marshal == nil {
				continue
			}
			b.Run("data="+d.Name+"/lib="+lib.Name, func(b *testing.B) {
				v := marshalValue(b, d, lib.Types)
				out, err := lib.Marshal(v)
				if err != nil {
					b.Fatal(err)
				}
				b.SetBytes(int64(len(out)))
				b.ReportAllocs()
				for b.Loop() {
					if _, err := lib.Marshal(v); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

func BenchmarkUnmarshalAny(b *testing.B) {
	for _, d := range Datasets {
		if !d.Any {
			continue
		}
		for _, lib := range Libs {
			if lib.UnmarshalAny == nil {
				continue
			}
			b.Run("data="+d.Name+"/lib="+lib.Name, func(b *testing.B) {
				data := d.Data()
				b.SetBytes(int64(len(data)))
				b.ReportAllocs()
				for b.Loop() {
					var v any
					if err := lib.UnmarshalAny(data, &v); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

func BenchmarkMarshalAny(b *testing.B) {
	for _, d := range Datasets {
		if !d.Any {
			continue
		}
		for _, lib := range Libs {
			if lib.MarshalAny == nil {
				continue
			}
			b.Run("data="+d.Name+"/lib="+lib.Name, func(b *testing.B) {
				var v any
				if err := json.Unmarshal(d.MarshalInput(), &v); err != nil {
					b.Fatal(err)
				}
				out, err := lib.MarshalAny(v)
				if err != nil {
					b.Fatal(err)
				}
				b.SetBytes(int64(len(out)))
				b.ReportAllocs()
				for b.Loop() {
					if _, err := lib.MarshalAny(v); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkMarshalReuse encodes into one buffer reused across calls, the
// way a server writing many responses would, so that the time is the
// encoding's alone, without allocating and copying the result: for each
// library with such an API (Lib.NewReuse), jsongen.MarshalAppend, sonic's
// EncodeInto, and the Encoders of encoding/json and goccy on a reset
// bytes.Buffer.
func BenchmarkMarshalReuse(b *testing.B) {
	for _, d := range Datasets {
		for _, lib := range Libs {
			if lib.NewReuse == nil {
				continue
			}
			b.Run("data="+d.Name+"/lib="+lib.Name, func(b *testing.B) {
				v := marshalValue(b, d, lib.Types)
				encode := lib.NewReuse()
				out, err := encode(v)
				if err != nil {
					b.Fatal(err)
				}
				b.SetBytes(int64(len(out)))
				b.ReportAllocs()
				for b.Loop() {
					if _, err := encode(v); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkResultCopy times what every Marshal that returns a new slice
// does besides encoding: allocating the result and copying the encoded
// bytes into it (bytes.Clone of encoding/json's output). It is not a
// library; cmd/report sets it beside jsongen's Marshal and MarshalReuse to
// show how much of Marshal's time no encoder can remove.
func BenchmarkResultCopy(b *testing.B) {
	for _, d := range Datasets {
		b.Run("data="+d.Name+"/lib=copy", func(b *testing.B) {
			v := marshalValue(b, d, Plain)
			out, err := json.Marshal(v)
			if err != nil {
				b.Fatal(err)
			}
			b.SetBytes(int64(len(out)))
			b.ReportAllocs()
			for b.Loop() {
				copySink = bytes.Clone(out)
			}
		})
	}
}

// marshalValue returns a new value of the dataset's type in type set t,
// decoded from the document the Marshal benchmarks encode.
func marshalValue(b *testing.B, d *Dataset, t TypeSet) any {
	b.Helper()
	v := d.New[t]()
	if err := json.Unmarshal(d.MarshalInput(), v); err != nil {
		b.Fatal(err)
	}
	return v
}

// copySink keeps BenchmarkResultCopy's copies from being optimised away.
var copySink []byte

// canonical encodes v with encoding/json by reflection (none of the type
// sets has MarshalJSON methods: both generators ran with
// -no_std_marshalers), so equal values of different type sets give equal
// bytes.
func canonical(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestAgreement checks, before anything is timed, that every library
// decodes every dataset to the value encoding/json decodes, and that what
// each library writes decodes back to that value. jsongen's output must
// also be byte for byte encoding/json's.
func TestAgreement(t *testing.T) {
	for _, d := range Datasets {
		t.Run(d.Name, func(t *testing.T) {
			ref := d.New[Plain]()
			if err := json.Unmarshal(d.Data(), ref); err != nil {
				t.Fatal(err)
			}
			want := canonical(t, ref)
			mref := d.New[Plain]()
			if err := json.Unmarshal(d.MarshalInput(), mref); err != nil {
				t.Fatal(err)
			}
			mwantStd := canonical(t, mref)
			stdOut, err := json.Marshal(mref)
			if err != nil {
				t.Fatal(err)
			}
			for _, lib := range Libs {
				mwant := mwantStd
				v := d.New[lib.Types]()
				if err := lib.Unmarshal(d.Data(), v); err != nil {
					t.Errorf("%s: Unmarshal: %v", lib.Name, err)
					continue
				}
				if got := canonical(t, v); !bytes.Equal(got, want) {
					t.Errorf("%s: Unmarshal stores a different value:\n%s", lib.Name, firstDiff(got, want))
				}
				if lib.Marshal == nil {
					continue
				}
				mv := d.New[lib.Types]()
				if err := json.Unmarshal(d.MarshalInput(), mv); err != nil {
					t.Fatal(err)
				}
				out, err := lib.Marshal(mv)
				if err != nil {
					t.Errorf("%s: Marshal: %v", lib.Name, err)
					continue
				}
				back := d.New[Plain]()
				if lib.NilAsEmpty {
					// Compare with the value as this library means to
					// write it.
					mv := d.New[Plain]()
					json.Unmarshal(d.MarshalInput(), mv)
					fillNils(reflect.ValueOf(mv))
					mwant = canonical(t, mv)
				}
				if err := json.Unmarshal(out, back); err != nil {
					t.Errorf("%s: Marshal wrote what encoding/json cannot read: %v", lib.Name, err)
				} else if got := canonical(t, back); !bytes.Equal(got, mwant) {
					t.Errorf("%s: Marshal wrote a different value:\n%s", lib.Name, firstDiff(got, mwant))
				}
				if lib.Name == "jsongen" && !bytes.Equal(out, stdOut) {
					t.Errorf("jsongen: Marshal bytes differ from encoding/json's:\n%s", firstDiff(out, stdOut))
				}
			}
		})
	}
}

// fillNils replaces the nil slices and maps in v by empty ones, except in
// values with a MarshalJSON method.
func fillNils(v reflect.Value) {
	if v.Type().Implements(marshalerType) || reflect.PointerTo(v.Type()).Implements(marshalerType) && v.Kind() != reflect.Pointer {
		return
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			fillNils(v.Elem())
		}
	case reflect.Struct:
		for i := range v.NumField() {
			fillNils(v.Field(i))
		}
	case reflect.Slice:
		if v.IsNil() {
			v.Set(reflect.MakeSlice(v.Type(), 0, 0))
		}
		for i := range v.Len() {
			fillNils(v.Index(i))
		}
	case reflect.Array:
		for i := range v.Len() {
			fillNils(v.Index(i))
		}
	case reflect.Map:
		if v.IsNil() {
			v.Set(reflect.MakeMap(v.Type()))
		}
		for it := v.MapRange(); it.Next(); {
			e := reflect.New(it.Value().Type()).Elem()
			e.Set(it.Value())
			fillNils(e)
			v.SetMapIndex(it.Key(), e)
		}
	}
}

// TestAgreementAny does the same for decoding into any and encoding it.
func TestAgreementAny(t *testing.T) {
	for _, d := range Datasets {
		if !d.Any {
			continue
		}
		t.Run(d.Name, func(t *testing.T) {
			var want any
			if err := json.Unmarshal(d.Data(), &want); err != nil {
				t.Fatal(err)
			}
			stdOut, err := json.Marshal(want)
			if err != nil {
				t.Fatal(err)
			}
			for _, lib := range Libs {
				if lib.UnmarshalAny != nil {
					var got any
					if err := lib.UnmarshalAny(d.Data(), &got); err != nil {
						t.Errorf("%s: Unmarshal: %v", lib.Name, err)
					} else if !reflect.DeepEqual(got, want) {
						t.Errorf("%s: Unmarshal into any stores a different value", lib.Name)
					}
				}
				if lib.MarshalAny != nil {
					out, err := lib.MarshalAny(want)
					var back any
					if err != nil {
						t.Errorf("%s: Marshal: %v", lib.Name, err)
					} else if err := json.Unmarshal(out, &back); err != nil || !reflect.DeepEqual(back, want) {
						t.Errorf("%s: Marshal of any wrote a different value (%v)", lib.Name, err)
					}
					if lib.Name == "jsongen" && !bytes.Equal(out, stdOut) {
						t.Errorf("jsongen: Marshal bytes differ from encoding/json's:\n%s", firstDiff(out, stdOut))
					}
				}
			}
		})
	}
}

// TestSonicStdWritesStdBytes checks that sonic.ConfigStd ("sonicstd")
// writes encoding/json's bytes on every dataset, typed and into any, so that
// the README's comparison with it is one of equal work. sonic's default
// does not: it leaves HTML unescaped, map keys in map order and the output
// of MarshalJSON methods as written.
func TestSonicStdWritesStdBytes(t *testing.T) {
	i := slices.IndexFunc(Libs, func(l Lib) bool { return l.Name == "sonicstd" })
	if i < 0 {
		t.Fatal("no sonicstd in Libs")
	}
	lib := Libs[i]
	// same checks that marshal writes v as encoding/json does.
	same := func(name string, v any, marshal func(any) ([]byte, error)) {
		want, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		got, err := marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s: %s", name, firstDiff(got, want))
		}
	}
	for _, d := range Datasets {
		v := d.New[Plain]()
		if err := json.Unmarshal(d.MarshalInput(), v); err != nil {
			t.Fatal(err)
		}
		same(d.Name, v, lib.Marshal)
		if !d.Any {
			continue
		}
		var a any
		if err := json.Unmarshal(d.Data(), &a); err != nil {
			t.Fatal(err)
		}
		same(d.Name+" into any", a, lib.MarshalAny)
	}
}

// TestUnmarshalReuseAgrees checks that decoding a dataset a second time
// into the value already holding it, as UnmarshalReuse does, leaves the
// value a decode into a new one gives, for every library: UnmarshalReuse
// times the same work as Unmarshal, less the new value.
func TestUnmarshalReuseAgrees(t *testing.T) {
	for _, lib := range Libs {
		for _, d := range Datasets {
			fresh, reused := d.New[lib.Types](), d.New[lib.Types]()
			if err := lib.Unmarshal(d.Data(), fresh); err != nil {
				t.Fatalf("%s %s: %v", lib.Name, d.Name, err)
			}
			want := canonical(t, fresh)
			for i := range 2 {
				if err := lib.Unmarshal(d.Data(), reused); err != nil {
					t.Fatalf("%s %s: decode %d into the same value: %v", lib.Name, d.Name, i+1, err)
				}
			}
			if got := canonical(t, reused); !bytes.Equal(got, want) {
				t.Errorf("%s %s: decoded twice into one value, it encodes to %d bytes; decoded once, %d", lib.Name, d.Name, len(got), len(want))
			}
		}
	}
}

// TestMarshalReuseAgrees checks that each library's reuse form
// (Lib.NewReuse), called twice so that the second call writes into the
// kept buffer, writes the bytes its Marshal writes: MarshalReuse times
// the same output as Marshal.
func TestMarshalReuseAgrees(t *testing.T) {
	for _, lib := range Libs {
		if lib.NewReuse == nil {
			continue
		}
		for _, d := range Datasets {
			v := d.New[lib.Types]()
			if err := json.Unmarshal(d.MarshalInput(), v); err != nil {
				t.Fatal(err)
			}
			want, err := lib.Marshal(v)
			if err != nil {
				t.Fatalf("%s %s: Marshal: %v", lib.Name, d.Name, err)
			}
			encode := lib.NewReuse()
			for i := range 2 {
				got, err := encode(v)
				if err == nil && !bytes.Equal(got, want) && lib.Name != "jsongen" && lib.Name != "std" {
					// Libraries that leave maps unsorted (sonic's default)
					// write members in a different order each time.
					if got, err = canonicalJSON(got); err == nil {
						want, err = canonicalJSON(want)
					}
				}
				if err != nil || !bytes.Equal(got, want) {
					t.Errorf("%s %s: call %d into the kept buffer: %d bytes, error %v; Marshal wrote %d bytes", lib.Name, d.Name, i+1, len(got), err, len(want))
				}
			}
		}
	}
}

// canonicalJSON returns data decoded into any and encoded again by
// encoding/json, which sorts the members of every object.
func canonicalJSON(data []byte) ([]byte, error) {
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		return nil, err
	}
	return json.Marshal(v)
}

// TestMarshalReuseAllocs pins the allocation target: encoding generated
// types into a reused buffer allocates nothing of its own. The only
// allocations left are those of MarshalJSON methods of the user's types
// (synthea_fhir's Raw allocates the "null" it returns for a nil value, as
// the Go tree's type it copies does), which every library must call; the
// test counts those separately and requires jsongen's total to be exactly
// theirs.
func TestMarshalReuseAllocs(t *testing.T) {
	for _, d := range Datasets {
		v := d.New[Gen]()
		if err := json.Unmarshal(d.MarshalInput(), v); err != nil {
			t.Fatal(err)
		}
		buf, err := jsongen.MarshalAppend(nil, v)
		if err != nil {
			t.Fatal(err)
		}
		allocs := testing.AllocsPerRun(5, func() {
			buf, err = jsongen.MarshalAppend(buf[:0], v)
		})
		methods := marshalers(reflect.ValueOf(v), nil)
		methodAllocs := testing.AllocsPerRun(5, func() {
			for _, m := range methods {
				m.MarshalJSON()
			}
		})
		if err != nil || allocs != methodAllocs {
			t.Errorf("%s: MarshalAppend into a reused buffer: %v allocations per call, %v of them by %d MarshalJSON methods (error %v)", d.Name, allocs, methodAllocs, len(methods), err)
		}
	}
}

var marshalerType = reflect.TypeFor[json.Marshaler]()

// marshalers appends the values in v that have a MarshalJSON method, as
// encoding/json would call them, except time.Time, whose method jsongen
// does not call (it formats times itself into the buffer).
func marshalers(v reflect.Value, ms []json.Marshaler) []json.Marshaler {
	if v.Type() == reflect.TypeFor[time.Time]() {
		return ms
	}
	if v.Type().Implements(marshalerType) && (v.Kind() != reflect.Pointer || !v.IsNil()) {
		return append(ms, v.Interface().(json.Marshaler))
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			ms = marshalers(v.Elem(), ms)
		}
	case reflect.Struct:
		for i := range v.NumField() {
			ms = marshalers(v.Field(i), ms)
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			ms = marshalers(v.Index(i), ms)
		}
	case reflect.Map:
		for it := v.MapRange(); it.Next(); {
			ms = marshalers(it.Value(), ms)
		}
	}
	return ms
}

// TestTypeCopies fails when the generated type packages no longer hold a copy
// of types/plain/types.go: run ./gen.sh.
func TestTypeCopies(t *testing.T) {
	src, err := os.ReadFile("types/plain/types.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, pkg := range []string{"gen", "easy", "genstd", "easystd"} {
		got, err := os.ReadFile("types/" + pkg + "/types.go")
		if err != nil {
			t.Fatal(err)
		}
		want := strings.Replace(string(src), "\npackage plain\n", "\npackage "+pkg+"\n", 1)
		if string(got) != want {
			t.Errorf("types/%s/types.go is not a copy of types/plain/types.go: run ./gen.sh", pkg)
		}
	}
}

// firstDiff shows where two encodings part.
func firstDiff(got, want []byte) string {
	i := 0
	for i < len(got) && i < len(want) && got[i] == want[i] {
		i++
	}
	lo := max(0, i-80)
	return "at byte " + strconv.Itoa(i) + ":\n got:  ..." + string(got[lo:min(len(got), i+80)]) + "\n want: ..." + string(want[lo:min(len(want), i+80)])
}
