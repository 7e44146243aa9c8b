package upstream

import (
	"memspace/ir"
	"memspace/target"
)

// uninit is the top of the lattice: no operand has said anything yet.
const uninit = ^uint32(0)

// Generic returns, for every defined function of m by name, how many of
// its loads, stores, atomicrmw and cmpxchg would still use a generic
// pointer after upstream's infer-address-spaces: the accesses counted as
// report.Take counts them. Without a target the map is empty, as Take
// counts nothing then.
func Generic(m *ir.Module, t *target.Target) map[string]int {
	out := map[string]int{}
	if m == nil || t == nil {
		return out
	}
	h := newHooks(m, t)
	for _, f := range m.Functions {
		if f.IsDeclaration() {
			continue
		}
		if _, skipped := m.FnAttr(f, "optnone"); skipped || h.off {
			out[f.Name()] = (&fnModel{h: h, f: f}).generic()
			continue
		}
		out[f.Name()] = h.function(f).generic()
	}
	return out
}

// fnModel is the solution for one function: the address expressions in
// the order they were found, and the space each ended with.
type fnModel struct {
	h     *hooks
	f     *ir.Function
	space map[ir.Value]uint32 // only the flat address expressions
	order []ir.Value
	users map[ir.Value][]ir.Value
}

// function collects f's address expressions from the pointers its
// accesses use and solves them.
func (h *hooks) function(f *ir.Function) *fnModel {
	fm := &fnModel{h: h, f: f, space: map[ir.Value]uint32{}, users: map[ir.Value][]ir.Value{}}
	f.Instructions(func(in *ir.Instruction) {
		if i := accessPointer(in); i >= 0 {
			fm.collect(in.Operand(i))
		}
	})
	fm.solve()
	return fm
}

// accessPointer is the operand index of the pointer a counted access uses
// (load, store, atomicrmw, cmpxchg), or -1.
func accessPointer(in *ir.Instruction) int {
	i := in.PointerOperandIndex()
	if i < 0 || in.Op == ir.OpGetElementPtr || in.Op == ir.OpVAArg {
		return -1
	}
	return i
}

// collect adds v and, through the pointer operands of each expression
// without an assumed space, every flat address expression it derives
// from. It keeps an explicit stack: chains of GEPs and phis can be long.
func (fm *fnModel) collect(v ir.Value) {
	stack := []ir.Value{v}
	for len(stack) > 0 {
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if _, seen := fm.space[v]; seen || !fm.h.isFlat(v) || !fm.h.isExpression(fm.f, v) {
			continue
		}
		fm.space[v] = uninit
		fm.order = append(fm.order, v)
		if _, ok := fm.h.assumed(fm.f, v); ok {
			continue
		}
		for _, op := range fm.h.pointerOperands(v) {
			fm.users[op] = append(fm.users[op], v)
			stack = append(stack, op)
		}
	}
}

// solve runs the worklist to the fixpoint: each expression takes the join
// of its operands; a change requeues the expressions that use it. Values
// only move down the lattice (uninitialized, one space, generic), so each
// changes at most twice and the loop ends.
func (fm *fnModel) solve() {
	work := append([]ir.Value(nil), fm.order...)
	queued := map[ir.Value]bool{}
	for _, v := range work {
		queued[v] = true
	}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		queued[v] = false
		as := fm.update(v)
		if as == fm.space[v] {
			continue
		}
		fm.space[v] = as
		for _, u := range fm.users[v] {
			if !queued[u] && fm.space[u] != fm.h.flat {
				queued[u] = true
				work = append(work, u)
			}
		}
	}
}

