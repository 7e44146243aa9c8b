package irverify

import (
	"memspace/ir"
)

// llvm.localescape and llvm.localrecover (Windows exception handling's
// frame escapes), checked as LLVM's verifier checks them, with its
// messages: a function escapes its frame with one call in its entry
// block, of static allocas (or null placeholders), and another function
// recovers one of them by its index, which must be below the number the
// parent escaped (record mutant 1005 of seed 26: an argument added to a
// localescape). The calls are found through the declarations' users, so
// a module without them costs nothing.

// checkFrameEscapes returns the problems of m's frame escapes.
func checkFrameEscapes(m *ir.Module, names *moduleNames) []problem {
	var out []problem
	report := func(in *ir.Instruction, msg string) {
		out = append(out, problem{describeInstr(in, names) + ": " + msg, in})
	}
	escaped := map[*ir.Function]int{}
	for _, in := range callsOf(m, "llvm.localescape") {
		// As LLVM's, each check ends the call's: a call that fails one
		// escapes nothing.
		b := in.Parent
		f := b.Parent
		if f.Entry() != b {
			report(in, "llvm.localescape used outside of entry block")
			continue
		}
		if _, again := escaped[f]; again {
			report(in, "multiple calls to llvm.localescape in one function")
			continue
		}
		if !escapesStaticAllocas(in.Args()) {
			report(in, "llvm.localescape only accepts static allocas")
			continue
		}
		escaped[f] = len(in.Args())
	}
	recovered := map[*ir.Function]uint64{}
	var order []*ir.Function
	for _, in := range callsOf(m, "llvm.localrecover") {
		args := in.Args()
		if len(args) != 3 {
			continue // the signature check reports it
		}
		fn, ok := ir.StripCasts(args[0]).(*ir.Function)
		if !ok || fn.IsDeclaration() {
			report(in, "llvm.localrecover first argument must be function defined in this module")
			continue
		}
		idx, ok := args[2].(*ir.ConstInt)
		if !ok || idx.Big != nil {
			continue // immarg: the call-site check reports it
		}
		if _, seen := recovered[fn]; !seen {
			order = append(order, fn)
		}
		recovered[fn] = max(recovered[fn], uint64(uint32(idx.V))+1)
	}
	for _, fn := range order {
		if recovered[fn] > uint64(escaped[fn]) {
			out = append(out, problem{"function @" + ir.QuoteName(fn.Name()) + ": all indices passed to " +
				"llvm.localrecover must be less than the number of arguments passed to llvm.localescape " +
				"in the parent function", fn})
		}
	}
	return out
}

// escapesStaticAllocas reports whether each argument is null (a
// placeholder) or a static alloca.
func escapesStaticAllocas(args []ir.Value) bool {
	for _, a := range args {
		if c, ok := a.(*ir.ConstSimple); ok && c.Kind == ir.KindNull {
			continue
		}
		if !isStaticAlloca(ir.StripCasts(a)) {
			return false
		}
	}
	return true
}

// callsOf returns the calls of m's function named name, in the order of
// its users.
func callsOf(m *ir.Module, name string) []*ir.Instruction {
	f := m.Function(name)
	if f == nil {
		return nil
	}
	var out []*ir.Instruction
	for _, u := range ir.UsersOf(f) {
		if in, ok := u.(*ir.Instruction); ok && in.IsCallLike() && in.CalledFunction() == f &&
			in.Parent != nil && in.Parent.Parent != nil {
			out = append(out, in)
		}
	}
	return out
}

// isStaticAlloca: an alloca of a constant count in its function's entry
// block, not for inalloca (LLVM's AllocaInst::isStaticAlloca).
func isStaticAlloca(v ir.Value) bool {
	in, ok := v.(*ir.Instruction)
	if !ok || in.Op != ir.OpAlloca || in.Parent == nil || in.Parent.Parent == nil ||
		in.Parent.Parent.Entry() != in.Parent || in.Flags&ir.InAlloca != 0 {
		return false
	}
	if in.NumOperands() == 1 {
		if _, ok := in.Operand(0).(*ir.ConstInt); !ok {
			return false
		}
	}
	return true
}
