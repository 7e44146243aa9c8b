package memspaceopt

import (
	"slices"

	"memspace/ir"
)

// Fold, prune, then judge.
//
// What: once the space tests of a function are folded (isspacep.go), the
// branches they decide are folded too, and the blocks that no path from
// the entry reaches any more are deleted, before anything is retyped or
// diagnosed.
//
// Why: code that a space test makes dead must be neither diagnosed nor
// rewritten. A helper that does an atomic only on non-local pointers,
// specialized for a local argument, must not be rejected for the atomic
// it never runs; a store guarded by isspacep.global, in a clone whose
// pointer is constant, must not be retyped into a store to constant
// memory, which the backend cannot select.
//
//	%l = call i1 @llvm.nvvm.isspacep.local(ptr %p)   ; %p is local
//	br i1 %l, label %plain, label %atomic
//
//	br label %plain                                   ; %atomic is gone
//
// How: the users of each folded test are simplified with the constant
// (icmp, logic and arithmetic on constants, casts, select and freeze,
// phis whose inputs agree); a conditional branch or a switch on a
// constant becomes a branch to the one destination it takes, and each
// phi of a destination it no longer takes loses the entry for that edge.
// Then every block that the entry does not reach is deleted: surviving
// phis lose their entries from deleted blocks (which may make them
// constant, and the simplification goes on), values defined in deleted
// blocks are replaced by poison in what still names them (metadata), and
// deleted instructions leave the use lists of their operands, their debug
// records with them. Blocks whose address is taken (blockaddress) count as
// reached.
//
// Only functions where a test was folded are pruned, and only when a fold
// removed an edge; unreachable blocks of the input are then deleted with
// the rest, while functions without a fold keep theirs and stay
// byte-identical.
//
// Soundness: the solve ran before pruning, so its sets include what dead
// code contributed. That is sound: deleting code only removes ways a
// value can be reached, so the true sets can only shrink and the solved
// ones stay supersets. A set that is exactly one space is still exactly
// that space (or the value is never reached).
//
// Termination: every step deletes an instruction, an edge or a block, all
// finite.

// pruner simplifies one function after its space tests were folded.
type pruner struct {
	f     *ir.Function
	work  []*ir.Instruction
	edges bool // an edge was removed since the last deletion of blocks
	any   bool // a block was deleted
}

// prune simplifies what the folded tests decided, starting from the
// instructions in work, and deletes the blocks left unreachable. It
// reports whether a block was deleted.
func prune(f *ir.Function, work []*ir.Instruction) bool {
	p := &pruner{f: f, work: work}
	for {
		p.simplify()
		if !p.edges {
			break
		}
		p.edges = false
		p.deleteUnreachable()
	}
	return p.any
}

// simplify runs the worklist until it is empty.
func (p *pruner) simplify() {
	for len(p.work) > 0 {
		in := p.work[len(p.work)-1]
		p.work = p.work[:len(p.work)-1]
		if in.Parent == nil {
			continue
		}
		switch in.Op {
		case ir.OpBr:
			p.foldBranch(in)
		case ir.OpSwitch:
			p.foldSwitch(in)
		default:
			if v := foldValue(in); v != nil {
				p.replace(in, v)
			}
		}
	}
}

// replace replaces in by v, deletes it and queues its users.
func (p *pruner) replace(in *ir.Instruction, v ir.Value) {
	p.queueUsers(in)
	ir.ReplaceAllUsesWith(in, v)
	dropMetadataOperands(in)
	in.Erase()
}

// queueUsers adds the instructions that use v to the worklist.
func (p *pruner) queueUsers(v ir.Value) {
	for _, u := range ir.UsersOf(v) {
		if in, ok := u.(*ir.Instruction); ok {
			p.work = append(p.work, in)
		}
	}
}

