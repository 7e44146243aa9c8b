package addrspace

import (
	"memspace/ir"
	"memspace/lattice"
)

// A pointer loaded from host-filled memory (kernel parameters and the
// global memory they lead to) is global only if no device code can have
// written a non-global pointer (or its integer image) where that load may
// read. The solver first trusts every such load, then looks for writes
// that break the assumption:
//
//   - a store, atomicrmw or cmpxchg of a pointer whose set is not within
//     {global}, to an address that may be global or param memory or a
//     byval copy of it;
//   - a global variable whose initializer holds such a pointer;
//   - a memcpy, memmove or bulk copy into such an address, when any
//     non-global pointer is stored anywhere (it could be copied along);
//   - a call to code we cannot see that may write memory.
//
// When one exists, only loads through parameters that settle the question
// stay trusted: readonly parameters, and noalias parameters when no such
// write goes through kernel-parameter memory.

// danger summarizes the harmful writes of a solution.
type danger struct {
	any  bool // some write may break the assumption
	host bool // one of them writes through kernel-parameter memory
}

func (d *danger) add(o danger) {
	d.any = d.any || o.any
	d.host = d.host || o.host
}

// settleTrust re-solves the parts with narrower trust until the solution
// has no harmful write or nothing is trusted any more. A part whose loads
// never asked about trust keeps its solution: it cannot change.
func (ms *moduleSolve) settleTrust() {
	for range 4 {
		d := ms.dangers()
		if !d.any {
			return
		}
		prot := ms.protectedRoots(d.host)
		if ms.trust == trustProtected && sameRoots(prot, ms.protected) {
			return
		}
		ms.rerun(trustProtected, prot)
	}
	ms.rerun(trustNone, nil)
}

// rerun solves again, under a new policy, every part that asked about it.
func (ms *moduleSolve) rerun(t trustPolicy, prot map[*ir.Argument]bool) {
	ms.trust, ms.protected = t, prot
	ms.each(func(s *solver) {
		asked := s.askedTrust
		s.trust, s.protected = t, prot
		if asked {
			s.run()
			s.writes = s.scanWrites()
		}
	})
}

// protectedRoots lists the kernel parameters whose memory no harmful write
// can reach: readonly ones, and noalias ones unless a harmful write goes
// through kernel-parameter memory.
func (ms *moduleSolve) protectedRoots(hostDanger bool) map[*ir.Argument]bool {
	prot := map[*ir.Argument]bool{}
	for _, f := range ms.m.Functions {
		if !ms.fc.kernels[f] {
			continue
		}
		for _, p := range f.Params {
			if p.Attrs.Has("readonly") || p.Attrs.Has("readnone") || (p.Attrs.Has("noalias") && !hostDanger) {
				prot[p] = true
			}
		}
	}
	return prot
}

func sameRoots(a, b map[*ir.Argument]bool) bool {
	if len(a) != len(b) {
		return false
	}
	for p := range a {
		if !b[p] {
			return false
		}
	}
	return true
}

// dangers gathers the harmful writes the parts found after their last
// solve, and those of the initializers of global variables.
func (ms *moduleSolve) dangers() danger {
	nonGlobal := false
	for _, p := range ms.parts {
		nonGlobal = nonGlobal || p.writes.nonGlobal
	}
	var d danger
	g0 := ms.consts
	for _, g := range ms.m.Globals {
		if g.Init != nil && !g0.onlyGlobal(g0.initPointers(g.Init)) {
			nonGlobal = true
			g0.markIfHost(g0.stateOf(g), &d)
		}
	}
	for _, p := range ms.parts {
		d.add(p.writes.direct)
		if nonGlobal {
			d.add(p.writes.copies)
		}
	}
	return d
}

// writes is what one scan of a part finds: whether it stores a pointer
// that may be non-global, the harmful writes themselves, and the copies
// that are harmful if any non-global pointer is stored anywhere (they
// could carry it along).
type writes struct {
	nonGlobal      bool
	direct, copies danger
}

// scanWrites scans the part's functions for harmful writes.
func (s *solver) scanWrites() writes {
	var w writes
	for _, f := range s.funcs {
		f.Instructions(func(in *ir.Instruction) {
			s.checkInstr(in, &w)
		})
	}
	return w
}

