package memspaceopt

import (
	"memspace/addrspace"
	"memspace/ir"
	"memspace/target"
)

// The cast folder cleans up the addrspacecasts left after the rewrite. It
// looks at each cast once per round and applies the first rule that fits:
//
//  1. a cast to the space its operand already has disappears;
//  2. a cast of a cast becomes one cast from the inner source to the outer
//     target (or disappears when that is the source's own space), provided
//     the target has that conversion;
//  3. a cast of a plain kernel pointer parameter to global disappears in
//     favour of the parameter's single global copy.
//
// Casts left without users are deleted. Rounds repeat until one changes
// nothing; every change removes a cast or shortens a chain of casts, so
// the rounds end.

// foldCasts runs the folder on r's function and returns how many casts it
// folded.
func foldCasts(r *rewriter) int {
	total := 0
	for round := 0; round < 16; round++ {
		n := foldRound(r)
		total += n
		if n == 0 && !deleteDeadCasts(r) {
			break
		}
	}
	return total
}

func foldRound(r *rewriter) int {
	var casts []*ir.Instruction
	r.f.Instructions(func(in *ir.Instruction) {
		if in.Op == ir.OpAddrSpaceCast {
			casts = append(casts, in)
		}
	})
	n := 0
	for _, c := range casts {
		if c.Parent != nil && foldOne(r, c) {
			n++
		}
	}
	return n
}

// foldOne applies the first rule that fits c.
func foldOne(r *rewriter, c *ir.Instruction) bool {
	src := c.Operand(0)
	srcAS, _ := ir.AddrSpaceOf(src.Type())
	dstAS, _ := ir.AddrSpaceOf(c.Type())
	if srcAS == dstAS {
		replaceFolded(r, c, src)
		return true
	}
	if inner, ok := src.(*ir.Instruction); ok && inner.Op == ir.OpAddrSpaceCast {
		return foldCastOfCast(r, c, inner, target.AddrSpace(dstAS))
	}
	if p, ok := src.(*ir.Argument); ok && target.AddrSpace(dstAS) == r.global && r.res.IsGlobalKernelParam(p) {
		return foldKernelParamCast(r, c, p)
	}
	return false
}

// foldCastOfCast: cast(cast(x from s) to d) is x when d is s, or one cast
// from s to d when the target has it.
func foldCastOfCast(r *rewriter, c, inner *ir.Instruction, dst target.AddrSpace) bool {
	x := inner.Operand(0)
	s, _ := ir.AddrSpaceOf(x.Type())
	if target.AddrSpace(s) == dst {
		replaceFolded(r, c, x)
		return true
	}
	switch r.t.Cast(target.AddrSpace(s), dst) {
	case target.CastAlways, target.CastIfProven:
		r.replaceOperand(c, 0, x)
		return true
	}
	return false
}

// foldKernelParamCast replaces a cast of a kernel parameter to global by
// the parameter's one global copy at the top of the entry block.
func foldKernelParamCast(r *rewriter, c *ir.Instruction, p *ir.Argument) bool {
	as, ok := r.planned(p)
	if !ok || as != r.global {
		return false
	}
	canon := r.specificOf(p, as)
	if canon == ir.Value(c) {
		return false
	}
	replaceFolded(r, c, canon)
	return true
}

// replaceFolded replaces cast c by v (bitcast to c's type when a typed
// pointee differs) and deletes c.
func replaceFolded(r *rewriter, c *ir.Instruction, v ir.Value) {
	v = r.retype(v, c.Type(), c)
	if v == ir.Value(c) {
		return
	}
	ir.ReplaceAllUsesWith(c, v)
	r.forget(c)
	r.dropped = append(r.dropped, c.Operand(0))
	c.Erase()
}

// deleteDeadCasts removes addrspacecasts and bitcasts this pass made that
// nothing uses any more; it reports whether it removed any.
func deleteDeadCasts(r *rewriter) bool {
	removed := false
	for {
		var dead []*ir.Instruction
		r.f.Instructions(func(in *ir.Instruction) {
			if r.ours[in] && len(ir.UsersOf(in)) == 0 {
				dead = append(dead, in)
			}
		})
		if len(dead) == 0 {
			return removed
		}
		for _, in := range dead {
			r.forget(in)
			r.dropped = append(r.dropped, in.Operand(0))
			in.Erase()
		}
		removed = true
	}
}

// sweep deletes the address computations of the input that lost their
// last user to the rewrite (casts, GEPs, int/pointer conversions), and
// then whatever they alone kept alive.
func sweep(r *rewriter) {
	work := r.dropped
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		in, ok := v.(*ir.Instruction)
		if !ok || in.Parent == nil || len(ir.UsersOf(in)) > 0 || !pureAddress(in) {
			continue
		}
		r.forget(in)
		work = append(work, in.Operands()...)
		in.Erase()
	}
	r.dropped = nil
}

// pureAddress: instructions that only compute a pointer or its integer
// (casts, GEPs, the NVVM conversion intrinsics, llvm.ptrmask).
func pureAddress(in *ir.Instruction) bool {
	switch in.Op {
	case ir.OpAddrSpaceCast, ir.OpBitCast, ir.OpGetElementPtr, ir.OpIntToPtr, ir.OpPtrToInt, ir.OpFreeze:
		return true
	case ir.OpCall:
		name := addrspace.CalleeName(in)
		_, _, conv := addrspace.NVVMConversion(name)
		return conv || hasPrefix(name, "llvm.ptrmask.")
	}
	return false
}
