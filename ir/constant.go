package ir

import (
	"fmt"
	"math/big"
	"strconv"
)

// Constant is a value known at compile time: scalar constants, aggregates,
// constant expressions, and global values (whose value is their address).
type Constant interface {
	Value
	isConstant()
}

// ConstInt is an integer constant. V holds the value sign-extended from its
// width; Big holds it instead when the type is wider than 64 bits.
//
// Example printed form: i32 -1, i1 true, i128 18446744073709551616
type ConstInt struct {
	typ *IntType
	V   int64
	Big *big.Int
}

// NewConstInt makes an iN constant from v, truncated and sign-extended to N bits.
func NewConstInt(t *IntType, v int64) *ConstInt {
	if t.Bits < 64 && t.Bits > 0 {
		shift := 64 - uint(t.Bits)
		v = v << shift >> shift
	}
	return &ConstInt{typ: t, V: v}
}

// NewConstBigInt makes a constant of any width from a signed big integer.
func NewConstBigInt(t *IntType, v *big.Int) *ConstInt {
	if t.Bits <= 64 {
		return NewConstInt(t, v.Int64())
	}
	return &ConstInt{typ: t, Big: new(big.Int).Set(v)}
}

func (c *ConstInt) Type() Type   { return c.typ }
func (c *ConstInt) Name() string { return "" }
func (*ConstInt) isConstant()    {}

// IsZero reports whether the constant is 0.
func (c *ConstInt) IsZero() bool {
	if c.Big != nil {
		return c.Big.Sign() == 0
	}
	return c.V == 0
}

// ConstFloat is a floating-point constant. F holds float and double values
// (and decimal-written ones of other kinds); Raw keeps the hexadecimal
// spelling ("0xH3C00", "0xK4000...") of the other kinds.
//
// Example printed form: float 1.000000e+00, double 0x7FF8000000000000
type ConstFloat struct {
	typ *FloatType
	F   float64
	Raw string
}

// NewConstFloat makes a float or double constant.
func NewConstFloat(t *FloatType, f float64) *ConstFloat { return &ConstFloat{typ: t, F: f} }

// NewConstFloatRaw makes a constant from its hexadecimal LLVM spelling.
// An x86_fp80 spelling is taken as LLVM takes it (x86FP80Canonical).
func NewConstFloatRaw(t *FloatType, raw string) *ConstFloat {
	if t != nil && t.Kind == X86FP80 {
		raw = x86FP80Canonical(raw)
	}
	return &ConstFloat{typ: t, Raw: raw}
}

// x86FP80Canonical returns the bits LLVM keeps of an x86_fp80 constant
// "0xK" + sign and exponent (16 bits) + significand (64 bits, its top bit
// the explicit integer bit): an unnormal (integer bit clear, exponent
// neither 0 nor all ones) is a NaN, whose exponent LLVM sets to all ones;
// a pseudo-denormal (exponent 0, integer bit set) takes exponent 1. The
// spelling is kept when neither applies.
func x86FP80Canonical(raw string) string {
	if len(raw) != 23 || raw[:3] != "0xK" {
		return raw // both readers spell x86_fp80 constants in full
	}
	top, err1 := strconv.ParseUint(raw[3:7], 16, 16)
	mant, err2 := strconv.ParseUint(raw[7:], 16, 64)
	if err1 != nil || err2 != nil {
		return raw
	}
	exp := top & 0x7FFF
	intBit := mant>>63 == 1
	switch {
	case exp != 0 && exp != 0x7FFF && !intBit:
		exp = 0x7FFF
	case exp == 0 && intBit:
		exp = 1
	default:
		return raw
	}
	return fmt.Sprintf("0xK%04X%016X", top&0x8000|exp, mant)
}

func (c *ConstFloat) Type() Type   { return c.typ }
func (c *ConstFloat) Name() string { return "" }
func (*ConstFloat) isConstant()    {}

