//go:build !goexperiment.jsonv2

package jsonwrite

// fastEnterDepth is how deep values may nest before Enter leaves its fast
// path, where it counts them and does nothing else: up to Go 1.26, where
// cycle checks start (see jsonwire.StdV2, whose build tag this file has).
const fastEnterDepth = cycleCheckDepth
