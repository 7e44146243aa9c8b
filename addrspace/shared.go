package addrspace

import (
	"slices"

	"memspace/ir"
)

// sharedMem is the module-wide part of memory between rounds of the
// parts' solves: the contents and escape state of the module-wide
// locations and what unknown code writes. Its cells' origins index the
// table of the module's constant solver, and their locations are
// module-wide (a part's own locations become unknown memory there; they
// escaped when they were stored).
type sharedMem struct {
	contents []cell
	escaped  []bool
	// bitsAll marks, per location, the kinds of bits stored there
	// (raw.go; bit k: kind k covers it all).
	bitsAll []uint8
	w       cell
	// rawW: raw bits were written into unknown memory (raw.go).
	rawW bool
	// version counts the changes of each location (and of w), so parts
	// import only what changed since they last looked.
	version  []uint32
	wVersion uint32
}

func (sm *sharedMem) clone() *sharedMem {
	return &sharedMem{contents: slices.Clone(sm.contents), escaped: slices.Clone(sm.escaped), bitsAll: slices.Clone(sm.bitsAll),
		w: sm.w, rawW: sm.rawW, version: slices.Clone(sm.version), wVersion: sm.wVersion}
}

// initialShared is the module's memory before any code runs: what global
// variables are initialized with.
func (ms *moduleSolve) initialShared() *sharedMem {
	n := len(ms.fc.mlocs)
	sm := &sharedMem{contents: make([]cell, n), escaped: make([]bool, n), bitsAll: make([]uint8, n), version: make([]uint32, n)}
	for i, li := range ms.fc.mlocs {
		sm.escaped[i] = li.escapedAtStart
	}
	c := ms.consts
	for _, g := range ms.m.Globals {
		if g.Init != nil {
			sm.contents[ms.fc.globalLoc[g]] = c.initCell(g)
		}
	}
	sm.closeEscapes() // what escaped memory holds escapes too
	return sm
}

// exportAll merges every part's view of module-wide memory into shared,
// closes its escape state over contents, and reports whether it grew.
func (ms *moduleSolve) exportAll() bool {
	grew := false
	for _, p := range ms.parts {
		grew = p.exportShared(ms.consts.orig) || grew
	}
	return ms.shared.closeEscapes() || grew
}

// closeEscapes escapes what escaped locations hold; it reports whether
// anything new escaped.
func (sm *sharedMem) closeEscapes() bool {
	grew := false
	for changed := true; changed; {
		changed = false
		for i, esc := range sm.escaped {
			if !esc {
				continue
			}
			for _, l := range sm.contents[i].locs {
				if !sm.escaped[l] {
					sm.escaped[l], changed, grew = true, true, true
					sm.version[l]++
				}
			}
		}
	}
	return grew
}

// exportShared merges the part's view of the module-wide locations it
// touched into shared.
func (s *solver) exportShared(to *origins) bool {
	grew := false
	sm := s.shared
	for i, st := range s.mem.mod {
		if !st.dirty {
			continue
		}
		st.dirty = false
		l := s.mem.modID[i]
		changed := st.escaped && !sm.escaped[l] || st.allMask()&^sm.bitsAll[l] != 0
		sm.escaped[l] = sm.escaped[l] || st.escaped
		sm.bitsAll[l] |= st.allMask()
		if sm.contents[l].raise(s.toModule(st.c, to), s.n) || changed {
			sm.version[l]++
			grew = true
		}
	}
	if s.mem.wDirty {
		s.mem.wDirty = false
		newRaw := s.mem.rawW && !sm.rawW
		sm.rawW = sm.rawW || s.mem.rawW
		if sm.w.raise(s.toModule(s.mem.w, to), s.n) || newRaw {
			sm.wVersion++
			grew = true
		}
	}
	return grew
}

// importShared raises the part's view of the module-wide locations it
// touched to shared and queues the readers of what grew; it reports
// whether there is anything to visit.
func (s *solver) importShared() bool {
	sm := s.shared
	for i := 0; i < len(s.mem.mod); i++ {
		st, l := s.mem.mod[i], s.mem.modID[i]
		if st.seen == sm.version[l] {
			continue
		}
		st.seen = sm.version[l]
		if sm.escaped[l] && !st.escaped {
			s.escape([]locID{l})
		}
		if sm.bitsAll[l]&^st.allMask() != 0 {
			st.setAll(sm.bitsAll[l])
			s.enqueueReaders(st)
		}
		old := st.c
		if st.c.raise(s.fromModuleCell(sm.contents[l]), s.n) {
			s.enqueueIfRead(st, old, s.mem.w)
		}
	}
	if s.mem.wSeen != sm.wVersion {
		s.mem.wSeen = sm.wVersion
		old := s.mem.w
		if s.mem.w.raise(s.fromModuleCell(sm.w), s.n) {
			s.eachEscaped(func(st *locState) { s.enqueueIfRead(st, st.c, old) })
		}
		if sm.rawW && !s.mem.rawW {
			s.mem.rawW = true
			s.enqueueRawEscaped()
		}
	}
	return s.queue.Len() > 0
}

// toModule translates a part's cell for shared memory: origins into the
// module table, the part's own locations into unknown memory.
func (s *solver) toModule(c cell, to *origins) cell {
	out := cell{set: c.set}
	for i := range s.n {
		if o := c.originOf(i); o != 0 {
			ori := s.orig.list[o]
			out.org[i] = to.add(ori.Kind, ori.Text, ori.Pos)
		}
	}
	// Locations are sorted: the part's own come last.
	n := len(c.locs)
	for n > 0 && c.locs[n-1] >= s.moduleLocs {
		n--
	}
	out.locs = c.locs[:n:n]
	if n < len(c.locs) {
		out.locs, _ = unionLocs(out.locs, unknownLocs)
	}
	return out
}

// fromModuleCell translates a cell of shared memory into the part's
// origin table.
func (s *solver) fromModuleCell(c cell) cell {
	for i := range s.n {
		o := c.originOf(i)
		if o == 0 {
			continue
		}
		p, ok := s.fromModule[o]
		if !ok {
			ori := s.moduleOrig.list[o]
			p = s.orig.add(ori.Kind, ori.Text, ori.Pos)
			s.fromModule[o] = p
		}
		c.org[i] = p
	}
	return c
}

// clone copies an origin table.
func (o *origins) clone() *origins {
	c := &origins{list: slices.Clone(o.list), memo: make(map[originKey]int32, len(o.memo)), off: o.off}
	for k, v := range o.memo {
		c.memo[k] = v
	}
	return c
}

// Memory is the module-wide memory a whole-module Solve settled on, kept
// to solve parts of the module again (SolveParts).
type Memory struct {
	shared *sharedMem
	orig   *origins
	// globals are the module's global variables when it was solved.
	globals []*ir.GlobalVariable
}

// initCell is what global variable g holds before any code runs: its
// initializer, or, when another module's definition may replace this
// one (weak, common, linkonce), anything: the linked program's
// initializer may hold a pointer to that module's __constant__ or
// __shared__ variables, which no launch of this module's kernels wrote
// and the host cannot write (it stores global pointers only).
func (s *solver) initCell(g *ir.GlobalVariable) cell {
	c := s.stateOf(g.Init)
	if interposable(g.Linkage) {
		c = union(c, s.unknownCell("the initializer of @"+g.Name()+", which another module's definition may replace", s.globalPos(g)), s.n)
	}
	return c
}
