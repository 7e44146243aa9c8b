package upstream

import "memspace/ir"

// findAssumes finds, per function, the llvm.assume calls the target's
// getPredicatedAddrSpace reads. NVPTX: assume(isspacep.SPACE(p)) puts p
// in SPACE. AMDGPU: assume(is.shared(p)) puts p in LDS,
// assume(is.private(p)) in private memory, and assume(!is.shared(p) &&
// !is.private(p)) in global memory. SPIR-V reads none.
func (h *hooks) findAssumes(m *ir.Module) map[*ir.Function][]assumeFact {
	out := map[*ir.Function][]assumeFact{}
	for _, f := range m.Functions {
		f.Instructions(func(in *ir.Instruction) {
			if intrinsic(in) != "llvm.assume" || len(in.Args()) != 1 {
				return
			}
			if p, as, ok := h.predicate(in.Args()[0]); ok {
				out[f] = append(out[f], assumeFact{call: in, ptr: p, as: as})
			}
		})
	}
	return out
}

// nvptxTests are the isspacep intrinsics and the space each asserts.
var nvptxTests = map[string]uint32{
	"llvm.nvvm.isspacep.const": 4, "llvm.nvvm.isspacep.global": 1, "llvm.nvvm.isspacep.local": 5,
	"llvm.nvvm.isspacep.shared": 3, "llvm.nvvm.isspacep.shared.cluster": 7,
}

// predicate reads one of the conditions.
func (h *hooks) predicate(cond ir.Value) (ir.Value, uint32, bool) {
	c, ok := cond.(*ir.Instruction)
	if !ok {
		return nil, 0, false
	}
	name := intrinsic(c)
	if name != "" && len(c.Args()) != 1 {
		return nil, 0, false
	}
	if h.name == "nvptx" {
		if as, ok := nvptxTests[name]; ok {
			return c.Args()[0], as, true
		}
		return nil, 0, false
	}
	switch name {
	case "llvm.amdgcn.is.shared":
		return c.Args()[0], amdLocal, true
	case "llvm.amdgcn.is.private":
		return c.Args()[0], amdPrivate, true
	}
	if c.Op != ir.OpAnd {
		return nil, 0, false
	}
	a, okA := negatedTest(c.Operand(0))
	b, okB := negatedTest(c.Operand(1))
	if !okA || !okB || a.Args()[0] != b.Args()[0] || intrinsic(a) == intrinsic(b) {
		return nil, 0, false
	}
	return a.Args()[0], amdGlobal, true
}

// negatedTest matches xor(is.shared(p) or is.private(p), true).
func negatedTest(v ir.Value) (*ir.Instruction, bool) {
	x, ok := v.(*ir.Instruction)
	if !ok || x.Op != ir.OpXor {
		return nil, false
	}
	for i := 0; i < 2; i++ {
		c, isCall := x.Operand(i).(*ir.Instruction)
		one, isConst := x.Operand(1 - i).(*ir.ConstInt)
		if isCall && isConst && one.Big == nil && one.V == -1 && len(c.Args()) == 1 {
			switch intrinsic(c) {
			case "llvm.amdgcn.is.shared", "llvm.amdgcn.is.private":
				return c, true
			}
		}
	}
	return nil, false
}

// predicated is the space an assume gives op where user uses it: the
// assume must run whenever user runs. Without a dominator tree (as under
// opt -passes=infer-address-spaces) LLVM accepts an assume earlier in
// user's block, later in it when nothing between can stop execution (at
// most 15 instructions) and user does not only feed the assume, in the
// single predecessor of user's block, or in the entry block. The assume
// speaks of op when it tests op or a bitcast of op.
func (h *hooks) predicated(op ir.Value, user *ir.Instruction) (uint32, bool) {
	if user.Parent == nil {
		return 0, false
	}
	f := user.Parent.Parent
	for _, a := range h.assumes[f] {
		if a.ptr != op && stripBitcasts(a.ptr) != op {
			continue
		}
		b := a.call.Parent
		switch {
		case b == user.Parent:
			if assumeCovers(a.call, user) {
				return a.as, true
			}
		case len(user.Parent.Preds()) == 1 && user.Parent.Preds()[0] == b, b == f.Entry():
			return a.as, true
		}
	}
	return 0, false
}

// assumeCovers decides the same-block case of isValidAssumeForContext.
func assumeCovers(assume, user *ir.Instruction) bool {
	b := assume.Parent
	ai, ui := b.Index(assume), b.Index(user)
	if ai < ui {
		return true
	}
	if ai-ui > 15 {
		return false
	}
	for _, in := range b.Instrs[ui:ai] {
		if !transfersExecution(in) {
			return false
		}
	}
	return !feedsOnly(user, assume)
}

// transfersExecution: the instruction always passes control on (no
// volatile access, no call that may not return).
func transfersExecution(in *ir.Instruction) bool {
	switch in.Op {
	case ir.OpLoad, ir.OpStore, ir.OpAtomicRMW, ir.OpCmpXchg:
		return in.Flags&ir.Volatile == 0
	case ir.OpCall:
		return intrinsic(in) != ""
	}
	return !in.Op.IsTerminator()
}

// feedsOnly reports whether every use of v leads only to the assume (v is
// one of its ephemeral values). Phi cycles are walked once.
func feedsOnly(v ir.Value, assume *ir.Instruction) bool {
	seen := map[ir.Value]bool{v: true}
	work := []ir.Value{v}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		users := ir.UsersOf(x)
		if len(users) == 0 {
			return false
		}
		for _, u := range users {
			in, ok := u.(*ir.Instruction)
			switch {
			case u == assume:
			case !ok || in.Op.HasSideEffects():
				return false
			case !seen[in]:
				seen[in] = true
				work = append(work, in)
			}
		}
	}
	return true
}

// stripBitcasts looks through bitcasts (LLVM 22 keeps ptr-to-ptr
// bitcasts when it upgrades typed-pointer IR).
func stripBitcasts(v ir.Value) ir.Value {
	for {
		op, ops, _, ok := exprParts(v)
		if !ok || op != ir.OpBitCast {
			return v
		}
		v = ops[0]
	}
}
