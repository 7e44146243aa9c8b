package lowergeneric

import (
	"memspace/ir"
)

// builder inserts instructions before pos, each with pos's debug location.
type builder struct {
	lw  *lowerer
	pos *ir.Instruction // insert before; nil: append to blk
	blk *ir.Block
	dbg ir.Metadata
}

func (lw *lowerer) before(pos *ir.Instruction) *builder {
	return &builder{lw: lw, pos: pos, dbg: pos.Metadata("dbg")}
}

func (lw *lowerer) at(b *ir.Block, dbg ir.Metadata) *builder {
	return &builder{lw: lw, blk: b, dbg: dbg}
}

func (b *builder) add(in *ir.Instruction) *ir.Instruction {
	if b.dbg != nil {
		in.SetMetadata("dbg", b.dbg)
	}
	if b.pos != nil {
		ir.InsertBefore(b.pos, in)
	} else {
		b.blk.Append(in)
	}
	return in
}

func (b *builder) op(op ir.Opcode, x, y ir.Value) *ir.Instruction {
	return b.add(ir.NewInstruction(op, x.Type(), x, y))
}

func (b *builder) imm(v int64) *ir.ConstInt { return ir.NewConstInt(b.lw.i64, v) }

func (b *builder) toInt(p ir.Value) ir.Value {
	if c, ok := p.(*ir.ConstSimple); ok && c.Kind == ir.KindNull {
		return b.imm(0)
	}
	return b.add(ir.NewCast(ir.OpPtrToInt, p, b.lw.i64))
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

// rewriteCast replaces an addrspacecast into or out of the generic space by
// integer code: tagging into generic, clearing out of it.
func (lw *lowerer) rewriteCast(in *ir.Instruction) {
	src := in.Operand(0)
	if !needsCode(src.Type(), in.Type()) {
		return
	}
	if _, vec := in.Type().(*ir.VectorType); vec {
		lw.fail(in, "an addrspacecast of a vector of pointers into or out of the generic space")
		return
	}
	if c, ok := src.(*ir.ConstSimple); ok && c.Kind == ir.KindNull {
		lw.replace(in, ir.NullOf(in.Type()))
		return
	}
	from, _ := ir.AddrSpaceOf(src.Type())
	to, _ := ir.AddrSpaceOf(in.Type())
	b := lw.before(in)
	var out ir.Value
	if to == asGeneric {
		i := b.toInt(src)
		if t, ok := lw.tagOf(from); ok {
			lw.st.tagged++
			i = b.tag(i, t)
		}
		out = b.toPtr(i, in.Type())
	} else {
		out = b.concrete(src, nil, lw.classOfSpace(to), in.Type())
	}
	lw.replace(in, out)
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

// replace makes out stand for in everywhere (names and recorded sets
// included) and erases in.
func (lw *lowerer) replace(in *ir.Instruction, out ir.Value) {
	if s, ok := lw.sets[in]; ok {
		lw.sets[out] = s
	}
	if o, ok := out.(*ir.Instruction); ok && in.Name() != "" {
		o.SetName(in.Name())
	}
	in.SetName("")
	ir.ReplaceAllUsesWith(in, out)
	in.Erase()
}
