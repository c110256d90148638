package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// toolchainFiles is a package that declares some of its JSON methods for
// some builds only: json/v2's MarshalJSONTo and UnmarshalJSONFrom behind
// go1.27 && goexperiment.jsonv2 (they name jsontext, which go vet allows
// from Go 1.27 on), MarshalJSON, MarshalText and UnmarshalJSON behind
// !goexperiment.jsonv2 (so Go 1.26 with GOEXPERIMENT=jsonv2 builds
// neither); and a program that compares jsongen with encoding/json on its
// types.
var toolchainFiles = map[string]string{
	"p/p.go": `package p

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"
)

// Both has MarshalJSON and UnmarshalJSON everywhere, and json/v2's
// methods with json/v2.
type Both struct{ N int }

func (b Both) MarshalJSON() ([]byte, error) { return json.Marshal("v1:" + strconv.Itoa(b.N)) }

func (b *Both) UnmarshalJSON(data []byte) error {
	n, err := number(data)
	b.N = n + 1
	return err
}

// Own has json/v2's methods only.
type Own struct{ N int }

// Either has MarshalJSON and UnmarshalJSON without json/v2, json/v2's
// methods with it.
type Either struct{ N int }

// Key has MarshalText and UnmarshalText without json/v2 only.
type Key int

type Uses struct {
	B  Both
	PB *Both
	MB map[string]Both
	O  Own
	E  Either
	K  map[Key]int
	N  int
}

func number(data []byte) (int, error) {
	var s string
	if err := json.Unmarshal(data, &s); err != nil {
		return 0, errors.New("not a string")
	}
	_, num, _ := strings.Cut(s, ":")
	return strconv.Atoi(num)
}
`,
	"p/v2.go": `//go:build go1.27 && goexperiment.jsonv2

package p

import (
	"encoding/json/jsontext"
	"strconv"
)

func write(enc *jsontext.Encoder, tag string, n int) error {
	return enc.WriteToken(jsontext.String(tag + ":" + strconv.Itoa(n)))
}

func read(dec *jsontext.Decoder) (int, error) {
	v, err := dec.ReadValue()
	if err != nil {
		return 0, err
	}
	return number(v)
}

func (b Both) MarshalJSONTo(enc *jsontext.Encoder) error { return write(enc, "v2", b.N) }

func (b *Both) UnmarshalJSONFrom(dec *jsontext.Decoder) error {
	n, err := read(dec)
	b.N = n + 2
	return err
}

func (o *Own) MarshalJSONTo(enc *jsontext.Encoder) error { return write(enc, "o2", o.N) }

func (o *Own) UnmarshalJSONFrom(dec *jsontext.Decoder) error {
	n, err := read(dec)
	o.N = n + 2
	return err
}

func (e Either) MarshalJSONTo(enc *jsontext.Encoder) error { return write(enc, "e2", e.N) }

func (e *Either) UnmarshalJSONFrom(dec *jsontext.Decoder) error {
	n, err := read(dec)
	e.N = n + 2
	return err
}
`,
	"p/v1.go": `//go:build !goexperiment.jsonv2

package p

import (
	"encoding/json"
	"strconv"
	"strings"
)

func (e Either) MarshalJSON() ([]byte, error) { return json.Marshal("e1:" + strconv.Itoa(e.N)) }

func (e *Either) UnmarshalJSON(data []byte) error {
	n, err := number(data)
	e.N = n + 1
	return err
}

func (k Key) MarshalText() ([]byte, error) { return []byte("k:" + strconv.Itoa(int(k))), nil }

func (k *Key) UnmarshalText(text []byte) error {
	n, err := strconv.Atoi(strings.TrimPrefix(string(text), "k:"))
	*k = Key(n + 1)
	return err
}
`,
	"main.go": `package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"reflect"

	"example.com/m/p"
	"github.com/jsongen/jsongen"
)

func main() {
	v := &p.Uses{B: p.Both{N: 1}, PB: &p.Both{N: 2}, MB: map[string]p.Both{"m": {N: 3}}, O: p.Own{N: 4},
		E: p.Either{N: 5}, K: map[p.Key]int{6: 7}, N: 8}
	want, werr := json.Marshal(v)
	got, gerr := jsongen.Marshal(v)
	if !bytes.Equal(got, want) || fmt.Sprint(gerr) != fmt.Sprint(werr) {
		fmt.Printf("MISMATCH encoding\n%s %v\n%s %v\n", got, gerr, want, werr)
		os.Exit(1)
	}
	var a, b p.Uses
	werr = json.Unmarshal(want, &a)
	gerr = jsongen.Unmarshal(want, &b)
	if !reflect.DeepEqual(a, b) || fmt.Sprint(gerr) != fmt.Sprint(werr) {
		fmt.Printf("MISMATCH decoding\n%+v %v\n%+v %v\n", b, gerr, a, werr)
		os.Exit(1)
	}
	if _, ok := any(&b).(jsongen.Unmarshaler); !ok {
		panic("no generated DecodeJSON")
	}
	fmt.Printf("OK %s %d %d\n", want, b.B.N, b.E.N)
}
`,
}

// TestMethodsForSomeBuilds generates a package that declares JSON methods
// for some builds only (toolchainFiles) with and without the jsonv2
// experiment, which Go 1.27 has by default and Go 1.26 not: the output must
// be the same either way, since one generated file serves every build, and
// the program must see jsongen write and store what encoding/json does in
// both builds (json/v2's methods on Go 1.27, MarshalJSON's without json/v2).
func TestMethodsForSomeBuilds(t *testing.T) {
	dir, env := newModule(t, toolchainFiles)
	builds := map[string][]string{
		"jsonv2":   append(slices.Clip(env), "GOEXPERIMENT=jsonv2"),
		"nojsonv2": append(slices.Clip(env), "GOEXPERIMENT=nojsonv2"),
	}
	var first []byte
	for _, name := range []string{"nojsonv2", "jsonv2"} {
		mustRun(t, dir, builds[name], "jsongen", "-all", "-std_marshalers", "p")
		out, err := os.ReadFile(filepath.Join(dir, "p", "p_jsongen.go"))
		if err != nil {
			t.Fatal(err)
		}
		if first == nil {
			first = out
		} else if string(out) != string(first) {
			t.Fatalf("the output generated with GOEXPERIMENT=%s differs from the one without", name)
		}
	}
	v1 := `OK {"B":"v1:1","PB":"v1:2","MB":{"m":"v1:3"},"O":{"N":4},"E":"e1:5","K":{"k:6":7},"N":8} 2 6`
	v2 := `OK {"B":"v2:1","PB":"v2:2","MB":{"m":"v2:3"},"O":"o2:4","E":"e2:5","K":{"6":7},"N":8} 3 7`
	if version := mustRun(t, dir, env, "go", "env", "GOVERSION"); strings.HasPrefix(version, "go1.26") {
		// Go 1.26's json/v2 experiment builds neither file.
		v2 = `OK {"B":"v1:1","PB":"v1:2","MB":{"m":"v1:3"},"O":{"N":4},"E":{"N":5},"K":{"6":7},"N":8} 2 5`
	}
	for name, want := range map[string]string{"nojsonv2": v1, "jsonv2": v2} {
		mustRun(t, dir, builds[name], "go", "vet", "./...")
		if got := mustRun(t, dir, builds[name], "go", "run", "."); strings.TrimSpace(got) != want {
			t.Errorf("GOEXPERIMENT=%s: the program printed\n%s\nwant\n%s", name, got, want)
		}
	}
}
