// Package model turns go/types information into the small description of
// what to generate that package emit prints. Every decision about JSON
// behaviour (names, omitempty, embedding, which method to call) is made
// here, following encoding/json's rules, and stored as plain data on the
// values below; emit only reads them and prints.
//
// Build runs in passes: build.go selects the types, value.go and
// object.go build a Value for each type met (reach.go and access.go
// answer what a type holds and what generated code can reach),
// promote.go leaves off std methods that would be promoted, decide.go
// makes the decisions about each value, field and type, and names.go
// names the helpers and variables that generated code uses. tags.go finds
// the struct types that encoding/json reads differently before json/v2
// (Go 1.26) and on it (Go 1.27), which are left to encoding/json: one
// generated file serves both; views.go, which JSON methods a type has on
// each toolchain, from all its package's files (methods behind build
// constraints included). decoders.go warns about decoders with rules of
// their own that would call a generated UnmarshalJSON.
package model

import (
	"go/token"
	"go/types"
)

// File is everything generated into one output file: what to generate
// and every decision about how, for package emit to print.
type File struct {
	Package string  // package name
	Path    string  // package import path
	Config  Config  // the settings the file is built with
	Types   []*Type // types that get methods, in source order
	Helpers []*Helper
	// Taken holds the names declared at package level: by the package's
	// own files, and by this file (helpers and fields variables). Locals
	// and import names that emit chooses avoid them.
	Taken map[string]bool
	// Warnings are messages for the user about choices made that keep
	// encoding/json's behaviour at some cost, each with its position.
	Warnings []string
}

// Config holds jsongen's settings, as the command's flags set them: one
// value from the flags (package gen's NewFlagSet) to every stage. Package
// gen reads what to load and where to write, Build what to generate, and
// emit, through File.Config, the settings that change how it prints.
type Config struct {
	Dir  string   // directory to resolve Args in; "" for the current one
	Args []string // .go files and package directories
	Pkg  bool     // a .go file argument stands for its whole package
	// BuildTags are the build tags to load the packages with, written as
	// a //go:build line (a && b) in the output.
	BuildTags      []string
	OutputFilename string // output file name, for a single argument
	NoFormat       bool   // do not run gofmt on the output (it must still parse)

	// All selects every struct type declared at package level, except
	// those marked //jsongen:skip; otherwise only types marked
	// //jsongen:json are selected.
	All bool
	// Naming names fields that have no name in their tag.
	Naming Naming
	// OmitEmpty and OmitZero make every field omitempty (or omitzero)
	// unless its tag says !omitempty (!omitzero).
	OmitEmpty, OmitZero bool
	// ByteString writes []byte fields as plain strings, not base64.
	ByteString bool
	// StdMarshalers adds MarshalJSON and UnmarshalJSON methods that call
	// the generated ones, so that encoding/json and code built on it use
	// them; StdUnmarshaler adds UnmarshalJSON alone. encoding/json checks
	// and compacts what a MarshalJSON returns, which makes json.Marshal
	// slower than with no method at all; it validates what it hands to
	// UnmarshalJSON, and keeps its Decoder's options from it.
	StdMarshalers, StdUnmarshaler bool
	// DisallowUnknown makes a member that matches no field an error.
	DisallowUnknown bool
	// RawMemberNames matches member names without unescaping them
	// (easyjson's -disable_members_unescape).
	RawMemberNames bool
	// Stubs generates methods that only panic, so that a package builds
	// before real generation (easyjson's -stubs).
	Stubs bool
}

// Naming says how a field without a name in its tag is named in JSON.
type Naming int

const (
	GoNames        Naming = iota // the Go field name, as encoding/json does
	SnakeCase                    // HTTPVersion -> http_version
	LowerCamelCase               // HTTPVersion -> httpVersion
)

// Type is a named type declared in the package that gets generated
// methods.
type Type struct {
	Name    string          // the type's name
	Obj     *types.TypeName // the type's declaration
	TParams []string        // names of its type parameters, if generic
	// Receiver is how the type is written as a method receiver, with its
	// type parameters: "Item" or "Page[T]".
	Receiver string
	Pos      token.Position
	Value    *Value // its underlying type
	Encode   bool   // generate EncodeJSON
	Decode   bool   // generate DecodeJSON
	// StdMarshal and StdUnmarshal say whether MarshalJSON and
	// UnmarshalJSON are generated too (see promote.go for when they are
	// not, though Encode and Decode are).
	StdMarshal, StdUnmarshal bool
	// MarshalRecv says whether MarshalJSON, if generated, has a value or
	// a pointer receiver, and why a pointer.
	MarshalRecv Recv
	// OwnV2Marshal and OwnV2Unmarshal report that the type itself declares
	// json/v2's MarshalJSONTo (UnmarshalJSONFrom) for some of the
	// toolchains that build its package, maybe in a file this run's build
	// leaves out (see views.go): a generated method of that name would not
	// compile there. (encoding/json calls the type's own, and Encode
	// (Decode) is false.)
	OwnV2Marshal, OwnV2Unmarshal bool
	// Guard reports that the generated file checks at compile time that
	// the type's fields are still those it was generated for (see
	// builder.guardable); only a type that gets methods is checked.
	Guard bool
}

