package jsonwrite

import (
	"encoding/json"
	"testing"
)

// TestOptMethods checks that the Opt methods write what encoding/json
// writes for a pointer field with omitempty, nil or not.
func TestOptMethods(t *testing.T) {
	checkPtr(t, "Bool", (*Writer).OptBool, true)
	checkPtr(t, "Int", (*Writer).OptInt, -1<<62)
	checkPtr(t, "Int8", (*Writer).OptInt8, -128)
	checkPtr(t, "Int16", (*Writer).OptInt16, -300)
	checkPtr(t, "Int32", (*Writer).OptInt32, 1<<31-1)
	checkPtr(t, "Int64", (*Writer).OptInt64, -1<<63)
	checkPtr(t, "Uint", (*Writer).OptUint, 1<<64-1)
	checkPtr(t, "Uint8", (*Writer).OptUint8, 255)
	checkPtr(t, "Uint16", (*Writer).OptUint16, 65535)
	checkPtr(t, "Uint32", (*Writer).OptUint32, 1<<32-1)
	checkPtr(t, "Uint64", (*Writer).OptUint64, 1<<64-1)
	checkPtr(t, "Float32", (*Writer).OptFloat32, 3.4e38)
	checkPtr(t, "Float64", (*Writer).OptFloat64, 1e-7)
	checkPtr(t, "Str", (*Writer).OptStr, "<a&b>\u2028")
}

func checkPtr[T any](t *testing.T, name string, opt func(*Writer, string, *T), val T) {
	t.Helper()
	for _, p := range []*T{nil, &val} {
		want, err := json.Marshal(struct {
			A int `json:"a"`
			X *T  `json:"x,omitempty"`
		}{1, p})
		if err != nil {
			t.Fatal(err)
		}
		var w Writer
		w.Raw(`{"a":1`)
		opt(&w, `,"x":`, p)
		w.Raw(`}`)
		if got := string(w.Bytes()); got != string(want) {
			t.Errorf("Opt%s, nil %v: %s; encoding/json wrote %s", name, p == nil, got, want)
		}
	}
}
