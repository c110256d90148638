// Command report turns the output of run.sh's benchmarks into a table of
// time ratios (Markdown) and a chart (SVG).
//
// It reads go test -bench lines named Benchmark<Dir>/data=<set>/lib=<lib>,
// takes the median of each benchmark's runs, and divides by encoding/json's
// median ("std") for the same direction and dataset. Geometric means are
// over the datasets every library ran.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"log"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
)

type key struct{ dir, data, lib string }

type samples struct{ ns, mbs, bytes, allocs []float64 }

var line = regexp.MustCompile(`^Benchmark(\w+)/data=([\w.-]+)/lib=(\w+)-\d+\s+\d+\s+([\d.]+) ns/op(.*)$`)

// The directions in the report, and the peers in the order of the issue.
var (
	dirs = []struct{ name, title string }{
		{"Unmarshal", "Unmarshal into structs"},
		{"Marshal", "Marshal from structs"},
		{"UnmarshalAny", "Unmarshal into any"},
		{"MarshalAny", "Marshal from any"},
		{"MarshalReuse", "Marshal into a reused buffer (the encoding alone)"},
		{"UnmarshalReuse", "Unmarshal into a reused value"},
	}
	peers   = []string{"sonic", "goccy", "easyjson", "jsoniter", "segmentio", "jsonv2"}
	allLibs = append([]string{"jsongen"}, peers...)
)

func main() {
	in := flag.String("in", "results/raw.txt", "go test -bench output")
	out := flag.String("out", "results", "directory for table.md and chart.svg")
	flag.Parse()
	res, header, err := parse(*in)
	if err != nil {
		log.Fatal(err)
	}
	var md strings.Builder
	fmt.Fprintf(&md, "Time relative to encoding/json (median of each benchmark's runs; lower is faster).\n")
	fmt.Fprintf(&md, "The last two columns compare jsongen with the fastest peer on each dataset.\n\n")
	for _, h := range header {
		fmt.Fprintf(&md, "    %s\n", h)
	}
	geo := map[string]map[string]float64{}
	for _, d := range dirs {
		g := table(&md, res, d.name, d.title)
		if g != nil {
			geo[d.name] = g
		}
	}
	copyTable(&md, res)
	reuseTable(&md, res)
	sameWorkTable(&md, res)
	blocksTable(&md, res)
	allocTable(&md, res)
	throughputTable(&md, res)
	viaStdTable(&md, res)
	if err := os.WriteFile(filepath.Join(*out, "table.md"), []byte(md.String()), 0o644); err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(*out, "chart.svg"), []byte(chart(geo)), 0o644); err != nil {
		log.Fatal(err)
	}
}

func parse(name string) (map[key]*samples, []string, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	res := map[key]*samples{}
	var header []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		t := sc.Text()
		if strings.HasPrefix(t, "cpu:") || strings.HasPrefix(t, "goos:") || strings.HasPrefix(t, "goarch:") {
			if !slices.Contains(header, t) {
				header = append(header, t)
			}
			continue
		}
		m := line.FindStringSubmatch(t)
		if m == nil {
			continue
		}
		k := key{m[1], m[2], m[3]}
		s := res[k]
		if s == nil {
			s = &samples{}
			res[k] = s
		}
		ns, _ := strconv.ParseFloat(m[4], 64)
		s.ns = append(s.ns, ns)
		fields := strings.Fields(m[5])
		for i := 1; i < len(fields); i++ {
			v, _ := strconv.ParseFloat(fields[i-1], 64)
			switch fields[i] {
			case "MB/s":
				s.mbs = append(s.mbs, v)
			case "B/op":
				s.bytes = append(s.bytes, v)
			case "allocs/op":
				s.allocs = append(s.allocs, v)
			}
		}
	}
	return res, header, sc.Err()
}

func median(x []float64) float64 {
	if len(x) == 0 {
		return math.NaN()
	}
	y := slices.Clone(x)
	sort.Float64s(y)
	if n := len(y); n%2 == 1 {
		return y[n/2]
	} else {
		return (y[n/2-1] + y[n/2]) / 2
	}
}

