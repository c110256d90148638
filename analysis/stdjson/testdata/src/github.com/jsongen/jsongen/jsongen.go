// Package jsongen is a stub of jsongen's API for the analyzer's tests.
package jsongen

func Marshal(v any) ([]byte, error)                              { return nil, nil }
func MarshalIndent(v any, prefix, indent string) ([]byte, error) { return nil, nil }
func Unmarshal(data []byte, v any) error                         { return nil }

type Encoder struct{}

func NewEncoder(w any) *Encoder       { return nil }
func (e *Encoder) Encode(v any) error { return nil }
