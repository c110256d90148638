//go:build !linux

package main

import "os"

// maxRSS returns 0, for unknown: only Linux's figure is read.
func maxRSS(*os.ProcessState) int64 { return 0 }
