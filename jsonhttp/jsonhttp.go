// Package jsonhttp writes JSON HTTP responses with jsongen. It is kept
// apart so that package jsongen does not import net/http.
package jsonhttp

import (
	"net/http"
	"strconv"

	"github.com/jsongen/jsongen"
)

// Write encodes v as jsongen.Marshal does and sends it as the response
// with the given status code, setting Content-Type to application/json
// and Content-Length. The whole value is encoded before anything is sent:
// if encoding fails, Write returns the error having sent nothing, so the
// caller can still send an error response.
func Write(w http.ResponseWriter, status int, v any) error {
	b, err := jsongen.Marshal(v)
	if err != nil {
		return err
	}
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Content-Length", strconv.Itoa(len(b)))
	w.WriteHeader(status)
	_, err = w.Write(b)
	return err
}

// MarshalToResponseWriter is easyjson's MarshalToHTTPResponseWriter under
// a shorter name: it sends v with status 200 as Write does and reports
// whether the response was started (headers sent), how many bytes of body
// were written, and any error.
func MarshalToResponseWriter(v any, w http.ResponseWriter) (started bool, written int, err error) {
	b, err := jsongen.Marshal(v)
	if err != nil {
		return false, 0, err
	}
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Content-Length", strconv.Itoa(len(b)))
	written, err = w.Write(b)
	return true, written, err
}
