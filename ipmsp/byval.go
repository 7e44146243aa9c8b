package ipmsp

import (
	"strconv"

	"memspace/addrspace"
	"memspace/ir"
	"memspace/pass"
	"memspace/target"
)

// The local copy of a byval kernel parameter, made explicit (NVPTX).
//
// What: a CUDA kernel receives a struct by value as a byval parameter in
// param space. When its address escapes (passed to a helper, passed on by
// value, stored, written through), LLVM's argument lowering
// (NVPTXLowerArgs) gives the body one of two pointers: the address of a
// copy in local memory, or, when the parameter is grid_constant or only
// read and never captured (llc-22 treats those as grid_constant), the
// parameter's own address made generic (cvta.param). The solve cannot
// know which, so such a pointer may point to {local,param} and every
// access through it stays generic, in the kernel and in every helper it
// reaches: the helper cannot be cloned for one space, and a byval copy
// made from it at a call reads through a generic pointer.
//
// This step, run before ipmsp's first solve, writes the copy into the IR
// itself, as NVPTXLowerArgs writes it: an alloca in the entry block,
// filled from the parameter read in param space, and every other use of
// the parameter moved to the alloca.
//
//	define ptx_kernel void @k(ptr byval(%struct.Csr) align 8 %A, ...) {
//	  %v = call float @row_dot(ptr %A, ...)
//
//	define ptx_kernel void @k(ptr byval(%struct.Csr) align 8 %A, ...) {
//	  %A.copy = alloca %struct.Csr, align 8
//	  %A.param = addrspacecast ptr %A to ptr addrspace(101)
//	  %A.val = load %struct.Csr, ptr addrspace(101) %A.param, align 8
//	  store %struct.Csr %A.val, ptr %A.copy, align 8
//	  %v = call float @row_dot(ptr %A.copy, ...)
//
// The pointer is now an alloca, local on every path: the helper gets a
// local clone, and llc reads the parameter only through the load in param
// space (ld.param), which it never copies.
//
// Why it is sound: a byval parameter is the callee's own copy of the
// argument; nothing outside the kernel can name that memory, so the body
// observes it only through the uses of the parameter. The alloca has the
// same type, size and alignment, holds the same bytes from the top of the
// entry block on (nothing runs before the copy), and takes every one of
// those uses, reads and writes alike (a write to a byval parameter is a
// write to the callee's copy, which the alloca now is). Both live until
// the kernel returns. Only the address differs, and no program may rely
// on the address of a by-value argument being a particular one, except
// where the parameter is grid_constant: there the address is the param
// address by contract (a CUtensorMap must stay in param space for the
// TMA instructions), so grid_constant parameters are never copied, by
// attribute or !nvvm.annotations.
//
// What it costs: where llc would copy anyway (the parameter is written,
// or may be captured), nothing: the copy is llc's own, made earlier. A
// parameter llc treats as grid_constant because it is readonly and not
// captured would have been used in place, with generic accesses through
// cvta.param; copying it costs one load and one store per word of the
// struct, and turns those generic accesses into local ones. Such a
// parameter is copied only when every use of its address, followed
// through helpers that the module defines, is a read, a by-value
// argument (the callee reads its own copy) or a memcpy from it: a pointer
// that reaches an intrinsic, inline asm, an external function or a
// comparison may be one that must stay the parameter (a tensor map passed
// without __grid_constant__), and keeps it. Since the copy makes the code
// bigger, it is made only within the size bound (growth.go;
// -ipmsp-max-growth): by default only after -whole-program. A copy the
// bound declines gets a Missed remark (ByvalCopyDeclined) with its cost.
//
// A helper's byval parameter (a device function's) is in local memory
// already, and llc uses it in place; the one case it reads through a
// generic pointer is a by-value argument made from it, when the parameter
// is written or its address escapes (so llc does not read it in param
// space) and the call is outside the entry block. acc = step(me, src[j],
// acc) in a loop, with acc itself passed by value, is the usual shape.
// There the same copy is made (an alloca filled by a load of the
// parameter, which memspace-opt reads as local), for the price of one
// copy per call of the helper, within the same size bound; see
// forwardedFromLocal. The soundness
// argument above holds word for word: the parameter is the helper's own
// copy of the caller's struct.
//
// Only where the address escapes (addrspace.AddressEscapes): a parameter
// that is only read through is already read with ld.param. The step does
// nothing where allocas do not live in the generic space (a data layout
// with A<N>), with do-clone-for-ip-msp=0 (report only), or on other
// targets. It visits each kernel parameter once, and the walk over uses
// visits each value once (callee parameters are remembered), so it is
// linear in the module.

