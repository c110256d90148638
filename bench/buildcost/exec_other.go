//go:build !unix

package main

import (
	"errors"
	"os"
	"os/exec"
)

// execTool runs the tool and exits with its status; args[0] is the tool.
func execTool(tool string, args []string) {
	cmd := exec.Command(tool, args[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	err := cmd.Run()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		os.Exit(exit.ExitCode())
	}
	if err != nil {
		fatalf("toolexec: %v", err)
	}
	os.Exit(0)
}
