package irverify

import (
	"memspace/ir"
)

// What LLVM's verifier asks of a call to inline assembly (its
// verifyInlineAsmCall), with its messages: the operand of an indirect
// constraint ("=*m", "*m": the asm reads or writes memory through it) is
// a pointer whose call-site elementtype attribute says what it points to,
// and no other operand has one; a label constraint ("!i") stands for an
// indirect destination of a callbr, one per destination, and nowhere
// else. With opaque pointers the elementtype is all llc knows of the
// memory operand. Typed-pointer modules are left to LLVM 14.

// checkInlineAsm applies the rules above to a call of inline assembly.
func (c *funcChecker) checkInlineAsm(in *ir.Instruction, ci *ir.CallInfo) {
	asm, ok := in.Callee().(*ir.InlineAsm)
	if !ok || c.m == nil || c.m.TypedPointers {
		return
	}
	arg, labels := 0, 0
	// A string LLVM cannot parse gives no constraints (its bitcode
	// reader takes one; its text reader does not).
	cons, _ := ir.ParseAsmConstraints(asm.Constraints, false)
	for _, k := range cons {
		if k.Kind == ir.AsmLabel {
			labels++
			continue
		}
		if !k.HasArg() {
			continue
		}
		if arg >= ci.NumArgs {
			return // the call does not fit its type: reported elsewhere
		}
		elem := arg < len(ci.ParamAttrs) && ci.ParamAttrs[arg].Has("elementtype")
		switch {
		case k.Indirect && !isPtr(in.Operand(arg).Type()):
			c.errorf(in, "Operand for indirect constraint must have pointer type")
		case k.Indirect && !elem:
			c.errorf(in, "Operand for indirect constraint must have elementtype attribute")
		case !k.Indirect && elem:
			c.errorf(in, "Elementtype attribute can only be applied for indirect constraints")
		}
		arg++
	}
	switch {
	case in.Op == ir.OpCallBr && labels != ci.NumIndirect:
		c.errorf(in, "Number of label constraints does not match number of callbr dests")
	case in.Op != ir.OpCallBr && labels != 0:
		c.errorf(in, "Label constraints can only be used with callbr")
	}
}
