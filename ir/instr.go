package ir

import (
	"math/bits"
	"unsafe"
)

// Instruction is one LLVM instruction. A single struct serves every opcode:
// Op says which, Operands holds the values in a fixed layout per opcode, and
// the remaining fields carry the opcode's keywords.
//
// Operand layouts (callee always last for calls):
//
//	ret            [] | [v]
//	br             [dest] | [cond, iftrue, iffalse]
//	switch         [cond, default, val0, dest0, val1, dest1, ...]
//	indirectbr     [addr, dest...]
//	invoke         [args..., bundle inputs..., normal, unwind, callee]
//	callbr         [args..., bundle inputs..., default, indirect..., callee]
//	call           [args..., bundle inputs..., callee]
//	resume         [v]
//	cleanupret     [pad] | [pad, unwind]
//	catchret       [pad, dest]
//	catchswitch    [parent, handlers..., unwind?]   (Extra.HasUnwind)
//	catchpad       [catchswitch, args...]
//	cleanuppad     [parent, args...]
//	fneg, casts, freeze, load, va_arg, extractvalue   [v]
//	binary, icmp, fcmp, extractelement, insertvalue    [a, b]
//	alloca         [] | [numElems]                  (ElemType = allocated type)
//	store          [value, ptr]
//	getelementptr  [ptr, idx...]                    (ElemType = source element type)
//	cmpxchg        [ptr, cmp, new]
//	atomicrmw      [ptr, val]                       (Extra.RMWOp)
//	phi            [v0, b0, v1, b1, ...]
//	select, insertelement, shufflevector            [a, b, c]
//	landingpad     [clause...]                      (Extra.Clauses)
//
// Example printed form: %v = load float, ptr addrspace(1) %p, align 4, !tbaa !8
type Instruction struct {
	Used
	// The small fields sit together so the struct stays at 128 bytes.
	Op       Opcode
	Pred     Predicate // icmp/fcmp condition
	Ordering Ordering
	alignLog uint8 // 0: none; else log2(align)+1
	Flags    Flags
	Parent   *Block

	// The name and the operands are kept as pointers and lengths rather
	// than as a string and a slice, to save their third words.
	name    *byte
	typ     Type
	ops     *Value
	nops    uint32
	nameLen uint32

	// ElemType is the allocated type of alloca, the source element type of
	// getelementptr and the function type of call/invoke/callbr.
	ElemType Type

	Extra *InstrExtra
	// Attached metadata such as !dbg, !tbaa, !noalias.addrspace, in order.
	MD []MDAttachment
	// Slot is a number an analysis may attach (see Slot); it fills the
	// struct's last word, so the instruction still takes 128 bytes.
	Slot Slot
}

// InstrExtra carries the keywords of rarer instructions.
type InstrExtra struct {
	SyncScope string // syncscope("...") for atomics and fences
	RMWOp     string // atomicrmw operation: xchg, add, fadd, ...
	Call      *CallInfo
	// Clauses marks each landingpad operand: true for catch, false for filter.
	Clauses []bool
	// AllocaAddrSpace is the explicit "addrspace(N)" of an alloca.
	AllocaAddrSpace uint32
	// HasUnwind reports that a catchswitch or cleanupret names an unwind block.
	HasUnwind bool
	// FailOrdering is the failure ordering of cmpxchg.
	FailOrdering Ordering
	// lists holds the rarest fields (see Indices and DbgRecords), so that
	// the extra part of a call stays small.
	lists *extraLists
}

// extraLists holds the constant indices of extractvalue and insertvalue
// and the debug records printed before the instruction.
type extraLists struct {
	indices    []uint32
	dbgRecords []*DbgRecord
}

// The rarely set fields live in Extra, which keeps Instruction small: a
// module holds one per instruction.

// Indices returns the constant indices of extractvalue and insertvalue.
func (in *Instruction) Indices() []uint32 {
	if in.Extra == nil || in.Extra.lists == nil {
		return nil
	}
	return in.Extra.lists.indices
}

// SetIndices sets the constant indices of extractvalue and insertvalue.
func (in *Instruction) SetIndices(idx []uint32) {
	if l := in.lists(idx == nil); l != nil {
		l.indices = idx
	}
}

// FailOrdering returns the failure ordering of cmpxchg.
func (in *Instruction) FailOrdering() Ordering {
	if in.Extra == nil {
		return NotAtomic
	}
	return in.Extra.FailOrdering
}

// SetFailOrdering sets the failure ordering of cmpxchg.
func (in *Instruction) SetFailOrdering(o Ordering) { in.Ext().FailOrdering = o }

// DbgRecords returns the debug records printed before the instruction.
func (in *Instruction) DbgRecords() []*DbgRecord {
	if in.Extra == nil || in.Extra.lists == nil {
		return nil
	}
	return in.Extra.lists.dbgRecords
}

// SetDbgRecords replaces the debug records printed before the instruction.
func (in *Instruction) SetDbgRecords(r []*DbgRecord) {
	if l := in.lists(r == nil); l != nil {
		l.dbgRecords = r
	}
}

