package ir

// Opcode names an instruction kind. Facts about each opcode live in one table.
type Opcode uint8

// The opcodes, in LLVM's order.
const (
	OpInvalid Opcode = iota
	// Terminators.
	OpRet
	OpBr
	OpSwitch
	OpIndirectBr
	OpInvoke
	OpResume
	OpUnreachable
	OpCleanupRet
	OpCatchRet
	OpCatchSwitch
	OpCallBr
	// Unary and binary operators.
	OpFNeg
	OpAdd
	OpFAdd
	OpSub
	OpFSub
	OpMul
	OpFMul
	OpUDiv
	OpSDiv
	OpFDiv
	OpURem
	OpSRem
	OpFRem
	OpShl
	OpLShr
	OpAShr
	OpAnd
	OpOr
	OpXor
	// Memory.
	OpAlloca
	OpLoad
	OpStore
	OpGetElementPtr
	OpFence
	OpCmpXchg
	OpAtomicRMW
	// Casts.
	OpTrunc
	OpZExt
	OpSExt
	OpFPToUI
	OpFPToSI
	OpUIToFP
	OpSIToFP
	OpFPTrunc
	OpFPExt
	OpPtrToInt
	OpPtrToAddr
	OpIntToPtr
	OpBitCast
	OpAddrSpaceCast
	// Other.
	OpICmp
	OpFCmp
	OpPhi
	OpCall
	OpSelect
	OpVAArg
	OpExtractElement
	OpInsertElement
	OpShuffleVector
	OpExtractValue
	OpInsertValue
	OpLandingPad
	OpCleanupPad
	OpCatchPad
	OpFreeze
	numOpcodes
)

type opClass uint8

const (
	classOther opClass = iota
	classTerm
	classUnary
	classBinary
	classMemory
	classCast
)

// opInfo holds the facts about one opcode.
type opInfo struct {
	name  string
	class opClass
	// sideEffects marks instructions that must not be removed when unused.
	sideEffects bool
}

var opTable = [numOpcodes]opInfo{
	OpInvalid:        {"<invalid>", classOther, true},
	OpRet:            {"ret", classTerm, true},
	OpBr:             {"br", classTerm, true},
	OpSwitch:         {"switch", classTerm, true},
	OpIndirectBr:     {"indirectbr", classTerm, true},
	OpInvoke:         {"invoke", classTerm, true},
	OpResume:         {"resume", classTerm, true},
	OpUnreachable:    {"unreachable", classTerm, true},
	OpCleanupRet:     {"cleanupret", classTerm, true},
	OpCatchRet:       {"catchret", classTerm, true},
	OpCatchSwitch:    {"catchswitch", classTerm, true},
	OpCallBr:         {"callbr", classTerm, true},
	OpFNeg:           {"fneg", classUnary, false},
	OpAdd:            {"add", classBinary, false},
	OpFAdd:           {"fadd", classBinary, false},
	OpSub:            {"sub", classBinary, false},
	OpFSub:           {"fsub", classBinary, false},
	OpMul:            {"mul", classBinary, false},
	OpFMul:           {"fmul", classBinary, false},
	OpUDiv:           {"udiv", classBinary, false},
	OpSDiv:           {"sdiv", classBinary, false},
	OpFDiv:           {"fdiv", classBinary, false},
	OpURem:           {"urem", classBinary, false},
	OpSRem:           {"srem", classBinary, false},
	OpFRem:           {"frem", classBinary, false},
	OpShl:            {"shl", classBinary, false},
	OpLShr:           {"lshr", classBinary, false},
	OpAShr:           {"ashr", classBinary, false},
	OpAnd:            {"and", classBinary, false},
	OpOr:             {"or", classBinary, false},
	OpXor:            {"xor", classBinary, false},
	OpAlloca:         {"alloca", classMemory, false},
	OpLoad:           {"load", classMemory, false},
	OpStore:          {"store", classMemory, true},
	OpGetElementPtr:  {"getelementptr", classMemory, false},
	OpFence:          {"fence", classMemory, true},
	OpCmpXchg:        {"cmpxchg", classMemory, true},
	OpAtomicRMW:      {"atomicrmw", classMemory, true},
	OpTrunc:          {"trunc", classCast, false},
	OpZExt:           {"zext", classCast, false},
	OpSExt:           {"sext", classCast, false},
	OpFPToUI:         {"fptoui", classCast, false},
	OpFPToSI:         {"fptosi", classCast, false},
	OpUIToFP:         {"uitofp", classCast, false},
	OpSIToFP:         {"sitofp", classCast, false},
	OpFPTrunc:        {"fptrunc", classCast, false},
	OpFPExt:          {"fpext", classCast, false},
	OpPtrToInt:       {"ptrtoint", classCast, false},
	OpPtrToAddr:      {"ptrtoaddr", classCast, false},
	OpIntToPtr:       {"inttoptr", classCast, false},
	OpBitCast:        {"bitcast", classCast, false},
	OpAddrSpaceCast:  {"addrspacecast", classCast, false},
	OpICmp:           {"icmp", classOther, false},
	OpFCmp:           {"fcmp", classOther, false},
	OpPhi:            {"phi", classOther, false},
	OpCall:           {"call", classOther, true},
	OpSelect:         {"select", classOther, false},
	OpVAArg:          {"va_arg", classOther, true},
	OpExtractElement: {"extractelement", classOther, false},
	OpInsertElement:  {"insertelement", classOther, false},
	OpShuffleVector:  {"shufflevector", classOther, false},
	OpExtractValue:   {"extractvalue", classOther, false},
	OpInsertValue:    {"insertvalue", classOther, false},
	OpLandingPad:     {"landingpad", classOther, true},
	OpCleanupPad:     {"cleanuppad", classOther, true},
	OpCatchPad:       {"catchpad", classOther, true},
	OpFreeze:         {"freeze", classOther, false},
}

