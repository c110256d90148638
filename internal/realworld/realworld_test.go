// Package realworld is the real-world suite: it checks jsongen against
// large published packages of API types, generated whole.
//
// For each package the suite copies its module from the module cache (the
// go command downloads it through the module proxy if need be), makes the
// copy require this checkout of jsongen through a replace directive (which
// raises the copy's go line to jsongen's), and runs go vet and the
// package's own tests to record what passes. It then runs jsongen -all
// -std_marshalers -v on the package, as a user would (no skip directives
// are added; -std_marshalers so that the package's tests, which call
// encoding/json, run the generated code), builds the whole module, vets the package and runs its tests again. The
// suite fails if jsongen fails, if the module does not build, if go vet
// reports anything it did not report before, or if a test (subtests
// included) that passed without generated code does not pass with it. It
// logs the number of types, the generated lines and the time of each step.
// (go test runs with -vet=off both times: vet is checked on its own.)
//
// The suite is slow (minutes) and needs the packages in the module cache
// or a reachable module proxy, so it runs only when asked:
//
//	JSONGEN_REALWORLD=1 go test ./internal/realworld -v -timeout 30m
//
// JSONGEN_REALWORLD=all adds the extra targets (gitlab's and stripe's
// clients, with a stand-in for stripe-mock), which take about 25 minutes
// more: -timeout 60m.
//
// Add -run 'TestRealWorld/godo' (or go-github) for one package. Other
// variables:
//
//	JSONGEN_REALWORLD_ROOT=dir  test the jsongen module at dir (absolute,
//	                            or relative to internal/realworld) instead
//	                            of this checkout: a snapshot, say
//	JSONGEN_REALWORLD_KEEP=1    keep the work directories and log where
//	                            they are
package realworld

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// A target is a published package the suite generates code for.
type target struct {
	name    string // subtest name
	module  string // module path
	version string
	pkg     string // the package's directory in the module, "." for the root
	// extra targets run only with JSONGEN_REALWORLD=all: they take CI past
	// its time (stripe's package alone has 5,500 types).
	extra bool
	setup func(t *testing.T) // prepares the environment the tests need, or nil
}

var targets = []target{
	{name: "go-github", module: "github.com/google/go-github/v81", version: "v81.0.0", pkg: "github"},
	{name: "godo", module: "github.com/digitalocean/godo", version: "v1.236.0", pkg: "."},
	{name: "go-openai", module: "github.com/sashabaranov/go-openai", version: "v1.43.0", pkg: "."},
	{name: "slack", module: "github.com/slack-go/slack", version: "v0.35.0", pkg: "."},
	{name: "gitlab", module: "gitlab.com/gitlab-org/api/client-go", version: "v1.46.0", pkg: ".", extra: true},
	{name: "stripe", module: "github.com/stripe/stripe-go/v82", version: "v82.5.1", pkg: ".", extra: true, setup: stripeMock},
}

// stripeMock starts a stand-in for stripe-mock, without which stripe's
// test binary exits before running a test: it answers every request with
// the header stripe's tests look for and an empty object. The tests that
// need stripe-mock's fixtures fail with and without generated code alike.
func stripeMock(t *testing.T) {
	s := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Stripe-Mock-Version", "master")
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, "{}")
	}))
	s.EnableHTTP2 = true
	s.StartTLS()
	t.Cleanup(s.Close)
	u, err := url.Parse(s.URL)
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("STRIPE_MOCK_PORT", u.Port())
}

// jsongenModule is the module path the copies require.
const jsongenModule = "github.com/jsongen/jsongen"

func TestRealWorld(t *testing.T) {
	mode := os.Getenv("JSONGEN_REALWORLD")
	if mode != "1" && mode != "all" {
		t.Skip("real-world suite not run: JSONGEN_REALWORLD=1 go test ./internal/realworld -v -timeout 30m")
	}
	root := repoRoot(t)
	t.Logf("jsongen module: %s", root)
	bin := workDir(t, "jsongen-bin")
	jsongen := filepath.Join(bin, "jsongen")
	if runtime.GOOS == "windows" {
		jsongen += ".exe"
	}
	start := time.Now()
	if out, err := command(t, root, "go", "build", "-o", jsongen, "./cmd/jsongen"); err != nil {
		t.Fatalf("building jsongen: %v\n%s", err, out)
	}
	t.Logf("built jsongen in %v", since(start))
	for _, tg := range targets {
		t.Run(tg.name, func(t *testing.T) {
			if tg.extra && mode != "all" {
				t.Skip("an extra target: JSONGEN_REALWORLD=all runs it")
			}
			if tg.setup != nil {
				tg.setup(t)
			}
			tg.run(t, root, jsongen)
		})
	}
}

