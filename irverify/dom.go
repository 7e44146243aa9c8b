package irverify

import "memspace/ir"

// This file computes dominators with the Cooper–Harvey–Kennedy iterative
// algorithm ("A Simple, Fast Dominance Algorithm") and checks that every
// definition dominates its uses.

// domTree is the dominator tree of a function's reachable blocks. Blocks
// are numbered by their index in Function.Blocks; block 0 is the entry.
type domTree struct {
	rpoNum []int32 // reverse-postorder number per block, -1 if unreachable
	idom   []int32 // immediate dominator per block (entry: itself), -1 if unreachable
	// pre and post number the tree in depth-first order, so that a
	// dominates b exactly when pre[a] <= pre[b] && post[b] <= post[a].
	pre, post []int32

	// Work space of build, kept for the next function.
	visited  []bool
	rpo      []int
	stack    []frame
	children [][]int32
}

func buildDomTree(n int, succs, preds [][]int) *domTree {
	d := &domTree{}
	d.build(n, succs, preds)
	return d
}

// build computes the tree of a function of n blocks, reusing the slices of
// an earlier build (a verifier worker keeps one domTree for all its
// functions).
func (d *domTree) build(n int, succs, preds [][]int) {
	d.rpoNum, d.idom = resize(d.rpoNum, n), resize(d.idom, n)
	for i := range d.rpoNum {
		d.rpoNum[i], d.idom[i] = -1, -1
	}
	if n == 0 {
		return
	}
	rpo := d.reversePostorder(n, succs)
	for i, b := range rpo {
		d.rpoNum[b] = int32(i)
	}
	d.solve(rpo, preds)
	d.number(n)
}

// resize returns s with length n and zero elements, reusing its array.
func resize[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}

// emptyLists returns n empty lists, reusing the array of lists and each
// list's array.
func emptyLists[T any](lists [][]T, n int) [][]T {
	if cap(lists) < n {
		lists = make([][]T, n)
	}
	lists = lists[:n]
	for i := range lists {
		lists[i] = lists[i][:0]
	}
	return lists
}

// frame is a step of a depth-first walk: a node and its next edge.
type frame struct{ b, next int32 }

// reversePostorder lists the blocks reachable from block 0 in reverse
// postorder, walking with an explicit stack so deep CFGs cannot overflow.
func (d *domTree) reversePostorder(n int, succs [][]int) []int {
	d.visited = resize(d.visited, n)
	post := d.rpo[:0]
	stack := append(d.stack[:0], frame{0, 0})
	d.visited[0] = true
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if int(top.next) < len(succs[top.b]) {
			s := succs[top.b][top.next]
			top.next++
			if !d.visited[s] {
				d.visited[s] = true
				stack = append(stack, frame{int32(s), 0})
			}
			continue
		}
		post = append(post, int(top.b))
		stack = stack[:len(stack)-1]
	}
	for i, j := 0, len(post)-1; i < j; i, j = i+1, j-1 {
		post[i], post[j] = post[j], post[i]
	}
	d.rpo, d.stack = post, stack
	return post
}

// solve iterates to the fixpoint of the immediate dominators.
func (d *domTree) solve(rpo []int, preds [][]int) {
	entry := rpo[0]
	d.idom[entry] = int32(entry)
	for changed := true; changed; {
		changed = false
		for _, b := range rpo[1:] {
			newIdom := int32(-1)
			for _, p := range preds[b] {
				if d.idom[p] < 0 {
					continue // unreachable or not processed yet
				}
				if newIdom < 0 {
					newIdom = int32(p)
				} else {
					newIdom = d.intersect(int32(p), newIdom)
				}
			}
			if d.idom[b] != newIdom {
				d.idom[b] = newIdom
				changed = true
			}
		}
	}
}

// intersect walks two fingers up the tree to their common dominator.
func (d *domTree) intersect(a, b int32) int32 {
	for a != b {
		for d.rpoNum[a] > d.rpoNum[b] {
			a = d.idom[a]
		}
		for d.rpoNum[b] > d.rpoNum[a] {
			b = d.idom[b]
		}
	}
	return a
}

// number gives the tree its depth-first entry and exit numbers.
func (d *domTree) number(n int) {
	d.pre, d.post = resize(d.pre, n), resize(d.post, n)
	d.children = emptyLists(d.children, n)
	children := d.children
	for b := range n {
		if p := d.idom[b]; p >= 0 && int(p) != b {
			children[p] = append(children[p], int32(b))
		}
	}
	counter := int32(0)
	stack := append(d.stack[:0], frame{0, 0})
	d.pre[0] = counter
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if int(top.next) < len(children[top.b]) {
			ch := children[top.b][top.next]
			top.next++
			counter++
			d.pre[ch] = counter
			stack = append(stack, frame{ch, 0})
			continue
		}
		counter++
		d.post[top.b] = counter
		stack = stack[:len(stack)-1]
	}
	d.stack = stack
}

