package model

import (
	"fmt"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/jsongen/jsongen/internal/jsonwire"
)

// This file finds the struct types that encoding/json reads differently
// before json/v2 (Go 1.26, or Go 1.27 with GOEXPERIMENT=nojsonv2) and on it
// (Go 1.27): one generated file serves both, so it must not bake in either
// reading. Such a type is left to encoding/json, in the directions that
// differ, with a warning; its tags are unusual enough (a backslash in a
// name, "omitempty " with a space, json/v2's options) that code branching
// on the toolchain would not be worth having.
//
// The two readings differ in:
//   - the member name: before json/v2 a name with a character other than a
//     letter, a digit or ASCII punctuation but quotes, backslash and comma
//     is not one (the Go name is used); json/v2 takes every character up to
//     a comma, quote or backslash, or else a Go identifier, and keeps
//     invalid UTF-8 (replaced);
//   - the options: before json/v2 an option is a whole segment between
//     commas ("omitempty " is not omitempty); json/v2 reads the identifier
//     at its start ("omitempty " is), and knows embed, case and format;
//   - what json/v2's options do: embed makes the members of a struct field
//     members of the outer object, or a map or json.RawMessage field keep
//     the unknown members, and drops the other options of a field it
//     cannot embed; case:strict matches the name case-sensitively; format
//     makes encoding and decoding fail (encoding/json does not support
//     it);
//   - an unexported embedded struct with a name in its tag, whose type has
//     JSON or text methods (or IsZero, with omitzero): json/v2 leaves the
//     field out;
//   - which field a key in another case decodes into, when names match
//     case-insensitively: the first in field order before json/v2, the
//     shallowest on it;
//   - an unnamed struct held in place whose pointer only has UnmarshalJSON
//     or UnmarshalText (promoted from a field it embeds): decoded by its
//     fields before json/v2, with the method on it.
//
// (Go 1.26 with GOEXPERIMENT=jsonv2 has an older json/v2, which also reads a
// single-quoted name: json:"'it'" names the member "it" there, and after
// the Go field on both the toolchains this follows.)

// tagReading is what encoding/json makes of a field's json tag.
type tagReading struct {
	name                string // the member name, "" if the tag gives none (the Go name is used)
	omitEmpty, omitZero bool
	quoted              bool // ,string
	// json/v2's own options.
	embed      bool
	caseStrict bool   // case:strict (and not case:ignore too)
	format     string // format:..., "" if none
}

// readTagV1 reads tag as encoding/json does before json/v2.
func readTagV1(tag string) tagReading {
	name, opts, _ := strings.Cut(tag, ",")
	if !jsonwire.ValidTagName(name) {
		name = ""
	}
	return tagReading{
		name:      name,
		omitEmpty: hasOption(opts, "omitempty"),
		omitZero:  hasOption(opts, "omitzero"),
		quoted:    hasOption(opts, "string"),
	}
}

// readTagV2 reads tag as encoding/json does on json/v2 (Go 1.27's
// parseFieldOptions). json/v2 reports malformed tags as errors, which
// encoding/json ignores: what is read up to them counts.
func readTagV2(tag string) tagReading {
	var r tagReading
	if tag != "" && tag[0] != ',' {
		n := strings.IndexAny(tag, ",\\'\"`")
		if n < 0 {
			n = len(tag)
		}
		name, ok := tag[:n], true
		if n < len(tag) && tag[n] != ',' {
			// A quote or backslash before any comma: the name must then
			// be a Go identifier (a quoted name is not allowed here).
			name, n, ok = tagWord(tag, false)
		}
		if ok {
			// Invalid UTF-8 is replaced, one rune per byte.
			r.name = string([]rune(name))
		}
		tag = tag[n:]
	}
	var casing int
	const caseIgnore, caseStrict = 1, 2
	for tag != "" {
		// A missing comma is an error, and reading goes on from there.
		if tag[0] == ',' {
			tag = tag[1:]
			if tag == "" {
				break
			}
		}
		opt, n, _ := tagWord(tag, false)
		tag = tag[n:]
		switch opt {
		case "case", "format":
			if !strings.HasPrefix(tag, ":") {
				break
			}
			tag = tag[1:]
			val, n, ok := tagWord(tag, opt == "format")
			if !ok || opt == "format" && val == "" {
				break // the value is read again as a malformed option
			}
			tag = tag[n:]
			switch {
			case opt == "format":
				r.format = val
			case val == "ignore":
				casing |= caseIgnore
			case val == "strict":
				casing |= caseStrict
			}
		case "embed":
			r.embed = true
		case "omitzero":
			r.omitZero = true
		case "omitempty":
			r.omitEmpty = true
		case "string":
			r.quoted = true
		}
	}
	r.caseStrict = casing == caseStrict
	return r
}

