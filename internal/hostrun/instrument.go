package hostrun

import (
	"fmt"
	"strings"

	"memspace/ir"
)

// Access flags for __hrt_chk.
const (
	flagWrite  = 1
	flagAtomic = 2 // PTX has no atomics on local memory
	// flagPrivGlobal lets a global access reach the thread's private
	// memory, which lower-generic's output treats as a global buffer.
	flagPrivGlobal = 4
	// flagAnyWindow lets a generic access land in a specific window: casts
	// are no-ops (hostMode.noop).
	flagAnyWindow = 8
)

// body instruments one function: allocas come from the thread's local
// arena, addrspacecasts translate between windows at run time, and every
// memory access checks that its address lies where its pointer's space says.
func (h *hostifier) body(f *ir.Function) {
	var ins []*ir.Instruction
	f.Instructions(func(in *ir.Instruction) { ins = append(ins, in) })
	hasAlloca := false
	for _, in := range ins {
		if in.Op == ir.OpAlloca {
			hasAlloca = true
		}
	}
	var save *ir.Instruction
	if hasAlloca {
		entry := f.Entry()
		save = ir.NewCall(h.rtFunc("__hrt_lsave", h.i64))
		entry.InsertAt(entry.FirstInsertionPoint(), save)
	}
	for _, in := range ins {
		h.defineUndef(in)
		switch in.Op {
		case ir.OpAlloca:
			h.alloca(in)
		case ir.OpAddrSpaceCast:
			h.cast(in)
		case ir.OpLoad:
			h.check(in, in.Operand(0), h.size(in.Type()), 0)
		case ir.OpStore:
			h.check(in, in.Operand(1), h.size(in.Operand(0).Type()), flagWrite)
		case ir.OpAtomicRMW:
			h.check(in, in.Operand(0), h.size(in.Operand(1).Type()), flagWrite|flagAtomic)
		case ir.OpCmpXchg:
			h.check(in, in.Operand(0), h.size(in.Operand(1).Type()), flagWrite|flagAtomic)
		case ir.OpCall, ir.OpInvoke, ir.OpCallBr:
			h.call(in)
		case ir.OpRet:
			if save != nil {
				ir.InsertBefore(in, ir.NewCall(h.rtFunc("__hrt_lrestore", h.m.Types.Void, h.i64), save))
			}
		}
	}
}

// defineUndef replaces undef and poison operands by zero, a refinement
// LLVM allows: the host code generator would otherwise leave whatever a
// register held, which may differ between the two programs.
func (h *hostifier) defineUndef(in *ir.Instruction) {
	for i, op := range in.Operands() {
		c, ok := op.(*ir.ConstSimple)
		if !ok || c.Kind != ir.KindUndef && c.Kind != ir.KindPoison {
			continue
		}
		switch t := c.Type().(type) {
		case *ir.IntType:
			in.SetOperand(i, ir.NewConstInt(t, 0))
		case *ir.PointerType:
			in.SetOperand(i, ir.NullOf(t))
		case *ir.FloatType, *ir.VectorType, *ir.ArrayType, *ir.StructType:
			in.SetOperand(i, ir.NewConstSimple(t, ir.KindZero))
		}
	}
}

func (h *hostifier) size(t ir.Type) ir.Value {
	s, _, err := sizeAlign(t)
	if err != nil {
		h.errorf("%v", err)
	}
	return ir.NewConstInt(h.i64, int64(s))
}

// spaceKind is the runtime kind of a pointer value's address space.
func (h *hostifier) spaceKind(v ir.Value) (int, bool) {
	pt, ok := v.Type().(*ir.PointerType)
	if !ok {
		return 0, false
	}
	k, ok := h.t.kind(pt.AddrSpace)
	if !ok {
		h.errorf("pointer in unsupported address space %d", pt.AddrSpace)
	}
	return k, ok
}

// toInt inserts ptrtoint v before pos.
func (h *hostifier) toInt(pos *ir.Instruction, v ir.Value) ir.Value {
	c := ir.NewCast(ir.OpPtrToInt, v, h.i64)
	ir.InsertBefore(pos, c)
	return c
}

