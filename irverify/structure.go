package irverify

import (
	"strconv"

	"memspace/ir"
)

// This file checks the shape of a function body: block and instruction
// lists and parents, terminators, the CFG, phi placement and phi entries.

// indexBody checks the block and instruction lists and records where each
// block and instruction sits. An instruction listed twice is reported and
// indexed at its first place only.
func (c *funcChecker) indexBody() {
	n := 0
	for _, b := range c.f.Blocks {
		if b != nil {
			n += len(b.Instrs)
		}
	}
	c.sc.take(len(c.f.Blocks), n)
	c.blockIdx, c.pos, c.instrs, c.blocks = c.sc.blockIdx, c.sc.pos, c.sc.instrs, c.sc.blocks
	for i, b := range c.f.Blocks {
		c.indexBlock(i, b)
	}
	c.sc.instrs, c.sc.blocks = c.instrs, c.blocks // keep what append grew
}

// scratch holds the tables of indexBody, which one worker reuses from
// function to function rather than allocating them for each.
type scratch struct {
	blockIdx map[*ir.Block]int
	pos      map[*ir.Instruction]instrPos
	// blockMax is the most entries blockIdx held since made; posRoom the
	// room pos was made with.
	blockMax, posRoom int
	instrs            []*ir.Instruction
	blocks            []*ir.Block
	// succs and preds are the CFG's edges; dom the dominator tree.
	succs, preds [][]int
	dom          domTree
	edges        map[*ir.Block]int // predEdges'
	checker      funcChecker
}

// reuseLimit is the size past which a table is dropped rather than
// emptied: emptying a map costs its capacity, whatever it holds.
const reuseLimit = 4096

// posRoomMax bounds the room pos is made with ahead of need.
const posRoomMax = 1024

// take empties the tables for a function of nb blocks and n instructions.
// A table that once held much more than the function needs is made anew
// too (emptying a map costs its capacity), so that a run of small
// functions after a big one does not pay for the big one each time.
func (s *scratch) take(nb, n int) {
	// pos grows by doubling its room (up to posRoomMax ahead of need) and
	// is emptied rather than made anew while its room stays within
	// reuseLimit: a module of many small functions then makes a few
	// tables, not one (and its growths) per function.
	if s.pos == nil || n > s.posRoom || (s.posRoom > reuseLimit && s.posRoom > 4*n+64) {
		s.posRoom = max(n, min(2*s.posRoom, posRoomMax))
		s.pos = make(map[*ir.Instruction]instrPos, s.posRoom)
	} else {
		clear(s.pos)
	}
	s.blockMax = max(s.blockMax, len(s.blockIdx))
	if s.blockIdx == nil || s.blockMax > reuseLimit || nb > reuseLimit || s.blockMax > 4*nb+64 {
		s.blockIdx, s.blockMax = make(map[*ir.Block]int, nb), 0
	} else {
		clear(s.blockIdx)
	}
	if cap(s.instrs) > 4*reuseLimit {
		s.instrs, s.blocks = nil, nil
	}
	s.instrs, s.blocks = s.instrs[:0], s.blocks[:0]
}

func (c *funcChecker) indexBlock(i int, b *ir.Block) {
	if b == nil {
		c.funcErrorf("block %d is nil", i)
		return
	}
	if _, dup := c.blockIdx[b]; dup {
		c.blockErrorf(b, "block is listed more than once in the function")
		return
	}
	c.blockIdx[b] = i
	c.blocks = append(c.blocks, b)
	if b.Parent != c.f {
		c.blockErrorf(b, "block's Parent is not this function")
	}
	if len(b.Instrs) == 0 {
		c.blockErrorf(b, "block has no terminator (it is empty)")
		return
	}
	for j, in := range b.Instrs {
		c.indexInstr(b, i, j, in)
	}
	c.checkBlockShape(b)
}

