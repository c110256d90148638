package bench

// TestICount is a driver for counting instructions with callgrind, which
// icount.sh runs: on a shared machine, where timings of a small change
// vary more than the change, the instructions an operation executes do
// not. It runs one operation ICOUNT_N times inside icountLoop, the only
// function callgrind counts (--toggle-collect).

import (
	"encoding/json"
	"os"
	"regexp"
	"strconv"
	"testing"

	"github.com/jsongen/jsongen"
)

func TestICount(t *testing.T) {
	re := os.Getenv("ICOUNT_DATA")
	if re == "" {
		t.Skip("ICOUNT_DATA unset: run by icount.sh")
	}
	n, _ := strconv.Atoi(os.Getenv("ICOUNT_N"))
	op := os.Getenv("ICOUNT_OP")
	for _, d := range Datasets {
		if !regexp.MustCompile(re).MatchString(d.Name) {
			continue
		}
		data := d.Data()
		switch op {
		case "unmarshal": // into a new value each time, as BenchmarkUnmarshal
			f := func() {
				if err := jsongen.Unmarshal(data, d.New[Gen]()); err != nil {
					t.Fatal(err)
				}
			}
			warmUp(n, f) // grows the stack: callgrind loses count when it moves
			icountLoop(n, f)
		case "unmarshalreuse": // into one value again and again, as BenchmarkUnmarshalReuse
			v := d.New[Gen]()
			f := func() {
				if err := jsongen.Unmarshal(data, v); err != nil {
					t.Fatal(err)
				}
			}
			warmUp(n, f)
			icountLoop(n, f)
		case "marshal": // into a reused buffer
			v := d.New[Gen]()
			if err := jsongen.Unmarshal(d.MarshalInput(), v); err != nil {
				t.Fatal(err)
			}
			buf, _ := jsongen.MarshalAppend(nil, v) // grows the buffer and the stack
			f := func() { buf, _ = jsongen.MarshalAppend(buf[:0], v) }
			warmUp(n, f)
			icountLoop(n, f)
		case "marshalnew": // into a new slice each time, as BenchmarkMarshal
			v := d.New[Gen]()
			if err := jsongen.Unmarshal(d.MarshalInput(), v); err != nil {
				t.Fatal(err)
			}
			f := func() {
				if _, err := jsongen.Marshal(v); err != nil {
					t.Fatal(err)
				}
			}
			warmUp(n, f)
			icountLoop(n, f)
		case "unmarshalany": // into a new any each time, as BenchmarkUnmarshalAny
			f := func() {
				var v any
				if err := jsongen.Unmarshal(data, &v); err != nil {
					t.Fatal(err)
				}
			}
			warmUp(n, f)
			icountLoop(n, f)
		case "marshalany": // an any into a reused buffer
			var v any
			if err := json.Unmarshal(d.MarshalInput(), &v); err != nil {
				t.Fatal(err)
			}
			buf, _ := jsongen.MarshalAppend(nil, v)
			f := func() { buf, _ = jsongen.MarshalAppend(buf[:0], v) }
			warmUp(n, f)
			icountLoop(n, f)
		default:
			t.Fatalf("ICOUNT_OP %q: want marshal, marshalnew, unmarshal, unmarshalreuse, marshalany or unmarshalany", op)
		}
	}
}

// warmUp runs f five times as often as it is to be counted (at least
// once): the runtime fills the cache of a type assertion or type switch,
// which spares its later runs a call, at a random one of about a thousand
// runs, and a count taken before that varied by 7% on a small document.
func warmUp(n int, f func()) {
	for range max(1, 5*n) {
		f()
	}
}

//go:noinline
func icountLoop(n int, f func()) {
	for range n {
		f()
	}
}
