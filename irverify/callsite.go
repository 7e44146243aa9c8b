package irverify

import (
	"slices"
	"strings"

	"memspace/intrinsic"
	"memspace/ir"
)

// What LLVM's verifier asks of a call site beyond its types, with its
// messages: the callee's calling convention must allow calls (kernels and
// AMDGPU shader entry points are launched, never called); a musttail call
// must be a tail call a backend can make (LLVM's verifyMustTailCall); an
// immarg parameter exists on intrinsics only and takes an immediate. A
// pass that kept such a call would hand llc a module it refuses.

// The conventions whose musttail rules differ.
const (
	ccTail      = "tailcc"
	ccSwiftTail = "swifttailcc"
)

// checkCallSite applies the rules above to a call, invoke or callbr.
func (c *funcChecker) checkCallSite(in *ir.Instruction, ci *ir.CallInfo, ft *ir.FuncType) {
	// Kernels and shader entry points are launched, never called
	// (checked with llvm-as-22 for every convention number up to 130).
	// LLVM 14 takes such calls, so typed IR may have them (the solve
	// then takes the callee for an ordinary function).
	if ccClasses[ci.CC] >= ccEntry && (c.m == nil || !c.m.TypedPointers) {
		c.errorf(in, "calling convention does not permit calls")
	}
	c.checkImmArgs(in, ci, ft)
	c.checkPtrMask(in)
	c.checkLifetime(in)
	c.checkInlineAsm(in, ci)
	if fnHas(&ci.FnAttrs, c.names.mod.fnGroups, "speculatable", false) && !c.calleeSpeculatable(in) {
		// A call may be moved only where the function itself may.
		c.errorf(in, "speculatable attribute may not apply to call sites")
	}
	c.checkKnownIntrinsic(in)
	f := in.CalledFunction()
	if f != nil && f.IsIntrinsic() {
		if msg := constrainedProblem(f.Name(), in.Args()); msg != "" {
			c.errorf(in, "%s", msg)
		}
	}
	if f != nil && in.Op != ir.OpCall && strings.HasPrefix(f.Name(), "llvm.") && !invokable(f.Name()) {
		c.errorf(in, "Cannot invoke an intrinsic other than donothing, patchpoint, statepoint, coro_resume, coro_destroy, clang.arc.attachedcall or wasm.(re)throw")
	}
	if f != nil && f.IsIntrinsic() {
		if msg := threadLocalAddressProblem(f.Name(), in.Args()); msg != "" {
			c.errorf(in, "%s", msg)
		}
	}
	if f != nil && f.IsIntrinsic() && c.f.Sig != nil && !c.f.Sig.Variadic && (c.m == nil || !c.m.TypedPointers) {
		// (record mutant 2237 of seed 23: a variadic type made fixed;
		// LLVM 14 does not check it)
		if base, _ := intrinsic.Base(f.Name()); base == "llvm.va_start" {
			c.errorf(in, "va_start called in a non-varargs function")
		}
	}
	if f != nil && f.Name() == "llvm.assume" {
		if msg := assumeProblem(in, ci); msg != "" {
			c.errorf(in, "%s", msg)
		}
	}
	if in.Op == ir.OpCall && in.Flags&ir.MustTail != 0 {
		if msg := c.mustTailProblem(in, ci, ft); msg != "" {
			c.errorf(in, "%s", msg)
		}
	}
}

// calleeSpeculatable reports whether in calls a function declared
// speculatable.
func (c *funcChecker) calleeSpeculatable(in *ir.Instruction) bool {
	f, _ := in.Callee().(*ir.Function)
	return f != nil && fnHas(&f.FnAttrs, c.names.mod.fnGroups, "speculatable", false)
}

