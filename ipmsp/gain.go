package ipmsp

import (
	"strings"

	"memspace/ir"
)

// What a space is worth to a pointer. Giving a parameter a concrete space
// pays only if some use of it is better for it: a memory access through
// it, a cast to a concrete space, an intrinsic with per-space forms, a
// return (its callers may see the space), or an argument of a defined
// function whose parameter gains in turn. A pointer that is only compared,
// converted to an integer, stored as a value or handed to an unknown or
// indirect callee gains nothing: with a space, it would only get a cast
// back to generic in the function and a cast to the space in every
// caller. The walk follows address arithmetic (GEP, bitcast, freeze, phi,
// select, llvm.ptrmask), stack slots (a pointer stored into an alloca
// that is only loaded and stored comes back out of its loads, as the local
// classifier sees it) and calls into the callees' parameters.

// gainsFromSpace reports whether some use of v gains from a concrete
// space.
func (s *state) gainsFromSpace(v ir.Value) bool {
	return s.gainsExcept(v, nil)
}

// gainsBeyond is gainsFromSpace not counting the calls of f.
func (s *state) gainsBeyond(v ir.Value, f *ir.Function) bool {
	return s.gainsExcept(v, f)
}

// gainsExcept is gainsFromSpace where the calls of skip gain nothing.
func (s *state) gainsExcept(v ir.Value, skip *ir.Function) bool {
	seen := map[ir.Value]bool{v: true}
	work := []ir.Value{v}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		for _, u := range ir.UsersOf(x) {
			in, ok := u.(*ir.Instruction)
			if !ok || (skip != nil && in.IsCallLike() && in.CalledFunction() == skip) {
				continue
			}
			gains, next := s.useGain(in, x)
			if gains {
				return true
			}
			for _, n := range next {
				if !seen[n] {
					seen[n] = true
					work = append(work, n)
				}
			}
		}
	}
	return false
}

// useGain reports whether in's use of x gains from a space; if not, it
// returns the values whose uses carry x on: the pointer in computes from
// x, the loads of the stack slot in stores x into, the parameters of the
// callee in passes x to.
func (s *state) useGain(in *ir.Instruction, x ir.Value) (bool, []ir.Value) {
	switch in.Op {
	case ir.OpStore:
		if in.Operand(1) == x {
			return true, nil
		}
		return false, slotLoadsOf(in)
	case ir.OpLoad, ir.OpAtomicRMW, ir.OpCmpXchg:
		return in.Operand(in.PointerOperandIndex()) == x, nil
	case ir.OpAddrSpaceCast, ir.OpRet:
		return true, nil
	case ir.OpGetElementPtr, ir.OpBitCast, ir.OpFreeze, ir.OpPhi, ir.OpSelect:
		return false, []ir.Value{in}
	case ir.OpCall:
		return s.callGain(in, x)
	}
	return false, nil
}

// callGain is useGain for a call: an intrinsic gains (but markers such as
// llvm.lifetime.*), llvm.ptrmask and the NVVM conversions carry x on in
// their result, and a defined function carries it on in its parameters,
// or gains at once when they already have a concrete space.
func (s *state) callGain(in *ir.Instruction, x ir.Value) (bool, []ir.Value) {
	callee := in.CalledFunction()
	if callee == nil || in.Callee() == x {
		return false, nil
	}
	name := callee.Name()
	switch {
	case passesPointer(in) && in.Operand(0) == x:
		return false, []ir.Value{in}
	case strings.HasPrefix(name, "llvm."):
		return !isMarker(name), nil
	case callee.IsDeclaration() || s.kernels[callee]:
		return false, nil
	}
	var params []ir.Value
	for i, a := range in.Args() {
		if a != x || i >= len(callee.Params) {
			continue
		}
		if p := callee.Params[i]; s.isGeneric(p.Type()) {
			params = append(params, p)
		} else if isScalarPtr(p.Type()) {
			return true, nil
		}
	}
	return false, params
}

// slotLoadsOf returns the loads of the stack slot a store writes to, or
// nil when its address is not a slot.
func slotLoadsOf(st *ir.Instruction) []ir.Value {
	a, ok := st.Operand(1).(*ir.Instruction)
	if !ok || a.Op != ir.OpAlloca {
		return nil
	}
	loads, _ := slotLoads(a)
	out := make([]ir.Value, len(loads))
	for i, ld := range loads {
		out[i] = ld
	}
	return out
}