// tagWord reads the option at the start of s as json/v2 does: a Go
// identifier, or (if quoted is allowed) a single-quoted string with Go's
// escapes. It returns the option, the bytes read, and whether it is well
// formed; if not, it reads up to the next comma.
func tagWord(s string, quoted bool) (string, int, bool) {
	bad := strings.IndexByte(s, ',')
	if bad < 0 {
		bad = len(s)
	}
	r, _ := utf8.DecodeRuneInString(s)
	switch {
	case s == "":
		return "", 0, false
	case r == '_' || unicode.IsLetter(r):
		n := len(s) - len(strings.TrimLeftFunc(s, func(r rune) bool {
			return r == '_' || unicode.IsLetter(r) || unicode.IsNumber(r)
		}))
		return s[:n], n, true
	case r == '\'' && quoted:
		// As a Go string in double quotes: \' stands for ', and " needs
		// its backslash.
		var b strings.Builder
		b.WriteByte('"')
		escaped := false
		for i := 1; i < len(s); {
			r, n := utf8.DecodeRuneInString(s[i:])
			switch {
			case escaped:
				escaped = false
				if r == '\'' {
					s := b.String()
					b.Reset()
					b.WriteString(s[:len(s)-1]) // \' is '
				}
			case r == '\\':
				escaped = true
			case r == '"':
				b.WriteByte('\\')
			case r == '\'':
				b.WriteByte('"')
				v, err := strconv.Unquote(b.String())
				if err != nil {
					return s[:bad], bad, false
				}
				return v, i + 1, true
			}
			b.WriteString(s[i : i+n])
			i += n
		}
	}
	return s[:bad], bad, false
}

// tagDiff is what differs between the two readings of a struct type's
// tags.
type tagDiff struct {
	enc, dec bool // encoding (decoding) the type differs
}

// seenField is a field that visibleFields looked at, with its tag.
type seenField struct {
	field  *types.Var
	tag    string
	path   []Step
	embeds bool       // an embedded struct without a name, whose fields are promoted
	typ    types.Type // the field's type, one unnamed pointer removed
}

