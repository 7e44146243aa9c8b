package ir

// AtomicRMWKind says what sort of operand atomicrmw operation op takes:
// 'x' for xchg (an integer, floating-point or pointer value), 'i' for an
// integer, 'f' for a floating-point scalar or vector; ok is false for an
// operation LLVM does not have.
func AtomicRMWKind(op string) (kind byte, ok bool) {
	switch op {
	case "xchg":
		return 'x', true
	case "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin",
		"uinc_wrap", "udec_wrap", "usub_cond", "usub_sat":
		return 'i', true
	case "fadd", "fsub", "fmax", "fmin", "fmaximum", "fminimum":
		return 'f', true
	}
	return 0, false
}

// AtomicRMWTypeProblem returns LLVM's message when atomicrmw op cannot
// take a value of type t, or "". Both readers and the verifier use it.
func AtomicRMWTypeProblem(op string, t Type) string {
	kind, ok := AtomicRMWKind(op)
	if !ok {
		return "unknown atomicrmw operation " + op
	}
	_, isInt := t.(*IntType)
	_, isPtr := t.(*PointerType)
	elem := t
	if v, ok := t.(*VectorType); ok {
		elem = v.Elem
	}
	_, isFP := elem.(*FloatType)
	switch kind {
	case 'x':
		if !isInt && !isPtr && !isFP {
			return "atomicrmw xchg operand must be an integer, floating point, or pointer type"
		}
	case 'f':
		if !isFP {
			return "atomicrmw " + op + " operand must be a floating point type"
		}
	default:
		if !isInt {
			return "atomicrmw " + op + " operand must be an integer"
		}
	}
	return ""
}