// StatByvalCopies counts the parameters copied.
const StatByvalCopies = "byval parameters copied to local memory"

// copyKernelByvals makes the local copies described above.
func copyKernelByvals(ctx *pass.Context) {
	m := ctx.Module
	if ctx.Target.Name() != "nvptx" || ctx.Opts.Int(OptCloneBudget) == 0 {
		return
	}
	if dl, err := target.ParseDataLayout(m.DataLayout); err != nil || dl.AllocaSpace != 0 {
		return
	}
	annotated := addrspace.GridConstants(m)
	w := &benignWalk{params: map[*ir.Argument]bool{}}
	maxGrowth := maxGrowth(ctx)
	kernels := map[*ir.Function]bool{}
	for _, k := range m.KernelFunctions() {
		kernels[k] = true
		if k.IsDeclaration() {
			continue
		}
		for _, p := range k.Params {
			switch {
			case needsCopy(p, annotated, w, maxGrowth):
				copyByval(ctx, k, p, true)
			case copyGrows(p, maxGrowth) && ctx.Remarks.Enabled() && needsCopy(p, annotated, w, -1):
				copyDeclined(ctx, k, p, maxGrowth, "accesses through its address stay generic "+
					"(it may point to {local,param}: llc copies it or uses it in place)")
			}
		}
	}
	for _, f := range m.Functions {
		if kernels[f] || f.IsDeclaration() {
			continue
		}
		for _, p := range f.Params {
			if !forwardedFromLocal(p) {
				continue
			}
			if !copyGrows(p, maxGrowth) {
				copyByval(ctx, f, p, false)
			} else if ctx.Remarks.Enabled() {
				copyDeclined(ctx, f, p, maxGrowth, "llc copies the by-value arguments made from it "+
					"through its generic address")
			}
		}
	}
}

// copyDeclined adds the Missed remark for a copy the size bound declines:
// what it would cost, and what stays generic without it.
func copyDeclined(ctx *pass.Context, f *ir.Function, p *ir.Argument, maxGrowth int, stays string) {
	bv, _ := p.Attrs.Get("byval")
	rm := pass.Remark{Kind: "Missed", Pass: Name, Name: "ByvalCopyDeclined", Function: f.Name(),
		Args: []pass.RemarkArg{{Key: "String", Value: "byval parameter " + paramText(p) +
			" not copied to local memory: the copy would add about " + strconv.Itoa(2*words(bv.Type)) +
			" loads and stores to the module (" + OptMaxGrowth + "=" + strconv.Itoa(maxGrowth) +
			"; -1 lifts the bound); " + stays}}}
	if pos, ok := ir.SubprogramPos(f); ok {
		rm.Loc = &pos
	}
	ctx.Remarks.Add(rm)
}

// paramText names a parameter for remarks: %name or %N.
func paramText(p *ir.Argument) string {
	if p.Name() != "" {
		return "%" + p.Name()
	}
	return "#" + strconv.Itoa(p.Index)
}

// needsCopy reports whether kernel parameter p gets an explicit copy.
// llc copies one that is written or may be captured itself; one that it
// would use in place is copied only within the size bound (growth.go).
func needsCopy(p *ir.Argument, annotated map[*ir.Argument]bool, w *benignWalk, maxGrowth int) bool {
	bv, ok := p.Attrs.Get("byval")
	if !ok || bv.Type == nil || addrspace.IsGridConstant(p, annotated) {
		return false
	}
	if !genericPointer(p) || !addrspace.AddressEscapes(p) {
		return false
	}
	if p.Attrs.Has("readonly") || p.Attrs.Has("readnone") {
		return !copyGrows(p, maxGrowth) && w.benign(p)
	}
	return true
}

