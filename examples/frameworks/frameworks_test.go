package frameworks

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"
	ginjson "github.com/gin-gonic/gin/codec/json"
	"github.com/gofiber/fiber/v2"
	"github.com/grpc-ecosystem/grpc-gateway/v2/runtime"
	"github.com/labstack/echo/v4"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/types/known/wrapperspb"

	"github.com/jsongen/jsongen/jsonread"
	"github.com/jsongen/jsongen/jsonwrite"
)

// probe has hand-written jsongen methods and no MarshalJSON or
// UnmarshalJSON: encoding/json sees an empty struct and writes {}, while
// through jsongen a decoded probe encodes as true. It shows that an
// adapter really calls jsongen.
type probe struct{ decoded bool }

func (p *probe) DecodeJSON(r *jsonread.Reader)  { r.Skip(); p.decoded = true }
func (p *probe) EncodeJSON(w *jsonwrite.Writer) { w.Bool(p.decoded) }

// routes maps each path the test servers answer to the value they decode
// the body into and send back.
var routes = map[string]func() any{
	"/items": func() any { return new(Item) },
	"/probe": func() any { return new(probe) },
}

// A server sends a request to one framework's app and returns the status
// and the body of the response.
type server func(t *testing.T, req *http.Request) (int, string)

func recorder(h http.Handler) server {
	return func(t *testing.T, req *http.Request) (int, string) {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec.Code, rec.Body.String()
	}
}

func echoServer(adapt bool) server {
	e := echo.New()
	if adapt {
		e.JSONSerializer = EchoJSON{}
	}
	for path, newValue := range routes {
		e.POST(path, func(c echo.Context) error {
			v := newValue()
			if err := c.Bind(v); err != nil {
				return err
			}
			return c.JSON(http.StatusOK, v)
		})
	}
	return recorder(e)
}

func fiberServer(adapt bool) server {
	cfg := fiber.Config{}
	if adapt {
		cfg = FiberConfig(cfg)
	}
	app := fiber.New(cfg)
	for path, newValue := range routes {
		app.Post(path, func(c *fiber.Ctx) error {
			v := newValue()
			if err := c.BodyParser(v); err != nil {
				return err
			}
			return c.JSON(v)
		})
	}
	return func(t *testing.T, req *http.Request) (int, string) {
		resp, err := app.Test(req, -1)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, err := io.ReadAll(resp.Body)
		if err != nil {
			t.Fatal(err)
		}
		return resp.StatusCode, string(b)
	}
}

var ginDefault = ginjson.API

func ginServer(adapt bool) server {
	gin.SetMode(gin.TestMode)
	r := gin.New()
	for path, newValue := range routes {
		r.POST(path, func(c *gin.Context) {
			v := newValue()
			if err := c.ShouldBindJSON(v); err != nil {
				c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": err.Error()})
				return
			}
			c.JSON(http.StatusOK, v)
		})
	}
	serve := recorder(r)
	return func(t *testing.T, req *http.Request) (int, string) {
		// gin's codec is global: set it for this request only.
		if adapt {
			ginjson.API = GinJSON{}
			defer func() { ginjson.API = ginDefault }()
		}
		return serve(t, req)
	}
}

func gatewayServer(adapt bool) server {
	var opts []runtime.ServeMuxOption
	if adapt {
		opts = append(opts, runtime.WithMarshalerOption(runtime.MIMEWildcard,
			&runtime.HTTPBodyMarshaler{Marshaler: NewGatewayJSON()}))
	}
	mux := runtime.NewServeMux(opts...)
	for path, newValue := range routes {
		err := mux.HandlePath(http.MethodPost, path, func(w http.ResponseWriter, r *http.Request, _ map[string]string) {
			in, out := runtime.MarshalerForRequest(mux, r)
			v := newValue()
			if err := in.NewDecoder(r.Body).Decode(v); err != nil {
				runtime.HTTPError(r.Context(), mux, out, w, r, status.Error(codes.InvalidArgument, err.Error()))
				return
			}
			b, err := out.Marshal(v)
			if err != nil {
				runtime.HTTPError(r.Context(), mux, out, w, r, err)
				return
			}
			w.Header().Set("Content-Type", out.ContentType(v))
			w.Write(b)
		})
		if err != nil {
			panic(err)
		}
	}
	return recorder(mux)
}

func netHTTPServer(adapt bool) server {
	if adapt {
		return recorder(http.HandlerFunc(ServeItem))
	}
	return recorder(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var item Item
		if err := json.NewDecoder(r.Body).Decode(&item); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		b, err := json.Marshal(&item)
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.Write(b)
	}))
}

