//go:build goexperiment.jsonv2

package jsonwire

// StdV2 is true: encoding/json runs on encoding/json/v2 (see std_v1.go).
const StdV2 = true
