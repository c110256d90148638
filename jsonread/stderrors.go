package jsonread

import (
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"sync"

	"github.com/jsongen/jsongen/internal/jsonwire"
)

// StdError returns the error json.Unmarshal(data, v) returns where a
// Reader decoding data into v reported err, after decoding: a
// *json.SyntaxError or *json.UnmarshalTypeError with every field as
// encoding/json fills them, the same text for the errors it writes with
// fmt, and the errors of UnmarshalJSON and UnmarshalText methods as they
// are. Types with generated code count as what they are without it, as
// structs; other errors (jsongen's own, such as a missing required field)
// are returned unchanged.
//
// It uses reflect and, for a syntax error, encoding/json's scanner: it is
// meant for the error path only.
func StdError(data []byte, v any, err error) error {
	if jsonwire.StdV2 {
		return stdErrorV2(data, v, err)
	}
	var se *SyntaxError
	if errors.As(err, &se) {
		// encoding/json checks the whole input before decoding anything,
		// with the same grammar: its first complaint is the one to give.
		var v struct{}
		if jerr := json.Unmarshal(data, &v); jerr != nil {
			var jse *json.SyntaxError
			if errors.As(jerr, &jse) {
				return jerr
			}
		}
		return err
	}
	var te *TypeError
	if !errors.As(err, &te) || te != err {
		return err
	}
	at := walkTo(data, reflect.ValueOf(v), te)
	switch e := te.Err.(type) {
	case nil:
		if te.float64 {
			at.typ = reflect.TypeFor[float64]()
		}
		off := int(te.Offset)
		if te.key {
			off++ // encoding/json counts from the key's quote
		} else if off < len(data) && (data[off] == '{' || data[off] == '[') {
			off++ // from past the bracket
		} else if n, _ := jsonwire.ConsumeScalar(data[off:]); n > 0 {
			off += n // from past the value
			if te.float64 {
				off++ // and the byte after it
			}
		}
		typ := at.typ
		switch {
		case te.key && typ != nil && typ.Kind() == reflect.Map:
			typ = typ.Key()
		case typ != nil && !te.float64 && reflect.PointerTo(typ).Implements(textUnmarshalerType) && !ownUnmarshaler(typ):
			typ = at.declared // encoding/json names the type before its pointers
		}
		if typ == nil {
			return err
		}
		return &json.UnmarshalTypeError{Value: te.Value, Type: typ, Offset: int64(off), Struct: at.structName, Field: at.field()}
	case *quotedError:
		typ := at.typ
		if e.unquoted || e.item == "" || e.item[0] == 'n' {
			// encoding/json names the type before its pointers when it
			// goes no further: content that is no string, empty, or
			// starting like null (which leaves a pointer as it is).
			typ = at.declared
		}
		if typ == nil {
			return err
		}
		if e.unquoted {
			return fmt.Errorf("json: invalid use of ,string struct tag, trying to unmarshal unquoted value into %v", typ)
		}
		return fmt.Errorf("json: invalid use of ,string struct tag, trying to unmarshal %q into %v", e.item, typ)
	case *unknownFieldError:
		return fmt.Errorf("json: unknown field %q", e.name)
	case *numberError:
		return fmt.Errorf("json: invalid number literal, trying to unmarshal %q into Number", e.tok)
	case *missingFieldError:
		return err
	case *json.UnmarshalTypeError:
		if !te.reflected {
			return addContext(e, at)
		}
		// encoding/json decoded the value on its own (Reader.Reflect):
		// its offsets and field path start at the value.
		inner := *e
		inner.Offset += te.Offset
		if inner.Struct == "" && e.Field == "" {
			// The value itself failed: it is named from where it is. (A
			// field of an unnamed struct type has no struct name.)
			inner.Struct = at.structName
		}
		inner.Field = joinField(at.field(), e.Field)
		return &inner
	}
	if te.unsettable && at.unsettable != nil {
		return fmt.Errorf("json: cannot set embedded pointer to unexported struct: %v", at.unsettable)
	}
	return te.Err
}

// addContext adds to an UnmarshalTypeError from a method what
// encoding/json adds from the place the method was called.
func addContext(e *json.UnmarshalTypeError, at place) error {
	if at.structName == "" && len(at.fields) == 0 {
		return e
	}
	c := *e
	c.Struct = at.structName
	c.Field = joinField(at.field(), e.Field)
	return &c
}

