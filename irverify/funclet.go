package irverify

import (
	"strings"

	"memspace/ir"
)

// Funclet-based exception handling (catchswitch, catchpad, cleanuppad,
// catchret, cleanupret: the Windows and wasm model), with LLVM's
// messages. A pad names its parent pad ("within %p", or none), so the
// pads of a function form a tree; an exception leaves a pad by an unwind
// edge (an invoke, a cleanupret, a catchswitch) to another pad. LLVM
// requires:
//
//   - each pad is the first non-phi of its block, a catchpad's parent is
//     a catchswitch, a cleanuppad's or catchswitch's parent is none or a
//     catchpad or cleanuppad, and catchret and cleanupret name a pad of
//     their kind;
//   - an edge into a cleanuppad or catchswitch is an unwind edge that
//     leaves zero or more pads nested in the destination's parent and
//     enters that one pad; a catchpad is entered only from its
//     catchswitch, and a catchswitch never unwinds to one of its own;
//   - every unwind edge that leaves a pad goes to the same place, which
//     for a catchpad is where its catchswitch unwinds;
//   - sibling pads do not unwind to each other in a cycle;
//   - a function's landingpads and resumes share one type.
//
// GPU code has no exceptions; a module that breaks these rules is no
// module LLVM takes, and memspace must not pass it on as if it were.

// The first non-phi instruction of each pad's block is the pad itself.
func (c *funcChecker) padFirst(in *ir.Instruction, class string) bool {
	if p, ok := c.pos[in]; ok && firstNonPhi(c.f.Blocks[p.block]) != in {
		c.errorf(in, "%s not the first non-PHI instruction in the block.", class)
		return false
	}
	return true
}

func (c *funcChecker) checkCatchPad(in *ir.Instruction) {
	if !opIs(in.Operand(0), ir.OpCatchSwitch) {
		c.errorf(in, "CatchPadInst needs to be directly nested in a CatchSwitchInst.")
		return
	}
	if c.padFirst(in, "CatchPadInst") && c.padEntries(in) {
		c.funclets = append(c.funclets, in)
	}
}

func (c *funcChecker) checkCleanupPad(in *ir.Instruction) {
	if !c.padFirst(in, "CleanupPadInst") {
		return
	}
	if p := in.Operand(0); !isNone(p) && !opIs(p, ir.OpCatchPad, ir.OpCleanupPad) {
		c.errorf(in, "CleanupPadInst has an invalid parent.")
		return
	}
	if c.padEntries(in) {
		c.funclets = append(c.funclets, in)
	}
}

func (c *funcChecker) checkCatchSwitch(in *ir.Instruction) {
	if !c.padFirst(in, "CatchSwitchInst") {
		return
	}
	parent := in.Operand(0)
	if !isNone(parent) && !opIs(parent, ir.OpCatchPad, ir.OpCleanupPad) {
		c.errorf(in, "CatchSwitchInst has an invalid parent.")
		return
	}
	if dest := unwindBlock(in); dest != nil {
		if !c.unwindsToFunclet(in, dest, "CatchSwitchInst") {
			return
		}
		if pp, _ := parentPad(firstNonPhi(dest)); samePad(pp, parent) {
			c.siblings = append(c.siblings, sibling{in, in})
		}
	}
	for _, h := range catchHandlers(in) {
		if b, ok := h.(*ir.Block); !ok || !opIs(firstNonPhi(b), ir.OpCatchPad) {
			c.errorf(in, "CatchSwitchInst handlers must be catchpads")
			return
		}
	}
	c.padEntries(in)
}

func (c *funcChecker) checkCatchRet(in *ir.Instruction) {
	if c.wantOperands(in, 2) && !opIs(in.Operand(0), ir.OpCatchPad) {
		c.errorf(in, "CatchReturnInst needs to be provided a CatchPad")
	}
}

func (c *funcChecker) checkCleanupRet(in *ir.Instruction) {
	if in.NumOperands() < 1 || in.NumOperands() > 2 {
		c.errorf(in, "cleanupret needs 1 or 2 operands, has %d", in.NumOperands())
		return
	}
	if !opIs(in.Operand(0), ir.OpCleanupPad) {
		c.errorf(in, "CleanupReturnInst needs to be provided a CleanupPad")
		return
	}
	if dest := unwindBlock(in); dest != nil {
		c.unwindsToFunclet(in, dest, "CleanupReturnInst")
	}
}

// unwindsToFunclet checks that in, of LLVM class class, unwinds to a
// block that begins with a pad other than a landingpad.
func (c *funcChecker) unwindsToFunclet(in *ir.Instruction, dest *ir.Block, class string) bool {
	if !c.inFunc(dest) {
		return false // the operand checks report it
	}
	if first := firstNonPhi(dest); !isEHPad(first) || first.Op == ir.OpLandingPad {
		c.errorf(in, "%s must unwind to an EH block which is not a landingpad.", class)
		return false
	}
	return true
}

