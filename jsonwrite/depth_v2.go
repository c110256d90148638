//go:build goexperiment.jsonv2

package jsonwrite

// fastEnterDepth is how deep values may nest before Enter leaves its fast
// path: where encoding/json runs on json/v2 (Go 1.27), before cycle checks
// start, where the Writer starts scanning for json/v2's depth limit (see
// depth.go and depth_v1.go).
const fastEnterDepth = 100
