package llwrite

import (
	"testing"

	"memspace/ir"
)

func TestInstructionForms(t *testing.T) {
	b := newBuild()
	tc := b.t
	i32, i64, f32 := tc.I32, tc.I64, tc.FloatOf(ir.Float)
	p1 := tc.Ptr(1)
	callee := b.fn("g", f32, f32)
	callee.FnAttrs.Groups = []int{1}
	vsig := tc.Func(i32, []ir.Type{p1}, true)
	vf := ir.NewFunction("v", vsig, tc.Ptr(0))
	b.m.AddFunction(vf)
	f := b.fn("f", ir.VoidType, p1, f32, i32)
	bb := block(f, "")
	other := block(f, "")

	rmw := add(bb, ir.OpAtomicRMW, i32, f.Params[0], ci(i32, 1))
	rmw.Ext().RMWOp, rmw.Extra.SyncScope = "add", "block"
	rmw.Ordering, rmw.Flags = ir.Monotonic, ir.Volatile
	rmw.SetAlign(4)
	cx := add(bb, ir.OpCmpXchg, tc.Struct([]ir.Type{i32, tc.I1}, false), f.Params[0], ci(i32, 0), ci(i32, 1))
	cx.Ordering, cx.Flags = ir.AcqRel, ir.Weak|ir.Volatile
	cx.SetFailOrdering(ir.Monotonic)
	cx.SetAlign(4)
	ld := add(bb, ir.OpLoad, i32, f.Params[0])
	ld.Ordering, ld.Flags = ir.Acquire, ir.Volatile
	ld.SetAlign(4)
	fence := add(bb, ir.OpFence, ir.VoidType)
	fence.Ordering = ir.SeqCst
	fence.Ext().SyncScope = "agent"
	fm := add(bb, ir.OpFMul, f32, f.Params[1], ir.NewConstFloat(f32, 2))
	fm.Flags = ir.NNaN | ir.NInf | ir.Contract
	fast := add(bb, ir.OpFAdd, f32, fm, fm)
	fast.Flags = ir.FastMath
	call := ir.NewCall(callee, fast)
	call.Flags = ir.Tail | ir.NNaN
	call.Call().ParamAttrs[0].Attrs = []ir.Attr{ir.EnumAttr("noundef")}
	call.Call().RetAttrs.Attrs = []ir.Attr{ir.EnumAttr("nofpclass(nan)")}
	call.Call().FnAttrs.Groups = []int{3}
	call.Call().CC = "spir_func"
	call.MD = []ir.MDAttachment{{Kind: "dbg", Node: &ir.MDNode{Kind: "DILocation", Slot: -1,
		Fields: []ir.MDField{{Name: "line", Value: &ir.MDRaw{Text: "2"}}}}}}
	call.SetDbgRecords([]*ir.DbgRecord{{Kind: "value", Args: []ir.Metadata{
		&ir.ValueAsMetadata{V: fm}, &ir.MDRaw{Text: "!7"},
		&ir.MDNode{Kind: "DIExpression", Slot: -1}, &ir.MDRaw{Text: "!8"}}}})
	bb.Append(call)
	vc := ir.NewCall(vf, f.Params[0], f.Params[2])
	vc.Call().Bundles = []ir.Bundle{{Tag: "deopt", N: 0}}
	bb.Append(vc)
	sw := add(bb, ir.OpSwitch, ir.VoidType, f.Params[2], other, ci(i32, 1), other, ci(i32, 5), bb)
	_ = sw
	sext := add(other, ir.OpSExt, i64, f.Params[2])
	sext.SetName("x.y$z")
	al := add(other, ir.OpAlloca, tc.Ptr(5), ci(i64, 4))
	al.ElemType = f32
	al.SetAlign(16)
	add(other, ir.OpUnreachable, ir.VoidType)

	want := `
declare float @g(float) #1

declare i32 @v(ptr addrspace(1), ...)

define void @f(ptr addrspace(1) %0, float %1, i32 %2) {
  %4 = atomicrmw volatile add ptr addrspace(1) %0, i32 1 syncscope("block") monotonic, align 4
  %5 = cmpxchg weak volatile ptr addrspace(1) %0, i32 0, i32 1 acq_rel monotonic, align 4
  %6 = load atomic volatile i32, ptr addrspace(1) %0 acquire, align 4
  fence syncscope("agent") seq_cst
  %7 = fmul nnan ninf contract float %1, 2.000000e+00
  %8 = fadd fast float %7, %7
    #dbg_value(float %7, !7, !DIExpression(), !8)
  %9 = tail call nnan spir_func nofpclass(nan) float @g(float noundef %8) #3, !dbg !DILocation(line: 2)
  %10 = call i32 (ptr addrspace(1), ...) @v(ptr addrspace(1) %0, i32 %2) [ "deopt"() ]
  switch i32 %2, label %11 [
    i32 1, label %11
    i32 5, label %3
  ]

11:                                               ; preds = %3, %3
  %"x.y$z" = sext i32 %2 to i64
  %12 = alloca float, i64 4, align 16, addrspace(5)
  unreachable
}
`
	checkText(t, string(Bytes(b.m)), want)
}
