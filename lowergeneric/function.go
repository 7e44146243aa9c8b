package lowergeneric

import (
	"strings"

	"memspace/ir"
)

// scan reports what the pass cannot lower in f, before anything changes
// (so that the instruction reads as the input wrote it).
func (lw *lowerer) scan(f *ir.Function) {
	lw.f = f
	f.Instructions(func(in *ir.Instruction) {
		vt, vec := in.Type().(*ir.VectorType)
		if in.Op == ir.OpAddrSpaceCast && vec && vt.Scalable && castNeedsCode(in.Operand(0), in.Type()) {
			lw.fail(in, "an addrspacecast of a scalable vector of pointers into or out of the generic space")
		}
		if msg := lw.unsupported(in); msg != "" {
			lw.fail(in, msg)
		}
	})
}

// check records the sets of f's generic operands: the solve answers only
// for values as they were.
func (lw *lowerer) check(f *ir.Function) {
	f.Instructions(func(in *ir.Instruction) {
		if in.Op == ir.OpAddrSpaceCast && castNeedsCode(in.Operand(0), in.Type()) {
			lw.record(in.Operand(0))
		}
		for _, i := range lw.genericOperands(in) {
			lw.record(in.Operand(i))
		}
		if _, ok := lw.conversion(in); ok {
			lw.record(in.Args()[0])
		}
	})
}

// function rebuilds f block by block: casts become integer code, accesses
// move to their spaces (splitting blocks at switches), conversions fold.
func (lw *lowerer) function(f *ir.Function) {
	lw.f, lw.names, lw.seq, lw.pending = f, f.LocalNames(), 0, nil
	var order []*ir.Block
	for _, blk := range append([]*ir.Block(nil), f.Blocks...) {
		lw.created = nil
		b := lw.at(blk, nil)
		for _, in := range blk.Instrs {
			b.recs = append(b.recs, in.DbgRecords()...)
			in.SetDbgRecords(nil)
			b.dbg = in.Metadata("dbg")
			lw.lower(b, in)
		}
		b.finish()
		if b.blk != blk {
			retargetPhis(b.blk, blk)
		}
		order = append(append(order, blk), lw.created...)
	}
	f.Blocks = order
	lw.unlinkDead()
	for _, e := range lw.pending {
		if p, ok := e.phi.(*ir.Instruction); ok && p.Name() == "" {
			p.SetName(e.x.Name())
			e.x.SetName("")
		}
		ir.ReplaceAllUsesWith(e.x, e.phi)
		e.x.Erase()
	}
}

// lower emits what stands for in (in itself when it stays).
func (lw *lowerer) lower(b *builder, in *ir.Instruction) {
	switch {
	case in.Op == ir.OpAddrSpaceCast && castNeedsCode(in.Operand(0), in.Type()):
		lw.rewriteCast(b, in)
		return
	case len(lw.genericOperands(in)) > 0:
		lw.drop(in, lw.lowerAccess(b, in, lw.genericOperands(in)[0], true))
		return
	case isPrefetch(in):
		lw.st.prefetches++
		lw.drop(in, nil)
		return
	}
	if sp, ok := lw.conversion(in); ok && lw.lowerConversion(b, in, sp) {
		return
	}
	b.keep(in)
}

// retargetPhis makes the phis of the successors of last, which ends what
// was block old, name last instead.
func retargetPhis(last, old *ir.Block) {
	for _, s := range last.Succs() {
		for _, phi := range s.Instrs {
			if phi.Op != ir.OpPhi {
				break
			}
			for n := range phi.NumIncoming() {
				if _, from := phi.Incoming(n); from == old {
					phi.SetOperand(2*n+1, last)
				}
			}
		}
	}
}

// record remembers the solver's set of generic operand v, and why it holds
// each space when remarks are wanted.
func (lw *lowerer) record(v ir.Value) {
	if _, ok := lw.sets[v]; ok {
		return
	}
	lw.sets[v] = lw.res.Set(v)
	if lw.ctx.Remarks.Enabled() {
		var why []string
		for _, o := range lw.res.Origins(v) {
			if lw.effective(lw.space(uint32(o.Space))).IsEmpty() {
				continue
			}
			why = append(why, lw.t.SpaceName(o.Space)+": "+o.Text)
		}
		lw.why[v] = strings.Join(why, "; ")
	}
}

// harmless are the intrinsics that take a generic pointer without
// accessing memory through it.
var harmless = []string{"llvm.lifetime.", "llvm.dbg.", "llvm.ptrmask.", "llvm.launder.invariant.group.",
	"llvm.strip.invariant.group.", "llvm.objectsize.", "llvm.is.constant.", "llvm.ssa.copy.", "llvm.annotation.",
	"llvm.ptr.annotation.", "llvm.var.annotation", "llvm.assume", "llvm.invariant.start.", "llvm.invariant.end.",
	"llvm.experimental.noalias.scope.decl", "llvm.threadlocal.address."}

