// Package other declares types that package difftypes uses from outside
// its own package, without generated methods: jsongen writes helper
// functions for them.
package other

import (
	"strconv"
	"strings"
)

// Address is a plain struct from another package.
type Address struct {
	Street string `json:"street"`
	City   string `json:"city,omitempty"`
	Zip    *int   `json:"zip"`
	Geo    Geo    `json:"geo"`
	inner         // unexported embedded struct: its fields are promoted
	hidden int
}

type inner struct {
	Note string `json:"note,omitempty"`
}

// Geo is reached through Address.
type Geo struct {
	Lat, Lng float64
}

// Level is an integer with text methods, usable as a map key.
type Level int

var levelNames = []string{"low", "mid", "high"}

func (l Level) MarshalText() ([]byte, error) {
	if l >= 0 && int(l) < len(levelNames) {
		return []byte(levelNames[l]), nil
	}
	return []byte("level" + strconv.Itoa(int(l))), nil
}

func (l *Level) UnmarshalText(b []byte) error {
	for i, s := range levelNames {
		if string(b) == s {
			*l = Level(i)
			return nil
		}
	}
	if n, ok := strings.CutPrefix(string(b), "level"); ok {
		i, err := strconv.Atoi(n)
		*l = Level(i)
		return err
	}
	return errLevel
}

type levelError struct{}

func (levelError) Error() string { return "unknown level" }

var errLevel = levelError{}

// Pair is a generic struct from another package.
type Pair[K comparable, V any] struct {
	Key   K `json:"key"`
	Value V `json:"value"`
}

// Tags is a named map type of another package, as http.Header is: code
// generated for a type holding one writes it through a helper of its own.
type Tags map[string][]string

// Coords is a named slice type of another package.
type Coords []Geo
