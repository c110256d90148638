package main

import (
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// A toolRun is one run of the compiler or vet on the package being
// measured, as the toolexec wrapper logs it.
type toolRun struct {
	Round  int     // set by the measuring loop
	Step   string  // what the go command was doing: "build" or "vet"
	Tool   string  // "compile" or "vet"
	Test   bool    // the run includes the package's _test.go files
	User   float64 // CPU seconds in user mode
	Sys    float64 // CPU seconds in the kernel
	Wall   float64 // seconds
	MaxRSS int64   // peak resident memory in bytes; 0 if unknown
	Args   string  // the flags that matter here: the compiler's -c
}

// The environment of a measured go command tells the wrapper what to log.
const (
	envLog  = "BUILDCOST_LOG"  // file to append toolRun lines to
	envPkg  = "BUILDCOST_PKG"  // import path of the package measured
	envStep = "BUILDCOST_STEP" // toolRun.Step
)

// toolexec is run by the go command as "buildcost toolexec TOOL ARGS..."
// (go build -toolexec). A compile or vet of the package named by
// BUILDCOST_PKG runs as a child whose CPU time and peak memory are appended
// to BUILDCOST_LOG; every other tool run, and the -V=full query by which
// the go command identifies the tool, replaces this process unchanged, so
// the go command's cache keys are those of a build without -toolexec.
func toolexec(args []string) {
	if len(args) == 0 {
		fatalf("toolexec: no tool to run")
	}
	tool, toolArgs := args[0], args[1:]
	name := strings.TrimSuffix(filepath.Base(tool), ".exe")
	pkg := os.Getenv(envPkg)
	var test, measured bool
	switch name {
	case "compile":
		measured = flagValue(toolArgs, "-p") == pkg
		test = slices.ContainsFunc(toolArgs, func(a string) bool { return strings.HasSuffix(a, "_test.go") })
	case "vet":
		measured, test = vetOf(toolArgs, pkg)
	}
	if !measured || slices.Contains(toolArgs, "-V=full") {
		execTool(tool, args)
	}

	cmd := exec.Command(tool, toolArgs...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		fatalf("toolexec: %v", err)
	}
	st := cmd.ProcessState
	run := toolRun{
		Step:   os.Getenv(envStep),
		Tool:   name,
		Test:   test,
		User:   st.UserTime().Seconds(),
		Sys:    st.SystemTime().Seconds(),
		Wall:   wall.Seconds(),
		MaxRSS: maxRSS(st),
	}
	if c := flagValue(toolArgs, "-c"); c != "" {
		run.Args = "-c=" + c
	}
	line, _ := json.Marshal(run)
	f, err := os.OpenFile(os.Getenv(envLog), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err == nil {
		_, err = f.Write(append(line, '\n'))
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		fatalf("toolexec: %v", err)
	}
	os.Exit(st.ExitCode())
}

// flagValue returns the value of the flag name in args, given as
// "name value" or "name=value"; "" if it is not there.
func flagValue(args []string, name string) string {
	for i, a := range args {
		if a == name && i+1 < len(args) {
			return args[i+1]
		}
		if v, ok := strings.CutPrefix(a, name+"="); ok {
			return v
		}
	}
	return ""
}

// vetOf reports whether a vet run with args (the go command passes a
// vet.cfg file last) is of pkg, its test variant or its external test
// package, and whether it includes test files.
func vetOf(args []string, pkg string) (measured, test bool) {
	if len(args) == 0 || !strings.HasSuffix(args[len(args)-1], ".cfg") {
		return false, false
	}
	data, err := os.ReadFile(args[len(args)-1])
	if err != nil {
		return false, false
	}
	var cfg struct {
		ImportPath string
		GoFiles    []string
	}
	if json.Unmarshal(data, &cfg) != nil {
		return false, false
	}
	path, _, _ := strings.Cut(cfg.ImportPath, " ") // "p [p.test]"
	if path != pkg && path != pkg+"_test" {
		return false, false
	}
	return true, slices.ContainsFunc(cfg.GoFiles, func(f string) bool { return strings.HasSuffix(f, "_test.go") })
}
