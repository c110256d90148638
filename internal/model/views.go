package model

import (
	"go/types"

	"github.com/jsongen/jsongen/internal/load"
)

// This file tells which JSON methods a type has on each of the toolchains
// one generated file serves (Go 1.26 and 1.27, with json/v2 or without),
// from the declarations in all its package's files (load.Views), those
// that build constraints leave out of this run included: json/v2's
// MarshalJSONTo and UnmarshalJSONFrom name encoding/json/jsontext, and so
// are declared behind //go:build goexperiment.jsonv2, and a package may
// declare other methods for the other toolchains only. methodsOf combines
// this with what go/types says of the run's own build, so that the model
// decides the same whichever toolchain runs jsongen.

// views returns the JSON methods that t's method sets have on each
// toolchain from declarations in its package and those of the types it
// embeds (a named type of the standard library, or of a package whose
// files cannot be read, adds none). A method promoted from an embedded
// field counts unless t declares its own of that name; two promoted from
// the same depth are both counted, though Go promotes neither: counting
// too many can only hand more values to encoding/json (see methodsOf).
func (b *builder) views(t types.Type) load.Views {
	if vs, ok := b.viewsMemo.At(t).(load.Views); ok {
		return vs
	}
	vs := b.viewsFrom(t, nil)
	b.viewsMemo.Set(t, vs)
	return vs
}

// viewsFrom is views for t embedded through the types of outer; a type
// that embeds itself adds nothing the first time has not.
func (b *builder) viewsFrom(t types.Type, outer []types.Type) load.Views {
	var vs load.Views
	for _, o := range outer {
		if types.Identical(o, t) {
			return vs
		}
	}
	var st *types.Struct
	switch u := types.Unalias(t).(type) {
	case *types.Named:
		vs, _ = b.pkg.DeclaredMethods(u.Origin().Obj())
		st, _ = u.Underlying().(*types.Struct)
	case *types.Struct:
		st = u
	}
	if st == nil {
		return vs
	}
	own := vs
	outer = append(outer, t)
	for i := range st.NumFields() {
		f := st.Field(i)
		if !f.Embedded() {
			continue
		}
		ft, ptr := f.Type(), false
		if p, ok := types.Unalias(ft).(*types.Pointer); ok {
			ft, ptr = p.Elem(), true
		}
		evs := b.viewsFrom(ft, outer)
		for j := range vs {
			e := evs[j]
			if ptr {
				e.Val = e.Ptr // through a pointer, every method is promoted to T
			}
			shadow := own[j].Ptr
			vs[j].Val |= e.Val &^ shadow
			vs[j].Ptr |= e.Ptr &^ shadow
		}
	}
	return vs
}

// toolchainMethods summarizes views(t): the methods that t (on its value,
// or its pointer) has on any toolchain, and those that some toolchain
// gives t's value or pointer and another does not.
func (b *builder) toolchainMethods(t types.Type) (val, ptr, varies load.Methods) {
	vs := b.views(t)
	for _, v := range vs {
		val |= v.Val
		ptr |= v.Ptr
		varies |= (v.Val ^ vs[0].Val) | (v.Ptr ^ vs[0].Ptr)
	}
	return val, ptr, varies
}
