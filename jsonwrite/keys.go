package jsonwrite

import (
	"encoding"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/jsongen/jsongen/internal/jsonwire"
)

// Map keys are written in the order encoding/json writes them: sorted by
// the text of the key as it appears in the output, so integer keys sort as
// strings ("10" before "9").

// The key functions return the sorted keys in a stack the Writer keeps,
// so that writing a map allocates nothing once the Writer has written a
// map as large. Maps nest, so each returned slice must be handed back, in
// reverse order, to the matching Done method once the map is written:
//
//	keys := jsonwrite.StringKeys(w, m)
//	for i, k := range keys { ... m[K(k)] ... }
//	w.DoneStringKeys(keys)

// StringKeys returns the keys of m as strings, sorted. Like the other key
// functions it takes map[K]V, not a type parameter M ~map[K]V: a named map
// type converts implicitly, and the compiler instantiates it per shape of
// K and V (all pointer values share one), not per map type.
func StringKeys[K ~string, V any](w *Writer, m map[K]V) []string {
	if jsonwire.StdV2 && len(m) == 0 && w.scan.on {
		w.flatOpen() // see depth.go
	}
	start := len(w.strKeys)
	for k := range m {
		w.strKeys = append(w.strKeys, string(k))
	}
	w.sortKeys(start, false)
	keys := w.strKeys[start:]
	if jsonwire.StdV2 && len(keys) > 1 && !allValidUTF8(keys) && hasMarshalMethod(reflect.TypeFor[K]()) {
		// Go 1.27's encoding/json (json/v2) sorts the keys of a type with
		// a marshaling method (which it does not call on a key of string
		// kind) by their text as written, invalid UTF-8 replaced; other
		// string keys as they are.
		sortAsWritten(keys, func(k string) string { return k })
	}
	return keys
}

// allValidUTF8 reports whether every key is valid UTF-8.
func allValidUTF8(keys []string) bool {
	for _, k := range keys {
		if !utf8.ValidString(k) {
			return false
		}
	}
	return true
}

// hasMarshalMethod reports whether t or *t has a method that encoding/json
// on json/v2 marshals with: MarshalJSON, MarshalJSONTo, MarshalText or
// AppendText.
func hasMarshalMethod(t reflect.Type) bool {
	for _, t := range []reflect.Type{t, reflect.PointerTo(t)} {
		for _, name := range []string{"MarshalJSON", "MarshalJSONTo", "MarshalText", "AppendText"} {
			if _, ok := t.MethodByName(name); ok {
				return true
			}
		}
	}
	return false
}

// sortAsWritten sorts keys stably by their text as Go 1.27's encoding/json
// writes it (text gives it), each byte of invalid UTF-8 replaced by
// U+FFFD. Keys whose texts are then equal have no order there (json/v2
// sorts them unstably, after Go's random map order): they keep theirs.
func sortAsWritten[E any](keys []E, text func(E) string) {
	slices.SortStableFunc(keys, func(a, b E) int {
		return strings.Compare(validUTF8(text(a)), validUTF8(text(b)))
	})
}

// validUTF8 returns s with each byte of invalid UTF-8 replaced by U+FFFD,
// as encoding/json writes it.
func validUTF8(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	b := make([]byte, 0, len(s)+8)
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			b = append(b, "\uFFFD"...)
		} else {
			b = append(b, s[i:i+n]...)
		}
		i += n
	}
	return string(b)
}

// anyEntries returns the keys of m, sorted, and its values in the same
// order; both are on the Writer's stacks until doneAnyEntries. Up to 256
// keys, the values are gathered with the keys and sorted with them, so
// that writing them needs no lookups in m; beyond that (as many as
// sortKeys can carry values for) they are looked up once the keys are
// sorted.
func (w *Writer) anyEntries(m map[string]any) ([]string, []any) {
	start, vstart := len(w.strKeys), len(w.anyVals)
	if len(m) > 256 {
		keys := StringKeys(w, m)
		for _, k := range keys {
			w.anyVals = append(w.anyVals, m[k])
		}
		return keys, w.anyVals[vstart:]
	}
	for k, v := range m {
		w.strKeys = append(w.strKeys, k)
		w.anyVals = append(w.anyVals, v)
	}
	w.sortKeys(start, true)
	return w.strKeys[start:], w.anyVals[vstart:]
}

// doneAnyEntries pops what anyEntries returned. Writing the values may
// have moved the stacks (a nested map pushes its own): the entries are
// cleared where the stacks are now.
func (w *Writer) doneAnyEntries(keys []string, vals []any) {
	end, vend := len(w.strKeys)-len(keys), len(w.anyVals)-len(vals)
	clear(w.strKeys[end:])
	clear(w.anyVals[vend:])
	w.strKeys, w.anyVals = w.strKeys[:end], w.anyVals[:vend]
}

