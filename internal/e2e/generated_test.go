package e2e

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/jsongen/jsongen/internal/gen"
	"github.com/jsongen/jsongen/internal/model"
)

// committed lists the packages whose generated code is committed, with the
// flags their go:generate lines use.
var committed = []struct {
	arg string
	cfg gen.Config
}{
	{"difftypes", gen.Config{All: true}},
	{"stdtypes/stdtypes.go", gen.Config{All: true, StdMarshalers: true}},
	{"stdtypes/holds.go", gen.Config{All: true, StdMarshalers: true}},
	{"easytypes/snake/snake.go", gen.Config{All: true, Naming: model.SnakeCase, OmitEmpty: true}},
	{"easytypes/camel/camel.go", gen.Config{All: true, Naming: model.LowerCamelCase, OmitZero: true}},
	{"easytypes/loose/loose.go", gen.Config{All: true, DisallowUnknown: true, ByteString: true, RawMemberNames: true}},
	{"easytypes/tagopts/tagopts.go", gen.Config{All: true, StdMarshalers: true}},
	{"../../examples/shop/order.go", gen.Config{All: true}},
	{"../../examples/migrate/types.go", gen.Config{All: true, Naming: model.SnakeCase, OmitEmpty: true}},
}

// TestCommittedCodeIsCurrent regenerates every committed generated file
// and fails if the generator now writes something else: a change to the
// generator must come with the regenerated files (go generate ./...).
func TestCommittedCodeIsCurrent(t *testing.T) {
	if testing.Short() {
		t.Skip("the generator's run is the same with -short: the plain run checks it")
	}
	for _, c := range committed {
		t.Run(c.arg, func(t *testing.T) {
			cfg := c.cfg
			cfg.Args = []string{c.arg}
			outs, err := gen.Generate(cfg)
			if err != nil {
				t.Fatal(err)
			}
			for _, o := range outs {
				old, err := os.ReadFile(o.Path)
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(old, o.Src) {
					t.Errorf("%s is stale: run go generate ./... (first difference at byte %d)", filepath.Base(o.Path), firstDiffByte(old, o.Src))
				}
			}
		})
	}
}

func firstDiffByte(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}
