package bitcode

import (
	"slices"
	"strconv"

	"memspace/ir"
)

// Constant expressions LLVM 22 no longer has.
//
// LLVM 15 to 19 removed most constant expressions (mul, shl, and, or,
// icmp, fcmp, select, zext, sext, the float casts and operators, fneg:
// ir.Opcode.ConstExprSupported lists the ones left), and LLVM 20 the
// getelementptr of a scalable type (ir.ConstExpr.ConstExprSupported). Opaque-pointer
// bitcode from those versions may still hold them, and LLVM 22's reader
// rewrites them, which this file does the same way, so that memspace
// reads such a file as LLVM 22 does:
//
//   - an operand of an instruction becomes instructions named
//     "constexpr" placed just before it: the unsupported expression, and
//     every expression or aggregate above it, down to the operand, each
//     after all of its operands (an aggregate becomes an insertvalue or
//     insertelement chain from poison, named "constexpr.ins"); each use
//     gets its own;
//   - an incoming value of a phi is computed in a block of its own,
//     "phi.constexpr", put on the edge (one block per edge, shared by the
//     phis of the block; a predecessor named twice by a phi is read once);
//   - in metadata it is poison;
//   - in an initializer (of a global, alias, ifunc, prefix, prologue or
//     personality) it is an error.
//
// Typed-pointer bitcode is read as LLVM 14 reads it: its constant
// expressions are all kept.
//
//	%a = add i64 mul (i64 ptrtoint (ptr @g to i64), i64 3), 1
//
// reads as
//
//	%constexpr = mul i64 ptrtoint (ptr @g to i64), 3
//	%a = add i64 %constexpr, 1

// unsupportedIn returns the first expression LLVM 22 does not support in
// c, operands before the expressions that use them (the one LLVM names).
func unsupportedIn(c ir.Constant) (ir.Opcode, bool) {
	switch k := c.(type) {
	case *ir.ConstExpr:
		for _, op := range k.Operands() {
			if oc, ok := op.(ir.Constant); ok {
				if o, bad := unsupportedIn(oc); bad {
					return o, true
				}
			}
		}
		return k.Op, !k.ConstExprSupported()
	case *ir.ConstAggregate:
		if k.Kind == ir.AggSplat {
			return 0, false
		}
		for _, op := range k.Elems {
			if oc, ok := op.(ir.Constant); ok {
				if o, bad := unsupportedIn(oc); bad {
					return o, true
				}
			}
		}
	}
	return 0, false
}

// expands reports whether c must become instructions where it is used.
func (r *reader) expands(v ir.Value) bool {
	if r.m.TypedPointers {
		return false
	}
	c, ok := v.(ir.Constant)
	if !ok {
		return false
	}
	_, bad := unsupportedIn(c)
	return bad
}

// noUnsupported fails on a constant an initializer holds that LLVM 22
// could only turn into instructions.
func (r *reader) noUnsupported(k ir.Constant) {
	if r.m.TypedPointers {
		return
	}
	if op, bad := unsupportedIn(k); bad {
		r.fail("value referenced by initializer is an unsupported constant expression of type %s", op)
	}
}

// inMetadata is v as metadata holds it: poison for a constant LLVM 22
// could only turn into instructions.
func (r *reader) inMetadata(v ir.Value) ir.Value {
	if r.expands(v) {
		return ir.NewConstSimple(v.Type(), ir.KindPoison)
	}
	return v
}

// constEdge is a block made on the edge from -> to for phi operands.
type constEdge struct {
	from, to, bb *ir.Block
}

// use returns operand v of the instruction being read, expanded into
// instructions at the end of block into (nil: the block being read).
func (fs *fnState) use(v ir.Value, into *ir.Block) ir.Value {
	if !fs.r.expands(v) {
		return v
	}
	x := expansion{fs: fs, into: into}
	e, _ := x.value(v.(ir.Constant))
	return e
}

// expansion turns one use of a constant into instructions.
type expansion struct {
	fs   *fnState
	into *ir.Block
	done []expanded // what this use made of each constant, as LLVM keeps it by value id
}

