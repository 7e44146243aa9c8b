package upstream

import (
	"strings"

	"memspace/ir"
	"memspace/target"
)

// hooks answers the questions upstream's pass asks the target (LLVM 22's
// TargetTransformInfo for NVPTX, AMDGPU and SPIR-V) and the data layout.
type hooks struct {
	name    string // "nvptx", "amdgpu", "spir"
	off     bool   // the pass does nothing (SPIR-V for Vulkan has no flat space)
	flat    uint32
	cuda    bool // NVPTX with the CUDA driver interface (the triple's OS is cuda)
	kernels map[*ir.Function]bool
	layout  target.DataLayout
	assumes map[*ir.Function][]assumeFact // NVPTX and AMDGPU
}

// assumeFact is an llvm.assume that puts ptr in space as.
type assumeFact struct {
	call *ir.Instruction
	ptr  ir.Value
	as   uint32
}

// AMDGPU's spaces the pass names.
const (
	amdGlobal   = 1
	amdLocal    = 3
	amdConstant = 4
	amdPrivate  = 5
	nvLocal     = 5
	nvGlobal    = 1
)

func newHooks(m *ir.Module, t *target.Target) *hooks {
	h := &hooks{name: t.Name(), flat: uint32(t.Generic()), kernels: map[*ir.Function]bool{}}
	if m.HasDataLayout {
		h.layout, _ = target.ParseDataLayout(m.DataLayout)
	}
	parts := strings.Split(m.Triple, "-")
	h.cuda = len(parts) >= 3 && strings.HasPrefix(parts[2], "cuda")
	h.off = h.name == "spir" && strings.Contains(m.Triple, "vulkan")
	for _, k := range m.KernelFunctions() {
		h.kernels[k] = true
	}
	if h.name != "spir" {
		h.assumes = h.findAssumes(m)
	}
	return h
}

// isFlat reports whether v is a pointer (or vector of pointers) in the
// flat space.
func (h *hooks) isFlat(v ir.Value) bool {
	as, ok := ir.AddrSpaceOf(v.Type())
	return ok && as == h.flat
}

// isExpression is upstream's "address expression": a value whose space
// follows from its pointer operands or from a target assumption.
func (h *hooks) isExpression(f *ir.Function, v ir.Value) bool {
	if _, ok := h.assumed(f, v); ok {
		return true
	}
	op, _, in, ok := exprParts(v)
	if !ok {
		return false
	}
	switch op {
	case ir.OpPhi, ir.OpBitCast, ir.OpAddrSpaceCast, ir.OpGetElementPtr, ir.OpSelect:
		return true
	case ir.OpCall:
		return in != nil && (strings.HasPrefix(intrinsic(in), "llvm.ptrmask.") || isNVVMToGeneric(in))
	case ir.OpIntToPtr:
		return h.noopPtrIntPair(v) != nil
	}
	return false
}

// pointerOperands are the operands whose spaces v's space joins.
func (h *hooks) pointerOperands(v ir.Value) []ir.Value {
	op, ops, _, ok := exprParts(v)
	if !ok {
		return nil
	}
	switch op {
	case ir.OpPhi:
		vals := make([]ir.Value, 0, len(ops)/2)
		for i := 0; i+1 < len(ops); i += 2 {
			vals = append(vals, ops[i])
		}
		return vals
	case ir.OpBitCast, ir.OpAddrSpaceCast, ir.OpGetElementPtr, ir.OpCall:
		return ops[:1]
	case ir.OpSelect:
		return ops[1:3]
	case ir.OpIntToPtr:
		if src := h.noopPtrIntPair(v); src != nil {
			return []ir.Value{src}
		}
	}
	return nil
}

// noopPtrIntPair returns p of inttoptr(ptrtoint p) when both casts keep
// every bit (the integer is as wide as both pointers) and p's space is
// the result's or a no-op cast away from it; nil otherwise.
func (h *hooks) noopPtrIntPair(v ir.Value) ir.Value {
	_, ops, _, _ := exprParts(v)
	if len(ops) != 1 {
		return nil
	}
	pop, pops, _, ok := exprParts(ops[0])
	if !ok || pop != ir.OpPtrToInt || len(pops) != 1 {
		return nil
	}
	src := pops[0]
	srcAS, ok1 := ir.AddrSpaceOf(src.Type())
	dstAS, ok2 := ir.AddrSpaceOf(v.Type())
	it, ok3 := ops[0].Type().(*ir.IntType)
	if !ok1 || !ok2 || !ok3 || !isScalarPointer(src.Type()) || !isScalarPointer(v.Type()) {
		return nil
	}
	bits := it.Bits
	if bits != h.pointerBits(srcAS) || bits != h.pointerBits(dstAS) {
		return nil
	}
	if srcAS != dstAS && !h.noopCast(srcAS, dstAS) {
		return nil
	}
	return src
}

func isScalarPointer(t ir.Type) bool {
	_, ok := t.(*ir.PointerType)
	return ok
}

// pointerBits is the width of a pointer in space as (64 without a layout).
func (h *hooks) pointerBits(as uint32) int {
	if b := h.layout.PointerBits(target.AddrSpace(as)); b > 0 {
		return b
	}
	return 64
}

// noopCast is the target's isNoopAddrSpaceCast: on AMDGPU flat, global
// and constant pointers share one representation; NVPTX and SPIR-V casts
// all change bits.
func (h *hooks) noopCast(from, to uint32) bool {
	if h.name != "amdgpu" {
		return false
	}
	flatGlobal := func(as uint32) bool { return as == 0 || as == amdGlobal || as == amdConstant || as > 9 }
	return flatGlobal(from) && flatGlobal(to)
}