// datasets returns the datasets of a direction in the order they were run.
func datasets(res map[key]*samples, dir string) []string {
	var out []string
	for k := range res {
		if k.dir == dir && k.lib == "std" && !slices.Contains(out, k.data) {
			out = append(out, k.data)
		}
	}
	order := []string{"device_report", "person", "easyjson_small", "easyjson_example", "easyjson_large",
		"canada_geometry", "citm_catalog", "golang_source", "string_unicode", "synthea_fhir", "twitter_status"}
	slices.SortFunc(out, func(a, b string) int { return slices.Index(order, a) - slices.Index(order, b) })
	return out
}

func ratio(res map[key]*samples, dir, data, lib string) float64 {
	s, base := res[key{dir, data, lib}], res[key{dir, data, "std"}]
	if s == nil || base == nil {
		return math.NaN()
	}
	return median(s.ns) / median(base.ns)
}

// table writes one direction's table and returns its geometric means.
func table(md *strings.Builder, res map[key]*samples, dir, title string) map[string]float64 {
	sets := datasets(res, dir)
	if len(sets) == 0 {
		return nil
	}
	// The libraries that ran in this direction (MarshalReuse has fewer).
	var libs []string
	for _, l := range allLibs {
		for _, data := range sets {
			if res[key{dir, data, l}] != nil {
				libs = append(libs, l)
				break
			}
		}
	}
	fmt.Fprintf(md, "\n### %s\n\n| dataset |", title)
	for _, l := range libs {
		fmt.Fprintf(md, " %s |", l)
	}
	fmt.Fprintf(md, " fastest peer | jsongen / fastest |\n|---|")
	for range len(libs) + 2 {
		fmt.Fprintf(md, "---:|")
	}
	fmt.Fprintln(md)
	logs := map[string]float64{}
	counts := map[string]int{}
	var bestLogs float64
	bestMissing := false
	for _, data := range sets {
		fmt.Fprintf(md, "| %s |", data)
		best, bestLib := math.Inf(1), ""
		for _, l := range libs {
			r := ratio(res, dir, data, l)
			if math.IsNaN(r) {
				fmt.Fprintf(md, " – |")
				continue
			}
			fmt.Fprintf(md, " %.2f |", r)
			logs[l] += math.Log(r)
			counts[l]++
			if l != "jsongen" && r < best {
				best, bestLib = r, l
			}
		}
		j := ratio(res, dir, data, "jsongen")
		if bestLib == "" || math.IsNaN(j) {
			fmt.Fprintf(md, " – | – |\n")
			bestMissing = true
			continue
		}
		fmt.Fprintf(md, " %s | %.2f |\n", bestLib, j/best)
		bestLogs += math.Log(j / best)
	}
	geo := map[string]float64{}
	fmt.Fprintf(md, "| **geomean** |")
	for _, l := range libs {
		if counts[l] != len(sets) {
			fmt.Fprintf(md, " – |")
			continue
		}
		geo[l] = math.Exp(logs[l] / float64(len(sets)))
		fmt.Fprintf(md, " **%.2f** |", geo[l])
	}
	if bestMissing {
		fmt.Fprintf(md, " | – |\n")
	} else {
		fmt.Fprintf(md, " | **%.2f** |\n", math.Exp(bestLogs/float64(len(sets))))
	}
	return geo
}

// A part is one benchmark in a split table: a direction and a library.
type part struct{ dir, lib string }

// copyTable splits jsongen's Marshal time, relative to encoding/json's
// Marshal, into the encoding alone (MarshalReuse), the allocation and copy
// of the result that any Marshal returning a new slice makes (ResultCopy),
// and the rest. The copy is what a Marshal would still spend if its
// encoding took no time at all.
func copyTable(md *strings.Builder, res map[key]*samples) {
	splitTable(md, res, "jsongen's Marshal, split (time relative to encoding/json's Marshal)",
		"| dataset | Marshal | encoding alone | allocating and copying the result | the rest |",
		"Marshal", []part{{"Marshal", "jsongen"}, {"MarshalReuse", "jsongen"}, {"ResultCopy", "copy"}})
}

