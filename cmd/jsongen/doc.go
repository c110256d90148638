// Command jsongen generates fast JSON encoding and decoding methods for Go
// types, with no reflection at run time, that behave exactly as
// encoding/json does.
//
// Usage:
//
//	jsongen [flags] dir|file.go ...
//
// For a directory jsongen writes <package>_jsongen.go, with methods for
// the package's types; for a .go file it writes file_jsongen.go next to it
// (file_jsongen_test.go for a _test.go file), with methods for the types
// declared in that file. With -all, every struct type declared at package
// level gets methods, except those marked //jsongen:skip and those
// encoding/json always writes as {} (no field it encodes); without it, only
// types marked //jsongen:json do (named slice, map and array types
// included). //easyjson:json and //easyjson:skip are accepted too.
//
// Each type gets EncodeJSON and DecodeJSON methods, which
// jsongen.Marshal and jsongen.Unmarshal call. With -std_marshalers it
// also gets MarshalJSON and UnmarshalJSON, so that encoding/json calls the
// generated code too (json.Marshal is then slower: encoding/json rescans
// what MarshalJSON returns; the README has the figures), and json/v2's
// MarshalJSONTo and UnmarshalJSONFrom, which encoding/json calls first on
// Go 1.27 and through which it decodes exactly as without generated code,
// its Decoder's options included (on Go 1.26 nothing calls them).
//
// The usual way to run it is as a tool of the module (go get -tool
// github.com/jsongen/jsongen/cmd/jsongen), from one go:generate line in
// each package:
//
//	//go:generate go tool jsongen -all .
//
// A line with $GOFILE in each file works too: outputs for several files of
// a package never clash, in any order. What a run writes does not depend
// on what other runs wrote. Files jsongen wrote are left out when it reads
// the package, so a stale or broken output never stops a run.
//
// Where keeping encoding/json's behaviour has a cost, jsongen prints a
// warning naming the place and goes on: for fields of types encoding/json
// cannot encode (handed to encoding/json, which fails at run time as it
// does without generated code), and, with -std_marshalers, for types
// whose MarshalJSON would be promoted to a struct type that gets none of
// its own (left off), and for a package that imports a decoder which calls
// UnmarshalJSON but has rules of its own (sigs.k8s.io/json, which
// Kubernetes' apimachinery uses, or github.com/segmentio/encoding/json):
// the generated UnmarshalJSON decodes as encoding/json does.
//
// # Go 1.26 and Go 1.27
//
// From Go 1.27, encoding/json runs on encoding/json/v2, and the jsongen
// runtime does what the encoding/json of the toolchain that builds it does.
// The generated code is the same whichever toolchain runs jsongen, and
// serves both. Where the two encoding/json differ in what they make of a
// type, jsongen does not choose: it leaves the type to encoding/json, in
// the direction that differs, with a warning naming the field and the two
// readings. That is so for struct tags the two read differently (a name
// with a quote or backslash, an option followed by other characters as in
// "omitempty ", json/v2's options embed, case:strict and format, two fields
// whose names match the same keys case-insensitively at different depths),
// for types with methods only encoding/json on json/v2 calls (AppendText
// without MarshalText, json/v2's MarshalJSONTo and UnmarshalJSONFrom), and
// for an unnamed struct that has UnmarshalJSON on its pointer only (json/v2
// calls it, the older encoding/json decodes the fields). Structs of the
// standard library with exported fields are left to encoding/json too, and
// so are structs that embed one: a Go release may add fields to them.
// Methods declared behind build constraints (json/v2's, which name
// jsontext, behind goexperiment.jsonv2) count whichever toolchain runs
// jsongen, which reads them from every file of the package: a type with
// MarshalJSON, MarshalText, UnmarshalJSON or UnmarshalText for some
// toolchains only is left to encoding/json in that direction, with a
// warning.
//
// # Flags
//
// The flags keep easyjson's names, so that switching is a one-line change.
//
//	-all
//		generate for every struct type, not only marked ones
//	-pkg
//		a .go file argument stands for its whole package
//	-output_filename name
//		write to name instead of the default (one argument only)
//	-build_tags 'a b'
//		load the package with these build tags and write them as a
//		//go:build line (a && b) in the output
//	-snake_case
//		name fields without a name in their tag in snake_case
//		(HTTPVersion -> http_version)
//	-lower_camel_case
//		name fields without a name in their tag in lowerCamelCase
//		(HTTPVersion -> httpVersion)
//	-omit_empty
//		treat every field as tagged omitempty, unless it is tagged
//		!omitempty
//	-omit_zero
//		treat every field as tagged omitzero, unless it is tagged
//		!omitzero
//	-disallow_unknown_fields
//		make a member that matches no field a decoding error
//	-std_marshalers
//		also generate MarshalJSON and UnmarshalJSON, which encoding/json
//		calls, and json/v2's MarshalJSONTo and UnmarshalJSONFrom, which it
//		calls first on Go 1.27
//	-std_unmarshaler
//		also generate UnmarshalJSON (and UnmarshalJSONFrom) alone
//	-no_std_marshalers
//		the default; accepted for easyjson compatibility
//	-byte
//		write []byte fields as plain strings instead of base64
//	-disable_members_unescape
//		match member names as written, without unescaping them (a key
//		written with \u escapes then matches no field; decoding with
//		Strict unescapes them still, to apply its rules)
//	-noformat
//		do not run gofmt on the output (it is still checked to parse)
//	-stubs
//		write methods that only panic, so that a package builds before
//		jsongen runs for real
//	-check
//		write nothing; exit with status 1, naming each file, if a file
//		is not what jsongen would write now (for CI)
//	-v
//		report what was generated and how long it took
//	-version
//		print the version and exit
//
// easyjson's -gen_build_flags and -leave_temps, which concern its bootstrap
// program, are accepted and ignored: jsongen builds no program.
//
// Tag options besides encoding/json's (a name, "-", omitempty, omitzero,
// string): nocopy lets a decoded string share the input's memory (see
// jsonread.Reader.StrNoCopy for when that is safe), intern makes equal
// decoded strings share one allocation, and required makes a missing
// member a decoding error.
package main

// The comment above is the command's only documentation: -h prints it,
// from help.go, which go generate writes from it (TestHelpIsCurrent fails
// when it is stale).

//go:generate go run mkhelp.go