func (s *solver) checkInstr(in *ir.Instruction, w *writes) {
	switch in.Op {
	case ir.OpStore:
		s.checkWrite(in.Operand(0), in.Operand(1), w)
	case ir.OpAtomicRMW:
		s.checkWrite(in.Operand(1), in.Operand(0), w)
	case ir.OpCmpXchg:
		s.checkWrite(in.Operand(2), in.Operand(0), w)
	case ir.OpCall, ir.OpInvoke, ir.OpCallBr:
		s.checkCall(in, w)
	}
}

// checkWrite records a harmful write of val to addr.
func (s *solver) checkWrite(val, addr ir.Value, w *writes) {
	img, isPtr := s.pointerImage(val)
	if !isPtr || s.onlyGlobal(img) {
		return
	}
	w.nonGlobal = true
	s.markIfHost(s.stateOf(addr), &w.direct)
}

// markIfHost records a harmful write to an address with cell a when a
// may point into memory loads trust: global or param memory, or memory
// that is not device memory (a byval copy).
func (s *solver) markIfHost(a cell, d *danger) {
	if a.set.IsEmpty() || (a.dev && a.set.Intersect(s.hostSpaces()).IsEmpty()) {
		return
	}
	d.any = true
	d.host = d.host || a.host
}

// checkCall handles copies and calls we cannot see into.
func (s *solver) checkCall(in *ir.Instruction, w *writes) {
	name := calleeName(in)
	args := callArgs(in)
	opaque := !(memoryNeutral(name) || s.visible(in) || readsOnly(s.m, in) || harmlessExternal(name))
	w.nonGlobal = w.nonGlobal || opaque
	switch {
	case isMemTransfer(name) && len(args) > 0:
		s.markIfHost(s.stateOf(args[0]), &w.copies)
		return
	case isBulkCopy(name):
		s.markPointerArgs(args, &w.copies)
		return
	case !opaque:
		return
	}
	// Code we cannot see may write any memory it can reach, global
	// variables included.
	w.direct.any = true
	for _, a := range args {
		if isPtrLike(a.Type()) {
			w.direct.host = w.direct.host || s.stateOf(a).host
		}
	}
}

func (s *solver) markPointerArgs(args []ir.Value, d *danger) {
	for _, a := range args {
		if isPtrLike(a.Type()) {
			s.markIfHost(s.stateOf(a), d)
		}
	}
}

// visible reports whether a call goes to a function whose body the solver
// analyzes itself.
func (s *solver) visible(in *ir.Instruction) bool {
	f := in.CalledFunction()
	return f != nil && !f.IsDeclaration() && !interposable(f.Linkage)
}

// harmlessExternal: library functions known to write no memory we track.
func harmlessExternal(name string) bool {
	switch name {
	case "vprintf", "printf", "__assertfail", "__assert_fail":
		return true
	}
	return false
}

// initPointers is the union of the pointers in a global's initializer.
func (s *solver) initPointers(c ir.Constant) cell {
	var out cell
	var walk func(v ir.Value, depth int)
	walk = func(v ir.Value, depth int) {
		if depth > 64 {
			return
		}
		if isPtrLike(v.Type()) {
			out = union(out, s.stateOf(v), s.n)
			return
		}
		if agg, ok := v.(*ir.ConstAggregate); ok {
			for _, e := range agg.Elems {
				walk(e, depth+1)
			}
		}
		if p, ok := ptrToIntSource(v); ok {
			out = union(out, s.stateOf(p), s.n)
		}
	}
	walk(c, 0)
	return out
}

// pointerImage returns the cell of a stored value that is a pointer, a
// pointer's integer image (ptrtoint), or an aggregate holding pointers.
func (s *solver) pointerImage(val ir.Value) (cell, bool) {
	if isPtrLike(val.Type()) {
		return s.stateOf(val), true
	}
	if p, ok := ptrToIntSource(val); ok {
		return s.stateOf(p), true
	}
	if containsPointer(val.Type()) {
		if _, isConst := val.(*ir.ConstSimple); isConst {
			return cell{}, true
		}
		return s.unknownCell("aggregate", nil), true
	}
	return cell{}, false
}

// onlyGlobal reports whether a cell's set is within {global}.
func (s *solver) onlyGlobal(c cell) bool {
	g, _ := lattice.Of(s.t, s.globalSpace())
	return c.set.SubsetOf(g)
}

// hostSpaces are the spaces kernel-parameter memory lives in.
func (s *solver) hostSpaces() lattice.Set {
	set, _ := lattice.Of(s.t, s.globalSpace())
	if p, ok := s.t.SpaceByName("param"); ok {
		ps, _ := lattice.Of(s.t, p)
		set = set.Union(ps)
	}
	return set
}
