package ipmsp

import (
	"math"
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

// A parameter that passes its pointer on gains when the callee's
// parameter does, so the answers for parameters are remembered: a chain of
// helpers is walked once, not once per link. A yes stays true as the pass
// goes on (a clone keeps its original's uses, a call moved to a clone
// passes into a parameter that gains or already has a space); a no holds
// until the module changes. Within one question the parameters form a
// graph (recursion makes cycles), searched depth first with Tarjan's
// bookkeeping, so a no is recorded only for a whole component at once.

// gainAnswer is a remembered answer for one parameter.
type gainAnswer struct {
	gains bool
	edits int // s.edits when a no was found
}

// gainsFromSpace reports whether some use of v gains from a concrete
// space.
func (s *state) gainsFromSpace(v ir.Value) bool {
	w := &gainSearch{s: s, index: map[ir.Value]int{}}
	gains, _ := w.visit(v)
	return gains
}

// gainsBeyond is gainsFromSpace not counting the calls of f (not
// remembered: it asks a different question).
func (s *state) gainsBeyond(v ir.Value, f *ir.Function) bool {
	return s.gainsExcept(v, f, nil)
}

// gainSearch is one depth-first search through the parameters of callees.
type gainSearch struct {
	s     *state
	index map[ir.Value]int // stack position of the values being searched
	stack []ir.Value
}

// noIndex is the low link of a value whose answer is final.
const noIndex = math.MaxInt

// visit answers for v and returns the lowest stack position the search
// from v reached without finding a gain (noIndex: none still open).
func (w *gainSearch) visit(v ir.Value) (bool, int) {
	s := w.s
	if a, ok := s.gains[v]; ok && (a.gains || a.edits == s.edits) {
		return a.gains, noIndex
	}
	if i, open := w.index[v]; open {
		return false, i
	}
	i := len(w.stack)
	w.index[v] = i
	w.stack = append(w.stack, v)
	low := i
	gains := s.gainsExcept(v, nil, func(p ir.Value) bool {
		g, l := w.visit(p)
		low = min(low, l)
		return g
	})
	if !gains && low < i {
		return false, low
	}
	for _, x := range w.stack[i:] {
		delete(w.index, x)
		if !gains {
			s.gains[x] = gainAnswer{edits: s.edits}
		}
	}
	w.stack = w.stack[:i]
	if gains {
		s.gains[v] = gainAnswer{gains: true}
	}
	return gains, noIndex
}

// gainsExcept walks the uses of v within its function, where the calls of
// skip gain nothing. A callee parameter it reaches is asked with param
// when given, or walked like v's own values.
func (s *state) gainsExcept(v ir.Value, skip *ir.Function, param func(ir.Value) bool) bool {
	seen := map[ir.Value]bool{v: true}
	work := []ir.Value{v}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		users := ir.UsersOf(x)
		s.gainSteps += len(users)
		for _, u := range users {
			in, ok := u.(*ir.Instruction)
			if !ok || (skip != nil && in.IsCallLike() && in.CalledFunction() == skip) {
				continue
			}
			gains, next := s.useGain(in, x)
			if gains {
				return true
			}
			for _, n := range next {
				if seen[n] {
					continue
				}
				seen[n] = true
				if _, isParam := n.(*ir.Argument); isParam && param != nil {
					if param(n) {
						return true
					}
					continue
				}
				work = append(work, n)
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
	case s.passesPointer(in) && in.Operand(0) == x:
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
