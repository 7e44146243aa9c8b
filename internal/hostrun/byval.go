package hostrun

import (
	"strings"

	"memspace/ir"
)

// A kernel's byval parameters, as the NVPTX backend lowers them.
//
// The image places each byval kernel parameter once in the param window,
// shared by every thread of the launch, which is what PTX does for a
// parameter that is only read (ld.param) or that LLVM's argument lowering
// (NVPTXLowerArgs) keeps in place (grid_constant, or readonly and never
// captured: its generic address is the parameter's, cvta.param). Any other
// parameter whose address escapes or that is written gets a copy in each
// thread's local memory, filled at the top of the kernel, and the body
// works on the copy: by-value semantics, where every thread owns its
// struct. Without that copy the host run would let threads write into one
// shared parameter and read each other's writes, and it would report the
// parameter's final bytes as output, which no GPU program can observe.
//
// kernelByvalCopies makes that copy where the backend would: an alloca in
// the entry block, loaded from the parameter and stored, every other use
// of the parameter moved to it. It runs first, while the kernels can still
// be told apart, and only on NVPTX. A module that memspace gave the copy
// already (ipmsp's byval.go) reads its parameter only through the copy's
// load, so the harness makes none: both runs compute with one copy per
// thread.
func (h *hostifier) kernelByvalCopies() {
	if h.t != tNVPTX {
		return
	}
	annotated := gridConstantAnnotations(h.m)
	for _, k := range h.m.KernelFunctions() {
		if k.IsDeclaration() {
			continue
		}
		for _, p := range k.Params {
			bv, ok := p.Attrs.Get("byval")
			if !ok || bv.Type == nil || keptInPlace(p, annotated) || !backendCopies(p) {
				continue
			}
			alloca := ir.NewInstruction(ir.OpAlloca, p.Type())
			alloca.ElemType = bv.Type
			load := ir.NewInstruction(ir.OpLoad, bv.Type, p)
			store := ir.NewInstruction(ir.OpStore, ir.VoidType, load, alloca)
			ir.ReplaceUsesIf(p, alloca, func(u ir.User) bool { return u != ir.User(load) })
			for i, in := range []*ir.Instruction{alloca, load, store} {
				k.Entry().InsertAt(i, in)
			}
		}
	}
}

// keptInPlace: a grid_constant parameter (attribute or annotation), or one
// only read and never captured, which llc-22 treats as grid_constant.
func keptInPlace(p *ir.Argument, annotated map[*ir.Argument]bool) bool {
	if annotated[p] || p.Attrs.Has("nvvm.grid_constant") || p.Attrs.Has("grid_constant") {
		return true
	}
	if !p.Attrs.Has("readonly") && !p.Attrs.Has("readnone") {
		return false
	}
	c, ok := p.Attrs.Get("captures")
	return ok && (c.Value == "none" || c.Value == "read_provenance")
}

// backendCopies reports whether some use of p, through address arithmetic,
// phis, selects and casts to param space, is more than a read: NVPTX's
// argument lowering then copies the parameter (a load, the source of a
// memory copy and lifetime or debug markers are reads). The walk is
// written here rather than taken from addrspace.EveryAddressUse: the
// harness that checks memspace's analysis uses none of it.
func backendCopies(p *ir.Argument) bool {
	seen := map[ir.Value]bool{p: true}
	work := []ir.Value{p}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		for _, u := range ir.UsersOf(v) {
			in, ok := u.(*ir.Instruction)
			if !ok {
				continue
			}
			switch in.Op {
			case ir.OpGetElementPtr, ir.OpBitCast, ir.OpPhi, ir.OpSelect, ir.OpFreeze, ir.OpAddrSpaceCast:
				if in.Op == ir.OpAddrSpaceCast {
					if as, _ := ir.AddrSpaceOf(in.Type()); as != 101 {
						return true
					}
				}
				if in.Op == ir.OpSelect && in.Operand(0) == v {
					return true
				}
				if !seen[in] {
					seen[in] = true
					work = append(work, in)
				}
			case ir.OpLoad:
			case ir.OpCall:
				if !readingCall(in, v) {
					return true
				}
			default:
				return true
			}
		}
	}
	return false
}

// readingCall: a lifetime or debug marker, or a memory copy that only
// reads from v.
func readingCall(in *ir.Instruction, v ir.Value) bool {
	f := in.CalledFunction()
	if f == nil {
		return false
	}
	name := f.Name()
	switch {
	case strings.HasPrefix(name, "llvm.lifetime.") || strings.HasPrefix(name, "llvm.dbg."):
		return true
	case strings.HasPrefix(name, "llvm.memcpy.") || strings.HasPrefix(name, "llvm.memmove."):
		return in.NumOperands() > 2 && in.Operand(0) != v
	}
	return false
}

// gridConstantAnnotations reads !nvvm.annotations entries
// {ptr @k, !"grid_constant", !{i32 1, ...}} (1-based parameter indices).
func gridConstantAnnotations(m *ir.Module) map[*ir.Argument]bool {
	out := map[*ir.Argument]bool{}
	nm := m.NamedMetadata("nvvm.annotations")
	if nm == nil {
		return out
	}
	for _, op := range nm.Nodes {
		n, ok := op.(*ir.MDNode)
		if !ok || len(n.Ops) < 3 {
			continue
		}
		vm, ok := n.Ops[0].(*ir.ValueAsMetadata)
		if !ok {
			continue
		}
		f, ok := vm.V.(*ir.Function)
		if !ok {
			continue
		}
		for i := 1; i+1 < len(n.Ops); i += 2 {
			if key, ok := n.Ops[i].(*ir.MDString); !ok || key.Value != "grid_constant" {
				continue
			}
			idx, ok := n.Ops[i+1].(*ir.MDNode)
			if !ok {
				continue
			}
			for _, o := range idx.Ops {
				if c, ok := o.(*ir.ValueAsMetadata); ok {
					if ci, ok := c.V.(*ir.ConstInt); ok && ci.V >= 1 && int(ci.V) <= len(f.Params) {
						out[f.Params[ci.V-1]] = true
					}
				}
			}
		}
	}
	return out
}
