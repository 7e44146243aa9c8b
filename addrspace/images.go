package addrspace

import "memspace/ir"

// Which values get a cell. Every pointer does. A non-pointer value gets
// one only when data flow may bring a pointer's image into it: it is made
// by an instruction that may produce an image out of nothing we track (a
// load, which reads whatever memory holds, a call, an atomic, anything we
// do not model), or it is computed (casts, arithmetic, phi, select,
// vector and aggregate operations) from an operand that has a cell or is
// a constant that may hold a pointer. Everything else — thread indexes,
// loop counters, arithmetic on literals, a kernel's narrow integer
// parameters — provably carries no image: the transfer function of such
// a value is the union of its operands' cells, all empty, so its cell
// would stay empty forever. Leaving it out changes no answer (a value
// without a cell reads as empty, exactly what it would have held) and
// spares the solver most of the visits of index arithmetic: on real
// kernels about two non-pointer values in five.
//
// The marking is one pass over f's blocks in reverse post-order, plus a
// worklist over users for the operands a loop brings in late (phis fed by
// a back edge, blocks unreachable from the entry): linear in f's uses.

// argNeedsCell reports whether parameter p of f gets a cell: any pointer
// or image-carrying type, except a kernel's integer parameters too narrow
// to hold an address, which the host fills with plain numbers
// (kernelParamCell) and no call of the module can reach.
func (s *solver) argNeedsCell(f *ir.Function, p *ir.Argument) bool {
	if !tracks(p.Type()) {
		return false
	}
	if isPtrLike(p.Type()) || !s.fc.kernels[f] || s.fc.tracked[f] || s.cfg.ArgSeeds != nil {
		return true
	}
	return typeBits(p.Type()) >= s.fc.layout.PointerBits(s.t.Generic())
}

// needsCell reports whether in, met in reverse post-order, gets a cell on
// what is known so far: operands not yet met are handled by addCell when
// they get theirs.
func (s *solver) needsCell(in *ir.Instruction) bool {
	if !in.HasResult() || !tracks(in.Type()) {
		return false
	}
	if isPtrLike(in.Type()) || !derivesImage(in.Op) {
		return true
	}
	for _, op := range in.Operands() {
		if s.operandCarries(op) {
			return true
		}
	}
	return false
}

// derivesImage reports whether an instruction's cell is the union of its
// operands' cells (compute, unionOperands, phiCell).
func derivesImage(op ir.Opcode) bool {
	return op == ir.OpPhi || op == ir.OpSelect || op.IsCast() || op.IsBinary() || isValueOp(op)
}

// operandCarries reports whether operand v may hold a pointer or its
// image: an instruction or parameter with a cell, or a constant that
// stateOf does not answer with the empty cell.
func (s *solver) operandCarries(v ir.Value) bool {
	switch v := v.(type) {
	case *ir.Instruction:
		return v.Slot.Owner == s.owner && s.instCell[v.Slot.ID] >= 0
	case *ir.Argument:
		_, ok := s.argID[v]
		return ok
	case *ir.ConstSimple:
		return false
	case *ir.ConstExpr, *ir.GlobalVariable, *ir.Alias, *ir.ConstAggregate, *ir.Function:
		return true
	}
	return isPtrLike(v.Type())
}

// addCell gives in a cell, and then every user already met that computes
// its value from in and had none.
func (s *solver) addCell(in *ir.Instruction) {
	work := []*ir.Instruction{in}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		s.instCell[x.Slot.ID] = int32(len(s.vals))
		s.vals = append(s.vals, x)
		for _, u := range ir.UsersOf(x) {
			ui, ok := u.(*ir.Instruction)
			if ok && ui.Slot.Owner == s.owner && s.instCell[ui.Slot.ID] == -1 && ui.HasResult() && tracks(ui.Type()) && derivesImage(ui.Op) {
				s.instCell[ui.Slot.ID] = -2 // queued
				work = append(work, ui)
			}
		}
	}
}
