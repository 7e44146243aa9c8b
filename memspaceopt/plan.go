package memspaceopt

import (
	"memspace/addrspace"
	"memspace/ir"
	"memspace/target"
)

// A value can be given a specific form (a version typed in its concrete
// space) in one of three ways:
//
//   - clone: GEP, bitcast, freeze, select, phi and llvm.ptrmask are
//     rebuilt on the specific forms of their operands; the original goes
//     away once every user is served.
//   - alias: a cast from the concrete space (addrspacecast, the NVVM
//     to.gen intrinsics, inttoptr of ptrtoint) already has the specific
//     value as its operand.
//   - root: anything else (parameters, loads, calls, allocas) gets one
//     addrspacecast to the space, placed right after its definition; a
//     load of a global pointer on NVPTX loads it as one instead, with a
//     cast back for users that need generic (retypeLoad).
//
// plan decides which generic values of a function can have a specific
// form: the ones whose set is one space (or empty, which is treated as
// global), that are roots with a legal cast, or clones and aliases whose
// pointer operands can all be made specific in the same space. Cycles
// through phis are resolved optimistically and then pruned until stable.

type formKind uint8

const (
	formRoot formKind = iota
	formClone
	formAlias
)

// plan computes r.space, the space of every value that will be given a
// specific form on demand.
func (r *rewriter) plan() {
	order := r.order[:0]
	defer func() { r.order = order }()
	for _, p := range r.f.Params {
		order = r.consider(p, order)
	}
	r.f.Instructions(func(in *ir.Instruction) {
		if in.HasResult() {
			order = r.consider(in, order)
		}
	})
	for changed := true; changed; {
		changed = false
		for _, v := range order {
			if _, ok := r.space[v]; ok && !r.formable(v) {
				delete(r.space, v)
				changed = true
			}
		}
	}
}

// consider adds v to the candidates when it is generic and resolved.
func (r *rewriter) consider(v ir.Value, order []ir.Value) []ir.Value {
	if !r.isGeneric(v) {
		return order
	}
	if as, ok := r.resolvedSpace(v); ok {
		r.space[v] = as
		order = append(order, v)
	}
	return order
}

// resolvedSpace is the one space v's set names; an empty set (no evidence
// at all) counts as global.
func (r *rewriter) resolvedSpace(v ir.Value) (target.AddrSpace, bool) {
	set := r.res.Set(v)
	if set.IsEmpty() {
		return r.global, true
	}
	return set.Single(r.t)
}

// isGeneric reports whether v is a pointer (or vector of pointers) in the
// target's generic space.
func (r *rewriter) isGeneric(v ir.Value) bool {
	as, ok := ir.AddrSpaceOf(v.Type())
	return ok && r.t.IsGeneric(target.AddrSpace(as))
}

// formable checks that v can still have a specific form in r.space[v].
func (r *rewriter) formable(v ir.Value) bool {
	as := r.space[v]
	in, ok := v.(*ir.Instruction)
	if !ok {
		return r.rootCastable(v, as)
	}
	ops, kind := r.formOperands(in)
	if kind == formRoot {
		return r.castable(as) && !in.Op.IsTerminator()
	}
	for _, op := range ops {
		if !r.operandIn(op, as) {
			return false
		}
	}
	return true
}

// castable: a generic pointer may be cast to as.
func (r *rewriter) castable(as target.AddrSpace) bool {
	return r.t.Cast(r.t.Generic(), as) == target.CastIfProven
}