// foldBranch: "br i1 C, label %a, label %b" on a constant C becomes a
// branch to the destination taken.
func (p *pruner) foldBranch(br *ir.Instruction) {
	if br.NumOperands() != 3 {
		return
	}
	c, ok := br.Operand(0).(*ir.ConstInt)
	if !ok {
		return
	}
	keep, drop := br.Operand(1).(*ir.Block), br.Operand(2).(*ir.Block)
	if c.IsZero() {
		keep, drop = drop, keep
	}
	p.branchTo(br, keep, []*ir.Block{drop})
}

// foldSwitch: a switch on a constant becomes a branch to the destination
// taken.
func (p *pruner) foldSwitch(sw *ir.Instruction) {
	c, ok := sw.Operand(0).(*ir.ConstInt)
	if !ok || c.Big != nil {
		return
	}
	ops := sw.Operands()
	taken := ops[1].(*ir.Block)
	for i := 2; i+1 < len(ops); i += 2 {
		if v, ok := ops[i].(*ir.ConstInt); ok && v.Big == nil && v.V == c.V {
			taken = ops[i+1].(*ir.Block)
			break
		}
	}
	var edges []*ir.Block
	for i := 1; i < len(ops); i += 2 {
		edges = append(edges, ops[i].(*ir.Block))
	}
	p.branchTo(sw, taken, dropOne(edges, taken))
}

// dropOne returns list without its first occurrence of b.
func dropOne(list []*ir.Block, b *ir.Block) []*ir.Block {
	for i, x := range list {
		if x == b {
			return append(append([]*ir.Block(nil), list[:i]...), list[i+1:]...)
		}
	}
	return list
}

// branchTo replaces terminator t by "br label %dest"; each block in gone
// loses one edge from t's block.
func (p *pruner) branchTo(t *ir.Instruction, dest *ir.Block, gone []*ir.Block) {
	br := ir.NewInstruction(ir.OpBr, ir.VoidType, dest)
	br.MD = slices.DeleteFunc(slices.Clone(t.MD), func(a ir.MDAttachment) bool {
		// branch weights and the like speak of the choice that is gone
		return a.Kind == "prof" || a.Kind == "unpredictable" || a.Kind == "make.implicit"
	})
	br.SetDbgRecords(t.DbgRecords())
	t.SetDbgRecords(nil)
	ir.InsertBefore(t, br)
	t.Erase()
	for _, b := range gone {
		p.removeEntry(b, br.Parent)
	}
	p.edges = true
}

// removeEntry removes, from every phi of b, one entry for predecessor
// from.
func (p *pruner) removeEntry(b, from *ir.Block) {
	for _, phi := range b.Instrs {
		if phi.Op != ir.OpPhi {
			break
		}
		for i := range phi.NumIncoming() {
			if _, pb := phi.Incoming(i); pb == from {
				removeIncoming(phi, i)
				p.work = append(p.work, phi)
				break
			}
		}
	}
}

// removeIncoming deletes entry i of a phi, keeping use lists right.
func removeIncoming(phi *ir.Instruction, i int) {
	old := phi.Operands()
	ops := make([]ir.Value, 0, len(old)-2)
	ops = append(ops, old[:2*i]...)
	ops = append(ops, old[2*i+2:]...)
	ir.UnlinkOperands(phi)
	phi.SetOperandsRaw(ops)
	ir.LinkOperands(phi)
}

// deleteUnreachable deletes the blocks the entry does not reach.
func (p *pruner) deleteUnreachable() {
	reached := reachedBlocks(p.f)
	dead := map[*ir.Block]bool{}
	live := p.f.Blocks[:0:0]
	for _, b := range p.f.Blocks {
		if reached[b] {
			live = append(live, b)
		} else {
			dead[b] = true
		}
	}
	if len(dead) == 0 {
		return
	}
	for _, b := range live {
		p.dropDeadEntries(b, dead)
	}
	for _, b := range p.f.Blocks {
		if dead[b] {
			clearBlock(b)
		}
	}
	p.f.Blocks = live
	p.any = true
}

