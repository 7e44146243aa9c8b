package bitcode

import (
	"memspace/ir"
)

// instEnc writes one body's instructions.
type instEnc struct {
	e      *encoder
	fs     *fnEnc
	instID uint64 // id the next value gets
	ops    []uint64
	// forward is set when vt gave a value's type: LLVM's writer then
	// leaves the record unabbreviated (but a GEP's, whose abbreviation
	// takes any list), though another of its abbreviations may fit.
	forward bool
}

func (w *instEnc) id(v ir.Value) uint64 {
	if b, ok := v.(*ir.Block); ok {
		return w.block(b)
	}
	return w.e.valueID(v, w.fs)
}

func (w *instEnc) block(b *ir.Block) uint64 {
	if b.Slot.Owner == w.fs.owner {
		return uint64(b.Slot.ID)
	}
	w.e.fail("branch to a block of another function")
	return 0
}

// vt pushes a value relative to the current instruction, and its type
// when it is defined further on.
func (w *instEnc) vt(v ir.Value) {
	id := w.id(v)
	w.ops = append(w.ops, uint64(uint32(w.instID)-uint32(id)))
	if id >= w.instID {
		w.ops = append(w.ops, w.e.typeIDs[v.Type()])
		w.forward = true
	}
}

// v pushes a value whose type the reader knows.
func (w *instEnc) v(v ir.Value) {
	if mv, ok := v.(*ir.MetadataAsValue); ok {
		id := w.e.mdID(mv.MD, w.fs)
		w.ops = append(w.ops, uint64(uint32(w.instID)-uint32(id)))
		return
	}
	w.ops = append(w.ops, uint64(uint32(w.instID)-uint32(w.id(v))))
}

func (w *instEnc) u(x ...uint64) { w.ops = append(w.ops, x...) }

func (w *instEnc) ty(t ir.Type) uint64 {
	id, ok := w.e.typeIDs[t]
	if !ok {
		w.e.fail("type %s is not numbered", t)
	}
	return id
}

// body writes the instructions, their debug locations and records.
func (e *encoder) body(fs *fnEnc) {
	w := &instEnc{e: e, fs: fs, instID: e.nvals + uint64(len(fs.f.Params)) + uint64(len(fs.consts)), ops: fs.ops[:0]}
	defer func() { fs.ops = w.ops }() // the next body reuses the buffer
	var lastLoc *ir.MDNode
	for _, b := range fs.f.Blocks {
		for _, in := range b.Instrs {
			w.ops = w.ops[:0]
			if ci := in.Call(); ci != nil && len(ci.Bundles) > 0 {
				k := ci.NumArgs
				for _, bd := range ci.Bundles {
					w.ops = append(w.ops[:0], e.bundleTags[bd.Tag])
					for _, op := range in.Operands()[k : k+bd.N] {
						if mv, ok := op.(*ir.MetadataAsValue); ok {
							w.u(obMetadata, uint64(uint32(w.instID)-uint32(w.e.mdID(mv.MD, w.fs))))
							continue
						}
						w.vt(op)
					}
					k += bd.N
					e.b.record(55, w.ops)
				}
				w.ops = w.ops[:0]
			}
			w.forward = false
			code := w.instruction(in)
			if w.forward && code != 43 {
				e.b.recordUnabbrev(code, w.ops)
			} else {
				e.b.record(code, w.ops)
			}
			if in.HasResult() {
				w.instID++
			}
			if loc, ok := in.Metadata("dbg").(*ir.MDNode); ok && loc != nil && loc.Kind == "DILocation" {
				if loc == lastLoc {
					e.b.record(33, nil)
				} else {
					w.ops = e.appendDebugLoc(w.ops[:0], loc, fs)
					if e.m.TypedPointers {
						w.ops = llvm14DebugLoc(w.ops)
					}
					e.b.record(35, w.ops)
					lastLoc = loc
				}
			}
			for _, d := range in.DbgRecords() {
				e.dbgRecord(d, fs, w)
			}
		}
	}
}

