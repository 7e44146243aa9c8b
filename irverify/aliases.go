package irverify

import "memspace/ir"

// checkAliasCycles reports each alias whose aliasee leads back to it
// through the operands of constants and the aliasees of other aliases
// (LLVM's verifier: "Aliases cannot form a cycle"). Its text would not
// read back, and following it would never end.
func checkAliasCycles(m *ir.Module) []problem {
	var out []problem
	for _, a := range m.Aliases {
		if a != nil && !a.IFunc && reachesAlias(a.Target, a, map[ir.Value]bool{}) {
			out = append(out, problem{"alias @" + ir.QuoteName(a.Name()) + ": Aliases cannot form a cycle", a})
		}
	}
	return out
}

// reachesAlias reports whether v reaches alias a. Each constant is
// entered once (seen).
func reachesAlias(v ir.Value, a *ir.Alias, seen map[ir.Value]bool) bool {
	if v == nil || seen[v] {
		return false
	}
	seen[v] = true
	switch x := v.(type) {
	case *ir.Alias:
		return x == a || !x.IFunc && reachesAlias(x.Target, a, seen)
	case ir.GlobalValue:
		return false
	case ir.User:
		for _, op := range x.Operands() {
			if reachesAlias(op, a, seen) {
				return true
			}
		}
	}
	return false
}

// checkIFuncs reports each ifunc whose resolver, through constant casts
// and aliases, is not a defined function returning a pointer (LLVM's
// verifier: "IFunc must have a Function resolver", "IFunc resolver must
// be a definition", "IFunc resolver must return a pointer").
func checkIFuncs(m *ir.Module) []problem {
	var out []problem
	for _, a := range m.Aliases {
		if a == nil || !a.IFunc {
			continue
		}
		msg := ""
		f, ok := resolverOf(a.Target).(*ir.Function)
		switch {
		case !ok:
			msg = "IFunc must have a Function resolver"
		case f.IsDeclaration() || f.Linkage == ir.LinkAvailableExternally:
			msg = "IFunc resolver must be a definition"
		case f.Sig == nil || !isPtr(f.Sig.Ret):
			msg = "IFunc resolver must return a pointer"
		}
		if msg != "" {
			out = append(out, problem{"ifunc @" + ir.QuoteName(a.Name()) + ": " + msg, a})
		}
	}
	return out
}

// resolverOf looks through constant casts and aliases (not ifuncs), each
// alias entered once.
func resolverOf(v ir.Value) ir.Value {
	seen := map[*ir.Alias]bool{}
	for {
		switch x := v.(type) {
		case *ir.ConstExpr:
			if x.Op != ir.OpBitCast && x.Op != ir.OpAddrSpaceCast {
				return v
			}
			v = x.Operands()[0]
		case *ir.Alias:
			if x.IFunc || seen[x] {
				return v
			}
			seen[x] = true
			v = x.Target
		default:
			return v
		}
	}
}
