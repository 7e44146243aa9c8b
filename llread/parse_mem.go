package llread

import (
	"memspace/ir"
)

// parseMemoryOp reads alloca, load, store, cmpxchg, atomicrmw, fence and
// getelementptr.
func (p *parser) parseMemoryOp(op ir.Opcode, pos int32) (*ir.Instruction, error) {
	p.next()
	switch op {
	case ir.OpAlloca:
		return p.parseAlloca()
	case ir.OpLoad:
		return p.parseLoad(pos)
	case ir.OpStore:
		return p.parseStore(pos)
	case ir.OpCmpXchg:
		return p.parseCmpXchg(pos)
	case ir.OpAtomicRMW:
		return p.parseAtomicRMW(pos)
	case ir.OpFence:
		return p.parseFence(pos)
	case ir.OpGetElementPtr:
		return p.parseGEP()
	}
	return nil, p.errAt(pos, "unknown instruction opcode '%s'", op)
}

// parseOptAlign reads an optional ", align N" unless the comma starts the
// metadata attachments.
func (p *parser) parseOptAlign(in *ir.Instruction) error {
	if p.tok.kind != tComma || p.peekMetaVar() {
		return nil
	}
	p.next()
	if err := p.expectWord("align"); err != nil {
		return err
	}
	a, err := p.parseAlignValue()
	in.SetAlign(a)
	return err
}

// parseAlloca reads "alloca [inalloca] [swifterror] T [, T2 n] [, align N]
// [, addrspace(N)]".
func (p *parser) parseAlloca() (*ir.Instruction, error) {
	var flags ir.Flags
	if p.eatWord("inalloca") {
		flags |= ir.InAlloca
	}
	if p.eatWord("swifterror") {
		flags |= ir.SwiftError
	}
	tpos := p.tok.pos
	t, err := p.parseType()
	if err != nil {
		return nil, err
	}
	if msg := ir.AllocaTypeProblem(t); msg != "" {
		return nil, p.errAt(tpos, "%s", msg)
	}
	in := p.ar.inst(ir.OpAlloca, nil)
	in.Flags, in.ElemType = flags, t
	as, explicitAS := uint32(0), false
	for i := 0; p.tok.kind == tComma && !p.peekMetaVar(); i++ {
		p.next()
		switch {
		case p.eatWord("align"):
			a, err := p.parseAlignValue()
			if err != nil {
				return nil, err
			}
			in.SetAlign(a)
		case p.isWord("addrspace"):
			if as, err = p.parseAddrSpace(); err != nil {
				return nil, err
			}
			explicitAS = true
		case i == 0:
			npos := p.tok.pos
			n, err := p.parseTypeAndValue()
			if err != nil {
				return nil, err
			}
			if _, ok := n.Type().(*ir.IntType); !ok {
				return nil, p.errAt(npos, "element count must have integer type")
			}
			p.setOps(in, n)
		default:
			return nil, p.unexpected("'align' or 'addrspace'")
		}
	}
	if explicitAS {
		in.Ext().AllocaAddrSpace = as
	}
	in.SetType(p.ptrTo(t, as))
	return in, nil
}

// ptrTo is the pointer to elem in address space as: opaque, or typed in
// typed-pointer IR.
func (p *parser) ptrTo(elem ir.Type, as uint32) ir.Type {
	if p.mod.typed {
		return p.tc.typedPtr(elem, as)
	}
	return p.tc.ptr(as)
}

// parseAtomicSuffix reads [syncscope("x")] ordering.
func (p *parser) parseAtomicSuffix(in *ir.Instruction) error {
	if p.eatWord("syncscope") {
		if err := p.expect(tLParen); err != nil {
			return err
		}
		s, err := p.parseString("synchronization scope name")
		if err != nil {
			return err
		}
		in.Ext().SyncScope = s
		if err := p.expect(tRParen); err != nil {
			return err
		}
	}
	o, err := p.parseOrdering()
	in.Ordering = o
	return err
}