// reuseTable splits jsongen's Unmarshal time, relative to encoding/json's
// Unmarshal, into the time to decode into a value that already has its
// memory (UnmarshalReuse) and the rest, which is what allocating the new
// value costs: the time a decoder would still spend on a new value if its
// decoding took none.
func reuseTable(md *strings.Builder, res map[key]*samples) {
	splitTable(md, res, "jsongen's Unmarshal, split (time relative to encoding/json's Unmarshal)",
		"| dataset | Unmarshal | into a reused value | the rest: the new value |",
		"Unmarshal", []part{{"Unmarshal", "jsongen"}, {"UnmarshalReuse", "jsongen"}})
}

// splitTable writes a table of the medians of parts over encoding/json's
// median in direction base, for each of base's datasets, with the first
// part less the others in the last column, and the parts' geometric means.
// A run that lacks a part for some dataset (of some directions or datasets
// only) gets no table.
func splitTable(md *strings.Builder, res map[key]*samples, title, header, base string, parts []part) {
	var rows []string
	logs := make([]float64, len(parts))
	for _, data := range datasets(res, base) {
		std := res[key{base, data, "std"}]
		if std == nil {
			return
		}
		row := fmt.Sprintf("| %s |", data)
		var rest float64
		for i, p := range parts {
			s := res[key{p.dir, data, p.lib}]
			if s == nil {
				return
			}
			v := median(s.ns) / median(std.ns)
			logs[i] += math.Log(v)
			if i == 0 {
				rest = v
			} else {
				rest -= v
			}
			row += fmt.Sprintf(" %.2f |", v)
		}
		rows = append(rows, row+fmt.Sprintf(" %+.2f |", rest))
	}
	if len(rows) == 0 {
		return
	}
	fmt.Fprintf(md, "\n### %s\n\n%s\n|---|%s\n", title, header, strings.Repeat("---:|", len(parts)+1))
	for _, r := range rows {
		fmt.Fprintln(md, r)
	}
	fmt.Fprintf(md, "| **geomean** |")
	for _, l := range logs {
		fmt.Fprintf(md, " **%.2f** |", math.Exp(l/float64(len(rows))))
	}
	fmt.Fprintf(md, " |\n")
}

// sameWorkTable compares jsongen with sonic made to do what encoding/json
// does ("sonicstd", sonic.ConfigStd, which is not a peer): jsongen's time
// over sonicstd's for each dataset and direction, with their geometric
// means, then each one's geometric mean over encoding/json's beside that of
// sonic's default, over the same datasets.
func sameWorkTable(md *strings.Builder, res map[key]*samples) {
	type col struct {
		dir, title string
		sets       []string // the datasets with both jsongen and sonicstd
	}
	var cols []col
	var rows []string
	for _, d := range dirs {
		c := col{dir: d.name, title: d.title}
		for _, data := range datasets(res, d.name) {
			if res[key{d.name, data, "jsongen"}] != nil && res[key{d.name, data, "sonicstd"}] != nil {
				c.sets = append(c.sets, data)
				if !slices.Contains(rows, data) {
					rows = append(rows, data)
				}
			}
		}
		if len(c.sets) > 0 {
			cols = append(cols, c)
		}
	}
	if len(cols) == 0 {
		return
	}
	fmt.Fprintf(md, "\n### jsongen against sonic doing encoding/json's work (sonic.ConfigStd; time of jsongen over sonic's)\n\n| dataset |")
	for _, c := range cols {
		fmt.Fprintf(md, " %s |", c.title)
	}
	fmt.Fprintf(md, "\n|---|%s\n", strings.Repeat("---:|", len(cols)))
	over := func(dir, data string) float64 {
		return median(res[key{dir, data, "jsongen"}].ns) / median(res[key{dir, data, "sonicstd"}].ns)
	}
	for _, data := range rows {
		fmt.Fprintf(md, "| %s |", data)
		for _, c := range cols {
			if !slices.Contains(c.sets, data) {
				fmt.Fprintf(md, " – |")
				continue
			}
			fmt.Fprintf(md, " %.2f |", over(c.dir, data))
		}
		fmt.Fprintln(md)
	}
	// geo returns the geometric mean of f over a column's datasets (NaN
	// if f is NaN for any).
	geo := func(c col, f func(dir, data string) float64) float64 {
		var sum float64
		for _, data := range c.sets {
			sum += math.Log(f(c.dir, data))
		}
		return math.Exp(sum / float64(len(c.sets)))
	}
	fmt.Fprintf(md, "| **geomean** |")
	for _, c := range cols {
		fmt.Fprintf(md, " **%.2f** |", geo(c, over))
	}
	fmt.Fprintln(md)
	for _, l := range []struct{ lib, label string }{
		{"jsongen", "jsongen"}, {"sonicstd", "sonic.ConfigStd"}, {"sonic", "sonic's default"},
	} {
		fmt.Fprintf(md, "| %s, geomean over encoding/json |", l.label)
		for _, c := range cols {
			g := geo(c, func(dir, data string) float64 { return ratio(res, dir, data, l.lib) })
			if math.IsNaN(g) {
				fmt.Fprintf(md, " – |")
				continue
			}
			fmt.Fprintf(md, " %.2f |", g)
		}
		fmt.Fprintln(md)
	}
}

