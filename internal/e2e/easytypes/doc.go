// Package easytypes groups packages generated with easyjson's flags, one
// package per combination, for the tests of those flags in package e2e.
package easytypes
