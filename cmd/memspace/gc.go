package main

import (
	"bufio"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync/atomic"
)

// When passes run, the module stays live from parsing to printing, and the
// passes add their own tables on top; a collection in the middle of a pass
// mostly marks the module again and finds little garbage. So for a
// pipeline the collector waits until the heap nears a limit sized from the
// input and capped at half the machine's memory, and collects only at the
// checkpoints the passes give (pass.Context.Collect): between two passes
// (not before the last light ones, pass.Pass.Light) and between ipmsp's
// rounds when the next one solves much of the module again, where a whole
// solve has just become garbage. On the default pipeline of a 50 MB module
// that is one collection, between ipmsp and always-inline, in the
// background (collector): peak 0.9 GB, about 17 times the text. A pure
// round trip keeps the default policy, which holds its peak memory down.

// heapPerInputByte is the heap limit per byte of input text.
const heapPerInputByte = 20

// What a run surely allocates per byte of input text, for prefaultHeap:
// reading takes about 5.8 bytes, memspace-opt about 6 more (see
// -time-passes). Inputs under prefaultMin are left alone.
const (
	prefaultRead   = 4
	prefaultPasses = 10
	prefaultMin    = 4 << 20
)

// prefaultSize is how much heap to back before reading size bytes of
// text, when passes run or not.
func prefaultSize(size int, passes bool) int {
	switch {
	case size < prefaultMin:
		return 0
	case passes:
		return size * prefaultPasses
	}
	return size * prefaultRead
}

// relaxGC switches the collector to the memory-limit policy for a module
// of size bytes; the returned function restores the previous policy.
func relaxGC(size int) (restore func()) {
	limit := int64(size)*heapPerInputByte + 512<<20
	if total := totalMemory(); total > 0 && limit > total/2 {
		limit = total / 2
	}
	oldLimit := debug.SetMemoryLimit(limit)
	oldPercent := debug.SetGCPercent(-1)
	return func() {
		debug.SetGCPercent(oldPercent)
		debug.SetMemoryLimit(oldLimit)
	}
}

// totalMemory reads MemTotal from /proc/meminfo, or returns 0.
func totalMemory() int64 {
	f, err := os.Open("/proc/meminfo")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) >= 2 && fields[0] == "MemTotal:" {
			kb, err := strconv.ParseInt(fields[1], 10, 64)
			if err == nil {
				return kb << 10
			}
		}
	}
	return 0
}

// collector runs the collections of the checkpoints (pass.Context.Collect),
// skipping one when the heap grew by less than half of what the previous
// collection left live: marking the whole module again costs a quarter of
// a second on a 50 MB module, and would free about 100 MB (between ipmsp's
// last round and memspace-opt, whose solve replaces the one just freed).
//
// A collection runs in the background: the pass goes on while the
// collector marks, on the processor the pass leaves idle (ipmsp's
// worklist is sequential), and the garbage is free for reuse once the
// mark ends. A checkpoint reached while one still runs is skipped. What
// the passes compute does not depend on when memory is collected.
type collector struct {
	live    atomic.Uint64 // heap left live by the last collection
	running atomic.Bool
}

func newCollector() *collector { return &collector{} }

func (c *collector) collect() {
	if c.running.Load() {
		return
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	if live := c.live.Load(); live > 0 && ms.HeapAlloc < live+live/2 {
		return
	}
	c.running.Store(true)
	go func() {
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		c.live.Store(ms.HeapAlloc)
		c.running.Store(false)
	}()
}
