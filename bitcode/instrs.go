package bitcode

import (
	"slices"
	"strconv"

	"memspace/ir"
	"memspace/irverify"
)

var rmwOps = [...]string{"xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin",
	"fadd", "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap", "usub_cond", "usub_sat", "fmaximum", "fminimum",
	"fmaximumnum", "fminimumnum"}

func uitoa(v uint64) string { return strconv.FormatUint(v, 10) }

// instruction decodes one instruction record.
func (fs *fnState) instruction(rec *record) *ir.Instruction {
	r := fs.r
	ops := rec.ops
	tc := r.m.Types
	i := 0
	need := func(n int) {
		if len(ops) < n {
			r.fail("invalid instruction record (code %d)", rec.code)
		}
	}
	// size refuses a record of another length than those given: LLVM
	// refuses operands past those it reads in most records (record
	// mutants of seed 1: a store, a br and an atomicrmw of one more).
	size := func(n ...int) {
		if !slices.Contains(n, len(ops)) {
			r.fail("invalid instruction record (code %d) of %d operands", rec.code, len(ops))
		}
	}
	switch rec.code {
	case 2: // BINOP [lhs, rhs, opcode, flags?]
		a := fs.valTy(ops, &i)
		b := fs.val(ops, &i, a.Type())
		need(i + 1)
		op := r.binop(ops[i], a.Type())
		in := fs.inst(op, a.Type(), a, b)
		if i+1 < len(ops) {
			in.Flags = binopFlags(op, ops[i+1])
		}
		return in
	case 56: // UNOP [v, opcode, flags?]
		a := fs.valTy(ops, &i)
		need(i + 1)
		if ops[i] != 0 {
			r.fail("invalid unary opcode %d", ops[i])
		}
		in := fs.inst(ir.OpFNeg, a.Type(), a)
		if i+1 < len(ops) {
			in.Flags = fastMath(ops[i+1])
		}
		return in
	case 3: // CAST [v, destty, opcode, flags?]
		a := fs.valTy(ops, &i)
		need(i + 2)
		t := r.typeAt(ops[i])
		op := r.castOp(ops[i+1])
		in := fs.inst(op, t, a)
		if i+2 < len(ops) {
			f := ops[i+2]
			switch op {
			case ir.OpZExt, ir.OpUIToFP:
				if f&1 != 0 {
					in.Flags |= ir.NNeg
				}
			case ir.OpTrunc:
				if f&1 != 0 {
					in.Flags |= ir.NUW
				}
				if f&2 != 0 {
					in.Flags |= ir.NSW
				}
			default:
				in.Flags = fastMath(f)
			}
		}
		return in
	case 43, 4, 30: // GEP [flags, srcty, ptr, idx...]; old: [n x operands]
		var flags ir.Flags
		var src ir.Type
		if rec.code == 43 {
			need(2)
			flags, src = gepFlags(ops[0]), r.typeAt(ops[1])
			i = 2
		} else if rec.code == 30 {
			flags = ir.InBounds
		}
		vals := fs.r.ar.ops[:0] // fs.inst copies them
		for i < len(ops) {
			vals = append(vals, fs.valTy(ops, &i))
		}
		if len(vals) == 0 {
			r.fail("getelementptr without a pointer")
		}
		if src == nil {
			if src = fs.pointee(vals[0]); src == nil {
				r.fail("getelementptr without a source element type")
			}
		}
		if msg := ir.GEPSourceProblem(src); msg != "" {
			r.fail("%s", msg)
		}
		t, err := r.m.GEPResultType(src, vals[0].Type(), vals)
		if err != nil {
			r.fail("%v", err)
		}
		in := fs.inst(ir.OpGetElementPtr, t, vals...)
		fs.keepScratch(vals)
		in.ElemType, in.Flags = src, flags
		return in
	case 29, 5: // VSELECT [t, f, cond, fmf?]; SELECT [t, f, cond(i1)]
		a := fs.valTy(ops, &i)
		b := fs.val(ops, &i, a.Type())
		var c ir.Value
		if rec.code == 29 {
			c = fs.valTy(ops, &i)
		} else {
			c = fs.val(ops, &i, tc.I1)
		}
		in := fs.inst(ir.OpSelect, a.Type(), c, a, b)
		if rec.code == 29 && i < len(ops) && ir.FPMathType(a.Type(), r.m.TypedPointers) {
			in.Flags = fastMath(ops[i]) // (LLVM drops them on other selects)
		}
		return in
	case 6: // EXTRACTELT [vec, idx]
		v := fs.valTy(ops, &i)
		idx := fs.valTy(ops, &i)
		vt, ok := v.Type().(*ir.VectorType)
		if !ok {
			r.fail("extractelement of a non-vector")
		}
		return fs.inst(ir.OpExtractElement, vt.Elem, v, idx)
	case 7: // INSERTELT [vec, elt, idx]
		v := fs.valTy(ops, &i)
		vt, ok := v.Type().(*ir.VectorType)
		if !ok {
			r.fail("insertelement into a non-vector")
		}
		e := fs.val(ops, &i, vt.Elem)
		idx := fs.valTy(ops, &i)
		return fs.inst(ir.OpInsertElement, vt, v, e, idx)
	case 8: // SHUFFLEVEC [v1, v2, mask]
		a := fs.valTy(ops, &i)
		b := fs.val(ops, &i, a.Type())
		m := fs.valTy(ops, &i)
		at, ok1 := a.Type().(*ir.VectorType)
		mt, ok2 := m.Type().(*ir.VectorType)
		if !ok1 || !ok2 {
			r.fail("invalid shufflevector")
		}
		return fs.inst(ir.OpShuffleVector, tc.Vector(mt.Len, at.Elem, mt.Scalable), a, b, llvmMask(m))
	case 9, 28: // CMP [lhs, rhs, pred, flags?]
		a := fs.valTy(ops, &i)
		b := fs.val(ops, &i, a.Type())
		size(i+1, i+2)
		op := ir.OpICmp
		if _, isFloat := scalarOf(a.Type()).(*ir.FloatType); isFloat {
			op = ir.OpFCmp
		}
		var t ir.Type = tc.I1
		if vt, ok := a.Type().(*ir.VectorType); ok {
			t = tc.Vector(vt.Len, tc.I1, vt.Scalable)
		}
		in := fs.inst(op, t, a, b)
		in.Pred = r.predicate(op, ops[i])
		if i+1 < len(ops) {
			if op == ir.OpFCmp {
				in.Flags = fastMath(ops[i+1])
			} else if ops[i+1]&1 != 0 {
				in.Flags = ir.SameSign
			}
		}
		return in
	case 10: // RET [v?]
		if len(ops) == 0 {
			return fs.inst(ir.OpRet, tc.Void)
		}
		v := fs.valTy(ops, &i)
		if i != len(ops) {
			r.fail("ret of several values is not supported")
		}
		return fs.inst(ir.OpRet, tc.Void, v)
	case 11: // BR [bb] or [t, f, cond]
		size(1, 3)
		if len(ops) == 1 {
			return fs.inst(ir.OpBr, tc.Void, fs.block(ops[0]))
		}
		i = 2
		c := fs.val(ops, &i, tc.I1)
		return fs.inst(ir.OpBr, tc.Void, c, fs.block(ops[0]), fs.block(ops[1]))
	case 12: // SWITCH [opty, cond, default, (val, bb)...]
		need(3)
		if ops[0]>>16 == 0x4B5 {
			r.fail("old-style switch records are not supported")
		}
		t := r.typeAt(ops[0])
		i = 1
		c := fs.val(ops, &i, t)
		vals := []ir.Value{c, fs.block(ops[2])}
		for i = 3; i+1 < len(ops); i += 2 {
			cv := fs.value(ops[i])
			k, ok := cv.(*ir.ConstInt)
			if !ok || k.Type() != t {
				r.fail("switch case is not an integer constant of the condition's type")
			}
			vals = append(vals, k, fs.block(ops[i+1]))
		}
		if i != len(ops) {
			r.fail("invalid SWITCH record")
		}
		return fs.inst(ir.OpSwitch, tc.Void, vals...)
	case 31: // INDIRECTBR [opty, addr, bbs...]
		need(2)
		t := r.typeAt(ops[0])
		i = 1
		vals := []ir.Value{fs.val(ops, &i, t)}
		for ; i < len(ops); i++ {
			vals = append(vals, fs.block(ops[i]))
		}
		return fs.inst(ir.OpIndirectBr, tc.Void, vals...)
	case 15:
		return fs.inst(ir.OpUnreachable, tc.Void)
	case 16: // PHI [ty, (val, bb)..., fmf?]
		need(1)
		t := r.typeAt(ops[0])
		vals := fs.phiIncoming(ops, t)
		in := fs.inst(ir.OpPhi, t, vals...)
		fs.keepScratch(vals)
		if (len(ops)-1)%2 == 1 {
			if !ir.FPMathType(t, r.m.TypedPointers) {
				r.fail("invalid phi record: fast-math flags on a phi of %s", t)
			}
			in.Flags = fastMath(ops[len(ops)-1])
		}
		return in
	case 19: // ALLOCA [instty, opty, op, align, as?]
		return fs.alloca(ops)
	case 20, 41: // LOAD [ptr, ty, align, vol (, ordering, ssid)]
		p := fs.valTy(ops, &i)
		var t ir.Type
		extra := 2
		if rec.code == 41 {
			extra = 4
		}
		size(i+extra, i+extra+1)
		if len(ops) == i+extra+1 {
			t = r.typeAt(ops[i])
			i++
		} else {
			t = fs.mustPointee(p, "load without a type")
		}
		need(i + extra)
		if !ir.IsSized(t) {
			r.fail("loading unsized types is not allowed")
		}
		in := fs.inst(ir.OpLoad, t, p)
		in.SetAlign(r.decodeAlign(ops[i]))
		if ops[i+1] != 0 {
			in.Flags |= ir.Volatile
		}
		if rec.code == 41 {
			r.atomicAlign(ops[i])
			in.Flags |= ir.Atomic
			in.Ordering = r.atomicOrdering(ops[i+2], "atomic load", ir.Release, ir.AcqRel)
			fs.syncScope(in, ops[i+3])
		}
		return in
	case 44, 45, 24: // STORE [ptr, val, align, vol (, ordering, ssid)]
		p := fs.valTy(ops, &i)
		var v ir.Value
		if rec.code == 24 {
			v = fs.val(ops, &i, fs.oldValueType(p, "invalid STORE record"))
		} else {
			v = fs.valTy(ops, &i)
		}
		if rec.code == 45 {
			size(i + 4)
		} else {
			size(i + 2)
		}
		if !ir.IsSized(v.Type()) {
			r.fail("storing unsized types is not allowed")
		}
		in := fs.inst(ir.OpStore, tc.Void, v, p)
		in.SetAlign(r.decodeAlign(ops[i]))
		if ops[i+1] != 0 {
			in.Flags |= ir.Volatile
		}
		if rec.code == 45 {
			r.atomicAlign(ops[i])
			in.Flags |= ir.Atomic
			in.Ordering = r.atomicOrdering(ops[i+2], "atomic store", ir.Acquire, ir.AcqRel)
			fs.syncScope(in, ops[i+3])
		}
		return in
	case 23: // VAARG [valistty, valist, resty]
		need(3)
		t := r.typeAt(ops[0])
		i = 1
		v := fs.val(ops, &i, t)
		return fs.inst(ir.OpVAArg, r.typeAt(ops[i]), v)
	case 26: // EXTRACTVAL [agg, idx...]
		a := fs.valTy(ops, &i)
		idx, t := fs.indices(a.Type(), ops[i:])
		in := fs.inst(ir.OpExtractValue, t, a)
		in.SetIndices(idx)
		return in
	case 27: // INSERTVAL [agg, val, idx...]
		a := fs.valTy(ops, &i)
		v := fs.valTy(ops, &i)
		idx, _ := fs.indices(a.Type(), ops[i:])
		in := fs.inst(ir.OpInsertValue, a.Type(), a, v)
		in.SetIndices(idx)
		return in
	case 34: // CALL
		return fs.call(ops)
	case 13: // INVOKE
		return fs.invoke(ops)
	case 57: // CALLBR
		return fs.callbr(ops)
	case 36: // FENCE [ordering, ssid]
		size(2)
		in := fs.inst(ir.OpFence, tc.Void)
		in.Ordering = r.atomicOrdering(ops[0], "fence", ir.Unordered, ir.Monotonic)
		fs.syncScope(in, ops[1])
		return in
	case 46, 37: // CMPXCHG [ptr, cmp, new, vol, success, ssid, failure, weak, align]
		p := fs.valTy(ops, &i)
		var c ir.Value
		if rec.code == 46 {
			c = fs.valTy(ops, &i)
		} else {
			c = fs.val(ops, &i, fs.oldValueType(p, "invalid CMPXCHG record"))
		}
		nv := fs.val(ops, &i, c.Type())
		need(i + 3)
		if most := i + 6; len(ops) > most || (rec.code == 37 && len(ops) == most) {
			// (vol, ordering, ssid, failure, weak, align: the old record
			// has no alignment)
			r.fail("invalid instruction record (code %d) of %d operands", rec.code, len(ops))
		}
		in := fs.inst(ir.OpCmpXchg, tc.Struct([]ir.Type{c.Type(), tc.I1}, false), p, c, nv)
		if ops[i] != 0 {
			in.Flags |= ir.Volatile
		}
		in.Ordering = r.atomicOrdering(ops[i+1], "cmpxchg", ir.Unordered)
		fs.syncScope(in, ops[i+2])
		fail := strongestFailure[in.Ordering] // records before LLVM 3.5 have none
		if i+3 < len(ops) {
			fail = r.atomicOrdering(ops[i+3], "cmpxchg failure", ir.Unordered, ir.Release, ir.AcqRel)
		}
		in.SetFailOrdering(fail)
		if i+4 < len(ops) && ops[i+4] != 0 {
			in.Flags |= ir.Weak
		}
		if i+5 < len(ops) {
			in.SetAlign(r.decodeAlign(ops[i+5]))
		}
		return in
	case 59, 38: // ATOMICRMW [ptr, val, op, vol, ordering, ssid, align]
		p := fs.valTy(ops, &i)
		var v ir.Value
		if rec.code == 59 {
			v = fs.valTy(ops, &i)
		} else {
			v = fs.val(ops, &i, fs.oldValueType(p, "invalid ATOMICRMW record"))
		}
		size(i+4, i+5)
		if ops[i] >= uint64(len(rmwOps)) {
			r.fail("unknown atomicrmw operation %d%s", ops[i], r.newerNote())
		}
		in := fs.inst(ir.OpAtomicRMW, v.Type(), p, v)
		in.Ext().RMWOp = rmwOps[ops[i]]
		if ops[i+1] != 0 {
			in.Flags |= ir.Volatile
		}
		in.Ordering = r.atomicOrdering(ops[i+2], "atomicrmw", ir.Unordered)
		fs.syncScope(in, ops[i+3])
		if i+4 < len(ops) {
			in.SetAlign(r.decodeAlign(ops[i+4]))
		}
		return in
	case 39: // RESUME [v]
		return fs.inst(ir.OpResume, tc.Void, fs.valTy(ops, &i))
	case 58: // FREEZE [v]
		v := fs.valTy(ops, &i)
		size(i)
		return fs.inst(ir.OpFreeze, v.Type(), v)
	case 47: // LANDINGPAD [ty, cleanup, n, (kind, val)...]
		need(3)
		t := r.typeAt(ops[0])
		in := fs.inst(ir.OpLandingPad, t)
		if ops[1] != 0 {
			in.Flags |= ir.Cleanup
		}
		n := ops[2]
		i = 3
		var vals []ir.Value
		var clauses []bool
		for j := uint64(0); j < n; j++ {
			need(i + 1)
			catch := ops[i] == 0
			i++
			vals = append(vals, fs.valTy(ops, &i))
			clauses = append(clauses, catch)
		}
		in.SetOperandsRaw(vals)
		in.Ext().Clauses = clauses
		return in
	case 48: // CLEANUPRET [pad, bb?]
		size(1, 2)
		pad := fs.val(ops, &i, tc.Token)
		in := fs.inst(ir.OpCleanupRet, tc.Void, pad)
		if i < len(ops) {
			in.SetOperandsRaw([]ir.Value{pad, fs.block(ops[i])})
			in.Ext().HasUnwind = true
		}
		return in
	case 49: // CATCHRET [pad, bb]
		size(2)
		pad := fs.val(ops, &i, tc.Token)
		return fs.inst(ir.OpCatchRet, tc.Void, pad, fs.block(ops[i]))
	case 50, 51: // CATCHPAD / CLEANUPPAD [parent, n, args...]
		parent := fs.val(ops, &i, tc.Token)
		need(i + 1)
		n := ops[i]
		i++
		vals := []ir.Value{parent}
		for j := uint64(0); j < n; j++ {
			vals = append(vals, fs.valTy(ops, &i))
		}
		size(i)
		op := ir.OpCatchPad
		if rec.code == 51 {
			op = ir.OpCleanupPad
		}
		return fs.inst(op, tc.Token, vals...)
	case 52: // CATCHSWITCH [parent, n, handlers..., unwind?]
		parent := fs.val(ops, &i, tc.Token)
		need(i + 1)
		n := ops[i]
		i++
		vals := []ir.Value{parent}
		for j := uint64(0); j < n; j++ {
			need(i + 1)
			vals = append(vals, fs.block(ops[i]))
			i++
		}
		size(i, i+1)
		in := fs.inst(ir.OpCatchSwitch, tc.Token)
		if i < len(ops) {
			vals = append(vals, fs.block(ops[i]))
			in.Ext().HasUnwind = true
		}
		in.SetOperandsRaw(vals)
		return in
	}
	r.unknownRecord(functionBlock, rec)
	return nil
}

