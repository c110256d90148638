//go:build !amd64 || purego || jsongen_safe

package jsonwire

// useAVX2 is false where scan_amd64.s is left out; quoting and decoding
// scan every string with the Go loops in quote.go.
const useAVX2 = false

func scanString(dst []byte, s string, html, whole bool) int { return 0 }

func scanBytes(dst, b []byte, html, whole bool) int { return 0 }