// ConstKind tells the simple constants apart.
type ConstKind uint8

// The simple constant kinds.
const (
	KindNull   ConstKind = iota // null
	KindUndef                   // undef
	KindPoison                  // poison
	KindZero                    // zeroinitializer
	KindNone                    // none (token)
)

var constKindNames = [...]string{"null", "undef", "poison", "zeroinitializer", "none"}

// ConstSimple is null, undef, poison, zeroinitializer or none of some type.
type ConstSimple struct {
	typ  Type
	Kind ConstKind
}

// NewConstSimple makes a null/undef/poison/zeroinitializer/none constant.
func NewConstSimple(t Type, k ConstKind) *ConstSimple { return &ConstSimple{typ: t, Kind: k} }

// NullOf returns the null pointer of pointer type t.
func NullOf(t Type) *ConstSimple { return &ConstSimple{typ: t, Kind: KindNull} }

// IsNull reports whether v is the constant null pointer.
func IsNull(v Value) bool {
	c, ok := v.(*ConstSimple)
	return ok && c.Kind == KindNull
}

// PoisonOf returns poison of type t.
func PoisonOf(t Type) *ConstSimple { return &ConstSimple{typ: t, Kind: KindPoison} }

func (c *ConstSimple) Type() Type     { return c.typ }
func (c *ConstSimple) Name() string   { return "" }
func (c *ConstSimple) String() string { return constKindNames[c.Kind] }
func (*ConstSimple) isConstant()      {}

// AggKind tells the aggregate constants apart.
type AggKind uint8

// The aggregate kinds.
const (
	AggArray  AggKind = iota // [T a, T b]
	AggVector                // <T a, T b>
	AggStruct                // { T a, U b } or <{ ... }>
	AggSplat                 // splat (T a)
)

// ConstAggregate is an array, vector, struct or splat constant. Its elements
// are its operands.
//
// Example printed form: [2 x ptr] [ptr @a, ptr @b]
type ConstAggregate struct {
	Used
	typ   Type
	Kind  AggKind
	Elems []Value
}

// NewConstAggregate makes an aggregate; its operands are linked.
func NewConstAggregate(t Type, k AggKind, elems []Value) *ConstAggregate {
	c := NewConstAggregateUnlinked(t, k, elems)
	LinkOperands(c)
	return c
}

// NewConstAggregateUnlinked makes an aggregate without touching use lists
// (for readers, which call LinkModule when done).
func NewConstAggregateUnlinked(t Type, k AggKind, elems []Value) *ConstAggregate {
	return &ConstAggregate{typ: t, Kind: k, Elems: elems}
}

func (c *ConstAggregate) Type() Type        { return c.typ }
func (c *ConstAggregate) Name() string      { return "" }
func (*ConstAggregate) isConstant()         {}
func (c *ConstAggregate) Operands() []Value { return c.Elems }
func (c *ConstAggregate) SetOperand(i int, v Value) {
	removeUse(c, c.Elems[i])
	addUse(c, v)
	c.Elems[i] = v
}

// ConstBytes is an array of i8 written as a string: c"hi\00".
type ConstBytes struct {
	typ  Type
	Data string
}

// NewConstBytes makes a c"..." constant of type t.
func NewConstBytes(t Type, data string) *ConstBytes { return &ConstBytes{typ: t, Data: data} }

func (c *ConstBytes) Type() Type   { return c.typ }
func (c *ConstBytes) Name() string { return "" }
func (*ConstBytes) isConstant()    {}

// ConstExpr is a constant expression. Its layout follows the instruction of
// the same opcode.
//
// Example printed form: ptr addrspacecast (ptr addrspace(3) @tile to ptr)
type ConstExpr struct {
	Used
	Op       Opcode
	Flags    Flags
	Pred     Predicate // LLVM 14 icmp/fcmp expressions
	typ      Type
	ops      []Value
	ElemType Type // getelementptr source element type
	// InRange is the raw "(lo, hi)" of a getelementptr's inrange(lo, hi).
	InRange string
	// InRangeIndex is the operand index marked "inrange" in LLVM 14 syntax, or -1.
	InRangeIndex int
	// Indices for extractvalue/insertvalue (LLVM 14).
	Indices []uint32
}