// formOperands returns how in gets its specific form and the pointer
// operands that form is built from.
func (r *rewriter) formOperands(in *ir.Instruction) ([]ir.Value, formKind) {
	switch in.Op {
	case ir.OpGetElementPtr, ir.OpFreeze:
		return in.Operands()[:1], formClone
	case ir.OpBitCast:
		if addrspace.IsPtrLike(in.Operand(0).Type()) {
			return in.Operands()[:1], formClone
		}
	case ir.OpSelect:
		return in.Operands()[1:3], formClone
	case ir.OpPhi:
		ops := make([]ir.Value, 0, in.NumIncoming())
		for i := range in.NumIncoming() {
			v, _ := in.Incoming(i)
			ops = append(ops, v)
		}
		return ops, formClone
	case ir.OpAddrSpaceCast:
		return in.Operands()[:1], formAlias
	case ir.OpIntToPtr:
		if p, ok := addrspace.PtrToIntSource(in.Operand(0)); ok && r.trackInt2Ptr {
			return []ir.Value{p}, formAlias
		}
	case ir.OpCall:
		return r.callForm(in)
	}
	return nil, formRoot
}

func (r *rewriter) callForm(in *ir.Instruction) ([]ir.Value, formKind) {
	name := addrspace.CalleeName(in)
	args := addrspace.CallArgs(in)
	if len(args) == 0 {
		return nil, formRoot
	}
	if _, toGen, ok := addrspace.NVVMConversion(name); ok && toGen {
		return args[:1], formAlias
	}
	if hasPrefix(name, "llvm.ptrmask.") && r.maskFits(in, args) {
		return args[:1], formClone
	}
	return nil, formRoot
}

// maskFits reports whether llvm.ptrmask can be rebuilt in its planned
// space: its mask is as wide as that space's index type, or it narrows
// (maskIn). Otherwise (a short pointer: NVPTX shared under p3:32:32:32,
// a variable mask) the generic call stays and its result is cast to the
// space after it.
func (r *rewriter) maskFits(in *ir.Instruction, args []ir.Value) bool {
	as, ok := r.space[in]
	if !ok || len(args) < 2 {
		return true
	}
	_, fits := r.maskIn(args[1], as)
	return fits
}

// maskIn returns the mask of a ptrmask call rebuilt in space as: itself
// when it is as wide as the space's index, or, on AMDGPU, a constant mask
// cut to the 32-bit index of LDS and private pointers when the bits cut
// off are all ones. That keeps the result: a flat LDS or private address
// is the aperture in its high half and the 32-bit address in its low
// half, and a mask that keeps the high half masks the low half alone.
func (r *rewriter) maskIn(mask ir.Value, as target.AddrSpace) (ir.Value, bool) {
	t, isInt := mask.Type().(*ir.IntType)
	idx := r.layout.Pointer(as).IndexBits
	switch {
	case !isInt:
		return nil, false
	case t.Bits == idx:
		return mask, true
	case r.t.Name() != "amdgpu" || t.Bits != 64 || idx >= 64:
		return nil, false
	}
	c, ok := smallInt(mask)
	if !ok || c.V>>uint(idx) != -1 {
		return nil, false
	}
	return ir.NewConstInt(r.m.Types.Int(idx), c.V), true
}

// operandIn reports whether op can be given in space as: a value already
// of that space, a null/undef/poison constant, a constant expression that
// can be rebuilt there, or a planned value of that space.
func (r *rewriter) operandIn(op ir.Value, as target.AddrSpace) bool {
	if opAS, ok := ir.AddrSpaceOf(op.Type()); ok && !r.t.IsGeneric(target.AddrSpace(opAS)) {
		return target.AddrSpace(opAS) == as
	}
	switch c := op.(type) {
	case *ir.ConstSimple:
		return true
	case ir.Constant:
		return r.constIn(c, as)
	}
	got, ok := r.space[op]
	return ok && got == as
}

// constIn reports whether a generic constant can be rebuilt in space as.
func (r *rewriter) constIn(c ir.Constant, as target.AddrSpace) bool {
	if got, ok := r.resolvedSpace(c); !ok || got != as {
		return false
	}
	if e, ok := c.(*ir.ConstExpr); ok {
		switch e.Op {
		case ir.OpAddrSpaceCast, ir.OpGetElementPtr, ir.OpBitCast:
			return r.operandIn(e.Operands()[0], as)
		}
	}
	return r.castable(as)
}
