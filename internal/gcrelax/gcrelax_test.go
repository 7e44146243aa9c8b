package gcrelax

import (
	"runtime/debug"
	"testing"
)

// TestRelaxRestores checks that the collector is off while any reader
// holds it so, and that the settings before the first one come back
// when the last one is done, whatever order they finish in.
func TestRelaxRestores(t *testing.T) {
	old := debug.SetGCPercent(100)
	defer debug.SetGCPercent(old)
	oldLimit := debug.SetMemoryLimit(1 << 40)
	defer debug.SetMemoryLimit(oldLimit)

	small, _ := Relax(BigInput - 1)
	if p := debug.SetGCPercent(100); p != 100 {
		t.Fatalf("a small input changed GC percent to %d", p)
	}
	small()

	first, off1 := Relax(BigInput)
	second, off2 := Relax(2 * BigInput)
	if off1 || off2 {
		t.Fatalf("callerOff = %v, %v; the caller had the collector on", off1, off2)
	}
	if p := debug.SetGCPercent(-1); p != -1 {
		t.Fatalf("GC percent %d while reading, want -1", p)
	}
	first() // the first to start finishes first: still off for the second
	if p := debug.SetGCPercent(-1); p != -1 {
		t.Fatalf("GC percent %d while the second reader runs, want -1", p)
	}
	second()
	if p := debug.SetGCPercent(100); p != 100 {
		t.Fatalf("GC percent %d after both, want 100", p)
	}
	if l := debug.SetMemoryLimit(-1); l != 1<<40 {
		t.Fatalf("memory limit %d after both, want %d", l, int64(1<<40))
	}
}

// TestCallerOff checks that a caller with the collector off is told so.
func TestCallerOff(t *testing.T) {
	old := debug.SetGCPercent(-1)
	defer debug.SetGCPercent(old)
	restore, off := Relax(BigInput)
	defer restore()
	if !off {
		t.Fatal("callerOff = false with the collector off")
	}
}
