package alwaysinline

import (
	"memspace/diag"
	"memspace/ir"
	"memspace/pass"
)

// location points a diagnostic at an instruction: its source position
// when it has one, else the function.
func location(ctx *pass.Context, f *ir.Function, in *ir.Instruction) diag.Loc {
	if p, ok := ir.DebugLoc(in); ok {
		return diag.Loc{File: p.File, Line: p.Line, Col: p.Col}
	}
	return diag.Loc{File: ctx.File, Func: f.Name()}
}

// passed records LLVM's remark for an inlined call:
// "'g' inlined into 'f' with (cost=always): always inline attribute".
func (in *inliner) passed(f *ir.Function, call *ir.Instruction, g *ir.Function) {
	if !in.ctx.Remarks.Enabled() {
		return
	}
	in.ctx.Remarks.Add(pass.Remark{Kind: "Passed", Pass: Name, Name: "AlwaysInline", Function: f.Name(),
		Loc: pos(call), Args: []pass.RemarkArg{
			{Key: "String", Value: "'"}, {Key: "Callee", Value: g.Name()},
			{Key: "String", Value: "' inlined into '"}, {Key: "Caller", Value: f.Name()},
			{Key: "String", Value: "' with (cost=always): always inline attribute"}}})
}

// missed records why an alwaysinline call stays a call.
func (in *inliner) missed(f *ir.Function, call *ir.Instruction, g *ir.Function, why string) {
	in.ctx.Stats.Add("alwaysinline calls kept (always-inline)", 1)
	if !in.ctx.Remarks.Enabled() {
		return
	}
	in.ctx.Remarks.Add(pass.Remark{Kind: "Missed", Pass: Name, Name: "NotInlined", Function: f.Name(),
		Loc: pos(call), Args: []pass.RemarkArg{
			{Key: "String", Value: "'"}, {Key: "Callee", Value: g.Name()},
			{Key: "String", Value: "' will not be inlined into '"}, {Key: "Caller", Value: f.Name()},
			{Key: "String", Value: "': "},
			{Key: "Reason", Value: why}}})
}

func pos(in *ir.Instruction) *ir.SourcePos {
	if p, ok := ir.DebugLoc(in); ok {
		return &p
	}
	return nil
}
