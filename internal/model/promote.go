package model

import (
	"fmt"
	"go/ast"
	"go/types"
)

// The methods MarshalJSON and UnmarshalJSON that jsongen declares are
// promoted, as any method is, to struct types that embed the type: a
// struct{ Inner; B []string } would then have Inner's MarshalJSON, and
// encoding/json would write only Inner's fields for it. Generating code
// for a package must not change what encoding/json does with any type
// declared in it, so this file finds the struct types of the package to
// which a generated method would be promoted and that do not get their
// own from this run (unnamed struct types, types declared inside
// functions, and package-level types this run does not generate, whether
// their struct is written out or comes from another type, as in the
// `type alias T` of a hand-written UnmarshalJSON), and leaves that method
// off the embedded type, with a warning. Its
// EncodeJSON and DecodeJSON are still generated, for the generated code
// of the types around it. They are promoted too, but the runtime can tell:
// every generated type reports its own type (JSONGenType), and a value
// whose report is not its own type is left to encoding/json.
//
// Struct types of other packages that embed a type of this one cannot be
// seen from here; README.md says so.

// promotable is one of encoding/json's methods that jsongen declares.
type promotable struct {
	name string
	gen  func(t *Type) bool // reports whether t is to get it
	drop func(t *Type)      // leaves it off t
}

var promotables = []promotable{
	{"MarshalJSON", func(t *Type) bool { return t.StdMarshal }, func(t *Type) { t.StdMarshal = false }},
	{"UnmarshalJSON", func(t *Type) bool { return t.StdUnmarshal }, func(t *Type) { t.StdUnmarshal = false }},
}

// checkPromotions leaves off the selected types the std methods that
// would be promoted to a struct type of the package that does not get its
// own, with a warning at the place of that struct type.
func (b *builder) checkPromotions() {
	// Package-level types by their struct literal, to tell a struct type
	// that is the underlying type of a declared one.
	declared := map[*ast.StructType]*types.TypeName{}
	for _, f := range b.pkg.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			if ts, ok := n.(*ast.TypeSpec); ok {
				if st, ok := ts.Type.(*ast.StructType); ok {
					if obj, ok := b.pkg.Info.Defs[ts.Name].(*types.TypeName); ok && !obj.IsAlias() {
						declared[st] = obj
					}
				}
			}
			return true
		})
	}
	// Leaving a method off a type can expose the method of a type it
	// embeds (struct{ *Outer } takes Outer's MarshalJSON away, and Outer
	// would then have Inner's): the scan is repeated until it leaves off
	// nothing more.
	for dropped := true; dropped; {
		dropped = b.scanPromotions(declared)
	}
}

// scanPromotions is one pass of checkPromotions over the package's struct
// types; it reports whether it left off a method.
func (b *builder) scanPromotions(declared map[*ast.StructType]*types.TypeName) bool {
	dropped := false
	for _, f := range b.pkg.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			var (
				at    ast.Node // where to warn
				st    *types.Struct
				owner *types.TypeName
				name  string // owner's name in the warning
			)
			switch n := n.(type) {
			case *ast.StructType:
				s, ok := b.pkg.Info.TypeOf(n).(*types.Struct)
				if !ok {
					return true
				}
				at, st, owner = n, s, declared[n]
				if owner != nil {
					name = owner.Name()
				}
			case *ast.TypeSpec:
				// A defined type whose struct comes from another type
				// (type alias T, in a hand-written UnmarshalJSON) has
				// none of T's methods, but all those promoted from the
				// fields T embeds (gitlab's MergeRequest, which embeds
				// BasicMergeRequest).
				if _, ok := n.Type.(*ast.StructType); ok {
					return true // the *ast.StructType case sees it
				}
				obj, ok := b.pkg.Info.Defs[n.Name].(*types.TypeName)
				if !ok || obj.IsAlias() {
					return true
				}
				s, ok := obj.Type().Underlying().(*types.Struct)
				if !ok {
					return true
				}
				at, st, owner = n, s, obj
				name = fmt.Sprintf("%s (type %s %s)", obj.Name(), obj.Name(), types.ExprString(n.Type))
			default:
				return true
			}
			for _, m := range promotables {
				if owner != nil && b.ownsMethod(owner, m) {
					continue // the type's own method hides the promoted one
				}
				x := b.promotedFrom(st, m)
				if x == nil || !m.gen(x) {
					continue
				}
				m.drop(x)
				dropped = true
				what := "the struct type here"
				switch {
				case owner != nil && b.selected[owner] != nil:
					what = name + " (which gets none of its own: see the warning about it)"
				case owner != nil && owner.Parent() == b.pkg.Types.Scope():
					what = name + ", which this run does not generate (generate it in the same run, or the whole package)"
				case owner != nil:
					what = name + ", declared in a function"
				}
				b.warnf(at.Pos(), "%s gets no %s: it would be promoted to %s, which embeds %s, and change what encoding/json does with it (%s's EncodeJSON and DecodeJSON are still generated)",
					x.Name, m.name, what, x.Name, x.Name)
			}
			return true
		})
	}
	return dropped
}

// ownsMethod reports whether the named type obj has, or is to get from
// this run, the method m itself (not by promotion).
func (b *builder) ownsMethod(obj *types.TypeName, m promotable) bool {
	if t := b.selected[obj]; t != nil && m.gen(t) {
		return true
	}
	return declaresMethod(obj.Type(), m.name)
}

// declaresMethod reports whether t (or what it points to) is a named
// type with a method called name declared on it.
func declaresMethod(t types.Type, name string) bool {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return false
	}
	for i := range n.NumMethods() {
		if n.Method(i).Name() == name {
			return true
		}
	}
	return false
}

// promotedFrom returns the selected type whose method m, once generated,
// would be promoted to a value of struct type st, or nil. It follows Go's
// rule: the shallowest embedding depth at which something named m exists
// decides, and two things at that depth hide each other.
func (b *builder) promotedFrom(st *types.Struct, m promotable) *Type {
	level := []*types.Struct{st}
	seen := map[*types.TypeName]bool{}
	for len(level) > 0 {
		var next []*types.Struct
		found, gens := 0, []*Type(nil)
		for _, s := range level {
			for i := range s.NumFields() {
				f := s.Field(i)
				if f.Name() == m.name {
					found++
				}
				if !f.Embedded() {
					continue
				}
				t := types.Unalias(f.Type())
				if p, ok := t.(*types.Pointer); ok {
					t = types.Unalias(p.Elem())
				}
				if n, ok := t.(*types.Named); ok {
					obj := n.Origin().Obj()
					if seen[obj] {
						continue
					}
					seen[obj] = true
					if x := b.selected[obj]; x != nil && m.gen(x) {
						found++
						gens = append(gens, x)
						continue
					}
					if declaresMethod(n, m.name) {
						found++
						continue
					}
				}
				switch u := t.Underlying().(type) {
				case *types.Struct:
					next = append(next, u)
				case *types.Interface:
					for j := range u.NumMethods() {
						if u.Method(j).Name() == m.name {
							found++
						}
					}
				}
			}
		}
		if found > 0 {
			if found == 1 && len(gens) == 1 {
				return gens[0]
			}
			return nil
		}
		level = next
	}
	return nil
}
