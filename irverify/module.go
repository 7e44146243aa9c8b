package irverify

import (
	"fmt"

	"memspace/intrinsic"
	"memspace/ir"
)

// This file checks what lives at module level: functions' signatures and
// linkage, global variables, aliases, global names, the symbol table and
// the module's printing order.

// attrsReplaced reports whether LLVM (14 and 22 alike) replaces f's
// attributes by those of its intrinsic table as it reads the module: f
// declares an intrinsic LLVM knows. Its own are then never checked:
// LLVM reads `declare noundef void @llvm.nvvm.barrier0()` (record
// mutant 105 of seed 1). LLVM keeps them where the declaration's type is
// not the intrinsic's, which memspace does not know in general
// (intrinsicsig.go knows some); such a declaration with attributes LLVM
// refuses is taken.
func attrsReplaced(f *ir.Function) bool {
	return f.IsDeclaration() && IntrinsicAttrsReplaced(f.Name())
}

// IntrinsicAttrsReplaced reports whether LLVM replaces the attributes of
// a declaration of name by its intrinsic table's (see attrsReplaced).
func IntrinsicAttrsReplaced(name string) bool {
	_, known := intrinsic.Base(name)
	return known
}

// checkOwnAttrs checks the attributes of the function and its arguments.
func (c *funcChecker) checkOwnAttrs() {
	f := c.f
	for i, a := range f.Params {
		if a == nil {
			continue
		}
		if msg := attrProblem(&a.Attrs, a.Type(), ir.PlaceParam); msg != "" {
			c.funcErrorf("argument %d: %s", i, msg)
		}
		if msg := immArgProblem(f, a); msg != "" {
			c.funcErrorf("argument %d: %s", i, msg)
		}
	}
	if msg := attrProblem(&f.RetAttrs, f.Sig.Ret, ir.PlaceRet); msg != "" {
		c.funcErrorf("return value: %s", msg)
	}
	if len(f.Params) == len(f.Sig.Params) {
		argAttrs := func(i int) *ir.AttrList {
			if f.Params[i] == nil {
				return nil
			}
			return &f.Params[i].Attrs
		}
		if msg := paramListProblem(argAttrs, f.Sig, f.IsIntrinsic(), false); msg != "" {
			c.funcErrorf("%s", msg)
		}
		writable := anyWritable(len(f.Params), argAttrs) || hasEnum(&f.RetAttrs, "writable")
		if msg := writableProblem(writable, &f.FnAttrs, c.names.mod.fnGroups); msg != "" {
			c.funcErrorf("%s", msg)
		}
	}
	if msg := placeProblem(&f.FnAttrs, ir.PlaceFn); msg != "" {
		c.funcErrorf("%s", msg)
	}
	if msg := fnAttrProblem(&f.FnAttrs, c.names.mod.fnGroups, f.Sig); msg != "" {
		c.funcErrorf("%s", msg)
	} else if fnHas(&f.FnAttrs, c.names.mod.fnGroups, "builtin", false) {
		c.funcErrorf("Attribute 'builtin' can only be applied to a callsite.")
	} else if f.UnnamedAddr != "unnamed_addr" && fnHas(&f.FnAttrs, c.names.mod.fnGroups, "jumptable", false) {
		c.funcErrorf("Attribute 'jumptable' requires 'unnamed_addr'")
	}
}