// checkImmArgs: immarg on a call site must repeat the intrinsic's own
// (never stand alone), and an intrinsic's immarg parameter takes an
// integer or floating-point constant. LLVM looks at the parameters of the
// call's type only: on a variadic call's extra arguments immarg is taken.
func (c *funcChecker) checkImmArgs(in *ir.Instruction, ci *ir.CallInfo, ft *ir.FuncType) {
	callee, _ := in.Callee().(*ir.Function)
	if callee == nil || !callee.IsIntrinsic() {
		for i := range min(len(ci.ParamAttrs), len(ft.Params)) {
			if hasEnum(&ci.ParamAttrs[i], "immarg") {
				c.errorf(in, "immarg attribute only applies to intrinsics")
			}
		}
		return
	}
	immArg := immArgParams(callee)
	for i := range min(len(ci.ParamAttrs), len(ft.Params)) {
		if hasEnum(&ci.ParamAttrs[i], "immarg") && !immArg(i) {
			c.errorf(in, "immarg may not apply only to call sites")
		}
	}
	if expandedByLLVM(callee.Name()) {
		return // (an expanded one is replaced before LLVM checks it)
	}
	for i := range min(len(callee.Params), ci.NumArgs) {
		if immArg(i) && !isImmediate(in.Operand(i)) {
			c.errorf(in, "immarg operand has non-immediate parameter")
		}
	}
}

// immArgParams tells which parameters of intrinsic f are immarg as LLVM
// sees them: for an intrinsic LLVM knows, as its table says, since LLVM
// sets an intrinsic's attributes from the table as it reads a module
// (LLVM 14 did too); for any other, as the declaration says.
func immArgParams(f *ir.Function) func(i int) bool {
	if params, known := intrinsic.ImmArgs(f.Name()); known {
		return func(i int) bool { return slices.Contains(params, i) }
	}
	return func(i int) bool { return paramHas(f, i, "immarg") }
}

// isImmediate reports whether v is what LLVM calls a ConstantInt or a
// ConstantFP (a zeroinitializer of a scalar integer or floating-point
// type is one of those).
func isImmediate(v ir.Value) bool {
	switch v := v.(type) {
	case *ir.ConstInt, *ir.ConstFloat:
		return true
	case *ir.ConstSimple:
		return v.Kind == ir.KindZero && isScalarNumber(v.Type())
	case *ir.ConstExpr:
		return isScalarNumber(v.Type()) && literalExpr(v)
	}
	return false
}

// isScalarNumber reports whether t is an integer or floating-point type.
func isScalarNumber(t ir.Type) bool {
	switch t.(type) {
	case *ir.IntType, *ir.FloatType:
		return true
	}
	return false
}

