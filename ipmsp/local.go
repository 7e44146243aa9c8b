package ipmsp

import (
	"strings"

	"memspace/addrspace"
	"memspace/ir"
	"memspace/lattice"
	"memspace/target"
)

// The local classifier. The round's module-wide solve (package addrspace)
// answers for every function the pass has not changed. For a clone, a
// function specialized in place, or a caller whose call results changed
// type, the solve's sets are still sound (each such function only narrows
// what its original saw) but too coarse: the point of a clone is that its
// parameters now have a space. So for those functions the sets are
// recomputed over the function body alone, with the same transfer
// functions as the solver for the address chains (GEP, casts, phi,
// select, inttoptr of ptrtoint, pointer-preserving intrinsics) and the
// solve's answer, through the clone's origin map, for everything else
// (loads, calls, allocas, globals). Pointers typed in a concrete space are
// that space.
//
// This keeps the pass linear: a clone is classified once, over its own
// body, instead of solving the module again after every clone.

// setOf returns the spaces v, a value used in f, may point into.
func (s *state) setOf(f *ir.Function, v ir.Value) lattice.Set {
	fi := s.fns.at(f)
	if fi == nil || !fi.precise {
		return s.res.Set(v)
	}
	if fi.local == nil {
		fi.local = s.classifyWith(fi, nil)
	}
	if set, ok := fi.local[v]; ok {
		return set
	}
	return s.leafSet(fi, v)
}

// classifyWith computes the sets of the pointer values of fi's function
// to a fixpoint, with the sets of seeds fixed. Sets only grow and each can
// grow once per concrete space, so the worklist ends.
func (s *state) classifyWith(fi *fnInfo, seeds map[ir.Value]lattice.Set) map[ir.Value]lattice.Set {
	return s.classifyThrough(fi, seeds, nil)
}

// classifyThrough is classifyWith where a load through parameter i (through
// GEPs and casts) reads through[i] when that is known (memcall.go).
func (s *state) classifyThrough(fi *fnInfo, seeds map[ir.Value]lattice.Set, through map[int]lattice.Set) map[ir.Value]lattice.Set {
	n := len(fi.f.Params)
	fi.f.Instructions(func(in *ir.Instruction) {
		if isScalarPtr(in.Type()) {
			n++
		}
	})
	// Sized for every pointer at once: growing the tables cost more than
	// this walk (a third of the function on a 50 MB module).
	c := &classifier{s: s, fi: fi, seeds: seeds, through: through, sets: make(map[ir.Value]lattice.Set, n),
		queued: make(map[ir.Value]bool, n), slots: findSlots(fi.f), slotSets: map[*ir.Instruction]lattice.Set{}}
	for _, p := range fi.f.Params {
		if isScalarPtr(p.Type()) {
			c.add(p)
		}
	}
	var stores []*ir.Instruction
	fi.f.Instructions(func(in *ir.Instruction) {
		if isScalarPtr(in.Type()) {
			c.add(in)
		}
		if in.Op == ir.OpStore {
			stores = append(stores, in)
		}
	})
	for _, st := range stores {
		c.store(st) // constants and leaves stored into slots
	}
	c.run()
	return c.sets
}

// classifier is one fixpoint over a function body. Slots are allocas only
// loaded from and stored to (as the address): a pointer loaded from one is
// one of the pointers stored into it, which is how unoptimized code keeps
// every variable.
type classifier struct {
	s        *state
	fi       *fnInfo
	seeds    map[ir.Value]lattice.Set
	sets     map[ir.Value]lattice.Set
	work     []ir.Value
	queued   map[ir.Value]bool
	slots    map[*ir.Instruction][]*ir.Instruction // slot alloca -> its pointer loads
	slotSets map[*ir.Instruction]lattice.Set
	through  map[int]lattice.Set
}

func (c *classifier) add(v ir.Value) {
	c.sets[v] = 0
	c.push(v)
}

func (c *classifier) push(v ir.Value) {
	if c.queued == nil {
		c.queued = map[ir.Value]bool{}
	}
	if !c.queued[v] {
		c.queued[v] = true
		c.work = append(c.work, v)
	}
}

func (c *classifier) run() {
	for len(c.work) > 0 {
		v := c.work[len(c.work)-1]
		c.work = c.work[:len(c.work)-1]
		c.queued[v] = false
		in, seeded := c.seeds[v]
		if !seeded {
			in = c.transfer(v)
		}
		grown := c.sets[v] | in
		if grown == c.sets[v] {
			continue
		}
		c.sets[v] = grown
		c.pushUsers(v)
	}
}

// pushUsers queues the pointer values computed from v, and the loads of
// the slots v is stored into.
func (c *classifier) pushUsers(v ir.Value) {
	for _, u := range ir.UsersOf(v) {
		in, ok := u.(*ir.Instruction)
		if !ok {
			continue
		}
		if _, mine := c.sets[in]; mine {
			c.push(in)
		}
		if in.Op == ir.OpStore && in.Operand(0) == v {
			c.store(in)
		}
		if in.Op == ir.OpPtrToInt {
			c.pushIntToPtr(in)
		}
	}
}

// pushIntToPtr queues the inttoptr users of ptrtoint i, which take their
// set from i's pointer (transfer) though i itself is an integer with no
// set of its own.
func (c *classifier) pushIntToPtr(i *ir.Instruction) {
	for _, u := range ir.UsersOf(i) {
		if in, ok := u.(*ir.Instruction); ok && in.Op == ir.OpIntToPtr {
			if _, mine := c.sets[in]; mine {
				c.push(in)
			}
		}
	}
}

