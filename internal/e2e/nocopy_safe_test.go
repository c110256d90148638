//go:build jsongen_safe

package e2e

// noCopyShares: see nocopy_unsafe_test.go.
const noCopyShares = false
