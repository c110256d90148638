package bench

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/jsongen/jsongen"
)

// The benchmarks here time encoding/json's functions that reformat JSON
// text (Indent, Compact, HTMLEscape, Valid) and MarshalIndent against
// jsongen's drop-ins, lib=std against lib=jsongen, on each dataset's
// document as it is (some are indented, some compact). MarshalIndent
// encodes the typed value the Marshal benchmarks encode, with encoding/json
// for std and the generated code for jsongen. TestFormatAgrees checks
// that each pair writes the same bytes.

// formatLib is one implementation of the functions timed.
type formatLib struct {
	name          string
	types         TypeSet
	indent        func(dst *bytes.Buffer, src []byte, prefix, indent string) error
	compact       func(dst *bytes.Buffer, src []byte) error
	htmlEscape    func(dst *bytes.Buffer, src []byte)
	valid         func(data []byte) bool
	marshalIndent func(v any, prefix, indent string) ([]byte, error)
}

var formatLibs = []formatLib{
	{"std", Plain, json.Indent, json.Compact, json.HTMLEscape, json.Valid, json.MarshalIndent},
	{"jsongen", Gen, jsongen.Indent, jsongen.Compact, jsongen.HTMLEscape, jsongen.Valid, jsongen.MarshalIndent},
}

// The prefix and indent of the Indent and MarshalIndent benchmarks.
const benchPrefix, benchIndent = "", "  "

// runFormat runs f as Benchmark<Name>/data=<dataset>/lib=<lib> for each
// dataset and library, with size bytes processed per call.
func runFormat(b *testing.B, f func(b *testing.B, d *Dataset, lib formatLib)) {
	for _, d := range Datasets {
		for _, lib := range formatLibs {
			b.Run("data="+d.Name+"/lib="+lib.name, func(b *testing.B) {
				b.ReportAllocs()
				f(b, d, lib)
			})
		}
	}
}

func BenchmarkIndent(b *testing.B) {
	runFormat(b, func(b *testing.B, d *Dataset, lib formatLib) {
		data := d.Data()
		var buf bytes.Buffer
		b.SetBytes(int64(len(data)))
		for b.Loop() {
			buf.Reset()
			if err := lib.indent(&buf, data, benchPrefix, benchIndent); err != nil {
				b.Fatal(err)
			}
		}
	})
}

func BenchmarkCompact(b *testing.B) {
	runFormat(b, func(b *testing.B, d *Dataset, lib formatLib) {
		data := d.Data()
		var buf bytes.Buffer
		b.SetBytes(int64(len(data)))
		for b.Loop() {
			buf.Reset()
			if err := lib.compact(&buf, data); err != nil {
				b.Fatal(err)
			}
		}
	})
}

func BenchmarkHTMLEscape(b *testing.B) {
	runFormat(b, func(b *testing.B, d *Dataset, lib formatLib) {
		data := d.Data()
		var buf bytes.Buffer
		b.SetBytes(int64(len(data)))
		for b.Loop() {
			buf.Reset()
			lib.htmlEscape(&buf, data)
		}
	})
}

func BenchmarkValid(b *testing.B) {
	runFormat(b, func(b *testing.B, d *Dataset, lib formatLib) {
		data := d.Data()
		b.SetBytes(int64(len(data)))
		for b.Loop() {
			if !lib.valid(data) {
				b.Fatal("not valid")
			}
		}
	})
}

func BenchmarkMarshalIndent(b *testing.B) {
	runFormat(b, func(b *testing.B, d *Dataset, lib formatLib) {
		v := marshalValue(b, d, lib.types)
		out, err := lib.marshalIndent(v, benchPrefix, benchIndent)
		if err != nil {
			b.Fatal(err)
		}
		b.SetBytes(int64(len(out)))
		for b.Loop() {
			if _, err := lib.marshalIndent(v, benchPrefix, benchIndent); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// TestFormatAgrees checks that jsongen's functions write encoding/json's
// bytes on every dataset, as the benchmarks above call them.
func TestFormatAgrees(t *testing.T) {
	std, gen := formatLibs[0], formatLibs[1]
	for _, d := range Datasets {
		data := d.Data()
		run := func(what string, f func(lib formatLib) ([]byte, error)) {
			t.Helper()
			want, werr := f(std)
			got, gerr := f(gen)
			if werr != nil || gerr != nil {
				t.Errorf("%s %s: errors %v (std), %v (jsongen)", d.Name, what, werr, gerr)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s %s: jsongen's %d bytes differ from encoding/json's %d", d.Name, what, len(got), len(want))
			}
		}
		run("Indent", func(lib formatLib) ([]byte, error) {
			var buf bytes.Buffer
			err := lib.indent(&buf, data, benchPrefix, benchIndent)
			return buf.Bytes(), err
		})
		run("Compact", func(lib formatLib) ([]byte, error) {
			var buf bytes.Buffer
			err := lib.compact(&buf, data)
			return buf.Bytes(), err
		})
		run("HTMLEscape", func(lib formatLib) ([]byte, error) {
			var buf bytes.Buffer
			lib.htmlEscape(&buf, data)
			return buf.Bytes(), nil
		})
		if !gen.valid(data) || !std.valid(data) {
			t.Errorf("%s: Valid false", d.Name)
		}
		run("MarshalIndent", func(lib formatLib) ([]byte, error) {
			v := d.New[lib.types]()
			if err := json.Unmarshal(d.MarshalInput(), v); err != nil {
				t.Fatal(err)
			}
			return lib.marshalIndent(v, benchPrefix, benchIndent)
		})
	}
}
