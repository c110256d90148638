// Package bench compares jsongen with encoding/json and the other Go JSON
// libraries on the datasets in testdata. The benchmarks and the agreement
// test that guards them are in bench_test.go; run.sh runs them all and
// writes results/.
package bench

import (
	"bytes"
	"encoding/json"
	"io"

	"github.com/bytedance/sonic"
	"github.com/bytedance/sonic/encoder"
	gojson "github.com/goccy/go-json"
	jsoniter "github.com/json-iterator/go"
	"github.com/mailru/easyjson"
	"github.com/mailru/easyjson/jlexer"
	segjson "github.com/segmentio/encoding/json"

	"github.com/jsongen/jsongen"
)

// TypeSet says which copy of the dataset types a library decodes into.
type TypeSet int

const (
	Plain   TypeSet = iota // types/plain: no methods
	Gen                    // types/gen: jsongen's generated methods
	Easy                   // types/easy: easyjson's generated methods
	GenStd                 // types/genstd: jsongen's, with MarshalJSON and UnmarshalJSON
	EasyStd                // types/easystd: easyjson's, with MarshalJSON and UnmarshalJSON
)

// A Lib is one JSON library in its default configuration.
type Lib struct {
	Name  string
	Types TypeSet
	// Unmarshal and Marshal work on the typed datasets, on values of
	// Types; UnmarshalAny and MarshalAny on any. A nil func means the
	// library has no such API.
	Unmarshal    func(data []byte, v any) error
	Marshal      func(v any) ([]byte, error)
	UnmarshalAny func(data []byte, v *any) error
	MarshalAny   func(v any) ([]byte, error)
	// NewReuse, where the library has a way to encode into a buffer
	// kept across calls, returns a func that does so: it returns the
	// bytes of v (without the newline an Encoder adds), valid until
	// the next call.
	NewReuse func() func(v any) ([]byte, error)
	// NilAsEmpty says the library writes nil slices and maps as [] and {}
	// (json/v2's default), which the agreement test allows.
	NilAsEmpty bool
}

var (
	jsoniterStd = jsoniter.ConfigCompatibleWithStandardLibrary
	blocks      = jsongen.UnmarshalOptions{StringBlocks: true}
)

// Libs are the libraries compared, encoding/json first. json/v2 joins them
// in binaries built with GOEXPERIMENT=jsonv2 (libs_jsonv2.go).
var Libs = []Lib{
	{
		Name: "std", Types: Plain,
		Unmarshal: json.Unmarshal, Marshal: json.Marshal,
		UnmarshalAny: func(d []byte, v *any) error { return json.Unmarshal(d, v) }, MarshalAny: json.Marshal,
		NewReuse: reuseEncoder(json.NewEncoder),
	},
	{
		Name: "jsongen", Types: Gen,
		Unmarshal: jsongen.Unmarshal, Marshal: jsongen.Marshal,
		UnmarshalAny: func(d []byte, v *any) error { return jsongen.Unmarshal(d, v) }, MarshalAny: jsongen.Marshal,
		NewReuse: func() func(v any) ([]byte, error) {
			var buf []byte
			return func(v any) (b []byte, err error) {
				buf, err = jsongen.MarshalAppend(buf[:0], v)
				return buf, err
			}
		},
	},
	{
		// Not a peer: jsongen decoding with StringBlocks, which carves
		// strings from blocks shared across values (faster, and a kept
		// string keeps its block alive). cmd/report sets it beside
		// jsongen's default to show what owning each string costs.
		Name: "jsongenblocks", Types: Gen,
		Unmarshal:    blocks.Unmarshal,
		UnmarshalAny: func(d []byte, v *any) error { return blocks.Unmarshal(d, v) },
	},
	{
		Name: "easyjson", Types: Easy,
		Unmarshal: func(d []byte, v any) error { return easyjson.Unmarshal(d, v.(easyjson.Unmarshaler)) },
		Marshal:   func(v any) ([]byte, error) { return easyjson.Marshal(v.(easyjson.Marshaler)) },
		// easyjson has no API for dynamic values besides its lexer's
		// Interface method; it cannot write them without encoding/json.
		UnmarshalAny: func(d []byte, v *any) error {
			l := jlexer.Lexer{Data: d}
			*v = l.Interface()
			l.Consumed()
			return l.Error()
		},
	},
	{
		Name: "sonic", Types: Plain,
		Unmarshal: sonic.Unmarshal, Marshal: sonic.Marshal,
		UnmarshalAny: func(d []byte, v *any) error { return sonic.Unmarshal(d, v) }, MarshalAny: sonic.Marshal,
		NewReuse: func() func(v any) ([]byte, error) {
			// EncodeInto appends to the buffer given; options 0 are
			// those of sonic.Marshal (its ConfigDefault).
			var buf []byte
			return func(v any) ([]byte, error) {
				buf = buf[:0]
				err := encoder.EncodeInto(&buf, v, 0)
				return buf, err
			}
		},
	},
	{
		// Not a peer: sonic with the checks and the order encoding/json
		// keeps (sonic.ConfigStd: HTML escaped, map keys sorted, strings
		// checked for valid UTF-8 both ways, strings copied out of the
		// input). The issue times every library in its default
		// configuration; this is for the README's comparison of equal
		// work, and cmd/report keeps it out of the peers' columns.
		Name: "sonicstd", Types: Plain,
		Unmarshal: sonic.ConfigStd.Unmarshal, Marshal: sonic.ConfigStd.Marshal,
		UnmarshalAny: func(d []byte, v *any) error { return sonic.ConfigStd.Unmarshal(d, v) }, MarshalAny: sonic.ConfigStd.Marshal,
		NewReuse: func() func(v any) ([]byte, error) {
			// The encoder options sonic.ConfigStd.Marshal passes.
			const opts = encoder.EscapeHTML | encoder.SortMapKeys | encoder.CompactMarshaler | encoder.ValidateString
			var buf []byte
			return func(v any) ([]byte, error) {
				buf = buf[:0]
				err := encoder.EncodeInto(&buf, v, opts)
				return buf, err
			}
		},
	},
	{
		Name: "goccy", Types: Plain,
		Unmarshal: gojson.Unmarshal, Marshal: gojson.Marshal,
		UnmarshalAny: func(d []byte, v *any) error { return gojson.Unmarshal(d, v) }, MarshalAny: gojson.Marshal,
		NewReuse: reuseEncoder(gojson.NewEncoder),
	},
	{
		Name: "jsoniter", Types: Plain,
		Unmarshal: jsoniterStd.Unmarshal, Marshal: jsoniterStd.Marshal,
		UnmarshalAny: func(d []byte, v *any) error { return jsoniterStd.Unmarshal(d, v) }, MarshalAny: jsoniterStd.Marshal,
	},
	{
		Name: "segmentio", Types: Plain,
		Unmarshal: segjson.Unmarshal, Marshal: segjson.Marshal,
		UnmarshalAny: func(d []byte, v *any) error { return segjson.Unmarshal(d, v) }, MarshalAny: segjson.Marshal,
	},
}

// reuseEncoder returns a Lib.NewReuse for a library whose Encoder writes to
// an io.Writer: the Encoder writes to a bytes.Buffer, reset before each
// call.
func reuseEncoder[E interface{ Encode(any) error }](newEncoder func(io.Writer) E) func() func(v any) ([]byte, error) {
	return func() func(v any) ([]byte, error) {
		var buf bytes.Buffer
		enc := newEncoder(&buf)
		return func(v any) ([]byte, error) {
			buf.Reset()
			err := enc.Encode(v)
			return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), err
		}
	}
}
