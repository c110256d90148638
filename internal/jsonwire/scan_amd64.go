//go:build amd64 && !purego && !jsongen_safe

package jsonwire

// This file and scan_amd64.s are jsonwire's only assembly: the AVX2 scan
// of long strings. Build with -tags jsongen_safe (or purego) to leave them
// out; scan_other.go then stands in, and every string is scanned by the Go
// loops in quote.go.

// useAVX2 reports whether the CPU and the operating system support AVX2.
var useAVX2 = func() bool {
	maxID, _, _, _ := cpuid(0, 0)
	if maxID < 7 {
		return false
	}
	_, _, ecx1, _ := cpuid(1, 0)
	const osxsave, avx = 1 << 27, 1 << 28
	if ecx1&osxsave == 0 || ecx1&avx == 0 || xgetbv()&0b110 != 0b110 {
		return false // no AVX, or the OS does not save the YMM registers
	}
	_, ebx7, _, _ := cpuid(7, 0)
	return ebx7&(1<<5) != 0
}()

// scanString returns the length of the longest run of whole 32-byte
// blocks at the start of s whose bytes need no escape (none below 0x20,
// no '"' or '\\', and with html no '<', '>' or '&') and that hold valid
// UTF-8 without U+2028 or U+2029, except that the last character may be
// cut off at the end of the run: the caller backs up to its start (see
// scanLong). With whole, when s is at least 64 bytes long and the run
// reaches within 32 bytes of its end, the last 32 bytes are checked as a
// block too, and if they pass the result is len(s). If dst is not nil,
// it must be at least as long as s, and each block checked, passed or not,
// is also stored into dst at its offset in s, so that the run passed needs
// no copy. It must only be called when useAVX2 is true.
//
//go:noescape
func scanString(dst []byte, s string, html, whole bool) int

// scanBytes is scanString for a byte slice.
//
//go:noescape
func scanBytes(dst, b []byte, html, whole bool) int

func cpuid(eaxArg, ecxArg uint32) (eax, ebx, ecx, edx uint32)

func xgetbv() (eax uint32)
