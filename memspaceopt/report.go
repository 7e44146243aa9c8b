package memspaceopt

import (
	"memspace/addrspace"
	"memspace/diag"
	"memspace/ir"
	"memspace/lattice"
	"memspace/pass"
	"memspace/target"
)

// The diagnostics, with the exact text users and tests rely on.
const (
	MsgLocalAtomic   = "Cannot do atomic on local memory"
	MsgAssumeGlobal  = "assuming global memory space"
	MsgCannotTell    = "Cannot tell what pointer points to, assuming global memory space"
	msgOverBudget    = "memspace-opt: function exceeds the visit budget of 1024 visits per block; left unchanged"
	remarkResolved   = "Resolved"
	remarkUnresolved = "Unresolved"
)

// reporter issues the pass's diagnostics, remarks and statistics.
type reporter struct {
	ctx          *pass.Context
	res          *addrspace.Result
	t            *target.Target
	trackInt2Ptr bool
	explained    map[ir.Value]bool // pointers that got their warning
	remarked     map[ir.Value]bool // pointers that got their remark
	nodes        map[string]*ir.MDNode
	resolvedN    int
	foldedN      int
	genericN     int
}

func newReporter(ctx *pass.Context, res *addrspace.Result) *reporter {
	return &reporter{ctx: ctx, res: res, t: ctx.Target, trackInt2Ptr: ctx.Opts.Bool(OptTrackInt2Ptr),
		explained: map[ir.Value]bool{}, remarked: map[ir.Value]bool{}, nodes: map[string]*ir.MDNode{}}
}

// child returns a reporter for one function, which may run at the same
// time as others: its diagnostics, remarks and counts are kept apart
// until adopt publishes them, in module order. Metadata nodes are made
// only by attachNoAlias, which runs after the concurrent part.
func (rep *reporter) child() *reporter {
	ctx := *rep.ctx
	ctx.Diags = &diag.Engine{}
	if ctx.Remarks.Enabled() {
		ctx.Remarks = &pass.Remarks{}
	}
	return &reporter{ctx: &ctx, res: rep.res, t: rep.t, trackInt2Ptr: rep.trackInt2Ptr,
		explained: map[ir.Value]bool{}, remarked: map[ir.Value]bool{}, nodes: rep.nodes}
}

// adopt publishes what a child reported.
func (rep *reporter) adopt(c *reporter) {
	for _, d := range c.ctx.Diags.All() {
		rep.ctx.Diags.Report(d)
	}
	if c.ctx.Remarks.Enabled() {
		for _, rm := range c.ctx.Remarks.List {
			rep.ctx.Remarks.Add(rm)
		}
	}
	rep.resolvedN += c.resolvedN
	rep.foldedN += c.foldedN
	rep.genericN += c.genericN
}

// resolved counts one pointer given a specific form.
func (rep *reporter) resolved() { rep.resolvedN++ }

// count adds to the casts-folded counter.
func (rep *reporter) count(name string, n int) {
	if name == StatFolded {
		rep.foldedN += n
	}
}

// testFolded counts a folded space test as a folded cast: both remove a
// run-time address-space conversion or check.
func (rep *reporter) testFolded() { rep.foldedN++ }

// finish publishes the statistics, always in the same order.
func (rep *reporter) finish() {
	rep.ctx.Stats.Add(StatResolved, rep.resolvedN)
	rep.ctx.Stats.Add(StatFolded, rep.foldedN)
	rep.ctx.Stats.Add(StatGenericOps, rep.genericN)
}

// countGeneric counts f's loads, stores and atomics still on generic
// pointers.
func (rep *reporter) countGeneric(f *ir.Function, t *target.Target) {
	f.Instructions(func(in *ir.Instruction) {
		if i := in.PointerOperandIndex(); i >= 0 && in.Op != ir.OpGetElementPtr && in.Op != ir.OpVAArg {
			if as, ok := ir.AddrSpaceOf(in.Operand(i).Type()); ok && t.IsGeneric(target.AddrSpace(as)) {
				rep.genericN++
			}
		}
	})
}

// location points at in's source position, else at in's place in the
// input text (Positions), else names the function and value.
func (rep *reporter) location(in *ir.Instruction, v ir.Value) diag.Loc {
	if p, ok := ir.DebugLoc(in); ok && p.Line > 0 {
		return diag.Loc{File: p.File, Line: p.Line, Col: p.Col}
	}
	if line, col, ok := rep.ctx.Positions.Of(in); ok {
		return diag.Loc{File: rep.ctx.File, Line: line, Col: col}
	}
	l := diag.Loc{File: rep.ctx.File, Value: rep.res.Namer().Name(v)}
	if in.Parent != nil && in.Parent.Parent != nil {
		l.Func = in.Parent.Parent.Name()
	}
	return l
}

// notes explains each space of v's set, at the seed's position when known.
func (rep *reporter) notes(v ir.Value, at diag.Loc) []diag.Diagnostic {
	var out []diag.Diagnostic
	for _, o := range rep.res.Origins(v) {
		loc := at
		if o.Pos != nil && o.Pos.Line > 0 {
			loc = diag.Loc{File: o.Pos.File, Line: o.Pos.Line, Col: o.Pos.Col}
		}
		out = append(out, diag.Diagnostic{Severity: diag.Note, Loc: loc, Msg: rep.t.SpaceName(o.Space) + ": " + o.Text})
	}
	return out
}

