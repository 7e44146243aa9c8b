package nvvmverify

import (
	"strings"

	"memspace/ir"
	"memspace/target"
)

// instr applies every instruction rule to in.
func (v *verifier) instr(in *ir.Instruction) {
	report := func(format string, args ...any) { v.errorAt(in, format, args...) }
	switch in.Op {
	case ir.OpAddrSpaceCast:
		src, _ := space(in.Operand(0).Type())
		dst, _ := space(in.Type())
		v.cast(src, dst, report)
	case ir.OpAlloca:
		if as, _ := space(in.Type()); as != v.allocaAS {
			report(MsgAlloca)
		}
	case ir.OpLoad, ir.OpStore:
		v.access(in, report)
	case ir.OpCmpXchg:
		as, _ := space(in.Operand(0).Type())
		if as != target.NVPTXGeneric && as != target.NVPTXGlobal && as != target.NVPTXShared {
			report(MsgCmpXchg)
		}
		v.atomic(as, report)
	case ir.OpAtomicRMW:
		as, _ := space(in.Operand(0).Type())
		v.atomic(as, report)
	case ir.OpPtrToInt:
		if as, _ := space(in.Operand(0).Type()); as == target.NVPTXParam {
			report(MsgParamEscape, "ptrtoint")
		}
	case ir.OpCall, ir.OpInvoke, ir.OpCallBr:
		v.call(in, report)
	}
	v.space2(in, report)
	for _, op := range in.Operands() {
		v.constCasts(op, report)
	}
}

// cast checks one addrspacecast from src to dst.
func (v *verifier) cast(src, dst target.AddrSpace, report func(string, ...any)) {
	generic := target.NVPTXGeneric
	switch {
	case !v.valid(src) || dst == generic && src == target.NVPTXTensor:
		report(MsgInvalidSource)
	case !v.valid(dst) || src == generic && dst == target.NVPTXTensor:
		report(MsgInvalidTarget)
	case src == target.NVPTXShared && dst == target.NVPTXSharedCluster:
		// A shared::cta address is a shared::cluster address (PTX's
		// windows nest, and LLVM lowers this cast); rejecting it would
		// reject valid programs, and folding generic casts can make it.
	case src != generic && dst != generic && src != dst:
		report(MsgCastConcrete)
	}
}

// valid reports whether NVPTX has space as (generic or a concrete space).
func (v *verifier) valid(as target.AddrSpace) bool { return v.t.IsValid(as) }

// constCasts checks the addrspacecasts inside a constant expression.
func (v *verifier) constCasts(op ir.Value, report func(string, ...any)) {
	c, ok := op.(*ir.ConstExpr)
	if !ok {
		return
	}
	if c.Op == ir.OpAddrSpaceCast {
		src, _ := space(c.Operands()[0].Type())
		dst, _ := space(c.Type())
		v.cast(src, dst, report)
	}
	for _, o := range c.Operands() {
		v.constCasts(o, report)
	}
}

// access checks a load or store: not on tensor memory, not atomic on
// local memory, and a store does not publish a param-space pointer.
func (v *verifier) access(in *ir.Instruction, report func(string, ...any)) {
	ptr := in.PointerOperand()
	as, _ := space(ptr.Type())
	if as == target.NVPTXTensor {
		report(MsgTensorAccess)
	}
	if in.Ordering != ir.NotAtomic {
		v.atomic(as, report)
	}
	if in.Op == ir.OpStore {
		if vs, ok := space(in.Operand(0).Type()); ok && vs == target.NVPTXParam {
			report(MsgParamEscape, "a store")
		}
	}
}

// atomic rejects atomics on local memory (PTX has none).
func (v *verifier) atomic(as target.AddrSpace, report func(string, ...any)) {
	if as == target.NVPTXLocal {
		report(MsgLocalAtomic)
	}
}

// call checks a call: param-space pointers are not passed and
// tensor-memory pointers do not cross into or out of a function (an
// intrinsic is not a call boundary; a direct callee's signature is
// checked once, with the function); a bulk tensor copy's descriptor is not
// in a non-global space.
func (v *verifier) call(in *ir.Instruction, report func(string, ...any)) {
	callee := in.CalledFunction()
	intrinsic := callee != nil && callee.IsIntrinsic()
	for i, a := range in.Args() {
		as, ok := space(a.Type())
		switch {
		case !ok || intrinsic:
		case as == target.NVPTXParam:
			report(MsgParamEscape, "a call")
		case as == target.NVPTXTensor && callee == nil:
			report(MsgTensorBoundary, "argument "+itoa(i)+" of an indirect call")
		}
	}
	if as, ok := space(in.Type()); ok && as == target.NVPTXTensor && callee == nil {
		report(MsgTensorBoundary, "result of an indirect call")
	}
	if intrinsic && isBulkTensor(callee.Name()) {
		v.descriptor(in, callee, report)
	}
}

// isBulkTensor names the intrinsics that take a tensor-map descriptor.
func isBulkTensor(name string) bool {
	return strings.HasPrefix(name, "llvm.nvvm.cp.async.bulk.tensor.") ||
		strings.HasPrefix(name, "llvm.nvvm.prefetch.tensor.") ||
		strings.HasPrefix(name, "llvm.nvvm.cp.async.bulk.prefetch.tensor.")
}

// descriptor checks a bulk tensor operation's descriptor: the pointer
// parameters declared generic. A generic value is accepted (it may be
// global); one provably in shared, local, shared::cluster or tensor
// memory is not. Kernel parameters (param) and constant memory are where
// PTX lets a tensor map live, and both are read through global-window or
// constant addresses, so they are accepted too.
func (v *verifier) descriptor(in *ir.Instruction, callee *ir.Function, report func(string, ...any)) {
	for i, a := range in.Args() {
		if i >= len(callee.Params) {
			break
		}
		if as, ok := space(callee.Params[i].Type()); !ok || as != target.NVPTXGeneric {
			continue
		}
		switch s := v.aa.SpaceOf(a); s {
		case target.NVPTXShared, target.NVPTXLocal, target.NVPTXSharedCluster, target.NVPTXTensor:
			report(MsgDescriptor, v.t.SpaceName(s))
		}
	}
}

// space2 rejects address space 2 in an instruction's result or operands
// (a cast already reported as invalid is not reported again).
func (v *verifier) space2(in *ir.Instruction, report func(string, ...any)) {
	if in.Op == ir.OpAddrSpaceCast {
		return
	}
	if as, ok := space(in.Type()); ok && as == 2 {
		report(MsgSpace2)
		return
	}
	for _, op := range in.Operands() {
		if as, ok := space(op.Type()); ok && as == 2 {
			report(MsgSpace2)
			return
		}
	}
}

func itoa(i int) string {
	const digits = "0123456789"
	if i < 10 {
		return digits[i : i+1]
	}
	return itoa(i/10) + digits[i%10:i%10+1]
}