// tagDiffs reports whether encoding/json encodes or decodes struct type t
// (a named type, or an unnamed struct) differently before json/v2 and on
// it, because of how it reads t's tags or those of the structs t embeds,
// warning once per type at each field concerned.
func (b *builder) tagDiffs(t types.Type) tagDiff {
	if d, ok := b.tagDiffMemo.At(t).(tagDiff); ok {
		return d
	}
	var d tagDiff
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return d
	}
	// An unnamed struct is named by the field path to it.
	owner := strings.Join(b.context, ".")
	var root types.Type
	// What the type's own methods do is the same on both.
	ownEnc, ownDec := false, false
	if n, ok := types.Unalias(t).(*types.Named); ok {
		owner, root = n.Obj().Name(), n
		m := b.methodsOf(n)
		ownEnc, ownDec = m.Encoder(), m.Decoder()
	}
	warn := func(pos token.Pos, path []Step, enc, dec bool, format string, args ...any) {
		enc, dec = enc && !ownEnc, dec && !ownDec
		if !enc && !dec {
			return
		}
		d.enc, d.dec = d.enc || enc, d.dec || dec
		what := owner
		switch {
		case enc && !dec:
			what = "encoding " + owner
		case dec && !enc:
			what = "decoding " + owner
		}
		b.file.Warnings = append(b.file.Warnings, fmt.Sprintf("%s: %s.%s: %s, so %s is left to encoding/json",
			b.pkg.Fset.Position(pos), owner, pathName(path), fmt.Sprintf(format, args...), what))
	}
	rules := fieldRules{naming: b.cfg.Naming, omitEmpty: b.cfg.OmitEmpty, omitZero: b.cfg.OmitZero}
	rules.seen = func(f seenField) {
		enc, dec, msg := b.tagDiff(f, rules)
		if msg != "" {
			warn(f.field.Pos(), f.path, enc, dec, "%s", msg)
		}
	}
	fields := visibleFields(st, root, rules)
	for _, c := range fields {
		if u := b.inPlaceUnnamedDecoder(c.field.Type(), 0); u != nil {
			warn(c.field.Pos(), c.path, false, true,
				"%s, held in place, has UnmarshalJSON or UnmarshalText on its pointer only, promoted from a field it embeds: encoding/json calls it on json/v2 (Go 1.27), and before it decodes an unnamed struct there by its fields",
				b.errorName(u))
		}
	}
	if a, c, key, ok := foldPrecedence(fields); ok {
		warn(c.field.Pos(), c.path, false, true,
			"members %q (%s) and %q (%s) match the same keys case-insensitively, and a key such as %q decodes into %s before json/v2 and into %s on json/v2 (Go 1.27), which prefers the shallower field",
			a.name, pathName(a.path), c.name, pathName(c.path), key, pathName(a.path), pathName(c.path))
	}
	b.tagDiffMemo.Set(t, d)
	return d
}

// pathName writes the Go field names of path: "Inner.Name".
func pathName(path []Step) string {
	var names []string
	for _, s := range path {
		names = append(names, s.Name)
	}
	return strings.Join(names, ".")
}

// tagDiff compares the two readings of one field's tag, and returns the
// directions in which they differ with a message that says how.
func (b *builder) tagDiff(f seenField, rules fieldRules) (enc, dec bool, msg string) {
	v1, v2 := readTagV1(f.tag), readTagV2(f.tag)
	tag := "the tag json:" + strconv.Quote(f.tag)
	readings := func(what string, r1, r2 tagReading) string {
		return fmt.Sprintf("%s %s before json/v2 and %s on json/v2 (Go 1.27)", tag, what+describeReading(r1, f.field.Name()), what+describeReading(r2, f.field.Name()))
	}
	if v1.name != v2.name {
		return true, true, readings("names member ", v1, v2)
	}
	if f.embeds {
		// An embedded struct without a name: both promote its fields,
		// whatever the options; but those of a struct of the standard
		// library depend on the Go release.
		if releaseDependent(f.typ) {
			return true, true, fmt.Sprintf("%s of the standard library is embedded, and its fields, members of the outer object, may differ from one Go release to the next (Go 1.27 added fields to some)",
				b.errorName(f.typ))
		}
		return false, false, ""
	}
	if v2.embed && v2.name == "" {
		if b.embedsOnV2(f.typ) {
			return true, true, fmt.Sprintf("%s has json/v2's option embed: on json/v2 (Go 1.27) %s, and before it the field is member %q", tag, embedEffect(f.typ), f.field.Name())
		}
		// A field json/v2 cannot embed stays an ordinary one, without
		// its other options.
		v2 = tagReading{embed: true}
	}
	if v2.format != "" {
		return true, true, fmt.Sprintf("%s has json/v2's option format:%s, which encoding/json on json/v2 (Go 1.27) rejects: encoding and decoding fail there, and not before", tag, v2.format)
	}
	unexported := !f.field.Exported()
	if unexported && v2.name != "" && (b.hasJSONMethods(f.typ) || v2.omitZero && (hasIsZero(f.typ) || hasIsZero(types.NewPointer(f.typ)))) {
		return true, true, fmt.Sprintf("%s on an unexported embedded struct whose type has JSON or text methods (or IsZero, with omitzero) makes it member %q before json/v2 and leaves it out on json/v2 (Go 1.27)", tag, v1.name)
	}
	_, isParam := f.typ.(*types.TypeParam)
	quotable := quotable(f.typ) || isParam
	_, opts, _ := strings.Cut(f.tag, ",")
	bang := func(o string) bool { return hasOption(opts, "!"+o) }
	e1 := v1.omitEmpty || rules.omitEmpty && !bang("omitempty")
	e2 := v2.omitEmpty || rules.omitEmpty && !bang("omitempty")
	z1 := v1.omitZero || rules.omitZero && !bang("omitzero")
	z2 := v2.omitZero || rules.omitZero && !bang("omitzero")
	switch {
	case quotable && v1.quoted != v2.quoted:
		enc, dec = true, true
	case e1 != e2 || z1 != z2:
		enc = true
	}
	if v2.caseStrict {
		dec = true
	}
	if enc || dec {
		return enc, dec, readings("reads as member ", v1, v2)
	}
	return false, false, ""
}