// checkSignature checks the function's signature, arguments and address.
func (c *funcChecker) checkSignature() {
	f := c.f
	if f.Sig == nil || isNilType(f.Sig) {
		c.funcErrorf("function has no signature")
		return
	}
	if len(f.Params) != len(f.Sig.Params) {
		c.funcErrorf("function has %d arguments, but its signature %s has %d parameters", len(f.Params), typeStr(f.Sig), len(f.Sig.Params))
	}
	for i, a := range f.Params {
		switch {
		case a == nil:
			c.funcErrorf("argument %d is nil", i)
		case a.Parent != f:
			c.funcErrorf("argument %d (%s) has a Parent other than this function", i, c.names.ref(a))
		case a.Index != i:
			c.funcErrorf("argument %d (%s) has Index %d", i, c.names.ref(a), a.Index)
		}
		if a != nil && i < len(f.Sig.Params) && a.Type() != f.Sig.Params[i] {
			c.funcErrorf("argument %d (%s) has type %s, but the signature says %s", i, c.names.ref(a), typeStr(a.Type()), typeStr(f.Sig.Params[i]))
		}
	}
	if !attrsReplaced(f) {
		c.checkOwnAttrs()
	}
	if f.IsDeclaration() && f.HasComdat {
		// A comdat groups definitions (bitcode mutant 2792 of seed 641
		// put a declaration in one).
		c.funcErrorf("Declaration may not be in a Comdat!")
	}
	if c.m != nil {
		if msg := globalObjectMDProblem(c.m, f, f.MD); msg != "" {
			c.funcErrorf("%s", msg)
		}
		if msg := functionProfProblem(f.MD, c.m.TypedPointers); msg != "" {
			c.funcErrorf("%s", msg)
		}
		if msg := functionDbgProblem(f); msg != "" {
			c.funcErrorf("%s", msg)
		}
		if msg := kcfiTypeProblem(f.MD); msg != "" && !c.m.TypedPointers {
			c.funcErrorf("%s", msg)
		}
	}
	if msg := addressProblem(f.Common(), f.Sig); msg != "" {
		c.funcErrorf("%s", msg)
	}
	if msg := dllImportProblem(f.Common(), f.IsDeclaration()); msg != "" {
		c.funcErrorf("%s", msg)
	}
	if msg := ccProblem(f, c.names.mod.allocaSpace); msg != "" {
		c.funcErrorf("%s", msg)
	}
	if msg := specialTypeProblem(f); msg != "" {
		c.funcErrorf("%s", msg)
	}
	if len(f.Blocks) > 0 && f.Linkage == ir.LinkExternWeak {
		c.funcErrorf("a function definition cannot have extern_weak linkage")
	}
	if f.Linkage == ir.LinkAppending {
		c.funcErrorf("Only global variables can have appending linkage!")
	}
	if f.Sig != nil && !ir.IsVoid(f.Sig.Ret) && structRet(f) {
		c.funcErrorf("Invalid struct return type!")
	}
	if f.Linkage == ir.LinkCommon {
		// (Text cannot say it; bitcode can: mutant 99 of seed 371.)
		c.funcErrorf("Functions may not have common linkage")
	}
}

// checkDeclaration checks a function without a body.
func (c *funcChecker) checkDeclaration() {
	if !validDeclarationLinkage(c.f.Linkage) {
		c.funcErrorf("invalid linkage %q for a function declaration", c.f.Linkage)
	}
	if c.f.Personality != nil {
		c.funcErrorf("Function declaration shouldn't have a personality routine")
	}
	if c.f.Metadata("prof") != nil {
		c.funcErrorf("function declaration may not have a !prof attachment")
	}
}

// validDeclarationLinkage reports whether a declaration may have linkage l.
func validDeclarationLinkage(l ir.Linkage) bool {
	return l == ir.External || l == ir.LinkExternal || l == ir.LinkExternWeak
}

// addressProblem checks a global's pointer type against its address space
// and, in typed IR, its value type.
// dllImportProblem: a dllimport global value comes from another module
// (LLVM's verifier): it is not dso_local, and only a declaration with
// external or extern_weak linkage, or an available_externally copy, may
// be one.
func dllImportProblem(g *ir.GlobalCommon, declaration bool) string {
	switch {
	case g.DLLStorage != "dllimport":
		return ""
	case g.DSOLocal:
		return "GlobalValue with DLLImport Storage is dso_local!"
	case g.Linkage == ir.LinkAvailableExternally:
		return ""
	case !declaration || g.Linkage != "" && g.Linkage != ir.LinkExternal && g.Linkage != ir.LinkExternWeak:
		return "Global is marked as dllimport, but not external"
	}
	return ""
}

