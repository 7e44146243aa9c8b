package irverify

import (
	"slices"

	"memspace/ir"
)

// funcletExits checks that every unwind edge leaving funclet pad fpi,
// from fpi itself or from a cleanuppad nested in it, goes to the same
// pad (or to the caller), as LLVM's verifier does: a nested cleanup
// counts by the first of its exits found, and the walk stops descending
// a nest once it knows where the nest's pads unwind to.
func (c *funcChecker) funcletExits(fpi *ir.Instruction, users map[*ir.Instruction][]*ir.Instruction) {
	var firstPad ir.Value // where the first exit found goes (nil: none yet)
	work := []*ir.Instruction{fpi}
	seen := map[*ir.Instruction]bool{}
	for len(work) > 0 {
		cur := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[cur] {
			c.errorf(cur, "FuncletPadInst must not be nested within itself")
			return
		}
		seen[cur] = true
		var unresolved ir.Value
		// LLVM walks a value's users newest first.
		for _, u := range slices.Backward(users[cur]) {
			pad, exits, upTo, skip, ok := c.exitOf(fpi, cur, u, &work)
			if !ok {
				return
			}
			if skip {
				continue
			}
			if upTo != nil {
				unresolved = upTo
			}
			if exits {
				if firstPad != nil && !samePad(pad, firstPad) {
					c.errorf(fpi, "Unwind edges out of a funclet pad must have the same unwind dest")
					return
				}
				if firstPad == nil {
					firstPad = pad
					if pp, _ := parentPad(pad); fpi.Op == ir.OpCleanupPad && !isNone(pad) && samePad(pp, fpi.Operand(0)) {
						c.siblings = append(c.siblings, sibling{fpi, u})
					}
				}
			}
			if cur != fpi {
				break
			}
		}
		if unresolved != nil && cur != fpi {
			work = popResolved(work, cur, unresolved)
		}
	}
	if firstPad == nil || !opIs(fpi.Operand(0), ir.OpCatchSwitch) {
		return
	}
	cs := fpi.Operand(0).(*ir.Instruction)
	var switchPad ir.Value = tokenNone
	if d := unwindBlock(cs); d != nil {
		switchPad = firstNonPhi(d)
	}
	if !samePad(switchPad, firstPad) {
		c.errorf(fpi, "Unwind edges out of a catch must have the same unwind dest as the parent catchswitch")
	}
}

// exitOf judges use u of pad cur, nested in (or equal to) fpi: the pad
// it unwinds to (none: the caller), whether it leaves fpi, and the
// nearest ancestor of cur whose exits are still unknown after it (nil:
// no news). skip is set for a use that is no unwind edge out of cur
// (a nested cleanuppad goes on the worklist); ok is false after an error.
func (c *funcChecker) exitOf(fpi, cur, u *ir.Instruction, work *[]*ir.Instruction) (pad ir.Value, exits bool, upTo ir.Value, skip, ok bool) {
	var dest *ir.Block
	switch u.Op {
	case ir.OpCleanupRet, ir.OpInvoke:
		dest = unwindBlock(u)
	case ir.OpCatchSwitch:
		if dest = unwindBlock(u); dest == nil {
			return nil, false, nil, true, true // may nest in a pad that unwinds elsewhere
		}
	case ir.OpCall:
		return nil, false, nil, true, true
	case ir.OpCleanupPad:
		*work = append(*work, u)
		return nil, false, nil, true, true
	case ir.OpCatchRet:
		return nil, false, nil, true, true
	default:
		c.errorf(u, "Bogus funclet pad use")
		return nil, false, nil, false, false
	}
	if dest == nil {
		return tokenNone, true, fpi, false, true // to the caller: leaves every pad
	}
	target := firstNonPhi(dest)
	if !isEHPad(target) || target.Op == ir.OpLandingPad {
		return nil, false, nil, true, true
	}
	targetParent, _ := parentPad(target)
	if samePad(targetParent, cur) {
		return nil, false, nil, true, true // stays inside cur
	}
	var exited ir.Value = cur
	for {
		if exited == ir.Value(fpi) {
			return target, true, fpi, false, true
		}
		parent, isPad := parentPad(exited)
		if !isPad {
			return target, false, nil, false, true
		}
		if samePad(parent, targetParent) {
			return target, false, parent, false, true
		}
		if exited = parent; isNone(exited) {
			return target, false, nil, false, true
		}
	}
}

