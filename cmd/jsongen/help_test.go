package main

import (
	"flag"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/jsongen/jsongen/cmd/jsongen/internal/helptext"
	"github.com/jsongen/jsongen/internal/gen"
)

// TestHelpIsCurrent requires help.go, what -h prints, to be the doc
// comment in doc.go as it is now.
func TestHelpIsCurrent(t *testing.T) {
	want, err := helptext.Source("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("help.go")
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Error("help.go is stale: run go generate ./cmd/jsongen")
	}
}

// TestHelpNamesEveryFlag requires the doc comment to describe each flag
// the command accepts, easyjson's ignored ones in its prose.
func TestHelpNamesEveryFlag(t *testing.T) {
	fs, _ := gen.NewFlagSet("jsongen", io.Discard)
	fs.VisitAll(func(f *flag.Flag) {
		if !strings.Contains(help, "\t-"+f.Name+"\n") && !strings.Contains(help, "\t-"+f.Name+" ") && !strings.Contains(help, "-"+f.Name+",") && !strings.Contains(help, "-"+f.Name+" and") {
			t.Errorf("the doc comment does not describe -%s", f.Name)
		}
	})
}