// checkDLLImports applies dllImportProblem to global variables and
// aliases (functions get it with their signature).
func checkDLLImports(m *ir.Module) []problem {
	var out []problem
	for _, g := range m.Globals {
		if g != nil {
			if msg := dllImportProblem(g.Common(), g.Init == nil); msg != "" {
				out = append(out, problem{"global @" + ir.QuoteName(g.Name()) + ": " + msg, g})
			}
		}
	}
	for _, a := range m.Aliases {
		if a != nil {
			if msg := dllImportProblem(a.Common(), false); msg != "" {
				out = append(out, problem{"alias @" + ir.QuoteName(a.Name()) + ": " + msg, a})
			}
		}
	}
	return out
}

func addressProblem(g *ir.GlobalCommon, valueType ir.Type) string {
	t := g.Type()
	if !isPtr(t) {
		return fmt.Sprintf("address has type %s, expected a pointer", typeStr(t))
	}
	if as, _ := addrSpace(t); as != g.AddrSpace {
		return fmt.Sprintf("address has type %s, but the symbol is in addrspace(%d)", typeStr(t), g.AddrSpace)
	}
	if elem := pointee(t); elem != nil && elem != valueType {
		return fmt.Sprintf("address has type %s, but the value type is %s", typeStr(t), typeStr(valueType))
	}
	return ""
}

// moduleChecker collects module-level problems.
type moduleChecker struct {
	m     *ir.Module
	names *moduleNames
	errs  []problem
}

func (mc *moduleChecker) errorf(g ir.GlobalValue, format string, args ...any) {
	text := moduleText{names: mc.names}
	mc.errs = append(mc.errs, problem{text.global(g) + ": " + fmt.Sprintf(format, args...), g})
}

func (mc *moduleChecker) moduleErrorf(format string, args ...any) {
	mc.errs = append(mc.errs, problem{"module: " + fmt.Sprintf(format, args...), nil})
}

// checkModule checks globals, aliases, names, parents and the order list.
func checkModule(m *ir.Module, names *moduleNames) []problem {
	mc := &moduleChecker{m: m, names: names}
	if m.Types == nil {
		mc.moduleErrorf("module has no type context")
	}
	for i, g := range m.Globals {
		if g == nil {
			mc.moduleErrorf("global %d is nil", i)
			continue
		}
		mc.checkGlobal(g)
	}
	for i, a := range m.Aliases {
		if a == nil {
			mc.moduleErrorf("alias %d is nil", i)
			continue
		}
		mc.checkAlias(a)
	}
	for i, f := range m.Functions {
		if f == nil {
			mc.moduleErrorf("function %d is nil", i)
		}
	}
	mc.checkSymbols()
	mc.checkOrder()
	return mc.errs
}

func (mc *moduleChecker) checkGlobal(g *ir.GlobalVariable) {
	vt := g.ValueType
	if isNilType(vt) || !isFirstClassValue(vt) || vt == ir.Type(ir.TokenType) {
		mc.errorf(g, "invalid value type %s", typeStr(vt))
	}
	if msg := addressProblem(g.Common(), vt); msg != "" {
		mc.errorf(g, "%s", msg)
	}
	switch {
	case g.Init == nil:
		if !validDeclarationLinkage(g.Linkage) {
			mc.errorf(g, "a global without initializer cannot have linkage %q", g.Linkage)
		}
	case isNil(g.Init):
		mc.errorf(g, "initializer is a nil pointer")
	case g.Init.Type() != vt:
		mc.errorf(g, "initializer has type %s, expected %s", typeStr(g.Init.Type()), typeStr(vt))
	case g.Linkage == ir.LinkExternWeak:
		mc.errorf(g, "a global with extern_weak linkage cannot have an initializer")
	}
}