// check inserts __hrt_chk(addr, size, kind, flags, excluded, site) before in.
func (h *hostifier) check(in *ir.Instruction, p ir.Value, size ir.Value, flags int64) {
	if h.t != tNVPTX {
		flags &^= flagAtomic // OpenCL allows atomics on private objects
	}
	k, ok := h.spaceKind(p)
	if !ok {
		if _, vec := p.Type().(*ir.VectorType); vec {
			h.errorf("vector of pointers accessed")
		}
		return
	}
	if h.mode.tagged && !h.mode.privApart && k == kGlobal {
		flags |= flagPrivGlobal
	}
	if h.mode.noop && k == kGeneric {
		flags |= flagAnyWindow
	}
	var excl uint32
	if k == kGeneric {
		excl = h.excluded(in)
	}
	chk := h.rtFunc("__hrt_chk", h.m.Types.Void, h.i64, h.i64, h.i32, h.i32, h.i32, h.i64)
	addr := h.toInt(in, p)
	if size.Type() != h.i64 {
		z := ir.NewCast(ir.OpZExt, size, h.i64)
		ir.InsertBefore(in, z)
		size = z
	}
	ir.InsertBefore(in, ir.NewCall(chk, addr, size, ir.NewConstInt(h.i32, int64(k)),
		ir.NewConstInt(h.i32, flags), ir.NewConstInt(h.i32, int64(excl)), h.site(in)))
}

// excluded reads !noalias.addrspace: the kinds the access claims not to reach.
func (h *hostifier) excluded(in *ir.Instruction) uint32 {
	n, _ := in.Metadata("noalias.addrspace").(*ir.MDNode)
	if n == nil {
		return 0
	}
	var bits uint32
	for i := 0; i+1 < len(n.Ops); i += 2 {
		lo, ok1 := mdInt(n.Ops[i])
		hi, ok2 := mdInt(n.Ops[i+1])
		if !ok1 || !ok2 {
			h.errorf("malformed !noalias.addrspace")
			return 0
		}
		for _, s := range h.t.spaces() {
			if inRange(uint32(s), uint32(lo), uint32(hi)) {
				if k, ok := h.t.kind(s); ok && k != kGeneric {
					bits |= kindBit(k)
				}
			}
		}
	}
	return bits
}

// inRange is LLVM's half-open range [lo, hi) on 32-bit values, which wraps
// when hi < lo.
func inRange(s, lo, hi uint32) bool {
	if lo < hi {
		return s >= lo && s < hi
	}
	return s >= lo || s < hi
}

func mdInt(md ir.Metadata) (int64, bool) {
	v, ok := md.(*ir.ValueAsMetadata)
	if !ok {
		return 0, false
	}
	c, ok := v.V.(*ir.ConstInt)
	if !ok {
		return 0, false
	}
	return c.V, true
}

// alloca replaces an alloca by memory from the thread's local arena: in the
// generic local window when the alloca's space is generic (NVPTX), in the
// specific one when it is the private space (SPIR, AMDGPU).
func (h *hostifier) alloca(in *ir.Instruction) {
	k, ok := h.spaceKind(in)
	if !ok {
		return
	}
	specific := int64(0)
	switch k {
	case kGeneric:
	case kLocal:
		specific = 1
	default:
		h.errorf("alloca in space %d", k)
		return
	}
	var size ir.Value = h.size(in.ElemType)
	if in.NumOperands() > 0 {
		n := in.Operand(0)
		if n.Type() != h.i64 {
			z := ir.NewCast(ir.OpZExt, n, h.i64)
			ir.InsertBefore(in, z)
			n = z
		}
		mul := ir.NewInstruction(ir.OpMul, h.i64, n, size)
		ir.InsertBefore(in, mul)
		size = mul
	}
	align := int64(in.Align())
	if align == 0 {
		_, a, _ := sizeAlign(in.ElemType)
		align = int64(a)
	}
	fn := h.rtFunc("__hrt_alloca", h.i64, h.i64, h.i64, h.i32, h.i64)
	call := ir.NewCall(fn, size, ir.NewConstInt(h.i64, align), ir.NewConstInt(h.i32, specific), h.site(in))
	ir.InsertBefore(in, call)
	p := ir.NewCast(ir.OpIntToPtr, call, in.Type())
	ir.InsertBefore(in, p)
	p.SetName(in.Name())
	in.SetName("")
	ir.ReplaceAllUsesWith(in, p)
	in.Erase()
}