var opByName = func() map[string]Opcode {
	m := make(map[string]Opcode, numOpcodes)
	for op := OpRet; op < numOpcodes; op++ {
		m[opTable[op].name] = op
	}
	return m
}()

// OpcodeByName returns the opcode spelled s ("add", "getelementptr", ...).
func OpcodeByName(s string) (Opcode, bool) { op, ok := opByName[s]; return op, ok }

func (op Opcode) String() string {
	if op >= numOpcodes {
		return "<invalid>"
	}
	return opTable[op].name
}

// IsTerminator reports whether op ends a block.
func (op Opcode) IsTerminator() bool { return op < numOpcodes && opTable[op].class == classTerm }

// IsBinary reports whether op is a two-operand arithmetic or logic operator.
func (op Opcode) IsBinary() bool { return op < numOpcodes && opTable[op].class == classBinary }

// IsCast reports whether op is a cast.
func (op Opcode) IsCast() bool { return op < numOpcodes && opTable[op].class == classCast }

// HasSideEffects reports whether an unused instruction of this kind must stay.
func (op Opcode) HasSideEffects() bool { return op >= numOpcodes || opTable[op].sideEffects }

// ConstExprSupported reports whether LLVM 22 still has op as a constant
// expression: getelementptr, add, sub, xor, the casts trunc, ptrtoint,
// ptrtoaddr, inttoptr, bitcast and addrspacecast, and extractelement,
// insertelement and shufflevector. LLVM 15 to 19 removed the others
// (mul, and, icmp, select, zext, fneg, extractvalue...): LLVM 22's text
// reader refuses them, and its bitcode reader turns the ones that older
// bitcode holds into instructions. Typed-pointer IR (LLVM 14) has them all.
func (op Opcode) ConstExprSupported() bool {
	switch op {
	case OpGetElementPtr, OpAdd, OpSub, OpXor, OpTrunc, OpPtrToInt, OpPtrToAddr, OpIntToPtr,
		OpBitCast, OpAddrSpaceCast, OpExtractElement, OpInsertElement, OpShuffleVector:
		return true
	}
	return false
}

// ConstExprSupported reports whether LLVM 22 has k as a constant
// expression: its opcode must be one of Opcode.ConstExprSupported's, and
// a getelementptr must index a type of fixed size (LLVM's
// isSupportedGetElementPtr: no scalable vector in the source element
// type). Operands are not looked at.
func (k *ConstExpr) ConstExprSupported() bool {
	return k.Op.ConstExprSupported() && (k.Op != OpGetElementPtr || k.ElemType == nil || !IsScalable(k.ElemType))
}

// IsFloatBinary reports whether op is a floating-point operator that takes fast-math flags.
func (op Opcode) IsFloatBinary() bool {
	switch op {
	case OpFNeg, OpFAdd, OpFSub, OpFMul, OpFDiv, OpFRem:
		return true
	}
	return false
}

// Flags holds the optional keywords of an instruction or constant expression.
type Flags uint32

// The flags. Fast-math flags occupy their own range; FastMath is all of them.
const (
	NUW Flags = 1 << iota
	NSW
	Exact
	Disjoint
	NNeg
	SameSign
	InBounds
	NUSW
	Volatile
	Weak
	Atomic // "load atomic" / "store atomic"
	Tail
	MustTail
	NoTail
	InAlloca
	SwiftError
	Cleanup // landingpad cleanup
	NNaN
	NInf
	NSZ
	ARcp
	Contract
	AFn
	Reassoc
)

// FastMath is the set of all fast-math flags ("fast").
const FastMath = NNaN | NInf | NSZ | ARcp | Contract | AFn | Reassoc

// FastMathNames lists the fast-math flags in LLVM's print order.
var FastMathNames = []struct {
	Flag Flags
	Name string
}{{Reassoc, "reassoc"}, {NNaN, "nnan"}, {NInf, "ninf"}, {NSZ, "nsz"}, {ARcp, "arcp"}, {Contract, "contract"}, {AFn, "afn"}}

// Has reports whether all of the flags in g are set.
func (f Flags) Has(g Flags) bool { return f&g == g }

// Ordering is an atomic memory ordering.
type Ordering uint8

// The orderings.
const (
	NotAtomic Ordering = iota
	Unordered
	Monotonic
	Acquire
	Release
	AcqRel
	SeqCst
)

var orderingNames = [...]string{"", "unordered", "monotonic", "acquire", "release", "acq_rel", "seq_cst"}

func (o Ordering) String() string { return orderingNames[o] }

// OrderingByName parses an ordering keyword.
func OrderingByName(s string) (Ordering, bool) {
	for i, n := range orderingNames {
		if i > 0 && n == s {
			return Ordering(i), true
		}
	}
	return NotAtomic, false
}

// Predicate is an icmp or fcmp condition ("eq", "slt", "oge", ...); the
// zero value means none.
type Predicate uint8

// predNames lists every condition keyword of icmp and fcmp once; a
// Predicate is an index into it.
var predNames = [...]string{"",
	"eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle",
	"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "uno", "ueq", "une", "true"}

// PredNone is the absent predicate.
const PredNone Predicate = 0

// PredicateByName returns the predicate spelled s.
func PredicateByName(s string) (Predicate, bool) {
	for i, n := range predNames {
		if i > 0 && n == s {
			return Predicate(i), true
		}
	}
	return PredNone, false
}

func (p Predicate) String() string {
	if int(p) < len(predNames) {
		return predNames[p]
	}
	return "<invalid>"
}
