//go:build go1.27

package jsonwire

// tieUpWhereLowerCloser is false from Go 1.27 on, whose strconv finds the
// shortest decimal by unrounded scaling and breaks every tie to the even
// decimal, where the lower neighbour is nearer too (float32 2^-12 is
// 0.00024414062; Go 1.26 wrote 0.00024414063). See float_go126.go.
const tieUpWhereLowerCloser = false
