package irverify

import (
	"strings"

	"memspace/ir"
)

// This file checks call, invoke and callbr against their function type.
// Their operands are [args..., bundle inputs..., destinations..., callee]:
// invoke has a normal and an unwind destination, callbr a default one and
// CallInfo.NumIndirect indirect ones.

func (c *funcChecker) checkCall(in *ir.Instruction) {
	ft := in.FuncType()
	if ft == nil || isNilType(ft) {
		c.errorf(in, "%s has no function type", in.Op)
		return
	}
	ci := in.Call()
	if ci == nil {
		c.errorf(in, "%s has no call-site information", in.Op)
		return
	}
	dests, ok := c.callLayout(in, ci)
	if !ok {
		return
	}
	c.checkArgs(in, ft, in.Operands()[:ci.NumArgs])
	if msg := c.bundleProblem(in, ci); msg != "" {
		c.errorf(in, "%s", msg)
	}
	if in.Type() != ft.Ret {
		c.errorf(in, "%s result has type %s, but the function type returns %s", in.Op, typeStr(in.Type()), typeStr(ft.Ret))
	}
	c.checkCallee(in, ft)
	if msg := callTypeProblem(in, ft); msg != "" {
		c.errorf(in, "%s", msg)
	}
	n := in.NumOperands()
	c.wantBlocks(in, n-1-dests, n-1)
	if len(ci.ParamAttrs) != 0 && len(ci.ParamAttrs) != ci.NumArgs {
		c.errorf(in, "%s has %d parameter attribute lists for %d arguments", in.Op, len(ci.ParamAttrs), ci.NumArgs)
		return
	}
	c.checkCallAttrTypes(in, ci)
	c.checkParamList(in, ci, ft)
	c.checkCallSite(in, ci, ft)
	if msg := fnAttrProblem(&ci.FnAttrs, c.names.mod.fnGroups, ft); msg != "" {
		c.errorf(in, "%s", msg)
	}
}

// checkCallAttrTypes checks that the call's attributes stand where they
// may and fit the types of its result and arguments.
func (c *funcChecker) checkCallAttrTypes(in *ir.Instruction, ci *ir.CallInfo) {
	if msg := attrProblem(&ci.RetAttrs, in.Type(), ir.PlaceRet); msg != "" {
		c.errorf(in, "return value: %s", msg)
	}
	for i := range ci.ParamAttrs {
		if arg := in.Operand(i); arg != nil {
			if msg := attrProblem(&ci.ParamAttrs[i], arg.Type(), ir.PlaceParam); msg != "" {
				c.errorf(in, "argument %d: %s", i, msg)
			}
		}
	}
	if msg := placeProblem(&ci.FnAttrs, ir.PlaceFn); msg != "" {
		c.errorf(in, "%s", msg)
	}
	for _, a := range ci.FnAttrs.Attrs {
		if a.Kind == "align" {
			// A function's "align N" is its alignment; a call has none.
			c.errorf(in, "Attribute '%s' does not apply to functions!", a.String())
		}
	}
}

// callLayout checks that the operand count matches the arguments, bundle
// inputs and destinations, and returns the number of destinations.
func (c *funcChecker) callLayout(in *ir.Instruction, ci *ir.CallInfo) (int, bool) {
	inputs := 0
	for _, b := range ci.Bundles {
		if b.N < 0 {
			c.errorf(in, "operand bundle %q has a negative input count", b.Tag)
			return 0, false
		}
		inputs += b.N
	}
	dests := 0
	switch in.Op {
	case ir.OpInvoke:
		dests = 2
	case ir.OpCallBr:
		dests = 1 + ci.NumIndirect
	}
	if ci.NumArgs < 0 || ci.NumIndirect < 0 {
		c.errorf(in, "%s has a negative argument or destination count", in.Op)
		return 0, false
	}
	want := ci.NumArgs + inputs + dests + 1
	if in.NumOperands() != want {
		c.errorf(in, "%s has %d operands, expected %d (%d arguments, %d bundle inputs, %d destinations, callee)",
			in.Op, in.NumOperands(), want, ci.NumArgs, inputs, dests)
		return 0, false
	}
	return dests, true
}

