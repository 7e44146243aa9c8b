//go:build unix

package main

import (
	"syscall"
	"time"
)

// processTime is the user and system time of the whole process so far.
func processTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
