package irverify

import "memspace/ir"

// Exception handling, as LLVM's verifier checks it: the instructions that
// catch or resume an exception need the function's personality, an
// invoke unwinds to a block that starts with an exception-handling pad,
// and a landingpad's block is entered only by invokes unwinding to it.
// GPU code has no exceptions, but a module that breaks these rules is no
// module LLVM takes, and the passes would carry it through.

// needPersonality reports in, named as LLVM names its class, when the
// function has no personality.
func (c *funcChecker) needPersonality(in *ir.Instruction, class string) {
	if c.f.Personality == nil {
		c.errorf(in, "%s needs to be in a function with a personality.", class)
	}
}

func (c *funcChecker) checkResume(in *ir.Instruction) {
	if c.wantOperands(in, 1) {
		c.sameEHType(in, in.Operand(0).Type(), "resume")
	}
	c.needPersonality(in, "ResumeInst")
}

// sameEHType checks that the landingpads and resumes of a function, in
// order, share one type: the first one's.
func (c *funcChecker) sameEHType(in *ir.Instruction, t ir.Type, what string) {
	if c.ehType == nil {
		c.ehType = t
	} else if t != c.ehType {
		c.errorf(in, "The %s instruction should have a consistent result type inside a function.", what)
	}
}

// checkPad returns the check of a funclet pad of LLVM class class, then
// of its own rules (funclet.go).
func checkPad(class string, rules func(*funcChecker, *ir.Instruction)) func(*funcChecker, *ir.Instruction) {
	return func(c *funcChecker, in *ir.Instruction) {
		if in.NumOperands() < 1 {
			c.errorf(in, "%s needs at least 1 operand, has 0", in.Op)
			return
		}
		c.needPersonality(in, class)
		c.notInEntry(in)
		rules(c, in)
	}
}

// notInEntry reports pad in when it sits in the entry block.
func (c *funcChecker) notInEntry(in *ir.Instruction) {
	if i, ok := c.pos[in]; ok && i.block == 0 {
		c.errorf(in, "EH pad cannot be in entry block.")
	}
}

func (c *funcChecker) checkInvoke(in *ir.Instruction) {
	c.checkCall(in)
	_, dest, _ := invokeDests(in)
	unwind, ok := dest.(*ir.Block)
	if !ok || !c.inFunc(unwind) {
		return // the operand checks report it
	}
	if !isEHPad(firstNonPhi(unwind)) {
		c.errorf(in, "The unwind destination does not have an exception handling instruction!")
	}
}

// landingPadEntries checks that every edge into b, the block of landingpad
// in, is the unwind edge of an invoke.
func (c *funcChecker) landingPadEntries(in *ir.Instruction) {
	i, ok := c.pos[in]
	if !ok {
		return
	}
	b := c.f.Blocks[i.block]
	for _, p := range c.preds[i.block] {
		pb := c.f.Blocks[p]
		normal, unwind, ok := invokeDests(pb.Instrs[len(pb.Instrs)-1])
		if !ok || unwind != b || normal == b {
			c.errorf(in, "Block containing LandingPadInst must be jumped to only by the unwind edge of an invoke.")
			return
		}
	}
}

// invokeDests returns the normal and unwind destinations of invoke t
// (its operands before the callee); ok is false for anything else.
func invokeDests(t *ir.Instruction) (normal, unwind ir.Value, ok bool) {
	n := t.NumOperands()
	if t.Op != ir.OpInvoke || n < 3 {
		return nil, nil, false
	}
	return t.Operand(n - 3), t.Operand(n - 2), true
}

// firstNonPhi returns b's first instruction that is not a phi, or nil
// (also for no block).
func firstNonPhi(b *ir.Block) *ir.Instruction {
	if b == nil {
		return nil
	}
	for _, in := range b.Instrs {
		if in != nil && in.Op != ir.OpPhi {
			return in
		}
	}
	return nil
}

// isEHPad reports whether in is an exception-handling pad.
func isEHPad(in *ir.Instruction) bool {
	if in == nil {
		return false
	}
	switch in.Op {
	case ir.OpLandingPad, ir.OpCatchPad, ir.OpCleanupPad, ir.OpCatchSwitch:
		return true
	}
	return false
}
