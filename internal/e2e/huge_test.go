//go:build !race

package e2e

import (
	"bytes"
	"encoding/json"
	"runtime"
	"strings"
	"testing"

	"github.com/jsongen/jsongen"
	"github.com/jsongen/jsongen/internal/e2e/difftypes"
)

// TestHugeString decodes and encodes a 100 MB string, checking the result
// and that memory stays proportional to the input. (Left out under -race,
// whose shadow memory makes it slow and large.)
func TestHugeString(t *testing.T) {
	if testing.Short() {
		t.Skip("100 MB of input")
	}
	const size = 100 << 20
	var b bytes.Buffer
	b.Grow(size + 64)
	b.WriteString(`{"S":"`)
	chunk := strings.Repeat("abcdefgh<&>é\\n", 64) // \n is an escape in the JSON
	decodedChunk := strings.Repeat("abcdefgh<&>é\n", 64)
	chunks := 0
	for b.Len() < size {
		b.WriteString(chunk)
		chunks++
	}
	b.WriteString(`","I":7}`)
	doc := b.Bytes()

	var before runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	var v difftypes.Scalars
	if err := jsongen.Unmarshal(doc, &v); err != nil {
		t.Fatal(err)
	}
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 3*size {
		t.Errorf("decoding a %d-byte document allocated %d bytes", len(doc), grew)
	}
	if v.I != 7 || len(v.S) != chunks*len(decodedChunk) || v.S[:len(decodedChunk)] != decodedChunk {
		t.Fatalf("decoded I=%d, len(S)=%d, want %d", v.I, len(v.S), chunks*len(decodedChunk))
	}
	out, err := jsongen.Marshal(&v)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := json.Marshal(&v)
	if !bytes.Equal(out, want) {
		t.Error("encoding the huge string differs from encoding/json")
	}
}