// popResolved drops from the worklist the pads nested in fpi whose
// exits the walk now knows: the uncles of resolved (the pad just
// walked) up to, not including, the ancestor unresolved.
func popResolved(work []*ir.Instruction, resolved, unresolved ir.Value) []*ir.Instruction {
	for len(work) > 0 {
		ancestor, _ := parentPad(work[len(work)-1])
		for !samePad(resolved, ancestor) {
			parent, isPad := parentPad(resolved)
			if !isPad || samePad(parent, unresolved) {
				break
			}
			resolved = parent
		}
		if !samePad(resolved, ancestor) {
			break
		}
		work = work[:len(work)-1]
	}
	return work
}

// siblingCycles reports pads of one parent that unwind to each other in
// a cycle: each such pad has one exit, so the pads and their exits form
// chains that LLVM walks from each pad not yet seen.
func (c *funcChecker) siblingCycles() {
	exit := map[*ir.Instruction]*ir.Instruction{}
	for _, s := range c.siblings {
		if _, ok := exit[s.pad]; !ok {
			exit[s.pad] = s.exit
		}
	}
	visited := map[*ir.Instruction]bool{}
	for _, s := range c.siblings {
		if visited[s.pad] {
			continue
		}
		active := map[*ir.Instruction]bool{s.pad: true}
		for t := exit[s.pad]; ; {
			dest := unwindBlock(t)
			if dest == nil {
				break
			}
			succ := firstNonPhi(dest)
			if active[succ] {
				c.errorf(succ, "EH pads can't handle each other's exceptions")
				return
			}
			if visited[succ] {
				break
			}
			visited[succ] = true
			next, ok := exit[succ]
			if !ok {
				break
			}
			t, active[succ] = next, true
		}
	}
}

// tokenNone stands for "none" as a parent pad or an unwind target.
var tokenNone = ir.NewConstSimple(ir.TokenType, ir.KindNone)

// isNone reports whether v is the token none.
func isNone(v ir.Value) bool {
	k, ok := v.(*ir.ConstSimple)
	return ok && k.Kind == ir.KindNone
}

// samePad compares pads, all nones being one.
func samePad(a, b ir.Value) bool { return a == b || isNone(a) && isNone(b) }

// opIs reports whether v is an instruction with one of the opcodes.
func opIs(v ir.Value, ops ...ir.Opcode) bool {
	in, ok := v.(*ir.Instruction)
	return ok && in != nil && slices.Contains(ops, in.Op)
}

// parentPad returns the parent operand of a catchpad, cleanuppad or
// catchswitch; ok is false for any other value.
func parentPad(v ir.Value) (ir.Value, bool) {
	if !opIs(v, ir.OpCatchPad, ir.OpCleanupPad, ir.OpCatchSwitch) {
		return nil, false
	}
	in := v.(*ir.Instruction)
	if in.NumOperands() == 0 {
		return nil, false
	}
	return in.Operand(0), true
}

// unwindBlock returns where an invoke, cleanupret or catchswitch unwinds
// to, nil for the caller (or no block).
func unwindBlock(in *ir.Instruction) *ir.Block {
	var v ir.Value
	n := in.NumOperands()
	switch {
	case in.Op == ir.OpInvoke:
		_, v, _ = invokeDests(in)
	case in.Op == ir.OpCleanupRet && n == 2:
		v = in.Operand(1)
	case in.Op == ir.OpCatchSwitch && n > 1 && in.Extra != nil && in.Extra.HasUnwind:
		v = in.Operand(n - 1)
	}
	b, _ := v.(*ir.Block)
	return b
}

// catchHandlers returns a catchswitch's handler operands.
func catchHandlers(in *ir.Instruction) []ir.Value {
	ops := in.Operands()[1:]
	if in.Extra != nil && in.Extra.HasUnwind && len(ops) > 0 {
		ops = ops[:len(ops)-1]
	}
	return ops
}

// bundleInput returns the first input of call in's operand bundle tag,
// or nil.
func bundleInput(in *ir.Instruction, tag string) ir.Value {
	ci := in.Call()
	if ci == nil {
		return nil
	}
	at := ci.NumArgs
	for _, b := range ci.Bundles {
		if b.Tag == tag && b.N > 0 && at < in.NumOperands() {
			return in.Operand(at)
		}
		at += b.N
	}
	return nil
}