var frameworks = []struct {
	name     string
	new      func(adapt bool) server
	newline  string // what the framework's JSON response ends with
	errCode  int    // the status a body that does not decode gets
	hasProbe bool
}{
	{"echo", echoServer, "\n", http.StatusBadRequest, true},
	{"fiber", fiberServer, "", http.StatusInternalServerError, true},
	{"gin", ginServer, "", http.StatusBadRequest, true},
	{"grpc-gateway", gatewayServer, "", http.StatusBadRequest, true},
	{"net/http", netHTTPServer, "", http.StatusBadRequest, false},
}

func post(path, body string) *http.Request {
	req := httptest.NewRequest(http.MethodPost, path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	return req
}

func TestFrameworks(t *testing.T) {
	item := Item{ID: 7, Name: "Ada <Lovelace> & co", Tags: []string{"é", "\u2028"}}
	want, err := json.Marshal(item)
	if err != nil {
		t.Fatal(err)
	}
	bad := []string{
		`{"id":7,}`,            // syntax error
		`{"id":"seven"}`,       // type error
		`{"id":7,"name":"a"}}`, // trailing data: one value is read, as json.Decoder does
		`{"id":1e400}`,         // number out of range
		``,                     // empty body
	}
	// A body cut short is the one known difference: json.Decoder returns
	// io.ErrUnexpectedEOF ("unexpected EOF"), jsongen.Decoder the
	// *json.SyntaxError json.Unmarshal returns ("unexpected end of JSON
	// input"). The status is the same; echo words its message differently
	// for a SyntaxError. Frameworks that decode with Unmarshal (fiber) are
	// not affected.
	const truncated = `{"id":7,`
	for _, fw := range frameworks {
		t.Run(fw.name, func(t *testing.T) {
			std, gen := fw.new(false), fw.new(true)

			code, body := gen(t, post("/items", string(want)))
			if code != http.StatusOK || body != string(want)+fw.newline {
				t.Errorf("item: %d %q, want 200 %q", code, body, string(want)+fw.newline)
			}

			// Every request gets the same response with the adapter as
			// with the framework's own encoding/json codec: error paths
			// included, since jsongen's errors are encoding/json's.
			reqs := []string{string(want), `{"id":7,"name":"x"}`}
			for _, b := range append(append(reqs, bad...), truncated) {
				for _, path := range []string{"/items", "/items?pretty"} {
					stdCode, stdBody := std(t, post(path, b))
					genCode, genBody := gen(t, post(path, b))
					if b == truncated && stdCode == genCode && stdBody != genBody {
						t.Logf("known difference, %s %q:\nencoding/json: %q\njsongen:       %q", path, b, stdBody, genBody)
					} else if stdCode != genCode || stdBody != genBody {
						t.Errorf("%s %q:\nencoding/json: %d %q\njsongen:       %d %q", path, b, stdCode, stdBody, genCode, genBody)
					}
				}
			}
			for _, b := range []string{bad[0], bad[1], truncated} {
				if code, body := gen(t, post("/items", b)); code != fw.errCode {
					t.Errorf("%q: %d %q, want status %d", b, code, body, fw.errCode)
				}
			}

			if fw.hasProbe {
				if code, body := gen(t, post("/probe", `{}`)); code != http.StatusOK || body != "true"+fw.newline {
					t.Errorf("probe: %d %q: the adapter did not call jsongen", code, body)
				}
				if _, body := std(t, post("/probe", `{}`)); body != "{}"+fw.newline {
					t.Errorf("probe without the adapter: %q", body)
				}
			}
		})
	}
}

// Proto messages keep protojson's encoding in GatewayJSON: an int64
// wrapper is a JSON string, where encoding/json would write {"value":5}.
func TestGatewayProto(t *testing.T) {
	m := NewGatewayJSON()
	b, err := m.Marshal(wrapperspb.Int64(5))
	if err != nil || string(b) != `"5"` {
		t.Errorf("Marshal: %s, %v", b, err)
	}
	var w wrapperspb.Int64Value
	d := m.NewDecoder(strings.NewReader(`"6" {"id":1}`))
	var item Item
	if err := d.Decode(&w); err != nil || w.Value != 6 {
		t.Errorf("Decode proto: %v, %v", w.Value, err)
	}
	if err := d.Decode(&item); err != nil || item.ID != 1 {
		t.Errorf("Decode item: %+v, %v", item, err)
	}
	if err := d.Decode(&item); err != io.EOF {
		t.Errorf("at the end: %v", err)
	}
}
