package alwaysinline

import (
	"slices"

	"memspace/ir"
)

// Inlining in several functions at once must leave every use list as the
// one-at-a-time walk leaves it: later passes walk users in list order.
// The lists of a function's instructions, arguments and blocks belong to
// the goroutine inlining into that function; the lists of global values
// and constant expressions and aggregates are shared (a copied body names
// the same @g and the same constant as the callee). An inlining changes
// the former directly and logs its changes to the latter as useOps, which
// the replay makes in the walk's order of the inlinings: each list then
// sees the same adds and removes in the same order as in the walk.
// (ir.BeginConcurrent would make the shared changes safe, but
// ir.EndConcurrent leaves the lists in module order, not the walk's.)

// useOp is one change to a shared use list: add links user to add; drop
// unlinks user, an erased instruction, from each value listed, in order.
type useOp struct {
	user ir.User
	add  ir.Value
	drop []ir.Value
}

// isShared reports whether v keeps a use list that other functions may
// change: a value with users that is not local to a function.
func isShared(v ir.Value) bool {
	switch v.(type) {
	case *ir.Instruction, *ir.Argument, *ir.Block:
		return false
	}
	_, ok := v.(ir.Usable)
	return ok
}

// linkUse records user as a user of v, or logs it when v is shared.
func (s *site) linkUse(user ir.User, v ir.Value) {
	if isShared(v) {
		s.uses = append(s.uses, useOp{user: user, add: v})
		return
	}
	ir.LinkUse(user, v)
}

// link records c, a copied instruction, as a user of its operands.
func (s *site) link(c *ir.Instruction) {
	for _, v := range c.Operands() {
		s.linkUse(c, v)
	}
}

// insert puts in at position i of b (b.InsertAt), logging the uses of
// its shared operands.
func (s *site) insert(b *ir.Block, i int, in *ir.Instruction) {
	for _, v := range hideShared(in, func() { b.InsertAt(i, in) }) {
		s.uses = append(s.uses, useOp{user: in, add: v})
	}
}

// erase erases in (Instruction.Erase), logging the removal of its uses of
// shared operands.
func (s *site) erase(in *ir.Instruction) {
	if drop := hideShared(in, in.Erase); len(drop) > 0 {
		s.uses = append(s.uses, useOp{user: in, drop: drop})
	}
}

// hideShared runs fn, which links or unlinks in's operands, while in's
// shared operands read as nil (which keeps no users), and returns those
// operands in order. in keeps its operands.
func hideShared(in *ir.Instruction, fn func()) []ir.Value {
	ops := in.Operands()
	var local, shared []ir.Value
	for i, v := range ops {
		if isShared(v) {
			if local == nil {
				local = slices.Clone(ops)
			}
			local[i] = nil
			shared = append(shared, v)
		}
	}
	if shared == nil {
		fn()
		return nil
	}
	in.SetOperandsRaw(local)
	fn()
	in.SetOperandsRaw(ops)
	return shared
}

// replaceUses is ir.ReplaceAllUsesWith(old, v) for an instruction old,
// logging the new uses when v is shared.
func (s *site) replaceUses(old *ir.Instruction, v ir.Value) {
	if !isShared(v) {
		ir.ReplaceAllUsesWith(old, v)
		return
	}
	done := map[ir.User]bool{}
	for _, u := range slices.Clone(ir.UsersOf(old)) {
		if done[u] {
			continue
		}
		done[u] = true
		for i, op := range u.Operands() {
			if op == ir.Value(old) {
				s.replaceOperand(u, i, v)
			}
		}
	}
}

// replaceOperand is u.SetOperand(i, v) with the use of shared v logged:
// operand i first becomes nil (unlinking old, linking nothing), then v.
func (s *site) replaceOperand(u ir.User, i int, v ir.Value) {
	switch u := u.(type) {
	case *ir.Instruction:
		if u.Parent == nil { // SetOperand links nothing then
			u.Operands()[i] = v
			return
		}
		u.SetOperand(i, nil)
		u.Operands()[i] = v
	case *ir.ValueAsMetadata:
		u.SetOperand(i, nil)
		u.V = v
	default: // the users of an instruction are instructions and metadata
		u.SetOperand(i, v)
		return
	}
	s.uses = append(s.uses, useOp{user: u, add: v})
}

// replayUses makes logged changes to shared use lists, in order.
func replayUses(ops []useOp) {
	for _, op := range ops {
		if op.drop == nil {
			ir.LinkUse(op.user, op.add)
			continue
		}
		in := op.user.(*ir.Instruction)
		keep := in.Operands()
		in.SetOperandsRaw(op.drop)
		ir.UnlinkOperands(in)
		in.SetOperandsRaw(keep)
	}
}
