package stdtypes

//go:generate go tool jsongen -all -std_marshalers holds.go

// Holds holds a value of any type beside a field of its own, for the tests
// of json/v2's method interfaces: with -std_marshalers it gets
// MarshalJSONTo and UnmarshalJSONFrom, which encoding/json calls on Go
// 1.27, and the tests compare it, with the types of the differential suite
// for T, against the same struct without methods.
type Holds[T any] struct {
	V     T   `json:"v"`
	After int `json:"after"`
}
