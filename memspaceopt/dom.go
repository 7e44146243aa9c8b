package memspaceopt

import "memspace/ir"

// domTree is the dominator tree of a function's blocks reachable from the
// entry, by the Cooper–Harvey–Kennedy iterative algorithm ("A Simple,
// Fast Dominance Algorithm"). Facts stated by llvm.assume (assume.go) use
// it to find the uses an assumption governs.
type domTree struct {
	num  map[*ir.Block]int // position in reverse postorder
	idom []int             // immediate dominator by position; the entry is its own
}

// newDomTree builds the tree of f, whose blocks must all end in a
// terminator.
func newDomTree(f *ir.Function) *domTree {
	rpo := reversePostorder(f.Entry())
	d := &domTree{num: make(map[*ir.Block]int, len(rpo)), idom: make([]int, len(rpo))}
	for i, b := range rpo {
		d.num[b] = i
		d.idom[i] = -1
	}
	preds := make([][]int, len(rpo))
	for i, b := range rpo {
		for _, s := range b.Succs() {
			preds[d.num[s]] = append(preds[d.num[s]], i)
		}
	}
	d.idom[0] = 0
	for changed := true; changed; {
		changed = false
		for i := 1; i < len(rpo); i++ {
			if nd := d.meetPreds(preds[i]); nd != d.idom[i] {
				d.idom[i], changed = nd, true
			}
		}
	}
	return d
}

// meetPreds intersects the dominators of the processed predecessors.
func (d *domTree) meetPreds(preds []int) int {
	nd := -1
	for _, p := range preds {
		switch {
		case d.idom[p] < 0:
		case nd < 0:
			nd = p
		default:
			nd = d.intersect(p, nd)
		}
	}
	return nd
}

func (d *domTree) intersect(a, b int) int {
	for a != b {
		for a > b {
			a = d.idom[a]
		}
		for b > a {
			b = d.idom[b]
		}
	}
	return a
}

// dominates reports whether block a dominates block b (both reachable).
func (d *domTree) dominates(a, b *ir.Block) bool {
	na, okA := d.num[a]
	nb, okB := d.num[b]
	if !okA || !okB {
		return false
	}
	for nb > na {
		nb = d.idom[nb]
	}
	return nb == na
}

// reversePostorder lists the blocks reachable from entry in reverse
// postorder, walking with an explicit stack.
func reversePostorder(entry *ir.Block) []*ir.Block {
	type frame struct {
		b     *ir.Block
		succs []*ir.Block
	}
	seen := map[*ir.Block]bool{entry: true}
	stack := []frame{{entry, entry.Succs()}}
	var post []*ir.Block
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if len(top.succs) == 0 {
			post = append(post, top.b)
			stack = stack[:len(stack)-1]
			continue
		}
		s := top.succs[0]
		top.succs = top.succs[1:]
		if !seen[s] {
			seen[s] = true
			stack = append(stack, frame{s, s.Succs()})
		}
	}
	for i, j := 0, len(post)-1; i < j; i, j = i+1, j-1 {
		post[i], post[j] = post[j], post[i]
	}
	return post
}
