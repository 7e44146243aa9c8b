package addrspace

import (
	"memspace/lattice"
)

// cell is the abstract value of one location: a pointer value, the return
// value of a function, or the contents of a slot.
type cell struct {
	set lattice.Set
	// host: the pointer may be derived from a kernel parameter.
	host bool
	// unprot: the pointer may point into memory that no readonly or
	// noalias kernel parameter protects.
	unprot bool
	// dev: the pointer may point into memory whose pointers device code
	// wrote unchecked: shared memory, stack slots, anything unknown. Its
	// opposite is memory only the host and the checked device stores
	// fill: global, param and constant memory, and byval copies of it.
	dev bool
	// org holds, per concrete space index, the origin that brought that
	// space in (index into the solver's origin table; 0: none). An array,
	// not a slice, so cells copy without sharing or allocating.
	org [maxSpaces]int32
}

// maxSpaces bounds the number of concrete spaces of a target.
const maxSpaces = 8

// originOf returns the origin index of space index i, 0 when unknown.
func (c *cell) originOf(i int) int32 {
	if i >= maxSpaces {
		return 0
	}
	return c.org[i]
}

// raise merges src into c (set union, flags or-ed) and reports whether c
// grew. Origins of spaces new to c are taken from src.
func (c *cell) raise(src cell, n int) bool {
	grown := src.set.Minus(c.set)
	changed := !grown.IsEmpty() || (src.host && !c.host) || (src.unprot && !c.unprot) || (src.dev && !c.dev)
	if !grown.IsEmpty() {
		for i := range n {
			if grown&(1<<i) != 0 {
				c.org[i] = src.originOf(i)
			}
		}
	}
	c.set = c.set.Union(src.set)
	c.host = c.host || src.host
	c.unprot = c.unprot || src.unprot
	c.dev = c.dev || src.dev
	return changed
}

// union returns the merge of two cells without changing either.
func union(a, b cell, n int) cell {
	out := a
	out.raise(b, n)
	return out
}

// withSet replaces c's set (and origins) by those of s, keeping the host
// flags of c and the device-memory flag of s.
func (c cell) withSet(s cell) cell {
	c.set, c.org, c.dev = s.set, s.org, s.dev
	return c
}
