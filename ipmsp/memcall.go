package ipmsp

import (
	"memspace/addrspace"
	"memspace/ir"
	"memspace/lattice"
)

// What a clone's loads read. A clone made for a group of calls is internal
// and only those calls reach it, so a load through one of its parameters
// reads what the memory the callers pass holds: a __shared__ pointer
// variable, the caller's stack slot, a global table. The round's solve
// knows that memory at each call (addrspace.Result.LoadedThrough); the
// original function's own load, which the solve also describes, sees what
// every caller's memory holds, and unknown memory for an exported
// original. Judging a prospective clone with the original's load sets
// made it look as if it duplicated generic accesses, and it was declined
// (a helper peek(float *const *slot) called with &cur, a __shared__
// pointer variable). Only the profit model asks: the sets decide which
// clones pay, never a type; memspace-opt's solve, run after this pass,
// computes the clone's values from its callers itself (it is internal
// and called directly, so its parameters take the actual arguments, with
// the locations they point into).

// callerMemory returns, per pointer parameter of fi's function, what a
// load through it reads in a clone for group g: the union over g's calls
// of what a load through the actual argument reads there. A parameter is
// left out when the solve does not know where some call's actual points.
// A call in a function the pass changed this round is asked about as its
// original (a clone's origin map; casts the pass inserted are looked
// through): memory only loses contents when the pass specializes, so the
// solve's answer still covers it.
func (s *state) callerMemory(fi *fnInfo, g *group) map[int]lattice.Set {
	out := map[int]lattice.Set{}
	for i, p := range fi.f.Params {
		if !isScalarPtr(p.Type()) {
			continue
		}
		var set lattice.Set
		known := len(g.sites) > 0
		for _, cs := range g.sites {
			args := addrspace.CallArgs(cs.Instr)
			if i >= len(args) {
				known = false
				break
			}
			at, actual := s.solvedValue(cs.Instr), s.solvedValue(args[i])
			call, isCall := at.(*ir.Instruction)
			if !isCall {
				known = false
				break
			}
			got, ok := s.res.LoadedThrough(actual, call)
			if !ok {
				known = false
				break
			}
			set |= got
		}
		if known {
			out[i] = set
		}
	}
	return out
}

// loadThrough answers a non-volatile load whose address is a parameter
// with a known through set, reached through GEPs and casts.
func (c *classifier) loadThrough(ld *ir.Instruction) (lattice.Set, bool) {
	if len(c.through) == 0 || ld.Flags.Has(ir.Volatile) {
		return 0, false
	}
	v := ld.Operand(0)
	for range 64 {
		switch x := v.(type) {
		case *ir.Argument:
			set, ok := c.through[x.Index]
			return set, ok && x.Parent == c.fi.f
		case *ir.Instruction:
			if x.Op != ir.OpGetElementPtr && x.Op != ir.OpBitCast && x.Op != ir.OpAddrSpaceCast {
				return 0, false
			}
			v = x.Operand(0)
		default:
			return 0, false
		}
	}
	return 0, false
}

// solvedValue maps a value of a function the pass changed this round to
// the value the round's solve knows: through the clone's origin map, and
// through the casts the pass inserted.
func (s *state) solvedValue(v ir.Value) ir.Value {
	for range 8 {
		if in, ok := v.(*ir.Instruction); ok && s.ours.at(in) && in.NumOperands() > 0 {
			v = in.Operand(0)
			continue
		}
		f := funcOfValue(v)
		if f == nil {
			return v
		}
		o, ok := s.info(f).origin[v]
		if !ok {
			return v
		}
		v = o
	}
	return v
}

// funcOfValue returns the function an argument or instruction belongs to.
func funcOfValue(v ir.Value) *ir.Function {
	switch v := v.(type) {
	case *ir.Argument:
		return v.Parent
	case *ir.Instruction:
		if v.Parent != nil {
			return v.Parent.Parent
		}
	}
	return nil
}