// padEntries checks the edges into the block of pad in (a catchpad,
// cleanuppad or catchswitch) and reports whether they are right.
func (c *funcChecker) padEntries(in *ir.Instruction) bool {
	p, ok := c.pos[in]
	if !ok {
		return false
	}
	b := c.f.Blocks[p.block]
	if in.Op == ir.OpCatchPad {
		return c.catchPadEntries(in, int(p.block))
	}
	to := in.Operand(0)
	for _, q := range c.preds[p.block] {
		pb := c.f.Blocks[q]
		t := pb.Instrs[len(pb.Instrs)-1]
		if t == nil {
			continue
		}
		from, ok := c.edgeSource(in, b, t)
		if !ok {
			return false
		}
		if from != nil && !c.leavesInto(in, t, from, to) {
			return false
		}
	}
	return true
}

// catchPadEntries: a catchpad's block is entered only from its
// catchswitch, which does not also unwind to it.
func (c *funcChecker) catchPadEntries(in *ir.Instruction, b int) bool {
	cs := in.Operand(0).(*ir.Instruction)
	at, placed := c.pos[cs]
	for _, q := range c.preds[b] {
		if !placed || q != int(at.block) {
			c.errorf(in, "Block containg CatchPadInst must be jumped to only by its catchswitch.")
			return false
		}
	}
	if unwindBlock(cs) == c.f.Blocks[b] {
		c.errorf(in, "Catchswitch cannot unwind to one of its catchpads")
		return false
	}
	return true
}

// edgeSource returns the pad the edge from terminator t into b (the
// block of pad in) leaves from: the invoke's funclet, the cleanupret's
// pad, the catchswitch itself. It returns nil, true for an edge LLVM
// does not judge (an invoke of an intrinsic that cannot throw), and
// false when the edge is no unwind edge.
func (c *funcChecker) edgeSource(in *ir.Instruction, b *ir.Block, t *ir.Instruction) (ir.Value, bool) {
	switch t.Op {
	case ir.OpInvoke:
		normal, unwind, _ := invokeDests(t)
		if unwind != b || normal == b {
			break
		}
		if c.cannotThrow(t) {
			return nil, true
		}
		if v := bundleInput(t, "funclet"); v != nil {
			return v, true
		}
		return tokenNone, true
	case ir.OpCleanupRet:
		if samePad(t.Operand(0), in.Operand(0)) {
			c.errorf(t, "A cleanupret must exit its cleanup")
			return nil, false
		}
		return t.Operand(0), true
	case ir.OpCatchSwitch:
		return t, true
	}
	c.errorf(in, "EH pad must be jumped to via an unwind edge")
	return nil, false
}

// nounwindInvokable are the intrinsics an invoke may call (LLVM's list)
// that LLVM 22's table does not mark as throwing.
var nounwindInvokable = map[string]bool{
	"llvm.donothing": true, "llvm.fake.use": true, "llvm.seh.try.begin": true,
	"llvm.seh.try.end": true, "llvm.seh.scope.begin": true, "llvm.seh.scope.end": true,
}

// cannotThrow reports whether invoke t calls an intrinsic that cannot
// throw, whose unwind edge LLVM's verifier does not judge: one the table
// makes nounwind, or any one (but the Objective-C runtime's, which
// become calls) the call site marks nounwind.
func (c *funcChecker) cannotThrow(t *ir.Instruction) bool {
	f := t.CalledFunction()
	if f == nil || !f.IsIntrinsic() || t.Call() == nil {
		return false
	}
	if nounwindInvokable[f.Name()] {
		return true
	}
	return !strings.HasPrefix(f.Name(), "llvm.objc.") && fnHas(&t.Call().FnAttrs, c.names.mod.fnGroups, "nounwind", false)
}

// leavesInto checks that an unwind edge (terminator t) from pad from
// into pad in leaves only pads nested in in's parent, to.
func (c *funcChecker) leavesInto(in, t *ir.Instruction, from, to ir.Value) bool {
	seen := map[ir.Value]bool{}
	for ; ; from, _ = parentPad(from) {
		switch {
		case from == ir.Value(in):
			c.errorf(t, "EH pad cannot handle exceptions raised within it")
		case samePad(from, to):
			return true
		case isNone(from):
			c.errorf(t, "A single unwind edge may only enter one EH pad")
		case seen[from]:
			c.errorf(t, "EH pad jumps through a cycle of pads")
		case !opIs(from, ir.OpCatchPad, ir.OpCleanupPad, ir.OpCatchSwitch):
			c.errorf(t, "Parent pad must be catchpad/cleanuppad/catchswitch")
		default:
			seen[from] = true
			continue
		}
		return false
	}
}

// sibling is a pad and the instruction by which it unwinds to a pad of
// the same parent.
type sibling struct{ pad, exit *ir.Instruction }

// checkFunclets runs the checks that need all of a function's pads.
func (c *funcChecker) checkFunclets() {
	if len(c.funclets) == 0 && len(c.siblings) == 0 {
		return
	}
	users := map[*ir.Instruction][]*ir.Instruction{}
	for _, in := range c.instrs {
		for _, op := range in.Operands() {
			if p, ok := op.(*ir.Instruction); ok && p != nil && (p.Op == ir.OpCatchPad || p.Op == ir.OpCleanupPad) {
				users[p] = append(users[p], in)
			}
		}
	}
	for _, p := range c.funclets {
		c.funcletExits(p, users)
	}
	c.siblingCycles()
}
