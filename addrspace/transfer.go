package addrspace

import (
	"strings"

	"memspace/ir"
	"memspace/lattice"
	"memspace/target"
)

// visit applies one instruction's transfer function and its effects on
// other cells (slots, callee formals, the function's return).
func (s *solver) visit(in *ir.Instruction) {
	if _, ok := s.instID[in]; ok {
		s.raiseValue(in, s.constrain(in, s.transfer(in)))
	}
	switch in.Op {
	case ir.OpStore:
		s.storeEffect(in)
	case ir.OpCall, ir.OpInvoke, ir.OpCallBr:
		s.callEffect(in)
	case ir.OpRet:
		s.retEffect(in)
	}
}

// transfer computes the abstract value of a pointer-typed instruction from
// its operands.
func (s *solver) transfer(in *ir.Instruction) cell {
	c := s.compute(in)
	if as, _ := ir.AddrSpaceOf(in.Type()); !s.t.IsGeneric(target.AddrSpace(as)) {
		c = c.withSet(s.typeSeed(in))
	}
	return c
}

func (s *solver) compute(in *ir.Instruction) cell {
	switch in.Op {
	case ir.OpGetElementPtr, ir.OpFreeze, ir.OpExtractElement:
		return s.stateOf(in.Operand(0))
	case ir.OpBitCast, ir.OpAddrSpaceCast:
		if isPtrLike(in.Operand(0).Type()) {
			return s.stateOf(in.Operand(0))
		}
	case ir.OpPhi:
		return s.phiCell(in)
	case ir.OpSelect:
		return union(s.stateOf(in.Operand(1)), s.stateOf(in.Operand(2)), s.n)
	case ir.OpInsertElement, ir.OpShuffleVector:
		return s.unionPtrOperands(in)
	case ir.OpIntToPtr:
		return s.intToPtrCell(in, in.Operand(0))
	case ir.OpLoad:
		if s.cfg.TrackIndirLoad {
			return s.memCell(in.Operand(0), in)
		}
		return s.unknownAt(in, seedStatic, func() string { return "loaded from memory" })
	case ir.OpCall, ir.OpInvoke, ir.OpCallBr:
		return s.callCell(in)
	case ir.OpAlloca:
		return s.memo(in, seedStatic, func() cell { return s.allocaCell(in) })
	}
	return s.unknownAt(in, seedStatic, func() string { return staticText(in) })
}

// staticText describes where an instruction's pointer comes from when its
// operands do not tell.
func staticText(in *ir.Instruction) string {
	switch in.Op {
	case ir.OpAtomicRMW:
		return "read from memory by atomicrmw"
	case ir.OpExtractValue:
		return "extracted from an aggregate"
	}
	return "produced by " + in.Op.String()
}

func (s *solver) phiCell(in *ir.Instruction) cell {
	var c cell
	for i := range in.NumIncoming() {
		v, _ := in.Incoming(i)
		if v != ir.Value(in) {
			c = union(c, s.stateOf(v), s.n)
		}
	}
	return c
}

func (s *solver) unionPtrOperands(in *ir.Instruction) cell {
	var c cell
	for _, op := range in.Operands() {
		if isPtrLike(op.Type()) {
			c = union(c, s.stateOf(op), s.n)
		}
	}
	return c
}

// intToPtrCell: inttoptr(ptrtoint p) is p when int2ptr tracking is on;
// any other integer is unknown. at is the inttoptr instruction, or nil
// for a constant expression.
func (s *solver) intToPtrCell(at *ir.Instruction, op ir.Value) cell {
	if p, ok := ptrToIntSource(op); ok && s.cfg.TrackInt2Ptr {
		return s.stateOf(p)
	}
	const text = "made from an integer (inttoptr)"
	if at == nil {
		return s.unknownCell(text, nil)
	}
	return s.unknownAt(at, seedStatic, func() string { return text })
}