// repoRoot is the jsongen module the copies use: JSONGEN_REALWORLD_ROOT,
// or this checkout.
func repoRoot(t *testing.T) string {
	if dir := os.Getenv("JSONGEN_REALWORLD_ROOT"); dir != "" {
		abs, err := filepath.Abs(dir)
		if err != nil {
			t.Fatal(err)
		}
		return abs
	}
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		t.Fatal("cannot find the source file's path")
	}
	return filepath.Clean(filepath.Join(filepath.Dir(file), "..", ".."))
}

// workDir returns a new empty directory, kept after the test if
// JSONGEN_REALWORLD_KEEP is set.
func workDir(t *testing.T, pattern string) string {
	if os.Getenv("JSONGEN_REALWORLD_KEEP") == "" {
		return t.TempDir()
	}
	dir, err := os.MkdirTemp("", "jsongen-realworld-"+pattern+"-")
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("work directory kept: %s", dir)
	return dir
}

// timings records how long each step took, for the summary.
type timings struct {
	names []string
	times []time.Duration
}

func (s *timings) add(name string, d time.Duration) {
	s.names = append(s.names, name)
	s.times = append(s.times, d)
}

func (s *timings) String() string {
	var b strings.Builder
	for i, name := range s.names {
		fmt.Fprintf(&b, "\n\t%-28s %v", name, s.times[i])
	}
	return b.String()
}

