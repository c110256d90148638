package bench

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"strconv"
	"sync"
	"testing"

	"github.com/jsongen/jsongen"
)

// BenchmarkDecoderChunks decodes one document, read from a reader that
// returns pieces of a given size (or through gzip.NewReader), into any with
// json.Decoder and jsongen.Decoder. A decoder that scanned the value again
// from its start after each read would take time quadratic in the size
// over the piece size; both must be linear. Documents are arrays of copies
// of twitter_status's statuses, from one status (3 kB) to 64 MB, named by
// their size.
func BenchmarkDecoderChunks(b *testing.B) {
	for _, size := range []int{1 << 10, 64 << 10, 1 << 20, 16 << 20, 64 << 20} {
		doc := chunkDoc(size)
		for _, chunk := range []string{"64", "1024", "32768", "gzip"} {
			for _, lib := range []string{"std", "jsongen"} {
				b.Run("data="+sizeName(len(doc))+"-"+chunk+"/lib="+lib, func(b *testing.B) {
					var zipped []byte
					if chunk == "gzip" {
						zipped = gzipped(doc)
					}
					n, _ := strconv.Atoi(chunk)
					b.SetBytes(int64(len(doc)))
					b.ReportAllocs()
					for b.Loop() {
						var r io.Reader = &pieces{data: doc, n: n}
						if zipped != nil {
							z, err := gzip.NewReader(bytes.NewReader(zipped))
							if err != nil {
								b.Fatal(err)
							}
							r = z
						}
						var v any
						var err error
						if lib == "std" {
							err = json.NewDecoder(r).Decode(&v)
						} else {
							err = jsongen.NewDecoder(r).Decode(&v)
						}
						if err != nil {
							b.Fatal(err)
						}
					}
				})
			}
		}
	}
}

func sizeName(n int) string {
	if n >= 1<<20 {
		return strconv.Itoa(n>>20) + "MB"
	}
	return strconv.Itoa(n>>10) + "kB"
}

// pieces reads data n bytes at a time.
type pieces struct {
	data []byte
	n    int
}

func (p *pieces) Read(b []byte) (int, error) {
	if len(p.data) == 0 {
		return 0, io.EOF
	}
	k := copy(b[:min(len(b), p.n)], p.data)
	p.data = p.data[k:]
	return k, nil
}

var chunkDocs sync.Map // size -> []byte

// chunkDoc returns an array of copies of twitter_status's statuses, of
// about size bytes (at least one status, cut to fit).
func chunkDoc(size int) []byte {
	if d, ok := chunkDocs.Load(size); ok {
		return d.([]byte)
	}
	var tw struct {
		Statuses []json.RawMessage `json:"statuses"`
	}
	if err := json.Unmarshal(Lookup("twitter_status").Data(), &tw); err != nil {
		panic(err)
	}
	var buf bytes.Buffer
	buf.WriteByte('[')
	for i := 0; buf.Len() < size; i++ {
		s := tw.Statuses[i%len(tw.Statuses)]
		if i > 0 {
			if buf.Len()+len(s) > size && size < 4<<10 {
				break
			}
			buf.WriteByte(',')
		}
		buf.Write(s)
	}
	buf.WriteByte(']')
	doc := buf.Bytes()
	chunkDocs.Store(size, doc)
	return doc
}

func gzipped(b []byte) []byte {
	var buf bytes.Buffer
	z := gzip.NewWriter(&buf)
	z.Write(b)
	z.Close()
	return buf.Bytes()
}

// BenchmarkDecoderTokens walks each dataset with Token, as code reading a
// stream token by token does, with json.Decoder and jsongen.Decoder.
func BenchmarkDecoderTokens(b *testing.B) {
	for _, d := range Datasets {
		for _, lib := range []string{"std", "jsongen"} {
			b.Run("data="+d.Name+"/lib="+lib, func(b *testing.B) {
				data := d.Data()
				b.SetBytes(int64(len(data)))
				b.ReportAllocs()
				for b.Loop() {
					var token func() (json.Token, error)
					if lib == "std" {
						token = json.NewDecoder(bytes.NewReader(data)).Token
					} else {
						token = jsongen.NewDecoder(bytes.NewReader(data)).Token
					}
					for {
						if _, err := token(); err == io.EOF {
							break
						} else if err != nil {
							b.Fatal(err)
						}
					}
				}
			})
		}
	}
}
