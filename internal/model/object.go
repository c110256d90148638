package model

import (
	"go/token"
	"go/types"

	"github.com/jsongen/jsongen/internal/jsonwire"
)

// object builds the JSON view of a struct type.
func (b *builder) object(st *types.Struct, owner *types.Named, pos token.Pos) *Object {
	var root types.Type
	if owner != nil {
		root = owner
	}
	o := &Object{}
	if owner != nil {
		o.TypeName = owner.Obj().Pkg().Name() + "." + owner.Obj().Name()
	} else {
		o.TypeName = "struct"
	}
	ok := true
	rules := fieldRules{naming: b.cfg.Naming, omitEmpty: b.cfg.OmitEmpty, omitZero: b.cfg.OmitZero}
	for _, c := range visibleFields(st, root, rules) {
		fpos := c.field.Pos()
		if !fpos.IsValid() {
			fpos = pos
		}
		f := &Field{
			Name:      c.name,
			Key:       quoteKey(c.name),
			PlainKey:  plainKey(c.name),
			Path:      c.path,
			OmitEmpty: c.omitEmpty,
			OmitZero:  c.omitZero,
			Quoted:    c.quoted,
			NoCopy:    hasOption(c.opts, "nocopy"),
			Intern:    hasOption(c.opts, "intern"),
			Required:  hasOption(c.opts, "required"),
			Pos:       b.pkg.Fset.Position(fpos),
		}
		done := b.enter(c.field.Name())
		f.Value = b.valueOf(c.field.Type(), fpos)
		if f.Value != nil && f.Value.Unsupported != "" {
			b.warnf(fpos, "encoding/json cannot encode %s: the field is handed to it, and encoding %s fails as it does without generated code (tag the field json:\"-\" to leave it out)",
				f.Value.Unsupported, o.TypeName)
		}
		done()
		if f.Value == nil {
			ok = false
			continue
		}
		if !b.resolvePath(f.Path, st) {
			o.Unreachable = append(o.Unreachable, f)
		}
		o.Fields = append(o.Fields, f)
	}
	if !ok {
		return nil
	}
	o.Unknown = unknownFieldsPath(st)
	if n := countRequired(o); n > 64 {
		b.errorf(pos, "%d fields are tagged required; at most 64 can be", n)
		return nil
	}
	return o
}

// unknownFieldsPath returns the path to a jsongen.UnknownFields embedded
// in st, or nil.
func unknownFieldsPath(st *types.Struct) []Step {
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if !f.Embedded() {
			continue
		}
		if n, ok := types.Unalias(f.Type()).(*types.Named); ok && n.Obj().Name() == "UnknownFields" &&
			n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "github.com/jsongen/jsongen" {
			return []Step{{Name: f.Name(), Type: f.Type(), Exported: f.Exported(), Var: f}}
		}
	}
	return nil
}

func countRequired(o *Object) int {
	n := 0
	for _, f := range o.Fields {
		if f.Required {
			n++
		}
	}
	return n
}

// resolvePath marks the steps of a field path that generated code must
// select by promotion, because they are unexported fields of another
// package, and reports whether the field can be reached at all: an
// unexported embedded pointer cannot be checked for nil, and a promoted
// selector must lead to the very field encoding/json picked.
func (b *builder) resolvePath(path []Step, st *types.Struct) bool {
	var from types.Type = st // type of the last step that can be named
	for i := range path {
		s := &path[i]
		if s.Exported || s.Var.Pkg() == b.pkg.Types {
			if i > 0 && path[i-1].Promoted {
				obj, _, _ := types.LookupFieldOrMethod(from, true, b.pkg.Types, s.Name)
				if obj != s.Var {
					return false
				}
			}
			from = s.Type
			continue
		}
		if s.Pointer || i == len(path)-1 {
			return false
		}
		s.Promoted = true
	}
	return true
}

// plainKey returns the key for name without HTML escaping, or "" if it is
// the same as quoteKey's.
func plainKey(name string) string {
	k := string(jsonwire.AppendQuote(nil, name, false)) + ":"
	if k == quoteKey(name) {
		return ""
	}
	return k
}

// quoteKey returns the JSON key for name as encoding/json writes it before
// a value: quoted, HTML characters escaped, followed by a colon.
func quoteKey(name string) string {
	return string(jsonwire.AppendQuote(nil, name, true)) + ":"
}
