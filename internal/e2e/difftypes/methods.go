package difftypes

import (
	"errors"
	"fmt"
	"strings"
)

// ValMarshal has MarshalJSON on the value and UnmarshalJSON on the pointer.
type ValMarshal struct{ N int }

func (v ValMarshal) MarshalJSON() ([]byte, error) {
	if v.N == 13 {
		return nil, errors.New("unlucky")
	}
	if v.N == 14 {
		return []byte(`{"bad"`), nil
	}
	return []byte(fmt.Sprintf(` { "n" : %d , "html" : "<&>" } `, v.N)), nil
}

func (v *ValMarshal) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		v.N = -1
		return nil
	}
	var aux struct{ N int }
	if err := jsonUnmarshal(b, &aux); err != nil {
		return err
	}
	if aux.N == 13 {
		return errors.New("unlucky input")
	}
	v.N = aux.N
	return nil
}

// PtrMarshal has MarshalJSON on the pointer only: encoding/json calls it
// only for addressable values.
type PtrMarshal struct{ N int }

func (p *PtrMarshal) MarshalJSON() ([]byte, error) {
	return []byte(fmt.Sprintf(`"ptr:%d"`, p.N)), nil
}

// ValText has MarshalText and UnmarshalText.
type ValText struct{ S string }

func (v ValText) MarshalText() ([]byte, error) {
	if v.S == "fail" {
		return nil, errors.New("text fail")
	}
	return []byte("text:" + v.S), nil
}

func (v *ValText) UnmarshalText(b []byte) error {
	s, ok := strings.CutPrefix(string(b), "text:")
	if !ok {
		return errors.New("no text: prefix")
	}
	v.S = s
	return nil
}

// PtrText has MarshalText on the pointer only.
type PtrText struct{ S string }

func (p *PtrText) MarshalText() ([]byte, error) { return []byte("ptrtext:" + p.S), nil }

// IntText is an integer kind with text methods.
type IntText int

func (i IntText) MarshalText() ([]byte, error) { return []byte(fmt.Sprintf("#%d", int(i))), nil }

func (i *IntText) UnmarshalText(b []byte) error {
	_, err := fmt.Sscanf(string(b), "#%d", (*int)(i))
	return err
}

// Methods holds values with JSON and text methods in every position.
type Methods struct {
	V       ValMarshal
	PV      *ValMarshal
	P       PtrMarshal
	PP      *PtrMarshal
	T       ValText
	PT      *ValText
	PtrT    PtrText
	PPtrT   *PtrText
	IT      IntText
	Vs      []ValMarshal
	Ps      []PtrMarshal
	Ts      []PtrText
	MapV    map[string]ValMarshal
	MapP    map[string]PtrMarshal
	MapPT   map[string]PtrText
	ArrP    [2]PtrMarshal
	Iface   fmt.Stringer
	QuotedV ValMarshal `json:",string"`
	ITQ     IntText    `json:",string"`
}

// HoldsPtrMarshal holds a pointer-only marshaler inline, which makes its
// encoding depend on addressability.
type HoldsPtrMarshal struct {
	P     PtrMarshal
	Other int
}

// OuterSensitive holds HoldsPtrMarshal in non-addressable places.
type OuterSensitive struct {
	H    HoldsPtrMarshal
	Map  map[string]HoldsPtrMarshal
	Any  any
	Arr  [1]HoldsPtrMarshal
	Ptrs []*HoldsPtrMarshal
}

// Registered keeps the address its UnmarshalJSON is called with, as code
// that links decoded values together might. Generated code must decode
// such values where they stay (jsonread.Grow), never in a scratch slice
// that is reused afterwards (jsonread.Extend).
type Registered struct{ N int }

// Registration is one call of Registered.UnmarshalJSON: the address and
// the number stored there.
type Registration struct {
	At *Registered
	N  int
}

// Registrations lists the calls of Registered.UnmarshalJSON.
var Registrations []Registration

func (v *Registered) UnmarshalJSON(b []byte) error {
	if err := jsonUnmarshal(b, &v.N); err != nil {
		return err
	}
	Registrations = append(Registrations, Registration{v, v.N})
	return nil
}

// Registers holds Registered values in slices, directly and inside a
// struct.
type Registers struct {
	Direct []Registered
	Held   []struct{ R Registered }
}
