package jsonhttp_test

import (
	"math"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"

	"github.com/jsongen/jsongen/jsonhttp"
)

func TestWrite(t *testing.T) {
	rec := httptest.NewRecorder()
	if err := jsonhttp.Write(rec, http.StatusCreated, map[string]any{"ok": true}); err != nil {
		t.Fatal(err)
	}
	if rec.Code != http.StatusCreated || rec.Body.String() != `{"ok":true}` ||
		rec.Header().Get("Content-Type") != "application/json" ||
		rec.Header().Get("Content-Length") != strconv.Itoa(rec.Body.Len()) {
		t.Errorf("response: %d %v %q", rec.Code, rec.Header(), rec.Body.String())
	}
	// A value that cannot be encoded sends nothing, so the caller can
	// still answer with an error.
	rec = httptest.NewRecorder()
	if err := jsonhttp.Write(rec, http.StatusOK, math.NaN()); err == nil {
		t.Fatal("NaN encoded")
	}
	if rec.Body.Len() != 0 || len(rec.Header()) != 0 {
		t.Errorf("something was sent: %v %q", rec.Header(), rec.Body.String())
	}
	http.Error(rec, "cannot encode", http.StatusInternalServerError)
	if rec.Code != http.StatusInternalServerError {
		t.Errorf("the error status could not be sent: %d", rec.Code)
	}
}

func TestMarshalToResponseWriter(t *testing.T) {
	rec := httptest.NewRecorder()
	started, n, err := jsonhttp.MarshalToResponseWriter([]int{1, 2}, rec)
	if !started || n != 5 || err != nil || rec.Body.String() != "[1,2]" {
		t.Errorf("%v %d %v %q", started, n, err, rec.Body.String())
	}
	rec = httptest.NewRecorder()
	if started, _, err := jsonhttp.MarshalToResponseWriter(math.Inf(1), rec); started || err == nil {
		t.Errorf("infinity: started %v, error %v", started, err)
	}
}