// store adds a stored pointer to its slot.
func (c *classifier) store(st *ir.Instruction) {
	a, ok := st.Operand(1).(*ir.Instruction)
	if !ok {
		return
	}
	loads, isSlot := c.slots[a]
	if !isSlot {
		return
	}
	grown := c.slotSets[a] | c.get(st.Operand(0))
	if grown == c.slotSets[a] {
		return
	}
	c.slotSets[a] = grown
	for _, ld := range loads {
		c.push(ld)
	}
}

func (c *classifier) get(op ir.Value) lattice.Set {
	if set, ok := c.sets[op]; ok {
		return set
	}
	return c.s.leafSet(c.fi, op)
}

// findSlots returns f's allocas of pointers that are only loaded from and
// stored to (never escaping, never written with anything but a pointer),
// each with its loads.
func findSlots(f *ir.Function) map[*ir.Instruction][]*ir.Instruction {
	slots := map[*ir.Instruction][]*ir.Instruction{}
	f.Instructions(func(in *ir.Instruction) {
		if in.Op != ir.OpAlloca {
			return
		}
		if loads, ok := slotLoads(in); ok {
			slots[in] = loads
		}
	})
	return slots
}

// slotLoads checks the uses of an alloca and returns its loads.
func slotLoads(a *ir.Instruction) ([]*ir.Instruction, bool) {
	var loads []*ir.Instruction
	for _, u := range ir.UsersOf(a) {
		in, ok := u.(*ir.Instruction)
		switch {
		case !ok:
			if _, md := u.(*ir.ValueAsMetadata); !md {
				return nil, false
			}
		case in.Op == ir.OpLoad:
			if in.Flags.Has(ir.Volatile) {
				return nil, false // a volatile load may read anything
			}
			if isScalarPtr(in.Type()) {
				loads = append(loads, in)
			}
		case in.Op == ir.OpStore:
			if in.Operand(0) == ir.Value(a) || !isScalarPtr(in.Operand(0).Type()) {
				return nil, false
			}
		case in.Op == ir.OpCall && isMarker(addrspace.CalleeName(in)):
		default:
			return nil, false
		}
	}
	return loads, true
}

// isMarker: intrinsics that neither read nor publish an address.
func isMarker(name string) bool {
	return strings.HasPrefix(name, "llvm.lifetime.") || strings.HasPrefix(name, "llvm.dbg.")
}

// transfer is the set of v from the current sets of its operands.
func (c *classifier) transfer(v ir.Value) lattice.Set {
	s := c.s
	if set, ok := s.typeSet(v.Type()); ok {
		return set
	}
	in, ok := v.(*ir.Instruction)
	if !ok {
		return s.leafSet(c.fi, v)
	}
	switch in.Op {
	case ir.OpGetElementPtr, ir.OpFreeze, ir.OpBitCast, ir.OpAddrSpaceCast:
		if isScalarPtr(in.Operand(0).Type()) {
			return c.get(in.Operand(0))
		}
	case ir.OpPhi:
		var set lattice.Set
		for i := range in.NumIncoming() {
			x, _ := in.Incoming(i)
			set |= c.get(x)
		}
		return set
	case ir.OpSelect:
		return c.get(in.Operand(1)) | c.get(in.Operand(2))
	case ir.OpIntToPtr:
		if p, ok := addrspace.PtrToIntSource(in.Operand(0)); ok && s.cfg.TrackInt2Ptr && s.exactPair(p, in) {
			return c.get(p)
		}
	case ir.OpLoad:
		if a, ok := in.Operand(0).(*ir.Instruction); ok {
			if _, isSlot := c.slots[a]; isSlot {
				return c.slotSets[a]
			}
		}
		if set, ok := c.loadThrough(in); ok {
			return set
		}
	case ir.OpCall:
		if s.passesPointer(in) {
			return c.get(in.Operand(0))
		}
	}
	return s.leafSet(c.fi, v)
}

// leafSet asks the round's solve about v, or about the value of the
// original function v was copied from.
func (s *state) leafSet(fi *fnInfo, v ir.Value) lattice.Set {
	if o, ok := fi.origin[v]; ok {
		v = o
	}
	if set, ok := s.typeSet(v.Type()); ok {
		return set
	}
	return s.res.Set(v)
}

// typeSet is the set of a pointer typed in a space other than generic:
// that space, or every space when the target does not know it.
func (s *state) typeSet(t ir.Type) (lattice.Set, bool) {
	as, ok := ir.AddrSpaceOf(t)
	if !ok || s.t.IsGeneric(target.AddrSpace(as)) {
		return 0, false
	}
	if set, ok := lattice.Of(s.t, target.AddrSpace(as)); ok {
		return set, true
	}
	return lattice.Unknown(s.t), true
}

// passesPointer reports whether a call returns its first argument in the
// same space (the solver's rule, addrspace.PassesPointer).
func (s *state) passesPointer(in *ir.Instruction) bool {
	if in.Call() == nil || len(in.Args()) == 0 || !isScalarPtr(in.Operand(0).Type()) {
		return false
	}
	return addrspace.PassesPointer(in, s.ptrBits(in.Operand(0).Type()))
}

// exactPair reports whether inttoptr(ptrtoint p) gives p back unchanged:
// the integer is as wide as p and as the result, and p's bits mean the
// same address in the result's space (the solver's rule).
func (s *state) exactPair(p ir.Value, in *ir.Instruction) bool {
	return addrspace.ExactPair(s.t, s.layout, p.Type(), in.Operand(0).Type(), in.Type())
}

// ptrBits is the width of a pointer type under the module's data layout.
func (s *state) ptrBits(t ir.Type) int {
	as, _ := ir.AddrSpaceOf(t)
	return s.layout.PointerBits(target.AddrSpace(as))
}

func isScalarPtr(t ir.Type) bool { _, ok := t.(*ir.PointerType); return ok }