// ptrToIntSource returns p when v is ptrtoint p (instruction or constant).
func ptrToIntSource(v ir.Value) (ir.Value, bool) {
	switch v := v.(type) {
	case *ir.Instruction:
		if v.Op == ir.OpPtrToInt {
			return v.Operand(0), true
		}
	case *ir.ConstExpr:
		if v.Op == ir.OpPtrToInt {
			return v.Operands()[0], true
		}
	}
	return nil, false
}

// PtrToIntSource returns p when v is "ptrtoint p" (an instruction or a
// constant expression).
func PtrToIntSource(v ir.Value) (ir.Value, bool) { return ptrToIntSource(v) }

func (s *solver) allocaCell(in *ir.Instruction) cell {
	pos := posOf(in)
	if !s.cfg.AllocaAlwaysLocal {
		return s.unknownCell("alloca "+s.names.Name(in)+" (process-alloca-always is off)", pos)
	}
	return s.seed(s.privateSpace(), FromAlloca, "alloca "+s.names.Name(in), pos)
}

// privateSpace is the target's per-thread stack space.
func (s *solver) privateSpace() target.AddrSpace {
	if as, ok := s.t.SpaceByName("local"); ok && s.t.Name() == "nvptx" {
		return as
	}
	if as, ok := s.t.SpaceByName("private"); ok {
		return as
	}
	as, _ := s.t.ConcreteAt(0)
	return as
}

// memCell is what a pointer read from address addr may be: the contents
// of a slot; global, when addr points only into memory that the host and
// the checked device stores fill (global, param and constant memory, and
// byval copies of it); otherwise unknown. Nothing is known yet while addr
// itself is bottom. at is the load (or copy) that reads.
func (s *solver) memCell(addr ir.Value, at *ir.Instruction) cell {
	if i := s.slots.slotOf(addr); i >= 0 {
		return s.cells[s.slotBase+i]
	}
	a := s.stateOf(addr)
	var c cell
	switch {
	case a.set.IsEmpty() && !a.dev:
		return cell{}
	case a.dev:
		return s.unknownAt(at, seedLoaded, func() string { return "loaded from memory" })
	case !s.cfg.ParamAlwaysGlobal || !s.trusted(a):
		c = s.unknownAt(at, seedUntrusted, func() string {
			return "loaded through " + s.rootName(addr) + ", which device code may have overwritten"
		})
	default:
		c = s.memo(at, seedTrusted, func() cell {
			global, _ := s.t.SpaceByName("global")
			return s.seed(global, FromParamLoad, "pointer loaded through "+s.rootName(addr), posOf(at))
		})
	}
	c.host = a.host
	return c
}

// trusted says whether a load through an address with cell a reads a
// pointer the host wrote and no device store can have replaced.
func (s *solver) trusted(a cell) bool {
	s.askedTrust = true
	switch s.trust {
	case trustAll:
		return true
	case trustProtected:
		return !a.unprot
	}
	return false
}

// rootName names the kernel parameter an address is computed from, or
// describes it.
func (s *solver) rootName(addr ir.Value) string {
	v := stripAddress(addr)
	switch b := v.(type) {
	case *ir.Argument:
		return "parameter '" + s.names.ParamName(b) + "'"
	case *ir.GlobalVariable:
		return "@" + b.Name()
	}
	return "global memory"
}

// stripAddress walks back through GEPs and casts.
func stripAddress(v ir.Value) ir.Value {
	for range 64 {
		switch x := v.(type) {
		case *ir.Instruction:
			if x.Op != ir.OpGetElementPtr && x.Op != ir.OpBitCast && x.Op != ir.OpAddrSpaceCast {
				return v
			}
			v = x.Operand(0)
		case *ir.ConstExpr:
			if x.Op != ir.OpGetElementPtr && x.Op != ir.OpBitCast && x.Op != ir.OpAddrSpaceCast {
				return v
			}
			v = x.Operands()[0]
		default:
			return v
		}
	}
	return v
}

