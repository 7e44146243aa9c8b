package leftover

import (
	"strconv"
	"strings"

	"memspace/addrspace"
	"memspace/ir"
	"memspace/pass"
	"memspace/target"
)

// reason is why one access stays generic; lower values win when several
// apply (the first is the one to fix first).
type reason int

const (
	unknownCallers reason = iota
	inlineAsm
	externalCall
	loadedUnknown
	severalSpaces
	byvalCopy
	otherReason
	numReasons
)

// keys are the remark argument keys, texts what follows each count.
var (
	keys  = [numReasons]string{"UnknownCallers", "InlineAsm", "ExternalCall", "LoadedFromUnknownMemory", "SeveralSpaces", "ByvalCopy", "Other"}
	texts = [numReasons]string{
		"through parameters of a function with unknown callers (exported or address taken)",
		"from inline asm",
		"returned or written by an external call",
		"loaded from memory the module does not see",
		"may point to several spaces",
		"byval arguments llc copies through a generic pointer",
		"kept generic for another reason (volatile, an intrinsic form, no evidence)",
	}
)

// classifier counts the generic accesses of one function by reason.
type classifier struct {
	res    *addrspace.Result
	t      *target.Target
	f      *ir.Function
	counts [numReasons]int
	merges []*ir.Instruction // merge points of severalSpaces, first seen first
	seen   map[*ir.Instruction]bool
}

func (c *classifier) run() {
	c.f.Instructions(func(in *ir.Instruction) {
		switch in.Op {
		case ir.OpLoad, ir.OpStore, ir.OpAtomicRMW, ir.OpCmpXchg:
			c.access(in.Operand(in.PointerOperandIndex()))
		case ir.OpCall:
			c.call(in)
		}
	})
}

// call classifies the generic pointers a memory intrinsic accesses and
// the generic byval arguments of a call.
func (c *classifier) call(in *ir.Instruction) {
	name := addrspace.CalleeName(in)
	args := addrspace.CallArgs(in)
	switch {
	case addrspace.IsMemTransfer(name) && len(args) >= 2:
		c.access(args[0])
		c.access(args[1])
		return
	case addrspace.IsMemSet(name) && len(args) >= 1:
		c.access(args[0])
		return
	}
	ci := in.Call()
	if ci == nil {
		return
	}
	for i, a := range in.Args() {
		if i < len(ci.ParamAttrs) && ci.ParamAttrs[i].Has("byval") && c.generic(a) && !c.readInSpace(in, a) {
			c.counts[byvalCopy]++
		}
	}
}

// readInSpace reports whether llc copies the byval argument a of call in
// with loads in a specific space (NVPTX): a is an alloca (ld.local), or a cast from
// a concrete space made in the call's own block (memspace-opt's
// byvalArgs) of a value that is not itself a cast from generic.
func (c *classifier) readInSpace(in *ir.Instruction, a ir.Value) bool {
	x, ok := a.(*ir.Instruction)
	if !ok {
		return false
	}
	switch {
	case x.Op == ir.OpAlloca:
		return true
	case x.Op != ir.OpAddrSpaceCast || x.Parent != in.Parent:
		return false
	}
	src, ok := x.Operand(0).(*ir.Instruction)
	for ok && (src.Op == ir.OpGetElementPtr || src.Op == ir.OpBitCast) {
		src, ok = src.Operand(0).(*ir.Instruction)
	}
	if !ok || src.Op != ir.OpAddrSpaceCast {
		return true
	}
	return !c.generic(src.Operand(0))
}

func (c *classifier) generic(p ir.Value) bool {
	pt, ok := p.Type().(*ir.PointerType)
	return ok && c.t.IsGeneric(target.AddrSpace(pt.AddrSpace))
}

