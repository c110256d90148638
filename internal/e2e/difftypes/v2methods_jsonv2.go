//go:build go1.27 && goexperiment.jsonv2

package difftypes

import "encoding/json/jsontext"

// MarshalJSONTo writes "v2": encoding/json on json/v2 calls it before
// MarshalJSON.
func (BothMarshalers) MarshalJSONTo(enc *jsontext.Encoder) error {
	return enc.WriteToken(jsontext.String("v2"))
}
