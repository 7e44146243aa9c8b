package irverify

import (
	"strings"

	"memspace/ir"
)

// The operand bundles LLVM's verifier knows, checked as it checks them
// (Verifier::visitCallBase): each at most once on a call, with the inputs
// its meaning needs. Other tags are the producer's own and take anything.

// bundleRule is what LLVM checks of a bundle it knows: the name its
// "Multiple ..." message gives, the number of inputs (0: any) with the
// message for another number, and whether LLVM 14 knew it (typed-pointer
// IR may carry the others unchecked).
type bundleRule struct {
	name     string
	inputs   int
	arityMsg string
	llvm22   bool
}

func exactlyOne(name string) string { return "Expected exactly one " + name + " bundle operand" }

// bundleRules are the bundles LLVM's verifier knows, by tag.
var bundleRules = map[string]bundleRule{
	"deopt":         {name: "deopt"},
	"gc-transition": {name: "gc-transition"},
	"gc-live":       {name: "gc-live"},
	"funclet":       {"funclet", 1, exactlyOne("funclet"), false},
	"cfguardtarget": {"CFGuardTarget", 1, exactlyOne("cfguardtarget"), false},
	"preallocated":  {"preallocated", 1, exactlyOne("preallocated"), false},
	"kcfi":          {"kcfi", 1, exactlyOne("kcfi"), true},
	"ptrauth":       {"ptrauth", 2, "Expected exactly two ptrauth bundle operands", true},
	"clang.arc.attachedcall": {`"clang.arc.attachedcall"`, 1,
		`operand bundle "clang.arc.attachedcall" requires one function as an argument`, false},
}

// arcAttachedCallees are the functions a clang.arc.attachedcall bundle may
// name (as intrinsics llvm.objc.* or as plain functions).
var arcAttachedCallees = map[string]bool{"objc_retainAutoreleasedReturnValue": true,
	"objc_claimAutoreleasedReturnValue": true, "objc_unsafeClaimAutoreleasedReturnValue": true}

// bundleProblem returns LLVM's message for the first wrong operand bundle
// of call in, or "". The bundles' inputs follow the arguments.
func (c *funcChecker) bundleProblem(in *ir.Instruction, ci *ir.CallInfo) string {
	typed := c.m != nil && c.m.TypedPointers
	seen := map[string]bool{}
	at := ci.NumArgs
	for _, b := range ci.Bundles {
		inputs := in.Operands()[at : at+b.N]
		at += b.N
		rule, known := bundleRules[b.Tag]
		if !known || typed && rule.llvm22 {
			continue
		}
		if seen[b.Tag] {
			return "Multiple " + rule.name + " operand bundles"
		}
		seen[b.Tag] = true
		if rule.inputs != 0 && len(inputs) != rule.inputs {
			return rule.arityMsg
		}
		if msg := c.bundleInputProblem(in, b.Tag, inputs); msg != "" {
			return msg
		}
	}
	if seen["ptrauth"] && in.CalledFunction() != nil {
		return "Direct call cannot have a ptrauth bundle"
	}
	return ""
}

// bundleInputProblem checks the inputs of a known bundle of the right
// count.
func (c *funcChecker) bundleInputProblem(in *ir.Instruction, tag string, inputs []ir.Value) string {
	switch tag {
	case "funclet":
		if pad, ok := inputs[0].(*ir.Instruction); !ok || pad.Op != ir.OpCatchPad && pad.Op != ir.OpCleanupPad {
			return "Funclet bundle operands should correspond to a FuncletPadInst"
		}
	case "ptrauth":
		if !isConstIntOf(inputs[0], 32) {
			return "Ptrauth bundle key operand must be an i32 constant"
		}
		if it, ok := inputs[1].Type().(*ir.IntType); !ok || it.Bits != 64 {
			return "Ptrauth bundle discriminator operand must be an i64"
		}
	case "kcfi":
		if !isConstIntOf(inputs[0], 32) {
			return "Kcfi bundle operand must be an i32 constant"
		}
	case "preallocated":
		if setup, ok := inputs[0].(*ir.Instruction); !ok || setup.CalledFunction() == nil || setup.CalledFunction().Name() != "llvm.call.preallocated.setup" {
			return `"preallocated" argument must be a token from llvm.call.preallocated.setup`
		}
	case "clang.arc.attachedcall":
		return c.attachedCallProblem(in, inputs[0])
	}
	return ""
}

// attachedCallProblem checks a clang.arc.attachedcall bundle's function.
func (c *funcChecker) attachedCallProblem(in *ir.Instruction, v ir.Value) string {
	if !isPtr(in.Type()) && !(ir.IsVoid(in.Type()) && c.doesNotReturn(in)) {
		return `a call with operand bundle "clang.arc.attachedcall" must call a function returning a pointer or a non-returning function that has a void return type`
	}
	f, ok := v.(*ir.Function)
	if !ok {
		return `operand bundle "clang.arc.attachedcall" requires one function as an argument`
	}
	name := f.Name()
	if rest, ok := strings.CutPrefix(name, "llvm.objc."); ok {
		name = "objc_" + rest // the intrinsic of the same runtime function
	}
	if !arcAttachedCallees[name] {
		return "invalid function argument"
	}
	return ""
}

// isConstIntOf reports whether v is an integer constant of bits bits.
func isConstIntOf(v ir.Value, bits int) bool {
	c, ok := v.(*ir.ConstInt)
	return ok && c.Type().(*ir.IntType).Bits == bits
}

// doesNotReturn reports whether call in, or its callee, is noreturn.
func (c *funcChecker) doesNotReturn(in *ir.Instruction) bool {
	groups := c.names.mod.fnGroups
	if fnHas(&in.Call().FnAttrs, groups, "noreturn", false) {
		return true
	}
	f := in.CalledFunction()
	return f != nil && fnHas(&f.FnAttrs, groups, "noreturn", false)
}