// Recv says what receiver MarshalJSON has.
type Recv int

const (
	// RecvValue: func (v T) MarshalJSON, which works on values and
	// pointers alike.
	RecvValue Recv = iota
	// RecvPtrAddr: func (v *T). The type's encoding depends on whether
	// its fields are addressable (Value.AddrSensitive): as encoding/json
	// does, EncodeJSON calls pointer methods of the fields, which a copy
	// could not.
	RecvPtrAddr
	// RecvPtrLock: func (v *T). The type holds a lock inline (a
	// sync.Mutex, say), which a value receiver would copy (go vet's
	// copylocks). A value that is not addressable is then encoded by
	// encoding/json, as it would be.
	RecvPtrLock
)

// Helper is a named type that cannot get methods (it is declared in
// another package, or not selected) but is encoded or decoded by code
// generated for a selected type: it gets a pair of unexported functions.
// So does a slice or map type whose code every use shares (Value.Helper).
type Helper struct {
	Type    types.Type // the named type, or the slice or map type
	EncName string     // name of the encoding function, "" if not needed
	DecName string     // name of the decoding function, "" if not needed
	Value   *Value     // its underlying type
	Guard   bool       // as Type.Guard
}

// Kind is the shape of a Go type as far as JSON is concerned.
type Kind int

const (
	Invalid    Kind = iota
	Bool            // bool kinds
	Int             // signed integer kinds; Bits gives the size
	Uint            // unsigned integer kinds but uintptr; Bits gives the size
	Uintptr         // uintptr kinds, the size of a pointer
	Float           // float32 and float64; Bits gives the size
	String          // string kinds
	Bytes           // a slice of bytes, written as base64
	Slice           // other slices; Elem
	Array           // arrays; Elem, Len
	Map             // maps; Key, Elem
	Pointer         // pointers; Elem
	Struct          // an unnamed struct, written inline; Struct
	Any             // the empty interface
	Interface       // an interface with methods
	Number          // json.Number
	Time            // time.Time
	RawMessage      // json.RawMessage
	Named           // a named composite type with generated methods or helpers; Ref
	TypeParam       // a type parameter: handled at run time
	Reflect         // anything else jsongen hands to encoding/json at run time
)

var kindNames = [...]string{"Invalid", "Bool", "Int", "Uint", "Uintptr", "Float", "String", "Bytes", "Slice", "Array",
	"Map", "Pointer", "Struct", "Any", "Interface", "Number", "Time", "RawMessage", "Named", "TypeParam", "Reflect"}

func (k Kind) String() string { return kindNames[k] }

// Methods records which JSON-related methods a type's value and pointer
// method sets have; they take precedence over its Kind, in encoding/json's
// order.
type Methods struct {
	MarshalJSON, PtrMarshalJSON  bool // T has MarshalJSON; only *T has it
	MarshalText, PtrMarshalText  bool
	UnmarshalJSON, UnmarshalText bool // *T has the method
	IsZero, PtrIsZero            bool // T has IsZero() bool; only *T has it
	// V2Enc and V2Dec report methods that encoding/json calls on json/v2
	// (Go 1.27) only, where the type has none it calls before: json/v2's
	// MarshalJSONTo, or AppendText without MarshalText (V2Enc), on T or
	// *T; UnmarshalJSONFrom (V2Dec); declared for any toolchain (see
	// views.go). Generated code hands such values to encoding/json in that
	// direction, which calls the method or not as the toolchain does.
	// (With both kinds of method, generated code calls the older one, and
	// on json/v2 the Writer and the Reader call the newer one instead, as
	// encoding/json does: jsonwrite.Writer.Marshaler, TextMarshaler.)
	V2Enc, V2Dec bool
	// EncVaries and DecVaries report that MarshalJSON or MarshalText
	// (UnmarshalJSON or UnmarshalText) is declared for some of the
	// toolchains that build the package and not for others, in a file
	// with build constraints (see views.go), or on the value for some and
	// the pointer for others. Generated code, which serves them all,
	// cannot call it: values are handed to encoding/json in that direction
	// (V2Enc, V2Dec are set too), and the fields of those methods above are
	// false.
	EncVaries, DecVaries bool
	// AddrOnly reports that, on some toolchain, the first method
	// encoding/json calls to encode the type is one the pointer has and
	// the value does not (see addrOnly): it writes a value that has no
	// address (a map element, a copy) otherwise.
	AddrOnly bool
}

