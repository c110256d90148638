package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestVetFix runs jsongen-vet -fix on a program that calls encoding/json
// on generated types and requires the program, rewritten to call jsongen,
// to print what it printed before.
func TestVetFix(t *testing.T) {
	src := "package main\n\n//go:" + "generate jsongen -all $GOFILE\n\n" + `import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
)

type Item struct {
	ID   int64    ` + "`json:\"id\"`" + `
	Name string   ` + "`json:\"name\"`" + `
	Tags []string ` + "`json:\"tags,omitempty\"`" + `
}

func main() {
	it := Item{ID: 1, Name: "<a&b>", Tags: []string{"x"}}
	b, err := json.Marshal(it)
	fmt.Println(string(b), err)
	b, err = json.MarshalIndent(&it, "", " ")
	fmt.Println(string(b), err)
	var back Item
	err = json.Unmarshal([]byte(` + "`" + `{"ID": 2, "name": 3}` + "`" + `), &back)
	fmt.Printf("%+v %T %v\n", back, err, err)
	var buf bytes.Buffer
	err = json.NewEncoder(&buf).Encode(it)
	os.Stdout.Write(buf.Bytes())
	fmt.Println(err)
}
`
	dir, env := newModule(t, map[string]string{"main.go": src})
	mustRun(t, dir, env, "go", "generate", "./...")
	want := mustRun(t, dir, env, "go", "run", ".")
	t.Logf("the program prints:\n%s", want)

	vet := filepath.Join(t.TempDir(), "jsongen-vet")
	build := exec.Command("go", "build", "-o", vet, "./cmd/jsongen-vet")
	build.Dir = repoRoot(t)
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building jsongen-vet: %v\n%s", err, out)
	}
	out, err := run(t, dir, env, vet, "./...")
	if err == nil || strings.Count(out, "jsongen's generated code") != 4 {
		t.Fatalf("jsongen-vet did not report the four calls: %v\n%s", err, out)
	}
	mustRun(t, dir, env, vet, "-fix", "./...")
	fixed, _ := os.ReadFile(filepath.Join(dir, "main.go"))
	if strings.Contains(string(fixed), "encoding/json") || !strings.Contains(string(fixed), "jsongen.Marshal(&it)") {
		t.Errorf("main.go after -fix:\n%s", fixed)
	}
	mustRun(t, dir, env, "go", "vet", "./...")
	if got := mustRun(t, dir, env, "go", "run", "."); got != want {
		t.Errorf("the program prints\n%s\nafter the fix, and printed\n%s\nbefore", got, want)
	}
	if out, err := run(t, dir, env, vet, "./..."); err != nil {
		t.Errorf("jsongen-vet still reports after -fix: %v\n%s", err, out)
	}
}
