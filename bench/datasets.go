package bench

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/jsongen/jsongen/bench/types/easy"
	"github.com/jsongen/jsongen/bench/types/easystd"
	"github.com/jsongen/jsongen/bench/types/gen"
	"github.com/jsongen/jsongen/bench/types/genstd"
	"github.com/jsongen/jsongen/bench/types/plain"
)

// A Dataset is one JSON document and the Go types it decodes into.
type Dataset struct {
	Name string
	// New returns a pointer to a new value of the dataset's type in each
	// type set.
	New [5]func() any
	// Any says whether the document is also decoded into any.
	Any bool

	load func() []byte
	// marshalInput, when set, turns the document into the one the Marshal
	// benchmarks encode.
	marshalInput func(data []byte) []byte
	once         sync.Once
	data, minput []byte
}

// Data returns the document.
func (d *Dataset) Data() []byte { d.init(); return d.data }

// MarshalInput returns the document whose value the Marshal benchmarks
// encode: the same as Data except where a published benchmark changed it.
func (d *Dataset) MarshalInput() []byte { d.init(); return d.minput }

func (d *Dataset) init() {
	d.once.Do(func() {
		d.data = d.load()
		d.minput = d.data
		if d.marshalInput != nil {
			d.minput = d.marshalInput(d.data)
		}
	})
}

func newOf[P, G, E, GS, ES any]() [5]func() any {
	return [5]func() any{
		func() any { return new(P) },
		func() any { return new(G) },
		func() any { return new(E) },
		func() any { return new(GS) },
		func() any { return new(ES) },
	}
}

// Dir is where the datasets are; tests run in the package directory.
var Dir = "testdata"

func file(name string) func() []byte {
	return func() []byte {
		f, err := os.Open(filepath.Join(Dir, name+".json.gz"))
		if err != nil {
			panic(err)
		}
		defer f.Close()
		z, err := gzip.NewReader(f)
		if err != nil {
			panic(err)
		}
		b, err := io.ReadAll(z)
		if err != nil {
			panic(err)
		}
		return b
	}
}

// large is easyjson's "large" benchmark document: fifty copies of the
// example response, written compactly, in one object.
func large() []byte {
	var one bytes.Buffer
	if err := json.Compact(&one, file("easyjson_example")()); err != nil {
		panic(err)
	}
	copies := make([]string, 50)
	for i := range copies {
		copies[i] = one.String()
	}
	return []byte(`{"data":[` + strings.Join(copies, ",") + `]}`)
}

// longURL is the image and url value the published device_report
// benchmark encodes.
const longURL = "http://test.com/cloud_ts%2F7_3301000000189651%2F1702396800_1702449469_1702449473.ts?sign=test.testn9IXLLrB%26q-sigtest.test3Dhost%26q-url-param-list%3D%26q-signature%3D22e454990aa2e1bc9903c1cde0d0952fd56"

func withLongURL(data []byte) []byte {
	var r plain.DeviceReport
	if err := json.Unmarshal(data, &r); err != nil {
		panic(err)
	}
	r.AlarmEvent.Image, r.AlarmEvent.Url = longURL, longURL
	b, err := json.Marshal(&r)
	if err != nil {
		panic(err)
	}
	return b
}

// Datasets are the documents, in the order of the report.
var Datasets = []*Dataset{
	{Name: "device_report", load: file("device_report"), marshalInput: withLongURL, Any: true,
		New: newOf[plain.DeviceReport, gen.DeviceReport, easy.DeviceReport, genstd.DeviceReport, easystd.DeviceReport]()},
	{Name: "person", load: file("person"),
		New: newOf[plain.Person, gen.Person, easy.Person, genstd.Person, easystd.Person]()},
	{Name: "easyjson_small", load: file("easyjson_small"),
		New: newOf[plain.SearchEntities, gen.SearchEntities, easy.SearchEntities, genstd.SearchEntities, easystd.SearchEntities]()},
	{Name: "easyjson_example", load: file("easyjson_example"),
		New: newOf[plain.Search, gen.Search, easy.Search, genstd.Search, easystd.Search]()},
	{Name: "easyjson_large", load: large,
		New: newOf[plain.Searches, gen.Searches, easy.Searches, genstd.Searches, easystd.Searches]()},
	{Name: "canada_geometry", load: file("canada_geometry"), Any: true,
		New: newOf[plain.Canada, gen.Canada, easy.Canada, genstd.Canada, easystd.Canada]()},
	{Name: "citm_catalog", load: file("citm_catalog"), Any: true,
		New: newOf[plain.Citm, gen.Citm, easy.Citm, genstd.Citm, easystd.Citm]()},
	{Name: "golang_source", load: file("golang_source"), Any: true,
		New: newOf[plain.Golang, gen.Golang, easy.Golang, genstd.Golang, easystd.Golang]()},
	{Name: "string_unicode", load: file("string_unicode"), Any: true,
		New: newOf[plain.Unicode, gen.Unicode, easy.Unicode, genstd.Unicode, easystd.Unicode]()},
	{Name: "synthea_fhir", load: file("synthea_fhir"), Any: true,
		New: newOf[plain.Fhir, gen.Fhir, easy.Fhir, genstd.Fhir, easystd.Fhir]()},
	{Name: "twitter_status", load: file("twitter_status"), Any: true,
		New: newOf[plain.Twitter, gen.Twitter, easy.Twitter, genstd.Twitter, easystd.Twitter]()},
}

// Lookup returns the dataset called name.
func Lookup(name string) *Dataset {
	for _, d := range Datasets {
		if d.Name == name {
			return d
		}
	}
	panic(fmt.Sprintf("no dataset %q", name))
}