// reachedBlocks are the blocks reached from the entry, or from a block
// whose address is taken.
func reachedBlocks(f *ir.Function) map[*ir.Block]bool {
	reached := map[*ir.Block]bool{}
	var stack []*ir.Block
	for i, b := range f.Blocks {
		if i == 0 || addressTaken(b) {
			reached[b] = true
			stack = append(stack, b)
		}
	}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, s := range b.Succs() {
			if !reached[s] {
				reached[s] = true
				stack = append(stack, s)
			}
		}
	}
	return reached
}

// addressTaken reports whether a blockaddress names b.
func addressTaken(b *ir.Block) bool {
	for _, u := range b.Users() {
		if _, ok := u.(*ir.ConstRef); ok {
			return true
		}
	}
	return false
}

// dropDeadEntries removes the entries of b's phis that come from dead
// blocks.
func (p *pruner) dropDeadEntries(b *ir.Block, dead map[*ir.Block]bool) {
	for _, phi := range b.Instrs {
		if phi.Op != ir.OpPhi {
			break
		}
		for i := phi.NumIncoming() - 1; i >= 0; i-- {
			if _, pb := phi.Incoming(i); dead[pb] {
				removeIncoming(phi, i)
				p.work = append(p.work, phi)
			}
		}
	}
}

// clearBlock deletes a dead block's instructions. What still names one
// of its values (other dead code, metadata) gets poison.
func clearBlock(b *ir.Block) {
	for _, in := range b.Instrs {
		if in.HasResult() && in.NumUses() > 0 {
			ir.ReplaceAllUsesWith(in, ir.PoisonOf(in.Type()))
		}
	}
	for _, in := range b.Instrs {
		dropMetadataOperands(in)
		ir.UnlinkOperands(in)
		in.Parent = nil
	}
	b.Instrs = nil
	b.Parent = nil
}

// dropMetadataOperands unlinks the values that in's debug records and
// metadata operands name, and drops the records, for an instruction about
// to be deleted.
func dropMetadataOperands(in *ir.Instruction) {
	for _, r := range in.DbgRecords() {
		for _, md := range r.Args {
			unlinkMetadata(md)
		}
	}
	in.SetDbgRecords(nil)
	for _, op := range in.Operands() {
		if m, ok := op.(*ir.MetadataAsValue); ok {
			unlinkMetadata(m.MD)
		}
	}
}

// unlinkMetadata removes the value uses of function-local metadata.
func unlinkMetadata(md ir.Metadata) {
	switch m := md.(type) {
	case *ir.ValueAsMetadata:
		ir.UnlinkOperands(m)
	case *ir.MDNode:
		if m.Slot >= 0 {
			return // numbered nodes are module-wide and hold no local values
		}
		for _, op := range m.Ops {
			unlinkMetadata(op)
		}
		for _, f := range m.Fields {
			unlinkMetadata(f.Value)
		}
	}
}

// foldValue returns the value in computes when its operands decide it,
// or nil.
func foldValue(in *ir.Instruction) ir.Value {
	switch in.Op {
	case ir.OpICmp:
		return foldICmp(in)
	case ir.OpAnd, ir.OpOr, ir.OpXor, ir.OpAdd, ir.OpSub:
		return foldBinary(in)
	case ir.OpZExt, ir.OpSExt, ir.OpTrunc:
		return foldIntCast(in)
	case ir.OpSelect:
		if c, ok := in.Operand(0).(*ir.ConstInt); ok {
			if c.IsZero() {
				return in.Operand(2)
			}
			return in.Operand(1)
		}
	case ir.OpFreeze:
		if c, ok := smallInt(in.Operand(0)); ok {
			return c
		}
	case ir.OpPhi:
		return foldPhi(in)
	}
	return nil
}

// smallInt returns v as an integer constant of at most 64 bits.
func smallInt(v ir.Value) (*ir.ConstInt, bool) {
	c, ok := v.(*ir.ConstInt)
	return c, ok && c.Big == nil
}