// assumed is the target's getAssumedAddrSpace.
func (h *hooks) assumed(f *ir.Function, v ir.Value) (uint32, bool) {
	switch h.name {
	case "nvptx":
		return h.nvptxAssumed(v)
	case "amdgpu":
		return h.amdgpuAssumed(v)
	}
	return 0, false
}

// nvptxAssumed: allocas are local; a CUDA kernel's pointer parameter is
// global unless byval; a device function's byval parameter is local.
func (h *hooks) nvptxAssumed(v ir.Value) (uint32, bool) {
	switch x := v.(type) {
	case *ir.Instruction:
		if x.Op == ir.OpAlloca {
			return nvLocal, true
		}
	case *ir.Argument:
		if !isScalarPointer(x.Type()) || x.Parent == nil {
			return 0, false
		}
		byval := x.Attrs.Has("byval")
		if h.kernels[x.Parent] {
			return nvGlobal, h.cuda && !byval
		}
		return nvLocal, byval
	}
	return 0, false
}

// amdgpuAssumed: an entry function's pointer parameter is global unless
// byref; a generic pointer loaded through a constant-space pointer is
// global (only the host fills constant memory, and it only knows global
// addresses).
func (h *hooks) amdgpuAssumed(v ir.Value) (uint32, bool) {
	switch x := v.(type) {
	case *ir.Argument:
		if isScalarPointer(x.Type()) && x.Parent != nil && amdgpuEntryCC(x.Parent.CC) && !x.Attrs.Has("byref") {
			return amdGlobal, true
		}
	case *ir.Instruction:
		if x.Op == ir.OpLoad && h.isFlat(x) {
			if as, ok := ir.AddrSpaceOf(x.Operand(0).Type()); ok && as == amdConstant {
				return amdGlobal, true
			}
		}
	}
	return 0, false
}

// amdgpuEntryCC is AMDGPU's isModuleEntryFunctionCC.
func amdgpuEntryCC(cc string) bool {
	switch cc {
	case "amdgpu_kernel", "spir_kernel", "amdgpu_vs", "amdgpu_gs", "amdgpu_ps", "amdgpu_cs",
		"amdgpu_es", "amdgpu_hs", "amdgpu_ls", "amdgpu_gfx", "amdgpu_cs_chain", "amdgpu_cs_chain_preserve":
		return true
	}
	return false
}

// volatileForm is hasVolatileVariant: NVPTX has volatile generic, global
// and shared loads and stores; the others have none the pass may use.
func (h *hooks) volatileForm(in *ir.Instruction) bool {
	return h.name == "nvptx" && (in.Op == ir.OpLoad || in.Op == ir.OpStore)
}

// constCastable is isSafeToCastConstAddrSpace: may constant c become a
// constant of space as?
func (h *hooks) constCastable(c ir.Value, as uint32) bool {
	src, _ := ir.AddrSpaceOf(c.Type())
	if src == as || isUndef(c) {
		return true
	}
	if src != h.flat && as != h.flat {
		return false
	}
	if s, ok := c.(*ir.ConstSimple); ok && (s.Kind == ir.KindNull || s.Kind == ir.KindZero) {
		return true
	}
	if ce, ok := c.(*ir.ConstExpr); ok {
		switch {
		case ce.Op == ir.OpAddrSpaceCast:
			return h.constCastable(ce.Operands()[0], as)
		case ce.Op == ir.OpIntToPtr && src == h.flat:
			return true
		}
	}
	return false
}

func isUndef(v ir.Value) bool {
	s, ok := v.(*ir.ConstSimple)
	return ok && (s.Kind == ir.KindUndef || s.Kind == ir.KindPoison)
}

// isNVVMToGeneric matches the old NVVM conversion intrinsics to the
// generic space (llvm.nvvm.ptr.shared.to.gen...), which LLVM 22 reads as
// addrspacecast (they appear in LLVM 14 typed-pointer IR).
func isNVVMToGeneric(in *ir.Instruction) bool {
	name := intrinsic(in)
	return strings.HasPrefix(name, "llvm.nvvm.ptr.") && strings.Contains(name, ".to.gen") && len(in.Args()) == 1
}

// rewritable reports whether the pass can move v into space as. Every
// expression can, except llvm.ptrmask, which LLVM 22 leaves to the
// target: NVPTX and SPIR-V never move it (its users keep the generic
// result; opt-22 even breaks the module when another expression derives
// from it, so the model calls that generic); AMDGPU moves it where the
// cast keeps the bits, or from 64 to 32 bits when the mask keeps the high
// 32 bits set (it only clears low bits).
func (h *hooks) rewritable(v ir.Value, as uint32) bool {
	in, ok := v.(*ir.Instruction)
	if !ok || !strings.HasPrefix(intrinsic(in), "llvm.ptrmask.") || as == h.flat {
		return true
	}
	if h.name != "amdgpu" {
		return false
	}
	if h.noopCast(h.flat, as) {
		return true
	}
	if h.pointerBits(h.flat) != 64 || h.pointerBits(as) != 32 {
		return false
	}
	mask, ok := in.Args()[1].(*ir.ConstInt)
	return ok && mask.Big == nil && uint64(mask.V)>>32 == 0xFFFFFFFF
}
