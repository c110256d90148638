package frameworks

import (
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/jsongen/jsongen"
	"github.com/labstack/echo/v4"
)

// EchoJSON is an echo.JSONSerializer that encodes and decodes with
// jsongen. Install it on the Echo instance:
//
//	e := echo.New()
//	e.JSONSerializer = frameworks.EchoJSON{}
//
// c.JSON, c.JSONPretty, c.JSONP and c.Bind of application/json bodies
// then use jsongen. It behaves as echo.DefaultJSONSerializer does: the
// bytes are json.Encoder's (newline included; indented for c.JSONPretty,
// ?pretty and e.Debug), Bind reads one value as json.Decoder does, and
// its type and syntax errors become the same 400 echo.HTTPErrors.
type EchoJSON struct{}

// Serialize writes i to the response.
func (EchoJSON) Serialize(c echo.Context, i any, indent string) error {
	enc := jsongen.NewEncoder(c.Response())
	if indent != "" {
		enc.SetIndent("", indent)
	}
	return enc.Encode(i)
}

// Deserialize reads the request body into i.
func (EchoJSON) Deserialize(c echo.Context, i any) error {
	err := jsongen.NewDecoder(c.Request().Body).Decode(i)
	if ute, ok := err.(*json.UnmarshalTypeError); ok {
		return echo.NewHTTPError(http.StatusBadRequest, fmt.Sprintf("Unmarshal type error: expected=%v, got=%v, field=%v, offset=%v", ute.Type, ute.Value, ute.Field, ute.Offset)).SetInternal(err)
	} else if se, ok := err.(*json.SyntaxError); ok {
		return echo.NewHTTPError(http.StatusBadRequest, fmt.Sprintf("Syntax error: offset=%v, error=%v", se.Offset, se.Error())).SetInternal(err)
	}
	return err
}
