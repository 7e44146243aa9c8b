package addrspace

import (
	"strings"

	"memspace/ir"
	"memspace/lattice"
	"memspace/target"
)

// visit applies one instruction's transfer function and its effects on
// other cells (memory, callee parameters, the function's return).
func (s *solver) visit(in *ir.Instruction) {
	if id, ok := s.instIndex(in); ok {
		c := s.constrain(in, s.transfer(in))
		if s.raiseCell(id, c) {
			s.enqueueUsers(in)
		}
	}
	switch in.Op {
	case ir.OpStore:
		s.storeValues(in.Operand(1), s.typeBytes(in.Operand(0).Type()), in, in.Operand(0))
		for _, v := range s.regionFeeds[in] {
			s.raiseValue(v, s.valueCell(in.Operand(0)))
		}
	case ir.OpAtomicRMW:
		s.storeRMW(in)
	case ir.OpCmpXchg:
		s.storeValues(in.Operand(0), s.typeBytes(in.Operand(2).Type()), in, in.Operand(2))
	case ir.OpCall, ir.OpInvoke, ir.OpCallBr:
		s.callEffect(in)
	case ir.OpRet:
		s.retEffect(in)
	}
}

// storeRMW: an atomicrmw stores its operand (xchg), or for arithmetic a
// value computed from its operand and the old contents, which is an
// image of what either carries, else raw bits as the operand's are.
func (s *solver) storeRMW(in *ir.Instruction) {
	size := s.typeBytes(in.Operand(1).Type())
	if in.Extra != nil && in.Extra.RMWOp == "xchg" {
		s.storeValues(in.Operand(0), size, in, in.Operand(1))
		return
	}
	if c := union(s.stateOf(in.Operand(1)), s.readFrom(in.Operand(0), in), s.n); !c.isEmpty() {
		s.storeTo(s.stateOf(in.Operand(0)), c, in.Parent.Parent)
		if op := in.Operand(1); !isConstant(op) && s.rawValue(op) {
			// old op raw may be raw's bits alone (unionOperands)
			s.storeValues(in.Operand(0), size, in, op)
		}
		return
	}
	s.storeValues(in.Operand(0), size, in, in.Operand(1))
}

// transfer computes the abstract value of an instruction from its
// operands.
func (s *solver) transfer(in *ir.Instruction) cell {
	c := s.compute(in)
	if as, ok := ir.AddrSpaceOf(in.Type()); ok && !s.t.IsGeneric(target.AddrSpace(as)) {
		c = c.withSet(s.typeSeed(in))
	}
	return c
}

func (s *solver) compute(in *ir.Instruction) cell {
	switch in.Op {
	case ir.OpGetElementPtr:
		// A GEP's result has the provenance of its base (LLVM's memory
		// model): accessing another object through it is undefined, so
		// the indices add nothing.
		return s.stateOf(in.Operand(0))
	case ir.OpPhi:
		return s.phiCell(in)
	case ir.OpSelect:
		c := union(s.stateOf(in.Operand(1)), s.stateOf(in.Operand(2)), s.n)
		s.rawPart(&c, in.Operand(1))
		s.rawPart(&c, in.Operand(2))
		return c
	case ir.OpIntToPtr:
		return s.intToPtrCell(in, in.Operand(0), in.Type())
	case ir.OpLoad:
		return s.loadCell(in)
	case ir.OpAtomicRMW, ir.OpCmpXchg:
		return s.readFrom(in.Operand(0), in)
	case ir.OpCall, ir.OpInvoke, ir.OpCallBr:
		return s.callCell(in)
	case ir.OpAlloca:
		return s.memo(in, seedStatic, func() cell { return s.allocaCell(in) })
	case ir.OpVAArg, ir.OpLandingPad, ir.OpCatchPad, ir.OpCleanupPad:
		return s.unknownAt(in, seedStatic, func() string { return staticText(in) })
	}
	if in.Op.IsCast() || in.Op.IsBinary() || isValueOp(in.Op) {
		c := s.unionOperands(in)
		if in.Op == ir.OpPtrToInt {
			s.ptrToIntBits(&c, in.Operand(0))
		}
		return c
	}
	return s.unknownAt(in, seedStatic, func() string { return staticText(in) })
}

// isValueOp: instructions whose result is made of their operands' bits.
func isValueOp(op ir.Opcode) bool {
	switch op {
	case ir.OpFNeg, ir.OpFreeze, ir.OpExtractElement, ir.OpInsertElement, ir.OpShuffleVector,
		ir.OpExtractValue, ir.OpInsertValue:
		return true
	}
	return false
}