// genericPointer reports whether byval parameter p is a pointer in
// NVPTX's generic space, the only one whose copy is an alloca: one
// already typed in param (or another) space is no generic address, and
// the step leaves it alone.
func genericPointer(p *ir.Argument) bool {
	pt, ok := p.Type().(*ir.PointerType)
	return ok && pt.AddrSpace == uint32(target.NVPTXGeneric)
}

// copyGrows reports whether a copy of byval parameter p that llc would
// not make, a load and a store per word, exceeds the size bound.
func copyGrows(p *ir.Argument, maxGrowth int) bool {
	bv, _ := p.Attrs.Get("byval")
	return maxGrowth >= 0 && 2*words(bv.Type) > maxGrowth
}

// copyByval writes the copy at the top of f's entry block and moves every
// use of p to it. A kernel's parameter is read in param space (llc reads
// it with ld.param and makes no copy of its own); a helper's through its
// generic address, which is local (memspace-opt says so).
func copyByval(ctx *pass.Context, f *ir.Function, p *ir.Argument, kernel bool) {
	m := ctx.Module
	bv, _ := p.Attrs.Get("byval")
	t := bv.Type
	align := p.Attrs.Align()
	alloca := ir.NewInstruction(ir.OpAlloca, p.Type())
	alloca.ElemType = t
	var src ir.Value = p
	var cast *ir.Instruction
	if kernel {
		cast = ir.NewCast(ir.OpAddrSpaceCast, p, m.WithAddrSpace(p.Type(), uint32(target.NVPTXParam)))
		src = cast
	}
	load := ir.NewInstruction(ir.OpLoad, t, src)
	store := ir.NewInstruction(ir.OpStore, ir.VoidType, load, alloca)
	for _, in := range []*ir.Instruction{alloca, load, store} {
		in.SetAlign(align)
	}
	if name := p.Name(); name != "" {
		alloca.SetName(uniqueLocal(f, name+".copy"))
		if cast != nil {
			cast.SetName(uniqueLocal(f, name+".param"))
		}
		load.SetName(uniqueLocal(f, name+".val"))
	}
	reader := load
	if cast != nil {
		reader = cast
	}
	ir.ReplaceUsesIf(p, alloca, func(u ir.User) bool { return u != ir.User(reader) })
	entry := f.Entry()
	seq := []*ir.Instruction{alloca, load, store}
	if cast != nil {
		seq = []*ir.Instruction{alloca, cast, load, store}
	}
	for i, in := range seq {
		entry.InsertAt(i, in)
	}
	ctx.Stats.Add(StatByvalCopies, 1)
	why := "its address escapes"
	if !kernel {
		why = "it is written or its address escapes, and it is passed on by value outside the entry block"
	}
	ctx.Remarks.Add(pass.Remark{Kind: "Passed", Pass: Name, Name: "ByvalCopy", Function: f.Name(),
		Args: []pass.RemarkArg{{Key: "String", Value: "byval parameter " + paramText(p) +
			" copied to local memory in the IR: " + why}}})
}

// uniqueLocal returns name, or name.N, not yet used in f.
func uniqueLocal(f *ir.Function, name string) string {
	names := f.LocalNames()
	out := name
	for i := 1; names[out]; i++ {
		out = name + "." + strconv.Itoa(i)
	}
	return out
}

// benignWalk judges whether an address is only read: every use, through
// address arithmetic and into the parameters of defined helpers, is a
// load, a by-value argument, the source of a memcpy or a lifetime or
// debug marker. Helper parameters are judged once; a parameter still being
// judged (a recursive helper) counts as not benign.
type benignWalk struct {
	params map[*ir.Argument]bool
}

