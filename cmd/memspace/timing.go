package main

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/metrics"
	"runtime/pprof"
	"time"
)

// phaseTimer records the wall time, the processor time (user and system,
// all threads) and the heap bytes allocated of each phase for
// -time-passes. Processor time above the wall time shows a phase that ran
// on several processors; equal to it, one that ran on one.
type phaseTimer struct {
	on        bool
	last      time.Time
	start     time.Time
	lastCPU   time.Duration
	startCPU  time.Duration
	lastAlloc uint64
	names     []string
	spans     []time.Duration
	cpus      []time.Duration
	allocs    []uint64
}

func newPhaseTimer(on bool) *phaseTimer {
	now, cpu := time.Now(), processTime()
	return &phaseTimer{on: on, last: now, start: now, lastCPU: cpu, startCPU: cpu, lastAlloc: heapAllocated()}
}

// heapAllocated is the number of heap bytes allocated since the start.
func heapAllocated() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return s[0].Value.Uint64()
}

// done closes the phase that ran since the previous call.
func (t *phaseTimer) done(name string) {
	if !t.on {
		return
	}
	now, cpu, alloc := time.Now(), processTime(), heapAllocated()
	t.names = append(t.names, name)
	t.spans = append(t.spans, now.Sub(t.last))
	t.cpus = append(t.cpus, cpu-t.lastCPU)
	t.allocs = append(t.allocs, alloc-t.lastAlloc)
	t.last, t.lastCPU, t.lastAlloc = now, cpu, alloc
}

// untracked leaves n allocated bytes out of the current phase (the heap
// prefaultHeap backs and frees is not the phase's own).
func (t *phaseTimer) untracked(n int) { t.lastAlloc += uint64(n) }

// report prints the phases in the order they ran, then the total: wall
// time and its share, processor time (user and system), the megabytes
// each phase allocated.
func (t *phaseTimer) report(w io.Writer) {
	if !t.on {
		return
	}
	total, cpu := time.Since(t.start), processTime()-t.startCPU
	fmt.Fprintln(w, "===-------------------------------------------------------------------------===")
	fmt.Fprintln(w, "                      ... Pass execution timing report ...")
	fmt.Fprintln(w, "===-------------------------------------------------------------------------===")
	fmt.Fprintln(w, "  ---Wall Time---   --User+System--  --- Name ---   --Allocated--")
	for i, n := range t.names {
		fmt.Fprintf(w, "  %9.4fs (%5.1f%%)  %9.4fs       %-14s %8.1f MB\n", t.spans[i].Seconds(), 100*t.spans[i].Seconds()/total.Seconds(), t.cpus[i].Seconds(), n, float64(t.allocs[i])/(1<<20))
	}
	fmt.Fprintf(w, "  %9.4fs (100.0%%)  %9.4fs       Total\n", total.Seconds(), cpu.Seconds())
}

// startCPUProfile writes a CPU profile to path until the returned stop runs.
func startCPUProfile(path string) (func(), error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() { pprof.StopCPUProfile(); f.Close() }, nil
}

// writeMemProfile writes the allocation profile (all allocations since the
// start, and what is live now) to path.
func writeMemProfile(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	// The profile shows what the last finished collection saw; with the
	// collector off for a pipeline, that may be long before the end.
	runtime.GC()
	if err := pprof.Lookup("allocs").WriteTo(f, 0); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