// unsupported says what in does through a generic pointer that the pass
// cannot lower ("" when nothing); a prefetch (a hint) is dropped instead.
func (lw *lowerer) unsupported(in *ir.Instruction) string {
	switch {
	case in.Op == ir.OpVAArg && anyGeneric(in.Operand(0).Type()):
		return "a va_arg through a generic pointer"
	case in.IsCallLike() && genericByval(in):
		return "a byval argument through a generic pointer (the copy reads memory through it)"
	case in.IsCallLike():
		f := in.CalledFunction()
		if _, conv := lw.conversion(in); f == nil || !f.IsIntrinsic() || !anyGenericArg(in) ||
			isPrefetch(in) || memIntrinsic(in) != "" || conv {
			return "" // calls pass tagged pointers on
		}
		for _, h := range harmless {
			if strings.HasPrefix(f.Name(), h) {
				return ""
			}
		}
		return "a call of " + f.Name() + " with a generic pointer operand"
	}
	return ""
}

// genericByval reports a byval argument of in passed as a generic pointer:
// the copy the call makes reads through it, and no switch can guard a
// read that only code generation emits.
func genericByval(in *ir.Instruction) bool {
	for i, a := range in.Args() {
		if _, ok := in.ParamByval(i); ok && anyGeneric(a.Type()) {
			return true
		}
	}
	return false
}

// isPrefetch recognizes llvm.prefetch through a generic pointer.
func isPrefetch(in *ir.Instruction) bool {
	f := in.CalledFunction()
	return f != nil && strings.HasPrefix(f.Name(), "llvm.prefetch.") && anyGenericArg(in)
}

func anyGeneric(t ir.Type) bool {
	if vt, ok := t.(*ir.VectorType); ok {
		t = vt.Elem
	}
	as, ok := ir.AddrSpaceOf(t)
	return ok && as == asGeneric
}

func anyGenericArg(in *ir.Instruction) bool {
	for _, a := range in.Args() {
		if anyGeneric(a.Type()) {
			return true
		}
	}
	return false
}

// globalsOK reports global initializers that make a private or local
// address generic: a constant cannot carry the tag (LLVM has no and/or
// constant expressions any more).
func (lw *lowerer) globalsOK() {
	for _, g := range lw.m.Globals {
		if g.Init != nil && constHoldsCast(g.Init, 0) {
			lw.failAt(lw.ctx.File, "@"+g.Name(), "a private or local address made generic in the initializer of @"+g.Name())
		}
	}
}

// constHoldsCast looks for a cast that needs code anywhere in c.
func constHoldsCast(c ir.Value, depth int) bool {
	switch c := c.(type) {
	case *ir.ConstExpr:
		return initNeedsCode(c, 0)
	case *ir.ConstAggregate:
		if depth > 16 {
			return false
		}
		for _, e := range c.Elems {
			if constHoldsCast(e, depth+1) {
				return true
			}
		}
	}
	return false
}

// initNeedsCode is holdsGenericCast for an initializer, where a cast out of
// generic needs no code either when its operand is the generic null (or
// undef, poison: no tag) or a global (or function) address made generic (a
// global's tag is its own bits): the cast keeps the bits, so the constant
// is already the lowered one; clang writes `global int *global p;` at file
// scope (OpenCL 2.0) as addrspacecast (ptr addrspace(4) null to ptr
// addrspace(1)). Nor does a cast of any space's null into generic: code
// makes it the generic null, untagged (rewriteCast), which is what the
// kept constant's bits are (clang's OpenCL block literals, LLVM's
// CodeGen/SPIRV tests: addrspacecast (ptr null to ptr addrspace(4))).
func initNeedsCode(c *ir.ConstExpr, depth int) bool {
	if depth > 8 {
		return false
	}
	if c.Op == ir.OpAddrSpaceCast {
		from := c.Operands()[0]
		if as, _ := ir.AddrSpaceOf(from.Type()); as == asGeneric && keepsBits(from) {
			return false
		}
		if _, ok := from.(*ir.ConstSimple); ok {
			return false // a null (undef, poison) made generic: no tag, as in code
		}
		if castNeedsCode(from, c.Type()) {
			return true
		}
	}
	for _, op := range c.Operands() {
		if sub, ok := op.(*ir.ConstExpr); ok && initNeedsCode(sub, depth+1) {
			return true
		}
	}
	return false
}

// keepsBits says whether generic constant g has its specific address's bits:
// the null (undef, poison), or a global address or a function's address
// (castNeedsCode) made generic.
func keepsBits(g ir.Value) bool {
	switch g := g.(type) {
	case *ir.ConstSimple:
		return true
	case *ir.ConstExpr:
		if g.Op != ir.OpAddrSpaceCast {
			return false
		}
		as, ok := ir.AddrSpaceOf(g.Operands()[0].Type())
		return ok && as == asGlobal || isCodeAddress(g.Operands()[0])
	}
	return false
}