// blocksTable shows what jsongen's default, where each decoded string owns
// its memory as encoding/json's do, costs against StringBlocks
// ("jsongenblocks", not a peer), where strings share blocks: for each
// decoding direction, the default's time and allocations over
// StringBlocks', per dataset and their geometric means.
func blocksTable(md *strings.Builder, res map[key]*samples) {
	var cols []string
	var rows []string
	for _, dir := range []string{"Unmarshal", "UnmarshalAny", "UnmarshalReuse"} {
		have := false
		for _, data := range datasets(res, dir) {
			if res[key{dir, data, "jsongen"}] != nil && res[key{dir, data, "jsongenblocks"}] != nil {
				have = true
				if !slices.Contains(rows, data) {
					rows = append(rows, data)
				}
			}
		}
		if have {
			cols = append(cols, dir)
		}
	}
	if len(cols) == 0 {
		return
	}
	fmt.Fprintf(md, "\n### What owning each string costs: jsongen's default over StringBlocks (time; allocs)\n\n| dataset |")
	for _, c := range cols {
		fmt.Fprintf(md, " %s |", c)
	}
	fmt.Fprintf(md, "\n|---|%s\n", strings.Repeat("---:|", len(cols)))
	over := func(dir, data string, f func(*samples) []float64) float64 {
		a, b := res[key{dir, data, "jsongen"}], res[key{dir, data, "jsongenblocks"}]
		if a == nil || b == nil {
			return math.NaN()
		}
		return median(f(a)) / median(f(b))
	}
	ns := func(s *samples) []float64 { return s.ns }
	allocs := func(s *samples) []float64 { return s.allocs }
	logs := make([][2]float64, len(cols))
	counts := make([][2]int, len(cols))
	for _, data := range rows {
		fmt.Fprintf(md, "| %s |", data)
		for i, c := range cols {
			t, a := over(c, data, ns), over(c, data, allocs)
			if math.IsNaN(t) {
				fmt.Fprintf(md, " – |")
				continue
			}
			fmt.Fprintf(md, " %.2f; %.2f |", t, a)
			logs[i][0] += math.Log(t)
			counts[i][0]++
			if a > 0 && !math.IsInf(a, 0) { // not when either allocates nothing
				logs[i][1] += math.Log(a)
				counts[i][1]++
			}
		}
		fmt.Fprintln(md)
	}
	fmt.Fprintf(md, "| **geomean** |")
	for i := range cols {
		fmt.Fprintf(md, " **%.2f; %.2f** |", math.Exp(logs[i][0]/float64(counts[i][0])), math.Exp(logs[i][1]/float64(counts[i][1])))
	}
	fmt.Fprintln(md)
}

