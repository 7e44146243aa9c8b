package irverify

import (
	"slices"
	"strings"

	"memspace/ir"
)

// The function attributes whose arguments LLVM's verifier checks against
// the function: allocsize must name integer parameters, vscale_range must
// be a range of powers of two, allockind must name one kind of
// allocation. Both readers take any such arguments.

// fnAttrKinds are the attributes fnAttrProblem looks at, with the string
// attributes of stringAttrChecks (strattrs.go).
var fnAttrKinds = map[string]bool{"allocsize": true, "vscale_range": true, "allockind": true}

// groupFnAttrs returns, for each attribute group of m holding one of
// fnAttrKinds, fnConflictKinds, nounwind (funclet.go) or noreturn
// (bundles.go), those attributes.
func groupFnAttrs(m *ir.Module) map[int][]ir.Attr {
	out := map[int][]ir.Attr{}
	for _, g := range m.AttrGroups {
		for _, a := range g.Attrs {
			if g != nil && (a.Form != ir.FormString && (fnAttrKinds[a.Kind] || fnConflictKinds[a.Kind] || a.Kind == "nounwind" || a.Kind == "noreturn") ||
				a.Form == ir.FormString && stringAttrChecks[a.Kind] != nil) {
				out[g.ID] = append(out[g.ID], a)
			}
		}
	}
	return out
}

// fnAttrProblem returns LLVM's message for the first function attribute
// of l (inline or in one of its groups) that is wrong for a function of
// type ft, or "".
func fnAttrProblem(l *ir.AttrList, groups map[int][]ir.Attr, ft *ir.FuncType) string {
	for _, a := range l.Attrs {
		if msg := fnAttrArgProblem(a, ft); msg != "" {
			return msg
		}
	}
	for _, id := range l.Groups {
		for _, a := range groups[id] {
			if msg := fnAttrArgProblem(a, ft); msg != "" {
				return msg
			}
		}
	}
	if msg := fnConflictProblem(l, groups); msg != "" {
		return msg
	}
	return signKeyProblem(l, groups)
}

func fnAttrArgProblem(a ir.Attr, ft *ir.FuncType) string {
	if a.Form == ir.FormString {
		return stringAttrProblem(a)
	}
	switch a.Kind {
	case "allocsize":
		return allocsizeProblem(a.Value, ft)
	case "vscale_range":
		return vscaleRangeProblem(a.Value)
	case "allockind":
		return allockindProblem(strings.Trim(a.Value, `"`))
	}
	return ""
}

// args reads the comma-separated integer arguments of an attribute.
func args(v string) []uint64 {
	var out []uint64
	for _, p := range strings.Split(v, ",") {
		n, ok := ir.ParseIntLiteral(strings.TrimSpace(p))
		if !ok || !n.IsUint64() {
			return nil
		}
		out = append(out, n.Uint64())
	}
	return out
}

func allocsizeProblem(v string, ft *ir.FuncType) string {
	for i, n := range args(v) {
		what := [2]string{"element size", "number of elements"}[min(i, 1)]
		if n >= uint64(len(ft.Params)) {
			return "'allocsize' " + what + " argument is out of bounds"
		}
		if !isInt(ft.Params[n]) {
			return "'allocsize' " + what + " argument must refer to an integer parameter"
		}
	}
	return ""
}

func vscaleRangeProblem(v string) string {
	a := args(v)
	if len(a) == 0 {
		return ""
	}
	lo, hi := a[0], a[0]
	if len(a) > 1 {
		hi = a[1]
	}
	if lo == 0 && hi == 0 {
		return "" // LLVM drops vscale_range(0)
	}
	pow2 := func(x uint64) bool { return x != 0 && x&(x-1) == 0 }
	switch {
	case lo == 0:
		return "'vscale_range' minimum must be greater than 0"
	case !pow2(lo):
		return "'vscale_range' minimum must be power-of-two value"
	case hi != 0 && lo > hi:
		return "'vscale_range' minimum cannot be greater than maximum"
	case hi != 0 && !pow2(hi):
		return "'vscale_range' maximum must be power-of-two value"
	}
	return ""
}

func allockindProblem(v string) string {
	has := map[string]bool{}
	for _, w := range strings.Split(v, ",") {
		has[w] = true
	}
	kinds := 0
	for _, k := range ir.AllocKinds[:3] { // alloc, realloc, free
		if has[k] {
			kinds++
		}
	}
	switch {
	case kinds != 1:
		return "'allockind()' requires exactly one of alloc, realloc, and free"
	case has["free"] && (has["uninitialized"] || has["zeroed"] || has["aligned"]):
		return `'allockind("free")' doesn't allow uninitialized, zeroed, or aligned modifiers.`
	case has["zeroed"] && has["uninitialized"]:
		return "'allockind()' can't be both zeroed and uninitialized"
	}
	return ""
}

// checkNakedParams: a naked function's body does not use its parameters
// (LLVM 22's verifier, not LLVM 14's, so not in typed-pointer IR;
// bit-flip mutant 227 of seed 911 made a function that reads one naked).
// A debug record or intrinsic naming one is no use.
func (c *funcChecker) checkNakedParams() {
	if c.m != nil && c.m.TypedPointers || !fnHas(&c.f.FnAttrs, c.names.mod.fnGroups, "naked", false) {
		return
	}
	for _, p := range c.f.Params {
		if p == nil {
			continue
		}
		for _, u := range ir.UsersOf(p) {
			if in, ok := u.(*ir.Instruction); ok && slices.Contains(in.Operands(), ir.Value(p)) {
				c.funcErrorf("cannot use argument of naked function")
				return
			}
		}
	}
}
