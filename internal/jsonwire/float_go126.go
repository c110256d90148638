//go:build !go1.27

package jsonwire

// tieUpWhereLowerCloser reports whether a tie between two shortest
// decimals of a float whose lower neighbour is nearer (a power of two
// above the smallest normal) goes to the larger one, as strconv's
// shortest formatting (Dragonbox) does up to Go 1.26 (see
// shortestDecimal). It follows the Go release, not encoding/json's
// implementation: GOEXPERIMENT=jsonv2 on Go 1.26 formats floats as
// GOEXPERIMENT=nojsonv2 does.
const tieUpWhereLowerCloser = true
