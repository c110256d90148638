package model

import (
	"go/types"
	"reflect"
	"slices"
	"strings"
	"unicode"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/jsongen/jsongen/internal/jsonwire"
)

// candidate is a struct field that may become a JSON member, found while
// walking a struct and the structs it embeds.
type candidate struct {
	name      string // JSON name
	tagged    bool   // the name came from a tag
	index     []int  // field indexes from the outer struct
	path      []Step
	typ       types.Type // the field's type, one unnamed pointer removed
	field     *types.Var
	opts      string // the tag's options
	omitEmpty bool
	omitZero  bool
	quoted    bool // see Field.Quoted
}

// fieldRules are the generator settings that change how fields are seen.
type fieldRules struct {
	naming              Naming
	omitEmpty, omitZero bool // the defaults, when the tag does not say
	// seen, if set, is called for each field whose tag is read, at every
	// depth, whether or not it ends up visible.
	seen func(seenField)
}

// visibleFields returns the fields of st that encoding/json encodes, in
// its order, following its rules: exported fields, embedded structs
// flattened breadth first, the shallowest name winning, a tagged name
// winning among equals, and names that stay ambiguous dropped.
//
// root is the struct's named type, or nil for an unnamed struct.
func visibleFields(st *types.Struct, root types.Type, rules fieldRules) []candidate {
	type level struct {
		typ   *types.Struct
		index []int
		path  []Step
		named types.Type // the embedded type, for counting duplicates
	}
	current := []level{}
	next := []level{{typ: st, named: root}}
	var count, nextCount typeutil.Map
	var visited typeutil.Map
	var fields []candidate

	for len(next) > 0 {
		current, next = next, nil
		count, nextCount = nextCount, typeutil.Map{}
		for _, lv := range current {
			if lv.named != nil {
				if visited.At(lv.named) != nil {
					continue
				}
				visited.Set(lv.named, true)
			}
			for i := 0; i < lv.typ.NumFields(); i++ {
				sf := lv.typ.Field(i)
				if sf.Embedded() {
					t := types.Unalias(sf.Type())
					if p, ok := t.(*types.Pointer); ok {
						t = types.Unalias(p.Elem())
					}
					if !sf.Exported() && !isStruct(t) {
						continue // unexported embedded non-struct: ignored
					}
				} else if !sf.Exported() {
					continue
				}
				tag := reflect.StructTag(lv.typ.Tag(i)).Get("json")
				if tag == "-" {
					continue
				}
				name, opts, _ := strings.Cut(tag, ",")
				if !jsonwire.ValidTagName(name) {
					name = ""
				}
				index := append(slices.Clip(lv.index), i)
				ft := types.Unalias(sf.Type())
				isPtr := false
				if p, ok := ft.(*types.Pointer); ok {
					ft = types.Unalias(p.Elem())
					isPtr = true
				}
				path := append(slices.Clip(lv.path), Step{
					Name:     sf.Name(),
					Type:     sf.Type(),
					Pointer:  sf.Embedded() && isPtr,
					Exported: sf.Exported(),
					Var:      sf,
				})
				if rules.seen != nil {
					rules.seen(seenField{field: sf, tag: tag, path: path, typ: ft, embeds: name == "" && sf.Embedded() && isStruct(ft)})
				}
				_, isParam := ft.(*types.TypeParam)
				quoted := hasOption(opts, "string") && (quotable(ft) || isParam)
				if name != "" || !sf.Embedded() || !isStruct(ft) {
					tagged := name != ""
					if name == "" {
						name = rules.naming.apply(sf.Name())
					}
					c := candidate{
						name: name, tagged: tagged, index: index, path: path, typ: ft, field: sf, opts: opts,
						omitEmpty: hasOption(opts, "omitempty") || rules.omitEmpty && !hasOption(opts, "!omitempty"),
						omitZero:  hasOption(opts, "omitzero") || rules.omitZero && !hasOption(opts, "!omitzero"),
						quoted:    quoted,
					}
					// An embedded field is not a promoted struct when it has a
					// name: it is then an ordinary field and its own Step
					// must not be treated as an embedding.
					c.path[len(c.path)-1].Pointer = false
					fields = append(fields, c)
					if len(lv.index) > 0 && count.At(lv.named).(int) > 1 {
						// Two embeddings of the same type at this depth: add a
						// twin so that the name is dropped as ambiguous below.
						fields = append(fields, c)
					}
					continue
				}
				n, _ := nextCount.At(ft).(int)
				nextCount.Set(ft, n+1)
				if n == 0 {
					next = append(next, level{typ: ft.Underlying().(*types.Struct), index: index, path: path, named: ft})
				}
			}
		}
	}

	return jsonwire.DominantFields(fields, func(c *candidate) jsonwire.FieldKey {
		return jsonwire.FieldKey{Name: c.name, Index: c.index, Tagged: c.tagged}
	})
}

func isStruct(t types.Type) bool {
	_, ok := t.Underlying().(*types.Struct)
	return ok
}

// quotable reports whether the ,string option applies to a field of type t
// (one unnamed pointer already removed): booleans, numbers and strings.
func quotable(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&(types.IsBoolean|types.IsInteger|types.IsFloat|types.IsString) != 0 &&
		b.Info()&types.IsComplex == 0 && b.Kind() != types.UnsafePointer
}

func hasOption(opts, name string) bool {
	for opts != "" {
		var o string
		o, opts, _ = strings.Cut(opts, ",")
		if o == name {
			return true
		}
	}
	return false
}

// apply turns a Go field name into a JSON name by the naming rule.
func (n Naming) apply(name string) string {
	switch n {
	case SnakeCase:
		return snakeCase(name)
	case LowerCamelCase:
		return lowerCamelCase(name)
	}
	return name
}

// words splits a Go identifier into words: at an underscore, before an
// upper-case letter that follows a lower-case letter or a digit, and
// before the last letter of a run of upper-case letters followed by a
// lower-case one (HTTPServer -> HTTP, Server). Digits stay with the word
// before them (HTTP2Server -> HTTP2, Server).
func words(name string) []string {
	runes := []rune(name)
	var out []string
	start := 0
	flush := func(end int) {
		if end > start {
			out = append(out, string(runes[start:end]))
		}
		start = end
	}
	for i, r := range runes {
		switch {
		case r == '_':
			flush(i)
			start = i + 1
		case i > start && unicode.IsUpper(r):
			prev := runes[i-1]
			nextLower := i+1 < len(runes) && unicode.IsLower(runes[i+1])
			if unicode.IsLower(prev) || unicode.IsDigit(prev) || unicode.IsUpper(prev) && nextLower {
				flush(i)
			}
		}
	}
	flush(len(runes))
	return out
}

// snakeCase returns name in snake_case: SomeHTTPStuff -> some_http_stuff.
func snakeCase(name string) string {
	ws := words(name)
	for i, w := range ws {
		ws[i] = strings.ToLower(w)
	}
	return strings.Join(ws, "_")
}

// lowerCamelCase returns name with its first word in lower case:
// HTTPVersion -> httpVersion, ID -> id, UserID -> userID.
func lowerCamelCase(name string) string {
	ws := words(name)
	if len(ws) == 0 {
		return name
	}
	ws[0] = strings.ToLower(ws[0])
	return strings.Join(ws, "")
}
