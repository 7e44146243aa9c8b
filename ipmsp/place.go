package ipmsp

import (
	"memspace/callgraph"
	"memspace/ir"
	"memspace/memspaceopt"
	"memspace/target"
)

// Where the cast goes. Giving an internal function's parameter a concrete
// space moves the generic-to-concrete cast (a cvta on NVPTX) from the
// function to its callers: each call whose argument is a generic pointer
// with no concrete form in the caller gets a cast of its own. Leaving the
// parameter generic instead costs one cast at the function's entry, which
// memspace-opt makes on its own: the module-wide solve gives an internal
// function's parameter the spaces its callers pass. So when two or more
// calls would each need a new cast, the parameter keeps its type and the
// cast stays in the callee.
//
//	define internal float @walk(%Node* %n) {   ; callers pass loaded pointers
//	  %l = load %Node*, %Node** %n.left
//	  call float @walk(%Node* %l)
//	  %r = load %Node*, %Node** %n.right
//	  call float @walk(%Node* %r)
//
// keeps %Node* %n in typed-pointer IR: memspace-opt casts %n once,
// instead of the caller casting %l and %r (and the kernel its root)
// before each call. In opaque-pointer NVPTX IR those loads load global
// pointers with no cast (memspaceopt.LoadsInSpace), so they cost the
// callers nothing and the parameter is specialized.

// placeAtCallers returns the parameters of spec whose cast should move to
// the callers of f (the calls in sites): those at most one call would
// need a new cast for. The others stay generic.
func (s *state) placeAtCallers(f *ir.Function, sites []*callgraph.CallSite, spec []slotSpace) []slotSpace {
	if s.ctx.Opts.Int(memspaceopt.OptAlgorithm) < 2 {
		return spec // memspace-opt would not see the callers' spaces
	}
	var out []slotSpace
	for _, sp := range spec {
		if s.newCasts(f, sites, sp) < 2 {
			out = append(out, sp)
		}
	}
	return out
}

// newCasts counts the values, over the calls in sites, that would need a
// cast of their own to pass parameter sp in its space: the generic leaves
// of the arguments' address chains (the values memspace-opt would cast;
// it rebuilds the chains on them) that are not constants, not cast from a
// pointer of that space, and used for nothing a concrete space improves
// but the calls of f.
func (s *state) newCasts(f *ir.Function, sites []*callgraph.CallSite, sp slotSpace) int {
	want := s.m.WithAddrSpace(f.Params[sp.index].Type(), uint32(sp.as))
	seen := map[ir.Value]bool{}
	n := 0
	for _, cs := range sites {
		for _, leaf := range chainLeaves(cs.Instr.Operand(sp.index), seen) {
			if s.needsNewCast(leaf, want, f) {
				n++
			}
		}
	}
	return n
}

// chainLeaves returns the values not seen yet that v's address chain
// (GEP, bitcast, freeze, phi, select) starts from.
func chainLeaves(v ir.Value, seen map[ir.Value]bool) []ir.Value {
	var leaves []ir.Value
	work := []ir.Value{v}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[x] {
			continue
		}
		seen[x] = true
		in, ok := x.(*ir.Instruction)
		switch {
		case !ok:
			leaves = append(leaves, x)
		case in.Op == ir.OpGetElementPtr || in.Op == ir.OpBitCast || in.Op == ir.OpFreeze:
			work = append(work, in.Operand(0))
		case in.Op == ir.OpSelect:
			work = append(work, in.Operand(1), in.Operand(2))
		case in.Op == ir.OpPhi:
			for i := range in.NumIncoming() {
				inc, _ := in.Incoming(i)
				work = append(work, inc)
			}
		default:
			leaves = append(leaves, x)
		}
	}
	return leaves
}

// needsNewCast reports whether the chain leaf a costs a cast that its
// function would not make anyway: not a constant, not cast from a pointer
// of that space, not a load memspace-opt retypes instead of casting
// (memspaceopt.LoadsInSpace), and used for nothing else that gains from
// the space.
func (s *state) needsNewCast(a ir.Value, want ir.Type, f *ir.Function) bool {
	if _, isConst := a.(ir.Constant); isConst || !s.isGeneric(a.Type()) {
		return false
	}
	as := addrSpace(want)
	if in, ok := a.(*ir.Instruction); ok && in.Op == ir.OpLoad && memspaceopt.LoadsInSpace(s.m, s.t, target.AddrSpace(as)) {
		return false
	}
	return s.concreteSource(a, s.m.WithAddrSpace(a.Type(), as)) == nil && !s.gainsBeyond(a, f)
}

// addrSpace is the address space of a pointer type.
func addrSpace(t ir.Type) uint32 {
	as, _ := ir.AddrSpaceOf(t)
	return as
}