// Encoder reports whether encoding/json writes the type with one of its
// methods: MarshalJSON or MarshalText, on T or *T, or one of V2Enc.
func (m Methods) Encoder() bool {
	return m.MarshalJSON || m.PtrMarshalJSON || m.MarshalText || m.PtrMarshalText || m.V2Enc
}

// Decoder reports whether encoding/json reads the type with one of its
// methods: UnmarshalJSON or UnmarshalText, or one of V2Dec.
func (m Methods) Decoder() bool { return m.UnmarshalJSON || m.UnmarshalText || m.V2Dec }

// Value says how to encode and decode one Go type. The values of named
// types are shared by every use of the type; the decisions about one use
// (omitempty, ,string) are the Field's.
type Value struct {
	Type    types.Type
	Kind    Kind
	Bits    int     // Int, Uint, Float: size in bits, 0 for int and uint
	Elem    *Value  // Slice, Array, Pointer, Map
	Key     *Value  // Map
	EncKey  KeyKind // Map: how keys are written
	DecKey  KeyKind // Map: how keys are read
	Len     int64   // Array
	Object  *Object // Struct
	Ref     *Ref    // Named
	Methods Methods

	// Cyclic reports that the value is a pointer, slice or map whose
	// element type can lead back to it, so that data can be cyclic and the
	// encoder must check (see jsonwrite.Writer.Enter).
	Cyclic bool
	// AddrSensitive reports that encoding/json encodes the type differently
	// when the value is addressable (it has MarshalJSON or MarshalText on
	// the pointer only, or holds such a field inline).
	AddrSensitive bool
	// ElemsPinned, for Slice, reports that decoding an element may hand
	// its address to code outside jsongen (see builder.sharesAddr), so
	// elements are decoded where they stay: jsonread.Grow, not Extend.
	ElemsPinned bool
	// PlainBytes, for Bytes, writes the bytes as a plain string instead
	// of base64 (-byte).
	PlainBytes bool
	// Unsupported, for Reflect, says what encoding/json cannot encode
	// about the type ("channels"), if that is why it is handed over.
	Unsupported string
	// EncReflect and DecReflect report that generated code hands values
	// of the type to encoding/json in that direction: it cannot handle
	// them (a map whose key type only works one way) or jsongen does not
	// (a slice of a named byte type).
	EncReflect, DecReflect bool

	// The decisions (decide.go), made from the facts above.

	// Enc says how a value of the type is encoded where it is addressable
	// (what a pointer points to, a slice element, a field of either);
	// EncNoAddr where it is not (a map element, or an element of an array
	// held in one). They differ where encoding/json calls a method only
	// through a pointer.
	Enc, EncNoAddr Enc
	// Dec says how a value of the type is decoded.
	Dec Dec
	// BasicSlice, for a []string, []int, []int64, []float64 or []bool (of
	// the basic types themselves) written and read by kind, is the part of
	// the names of the jsonwrite.Writer method that writes its elements and
	// closing bracket ("Str": StrElems) and of the jsonread.Reader method
	// that reads the whole slice (StrSlice), each one call; "" for other
	// values.
	BasicSlice string
	// Helper, for other slices and for maps, is the pair of functions in
	// the generated file that every use of the type calls (see
	// builder.shared): one writes the elements (members) and the closing
	// bracket (brace), the other reads the whole slice (map). nil where
	// the code is written at each use.
	Helper *Helper
	// TypeName, for Slice, Array, Map and Interface, is the type as
	// encoding/json names it in errors: qualified by package name
	// ("[]shop.Item"). Structs have Object.TypeName.
	TypeName string
}

// KeyKind says how a map's keys are written.
type KeyKind int

const (
	StringKey KeyKind = iota // string kinds, written as they are
	IntKey                   // signed integers, written in decimal
	UintKey                  // unsigned integers
	TextKey                  // through MarshalText / UnmarshalText
)

