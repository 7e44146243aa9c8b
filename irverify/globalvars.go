package irverify

import (
	"math"
	"strconv"
	"strings"

	"memspace/ir"
	"memspace/target"
)

// What LLVM's verifier asks of global variables beyond their types, with
// its messages: a common global is zero, not constant and in no comdat;
// llvm.global_ctors, llvm.global_dtors, llvm.used and llvm.compiler.used
// have appending linkage (when defined), no uses and their element types,
// and the used lists name global variables, functions or aliases, by
// name; !associated names one pointer that is not the global itself;
// !absolute_symbol is a list of address ranges (ranges.go). Both readers
// take what these refuse.

// checkGlobalVars applies the rules to every global variable.
func checkGlobalVars(m *ir.Module) []problem {
	var out []problem
	for _, g := range m.Globals {
		if g == nil {
			continue
		}
		msg := globalVarProblem(m, g)
		if msg == "" {
			msg = globalObjectMDProblem(m, g, g.MD)
		}
		if msg != "" {
			out = append(out, problem{"global @" + ir.QuoteName(g.Name()) + ": " + msg, g})
		}
	}
	return out
}

// globalVarProblem returns LLVM's message for the first rule g breaks, or "".
func globalVarProblem(m *ir.Module, g *ir.GlobalVariable) string {
	if g.Init == nil && g.HasComdat {
		return "Declaration may not be in a Comdat!"
	}
	if g.Linkage == ir.LinkCommon && g.Init != nil {
		switch {
		case !isNullConst(g.Init):
			return "'common' global must have a zero initializer!"
		case g.Constant:
			return "'common' global may not be marked constant!"
		case g.HasComdat:
			return "'common' global may not be in a Comdat!"
		}
	}
	switch g.Name() {
	case "llvm.global_ctors", "llvm.global_dtors":
		if msg := intrinsicGlobalProblem(g); msg != "" {
			return msg
		}
		return structorsProblem(m, g)
	case "llvm.used", "llvm.compiler.used":
		if msg := intrinsicGlobalProblem(g); msg != "" {
			return msg
		}
		return usedProblem(g)
	}
	return ""
}

// intrinsicGlobalProblem: the intrinsic lists append, and nothing uses them.
func intrinsicGlobalProblem(g *ir.GlobalVariable) string {
	if g.Init != nil && g.Linkage != ir.LinkAppending {
		return "invalid linkage for intrinsic global variable"
	}
	if len(ir.UsersOf(g)) > 0 {
		return "invalid uses of intrinsic global variable"
	}
	return ""
}

// structorsProblem: elements { i32, ptr (program space), ptr }; LLVM no
// longer takes the two-field form.
func structorsProblem(m *ir.Module, g *ir.GlobalVariable) string {
	at, ok := g.ValueType.(*ir.ArrayType)
	if !ok {
		return "" // (appending linkage on a non-array is refused elsewhere)
	}
	st, _ := at.Elem.(*ir.StructType)
	if st == nil || len(st.Fields) < 2 || len(st.Fields) > 3 || !isIntBits(st.Fields[0], 32) || !isPtrIn(st.Fields[1], programSpace(m)) {
		return "wrong type for intrinsic global variable"
	}
	if len(st.Fields) != 3 {
		null := "ptr null"
		if m.TypedPointers {
			null = "i8* null" // LLVM 14's words
		}
		return "the third field of the element type is mandatory, specify " + null + " to migrate from the obsoleted 2-field form"
	}
	if !isPtr(st.Fields[2]) {
		return "wrong type for intrinsic global variable"
	}
	return ""
}

// usedProblem: an array of pointers, each (through casts) a named global
// variable, function or alias.
func usedProblem(g *ir.GlobalVariable) string {
	at, ok := g.ValueType.(*ir.ArrayType)
	if !ok {
		return ""
	}
	if !isPtr(at.Elem) {
		return "wrong type for intrinsic global variable"
	}
	if g.Init == nil {
		return ""
	}
	agg, ok := g.Init.(*ir.ConstAggregate)
	if !ok || isNullConst(agg) {
		// LLVM makes an array of nulls (or of nothing) a zeroinitializer,
		// which is not a list.
		return "wrong initializer for intrinsic global variable"
	}
	for _, e := range agg.Elems {
		v := ir.StripCasts(e)
		switch v := v.(type) {
		case *ir.GlobalVariable, *ir.Function:
		case *ir.Alias:
			if v.IFunc {
				return "invalid " + g.Name() + " member"
			}
		default:
			return "invalid " + g.Name() + " member"
		}
		if v.Name() == "" { // (an unnamed global, printed as @0, has no name)
			return "members of " + g.Name() + " must be named"
		}
	}
	return ""
}

// globalObjectMDProblem checks the attachments LLVM checks on global
// variables and functions: !associated and !absolute_symbol.
func globalObjectMDProblem(m *ir.Module, gv ir.GlobalValue, md []ir.MDAttachment) string {
	for _, a := range md {
		n, _ := a.Node.(*ir.MDNode)
		if n == nil {
			continue
		}
		switch a.Kind {
		case "associated":
			if msg := associatedProblem(gv, n); msg != "" {
				return msg
			}
		case "absolute_symbol":
			if msg := absoluteSymbolProblem(m, gv, n); msg != "" {
				return msg
			}
		}
	}
	return ""
}

