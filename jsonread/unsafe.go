//go:build !jsongen_safe

package jsonread

import "unsafe"

// noCopyString returns a string sharing b's memory. This file is the only
// use of package unsafe in jsongen; build with -tags jsongen_safe to leave
// it out (safe.go then copies). Callers guarantee b is part of the input,
// never a scratch buffer the Reader reuses.
func noCopyString(b []byte) string {
	return unsafe.String(unsafe.SliceData(b), len(b))
}
