//go:build unix

package main

import (
	"os"
	"syscall"
)

// execTool replaces this process with the tool; args[0] is the tool.
func execTool(tool string, args []string) {
	if err := syscall.Exec(tool, args, os.Environ()); err != nil {
		fatalf("toolexec: %v", err)
	}
}
