package main

import (
	"os"
	"syscall"
)

// maxRSS returns the peak resident memory of the finished process in bytes.
func maxRSS(st *os.ProcessState) int64 {
	if ru, ok := st.SysUsage().(*syscall.Rusage); ok {
		return ru.Maxrss * 1024 // kilobytes on Linux
	}
	return 0
}