// update computes v's new space: the assumed one, else the join of its
// pointer operands. Generic constant operands (null, undef, a generic
// global) are joined last: when the others agree on one space, each
// constant must be castable to it, else v is generic; constants alone
// make v generic. So select(c, %shared, null) is shared.
func (fm *fnModel) update(v ir.Value) uint32 {
	if as, ok := fm.h.assumed(fm.f, v); ok {
		return as
	}
	ops := fm.h.pointerOperands(v)
	var consts []ir.Value
	as := uninit
	for _, op := range ops {
		_, isExpr := fm.space[op]
		if !isExpr && isConstant(op) && fm.h.isFlat(op) {
			consts = append(consts, op)
			continue
		}
		as = fm.join(as, fm.operandSpace(op, v))
		if as == fm.h.flat {
			return as
		}
	}
	if as != uninit {
		for _, c := range consts {
			if !fm.h.constCastable(c, as) {
				return fm.h.flat
			}
		}
	}
	if as == uninit && len(consts) == len(ops) {
		return fm.h.flat
	}
	if as != uninit && !fm.h.rewritable(v, as) {
		return fm.h.flat
	}
	return as
}

// lookup is an operand's space: its solution, else its type's space.
func (fm *fnModel) lookup(op ir.Value) uint32 {
	if as, ok := fm.space[op]; ok {
		return as
	}
	as, _ := ir.AddrSpaceOf(op.Type())
	return as
}

// operandSpace is lookup, plus what an assume dominating the user says
// of a generic leaf.
func (fm *fnModel) operandSpace(op, user ir.Value) uint32 {
	as := fm.lookup(op)
	if _, isExpr := fm.space[op]; isExpr || as != fm.h.flat {
		return as
	}
	if u, ok := user.(*ir.Instruction); ok {
		if p, ok := fm.h.predicated(op, u); ok {
			return p
		}
	}
	return as
}

// join: uninitialized is the identity, two different spaces give flat.
func (fm *fnModel) join(a, b uint32) uint32 {
	switch {
	case a == fm.h.flat || b == fm.h.flat:
		return fm.h.flat
	case a == uninit:
		return b
	case b == uninit:
		return a
	case a == b:
		return a
	}
	return fm.h.flat
}

// generic counts the accesses whose pointer stays generic: a flat pointer
// that is not an expression solved to one space, or a volatile access the
// target has no volatile form of in that space.
func (fm *fnModel) generic() int {
	n := 0
	fm.f.Instructions(func(in *ir.Instruction) {
		i := accessPointer(in)
		if i < 0 {
			return
		}
		p := in.Operand(i)
		if !fm.h.isFlat(p) {
			return
		}
		as, ok := fm.space[p]
		if !ok || as == uninit || as == fm.h.flat ||
			(in.Flags&ir.Volatile != 0 && !fm.h.volatileForm(in)) {
			n++
		}
	})
	return n
}

// isConstant reports whether v is a constant (globals included).
func isConstant(v ir.Value) bool {
	_, ok := v.(ir.Constant)
	return ok
}

// intrinsic returns the name of the intrinsic in calls, or "".
func intrinsic(in *ir.Instruction) string {
	if in.Op != ir.OpCall {
		return ""
	}
	if f := in.CalledFunction(); f != nil && f.IsIntrinsic() {
		return f.Name()
	}
	return ""
}

// expression is what upstream's address expressions have in common, for
// instructions and constant expressions alike.
func exprParts(v ir.Value) (op ir.Opcode, ops []ir.Value, in *ir.Instruction, ok bool) {
	switch x := v.(type) {
	case *ir.Instruction:
		return x.Op, x.Operands(), x, true
	case *ir.ConstExpr:
		return x.Op, x.Operands(), nil, true
	}
	return 0, nil, nil, false
}

// Spaces is the space the model gives each address expression of f
// (uninitialized ones left out), for tests and explanations.
func Spaces(m *ir.Module, t *target.Target, f *ir.Function) map[ir.Value]uint32 {
	out := map[ir.Value]uint32{}
	if m == nil || t == nil || f == nil {
		return out
	}
	fm := newHooks(m, t).function(f)
	for v, as := range fm.space {
		if as != uninit {
			out[v] = as
		}
	}
	return out
}