func (tg target) run(t *testing.T, root, jsongen string) {
	pkgDir := "./" + filepath.ToSlash(tg.pkg)
	if tg.pkg == "." {
		pkgDir = "."
	}
	var steps timings
	summary := []string{fmt.Sprintf("%s@%s, package %s", tg.module, tg.version, pkgDir)}
	defer func() {
		t.Logf("summary:\n\t%s\nsteps:%v", strings.Join(summary, "\n\t"), &steps)
	}()
	step := func(name string) func() {
		start := time.Now()
		return func() { steps.add(name, since(start)) }
	}

	// Find the module, downloading it if need be.
	done := step("go mod download")
	src := downloadModule(t, tg.module+"@"+tg.version)
	done()

	done = step("copy and set up module")
	dir := filepath.Join(workDir(t, tg.name), "mod")
	if err := copyTree(dir, src); err != nil {
		t.Fatalf("copying %s: %v", src, err)
	}
	setUpModule(t, dir, root)
	done()

	// go vet before generating, too: the copy's go line is jsongen's, which
	// may be newer than the package's and turn on checks (printf's
	// non-constant format strings, say) that the package does not pass.
	done = step("go vet (baseline)")
	vetBefore, err := command(t, dir, "go", "vet", pkgDir)
	done()
	if err != nil {
		t.Logf("go vet %s fails without generated code (%d lines of output); only new lines count later",
			pkgDir, len(newLines(vetBefore, "")))
	}

	done = step("go test (baseline)")
	before := goTest(t, dir, pkgDir)
	done()
	if before.broken != "" {
		t.Fatalf("the package's tests do not run without generated code:\n%s", before.broken)
	}
	passedBefore := before.passed()
	summary = append(summary, fmt.Sprintf("baseline: %d tests passed, %d failed, %d skipped",
		len(passedBefore), len(before.withResult("fail")), len(before.withResult("skip"))))
	if failed := before.withResult("fail"); len(failed) > 0 {
		t.Logf("tests that fail without generated code (ignored): %s", strings.Join(failed, " "))
	}

	done = step("jsongen -all")
	start := time.Now()
	out, err := command(t, dir, jsongen, "-all", "-std_marshalers", "-v", pkgDir)
	genTime := since(start)
	done()
	if err != nil {
		summary = append(summary, fmt.Sprintf("jsongen failed after %v", genTime))
		t.Fatalf("jsongen -all -std_marshalers -v %s: %v\n%s", pkgDir, err, trimLines(out, 60))
	}
	types, detail := "?", strings.TrimSpace(out)
	if m := typesRE.FindStringSubmatch(out); m != nil {
		types, detail = m[1], m[2]
	}
	var warnings int
	for _, l := range strings.Split(out, "\n") {
		if strings.Contains(l, "warning:") {
			warnings++
		}
	}
	if warnings > 0 {
		t.Logf("jsongen -all -v %s: %d warnings:\n%s", pkgDir, warnings, trimLines(out, 60))
	}
	lines, files := countGenerated(t, filepath.Join(dir, tg.pkg))
	summary = append(summary, fmt.Sprintf("generated: %s types, %d lines in %s, in %v (%s), %d warnings",
		types, lines, strings.Join(files, " "), genTime, detail, warnings))

	done = step("go build ./...")
	out, err = command(t, dir, "go", "build", "./...")
	done()
	buildOK := err == nil
	if !buildOK {
		t.Errorf("go build ./... with generated code: %v\n%s", err, trimLines(out, 100))
	}

	done = step("go vet " + pkgDir)
	out, err = command(t, dir, "go", "vet", pkgDir)
	done()
	if err != nil {
		if fresh := newLines(out, vetBefore); len(fresh) > 0 {
			t.Errorf("go vet %s with generated code: %v\n%s", pkgDir, err, trimLines(strings.Join(fresh, "\n"), 100))
		} else {
			t.Logf("go vet %s reports only what it reported without generated code", pkgDir)
		}
	}

	done = step("go test (generated)")
	after := goTest(t, dir, pkgDir)
	done()
	if after.broken != "" {
		summary = append(summary, "with generated code: the tests do not run")
		t.Fatalf("the package's tests do not run with generated code:\n%s", after.broken)
	}
	passedAfter := after.passed()
	summary = append(summary, fmt.Sprintf("with generated code: %d tests passed, %d failed, %d skipped",
		len(passedAfter), len(after.withResult("fail")), len(after.withResult("skip"))))

	var regressed []string
	for name := range passedBefore {
		if !passedAfter[name] {
			regressed = append(regressed, name)
		}
	}
	var fixed []string
	for name := range passedAfter {
		if !passedBefore[name] {
			fixed = append(fixed, name)
		}
	}
	slices.Sort(regressed)
	slices.Sort(fixed)
	if len(fixed) > 0 {
		t.Logf("%d tests pass only with generated code: %s", len(fixed), strings.Join(fixed, " "))
	}
	summary = append(summary, fmt.Sprintf("regressions: %d tests", len(regressed)))
	if len(regressed) > 0 {
		t.Errorf("%d tests passed without generated code and do not with it:\n%s",
			len(regressed), after.report(regressed))
	}
}

// typesRE matches jsongen -v's report: "file: N types (load X, generate Y)".
var typesRE = regexp.MustCompile(`: (\d+) types \(([^)]*)\)`)

// downloadModule returns the module's directory in the module cache.
func downloadModule(t *testing.T, modVersion string) string {
	t.Helper()
	var stdout, stderr bytes.Buffer
	cmd := exec.CommandContext(ctx(t), "go", "mod", "download", "-json", modVersion)
	cmd.Dir = t.TempDir() // outside any module
	cmd.Env = goEnv()
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	var info struct{ Dir, Error string }
	if jerr := json.Unmarshal(stdout.Bytes(), &info); jerr != nil || info.Dir == "" {
		t.Fatalf("go mod download -json %s: %v %s\n%s%s", modVersion, err, info.Error, stdout.Bytes(), stderr.Bytes())
	}
	return info.Dir
}

