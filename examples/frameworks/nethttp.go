package frameworks

import (
	"net/http"

	"github.com/jsongen/jsongen"
	"github.com/jsongen/jsongen/jsonhttp"
)

// ServeItem shows plain net/http, which has no codec to plug: decode the
// body with a jsongen.Decoder (as with json.NewDecoder, one value is read
// and what follows it is left alone) and answer with jsonhttp.Write,
// which encodes the whole value before sending anything, sets
// Content-Type and Content-Length, and adds no newline (json.Encoder
// would). Bytes and errors are encoding/json's.
func ServeItem(w http.ResponseWriter, r *http.Request) {
	var item Item
	if err := jsongen.NewDecoder(r.Body).Decode(&item); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if err := jsonhttp.Write(w, http.StatusOK, &item); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}