// foldPhi: a phi whose entries all bring the same integer constant is
// that constant; a phi left with one entry is that entry's value.
func foldPhi(phi *ir.Instruction) ir.Value {
	n := phi.NumIncoming()
	if n == 0 {
		return nil
	}
	first, _ := phi.Incoming(0)
	if n == 1 && first != ir.Value(phi) {
		return first
	}
	c, ok := smallInt(first)
	if !ok {
		return nil
	}
	for i := 1; i < n; i++ {
		v, _ := phi.Incoming(i)
		if d, ok := smallInt(v); !ok || d.V != c.V {
			return nil
		}
	}
	return c
}

// unsigned returns c's value as an unsigned number of its width.
func unsigned(c *ir.ConstInt) uint64 {
	w := c.Type().(*ir.IntType).Bits
	if w >= 64 {
		return uint64(c.V)
	}
	return uint64(c.V) & (1<<uint(w) - 1)
}

// foldICmp compares two integer constants, or two null pointers.
func foldICmp(in *ir.Instruction) ir.Value {
	t, isScalar := in.Type().(*ir.IntType)
	if !isScalar {
		return nil
	}
	i1 := func(b bool) ir.Value {
		if b {
			return ir.NewConstInt(t, 1)
		}
		return ir.NewConstInt(t, 0)
	}
	a, okA := smallInt(in.Operand(0))
	b, okB := smallInt(in.Operand(1))
	if !okA || !okB {
		if !ir.IsNull(in.Operand(0)) || !ir.IsNull(in.Operand(1)) {
			return nil
		}
		a, b = ir.NewConstInt(t, 0), ir.NewConstInt(t, 0)
	}
	ua, ub := unsigned(a), unsigned(b)
	switch in.Pred.String() {
	case "eq":
		return i1(a.V == b.V)
	case "ne":
		return i1(a.V != b.V)
	case "ugt":
		return i1(ua > ub)
	case "uge":
		return i1(ua >= ub)
	case "ult":
		return i1(ua < ub)
	case "ule":
		return i1(ua <= ub)
	case "sgt":
		return i1(a.V > b.V)
	case "sge":
		return i1(a.V >= b.V)
	case "slt":
		return i1(a.V < b.V)
	case "sle":
		return i1(a.V <= b.V)
	}
	return nil
}

// foldBinary evaluates logic and additive arithmetic on integer
// constants, and "and"/"or" of an i1 with a deciding constant.
func foldBinary(in *ir.Instruction) ir.Value {
	t, ok := in.Type().(*ir.IntType)
	if !ok {
		return nil
	}
	a, okA := smallInt(in.Operand(0))
	b, okB := smallInt(in.Operand(1))
	switch {
	case okA && okB:
		return ir.NewConstInt(t, binary(in.Op, a.V, b.V))
	case t.Bits == 1 && okA:
		return logicWithConst(in.Op, a, in.Operand(1))
	case t.Bits == 1 && okB:
		return logicWithConst(in.Op, b, in.Operand(0))
	}
	return nil
}

func binary(op ir.Opcode, a, b int64) int64 {
	switch op {
	case ir.OpAnd:
		return a & b
	case ir.OpOr:
		return a | b
	case ir.OpXor:
		return a ^ b
	case ir.OpAdd:
		return a + b
	}
	return a - b
}

// logicWithConst: "and" with false is false, with true the other
// operand; "or" with true is true, with false the other operand.
func logicWithConst(op ir.Opcode, c *ir.ConstInt, other ir.Value) ir.Value {
	switch {
	case op == ir.OpAnd && c.IsZero(), op == ir.OpOr && !c.IsZero():
		return c
	case op == ir.OpAnd, op == ir.OpOr:
		return other
	}
	return nil
}

// foldIntCast extends or truncates an integer constant.
func foldIntCast(in *ir.Instruction) ir.Value {
	c, ok := smallInt(in.Operand(0))
	t, isInt := in.Type().(*ir.IntType)
	if !ok || !isInt || t.Bits > 64 {
		return nil
	}
	switch in.Op {
	case ir.OpZExt:
		return ir.NewConstInt(t, int64(unsigned(c)))
	case ir.OpSExt, ir.OpTrunc:
		return ir.NewConstInt(t, c.V)
	}
	return nil
}