// appendDebugLoc appends the operands of n's DEBUG_LOC record to ops. A
// location names its scope, and has only the fields of a DILocation:
// anything else would be lost.
func (e *encoder) appendDebugLoc(ops []uint64, n *ir.MDNode, fs *fnEnc) []uint64 {
	for _, f := range n.Fields {
		if _, ok := findSpec(diLayouts["DILocation"].specs, f.Name); !ok {
			e.fail("field %s of !DILocation is not supported", f.Name)
		}
	}
	num := func(name string) uint64 {
		t, _ := rawText(n.Field(name))
		if t == "" {
			return 0
		}
		v, ok := literal64(t)
		if !ok {
			e.fail("field %s of !DILocation: %q is not a number", name, t)
		}
		return v
	}
	ref := func(name string) uint64 {
		md := n.Field(name)
		if md == nil {
			return 0
		}
		if t, ok := rawText(md); ok && t == "null" {
			return 0
		}
		return e.mdID(md, fs) + 1
	}
	scope := ref("scope")
	if scope == 0 {
		e.fail("!DILocation without a scope")
	}
	implicit := uint64(0)
	if t, _ := rawText(n.Field("isImplicitCode")); t == "true" {
		implicit = 1
	}
	return append(ops, num("line"), num("column"), scope, ref("inlinedAt"), implicit, num("atomGroup"), num("atomRank"))
}

func (e *encoder) dbgRecord(d *ir.DbgRecord, fs *fnEnc, w *instEnc) {
	id := func(i int) uint64 {
		if i >= len(d.Args) {
			e.fail("#dbg_%s with too few operands", d.Kind)
		}
		return e.mdID(d.Args[i], fs)
	}
	if v := e.simpleDbgValue(d, w.instID, fs); v != nil {
		e.b.record(64, []uint64{id(3), id(1), id(2), uint64(uint32(w.instID) - uint32(e.valueID(v, fs)))})
		return
	}
	switch d.Kind {
	case "value", "declare", "declare_value":
		code := map[string]uint64{"value": 61, "declare": 62, "declare_value": 66}[d.Kind]
		e.b.record(code, []uint64{id(3), id(1), id(2), id(0)})
	case "assign":
		e.b.record(63, []uint64{id(6), id(1), id(2), id(0), id(3), id(5), id(4)})
	case "label":
		e.b.record(65, []uint64{id(1), id(0)})
	default:
		e.fail("#dbg_%s records are not supported", d.Kind)
	}
}