// lists returns the instruction's extraLists, made if need be unless
// clearing (then nil when there are none).
func (in *Instruction) lists(clearing bool) *extraLists {
	if clearing && (in.Extra == nil || in.Extra.lists == nil) {
		return nil
	}
	e := in.Ext()
	if e.lists == nil {
		e.lists = &extraLists{}
	}
	return e.lists
}

// CallInfo describes call, invoke and callbr.
type CallInfo struct {
	CC         string // calling convention keyword, "" for ccc
	RetAttrs   AttrList
	ParamAttrs []AttrList // one per argument
	FnAttrs    AttrList
	NumArgs    int
	Bundles    []Bundle
	// AddrSpace is an explicit "addrspace(N)" on the callee (rare).
	AddrSpace    uint32
	HasAddrSpace bool
	// NumIndirect is the number of indirect destinations of callbr.
	NumIndirect int
}

// Bundle is an operand bundle like [ "deopt"(i32 1) ]; its inputs are N
// consecutive operands after the arguments.
type Bundle struct {
	Tag string
	N   int
}

// MDAttachment is "!kind !node" on an instruction, function or global.
type MDAttachment struct {
	Kind string
	Node Metadata
}

// NewInstruction makes a detached instruction; its operands are linked when
// it is inserted into a block.
func NewInstruction(op Opcode, t Type, ops ...Value) *Instruction {
	in := &Instruction{Op: op, typ: t}
	in.SetOperandsRaw(ops)
	return in
}

func (in *Instruction) Type() Type   { return in.typ }
func (in *Instruction) Name() string { return unsafe.String(in.name, in.nameLen) }
func (in *Instruction) isLocal()     {}

// SetName renames the instruction ("" for unnamed).
func (in *Instruction) SetName(n string) {
	in.name, in.nameLen = unsafe.StringData(n), uint32(len(n))
}

// SetType changes the result type (used when retyping pointers).
func (in *Instruction) SetType(t Type) { in.typ = t }

// Operands returns the operand slice; do not modify it directly.
func (in *Instruction) Operands() []Value {
	if in.nops == 0 {
		return nil
	}
	return unsafe.Slice(in.ops, in.nops)
}

// Operand returns operand i.
func (in *Instruction) Operand(i int) Value { return in.Operands()[i] }

// NumOperands is the number of operands.
func (in *Instruction) NumOperands() int { return int(in.nops) }

// SetOperand replaces operand i, keeping use lists right when in is in a block.
func (in *Instruction) SetOperand(i int, v Value) {
	ops := in.Operands()
	if in.Parent != nil {
		removeUse(in, ops[i])
		addUse(in, v)
	}
	ops[i] = v
}

// SetOperandsRaw replaces all operands without touching use lists. Readers
// use it before linking. The instruction keeps ops (not a copy).
func (in *Instruction) SetOperandsRaw(ops []Value) {
	in.ops, in.nops = unsafe.SliceData(ops), uint32(len(ops))
	if len(ops) == 0 {
		in.ops = nil
	}
}

// HasResult reports whether the instruction produces a value.
func (in *Instruction) HasResult() bool { return !IsVoid(in.typ) }

// Align returns the alignment in bytes (0 when none is given).
func (in *Instruction) Align() uint64 {
	if in.alignLog == 0 {
		return 0
	}
	return 1 << (in.alignLog - 1)
}

// SetAlign sets the alignment in bytes (a power of two, or 0 for none).
func (in *Instruction) SetAlign(a uint64) {
	if a == 0 {
		in.alignLog = 0
		return
	}
	in.alignLog = uint8(bits.TrailingZeros64(a)) + 1
}

// Ext returns the instruction's extra fields, creating them if needed.
func (in *Instruction) Ext() *InstrExtra {
	if in.Extra == nil {
		in.Extra = &InstrExtra{}
	}
	return in.Extra
}

// Call returns call-site information, or nil for non-calls.
func (in *Instruction) Call() *CallInfo {
	if in.Extra == nil {
		return nil
	}
	return in.Extra.Call
}

// IsCallLike reports whether in is call, invoke or callbr.
func (in *Instruction) IsCallLike() bool {
	return in.Op == OpCall || in.Op == OpInvoke || in.Op == OpCallBr
}

// Callee returns the called operand of a call, invoke or callbr.
func (in *Instruction) Callee() Value { return in.Operand(in.NumOperands() - 1) }

// CalledFunction returns the directly called function, or nil.
func (in *Instruction) CalledFunction() *Function {
	if !in.IsCallLike() {
		return nil
	}
	f, _ := in.Callee().(*Function)
	return f
}

