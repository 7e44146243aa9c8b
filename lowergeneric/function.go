package lowergeneric

import (
	"strings"

	"memspace/ir"
)

// function lowers f: it records the sets of the generic operands it will
// rewrite (the solve answers only for values as they were), rewrites the
// casts, then the accesses and conversions, and reports what it cannot
// lower.
func (lw *lowerer) function(f *ir.Function) {
	lw.f, lw.names, lw.seq = f, f.LocalNames(), 0
	var ins []*ir.Instruction
	f.Instructions(func(in *ir.Instruction) { ins = append(ins, in) })
	for _, in := range ins {
		if in.Op == ir.OpAddrSpaceCast && needsCode(in.Operand(0).Type(), in.Type()) {
			lw.record(in.Operand(0))
		}
		for _, i := range lw.genericOperands(in) {
			lw.record(in.Operand(i))
		}
		if _, ok := conversion(in); ok {
			lw.record(in.Args()[0])
		}
	}
	for _, in := range ins {
		if in.Op == ir.OpAddrSpaceCast {
			lw.rewriteCast(in)
		}
	}
	for _, in := range ins {
		if in.Parent == nil {
			continue
		}
		if ops := lw.genericOperands(in); len(ops) > 0 {
			lw.lowerAccess(in, ops[0], true)
		} else if sp, ok := conversion(in); ok {
			lw.lowerConversion(in, sp)
		} else {
			lw.unsupported(in)
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

// unsupported reports what touches memory through a generic pointer in a
// way the pass cannot lower; a prefetch (a hint) through one is dropped.
func (lw *lowerer) unsupported(in *ir.Instruction) {
	switch {
	case in.Op == ir.OpVAArg && anyGeneric(in.Operand(0).Type()):
		lw.fail(in, "a va_arg through a generic pointer")
	case in.IsCallLike():
		f := in.CalledFunction()
		if f == nil || !strings.HasPrefix(f.Name(), "llvm.") || !anyGenericArg(in) {
			return // calls pass tagged pointers on
		}
		for _, h := range harmless {
			if strings.HasPrefix(f.Name(), h) {
				return
			}
		}
		if strings.HasPrefix(f.Name(), "llvm.prefetch.") && !in.HasResult() {
			lw.st.prefetches++
			in.Erase()
			return
		}
		lw.fail(in, "a call of "+f.Name()+" with a generic pointer operand")
	}
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
		return holdsGenericCast(c, 0)
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