func (r *reader) ordering(v uint64) ir.Ordering {
	if v > 6 {
		r.fail("invalid atomic ordering %d", v)
	}
	return ir.Ordering(v)
}

// atomicAlign refuses an atomic load or store without an alignment, as
// LLVM does.
func (r *reader) atomicAlign(align uint64) {
	if align == 0 {
		r.fail("atomic load or store without an alignment")
	}
}

// strongestFailure is the failure ordering LLVM gives a cmpxchg whose
// record has none, by success ordering.
var strongestFailure = [...]ir.Ordering{ir.Monotonic: ir.Monotonic, ir.Acquire: ir.Acquire, ir.Release: ir.Monotonic,
	ir.AcqRel: ir.Acquire, ir.SeqCst: ir.SeqCst}

// atomicOrdering reads the ordering of an atomic instruction (what), which
// LLVM refuses when it is not atomic or one of not.
func (r *reader) atomicOrdering(v uint64, what string, not ...ir.Ordering) ir.Ordering {
	o := r.ordering(v)
	if o == ir.NotAtomic || slices.Contains(not, o) {
		r.fail("invalid %s ordering %d", what, v)
	}
	return o
}

// syncScope sets the synchronization scope: the system scope prints as none.
// Ids 0 and 1 are LLVM's fixed scopes, singlethread and system, whatever
// the names block says at those positions (LLVM reads them so); other ids
// index the names block. As LLVM's getDecodedSyncScopeID, it reads the id
// in 32 bits and one past the block as the system scope, the widest
// (TestUnknownSyncScopeIsSystem).
func (fs *fnState) syncScope(in *ir.Instruction, id uint64) {
	r := fs.r
	name := ""
	id = uint64(uint32(id))
	switch {
	case id == 0:
		name = "singlethread"
	case id == 1, id >= uint64(len(r.syncScopes)):
	default:
		name = r.syncScopes[id]
	}
	if name != "" {
		in.Ext().SyncScope = name
	}
}

