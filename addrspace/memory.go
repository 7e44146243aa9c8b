package addrspace

import (
	"fmt"

	"memspace/ir"
	"memspace/lattice"
)

// The model of memory: where a pointer loaded from memory may point.
//
// Memory is split into abstract locations: each alloca, each global
// variable, each byval or grid_constant parameter copy, host memory (what
// kernel pointer parameters reach, at every level of indirection), and
// unknown memory (what code we cannot see may reach). Every pointer value
// carries, beside its set of spaces, the list of locations it may point
// into; every location has a content cell: the union of every value
// stored into it (pointers, and the images of pointers in non-pointer
// values). A load returns the content of the locations its address may
// point into. Stores, atomics, copies and calls add to contents; sets and
// location lists only grow, so the solve still terminates.
//
// Why it is sound:
//
//   - Every write the module can perform is seen. Stores, atomicrmw,
//     cmpxchg, memcpy/memmove, masked stores and scatters, and the NVVM
//     atomic intrinsics add the stored value to each location its address
//     may reach. A value is followed through every form it can take: a
//     non-pointer value computed from a pointer (ptrtoint, arithmetic,
//     trunc/zext, bitcasts to integers, floats or vectors, insert/extract,
//     aggregates, copies through memory, call arguments and returns)
//     carries that pointer's cell as its image, and storing it counts as
//     storing the pointer.
//   - Code we cannot see (calls whose memory effects are unknown, inline
//     asm, intrinsics neither the IR's attributes nor our table describe)
//     writes the full set into every location it may reach: the locations
//     of its arguments, and every escaped location (memory whose address
//     code outside the module may know: host memory, global variables that
//     are not internal, and anything whose address was stored into escaped
//     memory, passed to such code, or turned into an unknown pointer).
//     Memory effects come from memory(...), readnone, readonly, writeonly
//     and argmemonly on the call or the declaration.
//   - A pointer we know nothing about (a parameter of a function with
//     unknown callers, what unknown code returns, inttoptr of an integer
//     that is not an unchanged pointer image) points to unknown memory:
//     loading through it gives the full set, storing through it writes
//     into every escaped location.
//   - Host memory starts holding global pointers only (when
//     param-always-point-to-global, the default): the host can only hand
//     out global addresses. The same holds for global variables other than
//     shared ones (cudaMemcpyToSymbol) and for byval kernel parameters.
//     That is the option's assumption: what launches of other modules'
//     kernels leave in memory is global. Everything any launch of this
//     module's kernels stores counts, for every kernel (kernels share
//     buffers, and a later launch may test an address an earlier one
//     stored with isspacep, even one whose memory is gone).
//   - A launch of this module's kernels runs them and what they call. A
//     function that code outside the module may call (not internal, or
//     address taken) also runs in launches of other modules' kernels:
//     there, loads from escaped memory give the full set; writes through
//     unknown pointers by code that no kernel of the module reaches happen
//     only in such launches, which the assumption above covers.
//   - A volatile load is unknown: the memory may be a device register or
//     changed by another agent.
//
//   - Bits no pointer flows into (an integer or float that is no
//     pointer's image) are raw: a pointer loaded from them is made from
//     an integer and unknown, where its bytes overlap them (raw.go). An
//     image mixed with raw bits by arithmetic, or passed beside raw bits
//     into one parameter, carries them (unionOperands, valueCell): its
//     bits may be the raw ones alone.
//   - A variable another module's definition may replace (weak, common,
//     linkonce) may start with that module's initializer: unknown
//     contents (initCell).
//   - A noalias kernel parameter's memory is apart from the launch's
//     other parameters only: other launches pass it as any parameter
//     (locInfo.viaHost).
//
// Location lists are exact for allocas and module-wide for globals and
// host memory. Contents are field-insensitive: one cell per location;
// raw bits are kept by byte range.

// locID names an abstract memory location: the module-wide ones (unknown
// memory, host memory, one per global variable) come first, then each
// part's own (allocas and byval copies).
type locID = int32

const (
	locUnknown     locID = 0 // memory code we cannot see may reach
	locHost        locID = 1 // memory the host filled: what kernel parameters reach
	firstGlobalLoc       = 2
)

