package par

import (
	"runtime"
	"sync/atomic"
	"testing"
)

func TestForRunsEachIndexOnce(t *testing.T) {
	for _, serial := range []bool{false, true} {
		for _, n := range []int{0, 1, 7, 1000} {
			counts := make([]atomic.Int32, n)
			For(n, serial, func(i int) { counts[i].Add(1) })
			for i := range counts {
				if c := counts[i].Load(); c != 1 {
					t.Fatalf("serial=%v n=%d: index %d ran %d times", serial, n, i, c)
				}
			}
		}
	}
}

func TestForSerialKeepsOrder(t *testing.T) {
	var got []int
	For(5, true, func(i int) { got = append(got, i) })
	for i, v := range got {
		if v != i {
			t.Fatalf("serial order %v", got)
		}
	}
}

// TestForWithGivesEachWorkerItsState: every index runs once, each worker
// hands its own state to all the indexes it runs, and no more states are
// made than there are workers.
func TestForWithGivesEachWorkerItsState(t *testing.T) {
	for _, serial := range []bool{false, true} {
		var made atomic.Int32
		counts := make([]atomic.Int32, 1000)
		ForWith(len(counts), serial, func() *atomic.Int32 { made.Add(1); return new(atomic.Int32) },
			func(w *atomic.Int32, i int) { w.Add(1); counts[i].Add(1) })
		for i := range counts {
			if c := counts[i].Load(); c != 1 {
				t.Fatalf("serial=%v: index %d ran %d times", serial, i, c)
			}
		}
		if n := made.Load(); n < 1 || n > int32(max(1, runtime.GOMAXPROCS(0))) || serial && n != 1 {
			t.Fatalf("serial=%v: %d worker states", serial, n)
		}
	}
}
