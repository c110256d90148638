//go:build !jsongen_safe

package e2e

// noCopyShares says whether the nocopy tag option shares the input's
// memory; built with the jsongen_safe tag, jsongen uses no unsafe and
// copies.
const noCopyShares = true
