// Package jsonwrite is a stub for the analyzer's tests.
package jsonwrite

type Writer struct{}
