package nvvmverify

import (
	"memspace/diag"
	"memspace/ir"
	"memspace/llwrite"
	"memspace/pass"
	"memspace/spacealias"
	"memspace/target"
)

// Name is the pass name; OptAppend is the flag that appends the pass to
// the default pipeline.
const (
	Name      = "nvvm-verify"
	OptAppend = "nvvm-verify"
)

// The messages.
const (
	MsgCastConcrete   = "Cannot cast non-generic pointer to different non-generic pointer"
	MsgInvalidTarget  = "Invalid target address space"
	MsgInvalidSource  = "Invalid source address space"
	MsgAlloca         = "Allocas are not supported on address spaces except Generic"
	MsgTensorAccess   = "Tensor Memory loads/stores are not supported"
	MsgCmpXchg        = "cmpxchg pointer operand must point to generic, global, or shared address space"
	MsgEmptyLayout    = "Empty target data layout, must exist"
	MsgBadLayout      = "Example valid data layout:"
	MsgLocalAtomic    = "Cannot do atomic on local memory"
	MsgDescriptor     = "the descriptor operand of a bulk tensor copy must point to global memory, not %s"
	MsgParamEscape    = "a param-space pointer must not escape into %s"
	MsgTensorBoundary = "a tensor-memory pointer must not cross a call boundary (%s)"
	MsgSpace2         = "address space 2 is not used by NVPTX"
)

func init() {
	pass.Register(pass.Pass{Name: Name, Run: run, ReadOnly: true, Options: []pass.Option{
		{Name: OptAppend, Default: "false", Check: pass.CheckBool,
			Help: "append nvvm-verify to the default pipeline (NVPTX)"},
	}})
}

// verifier is one run over a module.
type verifier struct {
	ctx      *pass.Context
	m        *ir.Module
	t        *target.Target
	aa       *spacealias.Analysis
	allocaAS target.AddrSpace
	f        *ir.Function
	names    *llwrite.Names // of f, made on the first error in it
}

// run verifies an NVPTX module; other targets have no NVVM rules.
func run(ctx *pass.Context) error {
	if ctx.Target == nil || ctx.Target.Name() != "nvptx" {
		return nil
	}
	v := &verifier{ctx: ctx, m: ctx.Module, t: ctx.Target,
		aa: spacealias.New(ctx.Target, spacealias.Options{Limit: spacealias.DefaultLimit})}
	v.layout()
	v.globals()
	for _, f := range v.m.Functions {
		v.f, v.names = f, nil
		v.signature(f)
		f.Instructions(v.instr)
	}
	return nil
}

// errorAt reports msg at in's source position, or at its function and
// name without debug info.
func (v *verifier) errorAt(in *ir.Instruction, format string, args ...any) {
	v.ctx.Diags.Errorf(v.loc(in), format, args...)
}

func (v *verifier) loc(in *ir.Instruction) diag.Loc {
	if p, ok := ir.DebugLoc(in); ok && p.Line > 0 {
		return diag.Loc{File: p.File, Line: p.Line, Col: p.Col}
	}
	if v.names == nil {
		v.names = llwrite.NewNames(v.f)
	}
	val := llwrite.InstrString(in)
	if in.HasResult() {
		val = v.names.Ref(in)
	}
	return diag.Loc{File: v.ctx.File, Func: v.f.Name(), Value: val}
}

// errorIn reports msg about a function or global, at its source position
// when known.
func (v *verifier) errorIn(g ir.GlobalValue, format string, args ...any) {
	l := diag.Loc{File: v.ctx.File, Func: g.Name()}
	if f, ok := g.(*ir.Function); ok {
		if p, ok := ir.SubprogramPos(f); ok && p.Line > 0 {
			l = diag.Loc{File: p.File, Line: p.Line, Col: p.Col}
		}
	}
	v.ctx.Diags.Errorf(l, format, args...)
}

// space returns the space of a pointer type, ok false for other types.
func space(t ir.Type) (target.AddrSpace, bool) {
	as, ok := ir.AddrSpaceOf(t)
	return target.AddrSpace(as), ok
}