type expanded struct {
	c ir.Constant
	v ir.Value
}

// value returns the instruction made of c, and true, when something in c
// must be an instruction; else c itself (not yet copied) and false. It
// walks c once, operands first.
func (x *expansion) value(c ir.Constant) (ir.Value, bool) {
	for _, d := range x.done {
		if ir.SameConstant(d.c, c) {
			return d.v, true
		}
	}
	var v ir.Value
	switch k := c.(type) {
	case *ir.ConstExpr:
		ops, changed := x.operands(k.Operands())
		if !changed && k.ConstExprSupported() {
			return c, false
		}
		in := x.fs.inst(k.Op, k.Type(), ops...)
		in.Flags, in.Pred = k.Flags, k.Pred
		if k.Op == ir.OpGetElementPtr {
			in.ElemType = k.ElemType
		}
		x.add(in, "constexpr")
		v = in
	case *ir.ConstAggregate:
		if k.Kind == ir.AggSplat {
			return c, false
		}
		elems, changed := x.operands(k.Elems)
		if !changed {
			return c, false
		}
		v = x.aggregate(k, elems)
	default:
		return c, false
	}
	x.done = append(x.done, expanded{c, v})
	return v, true
}

// operands returns ops with each constant that holds something LLVM 22
// no longer has made instructions, the others copied, and whether any
// was made instructions.
func (x *expansion) operands(ops []ir.Value) ([]ir.Value, bool) {
	out := make([]ir.Value, len(ops))
	changed := false
	for i, op := range ops {
		out[i] = op
		if c, ok := op.(ir.Constant); ok {
			v, made := x.value(c)
			out[i], changed = v, changed || made
		}
	}
	if changed {
		for i, op := range out {
			if c, ok := op.(ir.Constant); ok && op == ops[i] {
				out[i] = freshValue(c)
			}
		}
	}
	return out, changed
}

// aggregate builds k from its elements elems, from poison, as LLVM does.
func (x *expansion) aggregate(k *ir.ConstAggregate, elems []ir.Value) ir.Value {
	tc := x.fs.r.m.Types
	var acc ir.Value = ir.NewConstSimple(k.Type(), ir.KindPoison)
	for i, ev := range elems {
		var in *ir.Instruction
		if k.Kind == ir.AggVector {
			in = x.fs.inst(ir.OpInsertElement, k.Type(), acc, ev, ir.NewConstInt(tc.Int(32), int64(i)))
		} else {
			in = x.fs.inst(ir.OpInsertValue, k.Type(), acc, ev)
			in.SetIndices([]uint32{uint32(i)})
		}
		x.add(in, "constexpr.ins")
		acc = in
	}
	return acc
}

// add names in and appends it to the block the expansion goes to.
func (x *expansion) add(in *ir.Instruction, name string) {
	fs := x.fs
	in.SetName(fs.uniqueName(name))
	if x.into != nil {
		in.Parent = x.into
		x.into.Instrs = append(x.into.Instrs, in)
		return
	}
	if fs.cur >= len(fs.blocks) {
		fs.r.fail("instruction after the last block")
	}
	in.Parent = fs.blocks[fs.cur]
	fs.r.ar.blockIns = append(fs.r.ar.blockIns, in)
}

// uniqueName is name, or name with the next number of the function's
// counter when the function has it already (LLVM's symbol table rule).
func (fs *fnState) uniqueName(name string) string {
	if fs.spareWanted {
		fs.spareBlock() // named before what comes after it
	}
	if fs.names == nil {
		fs.names = map[string]bool{}
	}
	n := name
	for fs.names[n] {
		fs.lastUnique++
		n = name + strconv.Itoa(fs.lastUnique)
	}
	fs.names[n] = true
	return n
}

