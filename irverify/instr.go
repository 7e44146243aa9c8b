package irverify

import (
	"strconv"

	"memspace/ir"
)

// This file checks each instruction's operands against its opcode: counts,
// types and the references an operand may make. Casts, compares, vector
// and aggregate instructions are in cast.go, calls in call.go.

// checkInstruction checks one instruction of the function.
func (c *funcChecker) checkInstruction(in *ir.Instruction) {
	if !c.checkOperandsPresent(in) {
		return
	}
	if in.Op == ir.OpInvalid || in.Op.String() == "<invalid>" {
		c.errorf(in, "invalid opcode %d", in.Op)
		return
	}
	c.checkReferences(in)
	if t := in.Type(); !ir.IsVoid(t) && !isFirstClassValue(t) {
		c.errorf(in, "result type %s is not a first-class type", typeStr(t))
		return
	}
	if check := opChecks[in.Op]; check != nil {
		check(c, in)
	}
	c.checkAttachments(in)
}

// checkOperandsPresent reports nil operands and missing types; the other
// checks only run when everything is present.
func (c *funcChecker) checkOperandsPresent(in *ir.Instruction) bool {
	ok := true
	if t := in.Type(); isNilType(t) || !fieldsOK(t) {
		c.errorf(in, "instruction has no result type")
		ok = false
	}
	for i, op := range in.Operands() {
		switch {
		case isNil(op):
			c.errorf(in, "operand %d is nil", i)
			ok = false
		case isNilType(op.Type()) || !fieldsOK(op.Type()):
			c.errorf(in, "operand %d (%s) has no type", i, c.names.ref(op))
			ok = false
		}
	}
	return ok
}

// checkReferences checks that operands naming instructions, arguments and
// blocks name ones of this function.
func (c *funcChecker) checkReferences(in *ir.Instruction) {
	for i, op := range in.Operands() {
		if c.inFunc(op) {
			continue
		}
		switch op := op.(type) {
		case *ir.Instruction:
			c.errorf(in, "operand %d refers to %s", i, c.strayInstr(op))
		case *ir.Argument:
			c.errorf(in, "operand %d refers to an argument of another function", i)
		case *ir.Block:
			c.errorf(in, "operand %d refers to block %s, which is not in this function", i, c.names.ref(op))
		}
	}
}

// strayInstr says why an instruction operand is not one of this function.
func (c *funcChecker) strayInstr(op *ir.Instruction) string {
	switch {
	case op.Parent == nil:
		return "an instruction that is in no block (erased?)"
	case op.Parent.Parent != c.f:
		return "an instruction of another function"
	}
	return "an instruction missing from its block's list"
}

// opChecks holds the per-opcode checks.
var opChecks [256]func(c *funcChecker, in *ir.Instruction)

func init() {
	for op := ir.OpAdd; op <= ir.OpXor; op++ {
		opChecks[op] = (*funcChecker).checkBinary
	}
	for op := ir.OpTrunc; op <= ir.OpAddrSpaceCast; op++ {
		opChecks[op] = (*funcChecker).checkCast
	}
	for op, f := range map[ir.Opcode]func(*funcChecker, *ir.Instruction){
		ir.OpRet: (*funcChecker).checkRet, ir.OpBr: (*funcChecker).checkBr,
		ir.OpSwitch: (*funcChecker).checkSwitch, ir.OpIndirectBr: (*funcChecker).checkIndirectBr,
		ir.OpUnreachable: checkCount(0), ir.OpResume: (*funcChecker).checkResume,
		ir.OpInvoke: (*funcChecker).checkInvoke, ir.OpCallBr: (*funcChecker).checkCall,
		ir.OpCall: (*funcChecker).checkCall, ir.OpFNeg: (*funcChecker).checkFNeg,
		ir.OpAlloca: (*funcChecker).checkAlloca, ir.OpLoad: (*funcChecker).checkLoad,
		ir.OpStore: (*funcChecker).checkStore, ir.OpGetElementPtr: (*funcChecker).checkGEP,
		ir.OpFence: checkCount(0), ir.OpCmpXchg: (*funcChecker).checkCmpXchg,
		ir.OpAtomicRMW: (*funcChecker).checkAtomicRMW, ir.OpICmp: (*funcChecker).checkCompare,
		ir.OpFCmp: (*funcChecker).checkCompare, ir.OpPhi: (*funcChecker).checkPhiTypes,
		ir.OpSelect: (*funcChecker).checkSelect, ir.OpVAArg: (*funcChecker).checkVAArg,
		ir.OpExtractElement: (*funcChecker).checkExtractElement,
		ir.OpInsertElement:  (*funcChecker).checkInsertElement,
		ir.OpShuffleVector:  (*funcChecker).checkShuffleVector,
		ir.OpExtractValue:   (*funcChecker).checkExtractValue,
		ir.OpInsertValue:    (*funcChecker).checkInsertValue,
		ir.OpFreeze:         (*funcChecker).checkFreeze,
		ir.OpCatchRet:       (*funcChecker).checkCatchRet,
		ir.OpCleanupRet:     (*funcChecker).checkCleanupRet,
		ir.OpCleanupPad:     checkPad("CleanupPadInst", (*funcChecker).checkCleanupPad),
		ir.OpCatchPad:       checkPad("CatchPadInst", (*funcChecker).checkCatchPad),
		ir.OpCatchSwitch:    checkPad("CatchSwitchInst", (*funcChecker).checkCatchSwitch),
		ir.OpLandingPad:     (*funcChecker).checkLandingPad,
	} {
		opChecks[op] = f
	}
}

