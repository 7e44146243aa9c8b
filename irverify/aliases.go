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
