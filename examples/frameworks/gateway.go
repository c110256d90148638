package frameworks

import (
	"encoding/json"
	"io"

	"github.com/grpc-ecosystem/grpc-gateway/v2/runtime"
	"github.com/jsongen/jsongen"
	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
)

// GatewayJSON is a grpc-gateway runtime.Marshaler that hands values of
// jsongen-generated types to jsongen and everything else to the embedded
// runtime.JSONPb. Proto messages need protojson's semantics (JSON names
// from the .proto, int64 as strings, enums by name, oneofs, well-known
// types), which jsongen does not give yet, and so do the repeated and map
// fields of messages a response_body selects: those stay JSONPb's.
// Generated gateway handlers pass only those, so what gains is your own
// types, in handlers added with mux.HandlePath (which get the marshaler
// from runtime.MarshalerForRequest) and in error or stream handlers;
// their bytes and errors are encoding/json's. Register it where the
// default marshaler was, keeping HttpBody support:
//
//	runtime.NewServeMux(runtime.WithMarshalerOption(runtime.MIMEWildcard,
//		&runtime.HTTPBodyMarshaler{Marshaler: frameworks.NewGatewayJSON()}))
type GatewayJSON struct{ runtime.JSONPb }

// NewGatewayJSON returns a GatewayJSON with the protojson options of the
// gateway's default marshaler (a zero JSONPb would drop unpopulated
// fields, such as the "details":[] of error bodies).
func NewGatewayJSON() *GatewayJSON {
	return &GatewayJSON{runtime.JSONPb{
		MarshalOptions:   protojson.MarshalOptions{EmitUnpopulated: true},
		UnmarshalOptions: protojson.UnmarshalOptions{DiscardUnknown: true},
	}}
}

// generated reports whether v has jsongen methods and is no proto message.
func generated(v any) bool {
	_, enc := v.(jsongen.Marshaler)
	_, dec := v.(jsongen.Unmarshaler)
	_, pb := v.(proto.Message)
	return (enc || dec) && !pb
}

func (m *GatewayJSON) Marshal(v any) ([]byte, error) {
	if !generated(v) {
		return m.JSONPb.Marshal(v)
	} else if m.Indent != "" {
		return jsongen.MarshalIndent(v, "", m.Indent)
	}
	return jsongen.Marshal(v)
}

func (m *GatewayJSON) Unmarshal(data []byte, v any) error {
	if generated(v) {
		return jsongen.Unmarshal(data, v)
	}
	return m.JSONPb.Unmarshal(data, v)
}

// NewDecoder reads values with a jsongen.Decoder, whole for JSONPb's.
func (m *GatewayJSON) NewDecoder(r io.Reader) runtime.Decoder {
	d := jsongen.NewDecoder(r)
	return runtime.DecoderFunc(func(v any) error {
		var raw json.RawMessage
		if generated(v) {
			return d.Decode(v)
		} else if err := d.Decode(&raw); err != nil {
			return err
		}
		return m.JSONPb.Unmarshal(raw, v)
	})
}

// NewEncoder writes each value and a newline, as JSONPb's does.
func (m *GatewayJSON) NewEncoder(w io.Writer) runtime.Encoder {
	return runtime.EncoderFunc(func(v any) error {
		b, err := m.Marshal(v)
		if err == nil {
			_, err = w.Write(append(b, '\n'))
		}
		return err
	})
}
