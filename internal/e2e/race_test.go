//go:build race

package e2e

// raceEnabled lets tests that count allocations skip the count under the
// race detector, whose sync.Pool drops some of what is put back at random.
const raceEnabled = true
