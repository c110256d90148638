//go:build ignore

// mkhelp writes help.go: the command's doc comment, from doc.go, as the
// text -h prints.
package main

import (
	"log"
	"os"

	"github.com/jsongen/jsongen/cmd/jsongen/internal/helptext"
)

func main() {
	src, err := helptext.Source("doc.go")
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile("help.go", src, 0o644); err != nil {
		log.Fatal(err)
	}
}