// allocTable compares allocations when decoding into structs.
func allocTable(md *strings.Builder, res map[key]*samples) {
	if sets := datasets(res, "Unmarshal"); len(sets) > 0 {
		allocRows(md, res, "Unmarshal", "Allocations, Unmarshal into structs (allocs/op, B/op; medians)", sets,
			[]string{"std", "jsongen", "easyjson", "sonic", "goccy"},
			func(s *samples) string { return short(median(s.allocs)) + ", " + short(median(s.bytes)) })
	}
	if sets := datasets(res, "MarshalReuse"); len(sets) > 0 {
		var show []string
		for _, l := range append([]string{"std"}, allLibs...) {
			if res[key{"MarshalReuse", sets[0], l}] != nil {
				show = append(show, l)
			}
		}
		allocRows(md, res, "MarshalReuse", "Allocations per Marshal into a reused buffer", sets, show,
			func(s *samples) string { return short(median(s.allocs)) })
	}
}

// throughputTable writes jsongen's throughput per dataset, decoding
// (MB of input a second) and encoding (MB of output), beside the fastest
// peer's on each, medians of the runs.
func throughputTable(md *strings.Builder, res map[key]*samples) {
	sets := datasets(res, "Unmarshal")
	if len(sets) == 0 {
		return
	}
	fmt.Fprintf(md, "\n### Throughput (MB/s, medians): jsongen, and the fastest peer on each dataset\n\n")
	fmt.Fprintf(md, "| dataset | Unmarshal | fastest peer | Marshal | fastest peer |\n|---|---:|---:|---:|---:|\n")
	cell := func(dir, data string) (string, string) {
		j := res[key{dir, data, "jsongen"}]
		if j == nil || len(j.mbs) == 0 {
			return "–", "–"
		}
		best, bestLib := 0.0, ""
		for _, l := range peers {
			if s := res[key{dir, data, l}]; s != nil && len(s.mbs) > 0 && median(s.mbs) > best {
				best, bestLib = median(s.mbs), l
			}
		}
		return fmt.Sprintf("%.0f", median(j.mbs)), fmt.Sprintf("%.0f (%s)", best, bestLib)
	}
	for _, data := range sets {
		u, up := cell("Unmarshal", data)
		m, mp := cell("Marshal", data)
		fmt.Fprintf(md, "| %s | %s | %s | %s | %s |\n", data, u, up, m, mp)
	}
}

// allocRows writes a table of one direction's datasets and the libraries
// in show, each cell from cell.
func allocRows(md *strings.Builder, res map[key]*samples, dir, title string, sets, show []string, cell func(*samples) string) {
	fmt.Fprintf(md, "\n### %s\n\n| dataset |", title)
	for _, l := range show {
		fmt.Fprintf(md, " %s |", l)
	}
	fmt.Fprintf(md, "\n|---|")
	for range show {
		fmt.Fprintf(md, "---:|")
	}
	fmt.Fprintln(md)
	for _, data := range sets {
		fmt.Fprintf(md, "| %s |", data)
		for _, l := range show {
			s := res[key{dir, data, l}]
			if s == nil {
				fmt.Fprintf(md, " – |")
				continue
			}
			fmt.Fprintf(md, " %s |", cell(s))
		}
		fmt.Fprintln(md)
	}
}

func short(v float64) string {
	switch {
	case math.IsNaN(v):
		return "–"
	case v >= 1e6:
		return fmt.Sprintf("%.1fM", v/1e6)
	case v >= 1e4:
		return fmt.Sprintf("%.0fk", v/1e3)
	default:
		return fmt.Sprintf("%.0f", v)
	}
}