func (w *benignWalk) benign(root ir.Value) bool {
	return addrspace.EveryAddressUse(root, w.use)
}

// use judges one use of address v by in: derived when in computes a new
// address from v, ok when the use only reads.
func (w *benignWalk) use(in *ir.Instruction, v ir.Value) (derived, ok bool) {
	switch in.Op {
	case ir.OpGetElementPtr, ir.OpBitCast, ir.OpFreeze:
		return true, in.Operand(0) == v
	case ir.OpPhi, ir.OpSelect:
		return true, in.Op == ir.OpPhi || in.Operand(0) != v
	case ir.OpLoad:
		return false, true
	case ir.OpCall:
		return false, w.call(in, v)
	}
	return false, false
}

// call judges a call that uses address v.
func (w *benignWalk) call(in *ir.Instruction, v ir.Value) bool {
	args := addrspace.CallArgs(in)
	name := addrspace.CalleeName(in)
	switch {
	case in.Callee() == v:
		return false
	case isMarker(name):
		return true
	case addrspace.IsMemTransfer(name):
		return len(args) > 1 && args[0] != v
	}
	callee := in.CalledFunction()
	ci := in.Call()
	for i, a := range args {
		if a != v {
			continue
		}
		if ci != nil && i < len(ci.ParamAttrs) && ci.ParamAttrs[i].Has("byval") {
			continue
		}
		if callee == nil || callee.IsDeclaration() || interposable(callee) || i >= len(callee.Params) {
			return false
		}
		if !w.param(callee.Params[i]) {
			return false
		}
	}
	return true
}

// param judges a helper's parameter once.
func (w *benignWalk) param(p *ir.Argument) bool {
	if got, ok := w.params[p]; ok {
		return got
	}
	w.params[p] = false // a recursive use of p is judged not benign
	got := w.benign(p)
	w.params[p] = got
	return got
}

// forwardedFromLocal reports whether byval parameter p of a helper gets a
// copy: llc keeps such a parameter in place, read with ld.param, only
// while every use of it is a read (a load, or an argument passed on by
// value); otherwise (written, its address passed on or stored) the body
// uses the parameter's local address, made generic in the entry block.
// Accesses through it are fine (memspace-opt casts them to local), but a
// by-value argument made from it in another block is copied by llc
// through that generic address. A copy into an alloca is read with
// ld.local wherever it is passed, for the price of one copy per call, so
// it is made only for such a parameter that is passed on by value outside
// the entry block.
func forwardedFromLocal(p *ir.Argument) bool {
	bv, ok := p.Attrs.Get("byval")
	if !ok || bv.Type == nil {
		return false
	}
	if !genericPointer(p) {
		return false
	}
	entry := p.Parent.Entry()
	readOnly, forwarded := true, false
	// Every use is accepted so that the whole walk runs; only a user
	// that is neither an instruction nor metadata stops it, and that is
	// not a read either.
	all := addrspace.EveryAddressUse(p, func(in *ir.Instruction, v ir.Value) (derived, ok bool) {
		switch {
		case (in.Op == ir.OpGetElementPtr || in.Op == ir.OpBitCast) && in.Operand(0) == v:
			return true, true
		case in.Op == ir.OpLoad:
		case byvalArgOnly(in, v):
			forwarded = forwarded || in.Parent != entry
		case in.Op == ir.OpCall && isMarker(addrspace.CalleeName(in)):
		default:
			readOnly = false
		}
		return false, true
	})
	return forwarded && !(readOnly && all)
}

// byvalArgOnly reports whether call in passes v only as by-value
// arguments.
func byvalArgOnly(in *ir.Instruction, v ir.Value) bool {
	ci := in.Call()
	if in.Op != ir.OpCall || ci == nil || in.Callee() == v {
		return false
	}
	found := false
	for i, a := range addrspace.CallArgs(in) {
		if a != v {
			continue
		}
		if i >= len(ci.ParamAttrs) || !ci.ParamAttrs[i].Has("byval") {
			return false
		}
		found = true
	}
	return found
}
