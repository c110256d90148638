// Command jsongen generates fast JSON encoding and decoding methods for Go
// types, with no reflection at run time, that behave exactly as
// encoding/json does.
//
// Usage:
//
//	jsongen [flags] file.go|dir ...
//
// For a file argument jsongen writes file_jsongen.go next to it, holding
// methods for the types declared in that file; for a directory it writes
// <package>_jsongen.go for the whole package. With -all, every struct type
// declared at package level gets methods, except those marked
// //jsongen:skip; without it, only types marked //jsongen:json do (named
// slice, map and array types included). //easyjson:json and
// //easyjson:skip are accepted too.
//
// Each type gets EncodeJSON and DecodeJSON methods, which
// jsongen.Marshal and jsongen.Unmarshal call, and MarshalJSON and
// UnmarshalJSON methods so that encoding/json and everything built on it
// use them as well.
//
// The usual way to run it is from a go:generate line in the file that
// declares the types:
//
//	//go:generate go run github.com/jsongen/jsongen/cmd/jsongen -all $GOFILE
//
// Flags:
//
//	-all
//		generate for every struct type, not only marked ones
//	-build_tags 'a b'
//		load the package with these build tags and write them as a
//		//go:build line (a && b) in the output
//	-no_std_marshalers
//		leave out MarshalJSON and UnmarshalJSON
//	-output_filename name
//		write to name instead of the default (one argument only)
//	-v
//		report what was generated and how long it took
//	-version
//		print the version and exit
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/jsongen/jsongen/internal/gen"
)

// version is the jsongen release this command is part of.
const version = "v0.1.0"

func main() {
	var cfg gen.Config
	var buildTags string
	var verbose, showVersion bool
	flag.BoolVar(&cfg.All, "all", false, "generate for every struct type, not only those marked //jsongen:json")
	flag.StringVar(&buildTags, "build_tags", "", "space-separated build tags to load with and to write as a //go:build line")
	flag.BoolVar(&cfg.NoStdMarshalers, "no_std_marshalers", false, "do not generate MarshalJSON and UnmarshalJSON")
	flag.StringVar(&cfg.OutputFilename, "output_filename", "", "name of the output file (one argument only)")
	flag.BoolVar(&verbose, "v", false, "report what was generated and how long it took")
	flag.BoolVar(&showVersion, "version", false, "print the version and exit")
	flag.Usage = func() {
		fmt.Fprintf(os.Stderr, "usage: jsongen [flags] file.go|dir ...\n\nFlags:\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if showVersion {
		fmt.Println("jsongen", version)
		return
	}
	cfg.Args = flag.Args()
	cfg.BuildTags = strings.Fields(buildTags)
	if len(cfg.Args) == 0 {
		flag.Usage()
		os.Exit(2)
	}
	outs, err := gen.Generate(cfg)
	if err == nil {
		err = gen.Write(outs)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "jsongen:", err)
		os.Exit(1)
	}
	if verbose {
		for _, o := range outs {
			fmt.Fprintf(os.Stderr, "jsongen: %s: %d types (load %v, generate %v)\n", o.Path, o.Types, o.Timing.Load, o.Timing.Generate)
		}
	}
}
