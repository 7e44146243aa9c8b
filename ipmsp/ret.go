package ipmsp

import (
	"memspace/callgraph"
	"memspace/ir"
	"memspace/lattice"
	"memspace/target"
)

// specializeReturn gives a function that returns a generic pointer the
// space every one of its rets yields, when the function's calls can all be
// changed (an internal function, or a clone, called only directly):
//
//	define internal ptr @row(ptr addrspace(1) %base, i64 %i) {
//	  %p = getelementptr float, ptr %base.gen, i64 %i
//	  ret ptr %p
//
//	define internal ptr addrspace(1) @row(ptr addrspace(1) %base, i64 %i) {
//	  ...
//	  %p.global = addrspacecast ptr %p to ptr addrspace(1)
//	  ret ptr addrspace(1) %p.global
//
// Null and undef agree with any space. The callers get the new type and a
// cast back to generic for the users of the result; their callees are
// revisited, since the result may be an argument they vote with.
func (s *state) specializeReturn(n *callgraph.Node) {
	f := n.F
	if !s.isGeneric(f.Sig.Ret) || !s.returnMayChange(n) {
		return
	}
	as, ok := s.returnSpace(f)
	if !ok {
		return
	}
	if s.reportOnly {
		s.remark("Missed", "ReturnSuppressed", f, "return space "+s.t.SpaceName(as)+" left unchanged (do-clone-for-ip-msp=0)")
		return
	}
	want := s.m.WithAddrSpace(f.Sig.Ret, uint32(as))
	f.Instructions(func(in *ir.Instruction) {
		if in.Op == ir.OpRet && in.NumOperands() == 1 {
			in.SetOperand(0, s.convert(in.Operand(0), want, in))
		}
	})
	s.setSig(f, s.m.Types.Func(want, f.Sig.Params, f.Sig.Variadic))
	var affected []*callgraph.Node
	sites := n.Callers()
	listed := map[*callgraph.Node]bool{} // a caller's callees, listed once
	for i := len(sites) - 1; i >= 0; i-- {
		cs := sites[i]
		s.fixCall(cs.Instr, f)
		affected = append(affected, cs.Caller)
		if !listed[cs.Caller] {
			listed[cs.Caller] = true
			affected = append(affected, cs.Caller.Callees()...)
		}
	}
	s.ctx.Stats.Add(StatReturns, 1)
	s.printf("%s : return memory space is resolved : %d\n", fnRef{f}, as)
	s.remark("Passed", "ReturnSpace", f, "returns "+s.t.SpaceName(as)+" pointers")
	s.noteChange()
	s.revisit(affected)
}

// returnMayChange reports whether every use of f is a plain call we can
// retype: f is internal, its address is not taken, it is not a kernel.
func (s *state) returnMayChange(n *callgraph.Node) bool {
	if n.External() || n.AddressTaken() || s.kernels[n.F] {
		return false
	}
	for _, cs := range n.Callers() {
		if !matches(cs.Instr, n.F) {
			return false
		}
	}
	return true
}

// returnSpace is the one specializable space all rets of f yield.
func (s *state) returnSpace(f *ir.Function) (target.AddrSpace, bool) {
	var set lattice.Set
	f.Instructions(func(in *ir.Instruction) {
		if in.Op == ir.OpRet && in.NumOperands() == 1 {
			set |= s.setOf(f, in.Operand(0))
		}
	})
	as, ok := set.Single(s.t)
	return as, ok && s.specializable(as)
}
