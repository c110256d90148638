// Package gen runs jsongen's pipeline: load the packages, build the model,
// print the code, format it, and write the files.
package gen

import (
	"bytes"
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
// It is the model's type: one value goes from the flags to every stage.
type Config = model.Config

// Output is one generated file.
type Output struct {
	Path  string // where it goes
	Src   []byte // its content; nil if there is nothing to generate
	Types int    // how many types got methods
	// Warnings are messages about choices the generator made to keep
	// encoding/json's behaviour, each with its position.
	Warnings []string
	Timing   Timing
}

// Timing records how long the stages took.
type Timing struct {
	Load, Generate time.Duration
}

// outputPath returns the file jsongen writes for target t:
// <file>_jsongen.go next to a .go file (<file>_jsongen_test.go for a test
// file), <package>_jsongen.go in a directory, or what -output_filename
// says (relative to the target's directory unless it holds a separator).
func outputPath(cfg Config, t *load.Target) string {
	dir := t.Pkg.Dir
	if name := cfg.OutputFilename; name != "" {
		switch {
		case filepath.IsAbs(name):
			return name
		case strings.Contains(name, string(filepath.Separator)):
			return filepath.Join(cfg.Dir, name)
		}
		return filepath.Join(dir, name)
	}
	if t.File == "" {
		return filepath.Join(dir, t.Pkg.Name+"_jsongen.go")
	}
	stem := strings.TrimSuffix(t.File, ".go")
	if s, ok := strings.CutSuffix(stem, "_test"); ok {
		return s + "_jsongen_test.go"
	}
	return stem + "_jsongen.go"
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
	targets, err := load.Load(load.Request{Dir: cfg.Dir, Args: cfg.Args, BuildTags: cfg.BuildTags})
	if err != nil {
		return nil, err
	}
	loaded := time.Since(start)
	var outs []Output
	warned := map[string]bool{}
	for _, t := range targets {
		start := time.Now()
		m, err := model.Build(t, cfg)
		if err != nil {
			return nil, err
		}
		out := Output{Path: outputPath(cfg, t)}
		// Files of one package share warnings about it: each is given once.
		for _, w := range m.Warnings {
			if !warned[w] {
				warned[w] = true
				out.Warnings = append(out.Warnings, w)
			}
		}
		for _, mt := range m.Types {
			if mt.Encode || mt.Decode {
				out.Types++
			}
		}
		// A file with no methods is not written (Write removes an old one).
		if out.Types > 0 {
			if out.Src, err = emit.Generate(m); err != nil {
				return nil, fmt.Errorf("%s: %v", out.Path, err)
			}
		}
		out.Timing = Timing{Load: loaded, Generate: time.Since(start)}
		outs = append(outs, out)
	}
	if err := checkClashes(targets, outs); err != nil {
		return nil, err
	}
	return append(outs, renamed(targets, outs)...), nil
}

// renamed returns, as outputs with nothing to write (which Write removes
// and Stale reports), the files jsongen wrote in the targets' directories
// for a package name the package no longer has: after its package clause
// was renamed, such a file stops the package from building ("found
// packages new and old"), and no run would write it again.
func renamed(targets []*load.Target, outs []Output) []Output {
	writes := map[string]bool{}
	for _, o := range outs {
		writes[o.Path] = true
	}
	var gone []Output
	for _, t := range targets {
		for _, old := range t.Pkg.Outputs {
			// Outputs for test files are left to their own runs (go
			// generate may be about to read one for its directives).
			if writes[old.Path] || old.Syntax == nil || strings.HasSuffix(old.Path, "_test.go") {
				continue
			}
			// The directory holds the package and its external test
			// package, whichever of the two this target is.
			base := strings.TrimSuffix(t.Pkg.Name, "_test")
			if name := old.Syntax.Name.Name; name == base || name == base+"_test" {
				continue
			}
			writes[old.Path] = true
			gone = append(gone, Output{Path: old.Path, Warnings: []string{fmt.Sprintf(
				"%s holds code for package %s, which is now %s: it goes when jsongen writes its files "+
					"(if go generate then stops, unable to open it, run go generate again)",
				rel(old.Path), old.Syntax.Name.Name, t.Pkg.Name)}})
		}
	}
	return gone
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

// Stale returns the outputs whose files do not hold what Generate
// produced: changed, missing, or (for an output with no source) still
// present.
func Stale(outs []Output) ([]string, error) {
	var stale []string
	for _, o := range outs {
		old, err := os.ReadFile(o.Path)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			if o.Src != nil {
				stale = append(stale, o.Path)
			}
		case err != nil:
			return nil, err
		case o.Src == nil:
			if load.IsGeneratedSource(old) {
				stale = append(stale, o.Path)
			}
		case !bytes.Equal(old, o.Src):
			stale = append(stale, o.Path)
		}
	}
	return stale, nil
}