// indices reads the constant indices of extractvalue/insertvalue and
// returns the type they reach.
func (fs *fnState) indices(t ir.Type, ops []uint64) ([]uint32, ir.Type) {
	if len(ops) == 0 {
		fs.r.fail("extractvalue/insertvalue without indices")
	}
	idx := make([]uint32, len(ops))
	for j, v := range ops {
		switch tt := t.(type) {
		case *ir.StructType:
			if v >= uint64(len(tt.Fields)) {
				fs.r.fail("invalid aggregate index %d", v)
			}
			t = tt.Fields[v]
		case *ir.ArrayType:
			if v >= tt.Len {
				fs.r.fail("invalid aggregate index %d", v)
			}
			t = tt.Elem
		default:
			fs.r.fail("aggregate index into a non-aggregate")
		}
		idx[j] = uint32(v)
	}
	return idx, t
}

// allocaAddrSpace is the alloca address space the data layout names ("A5").
func (r *reader) allocaAddrSpace() uint32 { return ir.AllocaAddrSpace(r.m.DataLayout) }

// containedType returns the first type t contains (LLVM's
// getContainedType(0)): a typed pointer's pointee, an element type, a
// struct's first field, a function's return type.
func containedType(t ir.Type) (ir.Type, bool) {
	switch t := t.(type) {
	case *ir.PointerType:
		return t.Elem, t.Elem != nil
	case *ir.ArrayType:
		return t.Elem, true
	case *ir.VectorType:
		return t.Elem, true
	case *ir.StructType:
		if len(t.Fields) > 0 {
			return t.Fields[0], true
		}
	case *ir.FuncType:
		return t.Ret, true
	}
	return nil, false
}