func joinField(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + "." + b
}

// place is where in a Go value an offset of the input leads, as
// encoding/json keeps track of it for errors.
type place struct {
	declared   reflect.Type // the type of the field, element or value there
	typ        reflect.Type // the same without pointers
	structName string       // the name of the struct type of the last member
	structType reflect.Type // that type
	fields     []string     // the field names from the top, embedded ones included
	// unsettable is the type of the first nil embedded pointer to an
	// unexported struct type that the path goes through, if any.
	unsettable reflect.Type
}

func (p place) field() string { return strings.Join(p.fields, ".") }

// walkTo follows the path from the top of data to the value at off
// through the Go value v (a pointer), as decoded, or where it holds
// nothing, through the types. It stops where encoding/json would go no
// further on its own (a type with an UnmarshalJSON method of its own, an
// interface holding no pointer): the place is then that of the value
// there.
func walkTo(data []byte, v reflect.Value, te *TypeError) place {
	off := int(te.Offset)
	p := place{declared: v.Type()}
	val := indirect(v)
	p.typ = typeOf(val, v.Type())
	steps, ok := pathSteps(data, off)
	if !ok {
		return p
	}
	for _, s := range steps {
		typ := p.typ
		if typ == nil || ownUnmarshaler(typ) {
			break
		}
		var next reflect.Value
		switch typ.Kind() {
		case reflect.Struct:
			if !s.member {
				return p
			}
			f := lookupField(typ, s.key)
			if f == nil {
				return p
			}
			// encoding/json names the embedded fields it passes through by
			// their Go names, and the field itself by its JSON name.
			next = val
			t := typ
			for i, x := range f.index {
				sf := t.Field(x)
				if i < len(f.index)-1 {
					p.fields = append(p.fields, sf.Name)
					if !sf.IsExported() && sf.Type.Kind() == reflect.Pointer && p.unsettable == nil &&
						(!next.IsValid() || next.Field(x).IsNil()) {
						p.unsettable = sf.Type.Elem()
					}
				}
				if next.IsValid() {
					next = next.Field(x)
				}
				t = sf.Type
				if i < len(f.index)-1 {
					t = deref(t)
					next = indirect(next)
				}
			}
			p.structName = typ.Name()
			p.structType = typ
			p.fields = append(p.fields, f.name)
			p.declared = f.typ
		case reflect.Map:
			if s.member && s.keyStart == off {
				return p // the key itself is the place
			}
			p.declared = typ.Elem() // decoded into a new value
		case reflect.Slice, reflect.Array:
			if s.member {
				return p
			}
			p.declared = typ.Elem()
			if val.IsValid() && s.index < val.Len() {
				next = val.Index(s.index)
			}
		default:
			return p
		}
		val = indirect(next)
		if te.held != nil && s.valueStart == te.heldAt {
			// An interface that held a pointer of this type when the error
			// happened inside what it points to: a later member of the
			// same name may have replaced it.
			val, p.declared = reflect.Value{}, te.held
		}
		p.typ = typeOf(val, p.declared)
	}
	return p
}

// indirect follows v through pointers, and through interfaces that hold
// pointers, as encoding/json does before decoding into it. The result is
// not valid where a pointer is nil.
func indirect(v reflect.Value) reflect.Value {
	for v.IsValid() {
		switch v.Kind() {
		case reflect.Interface:
			if v.IsNil() || v.Elem().Kind() != reflect.Pointer || v.Elem().IsNil() {
				return v
			}
			v = v.Elem()
		case reflect.Pointer:
			if v.IsNil() {
				return reflect.Value{}
			}
			if ownUnmarshaler(v.Elem().Type()) {
				return v.Elem()
			}
			v = v.Elem()
		default:
			return v
		}
	}
	return v
}

// typeOf returns val's type if it is valid, and else declared without
// pointers.
func typeOf(val reflect.Value, declared reflect.Type) reflect.Type {
	if val.IsValid() {
		return val.Type()
	}
	return deref(declared)
}

func deref(t reflect.Type) reflect.Type {
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return t
}

var (
	unmarshalerType     = reflect.TypeFor[json.Unmarshaler]()
	textUnmarshalerType = reflect.TypeFor[encoding.TextUnmarshaler]()
	genTyper            = reflect.TypeFor[interface{ JSONGenType() any }]()
)

