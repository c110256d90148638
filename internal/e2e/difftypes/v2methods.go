package difftypes

import (
	"strconv"
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

// HoldsBoth holds a value with both MarshalJSON and, on json/v2 only (in
// v2methods_jsonv2.go), json/v2's MarshalJSONTo, which here write different
// bytes. Generated code calls MarshalJSON on both toolchains, so that its
// output is the same whichever one runs jsongen; encoding/json on json/v2
// calls MarshalJSONTo (DIFFERENCES.md). It is not in the differential
// tests.
type HoldsBoth struct {
	B BothMarshalers
}

// BothMarshalers writes "v1" with MarshalJSON.
type BothMarshalers struct{ N int }

func (BothMarshalers) MarshalJSON() ([]byte, error) { return []byte(`"v1"`), nil }
