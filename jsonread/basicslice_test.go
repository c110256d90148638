package jsonread

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
)

// TestBasicSlices checks StrSlice and the others against encoding/json
// decoding into a slice: null sets it to nil, an array refills it from
// its start (in its backing array while there is room), an empty array
// leaves an empty slice, and a value of the wrong kind, or an element of
// the wrong kind, is the error encoding/json reports.
func TestBasicSlices(t *testing.T) {
	inputs := []string{`null`, `[]`, `[1]`, `[1,2,3]`, `["a","b"]`, `[true,false]`, `[1.5,-2e3]`, `[300]`,
		`[1,"x",2]`, `"x"`, `{}`, `1`, `[1,`, `[null,1]`, `[1e400]`, `[` + repeat("7,", 40) + `7]`}
	for _, in := range inputs {
		checkSlice(t, "StrSlice", in, (*Reader).StrSlice, []string{"p", "q", "r", "s"})
		checkSlice(t, "IntSlice", in, (*Reader).IntSlice, []int{9, 8, 7, 6})
		checkSlice(t, "Int64Slice", in, (*Reader).Int64Slice, []int64{9, 8, 7, 6})
		checkSlice(t, "Float64Slice", in, (*Reader).Float64Slice, []float64{9, 8, 7, 6})
		checkSlice(t, "BoolSlice", in, (*Reader).BoolSlice, []bool{true, true, true, true})
	}
}

func repeat(s string, n int) string {
	out := ""
	for range n {
		out += s
	}
	return out
}

// checkSlice decodes in with method and with encoding/json, into a nil
// slice and into one holding old (with room to spare).
func checkSlice[T any](t *testing.T, name, in string, method func(*Reader, *[]T), old []T) {
	t.Helper()
	for _, set := range []bool{false, true} {
		var got, std []T
		if set {
			got = append(make([]T, 0, 8), old...)
			std = append(make([]T, 0, 8), old...)
		}
		stdErr := json.Unmarshal([]byte(in), &std)
		r := NewReader([]byte(in))
		method(r, &got)
		r.End()
		err := r.Err()
		if (err == nil) != (stdErr == nil) {
			t.Errorf("%s(%s), set %v: error %v; encoding/json's %v", name, in, set, err, stdErr)
			continue
		}
		if err != nil {
			if serr := StdError([]byte(in), &got, err); !reflect.DeepEqual(serr, stdErr) {
				t.Errorf("%s(%s), set %v: error %#v; encoding/json's %#v", name, in, set, serr, stdErr)
			}
			// The Reader's own error names the type as encoding/json does.
			var te *TypeError
			if errors.As(err, &te) && in[0] != '[' && !strings.Contains(err.Error(), reflect.TypeFor[[]T]().String()) {
				t.Errorf("%s(%s): the error does not name %s: %v", name, in, reflect.TypeFor[[]T](), err)
			}
		}
		if _, syntax := stdErr.(*json.SyntaxError); syntax {
			continue // encoding/json stores nothing on a syntax error
		}
		if !reflect.DeepEqual(got, std) || (got == nil) != (std == nil) {
			t.Errorf("%s(%s), set %v: got %#v, encoding/json %#v", name, in, set, got, std)
		}
	}
}
