//go:build race

package jsongen_test

// raceEnabled lets tests that count allocations skip the count under the
// race detector, whose sync.Pool drops a quarter of what is put back at
// random, so that a pooled Writer is sometimes made anew.
const raceEnabled = true
