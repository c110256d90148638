package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// parseLines parses benchmark lines as run.sh writes them.
func parseLines(t *testing.T, lines ...string) map[key]*samples {
	t.Helper()
	name := filepath.Join(t.TempDir(), "raw.txt")
	if err := os.WriteFile(name, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	res, _, err := parse(name)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// hasRows reports each of rows that table lacks.
func hasRows(t *testing.T, table string, rows ...string) {
	t.Helper()
	for _, r := range rows {
		if !strings.Contains(table, r) {
			t.Errorf("table lacks %q:\n%s", r, table)
		}
	}
}

func TestCopyTable(t *testing.T) {
	res := parseLines(t,
		"BenchmarkMarshal/data=person/lib=std-2     100  1000 ns/op  1.0 MB/s  144 B/op  1 allocs/op",
		"BenchmarkMarshal/data=person/lib=std-2     100  3000 ns/op  1.0 MB/s  144 B/op  1 allocs/op",
		"BenchmarkMarshal/data=person/lib=std-2     100  2000 ns/op  1.0 MB/s  144 B/op  1 allocs/op",
		"BenchmarkMarshal/data=person/lib=jsongen-2 100  1000 ns/op",
		"BenchmarkMarshalReuse/data=person/lib=jsongen-2 100  400 ns/op",
		"BenchmarkResultCopy/data=person/lib=copy-2 100  500 ns/op",
		"BenchmarkMarshal/data=canada_geometry/lib=std-2     100  1000 ns/op",
		"BenchmarkMarshal/data=canada_geometry/lib=jsongen-2 100  800 ns/op",
		"BenchmarkMarshalReuse/data=canada_geometry/lib=jsongen-2 100  700 ns/op",
		"BenchmarkResultCopy/data=canada_geometry/lib=copy-2 100  80 ns/op",
	)
	var md strings.Builder
	copyTable(&md, res)
	// Medians: std 2000, Marshal 1000, reuse 400, copy 500.
	hasRows(t, md.String(),
		"| person | 0.50 | 0.20 | 0.25 | +0.05 |",
		"| canada_geometry | 0.80 | 0.70 | 0.08 | +0.02 |",
		"| **geomean** | **0.63** | **0.37** | **0.14** | |",
	)

	// Without ResultCopy for every dataset (a run of some directions or
	// datasets only) there is no table.
	delete(res, key{"ResultCopy", "person", "copy"})
	md.Reset()
	copyTable(&md, res)
	if md.Len() != 0 {
		t.Errorf("partial run: got a table:\n%s", md.String())
	}
}

func TestReuseTable(t *testing.T) {
	res := parseLines(t,
		"BenchmarkUnmarshal/data=person/lib=std-2          100  2000 ns/op",
		"BenchmarkUnmarshal/data=person/lib=jsongen-2      100  400 ns/op",
		"BenchmarkUnmarshalReuse/data=person/lib=jsongen-2 100  300 ns/op",
		"BenchmarkUnmarshalReuse/data=person/lib=jsongen-2 100  250 ns/op",
		"BenchmarkUnmarshalReuse/data=person/lib=jsongen-2 100  900 ns/op",
		"BenchmarkUnmarshal/data=canada_geometry/lib=std-2          100  1000 ns/op",
		"BenchmarkUnmarshal/data=canada_geometry/lib=jsongen-2      100  200 ns/op",
		"BenchmarkUnmarshalReuse/data=canada_geometry/lib=jsongen-2 100  80 ns/op",
	)
	var md strings.Builder
	reuseTable(&md, res)
	// person: 400/2000 = 0.20, reuse median 300/2000 = 0.15; canada 0.20
	// and 0.08; geomeans 0.20 and sqrt(0.15·0.08) = 0.11.
	hasRows(t, md.String(),
		"| dataset | Unmarshal | into a reused value | the rest: the new value |\n|---|---:|---:|---:|\n",
		"| person | 0.20 | 0.15 | +0.05 |",
		"| canada_geometry | 0.20 | 0.08 | +0.12 |",
		"| **geomean** | **0.20** | **0.11** | |",
	)

	delete(res, key{"UnmarshalReuse", "canada_geometry", "jsongen"})
	md.Reset()
	reuseTable(&md, res)
	if md.Len() != 0 {
		t.Errorf("partial run: got a table:\n%s", md.String())
	}
}

func TestSameWorkTable(t *testing.T) {
	res := parseLines(t,
		"BenchmarkUnmarshal/data=person/lib=std-2      100  1000 ns/op",
		"BenchmarkUnmarshal/data=person/lib=jsongen-2  100  200 ns/op",
		"BenchmarkUnmarshal/data=person/lib=jsongen-2  100  600 ns/op",
		"BenchmarkUnmarshal/data=person/lib=jsongen-2  100  300 ns/op",
		"BenchmarkUnmarshal/data=person/lib=sonicstd-2 100  500 ns/op",
		"BenchmarkUnmarshal/data=person/lib=sonic-2    100  400 ns/op",
		"BenchmarkUnmarshal/data=canada_geometry/lib=std-2      100  1000 ns/op",
		"BenchmarkUnmarshal/data=canada_geometry/lib=jsongen-2  100  100 ns/op",
		"BenchmarkUnmarshal/data=canada_geometry/lib=sonicstd-2 100  800 ns/op",
		"BenchmarkUnmarshal/data=canada_geometry/lib=sonic-2    100  100 ns/op",
		// A direction without sonicstd gets no column.
		"BenchmarkMarshal/data=person/lib=std-2     100  1000 ns/op",
		"BenchmarkMarshal/data=person/lib=jsongen-2 100  400 ns/op",
		// One with it on one dataset only: a dash in the other row, and
		// means over that one.
		"BenchmarkMarshalAny/data=canada_geometry/lib=std-2      100  1000 ns/op",
		"BenchmarkMarshalAny/data=canada_geometry/lib=jsongen-2  100  500 ns/op",
		"BenchmarkMarshalAny/data=canada_geometry/lib=sonicstd-2 100  250 ns/op",
	)
	var md strings.Builder
	sameWorkTable(&md, res)
	// person: jsongen's median 300 over 500; canada: 100 over 800;
	// geomean sqrt(0.6·0.125) = 0.27. Over encoding/json: jsongen
	// sqrt(0.3·0.1) = 0.17, sonicstd sqrt(0.5·0.8) = 0.63, sonic
	// sqrt(0.4·0.1) = 0.20.
	hasRows(t, md.String(),
		"| dataset | Unmarshal into structs | Marshal from any |",
		"| person | 0.60 | – |",
		"| canada_geometry | 0.12 | 2.00 |",
		"| **geomean** | **0.27** | **2.00** |",
		"| jsongen, geomean over encoding/json | 0.17 | 0.50 |",
		"| sonic.ConfigStd, geomean over encoding/json | 0.63 | 0.25 |",
		"| sonic's default, geomean over encoding/json | 0.20 | – |",
	)
	if strings.Contains(md.String(), "Marshal from structs") {
		t.Errorf("a column for a direction without sonicstd:\n%s", md.String())
	}

	// Without sonicstd in the results there is no table.
	for k := range res {
		if k.lib == "sonicstd" {
			delete(res, k)
		}
	}
	md.Reset()
	sameWorkTable(&md, res)
	if md.Len() != 0 {
		t.Errorf("no sonicstd: got a table:\n%s", md.String())
	}
}

func TestViaStdTable(t *testing.T) {
	res := parseLines(t,
		"BenchmarkViaStdMarshal/data=person/lib=std-2            100  1000 ns/op",
		"BenchmarkViaStdMarshal/data=person/lib=jsongendefault-2 100  1000 ns/op",
		"BenchmarkViaStdMarshal/data=person/lib=jsongen-2        100  4000 ns/op",
		"BenchmarkViaStdMarshal/data=person/lib=easyjson-2       100  2000 ns/op",
		"BenchmarkViaStdMarshal/data=citm_catalog/lib=std-2            100  100 ns/op",
		"BenchmarkViaStdMarshal/data=citm_catalog/lib=jsongendefault-2 100  100 ns/op",
		"BenchmarkViaStdMarshal/data=citm_catalog/lib=jsongen-2        100  100 ns/op",
		"BenchmarkViaStdMarshal/data=citm_catalog/lib=easyjson-2       100  800 ns/op",
		// easyjson lacks a dataset here: its cell stays empty.
		"BenchmarkViaStdUnmarshal/data=person/lib=std-2            100  1000 ns/op",
		"BenchmarkViaStdUnmarshal/data=person/lib=jsongendefault-2 100  1000 ns/op",
		"BenchmarkViaStdUnmarshal/data=person/lib=jsongen-2        100  500 ns/op",
	)
	var md strings.Builder
	viaStdTable(&md, res)
	// Marshal: jsongen sqrt(4*1) = 2, easyjson sqrt(2*8) = 4.
	hasRows(t, md.String(),
		"| `json.Marshal` | 1.00 | 2.00 | 4.00 |",
		"| `json.Unmarshal` | 1.00 | 0.50 | |",
	)
	if strings.Contains(md.String(), "MarshalIndent") {
		t.Errorf("a call that did not run has a row:\n%s", md.String())
	}
}
