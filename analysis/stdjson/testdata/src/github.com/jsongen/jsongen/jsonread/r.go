// Package jsonread is a stub for the analyzer's tests.
package jsonread

type Reader struct{}
