//go:build go1.27 && goexperiment.jsonv2

package difftypes

import "encoding/json/jsontext"

// json/v2's methods of types in v2methods.go, which name jsontext: only Go
// 1.27 with json/v2 builds this file (v2methods_v1.go is the others').

// JSONv2Methods reports that this file is built.
const JSONv2Methods = true

func (b BothMarshalers) MarshalJSONTo(enc *jsontext.Encoder) error {
	return writeTagged(enc, "v2", b.N)
}

func (b *BothMarshalers) UnmarshalJSONFrom(dec *jsontext.Decoder) error {
	n, err := readTagged(dec, "v")
	b.N = n + 2
	return err
}

func (p *PtrMarshalerTo) MarshalJSONTo(enc *jsontext.Encoder) error {
	return writeTagged(enc, "p2", p.N)
}

func (e EitherMarshalers) MarshalJSONTo(enc *jsontext.Encoder) error {
	return writeTagged(enc, "e2", e.N)
}

func (e *EitherMarshalers) UnmarshalJSONFrom(dec *jsontext.Decoder) error {
	n, err := readTagged(dec, "e")
	e.N = n + 2
	return err
}

func (o OnlyV2Marshalers) MarshalJSONTo(enc *jsontext.Encoder) error {
	return writeTagged(enc, "o2", o.N)
}

func (o *OnlyV2Marshalers) UnmarshalJSONFrom(dec *jsontext.Decoder) error {
	n, err := readTagged(dec, "o")
	o.N = n + 2
	return err
}

func (o *OwnsV2Marshalers) MarshalJSONTo(enc *jsontext.Encoder) error {
	return writeTagged(enc, "w2", o.N)
}

func (o *OwnsV2Marshalers) UnmarshalJSONFrom(dec *jsontext.Decoder) error {
	n, err := readTagged(dec, "w")
	o.N = n + 2
	return err
}

func writeTagged(enc *jsontext.Encoder, tag string, n int) error {
	b, err := tagged(tag, n)
	if err != nil {
		return err
	}
	return enc.WriteValue(b)
}

func readTagged(dec *jsontext.Decoder, tag string) (int, error) {
	v, err := dec.ReadValue()
	if err != nil {
		return 0, err
	}
	return untag(v, tag)
}
