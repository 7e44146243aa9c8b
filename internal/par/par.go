// Package par runs independent pieces of work on all processors.
package par

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// For runs fn(i) for every i in [0, n) on all processors, each i once,
// and returns when all are done; with serial set, or one processor, it
// runs them in order on the calling goroutine.
func For(n int, serial bool, fn func(i int)) {
	workers := min(runtime.GOMAXPROCS(0), n)
	if serial || workers <= 1 {
		for i := range n {
			fn(i)
		}
		return
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for i := int(next.Add(1)) - 1; i < n; i = int(next.Add(1)) - 1 {
				fn(i)
			}
		})
	}
	wg.Wait()
}