func (p *parser) parseOrdering() (ir.Ordering, error) {
	if p.tok.kind == tWord {
		if o, ok := ir.OrderingByName(string(p.text())); ok {
			p.next()
			return o, nil
		}
	}
	return ir.NotAtomic, p.unexpected("ordering constraint")
}

// checkPointee checks, in typed IR, that a typed pointer points to t.
func (p *parser) checkPointee(ptr ir.Type, t ir.Type, pos int32, msg string) error {
	pt, ok := ptr.(*ir.PointerType)
	if ok && pt.Elem != nil && pt.Elem != t {
		return p.errAt(pos, "%s", msg)
	}
	return nil
}

// parseLoad reads "load [atomic] [volatile] T, ptr %p [syncscope] [ordering] [, align N]".
func (p *parser) parseLoad(pos int32) (*ir.Instruction, error) {
	in := p.ar.inst(ir.OpLoad, nil)
	atomic := p.parseAtomicVolatile(in)
	tpos := p.tok.pos
	t, err := p.parseType()
	if err != nil {
		return nil, err
	}
	if err := p.expect(tComma); err != nil {
		return nil, err
	}
	ptr, ppos, err := p.parsePointerOperand("load operand must be a pointer")
	if err != nil {
		return nil, err
	}
	if !ir.IsSized(t) {
		return nil, p.errAt(tpos, "loading unsized types is not allowed")
	}
	if err := p.checkPointee(ptr.Type(), t, tpos, "explicit pointee type doesn't match operand's pointee type"); err != nil {
		return nil, err
	}
	if atomic {
		if err := p.parseAtomicSuffix(in); err != nil {
			return nil, err
		}
		if in.Ordering == ir.Release || in.Ordering == ir.AcqRel {
			return nil, p.errAt(ppos, "atomic load cannot use Release ordering")
		}
	}
	in.SetType(t)
	p.setOps(in, ptr)
	return in, p.parseOptAlign(in)
}

// parseStore reads "store [atomic] [volatile] T v, ptr %p [syncscope] [ordering] [, align N]".
func (p *parser) parseStore(pos int32) (*ir.Instruction, error) {
	in := p.ar.inst(ir.OpStore, ir.VoidType)
	atomic := p.parseAtomicVolatile(in)
	vpos := p.tok.pos
	v, err := p.parseTypeAndValue()
	if err != nil {
		return nil, err
	}
	if err := p.expect(tComma); err != nil {
		return nil, err
	}
	ptr, _, err := p.parsePointerOperand("store operand must be a pointer")
	if err != nil {
		return nil, err
	}
	if !ir.IsSized(v.Type()) {
		return nil, p.errAt(vpos, "storing unsized types is not allowed")
	}
	if err := p.checkPointee(ptr.Type(), v.Type(), vpos, "stored value and pointer type do not match"); err != nil {
		return nil, err
	}
	if atomic {
		if err := p.parseAtomicSuffix(in); err != nil {
			return nil, err
		}
		if in.Ordering == ir.Acquire || in.Ordering == ir.AcqRel {
			return nil, p.errAt(vpos, "atomic store cannot use Acquire ordering")
		}
	}
	p.setOps(in, v, ptr)
	return in, p.parseOptAlign(in)
}

