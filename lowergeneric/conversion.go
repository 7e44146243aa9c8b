package lowergeneric

import (
	"memspace/ir"
	"memspace/lattice"
	"memspace/target"
)

// lowerConversion emits, in place of to_global, to_local or to_private
// (sp) of a generic pointer, the pointer made concrete, or null, when its
// set decides; else a comparison of its tag that selects one or the other.
// It reports false when in is not such a conversion.
func (lw *lowerer) lowerConversion(b *builder, in *ir.Instruction, sp string) bool {
	p := in.Args()[0]
	rt, ok := in.Type().(*ir.PointerType)
	if !isGenericPtr(p.Type()) || !ok {
		return false
	}
	as := map[string]uint32{"global": asGlobal, "local": asLocal, "private": asPrivate}[sp]
	s := lw.effective(lw.setOf(p))
	want := lw.space(as)
	if as == asGlobal {
		want = want.Union(lw.space(asConstant))
	}
	var out ir.Value
	switch {
	case s.IsEmpty() || s.Intersect(want).IsEmpty():
		lw.st.convFolded++
		out = ir.NullOf(rt)
	case s.SubsetOf(want):
		lw.st.convFolded++
		out = lw.converted(b, p, nil, as, rt)
	default:
		lw.st.convDynamic++
		i := b.toInt(p)
		is := lw.tagTest(b, b.op(ir.OpLShr, i, b.imm(tagShift)), as, s)
		out = b.add(ir.NewInstruction(ir.OpSelect, rt, is, lw.converted(b, p, i, as, rt), ir.NullOf(rt)))
	}
	lw.drop(in, out)
	return true
}

// converted is p as the result of a conversion to space as: the tagged
// pointer itself when the builtin returns a generic pointer, else p made
// concrete.
func (lw *lowerer) converted(b *builder, p, i ir.Value, as uint32, rt *ir.PointerType) ir.Value {
	if rt.AddrSpace == asGeneric {
		return p
	}
	return b.concrete(p, i, lw.classOfSpace(as), rt)
}

// tagTest compares tag t with the tags that mean space as, given that the
// pointer's set is s: the tag of as when it has one, else none of the
// tags of the other spaces in s.
func (lw *lowerer) tagTest(b *builder, t ir.Value, as uint32, s lattice.Set) ir.Value {
	if tag, ok := lw.tagOf(as); ok {
		return lw.icmp(b, "eq", t, tag)
	}
	var out ir.Value
	for _, other := range []uint32{asLocal, asPrivate} {
		tag, ok := lw.tagOf(other)
		if other == as || !ok || !s.Has(lw.t, target.AddrSpace(other)) {
			continue
		}
		ne := lw.icmp(b, "ne", t, tag)
		if out == nil {
			out = ne
		} else {
			out = b.op(ir.OpAnd, out, ne)
		}
	}
	if out == nil {
		return ir.NewConstInt(lw.i1, 1)
	}
	return out
}

func (lw *lowerer) icmp(b *builder, pred string, x ir.Value, v int64) ir.Value {
	c := b.add(ir.NewInstruction(ir.OpICmp, lw.i1, x, b.imm(v)))
	c.Pred, _ = ir.PredicateByName(pred)
	return c
}
