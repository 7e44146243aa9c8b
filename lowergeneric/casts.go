package lowergeneric

import (
	"memspace/ir"
)

// builder rebuilds one block: the instructions a block keeps and the ones
// the pass makes are appended to out, which becomes the block's list when
// it is finished, so that rewriting a block costs time in proportion to
// its length. New instructions get the debug location of the instruction
// they stand for, and the debug records of a dropped instruction move to
// the next one added.
//
// The builder remembers the integer image it made of each pointer, so the
// accesses of a block through one pointer share one ptrtoint: the block a
// builder goes on with after a switch, and the blocks of the switch (whose
// builders name this one as their parent), are dominated by where the
// image was made.
type builder struct {
	lw     *lowerer
	blk    *ir.Block
	out    []*ir.Instruction
	dbg    ir.Metadata
	recs   []*ir.DbgRecord
	ints   map[ir.Value]ir.Value
	parent *builder
}

func (lw *lowerer) at(b *ir.Block, dbg ir.Metadata) *builder {
	return &builder{lw: lw, blk: b, dbg: dbg}
}

// image returns the integer image of p made on the way to this block.
func (b *builder) image(p ir.Value) ir.Value {
	for x := b; x != nil; x = x.parent {
		if v, ok := x.ints[p]; ok {
			return v
		}
	}
	return nil
}

// add appends a new instruction and links its operands.
func (b *builder) add(in *ir.Instruction) *ir.Instruction {
	if b.dbg != nil && in.Metadata("dbg") == nil {
		in.SetMetadata("dbg", b.dbg)
	}
	b.put(in)
	ir.LinkOperands(in)
	return in
}

// keep appends an instruction the block already had.
func (b *builder) keep(in *ir.Instruction) { b.put(in) }

func (b *builder) put(in *ir.Instruction) {
	if len(b.recs) > 0 {
		in.SetDbgRecords(append(b.recs, in.DbgRecords()...))
		b.recs = nil
	}
	in.Parent = b.blk
	b.out = append(b.out, in)
}

// finish gives the block the instructions built for it.
func (b *builder) finish() { b.blk.Instrs = b.out }

// moveTo goes on building block nb.
func (b *builder) moveTo(nb *ir.Block) { b.blk, b.out = nb, nil }

func (b *builder) op(op ir.Opcode, x, y ir.Value) *ir.Instruction {
	return b.add(ir.NewInstruction(op, x.Type(), x, y))
}

func (b *builder) imm(v int64) *ir.ConstInt { return ir.NewConstInt(b.lw.i64, v) }

func (b *builder) toInt(p ir.Value) ir.Value {
	if c, ok := p.(*ir.ConstSimple); ok && c.Kind == ir.KindNull {
		return b.imm(0)
	}
	if v := b.image(p); v != nil {
		return v
	}
	v := b.add(ir.NewCast(ir.OpPtrToInt, p, b.lw.i64))
	if b.ints == nil {
		b.ints = map[ir.Value]ir.Value{}
	}
	b.ints[p] = v
	return v
}

func (b *builder) toPtr(i ir.Value, t ir.Type) ir.Value {
	if c, ok := i.(*ir.ConstInt); ok && c.V == 0 && c.Big == nil {
		return ir.NullOf(t)
	}
	return b.add(ir.NewCast(ir.OpIntToPtr, i, t))
}

// tag returns the generic image of integer address i carrying tag t; a
// null address stays null.
func (b *builder) tag(i ir.Value, t int64) ir.Value {
	cleared := b.op(ir.OpAnd, i, b.imm(tagMask))
	tagged := b.op(ir.OpOr, cleared, b.imm(t<<tagShift))
	isNull := b.add(ir.NewInstruction(ir.OpICmp, b.lw.i1, i, b.imm(0)))
	isNull.Pred, _ = ir.PredicateByName("eq")
	return b.add(ir.NewInstruction(ir.OpSelect, b.lw.i64, isNull, b.imm(0), tagged))
}

// clear restores the canonical form of a tagged integer address: bits
// 56-59 are copied into 60-63.
func (b *builder) clear(i ir.Value) ir.Value {
	b.lw.st.cleared++
	shl := b.op(ir.OpShl, i, b.imm(4))
	return b.op(ir.OpAShr, shl, b.imm(4))
}

