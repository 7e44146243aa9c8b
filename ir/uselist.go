package ir

// Use-list orders of blocks. A block's uses are the block operands of
// terminators, and LLVM's readers (text and bitcode alike) make them in
// the same order: walking the function's terminators last to first, each
// one's block operands last to first. A "uselistorder label %bb, {...}"
// directive or a USELIST_CODE_BB record permutes that order: the i-th
// use of it goes to position Indexes[i]. Only the order of the "; preds
// =" comments shows it, and passes that change blocks forget it
// (pass.Run). Blocks that a blockaddress also uses are left alone: LLVM
// counts one use per uniqued constant, which memspace does not unique.

// TerminatorUses returns the number of terminator operands naming b, and
// false when something other than a terminator or a phi (whose incoming
// blocks LLVM does not count as uses) names b: a blockaddress.
func TerminatorUses(b *Block) (n int, only bool) {
	for _, u := range b.Users() {
		in, ok := u.(*Instruction)
		switch {
		case ok && in.Op == OpPhi:
			// A phi's incoming blocks are not uses in LLVM.
		case ok && in.Op.IsTerminator():
			n++
		default:
			return 0, false
		}
	}
	return n, true
}

// ValidBlockOrder reports whether idx can reorder b's uses: b is used by
// terminators only, as many times as idx has entries (two or more), and
// idx is a permutation that changes the order.
func ValidBlockOrder(b *Block, idx []int) bool {
	n, only := TerminatorUses(b)
	return only && n >= 2 && n == len(idx) && IsUseListPermutation(idx)
}

// IsUseListPermutation reports whether idx holds each of 0..len-1 once,
// not all in place: what a uselistorder directive may say.
func IsUseListPermutation(idx []int) bool {
	seen := make([]bool, len(idx))
	moved := false
	for i, v := range idx {
		if v < 0 || v >= len(idx) || seen[v] {
			return false
		}
		seen[v] = true
		moved = moved || v != i
	}
	return moved
}

// BlockOrders calls fn for every use-list order of f's blocks: f's own
// "uselistorder label" directives, then the module's uselistorder_bb
// ones for f (from ModuleBlockOrders), in their order.
func BlockOrders(f *Function, moduleLevel []*UseListOrder, fn func(b *Block, idx []int)) {
	for _, u := range f.UseListOrders {
		if u == nil {
			continue
		}
		if b, ok := u.Value.(*Block); ok {
			fn(b, u.Indexes)
		}
	}
	for _, u := range moduleLevel {
		fn(u.Block, u.Indexes)
	}
}

// ModuleBlockOrders groups m's uselistorder_bb directives by function;
// nil when there are none.
func ModuleBlockOrders(m *Module) map[*Function][]*UseListOrder {
	var out map[*Function][]*UseListOrder
	for _, u := range m.UseListOrders {
		if u == nil || u.Func == nil || u.Block == nil {
			continue
		}
		if out == nil {
			out = map[*Function][]*UseListOrder{}
		}
		out[u.Func] = append(out[u.Func], u)
	}
	return out
}
