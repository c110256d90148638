package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/jsongen/jsongen/internal/gen"
)

// version is the jsongen release this command is part of.
const version = "v0.1.0"

// shortUsage is printed for a command line jsongen cannot run.
const shortUsage = "usage: jsongen [flags] file.go|dir ...\nRun jsongen -h for the flags.\n"

func main() {
	os.Exit(command(os.Args[1:], os.Stderr))
}

// command runs jsongen with args and returns its exit status.
func command(args []string, stderr io.Writer) int {
	fs, flags := gen.NewFlagSet("jsongen", stderr)
	fs.Usage = func() {} // the flag package's list would repeat help
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprint(stderr, help)
			return 0
		}
		fmt.Fprint(stderr, shortUsage)
		return 2
	}
	if flags.Version {
		fmt.Fprintln(os.Stdout, "jsongen", version)
		return 0
	}
	notice, err := flags.Finish(fs.Args())
	if err != nil {
		fmt.Fprintln(stderr, "jsongen:", err)
		return 2
	}
	if notice != "" {
		fmt.Fprintln(stderr, "jsongen:", notice)
	}
	if len(flags.Args) == 0 {
		fmt.Fprint(stderr, shortUsage)
		return 2
	}
	outs, err := gen.Generate(flags.Config)
	if err != nil {
		fmt.Fprintln(stderr, "jsongen:", err)
		return 1
	}
	for _, o := range outs {
		for _, w := range o.Warnings {
			fmt.Fprintln(stderr, "jsongen: warning:", w)
		}
	}
	if flags.Check {
		stale, err := gen.Stale(outs)
		if err != nil {
			fmt.Fprintln(stderr, "jsongen:", err)
			return 1
		}
		for _, path := range stale {
			fmt.Fprintf(stderr, "jsongen: %s is not what jsongen writes now: run go generate\n", path)
		}
		if len(stale) > 0 {
			return 1
		}
		return 0
	}
	if err := gen.Write(outs); err != nil {
		fmt.Fprintln(stderr, "jsongen:", err)
		return 1
	}
	if flags.Verbose {
		for _, o := range outs {
			fmt.Fprintf(stderr, "jsongen: %s: %d types (load %v, generate %v)\n", o.Path, o.Types, o.Timing.Load, o.Timing.Generate)
		}
	}
	return 0
}
