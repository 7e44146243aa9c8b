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

// aliasLinkages are the linkages LLVM allows an alias; an ifunc may have
// them too but available_externally. (Appending is for global variables
// only.)
var aliasLinkages = map[ir.Linkage]bool{ir.External: true, ir.LinkExternal: true, ir.LinkPrivate: true,
	ir.LinkInternal: true, ir.LinkLinkOnce: true, ir.LinkWeak: true, ir.LinkLinkOnceODR: true,
	ir.LinkWeakODR: true, ir.LinkAvailableExternally: true}

// checkAliasees reports what LLVM's verifier refuses in aliases and
// ifuncs beyond types: a linkage neither may have, an aliasee that is
// not a global or a constant expression, an alias whose aliasee names a
// declaration (or, for an available_externally alias, anything
// but an available_externally global), or one that goes through an
// interposable alias. Such a module has no meaning a linker agrees on,
// and llvm-as refuses its text.
func checkAliasees(m *ir.Module) []problem {
	var out []problem
	for _, a := range m.Aliases {
		if a == nil {
			continue
		}
		if msg := aliasProblem(a); msg != "" {
			kind := "alias @"
			if a.IFunc {
				kind = "ifunc @"
			}
			out = append(out, problem{kind + ir.QuoteName(a.Name()) + ": " + msg, a})
		}
	}
	return out
}

// aliasProblem returns LLVM's message for the first such fault of a.
func aliasProblem(a *ir.Alias) string {
	switch {
	case a.IFunc && a.Linkage == ir.LinkAppending:
		return "Only global variables can have appending linkage!"
	case a.IFunc && (!aliasLinkages[a.Linkage] || a.Linkage == ir.LinkAvailableExternally):
		return "IFunc should have private, internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage!"
	case a.IFunc || isNil(a.Target):
		return ""
	case !aliasLinkages[a.Linkage]:
		return "Alias should have private, internal, linkonce, weak, linkonce_odr, weak_odr, external, or available_externally linkage!"
	}
	switch a.Target.(type) {
	case ir.GlobalValue, *ir.ConstExpr:
	default:
		return "Aliasee should be either GlobalValue or ConstantExpr"
	}
	return aliaseeProblem(a, a.Target, map[ir.Value]bool{})
}

// aliaseeProblem walks the aliasee c of a as LLVM's verifier does: into
// the operands of constants and through aliases, stopping at other
// global values. Each constant is entered once (cycles are reported by
// checkAliasCycles).
func aliaseeProblem(a *ir.Alias, c ir.Value, seen map[ir.Value]bool) string {
	if c == nil || seen[c] {
		return ""
	}
	seen[c] = true
	gv, isGV := c.(ir.GlobalValue)
	if a.Linkage == ir.LinkAvailableExternally && (!isGV || gv.Common().Linkage != ir.LinkAvailableExternally) {
		return "available_externally alias must point to available_externally global value"
	}
	if isGV {
		if a.Linkage != ir.LinkAvailableExternally && declarationForLinker(gv) {
			return "Alias must point to a definition"
		}
		inner, ok := gv.(*ir.Alias)
		if !ok || inner.IFunc {
			return ""
		}
		if interposable(inner.Linkage) {
			return "Alias cannot point to an interposable alias"
		}
		return aliaseeProblem(a, inner.Target, seen)
	}
	if u, ok := c.(ir.User); ok {
		for _, op := range u.Operands() {
			if msg := aliaseeProblem(a, op, seen); msg != "" {
				return msg
			}
		}
	}
	return ""
}

// declarationForLinker reports whether g's definition, if any, may be
// replaced at link time: a declaration or an available_externally global.
func declarationForLinker(g ir.GlobalValue) bool {
	if g.Common().Linkage == ir.LinkAvailableExternally {
		return true
	}
	switch g := g.(type) {
	case *ir.Function:
		return g.IsDeclaration()
	case *ir.GlobalVariable:
		return g.Init == nil
	}
	return false
}

// interposable reports whether a definition of linkage l may be replaced
// by another one at link time.
func interposable(l ir.Linkage) bool {
	return l == ir.LinkWeak || l == ir.LinkLinkOnce || l == ir.LinkCommon || l == ir.LinkExternWeak
}
