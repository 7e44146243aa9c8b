package irverify

import (
	"strings"

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

// asmConstraint is what verifyInlineAsmCall reads of one constraint.
type asmConstraint struct {
	label, hasArg, indirect bool
}

// parseAsmConstraints reads the kind of each comma-separated constraint
// as LLVM's ConstraintInfo::Parse begins: "~" a clobber, "=" an output,
// "!" a label, anything else an input; then "*" makes it indirect. Only
// inputs and indirect outputs take an argument.
func parseAsmConstraints(s string) []asmConstraint {
	if s == "" {
		return nil
	}
	var out []asmConstraint
	for _, piece := range strings.Split(s, ",") {
		var c asmConstraint
		kind := byte(0)
		if piece != "" && strings.IndexByte("~=!", piece[0]) >= 0 {
			kind, piece = piece[0], piece[1:]
		}
		c.indirect = strings.HasPrefix(piece, "*")
		c.label = kind == '!'
		c.hasArg = kind == 0 || kind == '=' && c.indirect
		out = append(out, c)
	}
	return out
}

// checkInlineAsm applies the rules above to a call of inline assembly.
func (c *funcChecker) checkInlineAsm(in *ir.Instruction, ci *ir.CallInfo) {
	asm, ok := in.Callee().(*ir.InlineAsm)
	if !ok || c.m == nil || c.m.TypedPointers {
		return
	}
	arg, labels := 0, 0
	for _, k := range parseAsmConstraints(asm.Constraints) {
		if k.label {
			labels++
			continue
		}
		if !k.hasArg {
			continue
		}
		if arg >= ci.NumArgs {
			return // the call does not fit its type: reported elsewhere
		}
		elem := arg < len(ci.ParamAttrs) && ci.ParamAttrs[arg].Has("elementtype")
		switch {
		case k.indirect && !isPtr(in.Operand(arg).Type()):
			c.errorf(in, "Operand for indirect constraint must have pointer type")
		case k.indirect && !elem:
			c.errorf(in, "Operand for indirect constraint must have elementtype attribute")
		case !k.indirect && elem:
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