// literalExpr reports whether c is built from literals and null alone
// (add (i32 2, i32 3), ptrtoint (ptr null to i32)). LLVM folds such an
// expression as it reads it, to a literal but for rare overflow to
// poison under nsw or nuw, so an immarg parameter takes it; memspace
// keeps the expression, which LLVM folds again.
func literalExpr(c *ir.ConstExpr) bool {
	for _, op := range c.Operands() {
		switch op := op.(type) {
		case *ir.ConstInt, *ir.ConstFloat:
		case *ir.ConstSimple:
			if op.Kind != ir.KindNull && op.Kind != ir.KindZero {
				return false
			}
		case *ir.ConstExpr:
			if !literalExpr(op) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// immArgProblem returns LLVM's message for an immarg parameter of f:
// only intrinsics have them, and immarg stands alone (or with range).
func immArgProblem(f *ir.Function, p *ir.Argument) string {
	if !hasEnum(&p.Attrs, "immarg") {
		return ""
	}
	if _, known := intrinsic.ImmArgs(f.Name()); known {
		return "" // LLVM replaces the declaration's attributes by its own
	}
	for _, a := range p.Attrs.Attrs {
		if a.Kind != "immarg" && a.Kind != "range" {
			return "Attribute 'immarg' is incompatible with other attributes except the 'range' attribute"
		}
	}
	if !f.IsIntrinsic() {
		return "immarg attribute only applies to intrinsics"
	}
	return ""
}

// mustTailProblem returns LLVM's message for the first rule a musttail
// call breaks, or "": the caller's and callee's prototypes, conventions
// and ABI attributes agree, and the call is followed by a ret of its
// result (through at most one bitcast).
func (c *funcChecker) mustTailProblem(in *ir.Instruction, ci *ir.CallInfo, ft *ir.FuncType) string {
	if _, asm := in.Callee().(*ir.InlineAsm); asm {
		return "cannot use musttail call with inline asm"
	}
	caller := c.f.Sig
	if caller == nil {
		return ""
	}
	switch {
	case caller.Variadic != ft.Variadic:
		return "cannot guarantee tail call due to mismatched varargs"
	case !congruent(caller.Ret, ft.Ret):
		return "cannot guarantee tail call due to mismatched return types"
	}
	// Both readers spell a convention one way (ir.CallingConvKeyword).
	cc := ci.CC
	if c.f.CC != cc {
		return "cannot guarantee tail call due to mismatched calling conv"
	}
	if msg := c.tailPositionProblem(in); msg != "" {
		return msg
	}
	if cc == ccTail || cc == ccSwiftTail {
		return tailCCProblem(c.f, ci, ft, cc)
	}
	if callee, ok := in.Callee().(*ir.Function); !ok || !callee.IsIntrinsic() {
		if len(caller.Params) != len(ft.Params) {
			return "cannot guarantee tail call due to mismatched parameter counts"
		}
		for i, p := range caller.Params {
			if !congruent(p, ft.Params[i]) {
				return "cannot guarantee tail call due to mismatched parameter types"
			}
		}
	}
	for i, p := range c.f.Params {
		var site *ir.AttrList
		if i < len(ci.ParamAttrs) {
			site = &ci.ParamAttrs[i]
		}
		if p != nil && abiAttrs(&p.Attrs) != abiAttrs(site) {
			return "cannot guarantee tail call due to mismatched ABI impacting function attributes"
		}
	}
	return ""
}

// tailPositionProblem: the call is followed by a ret, or by a bitcast of
// the call and a ret, and the ret returns that value, undef or nothing.
func (c *funcChecker) tailPositionProblem(in *ir.Instruction) string {
	pos, ok := c.pos[in]
	if !ok {
		return ""
	}
	instrs := c.f.Blocks[pos.block].Instrs
	next := func(i int32) *ir.Instruction {
		if int(i) < len(instrs) {
			return instrs[i]
		}
		return nil
	}
	var result ir.Value = in
	at := pos.index + 1
	if bc := next(at); bc != nil && bc.Op == ir.OpBitCast {
		if bc.Operand(0) != ir.Value(in) {
			return "bitcast following musttail call must use the call"
		}
		result = bc
		at++
	}
	ret := next(at)
	if ret == nil || ret.Op != ir.OpRet {
		return "musttail call must precede a ret with an optional bitcast"
	}
	if ret.NumOperands() > 0 {
		v := ret.Operand(0)
		if s, ok := v.(*ir.ConstSimple); v != result && !(ok && (s.Kind == ir.KindUndef || s.Kind == ir.KindPoison)) {
			return "musttail call result must be returned"
		}
	}
	return ""
}

// tailCCProblem: tailcc and swifttailcc take no varargs and none of the
// attributes below, on the caller's or the callee's parameters.
func tailCCProblem(f *ir.Function, ci *ir.CallInfo, ft *ir.FuncType, name string) string {
	for _, p := range f.Params {
		if p != nil {
			if msg := tailCCAttrProblem(&p.Attrs, name+" musttail caller"); msg != "" {
				return msg
			}
		}
	}
	for i := range ci.ParamAttrs {
		if msg := tailCCAttrProblem(&ci.ParamAttrs[i], name+" musttail callee"); msg != "" {
			return msg
		}
	}
	if f.Sig.Variadic || ft.Variadic {
		return "cannot guarantee " + name + " tail call for varargs function"
	}
	return ""
}

func tailCCAttrProblem(l *ir.AttrList, where string) string {
	for _, k := range []string{"inalloca", "inreg", "swifterror", "preallocated", "byref"} {
		if hasEnum(l, k) {
			return k + " attribute not allowed in " + where
		}
	}
	return ""
}

// tailABIKinds are the parameter attributes that change how an argument is
// passed; align counts only beside byval or byref.
var tailABIKinds = []string{"sret", "byval", "inalloca", "inreg", "alignstack", "swiftself",
	"swiftasync", "swifterror", "preallocated", "byref"}

// abiAttrs returns the ABI-impacting attributes of l as text, in a fixed
// order, for comparison; nil lists have none.
func abiAttrs(l *ir.AttrList) string {
	if l == nil {
		return ""
	}
	out := ""
	for _, k := range tailABIKinds {
		if a, ok := l.Get(k); ok {
			out += a.String() + " "
		}
	}
	if a, ok := l.Get("align"); ok && (l.Has("byval") || l.Has("byref")) {
		out += a.String()
	}
	return out
}

// congruent: the same type, or pointers of one address space (LLVM's
// isTypeCongruent; typed pointers may differ in pointee).
func congruent(a, b ir.Type) bool {
	if a == b {
		return true
	}
	sa, okA := ir.AddrSpaceOf(a)
	sb, okB := ir.AddrSpaceOf(b)
	return okA && okB && isPtr(a) && isPtr(b) && sa == sb
}

// threadLocalAddressProblem: llvm.threadlocal.address takes a
// thread-local global itself (LLVM's messages; bitcode mutant 609 of seed
// 581 gave it a global that is not thread-local).
func threadLocalAddressProblem(name string, args []ir.Value) string {
	if base, _ := intrinsic.Base(name); base != "llvm.threadlocal.address" || len(args) == 0 {
		return ""
	}
	g, ok := args[0].(ir.GlobalValue)
	switch {
	case !ok:
		return "llvm.threadlocal.address first argument must be a GlobalValue"
	case g.Common().ThreadLocal == "":
		return "llvm.threadlocal.address operand isThreadLocal() must be true"
	}
	return ""
}

// invokableIntrinsics are the intrinsics an invoke or callbr may call
// (LLVM 22's verifier). To LLVM every function whose name starts with
// "llvm." is an intrinsic here, known or not (bitcode mutant 91 of seed
// 591 invoked "llvm.seh.try.b6gin").
var invokableIntrinsics = map[string]bool{
	"llvm.donothing": true, "llvm.seh.try.begin": true, "llvm.seh.try.end": true,
	"llvm.seh.scope.begin": true, "llvm.seh.scope.end": true,
	"llvm.coro.resume": true, "llvm.coro.destroy": true, "llvm.coro.await.suspend.void": true,
	"llvm.coro.await.suspend.bool": true, "llvm.coro.await.suspend.handle": true,
	"llvm.experimental.patchpoint.void": true, "llvm.experimental.patchpoint.i64": true,
	"llvm.experimental.patchpoint": true, "llvm.fake.use": true,
	"llvm.experimental.gc.statepoint": true, "llvm.wasm.throw": true, "llvm.wasm.rethrow": true,
}

// invokable reports whether an invoke or callbr may call the intrinsic
// name: one of those above, or one with a suffix of overloaded types
// (package intrinsic knows only some targets' intrinsics, not WebAssembly's,
// so the name's prefixes are looked up; this takes more than LLVM does).
func invokable(name string) bool {
	for n := name; ; {
		if invokableIntrinsics[n] {
			return true
		}
		i := strings.LastIndexByte(n, '.')
		if i < 0 {
			return false
		}
		n = n[:i]
	}
}