// loadCell: a load reads the contents of what its address points to; a
// volatile load may read anything.
func (s *solver) loadCell(in *ir.Instruction) cell {
	if in.Flags.Has(ir.Volatile) {
		return s.unknownAt(in, seedStatic, func() string { return "loaded by a volatile load" })
	}
	if s.relayLoads[in] {
		return cell{} // an OpenMP wrapper's slot: fed by the slot's stores (openmp.go)
	}
	if !s.cfg.TrackIndirLoad {
		return s.unknownAt(in, seedStatic, func() string { return "loaded from memory" })
	}
	return s.readFrom(in.Operand(0), in)
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
			c.raise(s.stateOf(v), s.n)
			s.rawPart(&c, v)
		}
	}
	return c
}

// unionOperands: the value (or image) is made from its operands.
//
// A field or lane keeps its own bits: a raw one beside a pointer's image
// stays raw. Arithmetic on an image is the image (spec §2), and it is
// raw too when another operand is raw and not a constant: the result's
// bits may be the raw operand's alone,
//
//	%z = and i64 %img, 0
//	%w = or i64 %z, %bits      ; %bits: a shared address, laundered
//
// (or %img + (%bits - %img)), so a pointer loaded over them is unknown.
// A constant operand (p + 16, p & -16) keeps the result an image only:
// forging another space's address from a constant needs its numeric
// value, which no program is given.
func (s *solver) unionOperands(in *ir.Instruction) cell {
	var c cell
	lanes := in.Op == ir.OpInsertValue || in.Op == ir.OpInsertElement || in.Op == ir.OpShuffleVector
	for _, op := range in.Operands() {
		c.raise(s.stateOf(op), s.n)
		if lanes || in.Op.IsBinary() && !isConstant(op) {
			s.rawPart(&c, op)
		}
	}
	return c
}

// isConstant reports whether v is a constant that is no pointer's image
// (an integer, float, zero, undef or poison, or a vector of them).
func isConstant(v ir.Value) bool {
	switch v.(type) {
	case *ir.ConstInt, *ir.ConstSimple, *ir.ConstFloat:
		return true
	case *ir.ConstAggregate:
		return !isPtrLike(v.Type())
	}
	return false
}

// intToPtrCell: inttoptr(ptrtoint p) is p when int2ptr tracking is on, the
// integer is as wide as both pointers and reaches the inttoptr unchanged,
// and the bits mean the same address in the result's space; any other
// integer is unknown, and what its image points to escapes. at is the
// inttoptr instruction, or nil for a constant expression; rt its type.
func (s *solver) intToPtrCell(at *ir.Instruction, op ir.Value, rt ir.Type) cell {
	if p, ok := ptrToIntSource(op); ok && s.cfg.TrackInt2Ptr && s.exactPair(p, op, rt) {
		return s.stateOf(p)
	}
	const text = "made from an integer (inttoptr)"
	if at == nil {
		return s.unknownCell(text, nil)
	}
	s.escape(s.stateOf(op).locs)
	return s.unknownAt(at, seedStatic, func() string { return text })
}

// exactPair reports whether the integer i = ptrtoint p is as wide as p and
// as the pointer of type rt the inttoptr makes, and whether p's bits are
// an address of the same memory in rt's space (target.KeepsBits: a shared
// offset read as a generic address points elsewhere).
func (s *solver) exactPair(p, i ir.Value, rt ir.Type) bool {
	return ExactPair(s.t, &s.fc.layout, p.Type(), i.Type(), rt)
}

// ExactPair is the rule of inttoptr(ptrtoint p) keeping p's set, for
// pointer type pt, integer type it and result type rt under layout.
func ExactPair(t *target.Target, layout *target.DataLayout, pt, it, rt ir.Type) bool {
	n, ok := it.(*ir.IntType)
	from, ok1 := ir.AddrSpaceOf(pt)
	to, ok2 := ir.AddrSpaceOf(rt)
	if !ok || !ok1 || !ok2 || n.Bits != layout.PointerBits(target.AddrSpace(from)) ||
		n.Bits != layout.PointerBits(target.AddrSpace(to)) {
		return false
	}
	return t.KeepsBits(target.AddrSpace(from), target.AddrSpace(to))
}

