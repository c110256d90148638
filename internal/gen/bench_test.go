package gen

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeFiftyStructs writes a module with a package of 50 struct types,
// each with the common field kinds and references to the one before.
func writeFiftyStructs(b *testing.B) string {
	dir := b.TempDir()
	var src strings.Builder
	src.WriteString("package p\n\nimport \"time\"\n\n")
	for i := range 50 {
		fmt.Fprintf(&src, "type S%d struct {\n\tID int64 `json:\"id\"`\n\tName string `json:\"name,omitempty\"`\n", i)
		src.WriteString("\tTags []string `json:\"tags\"`\n\tAttrs map[string]float64 `json:\"attrs,omitempty\"`\n")
		src.WriteString("\tWhen time.Time `json:\"when\"`\n\tPtr *int `json:\"ptr\"`\n\tCount int `json:\"count,string\"`\n")
		src.WriteString("\tInner struct{ A, B int; C string } `json:\"inner\"`\n")
		if i > 0 {
			fmt.Fprintf(&src, "\tPrev *S%d `json:\"prev,omitempty\"`\n\tList []S%d `json:\"list\"`\n", i-1, i-1)
		}
		src.WriteString("}\n\n")
	}
	for name, content := range map[string]string{
		"go.mod": "module example.com/fifty\n\ngo 1.26\n",
		"p/p.go": src.String(),
	} {
		if err := os.MkdirAll(filepath.Join(dir, filepath.Dir(name)), 0o755); err != nil {
			b.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	return dir
}

// BenchmarkGenerateFiftyStructs measures generating code for a package of
// 50 structs, loading included; the gen-ms metric is the time spent once
// the package is loaded (model, printing, gofmt).
func BenchmarkGenerateFiftyStructs(b *testing.B) {
	dir := writeFiftyStructs(b)
	var genTime float64
	for b.Loop() {
		outs, err := Generate(Config{Dir: dir, Args: []string{"p/p.go"}, All: true})
		if err != nil {
			b.Fatal(err)
		}
		genTime += float64(outs[0].Timing.Generate.Microseconds()) / 1000
	}
	b.ReportMetric(genTime/float64(b.N), "gen-ms/op")
}
