package protobuf

// TestICount is a driver for counting instructions with callgrind, as the
// bench module's TestICount (../icount.sh) is: ICOUNT_DATA names a dataset
// (Person, Twitter), ICOUNT_WAY one of ways, ICOUNT_OP marshal or
// unmarshal, and ICOUNT_N how many times icountLoop, the only function
// callgrind is told to count, runs it.
//
//	GOGC=off GOMAXPROCS=1 ICOUNT_DATA=Twitter ICOUNT_WAY=pbjson ICOUNT_OP=marshal ICOUNT_N=20 \
//	  valgrind --tool=callgrind --toggle-collect='*icountLoop*' ./protobuf.test -test.run '^TestICount$'

import (
	"os"
	"strconv"
	"testing"
)

func TestICount(t *testing.T) {
	name := os.Getenv("ICOUNT_DATA")
	if name == "" {
		t.Skip("ICOUNT_DATA unset: run by callgrind")
	}
	n, _ := strconv.Atoi(os.Getenv("ICOUNT_N"))
	for _, d := range datasets(t) {
		if d.name != name {
			continue
		}
		for _, w := range ways {
			if w.name != os.Getenv("ICOUNT_WAY") {
				continue
			}
			out, err := w.marshal(d)
			if err != nil {
				t.Fatal(err)
			}
			var f func()
			switch op := os.Getenv("ICOUNT_OP"); op {
			case "marshal":
				f = func() {
					if _, err := w.marshal(d); err != nil {
						t.Fatal(err)
					}
				}
			case "unmarshal":
				f = func() {
					if err := w.unmarshal(d, out); err != nil {
						t.Fatal(err)
					}
				}
			default:
				t.Fatalf("ICOUNT_OP %q: want marshal or unmarshal", op)
			}
			f() // grows the stack: callgrind loses count when it moves
			icountLoop(n, f)
		}
	}
}

//go:noinline
func icountLoop(n int, f func()) {
	for range n {
		f()
	}
}