// cast replaces an addrspacecast by the runtime's translation between
// windows (lane by lane for a vector of pointers).
func (h *hostifier) cast(in *ir.Instruction) {
	src := in.Operand(0)
	var out ir.Value
	if vt, ok := in.Type().(*ir.VectorType); ok {
		sv, _ := src.Type().(*ir.VectorType)
		if sv == nil || vt.Scalable {
			h.errorf("addrspacecast of a scalable vector")
			return
		}
		var acc ir.Value = ir.PoisonOf(vt)
		for i := range int64(vt.Len) {
			idx := ir.NewConstInt(h.i32, i)
			e := ir.NewInstruction(ir.OpExtractElement, sv.Elem, src, idx)
			ir.InsertBefore(in, e)
			c := h.castOne(in, e, vt.Elem)
			if c == nil {
				return
			}
			ins := ir.NewInstruction(ir.OpInsertElement, vt, acc, c, idx)
			ir.InsertBefore(in, ins)
			acc = ins
		}
		out = acc
	} else if out = h.castOne(in, src, in.Type()); out == nil {
		return
	}
	if named, ok := out.(*ir.Instruction); ok {
		named.SetName(in.Name())
	}
	in.SetName("")
	ir.ReplaceAllUsesWith(in, out)
	in.Erase()
}

// castOne inserts before in the translation of pointer v to type t.
func (h *hostifier) castOne(in *ir.Instruction, v ir.Value, t ir.Type) ir.Value {
	ka, ok1 := h.spaceKind(v)
	pt, _ := t.(*ir.PointerType)
	if !ok1 || pt == nil {
		return nil
	}
	kb, ok2 := h.t.kind(pt.AddrSpace)
	if !ok2 {
		h.errorf("pointer in unsupported address space %d", pt.AddrSpace)
		return nil
	}
	if h.mode.noop {
		p := ir.NewCast(ir.OpIntToPtr, h.toInt(in, v), t)
		ir.InsertBefore(in, p)
		return p
	}
	fn := h.rtFunc("__hrt_cast", h.i64, h.i64, h.i32, h.i32, h.i64)
	call := ir.NewCall(fn, h.toInt(in, v), ir.NewConstInt(h.i32, int64(ka)), ir.NewConstInt(h.i32, int64(kb)), h.site(in))
	ir.InsertBefore(in, call)
	p := ir.NewCast(ir.OpIntToPtr, call, t)
	ir.InsertBefore(in, p)
	return p
}

// call handles calls: lifetime and debug intrinsics go (their operands are
// no longer allocas), memory intrinsics check both ranges, runtime builtins
// check their pointer operands, calling conventions of the GPU go, and byval
// arguments are copied into local memory by the caller.
func (h *hostifier) call(in *ir.Instruction) {
	ci := in.Call()
	if isGPUCC(ci.CC) {
		ci.CC = ""
	}
	if _, asm := in.Callee().(*ir.InlineAsm); asm {
		h.errorf("inline asm")
		return
	}
	f := in.CalledFunction()
	args := in.Args()
	if f != nil && h.wmma[f] {
		h.lowerWMMA(in, f.Name())
		return
	}
	if f != nil && h.native[f] {
		name := f.Name()
		switch {
		case strings.HasPrefix(name, "llvm.lifetime.") || strings.HasPrefix(name, "llvm.dbg."):
			if !in.HasResult() || len(ir.UsersOf(in)) == 0 {
				in.Erase()
			}
			return
		case strings.HasPrefix(name, "llvm.memcpy") || strings.HasPrefix(name, "llvm.memmove"):
			h.check(in, args[0], args[2], flagWrite)
			h.check(in, args[1], args[2], 0)
			return
		case strings.HasPrefix(name, "llvm.memset"):
			h.check(in, args[0], args[2], flagWrite)
			return
		case strings.HasPrefix(name, "llvm.ptrmask."):
			h.widenPtrMask(in)
			return
		case strings.HasPrefix(name, "llvm.masked.") || strings.HasPrefix(name, "llvm.vp."):
			h.maskedAccess(in, name)
			return
		}
	}
	if f != nil && (h.mode.tagged || h.mode.noop) && (h.isRuntime(f) || h.stubs[f]) {
		h.untagArgs(in)
	}
	if f != nil && h.isRuntime(f) && !h.noTouch[f] {
		flags := int64(0)
		if strings.Contains(f.Name(), "atomic") && !strings.Contains(f.Name(), "atomic_init") {
			flags = flagWrite | flagAtomic
		}
		for _, a := range args {
			if _, ok := a.Type().(*ir.PointerType); ok && !isCodeOrNull(a) {
				h.check(in, a, ir.NewConstInt(h.i64, 1), flags)
			}
		}
	}
	for i := range args {
		if i < len(ci.ParamAttrs) && ci.ParamAttrs[i].Has("byval") {
			h.byvalArg(in, i)
		}
	}
}

