package addrspace

import (
	"memspace/lattice"
)

// cell is the abstract value of one location: a pointer value, the image
// of a pointer in a non-pointer value, the return value of a function, or
// the contents of an abstract memory location (see memory.go).
type cell struct {
	// locs lists the abstract memory locations the pointer may point into
	// (sorted, never changed in place: cells share it).
	locs []locID
	// org holds, per concrete space index, the origin that brought that
	// space in (index into the solver's origin table; 0: none). An array,
	// not a slice, so cells copy without sharing or allocating.
	org [maxSpaces]int32
	set lattice.Set
	// raw: a non-pointer value that may hold raw bits (raw.go) beside
	// the images it carries: read from bytes where raw bits lie, or made
	// of lanes, fields or choices one of which is raw. Memory contents
	// never keep it (storeTo): stores record raw bits by byte range.
	// (The fields are in this order so that a cell takes 64 bytes, not 72:
	// a solve keeps one per value of the module.)
	raw bool
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

// isEmpty reports whether the cell holds no evidence at all.
func (c *cell) isEmpty() bool { return c.set.IsEmpty() && len(c.locs) == 0 }

// raise merges src into c (set and locations union) and reports whether c
// grew. Origins of spaces new to c are taken from src.
func (c *cell) raise(src cell, n int) bool {
	grown := src.set.Minus(c.set)
	locs, more := unionLocs(c.locs, src.locs)
	moreRaw := src.raw && !c.raw
	if grown.IsEmpty() && !more && !moreRaw {
		return false
	}
	c.raw = c.raw || src.raw
	for i := range n {
		if grown&(1<<i) != 0 {
			c.org[i] = src.originOf(i)
		}
	}
	c.set = c.set.Union(src.set)
	c.locs = locs
	return true
}

// union returns the merge of two cells without changing either.
func union(a, b cell, n int) cell {
	out := a
	out.raise(b, n)
	return out
}

// withSet replaces c's set (and origins) by those of s, keeping c's
// locations.
func (c cell) withSet(s cell) cell {
	c.set, c.org = s.set, s.org
	return c
}

// unionLocs merges two sorted location lists. It returns a (unchanged,
// shared) when b adds nothing, and reports whether it did.
func unionLocs(a, b []locID) ([]locID, bool) {
	if len(b) == 0 || sameOrSubset(b, a) {
		return a, false
	}
	if len(a) == 0 {
		return b, true
	}
	out := make([]locID, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case j == len(b) || (i < len(a) && a[i] < b[j]):
			out = append(out, a[i])
			i++
		case i == len(a) || b[j] < a[i]:
			out = append(out, b[j])
			j++
		default:
			out = append(out, a[i])
			i++
			j++
		}
	}
	return out, true
}

// sameOrSubset reports whether every location of b is in a.
func sameOrSubset(b, a []locID) bool {
	if len(b) > len(a) {
		return false
	}
	i := 0
	for _, x := range b {
		for i < len(a) && a[i] < x {
			i++
		}
		if i == len(a) || a[i] != x {
			return false
		}
	}
	return true
}