// locInfo is the static description of one location.
type locInfo struct {
	v ir.Value // the alloca, global variable or parameter; nil for host/unknown
	// hostFilled: the host may have put global pointers there.
	hostFilled bool
	// escapedAtStart: code outside the module may know its address.
	escapedAtStart bool
	// viaHost: the memory of a noalias kernel parameter, which is host
	// memory to every other launch: what is stored through it may be
	// read by them, and what they stored there through any parameter
	// may be read through it, as far as it is valid in this launch
	// (lasting: global and constant pointers; shared and local ones died
	// with their launch, and within one launch noalias keeps the other
	// parameters' stores apart).
	viaHost bool
}

// lasting keeps, of c, the spaces whose memory outlives a launch: what a
// pointer another launch stored may still point to. A dead shared or
// local address read back can only be compared or tested (isspacep), not
// dereferenced; such tests on a noalias parameter's contents are not
// covered (README of the soundness suite, class 2).
func (s *solver) lasting(c cell) cell {
	var keep lattice.Set
	for _, name := range []string{"global", "constant"} {
		if as, ok := s.t.SpaceByName(name); ok {
			if one, ok := lattice.Of(s.t, as); ok {
				keep = keep.Union(one)
			}
		}
	}
	for i := range c.org {
		if c.set&(1<<i) != 0 && keep&(1<<i) == 0 {
			c.org[i] = 0
		}
	}
	c.set = c.set.Intersect(keep)
	return c
}

var unknownLocs = []locID{locUnknown}

// maxLocs bounds a cell's location list: a longer one escapes its
// locations and becomes unknown memory, which covers every escaped
// location (loads through it give the full set, stores reach them all).
const maxLocs = 8

// fit prepares src for raising dst: when dst already points to unknown
// memory, escaped locations add nothing.
func (s *solver) fit(dst *cell, src cell) cell {
	if len(dst.locs) == 0 || dst.locs[0] != locUnknown || len(src.locs) == 0 {
		return src
	}
	// keep shares src's list up to the first location dropped (capped
	// there, so appending copies it), and shares all of it when none is.
	keep, dropped := src.locs, false
	for i, l := range src.locs {
		kept := l == locUnknown || !s.isEscaped(l)
		switch {
		case !dropped && !kept:
			keep, dropped = src.locs[:i:i], true
		case dropped && kept:
			keep = append(keep, l)
		}
	}
	src.locs = keep
	return src
}

// raiseBounded raises dst by src, keeping its location list short; it
// reports whether dst grew.
func (s *solver) raiseBounded(dst *cell, src cell) bool {
	if !dst.raise(s.fit(dst, src), s.n) {
		return false
	}
	if len(dst.locs) > maxLocs {
		locs := dst.locs
		dst.locs = unknownLocs
		s.escape(locs)
	}
	return true
}

// locState is what a part knows of one location in the current solve.
type locState struct {
	c       cell
	escaped bool
	// bits: where raw bits and window offsets were stored in the
	// location (raw.go).
	bits [numKinds]ranges
	// hostFilled: the location's static hostFilled (readLoc adds host
	// memory's pointers to what it holds).
	hostFilled bool
	readers    []int32 // the blocks that read it
	lastReader int32   // 1 + the block that last read it, to skip seen
	// dirty: changed since the part last exported it; seen: the version
	// of shared memory's entry the part last imported.
	dirty bool
	seen  uint32
}

// memState is what one part knows of memory in the current solve: its own
// locations, the module-wide ones it touched (as it last saw them, in the
// order first touched), and what unknown code may have written into
// escaped memory.
type memState struct {
	local  []locState
	mod    []*locState
	modID  []locID
	modIdx map[locID]int32
	w      cell
	wDirty bool
	wSeen  uint32
	seen   map[uint64]bool
	// rawW: code a kernel reaches wrote raw bits into unknown memory
	// (raw.go); exported and imported with w.
	rawW bool
}

// newMemState makes the initial memory of a part.
func (s *solver) newMemState() memState {
	st := memState{local: make([]locState, len(s.localLocs)), modIdx: map[locID]int32{}, seen: map[uint64]bool{}}
	for i, li := range s.localLocs {
		st.local[i].escaped = li.escapedAtStart
		st.local[i].hostFilled = li.hostFilled
	}
	return st
}