// parseCmpXchg reads "cmpxchg [weak] [volatile] ptr %p, T cmp, T new
// [syncscope] success failure [, align N]".
func (p *parser) parseCmpXchg(pos int32) (*ir.Instruction, error) {
	in := p.ar.inst(ir.OpCmpXchg, nil)
	if p.eatWord("weak") {
		in.Flags |= ir.Weak
	}
	if p.eatWord("volatile") {
		in.Flags |= ir.Volatile
	}
	ops, locs, err := p.parseTypedValuesAt(3)
	if err != nil {
		return nil, err
	}
	if _, ok := ops[0].Type().(*ir.PointerType); !ok {
		return nil, p.errAt(locs[0], "cmpxchg operand must be a pointer")
	}
	t := ops[1].Type()
	if err := p.checkPointee(ops[0].Type(), t, locs[1], "compare value and pointer type do not match"); err != nil {
		return nil, err
	}
	if ops[2].Type() != t {
		return nil, p.errAt(locs[2], "compare value and new value type do not match")
	}
	if err := p.parseAtomicSuffix(in); err != nil {
		return nil, err
	}
	fpos := p.tok.pos
	fail, err := p.parseOrdering()
	if err != nil {
		return nil, err
	}
	if in.Ordering == ir.Unordered || in.Ordering == ir.NotAtomic {
		return nil, p.errAt(pos, "invalid cmpxchg success ordering")
	}
	if fail == ir.Unordered || fail == ir.Release || fail == ir.AcqRel {
		return nil, p.errAt(fpos, "invalid cmpxchg failure ordering")
	}
	in.SetFailOrdering(fail)
	in.SetType(p.tc.structType([]ir.Type{t, p.tc.intType(1)}, false))
	p.setOps(in, ops...)
	return in, p.parseOptAlign(in)
}

// parseAtomicRMW reads "atomicrmw [volatile] op ptr %p, T v [syncscope]
// ordering [, align N]".
func (p *parser) parseAtomicRMW(pos int32) (*ir.Instruction, error) {
	in := p.ar.inst(ir.OpAtomicRMW, nil)
	if p.eatWord("volatile") {
		in.Flags |= ir.Volatile
	}
	if p.tok.kind != tWord {
		return nil, p.unexpected("binary operation for atomicrmw")
	}
	opName := p.text()
	if _, ok := ir.AtomicRMWKind(string(opName)); !ok {
		return nil, p.unexpected("binary operation for atomicrmw")
	}
	in.Ext().RMWOp = p.word(bstr(opName))
	p.next()
	ops, locs, err := p.parseTypedValuesAt(2)
	if err != nil {
		return nil, err
	}
	if _, ok := ops[0].Type().(*ir.PointerType); !ok {
		return nil, p.errAt(locs[0], "atomicrmw operand must be a pointer")
	}
	t := ops[1].Type()
	if err := p.checkPointee(ops[0].Type(), t, locs[1], "atomicrmw value and pointer type do not match"); err != nil {
		return nil, err
	}
	if msg := ir.AtomicRMWTypeProblem(string(opName), t); msg != "" {
		return nil, p.errAt(locs[1], "%s", msg)
	}
	if err := p.parseAtomicSuffix(in); err != nil {
		return nil, err
	}
	if in.Ordering == ir.Unordered {
		return nil, p.errAt(pos, "atomicrmw cannot be unordered")
	}
	in.SetType(t)
	p.setOps(in, ops...)
	return in, p.parseOptAlign(in)
}

// parseFence reads "fence [syncscope("x")] ordering".
func (p *parser) parseFence(pos int32) (*ir.Instruction, error) {
	in := p.ar.inst(ir.OpFence, ir.VoidType)
	if err := p.parseAtomicSuffix(in); err != nil {
		return nil, err
	}
	switch in.Ordering {
	case ir.Unordered:
		return nil, p.errHere("fence cannot be unordered")
	case ir.Monotonic:
		return nil, p.errHere("fence cannot be monotonic")
	}
	return in, nil
}

// parseAtomicVolatile reads the optional "atomic" and "volatile" of a load
// or store into in's flags and reports whether it is atomic.
func (p *parser) parseAtomicVolatile(in *ir.Instruction) bool {
	atomic := p.eatWord("atomic")
	if atomic {
		in.Flags |= ir.Atomic
	}
	if p.eatWord("volatile") {
		in.Flags |= ir.Volatile
	}
	return atomic
}

// parsePointerOperand reads "ptr %p" and fails with msg unless it is a pointer.
func (p *parser) parsePointerOperand(msg string) (ir.Value, int32, error) {
	pos := p.tok.pos
	v, err := p.parseTypeAndValue()
	if err != nil {
		return nil, pos, err
	}
	if _, ok := v.Type().(*ir.PointerType); !ok {
		return nil, pos, p.errAt(pos, "%s", msg)
	}
	return v, pos, nil
}
