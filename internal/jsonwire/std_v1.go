//go:build !goexperiment.jsonv2

package jsonwire

// StdV2 reports whether this program's encoding/json runs on
// encoding/json/v2: true under the goexperiment.jsonv2 build tag, which Go
// 1.27 sets by default (GOEXPERIMENT=nojsonv2 clears it) and Go 1.26 sets
// with GOEXPERIMENT=jsonv2. jsongen writes and reads as the encoding/json it
// is built with does, so where the two differ (errors, invalid UTF-8 on
// output, struct tags), code asks this constant. It is a constant, so the
// compiler keeps only the branch for the toolchain at hand.
const StdV2 = false
