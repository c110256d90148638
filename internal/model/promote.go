package model

import (
	"fmt"
	"go/ast"
	"go/types"
	"slices"
	"strings"
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
// `type alias T` of a hand-written UnmarshalJSON, and those of the
// package's own test files), and leaves that method off the embedded type,
// with a warning. Its
// EncodeJSON and DecodeJSON are still generated, for the generated code
// of the types around it. They are promoted too, but the runtime can tell:
// every generated type reports its own type (JSONGenType), and a value
// whose report is not its own type is left to encoding/json.
//
// Struct types of other packages (the external test package too) that
// embed a type of this one cannot be seen from here; DIFFERENCES.md says
// so.

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
	testMethods := b.testFileMethods()
	for dropped := true; dropped; {
		dropped = b.scanPromotions(declared, testMethods)
	}
}

// scanPromotions is one pass of checkPromotions over the package's struct
// types, then over those of its test files; it reports whether it left off
// a method.
func (b *builder) scanPromotions(declared map[*ast.StructType]*types.TypeName, testMethods map[string]map[string]bool) bool {
	dropped := false
	for _, f := range b.pkg.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.StructType:
				st, ok := b.pkg.Info.TypeOf(n).(*types.Struct)
				if !ok {
					return true
				}
				owner := declared[n]
				if owner == nil {
					dropped = b.dropPromoted(n, st, nil, "the struct type here") || dropped
					return true
				}
				dropped = b.dropPromoted(n, st, b.owns(owner), b.describe(owner, owner.Name())) || dropped
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
				st, ok := obj.Type().Underlying().(*types.Struct)
				if !ok {
					return true
				}
				name := fmt.Sprintf("%s (type %s %s)", obj.Name(), obj.Name(), types.ExprString(n.Type))
				dropped = b.dropPromoted(n, st, b.owns(obj), b.describe(obj, name)) || dropped
			}
			return true
		})
	}
	return b.scanTestFiles(testMethods) || dropped
}

// owns returns a test of whether obj has a method itself.
func (b *builder) owns(obj *types.TypeName) func(promotable) bool {
	return func(m promotable) bool { return b.ownsMethod(obj, m) }
}

// describe names the declared type obj, as name, for a warning.
func (b *builder) describe(obj *types.TypeName, name string) string {
	switch {
	case b.selected[obj] != nil:
		return name + " (which gets none of its own: see the warning about it)"
	case obj.Parent() == b.pkg.Types.Scope():
		return name + ", which this run does not generate (generate it in the same run, or the whole package)"
	}
	return name + ", declared in a function"
}

// dropPromoted leaves off the selected types each method that would be
// promoted to a value of struct type st, unless owns (nil for an unnamed
// struct type) reports that st's type has that method itself, and warns at
// at, calling st's type what. It reports whether it left off a method.
func (b *builder) dropPromoted(at ast.Node, st *types.Struct, owns func(promotable) bool, what string) bool {
	dropped := false
	for _, m := range promotables {
		if owns != nil && owns(m) {
			continue // the type's own method hides the promoted one
		}
		x := b.promotedFrom(st, m)
		if x == nil || !m.gen(x) {
			continue
		}
		m.drop(x)
		dropped = true
		b.warnf(at.Pos(), "%s gets no %s: it would be promoted to %s, which embeds %s, and change what encoding/json does with it (%s's EncodeJSON and DecodeJSON are still generated)",
			x.Name, m.name, what, x.Name, x.Name)
	}
	return dropped
}

// testFileMethods returns the methods the package's test files declare,
// and those jsongen declared in test files for their types, by receiver
// type name, for scanTestFiles.
func (b *builder) testFileMethods() map[string]map[string]bool {
	methods := map[string]map[string]bool{}
	if len(b.pkg.TestFiles) == 0 {
		return methods
	}
	files := slices.Clone(b.pkg.TestFiles)
	for _, o := range b.pkg.Outputs {
		if o.Syntax != nil && strings.HasSuffix(o.Path, "_test.go") && o.Syntax.Name.Name == b.pkg.Name {
			files = append(files, o.Syntax)
		}
	}
	for _, f := range files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv == nil || len(fd.Recv.List) != 1 {
				continue
			}
			if id, _ := typeIdent(fd.Recv.List[0].Type); id != nil {
				if methods[id.Name] == nil {
					methods[id.Name] = map[string]bool{}
				}
				methods[id.Name][fd.Name.Name] = true
			}
		}
	}
	return methods
}

