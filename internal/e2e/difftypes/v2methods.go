package difftypes

import (
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// V2Methods holds values of types with methods that encoding/json calls on
// json/v2 (Go 1.27) only: AppendText without MarshalText, and UnmarshalJSON
// on the pointer of an unnamed struct, which encoding/json before json/v2
// does not look for. jsongen leaves them to encoding/json in that
// direction.
type V2Methods struct {
	A   Appender
	PA  *Appender
	AS  AppenderStruct
	MA  map[Appender]int
	PU  *struct{ time.Time } // through a pointer, both call UnmarshalJSON
	In  V2InPlace
	Int int
	// Tagged ,string: encoding/json gets the option with the value.
	QA  Appender  `json:",string"`
	QPA *Appender `json:",string"`
}

// V2InPlace holds an unnamed struct with UnmarshalJSON on its pointer,
// which encoding/json calls on json/v2 only: V2InPlace gets no DecodeJSON.
type V2InPlace struct {
	U struct{ time.Time }
	N int
}

// Appender is written "a" and its number, as text, on json/v2.
type Appender int

func (a Appender) AppendText(b []byte) ([]byte, error) {
	return strconv.AppendInt(append(b, 'a'), int64(a), 10), nil
}

// AppenderStruct has AppendText on its pointer.
type AppenderStruct struct{ N int }

func (a *AppenderStruct) AppendText(b []byte) ([]byte, error) {
	return strconv.AppendInt(append(b, 's'), int64(a.N), 10), nil
}

// Toolchains holds values of types whose JSON methods some toolchains
// declare and others do not: json/v2's MarshalJSONTo and UnmarshalJSONFrom
// are declared in v2methods_jsonv2.go, which only Go 1.27 with json/v2
// builds, and some methods in v2methods_v1.go, which only the others build.
// jsongen reads both files whichever toolchain runs it, so that
// difftypes_jsongen.go is the same and right on all of them: values are
// written and decoded as the encoding/json of the toolchain that builds
// it does.
type Toolchains struct {
	Both  BothMarshalers // MarshalJSON, and on json/v2 MarshalJSONTo, which differ
	PBoth *BothMarshalers
	MBoth map[string]BothMarshalers
	// MarshalJSONTo on the pointer: json/v2 calls it on values with an
	// address only, and MarshalJSON on the others (map elements, and the
	// fields of a struct that is one).
	PtrTo  PtrMarshalerTo
	MPtrTo map[string]PtrMarshalerTo
	HPtrTo map[string]HoldsPtrMarshalerTo
	Either EitherMarshalers   // MarshalJSON before json/v2 only, MarshalJSONTo on it only
	Only   OnlyV2Marshalers   // json/v2's methods only
	Embeds EmbedsV2Marshalers // the same, promoted
	Owns   OwnsV2Marshalers   // a type jsongen generates for, with json/v2's methods of its own
	Keys   map[VariesKey]int  // MarshalText and UnmarshalText before json/v2 only
	// MarshalText and AppendText, which differ: json/v2 calls AppendText.
	App     AppendsToo
	AppKeys map[AppendsToo]int
	Int     int
	QK      VariesKey `json:",string"` // quoted as a number without json/v2
	// Interfaces: encoding/json before json/v2 calls the interface's
	// method, json/v2 writes the value by its own methods (MarshalJSON
	// before MarshalText).
	Text encoding.TextMarshaler
	JSON json.Marshaler
}

// JSONAndText writes "j:N" with MarshalJSON and "t:N" with MarshalText.
type JSONAndText int

func (j JSONAndText) MarshalJSON() ([]byte, error) { return tagged("j", int(j)) }

func (j JSONAndText) MarshalText() ([]byte, error) { return fmt.Appendf(nil, "t:%d", int(j)), nil }

// BothMarshalers writes "v1:N" with MarshalJSON (and "v2:N" with
// MarshalJSONTo, on json/v2). UnmarshalJSON stores the number plus one
// (UnmarshalJSONFrom plus two).
type BothMarshalers struct{ N int }

func (b BothMarshalers) MarshalJSON() ([]byte, error) { return tagged("v1", b.N) }

func (b *BothMarshalers) UnmarshalJSON(data []byte) error {
	n, err := untag(data, "v")
	b.N = n + 1
	return err
}

// PtrMarshalerTo writes "v1:N" with MarshalJSON, on its value, and "p2:N"
// with MarshalJSONTo, on its pointer, on json/v2.
type PtrMarshalerTo struct{ N int }

func (p PtrMarshalerTo) MarshalJSON() ([]byte, error) { return tagged("v1", p.N) }

// EitherMarshalers writes "e1:N" with MarshalJSON before json/v2, "e2:N"
// with MarshalJSONTo on it, and has no other.
type EitherMarshalers struct{ N int }

// OnlyV2Marshalers has json/v2's methods only, which write "o2:N".
type OnlyV2Marshalers struct{ N int }

// OwnsV2Marshalers has json/v2's methods only (on its pointer), which
// write "w2:N": jsongen generates neither EncodeJSON nor DecodeJSON for
// it, on any toolchain.
type OwnsV2Marshalers struct{ N int }

// HoldsPtrMarshalerTo holds a PtrMarshalerTo in place.
type HoldsPtrMarshalerTo struct {
	P PtrMarshalerTo
}

// EmbedsV2Marshalers has OnlyV2Marshalers' methods, on json/v2.
type EmbedsV2Marshalers struct {
	OnlyV2Marshalers
	X int
}

// VariesKey is a map key written as "k:N" before json/v2, and as its number
// on it.
type VariesKey int

// AppendsToo writes "m:N" with MarshalText and "a:N" with AppendText;
// UnmarshalText reads either, storing the number plus one.
type AppendsToo int

func (a AppendsToo) MarshalText() ([]byte, error) { return fmt.Appendf(nil, "m:%d", int(a)), nil }

func (a AppendsToo) AppendText(b []byte) ([]byte, error) { return fmt.Appendf(b, "a:%d", int(a)), nil }

func (a *AppendsToo) UnmarshalText(text []byte) error {
	_, num, ok := strings.Cut(string(text), ":")
	n, err := strconv.Atoi(num)
	if !ok || err != nil {
		return errors.New("difftypes: not an AppendsToo")
	}
	*a = AppendsToo(n + 1)
	return nil
}

// tagged returns the JSON string "tag:n".
func tagged(tag string, n int) ([]byte, error) {
	return json.Marshal(tag + ":" + strconv.Itoa(n))
}

// untag reads a JSON string "tag...:n" and returns n.
func untag(data []byte, tag string) (int, error) {
	var s string
	if err := json.Unmarshal(data, &s); err != nil {
		return 0, errors.New("difftypes: not a string")
	}
	head, num, _ := strings.Cut(s, ":")
	n, err := strconv.Atoi(num)
	if !strings.HasPrefix(head, tag) || err != nil {
		return 0, errors.New("difftypes: not a tagged number")
	}
	return n, nil
}