func (c *funcChecker) indexInstr(b *ir.Block, bi, j int, in *ir.Instruction) {
	if in == nil {
		c.blockErrorf(b, "instruction %d is nil", j)
		return
	}
	if _, dup := c.pos[in]; dup {
		c.errorf(in, "instruction is listed more than once in the function")
		return
	}
	c.pos[in] = instrPos{block: int32(bi), index: int32(j)}
	c.instrs = append(c.instrs, in)
	if in.Parent != b {
		c.errorf(in, "instruction's Parent is not its block %s", c.names.ref(b))
	}
}

// checkBlockShape checks terminators and the placement of phis and
// landingpads within a block.
func (c *funcChecker) checkBlockShape(b *ir.Block) {
	last := len(b.Instrs) - 1
	if in := b.Instrs[last]; in != nil && !in.Op.IsTerminator() {
		c.blockErrorf(b, "block does not end with a terminator (it ends with %s)", c.names.instr(in))
	}
	seenNonPhi := false
	for j, in := range b.Instrs {
		if in == nil {
			continue
		}
		if in.Op.IsTerminator() && j != last {
			c.errorf(in, "terminator in the middle of the block")
		}
		switch {
		case in.Op == ir.OpPhi && seenNonPhi:
			c.errorf(in, "phi is not grouped at the top of the block")
		case in.Op == ir.OpLandingPad && seenNonPhi:
			c.errorf(in, "landingpad is not the first non-phi instruction of the block")
		}
		if in.Op != ir.OpPhi {
			seenNonPhi = true
		}
	}
}

// buildCFG collects successor and predecessor edges from the terminators,
// one edge per block operand (so a switch with two cases to the same block
// gives two edges, as in LLVM). Operands that are not blocks of this
// function make no edge; the operand checks report them.
func (c *funcChecker) buildCFG() {
	n := len(c.f.Blocks)
	c.sc.succs, c.sc.preds = emptyLists(c.sc.succs, n), emptyLists(c.sc.preds, n)
	c.succs, c.preds = c.sc.succs, c.sc.preds
	for _, b := range c.blocks {
		i := c.blockIdx[b]
		if len(b.Instrs) == 0 {
			continue
		}
		t := b.Instrs[len(b.Instrs)-1]
		if t == nil || !t.Op.IsTerminator() || c.pos[t] != (instrPos{int32(i), int32(len(b.Instrs) - 1)}) {
			continue
		}
		for _, op := range t.Operands() {
			s, ok := op.(*ir.Block)
			if !ok {
				continue
			}
			if j, in := c.blockIdx[s]; in {
				c.succs[i] = append(c.succs[i], j)
				c.preds[j] = append(c.preds[j], i)
			}
		}
	}
}

// checkEntry checks that the entry block is not a branch target.
func (c *funcChecker) checkEntry() {
	entry := c.f.Blocks[0]
	if entry == nil || len(c.preds[0]) == 0 {
		return
	}
	c.blockErrorf(entry, "entry block has predecessors (%s)", c.blockList(c.preds[0]))
}

// blockList spells distinct block indices as "%a, %b".
func (c *funcChecker) blockList(idx []int) string {
	s := ""
	seen := map[int]bool{}
	for _, i := range idx {
		if seen[i] {
			continue
		}
		seen[i] = true
		if s != "" {
			s += ", "
		}
		s += c.names.ref(c.f.Blocks[i])
	}
	return s
}

// checkPhiEntries checks, for every phi, that each predecessor edge has an
// entry, that no entry names a non-predecessor, and that entries for the
// same predecessor agree, as LLVM's verifier does.
func (c *funcChecker) checkPhiEntries() {
	lastBlock := int32(-1)
	var edges map[*ir.Block]int
	for _, in := range c.instrs {
		if in.Op != ir.OpPhi {
			continue
		}
		bi := c.pos[in].block
		b := c.f.Blocks[bi]
		if bi != lastBlock {
			lastBlock, edges = bi, c.predEdges(b)
		}
		c.checkPhi(in, b, edges)
	}
}

