package lowergeneric

import (
	"strconv"
	"strings"

	"memspace/ir"
)

// genericOperands lists the operand indexes of in that are generic
// addresses it accesses memory through (load, store, atomics, memory
// intrinsics); nil when there are none.
func (lw *lowerer) genericOperands(in *ir.Instruction) []int {
	var idx []int
	switch in.Op {
	case ir.OpLoad, ir.OpAtomicRMW, ir.OpCmpXchg:
		idx = []int{0}
	case ir.OpStore:
		idx = []int{1}
	case ir.OpCall:
		switch memIntrinsic(in) {
		case "copy":
			idx = []int{0, 1}
		case "set", "predicated":
			idx = []int{0}
		}
	}
	var out []int
	for _, i := range idx {
		if isGenericPtr(in.Operand(i).Type()) {
			out = append(out, i)
		}
	}
	return out
}

// memIntrinsic classifies llvm.memcpy/memmove ("copy") and llvm.memset
// ("set"), inline forms included, and Intel's predicated load and store
// (llvm.genx.GenISA.PredicatedLoad/PredicatedStore, "predicated": the
// address is the first operand, the pointer's space is in the name);
// element-wise atomic forms are not ours.
func memIntrinsic(in *ir.Instruction) string {
	f := in.CalledFunction()
	if f == nil {
		return ""
	}
	n := f.Name()
	if strings.Contains(n, ".element.unordered.atomic") {
		return ""
	}
	switch {
	case strings.HasPrefix(n, "llvm.memcpy.") || strings.HasPrefix(n, "llvm.memmove."):
		return "copy"
	case strings.HasPrefix(n, "llvm.memset."):
		return "set"
	case strings.HasPrefix(n, "llvm.genx.GenISA.PredicatedLoad.") || strings.HasPrefix(n, "llvm.genx.GenISA.PredicatedStore."):
		if len(in.Args()) > 0 && isPtr(in.Args()[0].Type()) {
			return "predicated"
		}
	}
	return ""
}

func isPtr(t ir.Type) bool { _, ok := t.(*ir.PointerType); return ok }

// lowerAccess emits, in place of access in, the access made in the space
// (or spaces) of its generic operand idx, then of any other generic
// operand of what that left (the source of a memcpy); it returns what
// stands for in's result (nil for none).
func (lw *lowerer) lowerAccess(b *builder, in *ir.Instruction, idx int, top bool) ir.Value {
	p := in.Operand(idx)
	cs := lw.classes(lw.setOf(p))
	if top {
		lw.st.accesses++
		k := len(lw.genericOperands(in))
		lw.st.refSwitches += 1 + (k-1)*3
		lw.st.refBlocks += 3 + (k-1)*9
		if !lw.docStatic() {
			lw.st.docBlocks += 2 + (k-1)*4
		}
		switch {
		case len(cs) > 1:
		case lw.static():
			lw.st.static++
		default:
			lw.st.width1++
		}
	}
	if len(cs) == 1 {
		q := b.concrete(p, nil, cs[0], lw.m.WithAddrSpace(p.Type(), cs[0].space()))
		return lw.emit(b, lw.retarget(in, idx, q))
	}
	return lw.dispatch(b, in, idx, cs)
}

// static reports whether the module-wide rule resolves every access: no
// local pointer becomes generic, and private memory is global memory.
func (lw *lowerer) static() bool {
	return !lw.reach.Has(lw.t, asLocal) && (lw.privInGlobal || !lw.reach.Has(lw.t, asPrivate))
}

// docStatic is the reference's own static rule: no local->generic cast
// reachable from a kernel (private memory always in a global buffer).
func (lw *lowerer) docStatic() bool { return !lw.reach.Has(lw.t, asLocal) }

// emit adds a retargeted access (a detached copy), lowering its remaining
// generic operand first if it has one.
func (lw *lowerer) emit(b *builder, nu *ir.Instruction) ir.Value {
	if ops := lw.genericOperands(nu); len(ops) > 0 {
		return lw.lowerAccess(b, nu, ops[0], false)
	}
	b.add(nu)
	if nu.HasResult() {
		return nu
	}
	return nil
}

