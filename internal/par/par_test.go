package par

import (
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
