package frameworks

import (
	"github.com/gofiber/fiber/v2"
	"github.com/jsongen/jsongen"
)

// FiberConfig returns cfg with its JSON codec set to jsongen, for
// fiber.New:
//
//	app := fiber.New(frameworks.FiberConfig(fiber.Config{}))
//
// It is fiber's own hook, fiber.Config's JSONEncoder and JSONDecoder
// (json.Marshal and json.Unmarshal by default), which c.JSON, c.JSONP and
// c.BodyParser of JSON bodies call. Bytes and errors are encoding/json's:
// responses carry no trailing newline, and a decoding error reaches
// fiber's error handler as it is (a 500 from the default handler, as
// with encoding/json). fiber's client (fiber.Agent) has its own
// JSONEncoder and JSONDecoder and is not changed.
func FiberConfig(cfg fiber.Config) fiber.Config {
	cfg.JSONEncoder = jsongen.Marshal
	cfg.JSONDecoder = jsongen.Unmarshal
	return cfg
}
