package jsonwire

import (
	"unicode"
	"unicode/utf8"
)

// AppendFold appends the case-folded form of name: two names match
// case-insensitively, as encoding/json matches object keys to field names,
// exactly when their folded forms are equal. ASCII letters fold to upper
// case; any other rune folds to the smallest rune of its simple case-folding
// orbit, so that the Kelvin sign folds with 'K' and the long s with 'S'.
func AppendFold[S ~string | ~[]byte](dst []byte, name S) []byte {
	for i := 0; i < len(name); {
		c := name[i]
		if c < utf8.RuneSelf {
			if 'a' <= c && c <= 'z' {
				c -= 'a' - 'A'
			}
			dst = append(dst, c)
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(string(name[i:min(i+utf8.UTFMax, len(name))]))
		dst = utf8.AppendRune(dst, foldRune(r))
		i += n
	}
	return dst
}

// foldRune returns the smallest rune that r case-folds to.
func foldRune(r rune) rune {
	for {
		next := unicode.SimpleFold(r)
		if next <= r {
			return next
		}
		r = next
	}
}