func (w *instEnc) instruction(in *ir.Instruction) uint64 {
	e := w.e
	ops := in.Operands()
	switch {
	case in.Op.IsBinary():
		w.vt(ops[0])
		w.v(ops[1])
		c, _ := binopCode(in.Op)
		w.u(c)
		if f := encodeBinopFlags(in.Op, in.Flags); f != 0 {
			w.u(f)
		}
		return 2
	case in.Op.IsCast():
		w.vt(ops[0])
		c, _ := castCode(in.Op)
		w.u(w.ty(in.Type()), c)
		var f uint64
		switch in.Op {
		case ir.OpZExt, ir.OpUIToFP:
			f = boolU(in.Flags&ir.NNeg != 0)
		case ir.OpTrunc:
			f = boolU(in.Flags&ir.NUW != 0) | boolU(in.Flags&ir.NSW != 0)<<1
		default:
			f = encodeFMF(in.Flags)
		}
		if f != 0 {
			w.u(f)
		}
		return 3
	}
	switch in.Op {
	case ir.OpFNeg:
		w.vt(ops[0])
		w.u(0)
		if f := encodeFMF(in.Flags); f != 0 {
			w.u(f)
		}
		return 56
	case ir.OpGetElementPtr:
		w.u(encodeGEPFlags(in.Flags), w.ty(in.ElemType))
		for _, op := range ops {
			w.vt(op)
		}
		return 43
	case ir.OpSelect:
		w.vt(ops[1])
		w.v(ops[2])
		w.vt(ops[0])
		if f := encodeFMF(in.Flags); f != 0 {
			w.u(f)
		}
		return 29
	case ir.OpExtractElement:
		w.vt(ops[0])
		w.vt(ops[1])
		return 6
	case ir.OpInsertElement:
		w.vt(ops[0])
		w.v(ops[1])
		w.vt(ops[2])
		return 7
	case ir.OpShuffleVector:
		w.vt(ops[0])
		w.v(ops[1])
		w.vt(ops[2])
		return 8
	case ir.OpICmp, ir.OpFCmp:
		w.vt(ops[0])
		w.v(ops[1])
		w.u(predCode(in.Op, in.Pred))
		if in.Op == ir.OpFCmp {
			if f := encodeFMF(in.Flags); f != 0 {
				w.u(f)
			}
		} else if in.Flags&ir.SameSign != 0 {
			w.u(1)
		}
		return 28
	case ir.OpRet:
		if len(ops) > 0 {
			w.vt(ops[0])
		}
		return 10
	case ir.OpBr:
		if len(ops) == 1 {
			w.u(w.id(ops[0]))
			return 11
		}
		w.u(w.id(ops[1]), w.id(ops[2]))
		w.v(ops[0])
		return 11
	case ir.OpSwitch:
		w.u(w.ty(ops[0].Type()))
		w.v(ops[0])
		w.u(w.id(ops[1]))
		for i := 2; i+1 < len(ops); i += 2 {
			w.u(w.id(ops[i]), w.id(ops[i+1]))
		}
		return 12
	case ir.OpIndirectBr:
		w.u(w.ty(ops[0].Type()))
		w.v(ops[0])
		for _, b := range ops[1:] {
			w.u(w.id(b))
		}
		return 31
	case ir.OpUnreachable:
		return 15
	case ir.OpPhi:
		w.u(w.ty(in.Type()))
		for i := 0; i+1 < len(ops); i += 2 {
			rel := int64(w.instID) - int64(w.id(ops[i]))
			w.u(encodeSigned(rel), w.id(ops[i+1]))
		}
		if f := encodeFMF(in.Flags); f != 0 {
			w.u(f)
		}
		return 16
	case ir.OpAlloca:
		size := w.fs.one
		if len(ops) > 0 {
			size = ops[0]
		}
		a := encodeAlign(in.Align())
		rec := a&31 | (a>>5)<<8 | 1<<6 | boolU(in.Flags&ir.InAlloca != 0)<<5 | boolU(in.Flags&ir.SwiftError != 0)<<7
		w.u(w.ty(in.ElemType), w.ty(size.Type()), w.id(size), rec)
		as, _ := ir.AddrSpaceOf(in.Type())
		if as != w.e.allocaAS() {
			w.u(uint64(as))
		}
		return 19
	case ir.OpLoad:
		w.vt(ops[0])
		w.u(w.ty(in.Type()), encodeAlign(in.Align()), boolU(in.Flags&ir.Volatile != 0))
		if in.Flags&ir.Atomic != 0 {
			w.u(uint64(in.Ordering), e.scopeID(in))
			return 41
		}
		return 20
	case ir.OpStore:
		w.vt(ops[1])
		w.vt(ops[0])
		w.u(encodeAlign(in.Align()), boolU(in.Flags&ir.Volatile != 0))
		if in.Flags&ir.Atomic != 0 {
			w.u(uint64(in.Ordering), e.scopeID(in))
			return 45
		}
		return 44
	case ir.OpVAArg:
		w.u(w.ty(ops[0].Type()))
		w.v(ops[0])
		w.u(w.ty(in.Type()))
		return 23
	case ir.OpExtractValue:
		w.vt(ops[0])
		for _, x := range in.Indices() {
			w.u(uint64(x))
		}
		return 26
	case ir.OpInsertValue:
		w.vt(ops[0])
		w.vt(ops[1])
		for _, x := range in.Indices() {
			w.u(uint64(x))
		}
		return 27
	case ir.OpCall, ir.OpInvoke, ir.OpCallBr:
		return w.call(in)
	case ir.OpFence:
		w.u(uint64(in.Ordering), e.scopeID(in))
		return 36
	case ir.OpCmpXchg:
		w.vt(ops[0])
		w.vt(ops[1])
		w.v(ops[2])
		w.u(boolU(in.Flags&ir.Volatile != 0), uint64(in.Ordering), e.scopeID(in), uint64(in.FailOrdering()),
			boolU(in.Flags&ir.Weak != 0), encodeAlign(in.Align()))
		return 46
	case ir.OpAtomicRMW:
		w.vt(ops[0])
		w.vt(ops[1])
		op := in.Extra.RMWOp
		w.u(index(rmwOps[:], op))
		if rmwOps[index(rmwOps[:], op)] != op {
			e.fail("atomicrmw %s is not supported", op)
		}
		w.u(boolU(in.Flags&ir.Volatile != 0), uint64(in.Ordering), e.scopeID(in), encodeAlign(in.Align()))
		return 59
	case ir.OpResume:
		w.vt(ops[0])
		return 39
	case ir.OpFreeze:
		w.vt(ops[0])
		return 58
	case ir.OpLandingPad:
		w.u(w.ty(in.Type()), boolU(in.Flags&ir.Cleanup != 0), uint64(len(ops)))
		for i, op := range ops {
			catch := in.Extra != nil && i < len(in.Extra.Clauses) && in.Extra.Clauses[i]
			w.u(boolU(!catch))
			w.vt(op)
		}
		return 47
	case ir.OpCleanupRet:
		w.v(ops[0])
		if len(ops) > 1 {
			w.u(w.id(ops[1]))
		}
		return 48
	case ir.OpCatchRet:
		w.v(ops[0])
		w.u(w.id(ops[1]))
		return 49
	case ir.OpCatchPad, ir.OpCleanupPad:
		w.v(ops[0])
		w.u(uint64(len(ops) - 1))
		for _, op := range ops[1:] {
			w.vt(op)
		}
		if in.Op == ir.OpCatchPad {
			return 50
		}
		return 51
	case ir.OpCatchSwitch:
		w.v(ops[0])
		handlers := ops[1:]
		hasUnwind := in.Extra != nil && in.Extra.HasUnwind
		if hasUnwind {
			handlers = handlers[:len(handlers)-1]
		}
		w.u(uint64(len(handlers)))
		for _, h := range handlers {
			w.u(w.id(h))
		}
		if hasUnwind {
			w.u(w.id(ops[len(ops)-1]))
		}
		return 52
	}
	e.fail("instruction %s is not supported", in.Op)
	return 0
}

