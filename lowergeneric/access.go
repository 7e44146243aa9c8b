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
		case "set":
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
// ("set"), inline forms included; element-wise atomic forms are not ours.
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
	}
	return ""
}

// lowerAccess resolves generic operand idx of access in, then any other
// generic operand of what it left (the source of a memcpy).
func (lw *lowerer) lowerAccess(in *ir.Instruction, idx int, top bool) {
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
	}
	if len(cs) == 1 {
		if top && lw.static() {
			lw.st.static++
		} else if top {
			lw.st.width1++
		}
		lw.single(in, idx, cs[0])
		return
	}
	lw.dispatch(in, idx, cs)
}

// single moves the access to the one space its pointer may be in.
func (lw *lowerer) single(in *ir.Instruction, idx int, c class) {
	p := in.Operand(idx)
	b := lw.before(in)
	q := b.concrete(p, nil, c, lw.m.WithAddrSpace(p.Type(), c.space()))
	nu := lw.retarget(in, idx, q)
	ir.InsertBefore(in, nu)
	lw.replace(in, nu)
	lw.next(nu)
}

// static reports whether the module-wide rule resolves every access: no
// local pointer becomes generic, and private memory is global memory.
func (lw *lowerer) static() bool {
	return !lw.reach.Has(lw.t, asLocal) && (lw.privInGlobal || !lw.reach.Has(lw.t, asPrivate))
}

// docStatic is the reference's own static rule: no local->generic cast
// reachable from a kernel (private memory always in a global buffer).
func (lw *lowerer) docStatic() bool { return !lw.reach.Has(lw.t, asLocal) }

// next lowers the remaining generic operand of a retargeted access.
func (lw *lowerer) next(in *ir.Instruction) {
	if ops := lw.genericOperands(in); len(ops) > 0 {
		lw.lowerAccess(in, ops[0], false)
	}
}

// dispatch splits in's block before in: the tag of the pointer selects a
// block per class, each of which makes the access in its space, and the
// results meet in a phi where in was.
func (lw *lowerer) dispatch(in *ir.Instruction, idx int, cs []class) {
	lw.st.switches++
	lw.st.blocks += len(cs)
	lw.st.width[min(len(cs), 3)]++
	lw.remark(in, in.Operand(idx), cs)
	dbg := in.Metadata("dbg")
	head := in.Parent
	join := lw.split(head, in)
	p := in.Operand(idx)
	hb := lw.at(head, dbg)
	i := hb.toInt(p)
	t := hb.op(ir.OpLShr, i, hb.imm(tagShift))
	blocks := make([]*ir.Block, len(cs))
	ops := []ir.Value{t, nil}
	prev := head
	for k, c := range cs {
		blocks[k] = lw.newBlock(prev, "lg."+classNames[c])
		prev = blocks[k]
		if k == 0 {
			ops[1] = blocks[k]
			continue
		}
		tag := int64(tagLocal)
		if c == cPrivate {
			tag = tagPrivate
		}
		ops = append(ops, hb.imm(tag), blocks[k])
	}
	hb.add(ir.NewInstruction(ir.OpSwitch, lw.m.Types.Void, ops...))
	var phiOps []ir.Value
	for k, c := range cs {
		cb := lw.at(blocks[k], dbg)
		q := cb.concrete(p, i, c, lw.m.WithAddrSpace(p.Type(), c.space()))
		nu := cb.add(lw.retarget(in, idx, q))
		br := cb.add(ir.NewInstruction(ir.OpBr, lw.m.Types.Void, join))
		lw.next(nu)
		if in.HasResult() {
			phiOps = append(phiOps, lw.final(nu), br.Parent)
		}
	}
	switch {
	case in.Op == ir.OpCmpXchg:
		lw.joinPair(in, join, phiOps)
	case in.HasResult():
		phi := ir.NewInstruction(ir.OpPhi, in.Type(), phiOps...)
		join.InsertAt(0, phi)
		lw.replace(in, phi)
	default:
		in.Erase()
	}
}

// joinPair joins the { value, success } results of cmpxchg copies field
// by field: a phi of the aggregate trips up the SPIR-V backend, which
// rewrites cmpxchg's result type. Users that extract a field read its phi;
// the aggregate is rebuilt only for other users.
func (lw *lowerer) joinPair(in *ir.Instruction, join *ir.Block, phiOps []ir.Value) {
	st := in.Type().(*ir.StructType)
	var fields [2]*ir.Instruction
	for f := range 2 {
		var ops []ir.Value
		for k := 0; k < len(phiOps); k += 2 {
			c := phiOps[k].(*ir.Instruction)
			x := ir.NewInstruction(ir.OpExtractValue, st.Fields[f], c)
			x.SetIndices([]uint32{uint32(f)})
			ir.InsertAfter(c, x)
			ops = append(ops, x, phiOps[k+1])
		}
		fields[f] = ir.NewInstruction(ir.OpPhi, st.Fields[f], ops...)
		join.InsertAt(f, fields[f])
	}
	for _, u := range ir.UsersOf(in) {
		if x, ok := u.(*ir.Instruction); ok && x.Op == ir.OpExtractValue && len(x.Indices()) == 1 && x.Operand(0) == in {
			lw.replace(x, fields[x.Indices()[0]])
		}
	}
	if len(ir.UsersOf(in)) == 0 {
		in.Erase()
		return
	}
	var agg ir.Value = ir.PoisonOf(st)
	for f := range 2 {
		iv := ir.NewInstruction(ir.OpInsertValue, st, agg, fields[f])
		iv.SetIndices([]uint32{uint32(f)})
		join.InsertAt(2+f, iv)
		agg = iv
	}
	lw.replace(in, agg)
}

// final follows the replacements of a retargeted access (there are none
// for accesses with a result: only memcpy and memmove are split twice).
func (lw *lowerer) final(v *ir.Instruction) ir.Value { return v }

// split moves in and everything after it in b to a new block, which it
// returns; b is left without a terminator, and the phis of b's former
// successors name the new block.
func (lw *lowerer) split(b *ir.Block, in *ir.Instruction) *ir.Block {
	join := lw.newBlock(b, "lg.join")
	k := b.Index(in)
	moved := append([]*ir.Instruction(nil), b.Instrs[k:]...)
	for j := k; j < len(b.Instrs); j++ {
		b.Instrs[j] = nil
	}
	b.Instrs = b.Instrs[:k]
	for _, x := range moved {
		x.Parent = join
	}
	join.Instrs = moved
	for _, s := range join.Succs() {
		for _, phi := range s.Instrs {
			if phi.Op != ir.OpPhi {
				break
			}
			for n := range phi.NumIncoming() {
				if _, from := phi.Incoming(n); from == b {
					phi.SetOperand(2*n+1, join)
				}
			}
		}
	}
	return join
}

// newBlock makes a block placed after b, named prefix with a number that
// no other name of the function has.
func (lw *lowerer) newBlock(after *ir.Block, prefix string) *ir.Block {
	name := prefix
	for lw.names[name] {
		lw.seq++
		name = prefix + strconv.Itoa(lw.seq)
	}
	lw.names[name] = true
	nb := ir.NewBlock(name)
	nb.Parent = lw.f
	bs := lw.f.Blocks
	for i, x := range bs {
		if x == after {
			bs = append(bs, nil)
			copy(bs[i+2:], bs[i+1:])
			bs[i+1] = nb
			lw.f.Blocks = bs
			return nb
		}
	}
	lw.f.Blocks = append(bs, nb)
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
	base := name[:strings.Index(name, ".p")]
	params := append([]ir.Type(nil), f.Sig.Params...)
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