// isCodeOrNull tells a builtin's pointer operand that names no memory: a
// function (the outlined region __kmpc_parallel_* calls) or null.
func isCodeOrNull(v ir.Value) bool {
	_, code := v.(*ir.Function)
	return code || ir.IsNull(v)
}

// maskedAccess checks each active lane of a masked or vector-predicated
// load, store, gather or scatter.
func (h *hostifier) maskedAccess(in *ir.Instruction, name string) {
	args := in.Args()
	var op string
	for _, o := range []string{"load", "store", "gather", "scatter", "expandload", "compressstore"} {
		if strings.HasPrefix(name, "llvm.masked."+o+".") || strings.HasPrefix(name, "llvm.vp."+o+".") {
			op = o
		}
	}
	var mask ir.Value
	for _, a := range args {
		if vt, ok := a.Type().(*ir.VectorType); ok && vt.Elem == ir.Type(h.m.Types.Int(1)) {
			mask = a
			break
		}
	}
	// The data vector: the stored value, or the result.
	data := ir.Type(in.Type())
	if op == "store" || op == "scatter" {
		data = args[0].Type()
	}
	dv, ok := data.(*ir.VectorType)
	if op == "" || op == "expandload" || op == "compressstore" || mask == nil || !ok || dv.Scalable {
		h.errorf("unsupported intrinsic %s", name)
		return
	}
	esize, _, err := sizeAlign(dv.Elem)
	if err != nil {
		h.errorf("%s: %v", name, err)
		return
	}
	var evl ir.Value
	if strings.HasPrefix(name, "llvm.vp.") {
		evl = args[len(args)-1]
	}
	flags := int64(0)
	var ptrs ir.Value // the address operand: a pointer, or a vector of them
	switch op {
	case "store":
		ptrs, flags = args[1], flagWrite
	case "scatter":
		ptrs, flags = args[1], flagWrite
	default:
		ptrs = args[0]
	}
	chk := h.rtFunc("__hrt_chkif", h.m.Types.Void, h.m.Types.Int(1), h.i64, h.i64, h.i32, h.i32, h.i32, h.i64)
	for i := range int64(dv.Len) {
		idx := ir.NewConstInt(h.i32, i)
		m := ir.NewInstruction(ir.OpExtractElement, h.m.Types.Int(1), mask, idx)
		ir.InsertBefore(in, m)
		var active ir.Value = m
		if evl != nil {
			lt := ir.NewInstruction(ir.OpICmp, h.m.Types.Int(1), idx, evl)
			lt.Pred, _ = ir.PredicateByName("ult")
			ir.InsertBefore(in, lt)
			and := ir.NewInstruction(ir.OpAnd, h.m.Types.Int(1), m, lt)
			ir.InsertBefore(in, and)
			active = and
		}
		var p ir.Value = ptrs
		if pv, ok := ptrs.Type().(*ir.VectorType); ok {
			e := ir.NewInstruction(ir.OpExtractElement, pv.Elem, ptrs, idx)
			ir.InsertBefore(in, e)
			p = e
		}
		k, ok := h.spaceKind(p)
		if !ok {
			return
		}
		var addr ir.Value = h.toInt(in, p)
		if _, vec := ptrs.Type().(*ir.VectorType); !vec && i > 0 {
			add := ir.NewInstruction(ir.OpAdd, h.i64, addr, ir.NewConstInt(h.i64, i*int64(esize)))
			ir.InsertBefore(in, add)
			addr = add
		}
		var excl uint32
		if k == kGeneric {
			excl = h.excluded(in)
		}
		ir.InsertBefore(in, ir.NewCall(chk, active, addr, ir.NewConstInt(h.i64, int64(esize)),
			ir.NewConstInt(h.i32, int64(k)), ir.NewConstInt(h.i32, flags), ir.NewConstInt(h.i32, int64(excl)), h.site(in)))
	}
}