// ParamByval returns the byval attribute of argument i of a call-like
// instruction: the call site's, or else the directly called function's
// parameter's, as LLVM reads it (CallBase::getParamByValType). Either
// makes the argument a copy.
func (in *Instruction) ParamByval(i int) (Attr, bool) {
	if ci := in.Call(); ci != nil && i < len(ci.ParamAttrs) {
		if a, ok := ci.ParamAttrs[i].Get("byval"); ok {
			return a, true
		}
	}
	if f := in.CalledFunction(); f != nil && i < len(f.Params) {
		return f.Params[i].Attrs.Get("byval")
	}
	return Attr{}, false
}

// Args returns the call arguments.
func (in *Instruction) Args() []Value { return in.Operands()[:in.Call().NumArgs] }

// FuncType returns the callee's function type of a call-like instruction.
func (in *Instruction) FuncType() *FuncType { ft, _ := in.ElemType.(*FuncType); return ft }

// PointerOperand returns the address operand of memory instructions and GEP,
// or nil.
func (in *Instruction) PointerOperand() Value {
	switch in.Op {
	case OpLoad, OpGetElementPtr, OpCmpXchg, OpAtomicRMW, OpVAArg:
		return in.Operand(0)
	case OpStore:
		return in.Operand(1)
	}
	return nil
}

// PointerOperandIndex returns the operand index of the address, or -1.
func (in *Instruction) PointerOperandIndex() int {
	switch in.Op {
	case OpLoad, OpGetElementPtr, OpCmpXchg, OpAtomicRMW, OpVAArg:
		return 0
	case OpStore:
		return 1
	}
	return -1
}

// NumIncoming is the number of phi inputs.
func (in *Instruction) NumIncoming() int { return in.NumOperands() / 2 }

// Incoming returns phi input i: its value and block.
func (in *Instruction) Incoming(i int) (Value, *Block) {
	ops := in.Operands()
	b, _ := ops[2*i+1].(*Block)
	return ops[2*i], b
}

// Metadata returns the attachment of the given kind, or nil.
func (in *Instruction) Metadata(kind string) Metadata { return findMD(in.MD, kind) }

// DebugLocOnly returns in's !dbg attachment alone (nil without one), for an
// instruction a pass makes on in's behalf: LLVM gives such an instruction
// the location of the one it serves.
func (in *Instruction) DebugLocOnly() []MDAttachment {
	if md := in.Metadata("dbg"); md != nil {
		return []MDAttachment{{Kind: "dbg", Node: md}}
	}
	return nil
}

// SetMetadata sets (or, with nil, removes) the attachment of the given kind.
func (in *Instruction) SetMetadata(kind string, md Metadata) { in.MD = setMD(in.MD, kind, md) }

// Erase removes in from its block and its operands' use lists. Its own uses
// must be gone already (replace them first). Debug records printed before in
// move to the next instruction.
func (in *Instruction) Erase() {
	UnlinkOperands(in)
	if b := in.Parent; b != nil {
		if i := b.Index(in); i >= 0 {
			if recs := in.DbgRecords(); len(recs) > 0 && i+1 < len(b.Instrs) {
				next := b.Instrs[i+1]
				next.SetDbgRecords(append(recs, next.DbgRecords()...))
			}
			copy(b.Instrs[i:], b.Instrs[i+1:])
			b.Instrs[len(b.Instrs)-1] = nil
			b.Instrs = b.Instrs[:len(b.Instrs)-1]
		}
	}
	in.SetDbgRecords(nil)
	in.Parent = nil
}

// EraseAll erases the instructions of ins as Erase would, one after
// another, but closes the gaps of each block in one pass: erasing many
// instructions of a huge block one at a time moves the block's tail each
// time. The debug records of an erased instruction go, as with Erase, to
// the next instruction that stays.
func EraseAll(ins []*Instruction) {
	var blocks []*Block
	seen := map[*Block]bool{}
	gone := make(map[*Instruction]bool, len(ins))
	for _, in := range ins {
		UnlinkOperands(in)
		if b := in.Parent; b != nil && !gone[in] {
			if !seen[b] {
				seen[b] = true
				blocks = append(blocks, b)
			}
			gone[in] = true
		}
	}
	for _, b := range blocks {
		var moved []*DbgRecord
		kept := b.Instrs[:0]
		for _, x := range b.Instrs {
			if gone[x] {
				moved = append(moved, x.DbgRecords()...)
				continue
			}
			if len(moved) > 0 {
				x.SetDbgRecords(append(moved, x.DbgRecords()...))
				moved = nil
			}
			kept = append(kept, x)
		}
		clear(b.Instrs[len(kept):])
		b.Instrs = kept
	}
	for _, in := range ins {
		in.SetDbgRecords(nil)
		in.Parent = nil
	}
}

func findMD(list []MDAttachment, kind string) Metadata {
	for _, a := range list {
		if a.Kind == kind {
			return a.Node
		}
	}
	return nil
}

func setMD(list []MDAttachment, kind string, md Metadata) []MDAttachment {
	for i, a := range list {
		if a.Kind == kind {
			if md == nil {
				return append(list[:i:i], list[i+1:]...)
			}
			list[i].Node = md
			return list
		}
	}
	if md == nil {
		return list
	}
	return append(list, MDAttachment{kind, md})
}