func (fs *fnState) alloca(ops []uint64) *ir.Instruction {
	r := fs.r
	if len(ops) != 4 && len(ops) != 5 {
		r.fail("invalid ALLOCA record")
	}
	t := r.typeAt(ops[0])
	if ops[3]&(1<<6) == 0 {
		// No explicit type: the record names the result's type, and the
		// allocated type is the first type it contains, as LLVM's reader
		// takes it (the pointee of a typed pointer).
		var ok bool
		if t, ok = containedType(t); !ok {
			r.fail("missing element type for old-style alloca")
		}
	}
	if msg := ir.AllocaTypeProblem(t); msg != "" {
		r.fail("%s", msg)
	}
	sizeTy := r.typeAt(ops[1])
	size := fs.value(ops[2])
	if size.Type() != sizeTy {
		r.fail("alloca size has the wrong type")
	}
	rec := ops[3]
	align := rec&31 | (rec>>8)&7<<5
	as := r.allocaAddrSpace()
	if len(ops) > 4 {
		as = r.addrSpace(ops[4])
	}
	var in *ir.Instruction
	if c, ok := size.(*ir.ConstInt); ok && c.Big == nil && c.V == 1 && sizeTy == r.m.Types.I32 {
		in = fs.inst(ir.OpAlloca, r.m.PtrType(t, as))
	} else {
		if c, ok := size.(ir.Constant); ok {
			size = freshValue(c)
		}
		in = fs.inst(ir.OpAlloca, r.m.PtrType(t, as), size)
	}
	in.ElemType = t
	in.SetAlign(r.decodeAlign(align))
	if rec&(1<<5) != 0 {
		in.Flags |= ir.InAlloca
	}
	if rec&(1<<7) != 0 {
		in.Flags |= ir.SwiftError
	}
	if as != 0 {
		in.Ext().AllocaAddrSpace = as
	}
	return in
}

