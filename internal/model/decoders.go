package model

import (
	"fmt"
	"go/ast"
	"sort"
	"strconv"
)

// otherDecoders are JSON decoders that call a type's UnmarshalJSON method,
// but otherwise decode by rules of their own, which the UnmarshalJSON that
// -std_marshalers and -std_unmarshaler generate cannot honour: it decodes
// as encoding/json does. By import path: what is lost.
var otherDecoders = map[string]string{
	"github.com/segmentio/encoding/json": "its options to match member names case-sensitively " +
		"(DontMatchCaseInsensitiveStructFields) and to reject unknown members (DisallowUnknownFields)",
	"sigs.k8s.io/json": k8sRules,
	// Kubernetes' apimachinery decodes with sigs.k8s.io/json.
	"k8s.io/apimachinery/pkg/util/json":               k8sRules,
	"k8s.io/apimachinery/pkg/runtime/serializer/json": k8sRules,
}

const k8sRules = "sigs.k8s.io/json's rules: member names matched case-sensitively, integers in " +
	"interface values kept as int64, and in strict mode unknown and duplicate members reported"

// warnOtherDecoders warns, once per import, when the package imports one
// of otherDecoders and the file gets an UnmarshalJSON method: the values
// that decoder reads through it are decoded as encoding/json decodes them.
func (b *builder) warnOtherDecoders() {
	if !b.cfg.StdMarshalers && !b.cfg.StdUnmarshaler {
		return
	}
	gets := false
	for _, t := range b.file.Types {
		gets = gets || t.StdUnmarshal
	}
	if !gets {
		return
	}
	flag := "-std_marshalers"
	if !b.cfg.StdMarshalers {
		flag = "-std_unmarshaler"
	}
	// The package's imports, each at its first place in file name order:
	// the warning is the same whichever file of the package is generated.
	files := append([]*ast.File(nil), b.pkg.Files...)
	sort.Slice(files, func(i, j int) bool {
		return b.pkg.Fset.File(files[i].Pos()).Name() < b.pkg.Fset.File(files[j].Pos()).Name()
	})
	seen := map[string]bool{}
	for _, f := range files {
		for _, spec := range f.Imports {
			path, err := strconv.Unquote(spec.Path.Value)
			lost, ok := otherDecoders[path]
			if err != nil || !ok || seen[path] {
				continue
			}
			seen[path] = true
			b.file.Warnings = append(b.file.Warnings, fmt.Sprintf(
				"%s: %s imports %s, which calls UnmarshalJSON methods: the ones %s generates decode as encoding/json does, so values it decodes through them lose %s (generate without %s to keep them; jsongen.Unmarshal uses the generated DecodeJSON either way)",
				b.pkg.Fset.Position(spec.Pos()), b.pkg.Path, path, flag, lost, flag))
		}
	}
}
