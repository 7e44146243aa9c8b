package llread

import (
	"memspace/ir"
)

// opcodeOf maps an instruction keyword to its opcode (OpInvalid if none).
func opcodeOf(w []byte) ir.Opcode {
	switch string(w) {
	case "ret":
		return ir.OpRet
	case "br":
		return ir.OpBr
	case "switch":
		return ir.OpSwitch
	case "indirectbr":
		return ir.OpIndirectBr
	case "invoke":
		return ir.OpInvoke
	case "resume":
		return ir.OpResume
	case "unreachable":
		return ir.OpUnreachable
	case "cleanupret":
		return ir.OpCleanupRet
	case "catchret":
		return ir.OpCatchRet
	case "catchswitch":
		return ir.OpCatchSwitch
	case "callbr":
		return ir.OpCallBr
	case "fneg":
		return ir.OpFNeg
	case "add":
		return ir.OpAdd
	case "fadd":
		return ir.OpFAdd
	case "sub":
		return ir.OpSub
	case "fsub":
		return ir.OpFSub
	case "mul":
		return ir.OpMul
	case "fmul":
		return ir.OpFMul
	case "udiv":
		return ir.OpUDiv
	case "sdiv":
		return ir.OpSDiv
	case "fdiv":
		return ir.OpFDiv
	case "urem":
		return ir.OpURem
	case "srem":
		return ir.OpSRem
	case "frem":
		return ir.OpFRem
	case "shl":
		return ir.OpShl
	case "lshr":
		return ir.OpLShr
	case "ashr":
		return ir.OpAShr
	case "and":
		return ir.OpAnd
	case "or":
		return ir.OpOr
	case "xor":
		return ir.OpXor
	case "alloca":
		return ir.OpAlloca
	case "load":
		return ir.OpLoad
	case "store":
		return ir.OpStore
	case "getelementptr":
		return ir.OpGetElementPtr
	case "fence":
		return ir.OpFence
	case "cmpxchg":
		return ir.OpCmpXchg
	case "atomicrmw":
		return ir.OpAtomicRMW
	case "trunc":
		return ir.OpTrunc
	case "zext":
		return ir.OpZExt
	case "sext":
		return ir.OpSExt
	case "fptoui":
		return ir.OpFPToUI
	case "fptosi":
		return ir.OpFPToSI
	case "uitofp":
		return ir.OpUIToFP
	case "sitofp":
		return ir.OpSIToFP
	case "fptrunc":
		return ir.OpFPTrunc
	case "fpext":
		return ir.OpFPExt
	case "ptrtoint":
		return ir.OpPtrToInt
	case "ptrtoaddr":
		return ir.OpPtrToAddr
	case "inttoptr":
		return ir.OpIntToPtr
	case "bitcast":
		return ir.OpBitCast
	case "addrspacecast":
		return ir.OpAddrSpaceCast
	case "icmp":
		return ir.OpICmp
	case "fcmp":
		return ir.OpFCmp
	case "phi":
		return ir.OpPhi
	case "call":
		return ir.OpCall
	case "select":
		return ir.OpSelect
	case "va_arg":
		return ir.OpVAArg
	case "extractelement":
		return ir.OpExtractElement
	case "insertelement":
		return ir.OpInsertElement
	case "shufflevector":
		return ir.OpShuffleVector
	case "extractvalue":
		return ir.OpExtractValue
	case "insertvalue":
		return ir.OpInsertValue
	case "landingpad":
		return ir.OpLandingPad
	case "cleanuppad":
		return ir.OpCleanupPad
	case "catchpad":
		return ir.OpCatchPad
	case "freeze":
		return ir.OpFreeze
	}
	return ir.OpInvalid
}

// isIntOp reports whether a binary opcode takes integer operands.
func isIntOp(op ir.Opcode) bool { return op.IsBinary() && !op.IsFloatBinary() }

// intOrIntVector reports whether t is iN or <n x iN>.
func intOrIntVector(t ir.Type) bool {
	if v, ok := t.(*ir.VectorType); ok {
		t = v.Elem
	}
	_, ok := t.(*ir.IntType)
	return ok
}

// fpOrFPVector reports whether t is a floating-point type or vector of one.
func fpOrFPVector(t ir.Type) bool {
	if v, ok := t.(*ir.VectorType); ok {
		t = v.Elem
	}
	_, ok := t.(*ir.FloatType)
	return ok
}

// ptrOrPtrVector returns the pointer type of t or of t's elements.
func ptrOrPtrVector(t ir.Type) (*ir.PointerType, bool) {
	if v, ok := t.(*ir.VectorType); ok {
		t = v.Elem
	}
	pt, ok := t.(*ir.PointerType)
	return pt, ok
}

// isICmpPred and isFCmpPred recognize comparison conditions.
func isICmpPred(w []byte) bool {
	switch string(w) {
	case "eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle":
		return true
	}
	return false
}

func isFCmpPred(w []byte) bool {
	switch string(w) {
	case "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
		"ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true":
		return true
	}
	return false
}

// vecShape returns the length of a vector type (0 for scalars).
func vecShape(t ir.Type) (uint64, bool) {
	if v, ok := t.(*ir.VectorType); ok {
		return v.Len, v.Scalable
	}
	return 0, false
}

func scalarOf(t ir.Type) ir.Type {
	if v, ok := t.(*ir.VectorType); ok {
		return v.Elem
	}
	return t
}

// castValid reports whether op may convert from to to (LLVM's
// CastInst::castIsValid).
func castValid(op ir.Opcode, from, to ir.Type) bool {
	fn, fs := vecShape(from)
	tn, ts := vecShape(to)
	sameShape := fn == tn && fs == ts
	fs1, ts1 := scalarOf(from), scalarOf(to)
	switch op {
	case ir.OpTrunc, ir.OpZExt, ir.OpSExt:
		fi, ok1 := fs1.(*ir.IntType)
		ti, ok2 := ts1.(*ir.IntType)
		if !ok1 || !ok2 || !sameShape {
			return false
		}
		if op == ir.OpTrunc {
			return fi.Bits > ti.Bits
		}
		return fi.Bits < ti.Bits
	case ir.OpFPTrunc, ir.OpFPExt:
		ff, ok1 := fs1.(*ir.FloatType)
		tf, ok2 := ts1.(*ir.FloatType)
		if !ok1 || !ok2 || !sameShape {
			return false
		}
		if op == ir.OpFPTrunc {
			return ff.Kind.Bits() > tf.Kind.Bits()
		}
		return ff.Kind.Bits() < tf.Kind.Bits()
	case ir.OpUIToFP, ir.OpSIToFP:
		return sameShape && intOrIntVector(from) && fpOrFPVector(to)
	case ir.OpFPToUI, ir.OpFPToSI:
		return sameShape && fpOrFPVector(from) && intOrIntVector(to)
	case ir.OpPtrToInt, ir.OpPtrToAddr:
		_, ok := ptrOrPtrVector(from)
		return ok && sameShape && intOrIntVector(to)
	case ir.OpIntToPtr:
		_, ok := ptrOrPtrVector(to)
		return ok && sameShape && intOrIntVector(from)
	case ir.OpAddrSpaceCast:
		fp, ok1 := ptrOrPtrVector(from)
		tp, ok2 := ptrOrPtrVector(to)
		return ok1 && ok2 && sameShape && fp.AddrSpace != tp.AddrSpace
	case ir.OpBitCast:
		return ir.BitcastProblem(from, to) == ""
	}
	return false
}