// describeReading writes what r says, for a message: `"id", omitempty`.
func describeReading(r tagReading, goName string) string {
	s := strconv.Quote(r.name)
	if r.name == "" {
		s = strconv.Quote(goName) + " (the Go name)"
	}
	for _, o := range []struct {
		on   bool
		name string
	}{
		{r.omitEmpty, "omitempty"}, {r.omitZero, "omitzero"}, {r.quoted, "string"},
		{r.caseStrict, "case:strict (matched case-sensitively)"},
		{r.embed, "embed (which drops the other options of a field it cannot embed)"},
	} {
		if o.on {
			s += ", " + o.name
		}
	}
	return s
}

// embedsOnV2 reports whether json/v2 treats a field of type t (one
// unnamed pointer removed) with the option embed and no name as embedded:
// a struct, whose fields it promotes, or a map with string keys (of a type
// with no JSON or text methods) or a json.RawMessage, which it fills with
// the unknown members. Other types stay ordinary fields.
func (b *builder) embedsOnV2(t types.Type) bool {
	if _, ok := t.Underlying().(*types.Struct); ok {
		return true
	}
	if n, ok := types.Unalias(t).(*types.Named); ok && stdKind(n) == RawMessage {
		return true
	}
	m, ok := t.Underlying().(*types.Map)
	if !ok {
		return false
	}
	k, ok := m.Key().Underlying().(*types.Basic)
	return ok && k.Info()&types.IsString != 0 && !b.hasJSONMethods(m.Key())
}

func embedEffect(t types.Type) string {
	if _, ok := t.Underlying().(*types.Struct); ok {
		return "its fields are members of the outer object"
	}
	return "it keeps the members that match no field"
}

// hasJSONMethods reports whether t or *t has a method that json/v2 calls
// to encode or decode: MarshalJSON, MarshalJSONTo, AppendText,
// MarshalText, UnmarshalJSON, UnmarshalJSONFrom or UnmarshalText. It
// answers for Go 1.27's json/v2 whichever toolchain runs jsongen:
// json.Number has json/v2's methods there, and none before.
func (b *builder) hasJSONMethods(t types.Type) bool {
	if n, ok := types.Unalias(t).(*types.Named); ok && stdKind(n) == Number {
		return true
	}
	m := b.methodsOf(t)
	return m.Encoder() || m.Decoder() // with V2Enc and V2Dec, every one of them
}

// hasJSONMethod reports whether the method set of *t has json/v2's
// method name (MarshalJSONTo, UnmarshalJSONFrom) or AppendText, with the
// signature json/v2 calls it with.
func (b *builder) hasJSONMethod(t types.Type, name string) bool {
	sigs := map[string]string{"MarshalJSONTo": sigMarshalTo, "UnmarshalJSONFrom": sigUnmarshalFrom, "AppendText": sigAppend}
	sel := types.NewMethodSet(types.NewPointer(t)).Lookup(nil, name)
	return sel != nil && signature(sel.Type()) == sigs[name]
}