// callCell is the value a call returns.
func (s *solver) callCell(in *ir.Instruction) cell {
	switch callee := in.Callee().(type) {
	case *ir.InlineAsm:
		return s.unknownAt(in, seedStatic, func() string { return "result of inline asm" })
	case *ir.Function:
		name := callee.Name()
		if strings.HasPrefix(name, "llvm.") {
			return s.intrinsicCell(in, name)
		}
		if id, ok := s.retID[callee]; ok {
			return s.cells[id]
		}
		return s.unknownAt(in, seedStatic, func() string { return "returned by @" + name })
	}
	return s.unknownAt(in, seedStatic, func() string { return "returned by an indirect call" })
}

func (s *solver) intrinsicCell(in *ir.Instruction, name string) cell {
	args := callArgs(in)
	if len(args) > 0 && isPtrLike(args[0].Type()) {
		if _, ok := nvvmToGeneric(name); ok || passThrough(name) {
			return s.stateOf(args[0])
		}
		if _, ok := nvvmFromGeneric(name); ok {
			return s.stateOf(args[0]) // the result type decides the set
		}
	}
	return s.unknownAt(in, seedStatic, func() string { return "returned by @" + name })
}

// storeEffect adds a pointer stored into a slot to the slot.
func (s *solver) storeEffect(in *ir.Instruction) {
	val, addr := in.Operand(0), in.Operand(1)
	if i := s.slots.slotOf(addr); i >= 0 && isPtrLike(val.Type()) {
		s.raiseSlot(i, s.stateOf(val))
	}
}

func (s *solver) raiseSlot(i int32, c cell) {
	if !s.raiseCell(s.slotBase+i, c) {
		return
	}
	for _, ld := range s.slots.list[i].loads {
		s.enqueue(ld.Parent)
	}
}

// callEffect passes actual arguments to tracked callees and copies memory
// into slots for llvm.memcpy and llvm.memmove.
func (s *solver) callEffect(in *ir.Instruction) {
	callee := in.CalledFunction()
	if callee == nil {
		return
	}
	args := callArgs(in)
	if isMemTransfer(callee.Name()) && len(args) > 1 {
		if i := s.slots.slotOf(args[0]); i >= 0 {
			s.raiseSlot(i, s.memCell(args[1], in))
		}
		return
	}
	if !s.fc.tracked[callee] {
		return
	}
	for i, actual := range args {
		if i >= len(callee.Params) {
			break
		}
		p := callee.Params[i]
		if _, fixed := s.argSeed(p); fixed || !isPtrLike(p.Type()) {
			continue
		}
		c := s.stateOf(actual)
		if p.Attrs.Has("byval") {
			c = cell{host: c.host, unprot: c.unprot, dev: c.dev} // a copy: what it holds carries over
		}
		s.raiseValue(p, c)
	}
}

// retEffect adds a returned pointer to the function's return cell.
func (s *solver) retEffect(in *ir.Instruction) {
	if in.NumOperands() == 0 || in.Parent == nil {
		return
	}
	f := in.Parent.Parent
	if id, ok := s.retID[f]; ok && s.raiseCell(id, s.stateOf(in.Operand(0))) {
		s.enqueueCallers(f)
	}
}

// constrain applies the backward constraints found by a previous solve:
// a value forced global, or forced generic by a contradiction.
func (s *solver) constrain(v ir.Value, c cell) cell {
	if o, ok := s.forcedG[v]; ok {
		c = c.withSet(s.forcedGlobalCell(o))
	}
	if s.forcedTop[v] {
		c = union(c, s.fullCell(FromConstraint, "contradicts the global-only operand of an intrinsic"), s.n)
	}
	return c
}

// forcedGlobalCell is {global} with the constraint's origin.
func (s *solver) forcedGlobalCell(o int32) cell {
	global, _ := lattice.Of(s.t, s.globalSpace())
	c := cell{set: global}
	i, _ := s.t.Index(s.globalSpace())
	c.org[i] = o
	return c
}

func (s *solver) globalSpace() target.AddrSpace {
	as, _ := s.t.SpaceByName("global")
	return as
}
