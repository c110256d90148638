package model

import (
	"fmt"
	"go/types"
	"unicode"
	"unicode/utf8"
)

// helperBase derives the name part of a helper from the type's own names:
// Base, SqlNullString, PageUser.
func (b *builder) helperBase(t *types.Named) string {
	obj := t.Obj()
	name := upperFirst(obj.Name())
	if obj.Pkg() != nil && obj.Pkg() != b.pkg.Types {
		name = upperFirst(obj.Pkg().Name()) + name
	}
	if args := t.TypeArgs(); args != nil {
		for i := 0; i < args.Len(); i++ {
			name += typeArgName(args.At(i))
		}
	}
	return name
}

// typeArgName turns a type argument into a name part.
func typeArgName(t types.Type) string {
	switch t := types.Unalias(t).(type) {
	case *types.Named:
		return upperFirst(t.Obj().Name())
	case *types.Basic:
		return upperFirst(t.Name())
	case *types.Pointer:
		return "Ptr" + typeArgName(t.Elem())
	case *types.Slice:
		return "Slice" + typeArgName(t.Elem())
	case *types.Map:
		return "Map" + typeArgName(t.Key()) + typeArgName(t.Elem())
	}
	return "T"
}

// lowerFirst returns s with its first letter in lower case.
func lowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToLower(r)) + s[n:]
}

// upperFirst returns s with its first letter in upper case.
func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// newName returns base, or base with a number added, whichever is not
// yet taken in the package or the generated file, and takes it.
func (b *builder) newName(base string) string {
	name := base
	for i := 2; b.taken[name]; i++ {
		name = fmt.Sprintf("%s%d", base, i)
	}
	b.taken[name] = true
	return name
}