// callee reads the explicit function type (if flagged) and the callee.
func (fs *fnState) callee(ops []uint64, i *int, explicit bool) (*ir.FuncType, ir.Value) {
	r := fs.r
	var fty *ir.FuncType
	if explicit {
		if *i >= len(ops) {
			r.fail("invalid call record")
		}
		t, ok := r.typeAt(ops[*i]).(*ir.FuncType)
		if !ok {
			r.fail("call with an explicit type that is not a function type")
		}
		fty = t
		*i++
	}
	callee := fs.valTy(ops, i)
	if fty == nil {
		var ok bool
		if fty, ok = fs.mustPointee(callee, "call without a function type").(*ir.FuncType); !ok {
			r.fail("callee is not a function")
		}
	}
	return fty, callee
}

// args reads call arguments: fixed ones by the signature's types, the
// variadic rest with their types. They go into the worker's scratch
// buffer, which callInfo extends into the operand list.
func (fs *fnState) args(ops []uint64, i *int, fty *ir.FuncType) []ir.Value {
	vals := fs.r.ar.ops[:0]
	for _, pt := range fty.Params {
		if ir.IsVoid(pt) {
			fs.r.fail("invalid parameter type")
		}
		if s, ok := pt.(*ir.SimpleType); ok && s.Kind == ir.LabelKind {
			if *i >= len(ops) {
				fs.r.fail("call has too few arguments")
			}
			vals = append(vals, fs.block(ops[*i]))
			*i++
			continue
		}
		vals = append(vals, fs.val(ops, i, pt))
	}
	if fty.Variadic {
		for *i < len(ops) {
			vals = append(vals, fs.valTy(ops, i))
		}
	}
	if *i != len(ops) {
		fs.r.fail("call has %d operands too many", len(ops)-*i)
	}
	return vals
}