// checkArgs checks the arguments against the function type's parameters.
func (c *funcChecker) checkArgs(in *ir.Instruction, ft *ir.FuncType, args []ir.Value) {
	if len(args) < len(ft.Params) || (!ft.Variadic && len(args) != len(ft.Params)) {
		c.errorf(in, "%s passes %d arguments to a function type with %d parameters", in.Op, len(args), len(ft.Params))
	}
	for i, p := range ft.Params {
		if i >= len(args) {
			break
		}
		if got := args[i].Type(); got != p {
			c.errorf(in, "argument %d has type %s, but the parameter has type %s", i, typeStr(got), typeStr(p))
		}
	}
}

// checkCallee checks the callee's type: a pointer (in typed IR, to the
// call's function type), or inline asm of the function type.
func (c *funcChecker) checkCallee(in *ir.Instruction, ft *ir.FuncType) {
	callee := in.Callee()
	t := callee.Type()
	if _, asm := callee.(*ir.InlineAsm); asm && t == ir.Type(ft) {
		return
	}
	if !isPtr(t) {
		c.errorf(in, "callee %s has type %s, expected a pointer", c.names.ref(callee), typeStr(t))
		return
	}
	if elem := pointee(t); elem != nil && elem != ir.Type(ft) {
		c.errorf(in, "callee %s points to %s, but the call's function type is %s", c.names.ref(callee), typeStr(elem), typeStr(ft))
	}
	c.checkIntrinsicSig(in, ft)
}

// checkIntrinsicSig: a call of an intrinsic must use the intrinsic's own
// function type (LLVM's verifier: "Intrinsic called with incompatible
// signature"). Passes rename intrinsics by the call's operand types, so a
// mismatch would otherwise turn into a different, broken call.
func (c *funcChecker) checkIntrinsicSig(in *ir.Instruction, ft *ir.FuncType) {
	f, ok := in.Callee().(*ir.Function)
	if !ok || f.Sig == nil || f.Sig == ft || !f.IsIntrinsic() {
		return
	}
	if strings.HasPrefix(f.Name(), "llvm.dbg.") {
		// LLVM turns these calls into debug records first; a malformed
		// one is invalid debug info, which LLVM drops with a warning.
		return
	}
	if expandedByLLVM(f.Name()) {
		return // replaced by instructions before LLVM checks it
	}
	c.errorf(in, "intrinsic %s called with incompatible signature %s (declared %s)", c.names.ref(f), typeStr(ft), typeStr(f.Sig))
}

// checkParamList applies LLVM's rules for a call's parameter attribute
// lists as a whole (paramListProblem), and its rule for a preallocated
// argument, which the call's or the callee's attributes may mark: it
// needs a "preallocated" operand bundle or a musttail call, not both.
func (c *funcChecker) checkParamList(in *ir.Instruction, ci *ir.CallInfo, ft *ir.FuncType) {
	callee, _ := in.Callee().(*ir.Function)
	_, asm := in.Callee().(*ir.InlineAsm)
	callAttrs := func(i int) *ir.AttrList {
		if i < len(ci.ParamAttrs) {
			return &ci.ParamAttrs[i]
		}
		return nil
	}
	if msg := paramListProblem(callAttrs, ft, callee != nil && callee.IsIntrinsic(), asm); msg != "" {
		c.errorf(in, "%s", msg)
	}
	if msg := varargListProblem(in, ci, ft, callAttrs); msg != "" {
		c.errorf(in, "%s", msg)
	}
	if msg := swiftErrorArgProblem(in, ci, ft); msg != "" {
		c.errorf(in, "%s", msg)
	}
	writable := anyWritable(len(ci.ParamAttrs), callAttrs) || hasEnum(&ci.RetAttrs, "writable")
	if msg := writableProblem(writable, &ci.FnAttrs, c.names.mod.fnGroups); msg != "" {
		c.errorf(in, "%s", msg)
	}
	bundle := false
	for _, b := range ci.Bundles {
		bundle = bundle || b.Tag == "preallocated"
	}
	mustTail := in.Op == ir.OpCall && in.Flags&ir.MustTail != 0
	for i := range min(ci.NumArgs, len(ft.Params)) { // (not the variadic part)
		if argHas(in, ci, i, "preallocated") && bundle == mustTail {
			c.errorf(in, "preallocated operand either requires a preallocated bundle or the call to be musttail (but not both)")
			return
		}
	}
}