// dispatch ends the block being built with a switch on the tag of the
// pointer, with a block per class that makes the access in its space; the
// building goes on in a join block whose phi stands for in's result.
func (lw *lowerer) dispatch(b *builder, in *ir.Instruction, idx int, cs []class) ir.Value {
	lw.st.switches++
	lw.st.blocks += len(cs)
	lw.st.width[min(len(cs), 3)]++
	p := in.Operand(idx)
	lw.remark(in, p, cs)
	i := b.toInt(p)
	t := b.op(ir.OpLShr, i, b.imm(tagShift))
	blocks := make([]*ir.Block, len(cs))
	ops := []ir.Value{t, nil}
	for k, c := range cs {
		blocks[k] = lw.newBlock("lg." + classNames[c])
		if k == 0 {
			ops[1] = blocks[k]
			continue
		}
		tag := int64(tagLocal)
		if c == cPrivate {
			tag = tagPrivate
		}
		ops = append(ops, b.imm(tag), blocks[k])
	}
	join := lw.newBlock("lg.join")
	b.add(ir.NewInstruction(ir.OpSwitch, lw.m.Types.Void, ops...))
	b.finish()
	var phiOps [][]ir.Value
	for k, c := range cs {
		cb := lw.at(blocks[k], b.dbg)
		cb.parent = b
		q := cb.concrete(p, i, c, lw.m.WithAddrSpace(p.Type(), c.space()))
		vals := lw.results(cb, in, lw.emit(cb, lw.retarget(in, idx, q)))
		cb.add(ir.NewInstruction(ir.OpBr, lw.m.Types.Void, join))
		cb.finish()
		for j, v := range vals {
			if k == 0 {
				phiOps = append(phiOps, nil)
			}
			phiOps[j] = append(phiOps[j], v, cb.blk)
		}
	}
	b.moveTo(join)
	return lw.join(b, in, phiOps)
}

// results lists what one block contributes to the join: its result, or,
// for cmpxchg, the two fields of its pair (a phi of the pair trips up the
// SPIR-V backend, which rewrites cmpxchg's result type).
func (lw *lowerer) results(b *builder, in *ir.Instruction, v ir.Value) []ir.Value {
	switch {
	case v == nil:
		return nil
	case in.Op != ir.OpCmpXchg:
		return []ir.Value{v}
	}
	st := in.Type().(*ir.StructType)
	out := make([]ir.Value, 2)
	for f := range 2 {
		x := ir.NewInstruction(ir.OpExtractValue, st.Fields[f], v)
		x.SetIndices([]uint32{uint32(f)})
		out[f] = b.add(x)
	}
	return out
}

// join makes the phis of the join block and returns what stands for in's
// result. A cmpxchg's users that extract a field read that field's phi
// directly; the pair is rebuilt only for other users.
func (lw *lowerer) join(b *builder, in *ir.Instruction, phiOps [][]ir.Value) ir.Value {
	if len(phiOps) == 0 {
		return nil
	}
	phis := make([]*ir.Instruction, len(phiOps))
	for j, ops := range phiOps {
		t := in.Type()
		if in.Op == ir.OpCmpXchg {
			t = in.Type().(*ir.StructType).Fields[j]
		}
		phis[j] = b.add(ir.NewInstruction(ir.OpPhi, t, ops...))
	}
	if in.Op != ir.OpCmpXchg {
		return phis[0]
	}
	for _, u := range append([]ir.User(nil), ir.UsersOf(in)...) {
		if x, ok := u.(*ir.Instruction); ok && x.Op == ir.OpExtractValue && len(x.Indices()) == 1 && x.Operand(0) == in {
			x.SetOperand(0, ir.PoisonOf(in.Type()))
			lw.pending = append(lw.pending, extracted{x, phis[x.Indices()[0]]})
		}
	}
	if len(ir.UsersOf(in)) == 0 {
		return nil
	}
	var agg ir.Value = ir.PoisonOf(in.Type())
	for f := range 2 {
		iv := ir.NewInstruction(ir.OpInsertValue, in.Type(), agg, phis[f])
		iv.SetIndices([]uint32{uint32(f)})
		agg = b.add(iv)
	}
	return agg
}

// extracted is an extractvalue of a lowered cmpxchg that its field's phi
// replaces once the extractvalue's own block is rebuilt.
type extracted struct {
	x   *ir.Instruction
	phi ir.Value
}

// newBlock makes a block of the function being rebuilt, named prefix with
// a number that no other name of the function has; it is placed after the
// block being rebuilt.
func (lw *lowerer) newBlock(prefix string) *ir.Block {
	name := prefix
	for lw.names[name] {
		lw.seq++
		name = prefix + strconv.Itoa(lw.seq)
	}
	lw.names[name] = true
	nb := ir.NewBlock(name)
	nb.Parent = lw.f
	lw.created = append(lw.created, nb)
	return nb
}

