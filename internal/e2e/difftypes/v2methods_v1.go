//go:build !(go1.27 && goexperiment.jsonv2)

package difftypes

import (
	"fmt"
	"strconv"
	"strings"
)

// Methods of types in v2methods.go that only the toolchains without
// json/v2 (Go 1.26, and Go 1.27 with GOEXPERIMENT=nojsonv2) build; Go 1.27
// builds v2methods_jsonv2.go instead.

// JSONv2Methods reports that v2methods_jsonv2.go is built.
const JSONv2Methods = false

func (e EitherMarshalers) MarshalJSON() ([]byte, error) { return tagged("e1", e.N) }

func (e *EitherMarshalers) UnmarshalJSON(data []byte) error {
	n, err := untag(data, "e")
	e.N = n + 1
	return err
}

func (k VariesKey) MarshalText() ([]byte, error) { return fmt.Appendf(nil, "k:%d", int(k)), nil }

func (k *VariesKey) UnmarshalText(text []byte) error {
	num, ok := strings.CutPrefix(string(text), "k:")
	n, err := strconv.Atoi(num)
	if !ok || err != nil {
		return fmt.Errorf("difftypes: %q is not a VariesKey", text)
	}
	*k = VariesKey(n + 1)
	return nil
}
