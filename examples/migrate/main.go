// Command migrate shows what easyjson users find in jsongen: the same
// flags, tags and directives, optional values, kept unknown fields, and
// the helpers for writers, readers and HTTP responses.
//
// Run it from the repository root with
//
//	go generate ./examples/migrate && go run ./examples/migrate
package main

import (
	"fmt"
	"net/http/httptest"
	"os"
	"strings"

	"github.com/jsongen/jsongen"
	"github.com/jsongen/jsongen/jsonhttp"
	"github.com/jsongen/jsongen/opt"
)

func main() {
	in := `{"event_id":"ev-1","event_type":"push","user_id":42,"retries":null,"payload":"...","x-trace":{"id":"t9"}}`

	// easyjson.Unmarshal(data, &w) becomes:
	var w Webhook
	if err := jsongen.Unmarshal([]byte(in), &w); err != nil {
		fmt.Println("error:", err)
		os.Exit(1)
	}
	fmt.Println("retries defined:", w.Retries.IsDefined(), "| unknown members:", w.UnknownFields.Names())

	// A missing required member is an error naming it.
	err := jsongen.Unmarshal([]byte(`{"event_type":"push"}`), &Webhook{})
	fmt.Println("without event_id:", err)

	// easyjson.MarshalToWriter(v, w) becomes (unknown members are kept):
	w.Score = opt.Some(0.5)
	if _, err := jsongen.MarshalToWriter(&w, os.Stdout); err != nil {
		fmt.Println("error:", err)
	}
	fmt.Println()

	// easyjson.MarshalToHTTPResponseWriter(v, rw) becomes:
	rec := httptest.NewRecorder()
	started, n, err := jsonhttp.MarshalToResponseWriter(&w, rec)
	fmt.Println("http:", started, n, err, rec.Header().Get("Content-Type"))

	// A stream of values, as with json.Decoder.
	dec := jsongen.NewDecoder(strings.NewReader(`{"event_id":"a","user_id":1} {"event_id":"b","user_id":2}`))
	for dec.More() {
		var ev Webhook
		if err := dec.Decode(&ev); err != nil {
			fmt.Println("error:", err)
			break
		}
		fmt.Print(ev.EventID, ev.UserID, " ")
	}
	fmt.Println()
}