// checkAtomic reports an atomic that reachable code runs on a pointer
// inferred local (NVPTX has no local atomics).
func (rep *reporter) checkAtomic(r *rewriter, in *ir.Instruction, ptr ir.Value) {
	if rep.t.Name() != "nvptx" || !isAtomic(in) {
		return
	}
	local, _ := lattice.Of(rep.t, target.NVPTXLocal)
	if rep.res.Set(ptr) != local || !reachedBlocks(r.f)[in.Parent] {
		return // not certain, or code that never runs (an unreachable block the input kept)
	}
	at := rep.location(in, ptr)
	rep.ctx.Diags.Report(diag.Diagnostic{Severity: diag.Error, Loc: at, Msg: MsgLocalAtomic, Notes: rep.notes(ptr, at)})
}

func isAtomic(in *ir.Instruction) bool {
	switch in.Op {
	case ir.OpAtomicRMW, ir.OpCmpXchg:
		return true
	case ir.OpCall:
		return hasPrefix(addrspace.CalleeName(in), "llvm.nvvm.atomic.")
	}
	return false
}

// resolvedAccess reports an access moved to space as.
func (rep *reporter) resolvedAccess(r *rewriter, in *ir.Instruction, ptr ir.Value, as target.AddrSpace) {
	if rep.res.Set(ptr).IsEmpty() && !rep.explained[ptr] {
		rep.explained[ptr] = true
		rep.ctx.Diags.Report(diag.Diagnostic{Severity: diag.Warning, Loc: rep.location(in, ptr), Msg: MsgAssumeGlobal})
	}
	rep.remark(r, in, ptr, "Passed", remarkResolved, " resolved to ", rep.t.SpaceName(as))
}

// unresolved reports an access that stays generic.
func (rep *reporter) unresolved(r *rewriter, in *ir.Instruction, ptr ir.Value) {
	set := rep.res.Set(ptr)
	if set.Ambiguous() && !rep.explained[ptr] && hasEvidence(rep.res.Origins(ptr)) {
		rep.explained[ptr] = true
		at := rep.location(in, ptr)
		notes := append(rep.notes(ptr, at), rep.explainAmbiguous(ptr, set, at)...)
		rep.ctx.Diags.Report(diag.Diagnostic{Severity: diag.Warning, Loc: at, Msg: MsgCannotTell, Notes: notes})
	}
	if rep.ctx.Remarks.Enabled() {
		rep.remark(r, in, ptr, "Missed", remarkUnresolved, " stays generic: may point to ", set.String(rep.t))
	}
}

// hasEvidence reports whether some space came from a real seed.
func hasEvidence(origins []addrspace.Origin) bool {
	for _, o := range origins {
		if o.IsEvidence() {
			return true
		}
	}
	return false
}

// remark records one remark per pointer.
func (rep *reporter) remark(r *rewriter, in *ir.Instruction, ptr ir.Value, kind, name, verb, what string) {
	if !rep.ctx.Remarks.Enabled() || rep.remarked[ptr] {
		return
	}
	rep.remarked[ptr] = true
	rm := pass.Remark{Kind: kind, Pass: Name, Name: name, Function: r.f.Name(), Args: []pass.RemarkArg{
		{Key: "Pointer", Value: rep.res.Namer().Name(ptr), Val: ptr, Access: in},
		{Key: "String", Value: verb},
		{Key: "Space", Value: what},
	}}
	if p, ok := ir.DebugLoc(in); ok {
		rm.Loc = &p
	} else if line, col, ok := rep.ctx.Positions.Of(in); ok {
		rm.InputPos = &ir.SourcePos{File: rep.ctx.File, Line: line, Col: col}
	}
	rep.ctx.Remarks.Add(rm)
}

// conflicts reports operands that an intrinsic requires global but that
// provably point elsewhere (they stay generic).
func (rep *reporter) conflicts() {
	for _, c := range rep.res.Conflicts() {
		at := rep.location(c.Call, c.Operand)
		msg := "memspace-opt: the pointer operand of @" + addrspace.CalleeName(c.Call) +
			" must point to global memory, but may point to " + c.Set.String(rep.t)
		rep.ctx.Diags.Report(diag.Diagnostic{Severity: diag.Warning, Loc: at, Msg: msg, Notes: rep.notes(c.Culprit, at)})
	}
}

// contradictions reports the assumptions that contradict what their
// pointers may point to (assume.go).
func (rep *reporter) contradictions(fs *facts) {
	for _, c := range fs.contradictions {
		f := c.f
		at := rep.location(f.assume, f.subject)
		what := " in "
		if f.negated {
			what = " not in "
		}
		msg := "memspace-opt: assumption that the pointer is" + what + rep.spaceList(c.claimed) +
			" memory contradicts what it may point to: " + c.set.String(rep.t)
		rep.ctx.Diags.Report(diag.Diagnostic{Severity: diag.Warning, Loc: at, Msg: msg, Notes: rep.notes(f.subject, at)})
	}
}

// spaceList names the spaces of s: "shared or shared::cluster".
func (rep *reporter) spaceList(s lattice.Set) string {
	out := ""
	for i, as := range s.Spaces(rep.t) {
		if i > 0 {
			out += " or "
		}
		out += rep.t.SpaceName(as)
	}
	return out
}

// overBudget reports a function left unchanged.
func (rep *reporter) overBudget(f *ir.Function) {
	loc := diag.Loc{File: rep.ctx.File, Func: f.Name()}
	if p, ok := ir.SubprogramPos(f); ok && p.Line > 0 {
		loc = diag.Loc{File: p.File, Line: p.Line}
	}
	rep.ctx.Diags.Report(diag.Diagnostic{Severity: diag.Warning, Loc: loc, Msg: msgOverBudget})
	rep.ctx.Remarks.Add(pass.Remark{Kind: "Missed", Pass: Name, Name: "OverBudget", Function: f.Name(),
		Args: []pass.RemarkArg{{Key: "String", Value: "function exceeds the visit budget; left unchanged"}}})
	rep.countGeneric(f, rep.t)
}