// predEdges counts the edges into b by predecessor block.
func (c *funcChecker) predEdges(b *ir.Block) map[*ir.Block]int {
	if c.sc.edges == nil || len(c.sc.edges) > 64 {
		c.sc.edges = map[*ir.Block]int{}
	}
	edges := c.sc.edges // the last block's, done with
	clear(edges)
	for _, p := range c.preds[c.blockIdx[b]] {
		edges[c.f.Blocks[p]]++
	}
	return edges
}

func (c *funcChecker) checkPhi(in *ir.Instruction, b *ir.Block, edges map[*ir.Block]int) {
	ops := in.Operands()
	if len(ops)%2 != 0 {
		c.errorf(in, "phi has an odd number of operands (%d)", len(ops))
		return
	}
	count := map[*ir.Block]int{}
	value := map[*ir.Block]ir.Value{}
	var order []*ir.Block
	for i := 0; i < len(ops); i += 2 {
		pb, ok := ops[i+1].(*ir.Block)
		if !ok || pb == nil {
			c.errorf(in, "phi operand %d is not a block", i+1)
			continue
		}
		if count[pb] == 0 {
			order = append(order, pb)
			value[pb] = ops[i]
		} else if !sameValue(value[pb], ops[i]) {
			c.errorf(in, "phi has different values for predecessor %s (%s and %s)",
				c.names.ref(pb), c.names.ref(value[pb]), c.names.ref(ops[i]))
		}
		count[pb]++
	}
	c.matchPhiEdges(in, b, count, order, edges)
}

// matchPhiEdges compares a phi's entries per block with the edges into b.
func (c *funcChecker) matchPhiEdges(in *ir.Instruction, b *ir.Block, count map[*ir.Block]int, order []*ir.Block, edges map[*ir.Block]int) {
	for _, pb := range order {
		switch e := edges[pb]; {
		case e == 0:
			c.errorf(in, "phi has an entry for %s, which is not a predecessor", c.names.ref(pb))
		case e != count[pb]:
			c.errorf(in, "phi has %d entr%s for predecessor %s, which branches here %s",
				count[pb], plural2(count[pb], "y", "ies"), c.names.ref(pb), times(e))
		}
	}
	for _, p := range c.preds[c.blockIdx[b]] {
		pb := c.f.Blocks[p]
		if count[pb] == 0 {
			c.errorf(in, "phi has no entry for predecessor %s", c.names.ref(pb))
			count[pb] = -1 // report once per block
		}
	}
}

// checkNames checks that no two local values share a non-empty name and
// that no void instruction has a name.
func (c *funcChecker) checkNames() {
	owner := map[string]bool{}
	taken := func(v ir.Value) bool {
		name := v.Name()
		if name == "" {
			return false
		}
		dup := owner[name]
		owner[name] = true
		return dup
	}
	const msg = "name %%%s is already used by another value of the function"
	for _, a := range c.f.Params {
		if a != nil && taken(a) {
			c.funcErrorf("argument %d: "+msg, a.Index, ir.QuoteName(a.Name()))
		}
	}
	for _, b := range c.blocks {
		if taken(b) {
			c.blockErrorf(b, msg, ir.QuoteName(b.Name()))
		}
	}
	for _, in := range c.instrs {
		if in.Name() != "" && !hasResult(in) {
			c.errorf(in, "instruction has a name but produces no value")
		}
		if taken(in) {
			c.errorf(in, msg, ir.QuoteName(in.Name()))
		}
	}
}

// plural2 picks the singular or plural ending for n.
func plural2(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// times spells "once", "twice" or "N times".
func times(n int) string {
	switch n {
	case 1:
		return "once"
	case 2:
		return "twice"
	}
	return strconv.Itoa(n) + " times"
}

// sameValue reports whether a and b are the same value. Constants are not
// uniqued in memory, so equal ones (a constant expression too, written out
// twice in text or expanded twice from bitcode) count as the same, as
// LLVM's uniqued constants do.
func sameValue(a, b ir.Value) bool {
	if a == b {
		return true
	}
	if isNil(a) || isNil(b) || a.Type() != b.Type() {
		return false
	}
	_, ok := a.(ir.Constant)
	return ok && ir.SameConstant(a, b)
}