// setUpModule makes the module in dir require the jsongen module at root.
// The go.sum lines jsongen's own requirements need come from its go.sum;
// go get then settles go.mod (it raises the go line to jsongen's).
func setUpModule(t *testing.T, dir, root string) {
	t.Helper()
	if out, err := command(t, dir, "go", "mod", "edit",
		"-require="+jsongenModule+"@v0.0.0", "-replace="+jsongenModule+"="+root); err != nil {
		t.Fatalf("go mod edit: %v\n%s", err, out)
	}
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.OpenFile(filepath.Join(dir, "go.sum"), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Write(sum); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	if out, err := command(t, dir, "go", "get", jsongenModule+"@v0.0.0"); err != nil {
		t.Fatalf("go get %s: %v\n%s", jsongenModule, err, out)
	}
}

// copyTree copies the directory tree src to dst, making everything
// writable (the module cache is read-only).
func copyTree(dst, src string) error {
	return filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, path)
		if err != nil {
			return err
		}
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		if !d.Type().IsRegular() {
			return nil // module zips hold regular files only
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		mode := fs.FileMode(0o644)
		if info.Mode()&0o111 != 0 {
			mode = 0o755
		}
		in, err := os.Open(path)
		if err != nil {
			return err
		}
		defer in.Close()
		out, err := os.OpenFile(target, os.O_CREATE|os.O_TRUNC|os.O_WRONLY, mode)
		if err != nil {
			return err
		}
		if _, err := io.Copy(out, in); err != nil {
			out.Close()
			return err
		}
		return out.Close()
	})
}

// newLines returns the lines of out that are not in before, leaving out
// the "# package" lines.
func newLines(out, before string) []string {
	old := map[string]bool{}
	for _, l := range strings.Split(before, "\n") {
		old[l] = true
	}
	var fresh []string
	for _, l := range strings.Split(strings.TrimRight(out, "\n"), "\n") {
		if !old[l] && !strings.HasPrefix(l, "# ") {
			fresh = append(fresh, l)
		}
	}
	return fresh
}

// countGenerated counts the lines of the generated files in dir.
func countGenerated(t *testing.T, dir string) (lines int, files []string) {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(dir, "*_jsongen.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range names {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		lines += bytes.Count(data, []byte("\n"))
		files = append(files, filepath.Base(name))
	}
	if len(files) == 0 {
		t.Fatalf("jsongen wrote no *_jsongen.go file in %s", dir)
	}
	return lines, files
}

// testRun is the outcome of one go test -json run of one package.
type testRun struct {
	result map[string]string   // test name -> pass, fail or skip
	output map[string][]string // test name -> output lines
	order  []string            // test names as they started
	// broken, if not empty, is why no test ran (the test binary did not
	// build, say), with the go command's output.
	broken string
	// crash is the end of the test binary's output if it panicked or
	// timed out, leaving tests without a result.
	crash string
}

func goTest(t *testing.T, dir, pkg string) *testRun {
	t.Helper()
	var stdout, stderr bytes.Buffer
	cmd := exec.CommandContext(ctx(t), "go", "test", "-json", "-count=1", "-vet=off", pkg)
	cmd.Dir = dir
	cmd.Env = goEnv()
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	runErr := cmd.Run()
	r := &testRun{result: map[string]string{}, output: map[string][]string{}}
	// test2json splits long lines into several events: join the output
	// before splitting it into lines.
	raw := map[string]*strings.Builder{"": {}} // test name -> output, "" for the package's
	sc := bufio.NewScanner(&stdout)
	sc.Buffer(nil, 64<<20)
	for sc.Scan() {
		var ev struct {
			Action, Test, Output string
		}
		if err := json.Unmarshal(sc.Bytes(), &ev); err != nil {
			raw[""].WriteString(sc.Text() + "\n")
			continue
		}
		switch ev.Action {
		case "run":
			if raw[ev.Test] == nil {
				r.order = append(r.order, ev.Test)
				raw[ev.Test] = &strings.Builder{}
			}
		case "output", "build-output":
			if raw[ev.Test] == nil {
				raw[ev.Test] = &strings.Builder{}
			}
			raw[ev.Test].WriteString(ev.Output)
		case "pass", "fail", "skip":
			if ev.Test != "" {
				r.result[ev.Test] = ev.Action
			}
		}
	}
	for name, b := range raw {
		if name != "" {
			r.output[name] = strings.Split(strings.TrimRight(b.String(), "\n"), "\n")
		}
	}
	pkgOutput := strings.Split(raw[""].String(), "\n")
	if len(r.order) == 0 && runErr != nil {
		r.broken = fmt.Sprintf("go test -json -count=1 -vet=off %s: %v\n%s\n%s", pkg, runErr,
			trimLines(raw[""].String(), 100), trimLines(stderr.String(), 100))
	}
	r.crash = crashOutput(pkgOutput)
	return r
}

