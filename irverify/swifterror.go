package irverify

import (
	"memspace/ir"
)

// A swifterror value (a swifterror parameter of a definition, or a
// swifterror alloca) may only be loaded from, stored to (as the address)
// and passed to a call (not a callbr) as a swifterror argument; a
// swifterror alloca holds one pointer, not an array. LLVM's verifier
// says so with the messages below; a pass that moved such a value
// elsewhere would make a module llc refuses.

// swiftErrorUseProblem returns LLVM's message for the first use of the
// swifterror value v that breaks the rules, or "".
func swiftErrorUseProblem(v ir.Value) string {
	for _, u := range ir.UsersOf(v) {
		in, ok := u.(*ir.Instruction)
		if !ok {
			continue
		}
		switch in.Op {
		case ir.OpLoad:
		case ir.OpStore:
			if in.NumOperands() > 1 && in.Operand(1) != v {
				return "swifterror value should be the second operand when used by stores"
			}
		case ir.OpCall, ir.OpInvoke:
			ci := in.Call()
			for i := range ci.NumArgs {
				if in.Operand(i) == v && !argHas(in, ci, i, "swifterror") {
					return "swifterror value when used in a callsite should be marked with swifterror attribute"
				}
			}
		default:
			return "swifterror value can only be loaded and stored from, or as a swifterror argument!"
		}
	}
	return ""
}

// checkSwiftErrorAlloca applies the rules to a swifterror alloca.
func (c *funcChecker) checkSwiftErrorAlloca(in *ir.Instruction) {
	if !in.Flags.Has(ir.SwiftError) {
		return
	}
	if _, ok := in.ElemType.(*ir.PointerType); !ok {
		c.errorf(in, "swifterror alloca must have pointer type")
	}
	if in.NumOperands() > 0 {
		if n, ok := in.Operand(0).(*ir.ConstInt); !ok || n.Big != nil || n.V != 1 {
			c.errorf(in, "swifterror alloca must not be array allocation")
		}
	}
	if msg := swiftErrorUseProblem(in); msg != "" {
		c.errorf(in, "%s", msg)
	}
}

// checkSwiftErrorParams applies the rules to a definition's swifterror
// parameters.
func (c *funcChecker) checkSwiftErrorParams() {
	for i, p := range c.f.Params {
		if p != nil && hasEnum(&p.Attrs, "swifterror") {
			if msg := swiftErrorUseProblem(p); msg != "" {
				c.funcErrorf("argument %d: %s", i, msg)
			}
		}
	}
}