// phiIncoming reads the (value, block) pairs of a phi as LLVM 22 does: a
// predecessor named twice takes the value read first (and is named once
// when its edge has a block), and a constant that must be instructions
// is computed on the edge. Typed-pointer bitcode keeps every pair, as
// LLVM 14 does.
func (fs *fnState) phiIncoming(ops []uint64, t ir.Type) []ir.Value {
	n := (len(ops) - 1) / 2
	if fs.cur >= len(fs.blocks) {
		fs.r.fail("instruction after the last block")
	}
	vals := fs.r.ar.ops[:0] // fs.inst copies them
	opaque := !fs.r.m.TypedPointers
	var seen map[*ir.Block]int // for a phi of many pairs; else a scan
	if opaque && n > 32 {
		seen = make(map[*ir.Block]int, n)
	}
	for j := 0; j < n; j++ {
		rel := decodeSigned(ops[1+2*j])
		id := uint64(uint32(int64(fs.next()) - rel))
		bb := fs.block(ops[2+2*j])
		if !opaque {
			vals = append(vals, fs.valueTyped(id, t), bb)
			continue
		}
		edge := fs.edgeOf(bb)
		if k := predIndex(vals, bb, seen); k >= 0 {
			if edge == nil {
				vals = append(vals, vals[k-1], bb)
			}
			continue
		}
		if edge == nil && fs.spare == nil {
			fs.spareWanted = true // LLVM makes the block now
		}
		v := fs.valueTyped(id, t)
		if fs.r.expands(v) {
			into := edge
			if into == nil {
				into = fs.spareBlock()
			}
			v = fs.use(v, into)
			if into == fs.spare {
				fs.edges = append(fs.edges, constEdge{from: bb, to: fs.blocks[fs.cur], bb: into})
				fs.spare = nil
			}
		}
		if seen != nil {
			seen[bb] = len(vals) + 1
		}
		vals = append(vals, v, bb)
	}
	return vals
}

// predIndex is the index of block bb in a phi's pairs, or -1.
func predIndex(vals []ir.Value, bb *ir.Block, seen map[*ir.Block]int) int {
	if seen != nil {
		if k, ok := seen[bb]; ok {
			return k
		}
		return -1
	}
	for k := 1; k < len(vals); k += 2 {
		if vals[k] == ir.Value(bb) {
			return k
		}
	}
	return -1
}

// edgeOf returns the block made on the edge pred -> the block being read.
func (fs *fnState) edgeOf(pred *ir.Block) *ir.Block {
	to := fs.blocks[fs.cur]
	for _, e := range fs.edges {
		if e.from == pred && e.to == to {
			return e.bb
		}
	}
	return nil
}

// spareBlock returns the block the next edge takes, made if need be. LLVM
// makes it, named, for every incoming value without an edge block, and
// drops it at the end when it stayed empty; it is made here only when
// something is named, which gives the same names.
func (fs *fnState) spareBlock() *ir.Block {
	if fs.spare == nil {
		fs.spareWanted = false
		fs.spare = &ir.Block{Parent: fs.f}
		fs.spare.SetName(fs.uniqueName("phi.constexpr"))
	}
	return fs.spare
}

// placeEdges puts the edges' blocks in the function, in the order they
// were made, each just before its successor: the predecessor's
// terminator and the successor's phis go through it.
func (fs *fnState) placeEdges() {
	if len(fs.edges) == 0 {
		return
	}
	blocks := append([]*ir.Block(nil), fs.blocks...)
	for _, e := range fs.edges {
		br := fs.inst(ir.OpBr, fs.r.m.Types.Void, e.to)
		br.Parent = e.bb
		e.bb.Instrs = append(e.bb.Instrs, br)
		if t := e.from.Terminator(); t != nil {
			replaceOperand(t.Operands(), e.to, e.bb)
		}
		for _, in := range e.to.Instrs {
			if in.Op != ir.OpPhi {
				break
			}
			replaceOperand(in.Operands(), e.from, e.bb)
		}
		blocks = slices.Insert(blocks, slices.Index(blocks, e.to), e.bb)
	}
	fs.f.Blocks = blocks
}

// replaceOperand makes every operand old of a body still being read (its
// uses not linked yet) new.
func replaceOperand(ops []ir.Value, old, new *ir.Block) {
	for i, op := range ops {
		if op == ir.Value(old) {
			ops[i] = new
		}
	}
}