// crashOutput returns the end of the package output if it holds a panic
// or a timeout.
func crashOutput(lines []string) string {
	for i, l := range lines {
		if strings.HasPrefix(l, "panic:") || strings.HasPrefix(l, "fatal error:") || strings.Contains(l, "test timed out") {
			return trimLines(strings.Join(lines[i:], "\n"), 30)
		}
	}
	return ""
}

// passed returns the tests that passed, subtests included.
func (r *testRun) passed() map[string]bool {
	m := map[string]bool{}
	for name, res := range r.result {
		if res == "pass" {
			m[name] = true
		}
	}
	return m
}

func (r *testRun) withResult(res string) []string {
	var names []string
	for _, name := range r.order {
		if r.result[name] == res {
			names = append(names, name)
		}
	}
	return names
}

// report lists the regressed tests, each with the first lines of its
// output; a test whose subtests regressed too is listed by name only, its
// output being theirs.
func (r *testRun) report(regressed []string) string {
	const maxReported = 300
	var b strings.Builder
	noResult := false
	for i, name := range regressed {
		if i == maxReported {
			fmt.Fprintf(&b, "... and %d more\n", len(regressed)-i)
			break
		}
		res := r.result[name]
		if res == "" {
			res = "did not run or has no result"
			noResult = true
		}
		hasChild := false
		for _, other := range regressed {
			if strings.HasPrefix(other, name+"/") {
				hasChild = true
				break
			}
		}
		fmt.Fprintf(&b, "--- %s (%s)\n", name, res)
		if hasChild {
			continue
		}
		var lines []string
		for _, l := range r.output[name] {
			trimmed := strings.TrimSpace(l)
			if strings.HasPrefix(trimmed, "=== ") || strings.HasPrefix(trimmed, "--- ") {
				continue
			}
			lines = append(lines, "    "+l)
		}
		if len(lines) > 0 {
			b.WriteString(trimLines(strings.Join(lines, "\n"), 12))
			b.WriteString("\n")
		}
	}
	if noResult && r.crash != "" {
		fmt.Fprintf(&b, "the test binary crashed; its output ends:\n%s\n", r.crash)
	}
	return b.String()
}

// command runs name with args in dir and returns its combined output.
func command(t *testing.T, dir, name string, args ...string) (string, error) {
	t.Helper()
	cmd := exec.CommandContext(ctx(t), name, args...)
	cmd.Dir = dir
	cmd.Env = goEnv()
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// goEnv is the environment for go commands: the test's own, outside any
// workspace.
func goEnv() []string {
	return append(os.Environ(), "GOWORK=off")
}

// ctx is cancelled shortly before the test's deadline, so that a hung
// command leaves time to report it.
func ctx(t *testing.T) context.Context {
	deadline, ok := t.Deadline()
	if !ok {
		return context.Background()
	}
	c, cancel := context.WithDeadline(context.Background(), deadline.Add(-30*time.Second))
	t.Cleanup(cancel)
	return c
}

// trimLines returns the first n lines of s, each cut to maxLine bytes,
// saying how much was left out.
func trimLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	more := len(lines) - n
	if more > 0 {
		lines = lines[:n]
	}
	for i, l := range lines {
		if len(l) > maxLine {
			lines[i] = l[:maxLine] + " ... (" + strconv.Itoa(len(l)-maxLine) + " more bytes)"
		}
	}
	if more > 0 {
		lines = append(lines, "    ... ("+strconv.Itoa(more)+" more lines)")
	}
	return strings.Join(lines, "\n")
}

const maxLine = 400

func since(start time.Time) time.Duration {
	return time.Since(start).Round(10 * time.Millisecond)
}
