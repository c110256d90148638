package jsonwire

import (
	"cmp"
	"slices"
	"strings"
	"unicode"
)

// ValidTagName reports whether encoding/json accepts s as a field name
// from a struct tag: letters, digits and ASCII punctuation but for quotes,
// backslash and comma.
func ValidTagName(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		switch {
		case strings.ContainsRune("!#$%&()*+-./:;<=>?@[]^_{|}~ ", c):
		case !unicode.IsLetter(c) && !unicode.IsDigit(c):
			return false
		}
	}
	return true
}

// FieldKey is what encoding/json's rule for struct fields of the same JSON
// name looks at.
type FieldKey struct {
	Name   string
	Index  []int // field indexes from the outer struct; the length is the depth
	Tagged bool  // the name comes from a tag
}

// DominantFields returns the fields encoding/json keeps, in the order of
// their indexes: among fields of one name, the shallowest, and among the
// shallowest a tagged one; a name whose best fields tie is dropped. key
// gives each field's FieldKey.
func DominantFields[F any](fields []F, key func(*F) FieldKey) []F {
	slices.SortFunc(fields, func(a, b F) int {
		ka, kb := key(&a), key(&b)
		if c := strings.Compare(ka.Name, kb.Name); c != 0 {
			return c
		}
		if c := cmp.Compare(len(ka.Index), len(kb.Index)); c != 0 {
			return c
		}
		if ka.Tagged != kb.Tagged {
			if ka.Tagged {
				return -1
			}
			return 1
		}
		return slices.Compare(ka.Index, kb.Index)
	})
	out := fields[:0]
	for i := 0; i < len(fields); {
		first := key(&fields[i])
		j := i + 1
		for j < len(fields) && key(&fields[j]).Name == first.Name {
			j++
		}
		if j-i == 1 {
			out = append(out, fields[i])
		} else if second := key(&fields[i+1]); len(first.Index) < len(second.Index) || first.Tagged != second.Tagged {
			out = append(out, fields[i])
		}
		i = j
	}
	slices.SortFunc(out, func(a, b F) int { return slices.Compare(key(&a).Index, key(&b).Index) })
	return out
}