// callInfo builds the call-site information and the operand list
// [args..., bundle inputs..., extra..., callee], extending args (the
// scratch buffer args returned).
func (fs *fnState) callInfo(attrs uint64, cc uint64, args []ir.Value, extra []ir.Value, callee ir.Value) (ir.CallInfo, []ir.Value) {
	r := fs.r
	fn, ret, params := r.splitAttrs(attrs, len(args))
	if len(params) > len(args) {
		r.fail("call site attributes for argument %d of %d", len(params), len(args))
	}
	for i := range params {
		r.upgradeTypeAttrs(&params[i], args[i].Type())
		irverify.DropIncompatibleAttrs(&params[i], args[i].Type())
	}
	ci := ir.CallInfo{CC: r.ccName(cc), RetAttrs: ret, ParamAttrs: params, FnAttrs: fn, NumArgs: len(args)}
	ops := args
	for _, b := range fs.bundles {
		ci.Bundles = append(ci.Bundles, ir.Bundle{Tag: b.tag, N: len(b.vals)})
		ops = append(ops, b.vals...)
	}
	fs.bundles = nil
	ops = append(ops, extra...)
	ops = append(ops, callee)
	return ci, ops
}

// callInst makes a call-like instruction of the operands callInfo
// built, with its call-site information.
func (fs *fnState) callInst(op ir.Opcode, fty *ir.FuncType, ci *ir.CallInfo, vals []ir.Value) *ir.Instruction {
	irverify.DropIncompatibleAttrs(&ci.RetAttrs, fty.Ret)
	in := fs.inst(op, fty.Ret, vals...)
	fs.r.ar.ops = vals[:0]
	in.ElemType = fty
	in.Extra = fs.r.ar.callExtra(ci)
	return in
}

