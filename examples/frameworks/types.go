// Package frameworks shows how to plug jsongen into web frameworks where
// they let you replace their JSON codec, so that they encode and decode
// with generated code instead of encoding/json's reflection. Each adapter
// is one short file meant to be copied: echo.go, fiber.go, gin.go,
// gateway.go (grpc-gateway) and nethttp.go (plain net/http).
//
// jsongen gives encoding/json's bytes and error values, so swapping an
// adapter in changes neither responses nor error responses. Pass
// pointers to generated types (c.JSON(200, &item)): a value of a
// generated type is still encoded by its generated code, but reached
// through encoding/json, by its MarshalJSON method.
package frameworks

//go:generate go tool jsongen -all $GOFILE

// Item is the example type the tests send and receive.
type Item struct {
	ID   int64    `json:"id"`
	Name string   `json:"name"`
	Tags []string `json:"tags,omitempty"`
}
