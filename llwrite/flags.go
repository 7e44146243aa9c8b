package llwrite

import "memspace/ir"

// appendFastMath appends the fast-math flags in LLVM's order, or " fast"
// when all are set.
func appendFastMath(b []byte, f ir.Flags) []byte {
	if f&ir.FastMath == 0 {
		return b
	}
	if f.Has(ir.FastMath) {
		return append(b, " fast"...)
	}
	for _, n := range ir.FastMathNames {
		if f&n.Flag != 0 {
			b = append(b, ' ')
			b = append(b, n.Name...)
		}
	}
	return b
}

// appendOptFlags appends the optimization keywords of an instruction or
// constant expression as LLVM's WriteOptimizationInfo orders them: fast-math
// flags, then the wrap/exact/disjoint/inbounds/nneg/samesign keywords the
// opcode takes.
func appendOptFlags(b []byte, op ir.Opcode, f ir.Flags) []byte {
	b = appendFastMath(b, f)
	switch op {
	case ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpShl, ir.OpTrunc:
		b = appendFlag(b, f, ir.NUW, " nuw")
		b = appendFlag(b, f, ir.NSW, " nsw")
	case ir.OpUDiv, ir.OpSDiv, ir.OpLShr, ir.OpAShr:
		b = appendFlag(b, f, ir.Exact, " exact")
	case ir.OpOr:
		b = appendFlag(b, f, ir.Disjoint, " disjoint")
	case ir.OpGetElementPtr:
		if f&ir.InBounds != 0 {
			b = append(b, " inbounds"...)
		} else {
			b = appendFlag(b, f, ir.NUSW, " nusw")
		}
		b = appendFlag(b, f, ir.NUW, " nuw")
	case ir.OpZExt, ir.OpUIToFP:
		b = appendFlag(b, f, ir.NNeg, " nneg")
	case ir.OpICmp:
		b = appendFlag(b, f, ir.SameSign, " samesign")
	default:
		b = appendOtherFlags(b, f)
	}
	return b
}

// appendOtherFlags prints wrap-style flags set on opcodes that LLVM does not
// give them, so that nothing set is silently dropped.
func appendOtherFlags(b []byte, f ir.Flags) []byte {
	b = appendFlag(b, f, ir.NUW, " nuw")
	b = appendFlag(b, f, ir.NSW, " nsw")
	b = appendFlag(b, f, ir.Exact, " exact")
	b = appendFlag(b, f, ir.Disjoint, " disjoint")
	return appendFlag(b, f, ir.NNeg, " nneg")
}

func appendFlag(b []byte, f, flag ir.Flags, text string) []byte {
	if f&flag != 0 {
		b = append(b, text...)
	}
	return b
}
