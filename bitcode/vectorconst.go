package bitcode

import (
	"slices"

	"memspace/ir"
)

// Vector constants as LLVM 22 reads them: the splat of a scalable vector,
// which has no record of its own, and the element operations it folds.

// isUndefOrPoison reports whether c is undef or poison: LLVM folds an
// insertelement or extractelement constant at such an index to poison as
// it reads it (ConstantFoldInsertElementInstruction and its twin), so no
// text of it holds one, whatever its type (a mutated record may give the
// index a vector type, which no text reader takes).
func isUndefOrPoison(c ir.Constant) bool {
	s, ok := c.(*ir.ConstSimple)
	return ok && (s.Kind == ir.KindUndef || s.Kind == ir.KindPoison)
}

// elementIndex is the index of an extractelement or insertelement
// constant record: after the index's type in a record of exactly four
// operands; operand 2 in any other, as in the three-operand records of
// old LLVMs.
func (r *reader) elementIndex(t *constTable, ops []uint64) ir.Constant {
	if len(ops) == 4 {
		return r.constOperand(t, ops[3])
	}
	return r.constOperand(t, ops[2])
}

// shuffleConst is a shufflevector constant expression, or the splat it
// spells: LLVM writes "<vscale x n x T> splat (T v)", which has no record
// of its own, as shufflevector (insertelement (poison, T v, i64 0),
// poison, zeroinitializer), and llvm-dis prints it as the splat.
//
// Its type is not the record's (a vector type, checkConstRecord saw to
// it): LLVM builds the shuffle from its operands,
// a vector of the mask's length (and of the first operand's element type
// and scalability), so a record whose type disagrees gives a constant of
// another type, which the verifier then judges where it is used.
func (r *reader) shuffleConst(a, b, mask ir.Value) ir.Value {
	mask = llvmMask(mask)
	at, ok1 := a.Type().(*ir.VectorType)
	mt, ok2 := mask.Type().(*ir.VectorType)
	if !ok1 || !ok2 {
		r.fail("invalid shufflevector constexpr record")
	}
	ty := r.m.Types.Vector(mt.Len, at.Elem, at.Scalable)
	if v, ok := splatOf(ty, a, mask); ok {
		return ir.NewConstAggregateUnlinked(ty, ir.AggSplat, []ir.Value{v})
	}
	return ir.NewConstExprUnlinked(ir.OpShuffleVector, ty, a, b, mask)
}

// splatOf returns v when a is insertelement (x, v, 0) and mask is
// zeroinitializer, of a scalable vector type ty: every lane is v. LLVM
// folds such a shuffle into a splat only where x is undef or poison
// (Constant::getSplatValue; with a zeroinitializer x it keeps the
// expression: record mutant 2238 of seed 36) and v is an integer or a
// floating-point value; any other (a pointer) stays the expression
// written, which is the splat's own form, as memspace writes it back,
// only with a poison x and an i64 index (record mutant 945 of seed 23:
// an i15 index was read as the splat and written back with an i64 one).
func splatOf(ty ir.Type, a, mask ir.Value) (ir.Value, bool) {
	vt, ok := ty.(*ir.VectorType)
	if !ok || !vt.Scalable {
		return nil, false
	}
	z, ok := mask.(*ir.ConstSimple)
	if !ok || z.Kind != ir.KindZero {
		return nil, false
	}
	ins, ok := a.(*ir.ConstExpr)
	if !ok || ins.Op != ir.OpInsertElement || ins.Type() != ty || len(ins.Operands()) != 3 {
		return nil, false
	}
	idx, ok := ins.Operands()[2].(*ir.ConstInt)
	if !ok || !idx.IsZero() {
		return nil, false
	}
	v := ins.Operands()[1]
	if _, ok := v.(ir.Constant); !ok || v.Type() != vt.Elem {
		return nil, false
	}
	x, _ := ins.Operands()[0].(*ir.ConstSimple)
	if x == nil || x.Kind != ir.KindPoison && x.Kind != ir.KindUndef {
		return nil, false
	}
	switch v.Type().(type) {
	case *ir.IntType, *ir.FloatType:
		return v, true
	}
	it, _ := idx.Type().(*ir.IntType)
	return v, it != nil && it.Bits == 64 && x.Kind == ir.KindPoison
}

// llvmMask returns a shuffle's mask as LLVM's bitcode reader makes it:
// LLVM keeps the mask as ints, and reads an element of all ones (i32 -1)
// as poison, where its text reader refuses it (record mutant 1055 of seed
// 25: a mask element made 2^64-1).
func llvmMask(mask ir.Value) ir.Value {
	agg, ok := mask.(*ir.ConstAggregate)
	if !ok || agg.Kind != ir.AggVector {
		return mask
	}
	var elems []ir.Value
	for i, e := range agg.Elems {
		c, ok := e.(*ir.ConstInt)
		if it, _ := e.Type().(*ir.IntType); !ok || it == nil || it.Bits != 32 || c.Big != nil || c.V != -1 {
			continue
		}
		if elems == nil {
			elems = slices.Clone(agg.Elems)
		}
		elems[i] = ir.PoisonOf(e.Type())
	}
	if elems == nil {
		return mask
	}
	return ir.NewConstAggregateUnlinked(agg.Type(), ir.AggVector, elems)
}
