//go:build race

package jsonwire

// raceEnabled lets the slowest exhaustive tests skip the -race run: it
// adds nothing to them (assembly is not instrumented), and costs minutes.
const raceEnabled = true