// ownUnmarshaler reports whether *t has an UnmarshalJSON that jsongen did
// not generate: encoding/json hands such a value to the method, so no
// field path goes into it. (A type with generated code reports itself
// through JSONGenType.)
func ownUnmarshaler(t reflect.Type) bool {
	pt := reflect.PointerTo(t)
	if !pt.Implements(unmarshalerType) {
		return false
	}
	if pt.Implements(genTyper) {
		r := reflect.New(t).Interface().(interface{ JSONGenType() any }).JSONGenType()
		return reflect.TypeOf(r) != pt
	}
	return true
}

// stdField is a struct field as encoding/json sees it.
type stdField struct {
	name   string
	tagged bool
	index  []int
	typ    reflect.Type
}

// stdFields is the JSON view of a struct type: its fields and the maps
// encoding/json matches member names with.
type stdFields struct {
	list     []stdField
	byName   map[string]*stdField
	byFolded map[string]*stdField
}

var fieldCache sync.Map // reflect.Type -> *stdFields

// lookupField returns the field of struct type t that encoding/json
// decodes a member named key into, or nil: the one with that name, or else
// the first whose name matches without regard to case.
func lookupField(t reflect.Type, key []byte) *stdField {
	c, ok := fieldCache.Load(t)
	if !ok {
		c, _ = fieldCache.LoadOrStore(t, typeFields(t))
	}
	fs := c.(*stdFields)
	if f := fs.byName[string(key)]; f != nil {
		return f
	}
	var buf [64]byte
	return fs.byFolded[string(jsonwire.AppendFold(buf[:0], key))]
}

// typeFields returns the fields of struct type t that encoding/json
// decodes into, by its rules: exported fields, embedded structs flattened
// breadth first, the shallowest name winning, a tagged one among equals,
// and names that stay ambiguous dropped.
func typeFields(t reflect.Type) *stdFields {
	type level struct {
		typ   reflect.Type
		index []int
	}
	next := []level{{typ: t}}
	var count, nextCount map[reflect.Type]int
	visited := map[reflect.Type]bool{}
	var fields []stdField
	for len(next) > 0 {
		current := next
		next = nil
		count, nextCount = nextCount, map[reflect.Type]int{}
		for _, lv := range current {
			if visited[lv.typ] {
				continue
			}
			visited[lv.typ] = true
			for i := range lv.typ.NumField() {
				sf := lv.typ.Field(i)
				if sf.Anonymous {
					ft := sf.Type
					if ft.Kind() == reflect.Pointer {
						ft = ft.Elem()
					}
					if !sf.IsExported() && ft.Kind() != reflect.Struct {
						continue
					}
				} else if !sf.IsExported() {
					continue
				}
				tag := sf.Tag.Get("json")
				if tag == "-" {
					continue
				}
				name, _, _ := strings.Cut(tag, ",")
				if !jsonwire.ValidTagName(name) {
					name = ""
				}
				index := append(slices.Clip(lv.index), i)
				ft := sf.Type
				if ft.Name() == "" && ft.Kind() == reflect.Pointer {
					ft = ft.Elem()
				}
				if name != "" || !sf.Anonymous || ft.Kind() != reflect.Struct {
					tagged := name != ""
					if name == "" {
						name = sf.Name
					}
					f := stdField{name: name, tagged: tagged, index: index, typ: sf.Type}
					fields = append(fields, f)
					if count[lv.typ] > 1 {
						fields = append(fields, f) // twice at this depth: ambiguous
					}
					continue
				}
				nextCount[ft]++
				if nextCount[ft] == 1 {
					next = append(next, level{typ: ft, index: index})
				}
			}
		}
	}
	out := jsonwire.DominantFields(fields, func(f *stdField) jsonwire.FieldKey {
		return jsonwire.FieldKey{Name: f.name, Index: f.index, Tagged: f.tagged}
	})
	fs := &stdFields{list: out, byName: map[string]*stdField{}, byFolded: map[string]*stdField{}}
	for i := range fs.list {
		f := &fs.list[i]
		fs.byName[f.name] = f
		if k := string(jsonwire.AppendFold(nil, f.name)); fs.byFolded[k] == nil {
			fs.byFolded[k] = f
		}
	}
	return fs
}
