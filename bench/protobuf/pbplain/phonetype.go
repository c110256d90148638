package pbplain

import "fmt"

// The phone types are written by name, as protojson writes enums.
var phoneTypeNames = [...]string{"MOBILE", "HOME", "WORK"}

// MarshalText returns the name of t.
func (t PhoneType) MarshalText() ([]byte, error) {
	if t < 0 || int(t) >= len(phoneTypeNames) {
		return nil, fmt.Errorf("pbplain: invalid PhoneType %d", int32(t))
	}
	return []byte(phoneTypeNames[t]), nil
}

// UnmarshalText sets t from its name.
func (t *PhoneType) UnmarshalText(b []byte) error {
	for i, name := range phoneTypeNames {
		if string(b) == name {
			*t = PhoneType(i)
			return nil
		}
	}
	return fmt.Errorf("pbplain: invalid PhoneType %q", b)
}
