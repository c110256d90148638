package jsonread

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"
)

// TestParseTimeMatchesTime checks parseTime against time.Time's own
// parser: on every string it accepts, the time must be the one
// UnmarshalText gives, representation and location included
// (reflect.DeepEqual, which follows the location pointer); it must accept the common shapes; and it may decline
// anything (the method then decides), but never accept what the method
// rejects. The strings are well-formed times, at calendar edges, with
// every length of fraction and many offsets, each also corrupted at every
// byte; time.Local is set to zones whose offsets some inputs use.
func TestParseTimeMatchesTime(t *testing.T) {
	saved := time.Local
	defer func() { time.Local = saved }()
	rng := rand.New(rand.NewPCG(1, 2))
	var inputs []string
	for _, s := range []string{
		"2006-01-02T15:04:05Z", "2024-02-29T23:59:59Z", "2023-02-29T00:00:00Z", "2100-02-29T00:00:00Z",
		"2000-02-29T00:00:00Z", "2024-04-31T00:00:00Z", "0000-01-01T00:00:00Z", "9999-12-31T23:59:59.999999999Z",
		"2006-01-02T24:00:00Z", "2006-01-02T23:60:00Z", "2006-01-02T23:59:60Z", "2006-13-02T15:04:05Z",
		"2006-00-02T15:04:05Z", "2006-01-00T15:04:05Z", "2006-01-02T15:04:05.Z", "2006-01-02T15:04:05.1234567891Z",
		"2006-01-02T15:04:05+24:00", "2006-01-02T15:04:05+23:60", "2006-01-02T15:04:05-00:00", "2006-01-02T15:04:05+14:00",
		"2006-01-02t15:04:05z", "2006-01-02 15:04:05Z", "2006-01-02T15:04:05", "2006-01-02T15:04:05+0700",
		"2006-01-02T15:04:05,5Z", "2006-01-02T5:04:05Z", "+2006-01-02T15:04:05Z", "2006-01-02T15:04:05ZZ",
	} {
		inputs = append(inputs, s)
	}
	offsets := []int{0, 3600, -4 * 3600, -5 * 3600, 5*3600 + 1800, -(9*3600 + 30*60), 14 * 3600, -12 * 3600, 23*3600 + 59*60}
	for range 3000 {
		sec := rng.Int64N(253402300800) - 62135596800 // years 0001 to 9999
		nsec := rng.Int64N(1e9)
		off := offsets[rng.IntN(len(offsets))]
		tt := time.Unix(sec, nsec).In(time.FixedZone("", off))
		s := tt.Format("2006-01-02T15:04:05")
		if frac := rng.IntN(11); frac > 0 {
			s += "." + fmt.Sprintf("%09d", nsec)[:min(frac, 9)] + strings.Repeat("7", max(0, frac-9))
		}
		if off == 0 && rng.IntN(2) == 0 {
			s += "Z"
		} else {
			s += tt.Format("-07:00")
		}
		inputs = append(inputs, s)
	}
	const junk = "0123456789-+:.TZtz ,\"\\\x00\xff"
	n := len(inputs)
	for _, s := range inputs[:n] {
		i := rng.IntN(len(s))
		inputs = append(inputs, s[:i]+string(junk[rng.IntN(len(junk))])+s[i+1:], s[:i])
	}
	for _, local := range []*time.Location{time.UTC, time.FixedZone("EDT", -4*3600), time.FixedZone("IST", 5*3600+1800)} {
		time.Local = local
		accepted := 0
		for _, s := range inputs {
			got, n, ok := parseTime([]byte(s + `"`))
			var want time.Time
			werr := want.UnmarshalText([]byte(s))
			if !ok || n != len(s) {
				continue // declined: timeString needs the closing quote right after
			}
			accepted++
			if werr != nil || !reflect.DeepEqual(got, want) {
				t.Fatalf("Local %v: parseTime(%q) = %v (%#v); time: %v (%#v), %v", local, s, got, got, want, want, werr)
			}
		}
		if accepted < 3000 {
			t.Errorf("Local %v: parseTime accepted only %d of %d strings", local, accepted, len(inputs))
		}
	}
}
