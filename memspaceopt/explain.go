package memspaceopt

import (
	"memspace/diag"
	"memspace/ir"
	"memspace/lattice"
)

// What a warning about an ambiguous pointer adds to its notes on where
// each space came from: where the spaces met (the phi, select or call to
// change) and what memspace did with the access (it stays generic, the
// spaces it excludes tagged with !noalias.addrspace), so the message's
// "assuming global memory space" is not read as a change memspace made.

// maxMergeWalk bounds the walk back from a pointer (diagnostics only).
const maxMergeWalk = 256

// mergePoint walks back from ptr through GEPs, casts, phis and selects
// whose set is still ambiguous, and returns the first phi or select with
// two inputs of different sets, or a call that returned the pointer
// already ambiguous; nil when there is none.
func (rep *reporter) mergePoint(ptr ir.Value) *ir.Instruction {
	seen := map[ir.Value]bool{}
	work := []ir.Value{ptr}
	for len(work) > 0 && len(seen) < maxMergeWalk {
		v := work[0]
		work = work[1:]
		in, ok := v.(*ir.Instruction)
		if !ok || seen[v] || !rep.res.Set(v).Ambiguous() {
			continue
		}
		seen[v] = true
		switch in.Op {
		case ir.OpPhi, ir.OpSelect:
			ins := mergeInputs(in)
			if rep.differ(ins) {
				return in
			}
			work = append(work, ins...)
		case ir.OpCall:
			return in
		case ir.OpGetElementPtr, ir.OpBitCast, ir.OpAddrSpaceCast, ir.OpFreeze:
			work = append(work, in.Operand(0))
		}
	}
	return nil
}

// mergeInputs lists the pointer inputs of a phi or select.
func mergeInputs(in *ir.Instruction) []ir.Value {
	if in.Op == ir.OpSelect {
		return []ir.Value{in.Operand(1), in.Operand(2)}
	}
	var out []ir.Value
	for i := range in.NumIncoming() {
		if v, _ := in.Incoming(i); v != ir.Value(in) {
			out = append(out, v)
		}
	}
	return out
}

// differ reports whether two inputs bring different non-empty sets.
func (rep *reporter) differ(ins []ir.Value) bool {
	var first lattice.Set
	for _, v := range ins {
		s := rep.res.Set(v)
		if s.IsEmpty() {
			continue
		}
		if first.IsEmpty() {
			first = s
		} else if s != first {
			return true
		}
	}
	return false
}

// explainAmbiguous returns the notes that say where the spaces of ptr met
// and what memspace did with the access.
func (rep *reporter) explainAmbiguous(ptr ir.Value, set lattice.Set, at diag.Loc) []diag.Diagnostic {
	var out []diag.Diagnostic
	if m := rep.mergePoint(ptr); m != nil {
		what := "this " + m.Op.String()
		if m.Op == ir.OpCall {
			what = "the result of this call"
		}
		out = append(out, diag.Diagnostic{Severity: diag.Note, Loc: rep.mergeLocation(m),
			Msg: "the spaces " + rep.spaceAnd(set) + " meet at " + what})
	}
	out = append(out, diag.Diagnostic{Severity: diag.Note, Loc: at,
		Msg: "memspace left the access generic (it may point to " + set.String(rep.t) + "); nothing was lowered as global"})
	return out
}

// mergeLocation places a merge point: its own position, else (a phi
// rarely has one) the first position in its block.
func (rep *reporter) mergeLocation(m *ir.Instruction) diag.Loc {
	if _, ok := ir.DebugLoc(m); !ok && m.Parent != nil {
		for _, in := range m.Parent.Instrs {
			if p, ok := ir.DebugLoc(in); ok && p.Line > 0 {
				return diag.Loc{File: p.File, Line: p.Line, Col: p.Col}
			}
		}
	}
	return rep.location(m, m)
}

// spaceAnd names the spaces of s: "global and shared".
func (rep *reporter) spaceAnd(s lattice.Set) string {
	sp := s.Spaces(rep.t)
	out := ""
	for i, as := range sp {
		switch {
		case i == 0:
		case i == len(sp)-1:
			out += " and "
		default:
			out += ", "
		}
		out += rep.t.SpaceName(as)
	}
	return out
}