// access classifies one generic access through p.
func (c *classifier) access(p ir.Value) {
	if !c.generic(p) {
		return
	}
	r := otherReason
	evidence := 0
	for _, o := range c.res.Origins(p) {
		if o.IsEvidence() {
			evidence++
		} else if x := textReason(o.Text); x < r {
			r = x
		}
	}
	if r == otherReason && evidence >= 2 {
		r = severalSpaces
		if m := c.mergePoint(p); m != nil && !c.seenMerge(m) {
			c.merges = append(c.merges, m)
		}
	}
	c.counts[r]++
}

// textReason reads an unknown origin's description.
func textReason(text string) reason {
	switch {
	case strings.Contains(text, "whose callers are unknown"):
		return unknownCallers
	case strings.Contains(text, "inline asm"):
		return inlineAsm
	case strings.HasPrefix(text, "returned by") || strings.HasPrefix(text, "written by"):
		return externalCall
	case strings.Contains(text, "loaded"):
		return loadedUnknown
	}
	return otherReason
}

func (c *classifier) seenMerge(m *ir.Instruction) bool {
	if c.seen == nil {
		c.seen = map[*ir.Instruction]bool{}
	}
	dup := c.seen[m]
	c.seen[m] = true
	return dup
}

// mergePoint walks back from p through GEPs and casts to the first phi or
// select whose incoming pointers have different sets.
func (c *classifier) mergePoint(p ir.Value) *ir.Instruction {
	visited := map[ir.Value]bool{}
	for p != nil && !visited[p] {
		visited[p] = true
		in, ok := p.(*ir.Instruction)
		if !ok {
			return nil
		}
		switch in.Op {
		case ir.OpGetElementPtr, ir.OpBitCast, ir.OpAddrSpaceCast:
			p = in.Operand(0)
		case ir.OpPhi, ir.OpSelect:
			ops := incoming(in)
			if c.differ(ops) {
				return in
			}
			p = ops[0]
		default:
			return nil
		}
	}
	return nil
}

// incoming are the pointers a phi or select chooses between.
func incoming(in *ir.Instruction) []ir.Value {
	if in.Op == ir.OpSelect {
		return in.Operands()[1:3]
	}
	out := make([]ir.Value, in.NumIncoming())
	for i := range out {
		out[i], _ = in.Incoming(i)
	}
	return out
}

func (c *classifier) differ(ops []ir.Value) bool {
	for _, op := range ops[1:] {
		if c.res.Set(op) != c.res.Set(ops[0]) {
			return true
		}
	}
	return false
}

// remark records the function's GenericLeft remark, if it has any.
func (c *classifier) remark(ctx *pass.Context) {
	total := 0
	for _, n := range c.counts {
		total += n
	}
	if total == 0 {
		return
	}
	args := []pass.RemarkArg{{Key: "String", Value: strconv.Itoa(total) + " generic accesses left: "}}
	sep := ""
	for r := reason(0); r < numReasons; r++ {
		if c.counts[r] == 0 {
			continue
		}
		a := pass.RemarkArg{Key: keys[r], Value: sep + strconv.Itoa(c.counts[r]) + " " + texts[r]}
		if r == severalSpaces {
			a.Value += c.mergeText(&a)
		}
		args = append(args, a)
		sep = "; "
	}
	rm := pass.Remark{Kind: "Analysis", Pass: Name, Name: "GenericLeft", Function: c.f.Name(), Args: args}
	if pos, ok := ir.SubprogramPos(c.f); ok {
		rm.Loc = &pos
	}
	ctx.Remarks.Add(rm)
}

// mergeText names the merge points: " (merged at k.cu:12, %p)".
func (c *classifier) mergeText(a *pass.RemarkArg) string {
	if len(c.merges) == 0 {
		return ""
	}
	var parts []string
	for i, m := range c.merges {
		if pos, ok := ir.DebugLoc(m); ok {
			parts = append(parts, pos.File+":"+strconv.Itoa(pos.Line))
			if i == 0 {
				a.Loc = &pos
			}
		} else {
			parts = append(parts, c.res.Namer().Name(m))
		}
	}
	return " (merged at " + strings.Join(parts, ", ") + ")"
}