func (e *encoder) allocaAS() uint32 {
	return ir.AllocaAddrSpace(e.m.DataLayout)
}

func (w *instEnc) call(in *ir.Instruction) uint64 {
	ci := in.Call()
	fty := in.FuncType()
	if fty == nil {
		w.e.fail("call without a function type")
	}
	ops := in.Operands()
	callee := ops[len(ops)-1]
	args := ops[:ci.NumArgs]
	extra := ops[ci.NumArgs : len(ops)-1]
	for _, bd := range ci.Bundles {
		extra = extra[bd.N:]
	}
	cc := w.e.ccCode(ci.CC)
	attrs := w.fs.calls[0]
	w.fs.calls = w.fs.calls[1:]
	var code uint64
	switch in.Op {
	case ir.OpCall:
		flags := cc<<1 | 1<<15
		switch {
		case in.Flags&ir.MustTail != 0:
			flags |= 1<<14 | 1
		case in.Flags&ir.Tail != 0:
			flags |= 1
		case in.Flags&ir.NoTail != 0:
			flags |= 1 << 16
		}
		fmf := encodeFMF(in.Flags)
		if fmf != 0 {
			flags |= 1 << 17
		}
		w.u(attrs, flags)
		if fmf != 0 {
			w.u(fmf)
		}
		code = 34
	case ir.OpInvoke:
		w.u(attrs, cc|1<<13, w.id(extra[0]), w.id(extra[1]))
		code = 13
	case ir.OpCallBr:
		w.u(attrs, cc<<1|1<<15, w.id(extra[0]), uint64(len(extra)-1))
		for _, b := range extra[1:] {
			w.u(w.id(b))
		}
		code = 57
	}
	w.u(w.ty(fty))
	w.vt(callee)
	for i, a := range args {
		if i < len(fty.Params) {
			if b, ok := a.(*ir.Block); ok {
				w.u(w.id(b))
				continue
			}
			w.v(a)
			continue
		}
		w.vt(a)
	}
	return code
}
