package jsonwrite

import (
	"bytes"
	"encoding"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
)

// Map keys are written in the order encoding/json writes them: sorted by
// the text of the key as it appears in the output, so integer keys sort as
// strings ("10" before "9").

// StringKeys returns the keys of m, sorted.
func StringKeys[M ~map[K]V, K ~string, V any](m M) []K {
	keys := make([]K, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// IntKeys returns the keys of m sorted by their decimal text.
func IntKeys[M ~map[K]V, K ~int | ~int8 | ~int16 | ~int32 | ~int64, V any](m M) []K {
	keys := make([]K, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b K) int {
		var x, y [20]byte
		return bytes.Compare(strconv.AppendInt(x[:0], int64(a), 10), strconv.AppendInt(y[:0], int64(b), 10))
	})
	return keys
}

// UintKeys returns the keys of m sorted by their decimal text.
func UintKeys[M ~map[K]V, K ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr, V any](m M) []K {
	keys := make([]K, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b K) int {
		var x, y [20]byte
		return bytes.Compare(strconv.AppendUint(x[:0], uint64(a), 10), strconv.AppendUint(y[:0], uint64(b), 10))
	})
	return keys
}

// TextKey is a map key with the text its MarshalText method returned.
type TextKey[K any] struct {
	Text string
	Key  K
}

// TextKeys returns the keys of m with their MarshalText output, sorted by
// that text. A nil pointer key has the empty text, as in encoding/json. If
// a MarshalText method fails, TextKeys records encoding/json's error for
// it and returns nil.
func TextKeys[M ~map[K]V, K interface {
	comparable
	encoding.TextMarshaler
}, V any](w *Writer, m M) []TextKey[K] {
	keys := make([]TextKey[K], 0, len(m))
	isPtr := reflect.TypeFor[K]().Kind() == reflect.Pointer
	for k := range m {
		var text []byte
		if !isPtr || !reflect.ValueOf(k).IsNil() {
			var err error
			if text, err = k.MarshalText(); err != nil {
				w.SetError(fmt.Errorf("json: encoding error for type %q: %q", reflect.TypeOf(m).String(), err.Error()))
				return nil
			}
		}
		keys = append(keys, TextKey[K]{string(text), k})
	}
	slices.SortFunc(keys, func(a, b TextKey[K]) int { return strings.Compare(a.Text, b.Text) })
	return keys
}

// IntKey writes n as an object key, `"n":`.
func (w *Writer) IntKey(n int64) {
	w.buf = append(w.buf, '"')
	w.buf = strconv.AppendInt(w.buf, n, 10)
	w.buf = append(w.buf, '"', ':')
}

// UintKey writes n as an object key, `"n":`.
func (w *Writer) UintKey(n uint64) {
	w.buf = append(w.buf, '"')
	w.buf = strconv.AppendUint(w.buf, n, 10)
	w.buf = append(w.buf, '"', ':')
}

// Key writes s as an object key followed by a colon.
func (w *Writer) Key(s string) {
	w.Str(s)
	w.buf = append(w.buf, ':')
}
