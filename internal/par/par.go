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
	ForWith(n, serial, func() struct{} { return struct{}{} }, func(_ struct{}, i int) { fn(i) })
}

// ForWith is For where each worker first makes its own state with
// newWorker (tables it reuses from one i to the next) and passes it to fn.
func ForWith[W any](n int, serial bool, newWorker func() W, fn func(w W, i int)) {
	workers := min(runtime.GOMAXPROCS(0), n)
	if serial || workers <= 1 {
		w := newWorker()
		for i := range n {
			fn(w, i)
		}
		return
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			w := newWorker()
			for i := int(next.Add(1)) - 1; i < n; i = int(next.Add(1)) - 1 {
				fn(w, i)
			}
		})
	}
	wg.Wait()
}