// retarget returns a detached copy of access in whose operand idx is q
// (a memory intrinsic calls the declaration for its new pointer types).
func (lw *lowerer) retarget(in *ir.Instruction, idx int, q ir.Value) *ir.Instruction {
	ops := append([]ir.Value(nil), in.Operands()...)
	ops[idx] = q
	nu := ir.NewInstruction(in.Op, in.Type(), ops...)
	nu.Pred, nu.Ordering, nu.Flags, nu.ElemType = in.Pred, in.Ordering, in.Flags, in.ElemType
	nu.SetAlign(in.Align())
	for _, a := range in.MD {
		if a.Kind != "noalias.addrspace" {
			nu.MD = append(nu.MD, a)
		}
	}
	if e := in.Extra; e != nil {
		x := nu.Ext()
		x.SyncScope, x.RMWOp, x.FailOrdering = e.SyncScope, e.RMWOp, e.FailOrdering
		if e.Call != nil {
			ci := *e.Call
			ci.RetAttrs, ci.FnAttrs = ci.RetAttrs.Clone(), ci.FnAttrs.Clone()
			ci.ParamAttrs = make([]ir.AttrList, len(e.Call.ParamAttrs))
			for i, a := range e.Call.ParamAttrs {
				ci.ParamAttrs[i] = a.Clone()
			}
			ci.Bundles = append([]ir.Bundle(nil), ci.Bundles...)
			x.Call = &ci
			decl := lw.memDecl(in.CalledFunction(), ops[:ci.NumArgs])
			ops[len(ops)-1] = decl
			nu.ElemType = decl.Sig
		}
	}
	return nu
}

// memDecl returns the declaration of memory intrinsic f for the pointer
// types of args, made next to f if the module lacks it.
func (lw *lowerer) memDecl(f *ir.Function, args []ir.Value) *ir.Function {
	name := f.Name()
	params := append([]ir.Type(nil), f.Sig.Params...)
	if strings.HasPrefix(name, "llvm.genx.GenISA.") {
		return lw.declare(f, predicatedName(name, args[0].Type()), append([]ir.Type{args[0].Type()}, params[1:]...))
	}
	base := name[:strings.Index(name, ".p")]
	for i, a := range args {
		if as, ok := ir.AddrSpaceOf(a.Type()); ok {
			params[i] = a.Type()
			base += ".p" + strconv.Itoa(int(as))
			if lw.m.TypedPointers {
				base += "i8"
			}
		}
	}
	base += "." + params[2].String()
	return lw.declare(f, base, params)
}

// predicatedName is the name of a GenISA predicated load or store for an
// address of type t: the overload's ".p4" (".p4i32" in typed IR) names
// t's space instead.
func predicatedName(name string, t ir.Type) string {
	as, _ := ir.AddrSpaceOf(t)
	parts := strings.Split(name, ".")
	for i, p := range parts {
		if i > 3 && strings.HasPrefix(p, "p"+strconv.Itoa(asGeneric)) {
			parts[i] = "p" + strconv.Itoa(int(as)) + p[2:]
			break
		}
	}
	return strings.Join(parts, ".")
}

// declare returns the function called base, a copy of declaration f with
// parameter types params, made next to f if the module lacks it.
func (lw *lowerer) declare(f *ir.Function, base string, params []ir.Type) *ir.Function {
	if g := lw.m.Function(base); g != nil {
		return g
	}
	if g := lw.decls[base]; g != nil {
		return g
	}
	sig := lw.m.Types.Func(f.Sig.Ret, params, f.Sig.Variadic)
	ft := f.Type()
	if lw.m.TypedPointers {
		as, _ := ir.AddrSpaceOf(ft)
		ft = lw.m.PtrType(sig, as)
	}
	g := ir.NewFunction(base, sig, ft)
	g.Linkage, g.CC = f.Linkage, f.CC
	g.FnAttrs = f.FnAttrs.Clone()
	for i, p := range f.Params {
		g.Params[i].Attrs = p.Attrs.Clone()
	}
	g.Common().UnnamedAddr = f.Common().UnnamedAddr
	lw.m.InsertFunctionAfter(f, g)
	lw.decls[base] = g
	return g
}

// dropUnusedDecls removes the declarations the pass made that only a
// memcpy split once more used (a copy to local from a generic source).
func (lw *lowerer) dropUnusedDecls() {
	for _, f := range append([]*ir.Function(nil), lw.m.Functions...) {
		if g := lw.decls[f.Name()]; g == f && len(ir.UsersOf(f)) == 0 {
			lw.m.RemoveFunction(f)
		}
	}
}