func associatedProblem(gv ir.GlobalValue, n *ir.MDNode) string {
	if len(n.Ops) != 1 {
		return "associated metadata must have one operand"
	}
	if n.Ops[0] == nil {
		return "associated metadata must have a global value"
	}
	vm, ok := n.Ops[0].(*ir.ValueAsMetadata)
	if !ok || vm == nil || vm.V == nil {
		return "associated metadata must be ValueAsMetadata"
	}
	if !isPtr(vm.V.Type()) {
		return "associated value must be pointer typed"
	}
	if stripAliases(vm.V) == ir.Value(gv) {
		return "global values should not associate to themselves"
	}
	return ""
}

// absoluteSymbolProblem: the ranges hold integers of the pointer's width.
func absoluteSymbolProblem(m *ir.Module, gv ir.GlobalValue, n *ir.MDNode) string {
	if m.Types == nil {
		return "" // (reported as a module without a type context)
	}
	dl, _ := target.ParseDataLayout(m.DataLayout)
	as, _ := addrSpace(gv.Type())
	return rangeProblem(n.Ops, m.Types.Int(dl.PointerBits(target.AddrSpace(as))), rangeOfAddresses)
}

// stripAliases follows v through constant casts and aliases (not
// ifuncs) to what they name, as LLVM's stripPointerCastsAndAliases does;
// on a cycle of aliases (refused elsewhere) it stops where it began.
func stripAliases(v ir.Value) ir.Value {
	seen := map[ir.Value]bool{}
	v = ir.StripCasts(v)
	for a, ok := v.(*ir.Alias); ok && !a.IFunc && a.Target != nil && !seen[v]; a, ok = v.(*ir.Alias) {
		seen[v] = true
		v = ir.StripCasts(a.Target)
	}
	return v
}

// isNullConst is LLVM's Constant::isNullValue: zero, null, positive
// floating-point zero, zeroinitializer, or an aggregate of such.
func isNullConst(c ir.Value) bool {
	switch c := c.(type) {
	case *ir.ConstSimple:
		return c.Kind == ir.KindNull || c.Kind == ir.KindZero
	case *ir.ConstInt:
		return c.IsZero()
	case *ir.ConstFloat:
		if c.Raw != "" {
			digits := strings.TrimLeft(strings.TrimPrefix(c.Raw, "0x"), "KLMHR")
			return strings.Trim(digits, "0") == ""
		}
		return c.F == 0 && !math.Signbit(c.F)
	case *ir.ConstAggregate:
		for _, e := range c.Elems {
			if !isNullConst(e) {
				return false
			}
		}
		return true
	}
	return false
}

// isIntBits reports whether t is iN.
func isIntBits(t ir.Type, n int) bool {
	it, ok := t.(*ir.IntType)
	return ok && it.Bits == n
}

// isPtrIn reports whether t is a pointer in address space as.
func isPtrIn(t ir.Type, as uint32) bool {
	p, ok := t.(*ir.PointerType)
	return ok && p.AddrSpace == as
}

// programSpace is the data layout's program address space ("P<n>").
func programSpace(m *ir.Module) uint32 {
	for _, part := range strings.Split(m.DataLayout, "-") {
		if rest, ok := strings.CutPrefix(part, "P"); ok {
			if n, err := strconv.ParseUint(rest, 10, 32); err == nil {
				return uint32(n)
			}
		}
	}
	return 0
}

// functionDbgProblem: a function's !dbg is a DISubprogram, distinct on a
// definition. LLVM calls other debug info broken and strips the module's
// with a warning; memspace refuses it, as the other debug info LLVM strips
// (bitcode mutant 2399 of seed 871 made it a DICompileUnit, which opt-22
// crashes on).
func functionDbgProblem(f *ir.Function) string {
	for _, a := range f.MD {
		if a.Kind != "dbg" {
			continue
		}
		n, _ := a.Node.(*ir.MDNode)
		switch {
		case n == nil || n.Kind != "DISubprogram":
			return "function !dbg attachment must be a subprogram"
		case !f.IsDeclaration() && !n.Distinct:
			return "function definition may only have a distinct !dbg attachment"
		}
	}
	return ""
}

// kcfiTypeProblem: a function's !kcfi_type holds one i32 constant, with
// LLVM's messages (bitcode mutant 841 of seed 871 gave it two operands).
func kcfiTypeProblem(md []ir.MDAttachment) string {
	for _, a := range md {
		if a.Kind != "kcfi_type" {
			continue
		}
		n, _ := a.Node.(*ir.MDNode)
		if n == nil || len(n.Ops) != 1 {
			return "!kcfi_type must have exactly one operand"
		}
		vm, ok := n.Ops[0].(*ir.ValueAsMetadata)
		if !ok || vm == nil {
			return "expected a constant operand for !kcfi_type"
		}
		if _, isConst := vm.V.(ir.Constant); !isConst {
			return "expected a constant operand for !kcfi_type"
		}
		ci, isInt := vm.V.(*ir.ConstInt)
		if !isInt {
			return "expected a constant integer operand for !kcfi_type"
		}
		if it, _ := ci.Type().(*ir.IntType); it == nil || it.Bits != 32 {
			return "expected a 32-bit integer constant operand for !kcfi_type"
		}
	}
	return ""
}
