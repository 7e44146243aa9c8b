package main

import (
	"runtime"
	"testing"
)

func TestPrefaultSize(t *testing.T) {
	for _, c := range []struct {
		size   int
		passes bool
		want   int
	}{
		{prefaultMin - 1, true, 0},
		{prefaultMin, false, prefaultMin * prefaultRead},
		{prefaultMin, true, prefaultMin * prefaultPasses},
	} {
		if got := prefaultSize(c.size, c.passes); got != c.want {
			t.Errorf("prefaultSize(%d, %v) = %d, want %d", c.size, c.passes, got, c.want)
		}
	}
}

// TestPrefaultHeapFrees checks that the backed memory is given back to the
// heap rather than kept live.
func TestPrefaultHeapFrees(t *testing.T) {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	prefaultHeap(64 << 20)
	runtime.ReadMemStats(&after)
	if grew := int64(after.HeapAlloc) - int64(before.HeapAlloc); grew > 16<<20 {
		t.Errorf("live heap grew by %d bytes after prefaultHeap", grew)
	}
}
