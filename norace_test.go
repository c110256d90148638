//go:build !race

package jsongen_test

const raceEnabled = false
