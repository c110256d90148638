// Command buildcost measures what generated code costs to build: for a
// package alone, with easyjson's output and with jsongen's, the generated
// lines, the CPU time and peak memory of compiling the package, the CPU
// time of go vet on it, and the size of a program using every type.
//
// It measures two packages: the benchmark's types (types/plain/types.go,
// generated into copies as gen.sh does: -all -no_std_marshalers) and the
// github package of github.com/google/go-github/v81 v81.0.0 from the
// module proxy (about 1,000 types; jsongen -all -std_marshalers as the
// real-world suite runs it, easyjson -all). jsongen and easyjson are the
// bench module's: this checkout's generator and the pinned easyjson.
//
// Only the one package is rebuilt. Each round adds a file holding a new
// comment to the package, which changes its cache key and nothing else,
// then runs go build and go vet on it with std and every dependency
// already in the build cache. The go command runs each tool through this
// program (-toolexec), which times the compile and vet processes of that
// package from the operating system's accounting (user and system CPU,
// peak resident memory) and runs every other tool untouched; the go
// command's own work (loading packages, hashing) is not counted. The
// compiler gets the flags a plain go build gives it, its -c (backend
// concurrency) included. Rounds are interleaved (alone, easyjson,
// jsongen, the order turning each round) and each figure is the median.
//
// Usage (from the bench module; run.sh does this):
//
//	go run ./buildcost [-rounds 5] [-vet-rounds 3] [-sets types,go-github] [-work dir] [-o file]
//
// The work directory keeps the copies and the programs; it is made anew on
// each run. Each round leaves a few archives in the build cache, which
// go clean -cache removes (the go command also trims entries unused for
// five days).
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"
)

func main() {
	if len(os.Args) > 1 && os.Args[1] == "toolexec" {
		toolexec(os.Args[2:])
		return
	}
	rounds := flag.Int("rounds", 5, "rounds of go build (each builds every variant once)")
	vetRounds := flag.Int("vet-rounds", 3, "rounds that also run go vet (at most -rounds)")
	sets := flag.String("sets", "types,go-github", "packages to measure, comma-separated: types, go-github")
	work := flag.String("work", filepath.Join(os.TempDir(), "jsongen-buildcost"), "work directory, made anew")
	out := flag.String("o", "", "file to write the tables to, besides standard output")
	flag.Parse()
	if *rounds < 1 || *vetRounds < 0 {
		fatalf("-rounds must be at least 1 and -vet-rounds at least 0")
	}
	*vetRounds = min(*vetRounds, *rounds)

	e, err := newEnv(*work)
	if err != nil {
		fatalf("%v", err)
	}
	var all []*set
	for name := range strings.SplitSeq(*sets, ",") {
		var s *set
		switch strings.TrimSpace(name) {
		case "types":
			s, err = e.setUpTypes()
		case "go-github":
			s, err = e.setUpGitHub()
		default:
			fatalf("unknown set %q (types, go-github)", name)
		}
		if err != nil {
			fatalf("setting up %s: %v", name, err)
		}
		all = append(all, s)
	}
	for _, s := range all {
		for _, v := range s.Variants {
			if err := e.measureStatic(v); err != nil {
				fatalf("%s, %s: %v", s.Name, v.Name, err)
			}
		}
	}
	start := time.Now()
	for r := range *rounds {
		for _, s := range all {
			for i := range s.Variants {
				v := s.Variants[(i+r)%len(s.Variants)]
				logf("round %d of %d: %s, %s (%v so far)", r+1, *rounds, s.Name, v.Name, since(start))
				if err := e.measureRound(v, r < *vetRounds); err != nil {
					fatalf("%s, %s: %v", s.Name, v.Name, err)
				}
			}
		}
	}
	for _, s := range all {
		for _, v := range s.Variants {
			if err := os.Remove(filepath.Join(v.PkgDir, nonceFile)); err != nil && !os.IsNotExist(err) {
				fatalf("%v", err)
			}
		}
	}

	var b strings.Builder
	fmt.Fprintf(&b, "%s %s/%s, %d CPUs; median of %d rounds of compiling, %d of vetting, interleaved\n",
		runtime.Version(), runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), *rounds, *vetRounds)
	for _, s := range all {
		b.WriteString("\n")
		s.writeTable(&b)
	}
	os.Stdout.WriteString(b.String())
	if *out != "" {
		if err := os.WriteFile(*out, []byte(b.String()), 0o644); err != nil {
			fatalf("%v", err)
		}
	}
	raw := filepath.Join(e.work, "raw.json")
	data, _ := json.MarshalIndent(all, "", "\t")
	if err := os.WriteFile(raw, data, 0o644); err != nil {
		fatalf("%v", err)
	}
	logf("done in %v; every run's figures are in %s", since(start), raw)
}

// A set is one package measured three ways.
type set struct {
	Name     string
	Title    string // for the table: where the package comes from
	Types    int    // types the program using every type uses
	Note     string // how the generators were run, if that needs saying
	Variants []*variant
}

// A variant is the package alone or with one generator's output.
type variant struct {
	Name    string    // "alone", "easyjson", "jsongen"
	Label   string    // the table's row heading
	ModDir  string    // the module's root, where the go command runs
	PkgDir  string    // the package's directory
	Pkg     string    // the package's import path
	Every   string    // the package path of the program using every type
	Lines   int       // lines of generated code
	Binary  int64     // size in bytes of the program using every type
	Compile []toolRun // the compiles of go build
	Vet     []toolRun // what go vet runs: vet, and the compile of the package with its tests
}