// Ref names the code that handles a named composite type: its EncodeJSON
// and DecodeJSON methods (generated now, or written by hand), or else
// helper functions in the generated file.
//
// Methods jsongen wrote in another run (for another package, or another
// file of this one) do not count: what this run writes must not depend on
// which of those exist, or on the order in which packages are generated.
// Generated code calls a helper only after asking the runtime whether the
// value has such a method after all (Writer.OwnMethod, Reader.OwnMethod): a
// type generated with other flags (-snake_case) then keeps its own JSON.
type Ref struct {
	Encode  bool   // the type has an EncodeJSON method to call
	Decode  bool   // the type has a DecodeJSON method to call
	EncName string // otherwise: the helper functions, once named
	DecName string
	// Now says that this run generates the methods, so that EncodeJSON
	// writes null for a nil receiver: code writing a pointer to the type
	// calls it without testing for nil first.
	Now bool
}

// Object is the JSON view of a struct type.
type Object struct {
	Fields []*Field
	// Unknown is the path to an embedded jsongen.UnknownFields, which keeps
	// the members that match no field, or nil.
	Unknown []Step
	// Unreachable lists fields generated code cannot reach (see
	// builder.resolvePath); a type with any is handed to encoding/json.
	Unreachable []*Field
	// RejectUnknown reports that a member that matches no field is a
	// decoding error (-disallow_unknown_fields), unless Unknown keeps it;
	// otherwise it is skipped.
	RejectUnknown bool
	// FieldsVar names the jsonread.FieldNames variable that matches member
	// names when decoding: "" if the struct is not decoded, or has no
	// fields to match.
	FieldsVar string
	TypeName  string // the Go type as encoding/json names it, for errors
}

// Field is one JSON member of a struct, after encoding/json's rules for
// embedded structs have picked the fields that are visible.
type Field struct {
	Name string // JSON name
	Key  string // the key as written before the value: `"name":`, HTML-escaped
	// PlainKey is Key without HTML escaping, if that differs (the name
	// has '<', '>' or '&'): what a Writer with HTML escaping off writes.
	PlainKey  string
	Path      []Step // Go fields from the struct to this one
	OmitEmpty bool   // `json:",omitempty"`, or -omit_empty
	OmitZero  bool   // `json:",omitzero"`, or -omit_zero
	// Quoted: `json:",string"` on a field of a type the option can apply
	// to: a bool, number or string, a type parameter, or a pointer to one.
	Quoted   bool
	NoCopy   bool // `json:",nocopy"`: a decoded string may share the input's memory
	Intern   bool // `json:",intern"`: decoded strings are interned
	Required bool // `json:",required"`: decoding fails if the member is missing
	Value    *Value
	Pos      token.Position

	// The decisions (decide.go), made from the facts above.

	// Empty is the test omitempty makes (EmptyNone without omitempty),
	// and Zero the test omitzero makes (ZeroNone without omitzero, or
	// when the omitempty test already covers it). The field is written
	// when it passes both.
	Empty Empty
	Zero  Zero
	// Ruled says what those tests have ruled out about the value when it
	// is written, so that its own nil or empty check can be left out.
	Ruled Ruled
	// EncQuote and DecQuote say how ,string applies when encoding and
	// when decoding the field.
	EncQuote, DecQuote Quote
	// DecPtr, for a field holding a pointer to a basic type (*string,
	// *int64, not a named type) decoded by kind, without ,string, nocopy
	// or intern, names the jsonread.Reader method that decodes it in one
	// call ("PtrStr"); "" for other fields.
	DecPtr string
	// EncOpt, for such a field encoded by kind, without ,string, and left
	// out when nil (omitempty or omitzero, and no other test), names the
	// jsonwrite.Writer method that writes the member in one call
	// ("OptStr"); "" for other fields. Fields written as null when nil
	// keep the long form, whose key and null are one write of constants.
	EncOpt string
}

// Step is one field on the way from a struct to a JSON field: the field
// itself, or an embedded struct it is promoted through.
type Step struct {
	Name     string     // Go field name
	Type     types.Type // its type
	Pointer  bool       // it is an embedded pointer: check nil, allocate
	Exported bool
	// Promoted reports that generated code cannot name this embedded field
	// (it is unexported and declared in another package), so the next
	// field is selected through it by promotion instead.
	Promoted bool
	// Unsettable reports an embedded pointer that decoding cannot
	// allocate when it is nil, because it is unexported (reflect cannot
	// set it): as encoding/json does, the member is skipped with an error
	// that names the type pointed to, ElemName.
	Unsettable bool
	ElemName   string
	Var        *types.Var
}

// Last returns the field's own step.
func (f *Field) Last() Step { return f.Path[len(f.Path)-1] }