// reachable reports whether block b is reachable from the entry.
func (d *domTree) reachable(b int) bool { return d.rpoNum[b] >= 0 }

// dominates reports whether block a dominates block b. An unreachable b is
// dominated by everything; an unreachable a dominates no reachable block.
func (d *domTree) dominates(a, b int) bool {
	if !d.reachable(b) {
		return true
	}
	if !d.reachable(a) {
		return false
	}
	return d.pre[a] <= d.pre[b] && d.post[b] <= d.post[a]
}

// edgeDominates reports whether the edge start->end dominates block use, as
// LLVM's DominatorTree::dominates(BasicBlockEdge, BasicBlock) decides.
func (c *funcChecker) edgeDominates(start, end, use int) bool {
	d := c.dom
	if !d.dominates(end, use) {
		return false
	}
	if len(c.preds[end]) == 1 {
		return true
	}
	dup := 0
	for _, p := range c.preds[end] {
		if p == start {
			if dup++; dup > 1 {
				return false
			}
			continue
		}
		if !d.dominates(end, p) {
			return false
		}
	}
	return true
}

// checkDominance checks every use of an instruction of this function.
func (c *funcChecker) checkDominance() {
	for _, in := range c.instrs {
		for i, op := range in.Operands() {
			def, ok := op.(*ir.Instruction)
			if !ok || def == nil {
				continue
			}
			if _, local := c.pos[def]; !local {
				continue // reported by the operand checks
			}
			if def == in && in.Op != ir.OpPhi {
				// As in LLVM, only where the block is reachable.
				if c.dom.reachable(int(c.pos[in].block)) {
					c.errorf(in, "only a phi may use its own value")
				}
				continue
			}
			if in.Op == ir.OpPhi && i%2 == 0 {
				c.checkPhiUse(in, def, i)
			} else {
				c.checkUse(in, def)
			}
		}
	}
}

// checkUse checks a use of def by a non-phi instruction (or by a phi's block
// operand, which cannot be an instruction and is reported elsewhere).
func (c *funcChecker) checkUse(in, def *ir.Instruction) {
	dp, up := c.pos[def], c.pos[in]
	if !c.dom.reachable(int(up.block)) {
		return
	}
	if normal, ok := c.resultEdge(def); ok {
		if !c.edgeDominates(int(dp.block), normal, int(up.block)) {
			c.errorf(in, "%s is used where the normal edge of its %s does not dominate", c.names.ref(def), def.Op)
		}
		return
	}
	switch {
	case dp.block == up.block && dp.index >= up.index:
		c.errorf(in, "%s is used before it is defined", c.names.ref(def))
	case dp.block != up.block && !c.dom.dominates(int(dp.block), int(up.block)):
		c.errorf(in, "%s does not dominate this use", c.names.ref(def))
	}
}

// checkPhiUse checks phi operand i, a use at the end of its incoming block.
func (c *funcChecker) checkPhiUse(phi, def *ir.Instruction, i int) {
	ops := phi.Operands()
	if i+1 >= len(ops) {
		return
	}
	inc, ok := ops[i+1].(*ir.Block)
	if !ok {
		return
	}
	ib, local := c.blockIdx[inc]
	if !local || !c.dom.reachable(ib) {
		return
	}
	dp := c.pos[def]
	if normal, ok := c.resultEdge(def); ok {
		phiBlock := int(c.pos[phi].block)
		onEdge := phiBlock == normal && ib == int(dp.block)
		if !onEdge && !c.edgeDominates(int(dp.block), normal, ib) {
			c.errorf(phi, "%s is used on an edge from %s that the normal edge of its %s does not dominate",
				c.names.ref(def), c.names.ref(inc), def.Op)
		}
		return
	}
	if !c.dom.dominates(int(dp.block), ib) {
		c.errorf(phi, "%s does not dominate the end of incoming block %s", c.names.ref(def), c.names.ref(inc))
	}
}

// resultEdge returns the block an invoke or callbr result is available in
// (its normal or default destination, the first block operand).
func (c *funcChecker) resultEdge(def *ir.Instruction) (int, bool) {
	if def.Op != ir.OpInvoke && def.Op != ir.OpCallBr {
		return 0, false
	}
	for _, op := range def.Operands() {
		if b, ok := op.(*ir.Block); ok {
			if i, local := c.blockIdx[b]; local {
				return i, true
			}
			return 0, false
		}
	}
	return 0, false
}
