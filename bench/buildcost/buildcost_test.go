package main

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

func TestMedian(t *testing.T) {
	for _, tc := range []struct {
		in   []float64
		want float64
	}{
		{nil, 0},
		{[]float64{3}, 3},
		{[]float64{5, 1, 3}, 3},
		{[]float64{4, 1, 3, 2}, 2.5},
	} {
		if got := median(tc.in); got != tc.want {
			t.Errorf("median(%v) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

func TestThousands(t *testing.T) {
	for n, want := range map[int]string{0: "0", 999: "999", 1000: "1,000", 176532: "176,532", 1234567: "1,234,567"} {
		if got := thousands(n); got != want {
			t.Errorf("thousands(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestFlagValue(t *testing.T) {
	args := []string{"-o", "x.a", "-p", "example.com/p", "-c=2", "a.go"}
	for name, want := range map[string]string{"-p": "example.com/p", "-c": "2", "-o": "x.a", "-D": ""} {
		if got := flagValue(args, name); got != want {
			t.Errorf("flagValue(%q) = %q, want %q", name, got, want)
		}
	}
}

// TestEasyjsonSkips checks which struct types easyjson -all is kept away
// from, and that the directive lands where easyjson's parser reads it.
func TestEasyjsonSkips(t *testing.T) {
	const src = `package p

import "io"

// Plain is generated.
type Plain struct {
	A string
	B []*Plain
	C map[string]any
}

// Own has its own UnmarshalJSON.
type Own struct{ X int }

func (o *Own) UnmarshalJSON([]byte) error { return nil }

type (
	// UsesOwn is generated: easyjson calls Own's methods.
	UsesOwn struct{ O Own }

	Reader struct{ R io.Reader } // an interface
	Nested struct{ N []Reader }  // through Reader
	hidden struct{ f func() }    // unexported fields are left alone
)

type Func struct{ F func() }

type ListOptions struct{ Page int }
type CursorOptions struct{ Page int }

// Both has two fields named Page at the same depth.
type Both struct {
	ListOptions
	*CursorOptions
}
`
	dir := t.TempDir()
	file := filepath.Join(dir, "p.go")
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, file, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	skip := skipsOf(pkg)
	var got []string
	for name := range skip {
		got = append(got, name)
	}
	slices.Sort(got)
	want := []string{"Both", "Func", "Nested", "Own", "Reader"}
	if !slices.Equal(got, want) {
		t.Errorf("skipped %v, want %v", got, want)
	}

	if err := markEasyjsonSkips(dir, skip); err != nil {
		t.Fatal(err)
	}
	f, err = parser.ParseFile(token.NewFileSet(), file, nil, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	var marked []string
	for _, d := range f.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.TYPE {
			continue
		}
		for _, spec := range gd.Specs {
			ts := spec.(*ast.TypeSpec)
			doc := ts.Doc
			if !gd.Lparen.IsValid() {
				doc = gd.Doc
			}
			if doc != nil && slices.ContainsFunc(doc.List, func(c *ast.Comment) bool { return c.Text == "//easyjson:skip" }) {
				marked = append(marked, ts.Name.Name)
			}
		}
	}
	slices.Sort(marked)
	if !slices.Equal(marked, want) {
		t.Errorf("marked %v, want %v", marked, want)
	}
}
