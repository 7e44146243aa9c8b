package llread

import (
	"sync"

	"memspace/ir"
)

// Positions records where the text defined each function, global, block
// and instruction of a module read by ParseWithPositions. Function bodies
// are read in parallel, so recording takes a lock; a nil *Positions
// records nothing.
type Positions struct {
	src []byte
	mu  sync.Mutex
	off map[ir.Value]int32
}

// reset forgets what an earlier attempt to read the module recorded.
func (ps *Positions) reset() *Positions {
	if ps != nil {
		ps.off = map[ir.Value]int32{}
	}
	return ps
}

func (ps *Positions) record(v ir.Value, off int32) {
	if ps == nil {
		return
	}
	ps.mu.Lock()
	ps.off[v] = off
	ps.mu.Unlock()
}

// Of returns the line and column (from 1) where v is defined; ok is false
// for values the text does not define (constants, metadata, arguments).
func (ps *Positions) Of(v ir.Value) (line, col int, ok bool) {
	if ps == nil || v == nil {
		return 0, 0, false
	}
	off, ok := ps.off[v]
	if !ok {
		return 0, 0, false
	}
	line, col = lineCol(ps.src, int(off))
	return line, col, true
}
