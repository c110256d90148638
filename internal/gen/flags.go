package gen

import (
	"errors"
	"flag"
	"io"
	"strings"

	"github.com/jsongen/jsongen/internal/model"
)

// Flags holds the command line: the generator's Config and the flags
// that only concern the command.
type Flags struct {
	Config
	Verbose bool // -v
	Version bool // -version
	Check   bool // -check

	// Flags that set Config through Finish, or are only checked.
	buildTags, genBuildFlags string
	snake, lowerCamel        bool
	leaveTemps               bool
	noStdMarshalers          bool
}

// NewFlagSet returns the command's flag set, with easyjson's flag names,
// and what it fills in. Call Flags.Finish after parsing. The flags have
// no usage strings: they are documented once, in cmd/jsongen's doc
// comment, which -h prints.
func NewFlagSet(name string, output io.Writer) (*flag.FlagSet, *Flags) {
	f := &Flags{}
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(output)
	fs.BoolVar(&f.All, "all", false, "")
	fs.BoolVar(&f.Pkg, "pkg", false, "")
	fs.StringVar(&f.OutputFilename, "output_filename", "", "")
	fs.StringVar(&f.buildTags, "build_tags", "", "")
	fs.BoolVar(&f.snake, "snake_case", false, "")
	fs.BoolVar(&f.lowerCamel, "lower_camel_case", false, "")
	fs.BoolVar(&f.OmitEmpty, "omit_empty", false, "")
	fs.BoolVar(&f.OmitZero, "omit_zero", false, "")
	fs.BoolVar(&f.DisallowUnknown, "disallow_unknown_fields", false, "")
	fs.BoolVar(&f.StdMarshalers, "std_marshalers", false, "")
	fs.BoolVar(&f.StdUnmarshaler, "std_unmarshaler", false, "")
	fs.BoolVar(&f.noStdMarshalers, "no_std_marshalers", false, "")
	fs.BoolVar(&f.ByteString, "byte", false, "")
	fs.BoolVar(&f.RawMemberNames, "disable_members_unescape", false, "")
	fs.BoolVar(&f.NoFormat, "noformat", false, "")
	fs.BoolVar(&f.Stubs, "stubs", false, "")
	fs.StringVar(&f.genBuildFlags, "gen_build_flags", "", "")
	fs.BoolVar(&f.leaveTemps, "leave_temps", false, "")
	fs.BoolVar(&f.Check, "check", false, "")
	fs.BoolVar(&f.Verbose, "v", false, "")
	fs.BoolVar(&f.Version, "version", false, "")
	return fs, f
}

// Finish completes the Config from the parsed flags and arguments. It
// returns a notice to print (for flags that are accepted but ignored), or
// an error for flags that contradict each other.
func (f *Flags) Finish(args []string) (notice string, err error) {
	if f.snake && f.lowerCamel {
		return "", errors.New("-snake_case and -lower_camel_case cannot be used together")
	}
	if (f.StdMarshalers || f.StdUnmarshaler) && f.noStdMarshalers {
		return "", errors.New("-no_std_marshalers cannot be used with -std_marshalers or -std_unmarshaler")
	}
	switch {
	case f.snake:
		f.Naming = model.SnakeCase
	case f.lowerCamel:
		f.Naming = model.LowerCamelCase
	}
	f.BuildTags = strings.Fields(f.buildTags)
	f.Args = args
	if f.genBuildFlags != "" || f.leaveTemps {
		notice = "-gen_build_flags and -leave_temps are ignored: jsongen builds no bootstrap program"
	}
	return notice, nil
}