// sortKeys sorts w.strKeys[start:], and with withVals the values on top
// of w.anyVals with them (one for each key, in the same order; at most
// 256 keys then). From 16 to 256 keys, it sorts numbers instead of
// strings: seven bytes of each key, from where the keys start to differ,
// big-endian and padded with zeros, above the key's index. Comparing those
// is one instruction, where comparing strings is a call; only keys whose
// seven bytes are equal then need comparing as strings. Fewer keys are
// sorted as they are, as insertion sort does without much comparing.
func (w *Writer) sortKeys(start int, withVals bool) {
	keys := w.strKeys[start:]
	n := len(keys)
	var vals []any
	if withVals {
		vals = w.anyVals[len(w.anyVals)-n:]
	}
	if n < 16 || n > 256 {
		sortStrings(keys, vals)
		return
	}
	// The bytes all keys share at their start tell them apart from none.
	common := len(keys[0])
	for _, k := range keys[1:] {
		i := 0
		for i < common && i < len(k) && k[i] == keys[0][i] {
			i++
		}
		common = i
	}
	ord := w.keyOrder[:0]
	for i, k := range keys {
		ord = append(ord, keyPrefix(k[common:])<<8|uint64(i))
	}
	slices.Sort(ord)
	w.keyOrder = ord
	keys = permute(&w.strKeys, ord)
	if withVals {
		vals = permute(&w.anyVals, ord)
	}
	for lo := 0; lo < n; {
		hi := lo + 1
		for hi < n && ord[hi]>>8 == ord[lo]>>8 {
			hi++
		}
		if hi-lo > 1 {
			if withVals {
				sortStrings(keys[lo:hi], vals[lo:hi])
			} else {
				slices.Sort(keys[lo:hi])
			}
		}
		lo = hi
	}
}

// permute puts the top len(ord) entries of *stack in the order ord gives
// (entry i moves from index ord[i]&0xff), from copies of them pushed above
// them and popped again, and returns them.
func permute[E any](stack *[]E, ord []uint64) []E {
	end := len(*stack)
	*stack = append(*stack, (*stack)[end-len(ord):]...)
	s, orig := (*stack)[end-len(ord):end], (*stack)[end:]
	for i, o := range ord {
		s[i] = orig[o&0xff]
	}
	clear(orig)
	*stack = (*stack)[:end]
	return s
}

// sortStrings sorts keys, and vals with them if vals is not nil; with
// vals, by insertion, which is for the few keys sortKeys gives it.
func sortStrings(keys []string, vals []any) {
	if vals == nil {
		slices.Sort(keys)
		return
	}
	for i := 1; i < len(keys); i++ {
		for j := i; j > 0 && keyLess(keys[j], keys[j-1]); j-- {
			keys[j], keys[j-1] = keys[j-1], keys[j]
			vals[j], vals[j-1] = vals[j-1], vals[j]
		}
	}
}

// keyLess reports whether a sorts before b. Keys that differ in their
// first byte, as most of an object's do, are told apart inline, without
// the call a string comparison is (MarshalAny instructions -3%,
// golang_source -7%).
func keyLess(a, b string) bool {
	if len(a) > 0 && len(b) > 0 && a[0] != b[0] {
		return a[0] < b[0]
	}
	return a < b
}

// keyPrefix returns the first seven bytes of k as a big-endian number,
// padded with zero bytes: numbers that differ order their keys as the
// strings do.
func keyPrefix(k string) uint64 {
	var p uint64
	for i := range 7 {
		p <<= 8
		if i < len(k) {
			p |= uint64(k[i])
		}
	}
	return p
}

// DoneStringKeys pops keys, which StringKeys returned, off w's stack.
func (w *Writer) DoneStringKeys(keys []string) {
	clear(keys)
	w.strKeys = w.strKeys[:len(w.strKeys)-len(keys)]
}

// IntKeys returns the keys of m as int64s, sorted by their decimal text.
func IntKeys[K ~int | ~int8 | ~int16 | ~int32 | ~int64, V any](w *Writer, m map[K]V) []int64 {
	if jsonwire.StdV2 && len(m) == 0 && w.scan.on {
		w.flatOpen() // see depth.go
	}
	start := len(w.intKeys)
	for k := range m {
		w.intKeys = append(w.intKeys, int64(k))
	}
	keys := w.intKeys[start:]
	slices.SortFunc(keys, jsonwire.CompareDecimalInt)
	return keys
}

