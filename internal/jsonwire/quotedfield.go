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
