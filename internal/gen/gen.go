// Package gen runs jsongen's pipeline: load the packages, build the model,
// print the code, format it, and write the files.
package gen

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/jsongen/jsongen/internal/emit"
	"github.com/jsongen/jsongen/internal/load"
	"github.com/jsongen/jsongen/internal/model"
)

// Config holds the generator's settings, as the command's flags set them.
type Config struct {
	Dir             string   // directory to resolve Args in; "" for the current one
	Args            []string // .go files and package directories
	All             bool     // every struct type, not only marked ones
	Pkg             bool     // a .go file argument stands for its whole package
	BuildTags       []string // build tags to load with and to write in the output
	OutputFilename  string   // output file name, for a single argument
	NoStdMarshalers bool     // leave out MarshalJSON and UnmarshalJSON

	Naming              model.Naming // names of fields without a tag name
	OmitEmpty, OmitZero bool         // every field omitempty / omitzero unless tagged !omitempty / !omitzero
	ByteString          bool         // []byte as a plain string, not base64
	DisallowUnknown     bool         // members that match no field are errors
	RawMemberNames      bool         // match member names without unescaping them
	Stubs               bool         // methods that only panic
	NoFormat            bool         // do not run gofmt on the output
}

// Output is one generated file.
type Output struct {
	Path   string // where it goes
	Src    []byte // its content; nil if no type was selected
	Types  int    // how many types got methods
	Timing Timing
}

// Timing records how long the stages took.
type Timing struct {
	Load, Generate time.Duration
}

// OutputName returns the file jsongen writes for arg: <file>_jsongen.go
// next to a .go file, <package>_jsongen.go in a directory.
func OutputName(arg, pkgName string) string {
	if strings.HasSuffix(arg, ".go") {
		return strings.TrimSuffix(arg, ".go") + "_jsongen.go"
	}
	return filepath.Join(arg, pkgName+"_jsongen.go")
}

// Generate produces the files for cfg without writing them.
func Generate(cfg Config) ([]Output, error) {
	if len(cfg.Args) == 0 {
		return nil, errors.New("no .go file or package directory given")
	}
	if cfg.OutputFilename != "" && len(cfg.Args) > 1 {
		return nil, errors.New("-output_filename needs exactly one file or directory")
	}
	if cfg.Pkg {
		args := make([]string, len(cfg.Args))
		for i, a := range cfg.Args {
			if strings.HasSuffix(a, ".go") {
				a = filepath.Dir(a)
			}
			args[i] = a
		}
		cfg.Args = args
	}
	start := time.Now()
	pkgs, err := load.Load(load.Request{
		Dir:       cfg.Dir,
		Args:      cfg.Args,
		BuildTags: cfg.BuildTags,
		Output: func(arg, pkgName string) string {
			if cfg.OutputFilename != "" {
				if filepath.IsAbs(cfg.OutputFilename) || strings.Contains(cfg.OutputFilename, string(filepath.Separator)) {
					return cfg.OutputFilename
				}
				dir := arg
				if strings.HasSuffix(arg, ".go") {
					dir = filepath.Dir(arg)
				}
				return filepath.Join(dir, cfg.OutputFilename)
			}
			return OutputName(arg, pkgName)
		},
	})
	if err != nil {
		return nil, err
	}
	loaded := time.Since(start)
	var outs []Output
	for _, pkg := range pkgs {
		start := time.Now()
		m, err := model.Build(pkg, model.Config{
			All:        cfg.All,
			BuildTags:  strings.Join(cfg.BuildTags, " && "),
			Naming:     cfg.Naming,
			OmitEmpty:  cfg.OmitEmpty,
			OmitZero:   cfg.OmitZero,
			ByteString: cfg.ByteString,
			Options: model.Options{
				StdMarshalers:         !cfg.NoStdMarshalers,
				DisallowUnknownFields: cfg.DisallowUnknown,
				RawMemberNames:        cfg.RawMemberNames,
				Stubs:                 cfg.Stubs,
			},
		})
		if err != nil {
			return nil, err
		}
		out := Output{Path: pkg.Output, Types: len(m.Types)}
		if len(m.Types) > 0 {
			scope := pkg.Types.Scope()
			taken := func(name string) bool {
				obj := scope.Lookup(name)
				return obj != nil && !pkg.Generated(obj.Pos())
			}
			if out.Src, err = emit.Generate(m, taken, cfg.NoFormat); err != nil {
				return nil, fmt.Errorf("%s: %v", pkg.Output, err)
			}
		}
		out.Timing = Timing{Load: loaded, Generate: time.Since(start)}
		outs = append(outs, out)
	}
	return outs, nil
}

// Write writes the outputs. It refuses to overwrite a file that jsongen
// did not write. An output with no source removes the stale file jsongen
// wrote there before, if any.
func Write(outs []Output) error {
	for _, o := range outs {
		old, err := os.ReadFile(o.Path)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			old = nil
		case err != nil:
			return err
		case !load.IsGeneratedSource(old):
			return fmt.Errorf("%s exists and was not written by jsongen; not overwriting it", o.Path)
		}
		if o.Src == nil {
			if old != nil {
				if err := os.Remove(o.Path); err != nil {
					return err
				}
			}
			continue
		}
		if err := os.WriteFile(o.Path, o.Src, 0o644); err != nil {
			return err
		}
	}
	return nil
}