// NewConstExpr makes a constant expression; its operands are linked.
func NewConstExpr(op Opcode, t Type, ops ...Value) *ConstExpr {
	c := NewConstExprUnlinked(op, t, ops...)
	LinkOperands(c)
	return c
}

// NewConstExprUnlinked makes a constant expression without touching use lists.
func NewConstExprUnlinked(op Opcode, t Type, ops ...Value) *ConstExpr {
	return &ConstExpr{Op: op, typ: t, ops: ops, InRangeIndex: -1}
}

func (c *ConstExpr) Type() Type        { return c.typ }
func (c *ConstExpr) Name() string      { return "" }
func (*ConstExpr) isConstant()         {}
func (c *ConstExpr) Operands() []Value { return c.ops }
func (c *ConstExpr) SetOperand(i int, v Value) {
	removeUse(c, c.ops[i])
	addUse(c, v)
	c.ops[i] = v
}

// SetType changes the expression's result type.
func (c *ConstExpr) SetType(t Type) { c.typ = t }

// RefKind tells the constants that name a function apart.
type RefKind uint8

// The reference kinds.
const (
	RefBlockAddress       RefKind = iota // blockaddress(@f, %bb)
	RefDSOLocalEquivalent                // dso_local_equivalent @f
	RefNoCFI                             // no_cfi @f
	RefPtrAuth                           // ptrauth (ptr @f, i32 key, ...)
)

// ConstRef is blockaddress, dso_local_equivalent, no_cfi or ptrauth. Its
// operands are the function (and block, or ptrauth's further operands).
type ConstRef struct {
	Used
	typ  Type
	Kind RefKind
	ops  []Value
	// BlockName names the block of a blockaddress until it is resolved.
	BlockName string
}

// NewConstRef makes such a reference; its operands are linked.
func NewConstRef(t Type, k RefKind, ops ...Value) *ConstRef {
	c := NewConstRefUnlinked(t, k, ops...)
	LinkOperands(c)
	return c
}

// NewConstRefUnlinked makes a reference without touching use lists.
func NewConstRefUnlinked(t Type, k RefKind, ops ...Value) *ConstRef {
	return &ConstRef{typ: t, Kind: k, ops: ops}
}

func (c *ConstRef) Type() Type        { return c.typ }
func (c *ConstRef) Name() string      { return "" }
func (*ConstRef) isConstant()         {}
func (c *ConstRef) Operands() []Value { return c.ops }
func (c *ConstRef) SetOperand(i int, v Value) {
	removeUse(c, c.ops[i])
	addUse(c, v)
	c.ops[i] = v
}

// InlineAsm is the callee of a call to inline assembly.
//
// Example printed form: asm sideeffect "mov.u32 $0, %laneid;", "=r"
type InlineAsm struct {
	typ          Type // the function type (opaque IR) or pointer to it (typed IR)
	Asm          string
	Constraints  string
	SideEffect   bool
	AlignStack   bool
	IntelDialect bool
	Unwind       bool
}

// NewInlineAsm makes an inline asm value of type t.
func NewInlineAsm(t Type, asm, constraints string) *InlineAsm {
	return &InlineAsm{typ: t, Asm: asm, Constraints: constraints}
}

func (a *InlineAsm) Type() Type   { return a.typ }
func (a *InlineAsm) Name() string { return "" }

// MetadataAsValue wraps metadata used as an operand: "metadata !12".
type MetadataAsValue struct{ MD Metadata }

func (m *MetadataAsValue) Type() Type   { return MetadataType }
func (m *MetadataAsValue) Name() string { return "" }
