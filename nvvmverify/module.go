package nvvmverify

import (
	"fmt"
	"strings"

	"memspace/diag"
	"memspace/ir"
	"memspace/target"
)

// layout checks the data layout and reads its alloca space.
func (v *verifier) layout() {
	at := diag.Loc{File: v.ctx.File}
	if strings.TrimSpace(v.m.DataLayout) == "" {
		v.ctx.Diags.Errorf(at, MsgEmptyLayout)
		return
	}
	if err := v.t.CheckLayout(v.m.DataLayout); err != nil {
		var notes []diag.Diagnostic
		for i, l := range v.t.ValidLayouts() {
			bits := [...]string{"32-bit: ", "64-bit: "}[i%2]
			notes = append(notes, diag.Diagnostic{Severity: diag.Note, Loc: at, Msg: bits + l})
		}
		v.ctx.Diags.Report(diag.Diagnostic{Severity: diag.Error, Loc: at, Msg: MsgBadLayout, Notes: notes})
		return
	}
	dl, _ := target.ParseDataLayout(v.m.DataLayout)
	v.allocaAS = dl.AllocaSpace
}

// globals checks that no global lives in address space 2 and the casts in
// global initializers.
func (v *verifier) globals() {
	for _, g := range v.m.Globals {
		if as, ok := space(g.Type()); ok && as == 2 {
			v.errorIn(g, MsgSpace2)
		}
		for _, op := range g.Operands() {
			v.constCasts(op, func(format string, args ...any) { v.errorIn(g, format, args...) })
		}
	}
}

// signature checks a function's parameters and return type: no space 2,
// and (outside intrinsics) no tensor-memory pointer crossing the call
// boundary.
func (v *verifier) signature(f *ir.Function) {
	intrinsic := f.IsIntrinsic()
	for _, p := range f.Params {
		if as, ok := space(p.Type()); ok {
			if as == 2 {
				v.errorIn(f, MsgSpace2)
			}
			if as == target.NVPTXTensor && !intrinsic {
				v.errorIn(f, MsgTensorBoundary, fmt.Sprintf("parameter %d of @%s", p.Index, f.Name()))
			}
		}
	}
	if f.Sig != nil {
		if as, ok := space(f.Sig.Ret); ok && as == target.NVPTXTensor && !intrinsic {
			v.errorIn(f, MsgTensorBoundary, "return value of @"+f.Name())
		}
	}
}
