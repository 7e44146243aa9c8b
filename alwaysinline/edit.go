package alwaysinline

import "memspace/ir"

// edit is what the inlinings into one caller share: the names taken, and
// the changes to the caller's block list and entry block that each
// inlining would otherwise make by rebuilding them. A caller with
// thousands of call sites (a helper called from a fully unrolled loop)
// would pay the whole function for each site; edit keeps the block order
// as links and the hoisted allocas as a list, and finish writes both once.
// The result is the same as making each change in place.
type edit struct {
	f     *ir.Function
	names *namer
	// next links each block to the one after it; gone marks the blocks
	// merged into their predecessor.
	next map[*ir.Block]*ir.Block
	gone map[*ir.Block]bool
	// hoisted are the allocas moved to the top of the entry block, one
	// list per inlining, in the order of the inlinings.
	hoisted [][]*ir.Instruction
}

func newEdit(f *ir.Function) *edit {
	e := &edit{f: f, names: newNamer(f), next: make(map[*ir.Block]*ir.Block, len(f.Blocks)), gone: map[*ir.Block]bool{}}
	for i := 1; i < len(f.Blocks); i++ {
		e.next[f.Blocks[i-1]] = f.Blocks[i]
	}
	return e
}

// entry is the caller's entry block, which inlining never changes.
func (e *edit) entry() *ir.Block { return e.f.Blocks[0] }

// placeAfter puts blocks, in order, right after b.
func (e *edit) placeAfter(b *ir.Block, blocks []*ir.Block) {
	rest := e.next[b]
	for _, x := range blocks {
		e.next[b] = x
		b = x
	}
	e.next[b] = rest
}

// remove takes b out of the block list.
func (e *edit) remove(b *ir.Block) { e.gone[b] = true }

// hoist puts allocas at the top of the entry block, before those of
// earlier inlinings.
func (e *edit) hoist(allocas []*ir.Instruction) {
	for _, in := range allocas {
		in.Parent = e.entry()
	}
	e.hoisted = append(e.hoisted, allocas)
}

// finish writes the block list and the entry block's hoisted allocas.
func (e *edit) finish() {
	var blocks []*ir.Block
	for b := e.entry(); b != nil; b = e.next[b] {
		if !e.gone[b] {
			blocks = append(blocks, b)
		}
	}
	e.f.Blocks = blocks
	if len(e.hoisted) == 0 {
		return
	}
	entry := e.entry()
	n := len(entry.Instrs)
	for _, h := range e.hoisted {
		n += len(h)
	}
	instrs := make([]*ir.Instruction, 0, n)
	for i := len(e.hoisted) - 1; i >= 0; i-- {
		instrs = append(instrs, e.hoisted[i]...)
	}
	entry.Instrs = append(instrs, entry.Instrs...)
	e.hoisted = nil
}