// foldPrecedence looks for two fields whose names match the same keys
// case-insensitively and that a key matching neither exactly decodes into
// differently: the first in field order before json/v2, the first in
// breadth-first order (the shallowest) on it. It returns the two, and such
// a key.
func foldPrecedence(fields []candidate) (v1, v2 *candidate, key string, found bool) {
	classes := map[string][]*candidate{}
	var keys []string
	for i := range fields {
		k := string(jsonwire.AppendFold(nil, fields[i].name))
		if classes[k] == nil {
			keys = append(keys, k)
		}
		classes[k] = append(classes[k], &fields[i])
	}
	for _, k := range keys {
		c := classes[k]
		if len(c) < 2 {
			continue
		}
		first := slices.MinFunc(c, func(a, b *candidate) int { return slices.Compare(a.index, b.index) })
		shallowest := slices.MinFunc(c, func(a, b *candidate) int {
			if d := len(a.index) - len(b.index); d != 0 {
				return d
			}
			return slices.Compare(a.index, b.index)
		})
		if first == shallowest {
			continue
		}
		names := map[string]bool{}
		for _, f := range c {
			names[f.name] = true
		}
		if key, ok := otherSpelling(first.name, names); ok {
			return first, shallowest, key, true
		}
	}
	return nil, nil, "", false
}

// otherSpelling returns a spelling of name that matches it
// case-insensitively and is none of names, if there is one: a key that
// only case-insensitive matching decodes into a field.
func otherSpelling(name string, names map[string]bool) (string, bool) {
	for _, s := range []string{strings.ToLower(name), strings.ToUpper(name)} {
		if !names[s] && strings.EqualFold(s, name) {
			return s, true
		}
	}
	runes := []rune(name)
	var try func(i int) bool
	try = func(i int) bool {
		if i == len(runes) {
			return !names[string(runes)]
		}
		r := runes[i]
		for f := r; ; {
			runes[i] = f
			if try(i + 1) {
				return true
			}
			if f = unicode.SimpleFold(f); f == r {
				break
			}
		}
		runes[i] = r
		return false
	}
	if try(0) {
		return string(runes), true
	}
	return "", false
}

// inPlaceUnnamedDecoder returns an unnamed struct type that a value of
// type t holds in place (itself, an element, a field of an unnamed struct;
// not through a pointer or a named type, which decide for themselves) and
// whose pointer has UnmarshalJSON or UnmarshalText while its value does
// not, or nil. Before json/v2, encoding/json looks for methods on the
// pointer of named types only, and so decodes such a struct by its fields;
// on json/v2 (Go 1.27) it calls the method. (Through a pointer, both call
// it.)
func (b *builder) inPlaceUnnamedDecoder(t types.Type, depth int) types.Type {
	if depth > 32 {
		return nil
	}
	switch u := types.Unalias(t).(type) {
	case *types.Slice:
		return b.inPlaceUnnamedDecoder(u.Elem(), depth+1)
	case *types.Array:
		return b.inPlaceUnnamedDecoder(u.Elem(), depth+1)
	case *types.Map:
		return b.inPlaceUnnamedDecoder(u.Elem(), depth+1)
	case *types.Struct:
		if m := b.methodsOf(u); m.UnmarshalJSON || m.UnmarshalText {
			val := types.NewMethodSet(u)
			for _, name := range []string{"UnmarshalJSON", "UnmarshalText"} {
				if sel := val.Lookup(nil, name); sel != nil && signature(sel.Type()) == sigUnmarshal {
					return nil // on the value too: both call it
				}
			}
			return u
		}
		for i := range u.NumFields() {
			if in := b.inPlaceUnnamedDecoder(u.Field(i).Type(), depth+1); in != nil {
				return in
			}
		}
	}
	return nil
}
