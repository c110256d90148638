package model

import (
	"fmt"
	"go/types"
	"path/filepath"
	"strings"
	"unicode"
	"unicode/utf8"
)

// This file names what the generated file declares besides methods: the
// helper functions for named types that cannot get methods, and the
// jsonread.FieldNames variables of the structs that are decoded. Names come
// from the user's names (encodeOtherOpen, itemFields); one that is taken
// gets a number (newName).

// markUses names the helpers and fields variables that generated code
// will use, walking from each selected type in the directions it is
// generated for, so that nothing unused is generated. It reads the
// decisions (decide.go): a value encoded or decoded through a method or
// by encoding/json needs no helper.
func (b *builder) markUses() {
	for _, t := range b.file.Types {
		if t.Value == nil {
			continue
		}
		if t.Encode {
			b.walk(t.Value, true, "", "")
		}
		if t.Decode {
			b.walk(t.Value, false, lowerFirst(t.Name), "")
		}
	}
}

// walk marks what encoding (enc) or decoding v needs; prefix and suffix
// name the fields variables of structs met on the way. (Names derived from
// a selected type need no suffix: no other generated file can declare
// them, where it can declare a helper for the same type.)
func (b *builder) walk(v *Value, enc bool, prefix, suffix string) {
	if enc && v.Enc != EncKind && v.EncNoAddr != EncKind {
		return
	}
	if !enc && v.Dec != DecKind {
		return
	}
	switch v.Kind {
	case Named:
		if enc && v.Ref.Encode || !enc && v.Ref.Decode {
			return
		}
		h := b.helpers.At(v.Type).(*Helper)
		base := b.helperBase(v.Type.(*types.Named))
		switch {
		case enc && h.EncName == "":
			h.EncName = b.newName("encode" + base + b.suffix)
			v.Ref.EncName = h.EncName
			b.addHelper(h)
			b.walk(h.Value, true, "", "")
		case !enc && h.DecName == "":
			h.DecName = b.newName("decode" + base + b.suffix)
			v.Ref.DecName = h.DecName
			b.addHelper(h)
			b.walk(h.Value, false, lowerFirst(base), b.suffix)
		}
	case Slice:
		if b.shared(v, enc) {
			b.sharedHelper(v, enc, prefix, suffix)
			return
		}
		b.walk(v.Elem, enc, prefix, suffix)
	case Map:
		if b.shared(v, enc) {
			b.sharedHelper(v, enc, prefix, suffix)
			return
		}
		b.walk(v.Elem, enc, prefix, suffix)
	case Array, Pointer:
		b.walk(v.Elem, enc, prefix, suffix)
	case Struct:
		o := v.Object
		if !enc && !b.varNamed[o] {
			b.varNamed[o] = true
			// A struct with no fields gets one too, with no names: its
			// members are all unknown, and NextField skips or reports
			// them as for any struct.
			o.FieldsVar = b.newName(prefix + "Fields" + suffix)
		}
		for _, f := range o.Fields {
			b.walk(f.Value, enc, prefix+f.Last().Name, suffix)
		}
	}
}

// sharedHelper names the helper that writes (enc) or reads the slice or
// map v for every use of its type, the first time a use needs it.
func (b *builder) sharedHelper(v *Value, enc bool, prefix, suffix string) {
	h, _ := b.helpers.At(v.Type).(*Helper)
	if h == nil {
		h = &Helper{Type: v.Type, Value: v}
		b.helpers.Set(v.Type, h)
	}
	v.Helper = h
	elem, enc1, dec1 := b.elemName(v.Elem.Type), "encodeElemsOf", "decodeSliceOf"
	if v.Kind == Map {
		elem, enc1, dec1 = b.elemName(v.Type), "encodeMembersOf", "decode"
	}
	switch {
	case enc && h.EncName == "":
		h.EncName = b.newName(enc1 + elem + b.suffix)
		b.addHelper(h)
		b.walk(v.Elem, true, prefix, suffix)
	case !enc && h.DecName == "":
		h.DecName = b.newName(dec1 + elem + b.suffix)
		b.addHelper(h)
		b.walk(v.Elem, false, prefix, suffix)
	}
}

// addHelper adds h to the file once, in the order helpers are first used.
func (b *builder) addHelper(h *Helper) {
	for _, g := range b.file.Helpers {
		if g == h {
			return
		}
	}
	b.file.Helpers = append(b.file.Helpers, h)
}

// nameSuffix returns the suffix for the names of helpers and their
// variables in a file generated for one source file of a package, from
// that file's name: "_order" for order.go; "" for a whole package. The
// files generated for the package's other source files can then declare
// helpers for the same types.
func nameSuffix(file string) string {
	if file == "" {
		return ""
	}
	stem := strings.TrimSuffix(filepath.Base(file), ".go")
	return "_" + strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' {
			return r
		}
		return '_'
	}, stem)
}

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

// elemName turns the element type of a slice into a name part, as
// helperBase names the type: SliceOfOtherAddress, SliceOfPtrItem.
func (b *builder) elemName(t types.Type) string {
	if isJSONAlias(t) {
		return "Json" + typeArgName(t) // as helperBase names a type of another package
	}
	switch t := types.Unalias(t).(type) {
	case *types.Named:
		return b.helperBase(t)
	case *types.Pointer:
		return "Ptr" + b.elemName(t.Elem())
	case *types.Slice:
		return "Slice" + b.elemName(t.Elem())
	case *types.Map:
		return "Map" + b.elemName(t.Key()) + b.elemName(t.Elem())
	}
	return typeArgName(t)
}

// typeArgName turns a type argument into a name part.
func typeArgName(t types.Type) string {
	if isJSONAlias(t) {
		return upperFirst(t.(*types.Alias).Obj().Name()) // RawMessage, not Value
	}
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
	case *types.Array:
		return "Array" + typeArgName(t.Elem())
	case *types.Interface:
		if t.Empty() {
			return "Any"
		}
		return "Interface"
	case *types.Struct:
		return "Struct"
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
	name := FreeName(base, func(n string) bool { return b.taken[n] })
	b.taken[name] = true
	return name
}

// FreeName returns base, or else base with the smallest number from 2 up
// added, whichever taken does not report: jsongen's one policy for a name
// that clashes, for the names the model gives and those emit gives
// imports.
func FreeName(base string, taken func(string) bool) string {
	name := base
	for i := 2; taken(name); i++ {
		name = fmt.Sprintf("%s%d", base, i)
	}
	return name
}
