package jsonwire

import (
	"reflect"
	"sync"
)

// quotedFields caches QuotedField's types.
var quotedFields sync.Map // reflect.Type -> reflect.Type

// QuotedField returns the type struct{ V t `json:"v,string"` }, through
// which encoding/json reads and writes a value of type t as it does a
// field tagged ,string: with quotes for booleans, numbers and strings (and
// pointers to them), as it is otherwise. Generated code needs this where
// t is a type parameter, whose type argument decides.
func QuotedField(t reflect.Type) reflect.Type {
	if st, ok := quotedFields.Load(t); ok {
		return st.(reflect.Type)
	}
	st := reflect.StructOf([]reflect.StructField{{Name: "V", Type: t, Tag: `json:"v,string"`}})
	quotedFields.Store(t, st)
	return st
}

// QuotedFieldPrefix is how encoding/json starts a QuotedField value.
const QuotedFieldPrefix = `{"v":`

// OwnMethods reports whether v's EncodeJSON and DecodeJSON are its type's
// own, and not promoted from an embedded type with generated code to a
// struct type that has none: every type with generated code reports its
// own type through a generated JSONGenType method, and a value whose
// report is another type's is left to encoding/json, which encodes and
// decodes its fields. A type without the method (one written by hand)
// counts as owning its methods.
func OwnMethods(v any) bool {
	r, ok := v.(interface{ JSONGenType() any })
	return !ok || OwnType(r.JSONGenType(), v)
}

// OwnType is OwnMethods for a caller that has asserted v to an interface
// with JSONGenType already, and passes its report as gen: one type
// assertion where OwnMethods after another makes two, which cost 2-4% of
// decoding or encoding a small document.
func OwnType(gen, v any) bool {
	return reflect.TypeOf(gen) == reflect.TypeOf(v)
}
