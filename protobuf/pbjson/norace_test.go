//go:build !race

package pbjson_test

const raceEnabled = false
