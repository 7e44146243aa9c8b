package ir

// Use-list orders. A "uselistorder" directive or a USELIST record
// permutes the order in which LLVM's reader made a value's uses: the
// i-th use goes to position Indexes[i]. For a function's own values LLVM's
// text and bitcode readers make the uses in the same order, so one
// permutation means the same in both forms and passes through unchanged:
// a block's uses are the block operands of terminators, made walking the
// terminators last to first, each one's block operands last to first (the
// order of the "; preds =" comments); an argument's or instruction's are
// made as the instructions are read, a forward reference (a phi's) when
// the value is defined. Passes that change a function forget its orders
// (pass.Run). Values a constant uses are left alone: LLVM counts one use
// per uniqued constant, which memspace does not unique; so are globals,
// whose natural orders differ between the two readers.

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

// ValidLocalOrder reports whether idx can reorder the uses of v, a
// function's own value (a block, an argument or an instruction): v's
// uses can be counted as LLVM counts them (CountedUses), there are as
// many as idx has entries (two or more), and idx is a permutation that
// changes the order.
func ValidLocalOrder(v Value, idx []int) bool {
	switch v.(type) {
	case *Block, *Argument, *Instruction:
		n, ok := CountedUses(v)
		return ok && n >= 2 && n == len(idx) && IsUseListPermutation(idx)
	}
	return false
}

// CountedUses counts v's uses as LLVM does, when no constant is among its
// users: a block's uses by terminators (TerminatorUses); an argument's,
// instruction's or global's by instructions, aliases and global variables
// whose initializer it is. Metadata wrapping v is no use.
func CountedUses(v Value) (int, bool) {
	switch v := v.(type) {
	case *Block:
		return TerminatorUses(v)
	case *Argument, *Instruction, GlobalValue:
		n := 0
		for _, u := range UsersOf(v) {
			switch u.(type) {
			case *Instruction, *Alias, *GlobalVariable:
				n++
			case *ValueAsMetadata:
			default:
				return 0, false
			}
		}
		return n, true
	}
	return 0, false
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

// LocalOrders calls fn for every use-list order of f's own values: f's
// directives for blocks, arguments and instructions of f, then the
// module's uselistorder_bb ones for f (from ModuleBlockOrders), in their
// order.
func LocalOrders(f *Function, moduleLevel []*UseListOrder, fn func(v Value, idx []int)) {
	for _, u := range f.UseListOrders {
		if u != nil && localTo(u.Value, f) {
			fn(u.Value, u.Indexes)
		}
	}
	for _, u := range moduleLevel {
		fn(u.Block, u.Indexes)
	}
}

// localTo reports whether v is a block, argument or instruction of f.
func localTo(v Value, f *Function) bool {
	switch v := v.(type) {
	case *Block:
		return v.Parent == f
	case *Argument:
		return v.Parent == f
	case *Instruction:
		return v.Parent != nil && v.Parent.Parent == f
	}
	return false
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
