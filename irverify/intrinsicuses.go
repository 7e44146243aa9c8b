package irverify

import (
	"memspace/ir"
)

// checkIntrinsicUses reports each intrinsic (a function named llvm.*)
// used other than as the callee of a call, invoke or callbr: passed or
// stored as a value, in an initializer, an alias or @llvm.used (LLVM's
// verifier: "Invalid user of intrinsic instruction!"). An intrinsic has
// no address; a backend expands each call in place. The one exception is
// the function a "clang.arc.attachedcall" bundle names.
func checkIntrinsicUses(m *ir.Module) []problem {
	var out []problem
	for _, f := range m.Functions {
		if f == nil || !f.IsIntrinsic() {
			continue
		}
		for _, u := range ir.UsersOf(f) {
			if _, ok := u.(*ir.ValueAsMetadata); ok || calledOnly(u, f) {
				continue
			}
			var at ir.Value
			if v, ok := u.(ir.Value); ok {
				at = v
			}
			out = append(out, problem{"function @" + ir.QuoteName(f.Name()) + ": Invalid user of intrinsic instruction!", at})
			break
		}
	}
	return out
}

// calledOnly reports whether u is a call-like instruction that uses f
// only as its callee or in a clang.arc.attachedcall bundle.
func calledOnly(u ir.User, f *ir.Function) bool {
	in, ok := u.(*ir.Instruction)
	if !ok || !in.IsCallLike() || in.Call() == nil {
		return false
	}
	ops := in.Operands()
	for i, op := range ops[:len(ops)-1] {
		if op == ir.Value(f) && !inAttachedCall(in.Call(), i) {
			return false
		}
	}
	return true
}

// inAttachedCall reports whether operand i of a call is an input of its
// clang.arc.attachedcall bundle.
func inAttachedCall(ci *ir.CallInfo, i int) bool {
	next := ci.NumArgs
	for _, b := range ci.Bundles {
		if i >= next && i < next+b.N {
			return b.Tag == "clang.arc.attachedcall"
		}
		next += b.N
	}
	return false
}