func (fs *fnState) call(ops []uint64) *ir.Instruction {
	r := fs.r
	if len(ops) < 3 {
		r.fail("invalid CALL record")
	}
	attrs, flags := ops[0], ops[1]
	i := 2
	var fmf ir.Flags
	if flags&(1<<17) != 0 {
		if fmf = fastMath(r.op(&record{ops: ops}, i)); fmf == 0 {
			// LLVM's message (record mutant 760 of seed 10).
			r.fail("Fast math flags indicator set for call with no FMF")
		}
		i++
	}
	fty, callee := fs.callee(ops, &i, flags&(1<<15) != 0)
	args := fs.args(ops, &i, fty)
	if fmf != 0 && !ir.FPMathType(fty.Ret, r.m.TypedPointers) {
		r.fail("Fast-math-flags specified for call without floating-point scalar or vector return type")
	}
	ci, vals := fs.callInfo(attrs, (flags>>1)&0x3FF, args, nil, callee)
	in := fs.callInst(ir.OpCall, fty, &ci, vals)
	in.Flags |= fmf
	// Of the tail-call bits, the last LLVM's reader looks at wins:
	// notail over musttail over tail.
	switch {
	case flags&(1<<16) != 0:
		in.Flags |= ir.NoTail
	case flags&(1<<14) != 0:
		in.Flags |= ir.MustTail
	case flags&1 != 0:
		in.Flags |= ir.Tail
	}
	return in
}

func (fs *fnState) invoke(ops []uint64) *ir.Instruction {
	r := fs.r
	if len(ops) < 5 {
		r.fail("invalid INVOKE record")
	}
	attrs, cc := ops[0], ops[1]
	normal, unwind := fs.block(ops[2]), fs.block(ops[3])
	i := 4
	fty, callee := fs.callee(ops, &i, cc&(1<<13) != 0)
	args := fs.args(ops, &i, fty)
	ci, vals := fs.callInfo(attrs, cc&0x1FFF, args, []ir.Value{normal, unwind}, callee)
	return fs.callInst(ir.OpInvoke, fty, &ci, vals)
}

func (fs *fnState) callbr(ops []uint64) *ir.Instruction {
	r := fs.r
	if len(ops) < 5 {
		r.fail("invalid CALLBR record")
	}
	attrs, cc := ops[0], ops[1]
	extra := []ir.Value{fs.block(ops[2])}
	n := ops[3]
	i := 4
	for j := uint64(0); j < n; j++ {
		if i >= len(ops) {
			r.fail("invalid CALLBR record")
		}
		extra = append(extra, fs.block(ops[i]))
		i++
	}
	fty, callee := fs.callee(ops, &i, cc&(1<<15) != 0)
	args := fs.args(ops, &i, fty)
	ci, vals := fs.callInfo(attrs, (cc>>1)&0x3FF, args, extra, callee)
	ci.NumIndirect = int(n)
	return fs.callInst(ir.OpCallBr, fty, &ci, vals)
}

// keepScratch gives the worker back its scratch list of operands (grown
// by an instruction that took it), emptied. On a failure in between, the
// next body starts from the list before it grew.
func (fs *fnState) keepScratch(vals []ir.Value) {
	clear(vals)
	fs.r.ar.ops = vals[:0]
}