// widenPtrMask rewrites llvm.ptrmask with a mask narrower than 64 bits
// (a 32-bit shared pointer under the NVPTX short-pointer layout): host
// pointers are 64-bit, so the mask is widened with ones, which keeps the
// high bits (zero for the specific windows, all below 4 GiB).
func (h *hostifier) widenPtrMask(in *ir.Instruction) {
	args := in.Args()
	it, ok := args[1].Type().(*ir.IntType)
	if !ok {
		h.errorf("llvm.ptrmask of a vector")
		return
	}
	if it.Bits >= 64 {
		return
	}
	pt := args[0].Type()
	as, _ := ir.AddrSpaceOf(pt)
	fn := h.rtFunc(fmt.Sprintf("llvm.ptrmask.p%d.i64", as), pt, pt, h.i64)
	z := ir.NewCast(ir.OpZExt, args[1], h.i64)
	ir.InsertBefore(in, z)
	hi := ir.NewInstruction(ir.OpOr, h.i64, z, ir.NewConstInt(h.i64, -1<<it.Bits))
	ir.InsertBefore(in, hi)
	call := ir.NewCall(fn, args[0], hi)
	ir.InsertBefore(in, call)
	ir.ReplaceAllUsesWith(in, call)
	in.Erase()
}

// byvalArg copies a byval argument into the caller's local memory (as the
// NVPTX backend does for device functions) and passes the copy, so the
// callee's parameter points into the local window rather than the host
// stack.
func (h *hostifier) byvalArg(in *ir.Instruction, i int) {
	ci := in.Call()
	attr, _ := ci.ParamAttrs[i].Get("byval")
	arg := in.Args()[i]
	k, ok := h.spaceKind(arg)
	if !ok || (k != kGeneric && k != kLocal) || attr.Type == nil {
		h.errorf("byval argument in space %d", k)
		return
	}
	size, align, err := sizeAlign(attr.Type)
	if err != nil {
		h.errorf("byval: %v", err)
		return
	}
	specific := int64(0)
	if k == kLocal {
		specific = 1
	}
	sz := ir.NewConstInt(h.i64, int64(size))
	h.check(in, arg, sz, 0)
	fn := h.rtFunc("__hrt_alloca", h.i64, h.i64, h.i64, h.i32, h.i64)
	dst := ir.NewCall(fn, sz, ir.NewConstInt(h.i64, int64(max(align, 8))), ir.NewConstInt(h.i32, specific), h.site(in))
	ir.InsertBefore(in, dst)
	cp := h.rtFunc("__hrt_memcpy", h.m.Types.Void, h.i64, h.i64, h.i64)
	ir.InsertBefore(in, ir.NewCall(cp, dst, h.toInt(in, arg), sz))
	p := ir.NewCast(ir.OpIntToPtr, dst, arg.Type())
	ir.InsertBefore(in, p)
	in.SetOperand(i, p)
	ci.ParamAttrs[i].Remove("byval")
	// A function that copies byval arguments allocates: restore its arena.
	h.needRestore(in.Parent.Parent)
}

// needRestore makes sure f saves and restores its local arena around its
// body (body does it already when f has allocas).
func (h *hostifier) needRestore(f *ir.Function) {
	entry := f.Entry()
	for _, in := range entry.Instrs {
		if in.Op == ir.OpCall && in.CalledFunction() != nil && in.CalledFunction().Name() == "__hrt_lsave" {
			return
		}
	}
	save := ir.NewCall(h.rtFunc("__hrt_lsave", h.i64))
	entry.InsertAt(entry.FirstInsertionPoint(), save)
	restore := h.rtFunc("__hrt_lrestore", h.m.Types.Void, h.i64)
	f.Instructions(func(in *ir.Instruction) {
		if in.Op == ir.OpRet {
			ir.InsertBefore(in, ir.NewCall(restore, save))
		}
	})
}

// untagArgs passes the generic pointer arguments of a call to the runtime
// or a stub through __hrt_untag: lower-generic's tagged pointers become
// the generic addresses the runtime expects.
func (h *hostifier) untagArgs(in *ir.Instruction) {
	for i, a := range in.Args() {
		if k, ok := h.spaceKind(a); !ok || k != kGeneric {
			continue
		}
		fn := h.rtFunc("__hrt_untag", h.i64, h.i64)
		call := ir.NewCall(fn, h.toInt(in, a))
		ir.InsertBefore(in, call)
		p := ir.NewCast(ir.OpIntToPtr, call, a.Type())
		ir.InsertBefore(in, p)
		in.SetOperand(i, p)
	}
}