// DoneIntKeys pops keys, which IntKeys returned, off w's stack.
func (w *Writer) DoneIntKeys(keys []int64) {
	w.intKeys = w.intKeys[:len(w.intKeys)-len(keys)]
}

// UintKeys returns the keys of m as uint64s, sorted by their decimal text.
func UintKeys[K ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr, V any](w *Writer, m map[K]V) []uint64 {
	if jsonwire.StdV2 && len(m) == 0 && w.scan.on {
		w.flatOpen() // see depth.go
	}
	start := len(w.uintKeys)
	for k := range m {
		w.uintKeys = append(w.uintKeys, uint64(k))
	}
	keys := w.uintKeys[start:]
	slices.SortFunc(keys, jsonwire.CompareDecimal)
	return keys
}

// DoneUintKeys pops keys, which UintKeys returned, off w's stack.
func (w *Writer) DoneUintKeys(keys []uint64) {
	w.uintKeys = w.uintKeys[:len(w.uintKeys)-len(keys)]
}

// TextKey is a map key with the text its MarshalText method returned.
type TextKey[K any] struct {
	Text string
	Key  K
}

// TextKeys returns the keys of m with their MarshalText output (from Go
// 1.27 on, AppendText's if they have it, as encoding/json calls it
// first), sorted by that text. A nil pointer key has the empty text, as in encoding/json. If
// a MarshalText method fails, TextKeys records encoding/json's error for
// it and returns nil.
func TextKeys[K interface {
	comparable
	encoding.TextMarshaler
}, V any](w *Writer, m map[K]V) []TextKey[K] {
	if jsonwire.StdV2 && len(m) == 0 && w.scan.on {
		w.flatOpen() // see depth.go
	}
	keys := make([]TextKey[K], 0, len(m))
	isPtr := reflect.TypeFor[K]().Kind() == reflect.Pointer
	appends := false
	if jsonwire.StdV2 {
		// Go 1.27's encoding/json (json/v2) calls AppendText before
		// MarshalText.
		var zero K
		_, appends = any(zero).(encoding.TextAppender)
	}
	for k := range m {
		var text []byte
		if !isPtr || !reflect.ValueOf(k).IsNil() {
			var err error
			if appends {
				text, err = any(k).(encoding.TextAppender).AppendText(nil)
			} else {
				text, err = k.MarshalText()
			}
			if err != nil {
				w.Fail(textKeyError(m, err))
				return nil
			}
		}
		keys = append(keys, TextKey[K]{string(text), k})
	}
	slices.SortFunc(keys, func(a, b TextKey[K]) int { return strings.Compare(a.Text, b.Text) })
	if jsonwire.StdV2 {
		// Go 1.27's encoding/json (json/v2) sorts by the text as written,
		// invalid UTF-8 replaced (see StringKeys).
		for _, k := range keys {
			if !utf8.ValidString(k.Text) {
				sortAsWritten(keys, func(k TextKey[K]) string { return k.Text })
				break
			}
		}
	}
	return keys
}

// textKeyError returns encoding/json's error for m, whose keys' MarshalText
// method failed with err. Up to Go 1.26 it is a plain error naming the map
// type. From Go 1.27 on (json/v2) it is a *json.MarshalerError naming the
// key's pointer type and MarshalText, which only encoding/json can make:
// it is had by letting encoding/json write the keys (this is the error
// path), with the values left out.
func textKeyError[K comparable, V any](m map[K]V, err error) error {
	if jsonwire.StdV2 {
		keys := make(map[K]struct{}, len(m))
		for k := range m {
			keys[k] = struct{}{}
		}
		if _, jerr := json.Marshal(keys); jerr != nil {
			return jerr
		}
		// The method succeeded this time: err is wrapped as well as a
		// MarshalerError can be from outside encoding/json.
		t := reflect.TypeFor[K]()
		if t.Kind() != reflect.Pointer {
			t = reflect.PointerTo(t)
		}
		return &json.MarshalerError{Type: t, Err: err}
	}
	return fmt.Errorf("json: encoding error for type %q: %q", reflect.TypeOf(m).String(), err.Error())
}

// IntKey writes n as an object key, `"n":`.
func (w *Writer) IntKey(n int64) {
	w.byte1('"')
	jsonwire.IntTo(&w.buf, n)
	w.raw(`":`)
}

// UintKey writes n as an object key, `"n":`.
func (w *Writer) UintKey(n uint64) {
	w.byte1('"')
	jsonwire.UintTo(&w.buf, n)
	w.raw(`":`)
}

// Key writes s as an object key followed by a colon.
func (w *Writer) Key(s string) {
	w.Str(s)
	w.byte1(':')
}
