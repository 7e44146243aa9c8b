package llread

import (
	"sync"

	"memspace/ir"
)

// globalTable maps global names to their values. The top-level reader
// adds to it while the body workers look names up, so it is split into
// shards with a lock each: with one lock for all, the workers spent much
// of their time waiting for the reader and the reader for them.
type globalTable struct {
	shards [globalShards]globalShard
}

const globalShards = 64

type globalShard struct {
	mu sync.RWMutex
	m  map[string]ir.GlobalValue
	_  [32]byte // one shard per cache line
}

func (t *globalTable) shard(name string) *globalShard {
	h := uint32(2166136261) // FNV-1a
	for i := 0; i < len(name); i++ {
		h = (h ^ uint32(name[i])) * 16777619
	}
	return &t.shards[h%globalShards]
}

// get returns the global called name, or nil.
func (t *globalTable) get(name string) ir.GlobalValue {
	s := t.shard(name)
	s.mu.RLock()
	g := s.m[name]
	s.mu.RUnlock()
	return g
}

// set records the global called name.
func (t *globalTable) set(name string, g ir.GlobalValue) {
	s := t.shard(name)
	s.mu.Lock()
	if s.m == nil {
		s.m = map[string]ir.GlobalValue{}
	}
	s.m[name] = g
	s.mu.Unlock()
}

// reserve sizes the shards for about n globals.
func (t *globalTable) reserve(n int) {
	for i := range t.shards {
		t.shards[i].m = make(map[string]ir.GlobalValue, n/globalShards+1)
	}
}
