//go:build linux

package main

import (
	"runtime"
	"syscall"

	"memspace/internal/par"
)

// prefaultChunk is how much one processor backs at a time; the chunks
// are backed on all processors, since the kernel zeroes every page.
const prefaultChunk = 32 << 20

// madvPopulateWrite is MADV_POPULATE_WRITE (Linux 5.14 and later).
const madvPopulateWrite = 23

// prefaultHeap gives the heap n bytes of memory backed up front: it
// allocates them, asks the kernel to back them all in one call, and frees
// them, so the objects the run allocates next reuse memory that is
// already there. Without it every fresh 4 KiB page of a big run costs a
// page fault, which on a virtual machine is a fifth of the run's time.
// The run's peak memory does not change as long as n stays below what it
// would have used anyway. On older kernels the call fails and nothing
// changes.
func prefaultHeap(n int) {
	if n <= 0 {
		return
	}
	b := make([]byte, n)
	chunks := (n + prefaultChunk - 1) / prefaultChunk
	par.For(chunks, false, func(i int) {
		syscall.Madvise(b[i*prefaultChunk:min(n, (i+1)*prefaultChunk)], madvPopulateWrite)
	})
	b = nil
	runtime.GC()
}