// loc returns the state of location l, taking a module-wide location's
// state from shared memory when the part first touches it.
func (s *solver) loc(l locID) *locState {
	if l >= s.moduleLocs {
		return &s.mem.local[l-s.moduleLocs]
	}
	if i, ok := s.mem.modIdx[l]; ok {
		return s.mem.mod[i]
	}
	st := &locState{c: s.fromModuleCell(s.shared.contents[l]), escaped: s.shared.escaped[l], seen: s.shared.version[l],
		hostFilled: s.fc.mlocs[l].hostFilled}
	st.setAll(s.shared.bitsAll[l])
	s.mem.modIdx[l] = int32(len(s.mem.mod))
	s.mem.mod = append(s.mem.mod, st)
	s.mem.modID = append(s.mem.modID, l)
	return st
}

// isEscaped reports whether location l escaped, without making a state for
// a module-wide location the part has not touched.
func (s *solver) isEscaped(l locID) bool {
	if l >= s.moduleLocs {
		return s.mem.local[l-s.moduleLocs].escaped
	}
	if i, ok := s.mem.modIdx[l]; ok {
		return s.mem.mod[i].escaped
	}
	return s.shared.escaped[l]
}

// info returns the static description of location l.
func (s *solver) info(l locID) locInfo {
	if l < s.moduleLocs {
		return s.fc.mlocs[l]
	}
	return s.localLocs[l-s.moduleLocs]
}

// addReader remembers that block b reads location l, whose state is st.
func (s *solver) addReader(l locID, st *locState, b *ir.Block) {
	bi, ok := s.blockIndex(b)
	if !ok || st.lastReader == bi+1 {
		return
	}
	st.lastReader = bi + 1
	key := uint64(uint32(l))<<32 | uint64(uint32(bi))
	if s.mem.seen[key] {
		return
	}
	s.mem.seen[key] = true
	st.readers = append(st.readers, bi)
}

func (s *solver) enqueueReaders(st *locState) {
	for _, b := range st.readers {
		s.queue.push(b)
	}
}

// eachEscaped calls fn on every escaped location the part knows.
func (s *solver) eachEscaped(fn func(st *locState)) {
	for i := range s.mem.local {
		if s.mem.local[i].escaped {
			fn(&s.mem.local[i])
		}
	}
	for _, st := range s.mem.mod {
		if st.escaped {
			fn(st)
		}
	}
}

// readFrom is what instruction at (a load, or a call that reads memory)
// reads through address addr.
func (s *solver) readFrom(addr ir.Value, at *ir.Instruction) cell {
	var out cell
	for _, l := range s.stateOf(addr).locs {
		if l == locUnknown {
			out.raise(s.readLoc(l, addr, at), s.n)
			continue
		}
		st := s.loc(l)
		s.addReader(l, st, at.Parent)
		out.raise(s.readState(l, st, addr, at), s.n)
		if s.info(l).viaHost {
			hs := s.loc(locHost)
			s.addReader(locHost, hs, at.Parent)
			out.raise(s.lasting(s.readState(locHost, hs, addr, at)), s.n)
		}
		if c, ok := s.rawRead(l, st, addr, at); ok {
			out.raise(c, s.n)
		} else if readsBits(at.Type()) && s.rawHit(l, st, addr, at.Type()) {
			out.raw = true // an integer or float read over raw bits
		}
	}
	return out
}

// readLoc is the content of location l as seen by at.
func (s *solver) readLoc(l locID, addr ir.Value, at *ir.Instruction) cell {
	if l == locUnknown {
		return s.unknownAt(at, seedLoaded, func() string { return "loaded from memory we cannot see" })
	}
	return s.readState(l, s.loc(l), addr, at)
}

// readState is readLoc for a location whose state st the caller has.
func (s *solver) readState(l locID, st *locState, addr ir.Value, at *ir.Instruction) cell {
	out := st.c
	if st.hostFilled {
		out = union(out, s.hostContent(addr, at), s.n)
	}
	if st.escaped {
		if s.fc.unknownCtx[at.Parent.Parent] {
			return union(out, s.unknownAt(at, seedLoaded, func() string { return "loaded from memory other code may write" }), s.n)
		}
		out = union(out, s.mem.w, s.n)
	}
	return out
}

// hostContent is what the host may have stored where at reads: global
// pointers (param-always-point-to-global), or anything.
func (s *solver) hostContent(addr ir.Value, at *ir.Instruction) cell {
	if !s.cfg.ParamAlwaysGlobal {
		return s.unknownAt(at, seedUntrusted, func() string {
			return "loaded through " + s.rootName(addr) + " (param-always-point-to-global is off)"
		})
	}
	return s.memo(at, seedTrusted, func() cell {
		c := s.seed(s.globalSpace(), FromParamLoad, "pointer loaded through "+s.rootName(addr), s.posOf(at))
		c.locs = s.hostLocs
		return c
	})
}