// concrete turns generic pointer p, whose integer image is i (nil: make
// it), into a pointer of type t in class c's space, clearing the tag when
// one may be present.
func (b *builder) concrete(p, i ir.Value, c class, t ir.Type) ir.Value {
	if i == nil {
		i = b.toInt(p)
	}
	if b.lw.mustClear(c, b.lw.setOf(p)) {
		i = b.clear(i)
	}
	return b.toPtr(i, t)
}

// rewriteCast emits, in place of an addrspacecast into or out of the
// generic space, integer code: tagging into generic, clearing out of it.
func (lw *lowerer) rewriteCast(b *builder, in *ir.Instruction) {
	src := in.Operand(0)
	if c, ok := src.(*ir.ConstSimple); ok && c.Kind == ir.KindNull {
		lw.drop(in, ir.NullOf(in.Type()))
		return
	}
	if vt, ok := in.Type().(*ir.VectorType); ok {
		lw.drop(in, lw.castLanes(b, src, vt))
		return
	}
	lw.drop(in, lw.castScalar(b, src, in.Type()))
}

// castScalar is the integer code of a cast of pointer src to type t.
func (lw *lowerer) castScalar(b *builder, src ir.Value, t ir.Type) ir.Value {
	from, _ := ir.AddrSpaceOf(src.Type())
	to, _ := ir.AddrSpaceOf(t)
	if to == asGeneric {
		i := b.toInt(src)
		if tag, ok := lw.tagOf(from); ok {
			lw.st.tagged++
			i = b.tag(i, tag)
		}
		return b.toPtr(i, t)
	}
	return b.concrete(src, nil, lw.classOfSpace(to), t)
}

// castLanes casts a (fixed-length) vector of pointers lane by lane: each
// lane is extracted, cast as a scalar (a lane holds what the vector may
// hold, so it gets the vector's set) and inserted into the result.
func (lw *lowerer) castLanes(b *builder, src ir.Value, vt *ir.VectorType) ir.Value {
	elem := src.Type().(*ir.VectorType).Elem
	set := lw.setOf(src)
	var out ir.Value = ir.NewConstSimple(vt, ir.KindZero) // not poison: the SPIR-V backend cannot legalize that
	for k := range vt.Len {
		idx := ir.NewConstInt(lw.m.Types.Int(32), int64(k))
		lane := b.add(ir.NewInstruction(ir.OpExtractElement, elem, src, idx))
		lw.sets[lane] = set
		out = b.add(ir.NewInstruction(ir.OpInsertElement, vt, out, lw.castScalar(b, lane, vt.Elem), idx))
	}
	return out
}

// classOfSpace is the class an explicit cast to space as lands in.
func (lw *lowerer) classOfSpace(as uint32) class {
	switch as {
	case asLocal:
		return cLocal
	case asPrivate:
		if !lw.privInGlobal {
			return cPrivate
		}
		if lw.privTag {
			return cPrivate // the tag is there: clear it
		}
	}
	return cGlobal
}

// drop makes out stand for in everywhere (its name and recorded set
// included) and takes in out of the IR; the block being rebuilt no longer
// lists it.
func (lw *lowerer) drop(in *ir.Instruction, out ir.Value) {
	if out != nil {
		if s, ok := lw.sets[in]; ok {
			lw.sets[out] = s
		}
		if o, ok := out.(*ir.Instruction); ok && in.Name() != "" && o.Name() == "" {
			o.SetName(in.Name())
		}
		ir.ReplaceAllUsesWith(in, out)
	}
	in.SetName("")
	in.Parent = nil
	lw.dead = append(lw.dead, in)
}

// unlinkDead takes the dropped instructions out of their operands' use
// lists, the last dropped first: a use list is searched from its end, and
// the uses the pass added sit after the ones it dropped.
func (lw *lowerer) unlinkDead() {
	for i := len(lw.dead) - 1; i >= 0; i-- {
		ir.UnlinkOperands(lw.dead[i])
	}
	lw.dead = lw.dead[:0]
}
