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
	for _, want := range []string{
		"| person | 0.50 | 0.20 | 0.25 | +0.05 |",
		"| canada_geometry | 0.80 | 0.70 | 0.08 | +0.02 |",
		"| **geomean** | **0.63** | **0.37** | **0.14** | |",
	} {
		if !strings.Contains(md.String(), want) {
			t.Errorf("table lacks %q:\n%s", want, md.String())
		}
	}

	// Without ResultCopy for every dataset (a run of some directions or
	// datasets only) there is no table.
	delete(res, key{"ResultCopy", "person", "copy"})
	md.Reset()
	copyTable(&md, res)
	if md.Len() != 0 {
		t.Errorf("partial run: got a table:\n%s", md.String())
	}
}