// scanTestFiles is scanPromotions for the struct types of the package's
// own test files, which go test compiles into the package, with its
// generated methods; methods are those of testFileMethods. The test files
// are not type-checked (a run must not wait for them, nor fail on them): a
// struct's fields are found from the syntax, the types it embeds looked up
// among the package's by name. An embedded type that is not one of the
// package's is left out, which can only make the check leave off more
// methods than needed, never fewer.
func (b *builder) scanTestFiles(methods map[string]map[string]bool) bool {
	if len(b.pkg.TestFiles) == 0 {
		return false
	}
	scope := b.pkg.Types.Scope()
	// lookup returns the package's type that e names, and its name; nil
	// for any other.
	lookup := func(e ast.Expr) (types.Type, string) {
		id, ptr := typeIdent(e)
		if id == nil {
			return nil, ""
		}
		obj, ok := scope.Lookup(id.Name).(*types.TypeName)
		if !ok {
			return nil, ""
		}
		t, ok := types.Unalias(obj.Type()).(*types.Named)
		if !ok {
			return nil, ""
		}
		if ptr {
			return types.NewPointer(t), id.Name
		}
		return t, id.Name
	}
	testOwns := func(name string) func(promotable) bool {
		return func(m promotable) bool { return methods[name][m.name] }
	}
	dropped := false
	for _, f := range b.pkg.TestFiles {
		named := map[*ast.StructType]string{} // seen at their TypeSpec, before them
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.TypeSpec:
				if n.Assign.IsValid() {
					return true
				}
				if lit, ok := n.Type.(*ast.StructType); ok {
					named[lit] = n.Name.Name
					return true
				}
				// type x T, T one of the package's struct types.
				if t, _ := lookup(n.Type); t != nil {
					if st, ok := t.Underlying().(*types.Struct); ok {
						what := fmt.Sprintf("%s (type %s %s), declared in a test file", n.Name.Name, n.Name.Name, types.ExprString(n.Type))
						dropped = b.dropPromoted(n, st, testOwns(n.Name.Name), what) || dropped
					}
				}
			case *ast.StructType:
				var fields []*types.Var
				for _, fl := range n.Fields.List {
					if len(fl.Names) == 0 {
						if t, name := lookup(fl.Type); t != nil {
							fields = append(fields, types.NewField(fl.Pos(), b.pkg.Types, name, t, true))
						}
						continue
					}
					for _, id := range fl.Names {
						fields = append(fields, types.NewField(id.Pos(), b.pkg.Types, id.Name, types.Typ[types.Invalid], false))
					}
				}
				st := types.NewStruct(fields, nil)
				if name, ok := named[n]; ok {
					dropped = b.dropPromoted(n, st, testOwns(name), name+", declared in a test file") || dropped
				} else {
					dropped = b.dropPromoted(n, st, nil, "the struct type here (in a test file)") || dropped
				}
			}
			return true
		})
	}
	return dropped
}

// typeIdent returns the name of the type that e, a receiver's or an
// embedded field's type, stands for (T for T, *T, T[P] and *T[P]: an
// instance by its origin), and whether e is a pointer; nil if e is not of
// those forms (a type of another package).
func typeIdent(e ast.Expr) (id *ast.Ident, ptr bool) {
	if star, ok := e.(*ast.StarExpr); ok {
		e, ptr = star.X, true
	}
	switch x := e.(type) {
	case *ast.IndexExpr:
		e = x.X
	case *ast.IndexListExpr:
		e = x.X
	}
	id, _ = e.(*ast.Ident)
	return id, ptr
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