// storeTo adds val to every location an address with cell addr may
// reach. f is the function that stores.
func (s *solver) storeTo(addr, val cell, f *ir.Function) {
	val.raw = false // contents are pointers: raw bits are kept by range
	if val.isEmpty() {
		return
	}
	for _, l := range addr.locs {
		s.raiseLoc(l, val, f)
	}
}

// raiseLoc adds c to the content of location l.
func (s *solver) raiseLoc(l locID, c cell, f *ir.Function) {
	if l == locUnknown {
		s.writeUnknown(c, f)
		return
	}
	if l < s.moduleLocs {
		s.escapeLocal(c.locs) // other parts may read it
	}
	st := s.loc(l)
	if st.escaped {
		s.escape(c.locs)
		st = s.loc(l) // escape may have grown the table
	}
	old := st.c
	if s.raiseBounded(&st.c, c) {
		st.dirty = true
		s.enqueueIfRead(st, old, s.mem.w)
		if s.cfg.Trace != nil && st.c.set != old.set {
			fmt.Fprintf(s.cfg.Trace, "memspace-opt: memory %s: %s -> %s\n", s.locName(l), old.set.String(s.t), st.c.set.String(s.t))
		}
	}
	if s.info(l).viaHost {
		s.raiseLoc(locHost, c, f)
	}
}

// locName names a location for the trace.
func (s *solver) locName(l locID) string {
	switch v := s.info(l).v.(type) {
	case nil:
		if l == locUnknown {
			return "unknown"
		}
		return "host"
	case *ir.GlobalVariable:
		return "@" + v.Name()
	default:
		return s.names.Name(v)
	}
}

// writeUnknown records a write of c through a pointer to unknown memory,
// or by code we cannot see, in function f: it may land in any escaped
// location, and what it points to escapes.
func (s *solver) writeUnknown(c cell, f *ir.Function) {
	s.escape(c.locs)
	if f != nil && !s.fc.kernelCtx[f] {
		return // runs only in launches of other modules (see above)
	}
	c.locs = unknownLocs
	old := s.mem.w
	if s.mem.w.raise(c, s.n) {
		s.mem.wDirty = true
		s.eachEscaped(func(st *locState) { s.enqueueIfRead(st, st.c, old) })
	}
}

// escape marks locations (and, transitively, what they hold) as known to
// code outside the module.
func (s *solver) escape(locs []locID) {
	work := append([]locID(nil), locs...)
	for len(work) > 0 {
		l := work[len(work)-1]
		work = work[:len(work)-1]
		if l == locUnknown || s.isEscaped(l) {
			continue
		}
		st := s.loc(l)
		st.escaped, st.dirty = true, true
		s.enqueueReaders(st)
		work = append(work, st.c.locs...)
	}
}

// escapeLocal escapes the part's own locations among locs.
func (s *solver) escapeLocal(locs []locID) {
	for _, l := range locs {
		if l >= s.moduleLocs && !s.loc(l).escaped {
			s.escape(locs)
			return
		}
	}
}

// copyMemory adds everything the locations of src hold to those of dst
// (memcpy and memmove of n bytes, cp.async; n -1 when unknown), raw bits
// included.
func (s *solver) copyMemory(dst, src ir.Value, n int64, at *ir.Instruction) {
	s.storeTo(s.stateOf(dst), s.readFrom(src, at), at.Parent.Parent)
	s.copyRaw(dst, 0, src, n, at)
}

// unknownWrite is what code we cannot see writes: every space, pointing
// anywhere.
func (s *solver) unknownWrite(at *ir.Instruction) cell {
	return s.memo(at, seedWrite, func() cell {
		return s.spread(s.unknownSet, FromUnknown, s.orig.fresh(FromUnknown, "written by "+s.describeCall(at), s.posOf(at)))
	})
}

// describeCall names the code a call runs.
func describeCall(in *ir.Instruction) string {
	if _, ok := in.Callee().(*ir.InlineAsm); ok {
		return "inline asm"
	}
	if name := calleeName(in); name != "" {
		return "@" + name
	}
	return "an indirect call"
}
