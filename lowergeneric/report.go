package lowergeneric

import (
	"os"
	"strings"

	"memspace/diag"
	"memspace/ir"
	"memspace/llread"
	"memspace/llwrite"
	"memspace/pass"
)

// The statistics counters (memspace -stats).
const (
	StatAccesses    = "lower-generic: generic accesses lowered"
	StatStatic      = "lower-generic: accesses resolved statically (no local->generic cast reachable)"
	StatWidth1      = "lower-generic: accesses resolved by their set (1 block, no switch)"
	StatWidth2      = "lower-generic: switches with 2 blocks"
	StatWidth3      = "lower-generic: switches with 3 blocks"
	StatSwitches    = "lower-generic: switches emitted"
	StatBlocks      = "lower-generic: switch blocks emitted"
	StatRefSwitches = "lower-generic: switches of a reference-style lowering"
	StatRefBlocks   = "lower-generic: switch blocks of a reference-style lowering"
	// StatDocBlocks counts the blocks of the reference with the two
	// optimizations its document describes (private memory in a global
	// buffer, static resolution when no local pointer becomes generic):
	// none, or global and local for every generic operand.
	StatDocBlocks   = "lower-generic: switch blocks of the reference with its documented optimizations"
	StatTagged      = "lower-generic: tags set"
	StatCleared     = "lower-generic: tags cleared"
	StatConvFolded  = "lower-generic: to_* conversions folded"
	StatConvDynamic = "lower-generic: to_* conversions resolved by a tag comparison"
	StatPrefetches  = "lower-generic: prefetches through generic pointers dropped"
)

// stats counts what the pass did.
type stats struct {
	accesses, static, width1, switches, blocks int
	width                                      [4]int
	refSwitches, refBlocks, docBlocks          int
	tagged, cleared                            int
	convFolded, convDynamic, prefetches        int
}

// report publishes the counters; the access counters appear even when
// zero, so that tables can read them.
func (lw *lowerer) report() {
	s, st := lw.ctx.Stats, &lw.st
	if s == nil {
		return
	}
	for _, c := range []struct {
		name string
		n    int
	}{{StatAccesses, st.accesses}, {StatStatic, st.static}, {StatWidth1, st.width1}, {StatWidth2, st.width[2]},
		{StatWidth3, st.width[3]}, {StatSwitches, st.switches}, {StatBlocks, st.blocks},
		{StatRefSwitches, st.refSwitches}, {StatRefBlocks, st.refBlocks}, {StatDocBlocks, st.docBlocks}, {StatTagged, st.tagged},
		{StatCleared, st.cleared}, {StatConvFolded, st.convFolded}, {StatConvDynamic, st.convDynamic},
		{StatPrefetches, st.prefetches}} {
		s.Add(c.name, c.n)
	}
}

// remark explains one switch: the spaces it tells apart and where each
// comes from.
func (lw *lowerer) remark(in *ir.Instruction, p ir.Value, cs []class) {
	if !lw.ctx.Remarks.Enabled() {
		return
	}
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = classNames[c]
	}
	rm := pass.Remark{Kind: "Missed", Pass: Name, Name: "GenericSwitch", Function: lw.f.Name(),
		Args: []pass.RemarkArg{{Key: "String", Value: "generic access needs a run-time switch over "},
			{Key: "Spaces", Value: strings.Join(names, ", ")}, {Key: "String", Value: " because "},
			{Key: "Why", Value: lw.why[p]}}}
	if pos, ok := ir.DebugLoc(in); ok {
		rm.Loc = &pos
	}
	lw.ctx.Remarks.Add(rm)
}

// fail reports an instruction the pass cannot lower, at its source
// position (else its function), naming it.
func (lw *lowerer) fail(in *ir.Instruction, what string) {
	text := llwrite.InstrString(in)
	loc := diag.Loc{File: lw.ctx.File, Func: lw.f.Name()}
	if pos, ok := ir.DebugLoc(in); ok && pos.Line > 0 {
		loc = diag.Loc{File: pos.File, Line: pos.Line, Col: pos.Col}
	} else if line, col, ok := lw.inputPos(lw.f.Name(), text); ok {
		loc = diag.Loc{File: lw.ctx.File, Line: line, Col: col}
	}
	lw.report1(loc, what, text)
}

// inputPos finds where the input file defines the instruction of function
// fn that prints as text: the file is read again with positions (only on
// this error path). Not found (another pass changed the function, or the
// input was not a file) is not an error.
func (lw *lowerer) inputPos(fn, text string) (line, col int, ok bool) {
	if lw.inputs == nil {
		lw.inputs = &inputText{}
		if src, err := os.ReadFile(lw.ctx.File); err == nil {
			lw.inputs.m, lw.inputs.pos, _ = llread.ParseWithPositions(lw.ctx.File, src)
		}
	}
	if lw.inputs.m == nil {
		return 0, 0, false
	}
	f := lw.inputs.m.Function(fn)
	if f == nil {
		return 0, 0, false
	}
	names := llwrite.NewNames(f)
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if names.Instr(in) == text {
				return lw.inputs.pos.Of(in)
			}
		}
	}
	return 0, 0, false
}

// inputText is the input read again with positions.
type inputText struct {
	m   *ir.Module
	pos *llread.Positions
}

func (lw *lowerer) failAt(file, fn, what string) {
	lw.report1(diag.Loc{File: file, Value: fn}, what, "")
}

func (lw *lowerer) report1(loc diag.Loc, what, text string) {
	lw.failed = true
	lw.nErrors++
	msg := "lower-generic cannot lower " + what
	if text != "" {
		msg += ": '" + text + "'"
		if loc.Line == 0 && loc.Func != "" {
			msg += " in @" + loc.Func
		}
	}
	if lw.ctx.Diags != nil {
		lw.ctx.Diags.Report(diag.Diagnostic{Severity: diag.Error, Loc: loc, Msg: msg})
	}
}
