package irverify

import (
	"strings"

	"memspace/ir"
)

// llvm.lifetime.start/end (LLVM 22's form, one pointer argument) mark
// when a stack slot's contents are live, so the pointer must be an alloca
// itself (or poison, where a pass deleted it): LLVM's verifier refuses
// anything else. The older form, with a size first, is upgraded when LLVM
// reads it, and typed-pointer modules are left to LLVM 14, which has no
// such rule.

// checkLifetime checks a call of llvm.lifetime.start/end.
func (c *funcChecker) checkLifetime(in *ir.Instruction) {
	callee, _ := in.Callee().(*ir.Function)
	if callee == nil || c.m == nil || c.m.TypedPointers || in.Call() == nil || in.Call().NumArgs != 1 {
		return
	}
	name := callee.Name()
	if !strings.HasPrefix(name, "llvm.lifetime.start.") && !strings.HasPrefix(name, "llvm.lifetime.end.") {
		return
	}
	switch p := in.Operand(0).(type) {
	case *ir.Instruction:
		if p.Op == ir.OpAlloca {
			return
		}
	case *ir.ConstSimple:
		if p.Kind == ir.KindPoison {
			return
		}
	}
	c.errorf(in, "llvm.lifetime.start/end can only be used on alloca or poison")
}