// ptrBits is the width of a pointer type under the module's data layout.
func (s *solver) ptrBits(t ir.Type) int {
	as, _ := ir.AddrSpaceOf(t)
	return s.fc.layout.PointerBits(target.AddrSpace(as))
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
	pos := s.posOf(in)
	var c cell
	if !s.cfg.AllocaAlwaysLocal {
		c = s.unknownCell("alloca "+s.valueName(in)+" (process-alloca-always is off)", pos)
	} else {
		c = s.seed(s.privateSpace(), FromAlloca, "alloca "+s.valueName(in), pos)
	}
	c.locs = []locID{s.allocaLoc[in]}
	return c
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

// rootName names the kernel parameter an address is computed from, or
// describes it.
func (s *solver) rootName(addr ir.Value) string {
	v := stripAddress(addr)
	switch b := v.(type) {
	case *ir.Argument:
		return "parameter '" + s.paramName(b) + "'"
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
	callee := in.CalledFunction()
	if callee == nil {
		return s.unknownAt(in, seedStatic, func() string { return "returned by " + describeCall(in) })
	}
	name := callee.Name()
	if strings.HasPrefix(name, "llvm.") {
		return s.intrinsicCell(in, name)
	}
	if id, ok := s.retID[callee]; ok {
		return s.cells[id]
	}
	if isReductionBuffer(in) {
		return s.memo(in, seedStatic, func() cell { return s.reductionBuffer(in) })
	}
	return s.unknownAt(in, seedStatic, func() string { return "returned by @" + name })
}

// intrinsicCell is what an llvm.* call returns: its pointer operand for
// the conversions and the intrinsics that return their operand; what it
// reads and the images of its operands for the intrinsics we know.
func (s *solver) intrinsicCell(in *ir.Instruction, name string) cell {
	args := callArgs(in)
	ptr := isPtrLike(in.Type())
	switch {
	case ptr && len(args) > 0 && isPtrLike(args[0].Type()) && s.keepsPointer(in, name):
		return s.stateOf(args[0])
	case readsOnlyIntrinsic(name) || storedByIntrinsic(name) == 0:
		c := s.readFrom(args[0], in)
		for _, a := range args[1:] {
			c.raise(s.stateOf(a), s.n)
		}
		return c
	case !ptr && (pureIntrinsic(name) || s.attrEffect(in) == noEffect):
		var c cell
		for _, a := range args {
			c.raise(s.stateOf(a), s.n)
			if !isConstant(a) {
				s.rawPart(&c, a) // umax(img & 0, bits): as unionOperands
			}
		}
		return c
	}
	return s.unknownAt(in, seedStatic, func() string { return "returned by @" + name })
}

// keepsPointer reports whether an intrinsic returns its first operand in
// the same space: what PassesPointer accepts, and the NVVM gen.to.X
// conversions (whose result type decides the set).
func (s *solver) keepsPointer(in *ir.Instruction, name string) bool {
	if _, ok := nvvmFromGeneric(name); ok {
		return true
	}
	return PassesPointer(in, s.ptrBits(callArgs(in)[0].Type()))
}

// PassesPointer reports whether a call returns its first (pointer)
// operand, ptrBits wide, in the same space: the NVVM X.to.gen
// conversions, the invariant-group and ssa.copy intrinsics, and
// llvm.ptrmask with a mask that keeps the space.
func PassesPointer(in *ir.Instruction, ptrBits int) bool {
	name := calleeName(in)
	if _, ok := nvvmToGeneric(name); ok {
		return true
	}
	if strings.HasPrefix(name, "llvm.ptrmask.") {
		return MaskKeepsSpace(in, ptrBits)
	}
	return passThrough(name)
}

// MaskKeepsSpace reports whether a call of llvm.ptrmask, whose pointer is
// ptrBits wide, keeps its pointer's space. It does only when the mask is
// as wide as the pointer and provably keeps the bits that select the
// space: the windows of the spaces lie far apart in the high bits, so a
// constant mask that clears only low bits (below 2^16, alignment masks)
// keeps them; any other mask may move the pointer to another window.
func MaskKeepsSpace(in *ir.Instruction, ptrBits int) bool {
	args := callArgs(in)
	if len(args) < 2 {
		return false
	}
	c, ok := args[1].(*ir.ConstInt)
	it, isInt := args[1].Type().(*ir.IntType)
	if !ok || !isInt || it.Bits != ptrBits || it.Bits > 64 || c.Big != nil {
		return false
	}
	width := ^uint64(0)
	if it.Bits < 64 {
		width = 1<<uint(it.Bits) - 1
	}
	cleared := ^uint64(c.V) & width
	return cleared < 1<<16
}

// retEffect adds a returned value to the function's return cell.
func (s *solver) retEffect(in *ir.Instruction) {
	if in.NumOperands() == 0 || in.Parent == nil {
		return
	}
	f := in.Parent.Parent
	c := s.valueCell(in.Operand(0))
	if s.fc.unknownCtx[f] {
		s.escape(c.locs) // unknown callers may keep it
	}
	if id, ok := s.retID[f]; ok && s.raiseCell(id, c) {
		s.enqueueCallers(f)
	}
}

// constrain applies the backward constraints found by a previous solve:
// a value forced global, or forced generic by a contradiction.
func (s *solver) constrain(v ir.Value, c cell) cell {
	if len(s.forcedG) == 0 && len(s.forcedTop) == 0 {
		return c
	}
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