func newVariant(name, modDir, pkgDir, pkg, every string) *variant {
	labels := map[string]string{
		"alone":    "the package alone",
		"easyjson": "with easyjson's output",
		"jsongen":  "with jsongen's output",
	}
	return &variant{Name: name, Label: labels[name], ModDir: modDir, PkgDir: pkgDir, Pkg: pkg, Every: every}
}

// writeTable writes the set's table in Markdown.
func (s *set) writeTable(b *strings.Builder) {
	fmt.Fprintf(b, "%s, %d types:\n\n", s.Title, s.Types)
	b.WriteString("| | generated lines | compile CPU | peak compiler memory | `go vet` CPU | binary using every type |\n")
	b.WriteString("|---|---:|---:|---:|---:|---:|\n")
	base := s.Variants[0]
	for _, v := range s.Variants {
		ratio := func(x, base float64) string {
			if v == s.Variants[0] || base == 0 {
				return ""
			}
			return fmt.Sprintf(" (%.1fx)", x/base)
		}
		cpu, mem := v.compileFigures()
		baseCPU, baseMem := base.compileFigures()
		vet, baseVet := v.vetCPU(""), base.vetCPU("")
		vetText := "-"
		if vet > 0 {
			vetText = seconds(vet) + ratio(vet, baseVet)
		}
		fmt.Fprintf(b, "| %s | %s | %s%s | %s MB%s | %s | %.1f MB%s |\n",
			v.Label, thousands(v.Lines),
			seconds(cpu), ratio(cpu, baseCPU),
			thousands(int(mem/1e6)), ratio(mem, baseMem),
			vetText,
			float64(v.Binary)/1e6, ratio(float64(v.Binary), float64(base.Binary)))
	}
	baseCPU, _ := base.compileFigures()
	b.WriteString("\n- Compile CPU over the package alone, per type:")
	for i, v := range s.Variants[1:] {
		cpu, _ := v.compileFigures()
		fmt.Fprintf(b, "%s %s %.1f ms", sep(i), v.Name, (cpu-baseCPU)/float64(s.Types)*1e3)
	}
	b.WriteString(".\n")
	if s.Note != "" {
		b.WriteString("- " + s.Note + "\n")
	}
	b.WriteString("- Compile CPU, min-max:")
	for i, v := range s.Variants {
		lo, hi := spread(v.Compile)
		fmt.Fprintf(b, "%s %s %s to %s", sep(i), v.Name, seconds(lo), seconds(hi))
	}
	if len(base.Compile) > 0 && base.Compile[0].Args != "" {
		fmt.Fprintf(b, " (the go command gave the compiler %s)", base.Compile[0].Args)
	}
	b.WriteString(".\n")
	if len(base.Vet) > 0 {
		b.WriteString("- `go vet` CPU is the vet tool's plus the compile of the package with its tests, which go vet\n" +
			"  needs when the package has an external test package:")
		for i, v := range s.Variants {
			fmt.Fprintf(b, "%s %s %s + %s", sep(i), v.Name, seconds(v.vetCPU("vet")), seconds(v.vetCPU("compile")))
		}
		b.WriteString(".\n")
	}
}

func sep(i int) string {
	if i == 0 {
		return ""
	}
	return ";"
}

// seconds formats CPU seconds with three significant digits or so.
func seconds(s float64) string {
	switch {
	case s < 1:
		return fmt.Sprintf("%.2f s", s)
	case s < 100:
		return fmt.Sprintf("%.1f s", s)
	}
	return fmt.Sprintf("%.0f s", s)
}

// compileFigures returns the median CPU seconds and peak memory in bytes
// of the package's compiles.
func (v *variant) compileFigures() (cpu, mem float64) {
	var cpus, mems []float64
	for _, r := range v.Compile {
		cpus = append(cpus, r.User+r.Sys)
		mems = append(mems, float64(r.MaxRSS))
	}
	return median(cpus), median(mems)
}

// vetCPU returns the median over rounds of the CPU seconds of what go vet
// ran on the package: every tool if tool is "", else only that one.
func (v *variant) vetCPU(tool string) float64 {
	rounds := map[int]float64{}
	for _, r := range v.Vet {
		if tool == "" || r.Tool == tool {
			rounds[r.Round] += r.User + r.Sys
		}
	}
	var cpus []float64
	for _, c := range rounds {
		cpus = append(cpus, c)
	}
	return median(cpus)
}

func spread(runs []toolRun) (lo, hi float64) {
	for i, r := range runs {
		c := r.User + r.Sys
		if i == 0 || c < lo {
			lo = c
		}
		if i == 0 || c > hi {
			hi = c
		}
	}
	return lo, hi
}

func median(x []float64) float64 {
	if len(x) == 0 {
		return 0
	}
	x = slices.Clone(x)
	slices.Sort(x)
	n := len(x)
	if n%2 == 1 {
		return x[n/2]
	}
	return (x[n/2-1] + x[n/2]) / 2
}

// thousands formats n with commas: 176,532.
func thousands(n int) string {
	s := fmt.Sprint(n)
	var b []byte
	for i := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b = append(b, ',')
		}
		b = append(b, s[i])
	}
	return string(b)
}

func since(t time.Time) time.Duration { return time.Since(t).Round(time.Second) }

func logf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "buildcost: "+format+"\n", args...)
}

func fatalf(format string, args ...any) {
	logf(format, args...)
	os.Exit(1)
}