// checkAppending: appending linkage is for global arrays (LLVM's verifier;
// its bitcode reader takes it on anything).
func checkAppending(m *ir.Module) []problem {
	var out []problem
	for _, g := range m.Globals {
		if g == nil || g.Linkage != ir.LinkAppending {
			continue
		}
		if _, array := g.ValueType.(*ir.ArrayType); !array {
			out = append(out, problem{"global @" + ir.QuoteName(g.Name()) + ": Only global arrays can have appending linkage!", g})
		}
	}
	return out
}

func (mc *moduleChecker) checkAlias(a *ir.Alias) {
	if isNilType(a.ValueType) {
		mc.errorf(a, "alias has no value type")
	}
	if msg := addressProblem(a.Common(), a.ValueType); msg != "" {
		mc.errorf(a, "%s", msg)
	}
	switch {
	case isNil(a.Target):
		mc.errorf(a, "alias has no target")
	case !a.IFunc && a.Target.Type() != a.Type():
		mc.errorf(a, "aliasee has type %s, but the alias has type %s", typeStr(a.Target.Type()), typeStr(a.Type()))
	case a.IFunc && !isPtr(a.Target.Type()):
		mc.errorf(a, "ifunc resolver has type %s, expected a pointer", typeStr(a.Target.Type()))
	}
}

// allGlobals lists the module's non-nil global values: variables,
// functions, then aliases.
func allGlobals(m *ir.Module) []ir.GlobalValue {
	out := make([]ir.GlobalValue, 0, len(m.Globals)+len(m.Functions)+len(m.Aliases))
	for _, g := range m.Globals {
		if g != nil {
			out = append(out, g)
		}
	}
	for _, f := range m.Functions {
		if f != nil {
			out = append(out, f)
		}
	}
	for _, a := range m.Aliases {
		if a != nil {
			out = append(out, a)
		}
	}
	return out
}

// checkSymbols checks parents, unique names and the symbol table.
func (mc *moduleChecker) checkSymbols() {
	owner := map[string]bool{}
	seen := map[ir.GlobalValue]bool{}
	for _, g := range allGlobals(mc.m) {
		if seen[g] {
			mc.errorf(g, "listed more than once in the module")
			continue
		}
		seen[g] = true
		if g.Common().Parent != mc.m {
			mc.errorf(g, "Parent is not this module")
		}
		name := g.Name()
		if name == "" {
			continue
		}
		if owner[name] {
			mc.errorf(g, "name is already used by another global value")
			continue
		}
		owner[name] = true
		if mc.m.Lookup(name) != g {
			mc.errorf(g, "Module.Lookup(%q) does not find it (renamed without Module.Rename?)", name)
		}
	}
}

// checkOrder checks that Module.Order names only values of the module, once.
func (mc *moduleChecker) checkOrder() {
	in := map[ir.GlobalValue]bool{}
	for _, g := range allGlobals(mc.m) {
		in[g] = true
	}
	seen := map[ir.GlobalValue]bool{}
	for i, g := range mc.m.Order {
		switch {
		case isNil(g):
			mc.moduleErrorf("Order entry %d is nil", i)
		case !in[g]:
			mc.moduleErrorf("Order entry %d (%s) is not in the module's lists", i, mc.names.global(g))
		case seen[g]:
			mc.moduleErrorf("Order lists %s more than once", mc.names.global(g))
		}
		if !isNil(g) {
			seen[g] = true
		}
	}
}

// structRet reports whether f's first or second parameter is sret (the
// place LLVM looks for it).
func structRet(f *ir.Function) bool {
	for i, p := range f.Params {
		if i < 2 && p != nil && hasEnum(&p.Attrs, "sret") {
			return true
		}
	}
	return false
}
