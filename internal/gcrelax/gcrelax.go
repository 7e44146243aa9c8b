package gcrelax

import (
	"runtime/debug"
	"runtime/metrics"
	"sync"
)

// BigInput is the size of text from which Relax turns the collector off.
const BigInput = 4 << 20

// Relax turns the collector off while a module of size bytes of text (or
// its equivalent) is read, and returns the function that turns it back
// on. callerOff reports that the caller had the collector off already.
func Relax(size int) (restore func(), callerOff bool) {
	if size < BigInput {
		return func() {}, false
	}
	state.Lock()
	defer state.Unlock()
	if state.n == 0 {
		state.percent = debug.SetGCPercent(-1)
		state.limit = debug.SetMemoryLimit(-1)
		state.base = memoryInUse()
	}
	state.n++
	state.sizes += int64(size)
	state.setLimit()
	return func() {
		state.Lock()
		defer state.Unlock()
		state.n--
		state.sizes -= int64(size)
		if state.n > 0 {
			state.setLimit()
			return
		}
		debug.SetGCPercent(state.percent)
		debug.SetMemoryLimit(state.limit)
	}, state.percent < 0
}

// state is what Relax shares between calls.
var state gcState

type gcState struct {
	sync.Mutex
	n       int   // readers of big modules
	sizes   int64 // the sum of their sizes
	percent int   // the collector's settings before the first one
	limit   int64
	base    int64 // memory in use before the first one
}

// setLimit sets the memory limit for the modules being read.
func (g *gcState) setLimit() {
	debug.SetMemoryLimit(min(g.limit, g.base+16*g.sizes+64<<20))
}

// memoryInUse is the memory the runtime holds from the system, as the
// memory limit counts it.
func memoryInUse() int64 {
	s := []metrics.Sample{{Name: "/memory/classes/total:bytes"}, {Name: "/memory/classes/heap/released:bytes"}}
	metrics.Read(s)
	return int64(s[0].Value.Uint64() - s[1].Value.Uint64())
}
