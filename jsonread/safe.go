//go:build jsongen_safe

package jsonread

// noCopyString copies b: the jsongen_safe build tag leaves out package
// unsafe (see unsafe.go), and the nocopy tag option then saves nothing.
func noCopyString(b []byte) string { return string(b) }
