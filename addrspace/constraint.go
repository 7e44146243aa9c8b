package addrspace

import (
	"memspace/ir"
	"memspace/lattice"
	"memspace/target"
)

// Some instruction forms have no generic variant: the generic operands of
// the cp.async.bulk copies must be global (WMMA loads and stores accept
// generic, shared and global pointers and impose nothing). That is a
// backward constraint: it flows from the call up the pointer's
// def chain (through GEPs, casts, phis and selects) to the chain's roots.
// A root whose set includes global (or is empty) is narrowed to global; a
// root or cast that is provably elsewhere contradicts the constraint, and
// the operand becomes generic instead (the full set), recorded as a
// Conflict for the verifier.

// Conflict is an operand required global by an intrinsic but proven to
// point elsewhere.
type Conflict struct {
	Call    *ir.Instruction // the intrinsic call
	Operand ir.Value        // the pointer that must be global
	// Culprit is the value in its def chain that is provably not global,
	// and Set what it was inferred to be.
	Culprit ir.Value
	Set     lattice.Set
}

// applyConstraints finds the constrained operands of the current solution
// and, when any root must change, solves again with them fixed.
func (s *solver) applyConstraints() {
	changed := false
	for _, f := range s.funcs {
		if s.frozen[f] {
			continue
		}
		f.Instructions(func(in *ir.Instruction) {
			if !in.IsCallLike() {
				return
			}
			for _, op := range constrainedOperands(s.t, in) {
				if s.constrainBack(in, op) {
					changed = true
				}
			}
		})
	}
	if changed {
		s.run()
	}
}

// constrainedOperands returns the generic pointers a call requires to be
// global: the generic operands of a bulk copy (directly, or through a cast
// to global).
func constrainedOperands(t *target.Target, in *ir.Instruction) []ir.Value {
	name := calleeName(in)
	args := callArgs(in)
	switch {
	case isBulkCopy(name):
		var out []ir.Value
		for _, a := range args {
			if isGenericPtr(t, a) {
				out = append(out, a)
			} else if src, ok := genericSourceOfGlobalCast(t, a); ok {
				out = append(out, src)
			}
		}
		return out
	}
	return nil
}

func isGenericPtr(t *target.Target, v ir.Value) bool {
	as, ok := ir.AddrSpaceOf(v.Type())
	return ok && t.IsGeneric(target.AddrSpace(as))
}

// genericSourceOfGlobalCast returns p when v is "addrspacecast p to global"
// with p generic.
func genericSourceOfGlobalCast(t *target.Target, v ir.Value) (ir.Value, bool) {
	var op ir.Value
	switch c := v.(type) {
	case *ir.Instruction:
		if c.Op != ir.OpAddrSpaceCast {
			return nil, false
		}
		op = c.Operand(0)
	case *ir.ConstExpr:
		if c.Op != ir.OpAddrSpaceCast {
			return nil, false
		}
		op = c.Operands()[0]
	default:
		return nil, false
	}
	global, _ := t.SpaceByName("global")
	as, _ := ir.AddrSpaceOf(v.Type())
	return op, target.AddrSpace(as) == global && isGenericPtr(t, op)
}

// constrainBack walks from op up its def chain. It fixes the roots to
// global, or marks op generic on a contradiction. It reports whether the
// solution must be recomputed.
func (s *solver) constrainBack(call *ir.Instruction, op ir.Value) bool {
	roots, culprit := s.chainRoots(op)
	if culprit != nil {
		if s.forcedTop[op] {
			return false
		}
		s.forcedTop[op] = true
		s.conflicts = append(s.conflicts, Conflict{Call: call, Operand: op, Culprit: culprit, Set: s.stateOf(culprit).set})
		return true
	}
	origin := s.orig.add(FromConstraint, "required by @"+calleeName(call), s.posOf(call))
	changed := false
	for _, r := range roots {
		if _, done := s.forcedG[r]; done {
			continue
		}
		s.forcedG[r] = origin
		changed = true
	}
	return changed
}

// chainRoots returns the roots of v's def chain that are not already
// exactly global, or the first value that contradicts global.
func (s *solver) chainRoots(v ir.Value) (roots []ir.Value, culprit ir.Value) {
	g, _ := lattice.Of(s.t, s.globalSpace())
	seen := map[ir.Value]bool{}
	work := []ir.Value{v}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[x] {
			continue
		}
		seen[x] = true
		if next, ok := s.chainOperands(x); ok {
			work = append(work, next...)
			continue
		}
		set := s.stateOf(x).set
		switch {
		case set == g:
		case set.IsEmpty() || set.Has(s.t, s.globalSpace()):
			if _, isConst := x.(ir.Constant); !isConst && !isConcreteTyped(s.t, x) {
				roots = append(roots, x)
			}
		default:
			return nil, x
		}
	}
	return roots, nil
}

func isConcreteTyped(t *target.Target, v ir.Value) bool {
	as, ok := ir.AddrSpaceOf(v.Type())
	return ok && !t.IsGeneric(target.AddrSpace(as))
}

// chainOperands returns the pointers a generic address expression is
// computed from; ok is false for roots.
func (s *solver) chainOperands(x ir.Value) ([]ir.Value, bool) {
	if isConcreteTyped(s.t, x) {
		return nil, false
	}
	switch v := x.(type) {
	case *ir.Instruction:
		return s.instrChain(v)
	case *ir.ConstExpr:
		ops := v.Operands()
		switch v.Op {
		case ir.OpGetElementPtr, ir.OpBitCast, ir.OpAddrSpaceCast:
			return ops[:1], true
		}
	}
	return nil, false
}

func (s *solver) instrChain(v *ir.Instruction) ([]ir.Value, bool) {
	switch v.Op {
	case ir.OpGetElementPtr, ir.OpBitCast, ir.OpFreeze, ir.OpAddrSpaceCast:
		return []ir.Value{v.Operand(0)}, true
	case ir.OpSelect:
		return []ir.Value{v.Operand(1), v.Operand(2)}, true
	case ir.OpPhi:
		var out []ir.Value
		for i := range v.NumIncoming() {
			in, _ := v.Incoming(i)
			out = append(out, in)
		}
		return out, true
	case ir.OpIntToPtr:
		if p, ok := ptrToIntSource(v.Operand(0)); ok && s.cfg.TrackInt2Ptr && s.exactPair(p, v.Operand(0), v.Type()) {
			return []ir.Value{p}, true
		}
	case ir.OpCall:
		args := callArgs(v)
		if len(args) > 0 && isPtrLike(args[0].Type()) && PassesPointer(v, s.ptrBits(args[0].Type())) {
			return args[:1], true
		}
	}
	return nil, false
}