// chart draws the geometric means as grouped horizontal bars.
func chart(geo map[string]map[string]float64) string {
	const (
		width, left, barH, gap = 720.0, 190.0, 14.0, 18.0
		plotW                  = width - left - 60
	)
	colors := map[string]string{"jsongen": "#1f77b4", "sonic": "#ff7f0e", "goccy": "#2ca02c", "easyjson": "#d62728",
		"jsoniter": "#9467bd", "segmentio": "#8c564b", "jsonv2": "#e377c2"}
	maxV := 1.0
	for _, g := range geo {
		for _, v := range g {
			maxV = math.Max(maxV, v)
		}
	}
	var b strings.Builder
	y := 40.0
	var body strings.Builder
	for _, d := range dirs {
		g := geo[d.name]
		if g == nil {
			continue
		}
		fmt.Fprintf(&body, `<text x="10" y="%.0f" font-weight="bold">%s</text>`+"\n", y, d.title)
		y += 8
		for _, l := range allLibs {
			v, ok := g[l]
			if !ok {
				continue
			}
			w := v / maxV * plotW
			fmt.Fprintf(&body, `<text x="%.0f" y="%.0f" text-anchor="end">%s</text>`, left-6, y+barH-3, l)
			fmt.Fprintf(&body, `<rect x="%.0f" y="%.0f" width="%.1f" height="%.0f" fill="%s"/>`, left, y, w, barH, colors[l])
			fmt.Fprintf(&body, `<text x="%.1f" y="%.0f">%.2f</text>`+"\n", left+w+4, y+barH-3, v)
			y += barH + 3
		}
		y += gap
	}
	x1 := left + plotW/maxV
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%.0f" height="%.0f" font-family="sans-serif" font-size="12">`+"\n", width, y+20)
	fmt.Fprintf(&b, `<rect width="100%%" height="100%%" fill="white"/>`+"\n")
	fmt.Fprintf(&b, `<text x="10" y="18" font-size="14">Time relative to encoding/json, geometric mean over datasets (lower is faster)</text>`+"\n")
	b.WriteString(body.String())
	fmt.Fprintf(&b, `<line x1="%.1f" y1="28" x2="%.1f" y2="%.0f" stroke="#555" stroke-dasharray="4 3"/>`, x1, x1, y)
	fmt.Fprintf(&b, `<text x="%.1f" y="%.0f" text-anchor="middle">encoding/json = 1</text>`+"\n", x1, y+14)
	b.WriteString("</svg>\n")
	return b.String()
}

// viaStd are the ViaStd and ViaV2 benchmarks: encoding/json's own calls on
// the dataset types without generated code (std) and with each way of
// generating it.
var viaStd = []struct{ dir, title string }{
	{"ViaStdMarshal", "`json.Marshal`"},
	{"ViaStdMarshalIndent", "`json.MarshalIndent`"},
	{"ViaStdEncode", "`json.NewEncoder(w).Encode`"},
	{"ViaStdUnmarshal", "`json.Unmarshal`"},
	{"ViaStdDecode", "`json.NewDecoder(r).Decode`"},
	{"ViaStdDecodeOptions", "`Decode` with `DisallowUnknownFields`, `UseNumber`"},
	{"ViaV2Marshal", "`jsonv2.Marshal`"},
	{"ViaV2Unmarshal", "`jsonv2.Unmarshal`"},
}

// viaStdTable writes, for each of encoding/json's calls that ran, the
// geometric mean over the datasets of its time on each type set relative
// to the time on the types without generated code. A type set missing a
// dataset (an error: DisallowUnknownFields rejects synthea_fhir's unknown
// members, where a generated UnmarshalJSON does not) leaves its cell empty.
func viaStdTable(md *strings.Builder, res map[key]*samples) {
	libs := []string{"jsongendefault", "jsongen", "easyjson"}
	wrote := false
	for _, v := range viaStd {
		sets := datasets(res, v.dir)
		if len(sets) == 0 {
			continue
		}
		if !wrote {
			fmt.Fprintf(md, "\nencoding/json's own calls, time relative to the same call on the types without generated code (geometric mean over the datasets):\n\n")
			fmt.Fprintf(md, "| call | jsongen's default | jsongen -std_marshalers | easyjson |\n|---|---:|---:|---:|\n")
			wrote = true
		}
		fmt.Fprintf(md, "| %s |", v.title)
		for _, l := range libs {
			logs, n := 0.0, 0
			for _, d := range sets {
				if r := ratio(res, v.dir, d, l); !math.IsNaN(r) {
					logs += math.Log(r)
					n++
				}
			}
			if n == len(sets) {
				fmt.Fprintf(md, " %.2f |", math.Exp(logs/float64(n)))
			} else {
				fmt.Fprintf(md, " |")
			}
		}
		fmt.Fprintf(md, "\n")
	}
}
