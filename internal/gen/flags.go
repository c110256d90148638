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
// and what it fills in. Call Flags.Finish after parsing.
func NewFlagSet(name string, output io.Writer) (*flag.FlagSet, *Flags) {
	f := &Flags{}
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(output)
	fs.BoolVar(&f.All, "all", false, "generate for every struct type, not only those marked //jsongen:json")
	fs.BoolVar(&f.Pkg, "pkg", false, "a .go file argument stands for its whole package")
	fs.StringVar(&f.OutputFilename, "output_filename", "", "name of the output file (one argument only)")
	fs.StringVar(&f.buildTags, "build_tags", "", "space-separated build tags to load with and to write as a //go:build line")
	fs.BoolVar(&f.snake, "snake_case", false, "name fields without a tag name in snake_case (HTTPVersion -> http_version)")
	fs.BoolVar(&f.lowerCamel, "lower_camel_case", false, "name fields without a tag name in lowerCamelCase (HTTPVersion -> httpVersion)")
	fs.BoolVar(&f.OmitEmpty, "omit_empty", false, "treat every field as omitempty unless tagged !omitempty")
	fs.BoolVar(&f.OmitZero, "omit_zero", false, "treat every field as omitzero unless tagged !omitzero")
	fs.BoolVar(&f.DisallowUnknown, "disallow_unknown_fields", false, "make a member that matches no field a decoding error")
	fs.BoolVar(&f.StdMarshalers, "std_marshalers", false, "also generate MarshalJSON and UnmarshalJSON, which encoding/json calls (json.Marshal is then about 3 times slower: see the README)")
	fs.BoolVar(&f.StdUnmarshaler, "std_unmarshaler", false, "also generate UnmarshalJSON, which json.Unmarshal calls (faster; json.Decoder's options do not reach it: see the README)")
	fs.BoolVar(&f.noStdMarshalers, "no_std_marshalers", false, "the default: no MarshalJSON and UnmarshalJSON (accepted for easyjson compatibility)")
	fs.BoolVar(&f.ByteString, "byte", false, "write []byte fields as plain strings instead of base64")
	fs.BoolVar(&f.RawMemberNames, "disable_members_unescape", false, "match member names as written, without unescaping them")
	fs.BoolVar(&f.NoFormat, "noformat", false, "do not run gofmt on the output (it must still parse)")
	fs.BoolVar(&f.Stubs, "stubs", false, "write methods that only panic, so a package builds before real generation")
	fs.StringVar(&f.genBuildFlags, "gen_build_flags", "", "ignored: jsongen builds no bootstrap program (accepted for easyjson compatibility)")
	fs.BoolVar(&f.leaveTemps, "leave_temps", false, "ignored: jsongen writes no temporary files (accepted for easyjson compatibility)")
	fs.BoolVar(&f.Check, "check", false, "write nothing: exit with status 1, naming each file, if a file is not what jsongen would write now")
	fs.BoolVar(&f.Verbose, "v", false, "report what was generated and how long it took")
	fs.BoolVar(&f.Version, "version", false, "print the version and exit")
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