// checkCount returns a check that in has exactly n operands.
func checkCount(n int) func(*funcChecker, *ir.Instruction) {
	return func(c *funcChecker, in *ir.Instruction) { c.wantOperands(in, n) }
}

// wantOperands reports whether in has exactly n operands, reporting it if not.
func (c *funcChecker) wantOperands(in *ir.Instruction, n int) bool {
	if in.NumOperands() == n {
		return true
	}
	c.errorf(in, "%s needs %d operand%s, has %d", in.Op, n, plural(n), in.NumOperands())
	return false
}

// wantVoid reports a value-producing instruction that must produce none.
func (c *funcChecker) wantVoid(in *ir.Instruction) {
	if !ir.IsVoid(in.Type()) {
		c.errorf(in, "%s must not produce a value (its type is %s)", in.Op, typeStr(in.Type()))
	}
}

// wantType reports operand i of in unless it has type want.
func (c *funcChecker) wantType(in *ir.Instruction, i int, what string, want ir.Type) bool {
	if got := in.Operand(i).Type(); got != want {
		c.errorf(in, "%s has type %s, expected %s", what, typeStr(got), typeStr(want))
		return false
	}
	return true
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func (c *funcChecker) checkRet(in *ir.Instruction) {
	c.wantVoid(in)
	want := ir.Type(nil)
	if c.f.Sig != nil {
		want = c.f.Sig.Ret
	}
	switch in.NumOperands() {
	case 0:
		if want != nil && !ir.IsVoid(want) {
			c.errorf(in, "ret without a value in a function returning %s", typeStr(want))
		}
	case 1:
		got := in.Operand(0).Type()
		if ir.IsVoid(got) || (want != nil && got != want) {
			c.errorf(in, "ret value has type %s, but the function returns %s", typeStr(got), typeStr(want))
		}
	default:
		c.errorf(in, "ret has %d operands, expected 0 or 1", in.NumOperands())
	}
}

func (c *funcChecker) checkBr(in *ir.Instruction) {
	c.wantVoid(in)
	switch in.NumOperands() {
	case 1:
		c.wantBlocks(in, 0, 1)
	case 3:
		if !isI1(in.Operand(0).Type()) {
			c.errorf(in, "branch condition has type %s, expected i1", typeStr(in.Operand(0).Type()))
		}
		c.wantBlocks(in, 1, 3)
	default:
		c.errorf(in, "br has %d operands, expected 1 or 3", in.NumOperands())
	}
}

// wantBlocks reports operands in [from, to) that are not blocks.
func (c *funcChecker) wantBlocks(in *ir.Instruction, from, to int) {
	for i := from; i < to && i < in.NumOperands(); i++ {
		if _, ok := in.Operand(i).(*ir.Block); !ok {
			c.errorf(in, "operand %d (%s) must be a block", i, c.names.ref(in.Operand(i)))
		}
	}
}

func (c *funcChecker) checkSwitch(in *ir.Instruction) {
	c.wantVoid(in)
	n := in.NumOperands()
	if n < 2 || n%2 != 0 {
		c.errorf(in, "switch has %d operands, expected condition, default and value/block pairs", n)
		return
	}
	cond := in.Operand(0).Type()
	if !isInt(cond) {
		c.errorf(in, "switch condition has type %s, expected an integer", typeStr(cond))
	}
	c.wantBlocks(in, 1, 2)
	seen := map[string]bool{}
	for i := 2; i < n; i += 2 {
		v, ok := in.Operand(i).(*ir.ConstInt)
		switch {
		case !ok:
			c.errorf(in, "switch case value %s is not an integer constant", c.names.ref(in.Operand(i)))
		case v.Type() != cond:
			c.errorf(in, "switch case value %s has type %s, expected %s", c.names.ref(v), typeStr(v.Type()), typeStr(cond))
		case seen[constIntKey(v)]:
			c.errorf(in, "switch has the case value %s twice", c.names.ref(v))
		}
		if ok {
			seen[constIntKey(v)] = true
		}
		c.wantBlocks(in, i+1, i+2)
	}
}

// constIntKey identifies an integer constant's value.
func constIntKey(v *ir.ConstInt) string {
	if v.Big != nil {
		return v.Big.String()
	}
	return strconv.FormatInt(v.V, 10)
}

func (c *funcChecker) checkIndirectBr(in *ir.Instruction) {
	c.wantVoid(in)
	if in.NumOperands() < 1 {
		c.errorf(in, "indirectbr needs an address operand")
		return
	}
	if !isPtr(in.Operand(0).Type()) {
		c.errorf(in, "indirectbr address has type %s, expected a pointer", typeStr(in.Operand(0).Type()))
	}
	c.wantBlocks(in, 1, in.NumOperands())
}

func (c *funcChecker) checkFNeg(in *ir.Instruction) {
	if !c.wantOperands(in, 1) {
		return
	}
	t := in.Operand(0).Type()
	if !isFloatOrFloatVector(t) {
		c.errorf(in, "fneg operand has type %s, expected floating point", typeStr(t))
	}
	c.wantType(in, 0, "operand", in.Type())
}

func (c *funcChecker) checkBinary(in *ir.Instruction) {
	if !c.wantOperands(in, 2) {
		return
	}
	a, b := in.Operand(0).Type(), in.Operand(1).Type()
	if a != b {
		c.errorf(in, "operands have different types %s and %s", typeStr(a), typeStr(b))
		return
	}
	if in.Type() != a {
		c.errorf(in, "result type %s differs from the operand type %s", typeStr(in.Type()), typeStr(a))
	}
	if in.Op.IsFloatBinary() {
		if !isFloatOrFloatVector(a) {
			c.errorf(in, "%s needs floating-point operands, not %s", in.Op, typeStr(a))
		}
	} else if !isIntOrIntVector(a) {
		c.errorf(in, "%s needs integer operands, not %s", in.Op, typeStr(a))
	}
}

func (c *funcChecker) checkPhiTypes(in *ir.Instruction) {
	t := in.Type()
	if ir.IsTokenLike(t) {
		c.errorf(in, "PHI nodes cannot have token type!")
	}
	ops := in.Operands()
	for i := 0; i < len(ops); i += 2 {
		if ops[i].Type() != t {
			c.errorf(in, "incoming value %s has type %s, expected %s", c.names.ref(ops[i]), typeStr(ops[i].Type()), typeStr(t))
		}
	}
}

func (c *funcChecker) checkLandingPad(in *ir.Instruction) {
	c.needPersonality(in, "LandingPadInst")
	c.notInEntry(in)
	c.landingPadEntries(in)
	c.sameEHType(in, in.Type(), "landingpad")
	n := 0
	if in.Extra != nil {
		n = len(in.Extra.Clauses)
	}
	if n != in.NumOperands() {
		c.errorf(in, "landingpad has %d operands but %d clause kinds", in.NumOperands(), n)
	}
	if in.NumOperands() == 0 && !in.Flags.Has(ir.Cleanup) {
		c.errorf(in, "landingpad needs a clause or cleanup")
	}
	for i := 0; i < min(n, in.NumOperands()); i++ {
		op := in.Operand(i)
		if _, ok := op.(ir.Constant); !ok {
			c.errorf(in, "landingpad clause %d is not a constant", i)
		} else if in.Extra.Clauses[i] {
			if _, ok := op.Type().(*ir.PointerType); !ok {
				c.errorf(in, "Catch operand does not have pointer type!")
			}
		} else if !isConstantArray(op) {
			c.errorf(in, "Filter operand is not an array of constants!")
		}
	}
}

// isConstantArray reports whether v is an array constant of elements, or
// zeroinitializer of an array type: what a filter clause lists.
func isConstantArray(v ir.Value) bool {
	if _, ok := v.Type().(*ir.ArrayType); !ok {
		return false
	}
	switch c := v.(type) {
	case *ir.ConstAggregate:
		return c.Kind == ir.AggArray
	case *ir.ConstSimple:
		return c.Kind == ir.KindZero
	}
	return false
}
