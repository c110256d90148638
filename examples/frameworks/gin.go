package frameworks

import (
	"io"

	ginjson "github.com/gin-gonic/gin/codec/json"
	"github.com/jsongen/jsongen"
)

// GinJSON is a gin codec (the json.Core interface of package
// github.com/gin-gonic/gin/codec/json, gin 1.12 and later) backed by
// jsongen. gin's hook is global: assign it once, before the engine
// serves requests (the variable is not synchronized):
//
//	ginjson.API = frameworks.GinJSON{}
//
// Then c.JSON, c.IndentedJSON, c.PureJSON, c.SecureJSON, c.JSONP,
// c.AsciiJSON and the JSON binding (c.ShouldBindJSON, c.BindJSON, and
// the Content-Type-driven c.ShouldBind) use jsongen; the binding still
// runs gin's validator afterwards. It replaces the codec chosen by the
// jsoniter, go_json and sonic build tags as well. Bytes and errors are
// encoding/json's (c.JSON adds no newline; c.PureJSON, an Encoder, does).
type GinJSON struct{}

func (GinJSON) Marshal(v any) ([]byte, error)      { return jsongen.Marshal(v) }
func (GinJSON) Unmarshal(data []byte, v any) error { return jsongen.Unmarshal(data, v) }
func (GinJSON) MarshalIndent(v any, prefix, indent string) ([]byte, error) {
	return jsongen.MarshalIndent(v, prefix, indent)
}
func (GinJSON) NewEncoder(w io.Writer) ginjson.Encoder { return jsongen.NewEncoder(w) }
func (GinJSON) NewDecoder(r io.Reader) ginjson.Decoder { return jsongen.NewDecoder(r) }
