package llwrite

import (
	"math"
	"testing"

	"memspace/ir"
)

func (b *build) global(name string, vt ir.Type, as uint32, init ir.Constant) *ir.GlobalVariable {
	g := ir.NewGlobalVariable(name, vt, b.m.PtrType(vt, as))
	g.Init = init
	b.m.AddGlobal(g)
	return g
}

func TestModuleLayout(t *testing.T) {
	b := newBuild()
	m := b.m
	m.ModuleID, m.SourceFilename, m.HasSourceFilename = "x.cu", `x"y.cu`, true
	m.DataLayout, m.HasDataLayout = "e-i64:64", true
	m.Triple, m.HasTriple = "nvptx64-nvidia-cuda", true
	m.Asm = []string{"foo", `a\b`}
	st := b.t.Named("struct.S", false)
	st.SetBody([]ir.Type{b.t.I32, b.t.Ptr(0)}, false)
	n0 := b.t.Named("0", true)
	n0.SetBody([]ir.Type{b.t.I8}, true)
	g := b.global("$x", b.t.I32, 3, ir.NewConstSimple(b.t.I32, ir.KindUndef))
	g.Linkage = ir.LinkInternal
	g.SetAlign(4)
	decl := b.global("ext", st, 0, nil)
	decl.Constant = true
	un := b.global("", b.t.I1, 0, ci(b.t.I1, 1))
	un.DSOLocal = true
	f := b.fn("k", ir.VoidType)
	f.CC, f.DSOLocal = "ptx_kernel", true
	f.FnAttrs.Groups = []int{0}
	f.FnAttrs.Attrs = []ir.Attr{ir.EnumAttr("nounwind")}
	add(block(f, "entry"), ir.OpRet, ir.VoidType)
	d := b.fn("llvm.foo", b.t.I32, b.t.Ptr(1))
	d.Params[0].Attrs.Attrs = []ir.Attr{ir.EnumAttr("noundef"), {Kind: "align", Form: ir.FormSpace, Value: "4"}}
	d.Params[0].SetName("ignored")
	m.AttrGroups = []*ir.AttrGroup{{ID: 0, Attrs: []ir.Attr{
		ir.EnumAttr("convergent"), {Kind: "memory", Form: ir.FormParen, Value: "none"},
		{Kind: "alignstack", Form: ir.FormEquals, Value: "16"}, ir.StringAttr("a\"b", "c\\d"),
		{Kind: "key", Form: ir.FormString}}}}
	str := &ir.MDString{Value: "kernel\n"}
	n1 := m.AddMetadata(ir.NewTuple(&ir.ValueAsMetadata{V: f}, str, &ir.ValueAsMetadata{V: ci(b.t.I32, 1)}))
	loc := &ir.MDNode{Kind: "DIExpression", Slot: -1, Ops: []ir.Metadata{
		&ir.MDRaw{Text: "DW_OP_constu"}, &ir.MDRaw{Text: "3"}}}
	n2 := m.AddMetadata(&ir.MDNode{Distinct: true, Slot: -1, Ops: []ir.Metadata{nil, loc, ir.NewTuple()}})
	m.NamedMD = []*ir.NamedMD{{Name: "nvvm.annotations", Nodes: []ir.Metadata{n1, n2}}, {Name: "a b"}}

	want := `; ModuleID = 'x.cu'
source_filename = "x\22y.cu"
target datalayout = "e-i64:64"
target triple = "nvptx64-nvidia-cuda"

module asm "foo"
module asm "a\\b"

%0 = type <{ i8 }>
%struct.S = type { i32, ptr }

@"$x" = internal addrspace(3) global i32 undef, align 4
@ext = external constant %struct.S
@0 = dso_local global i1 true

; Function Attrs: nounwind convergent memory(none) alignstack(16)
define dso_local ptx_kernel void @k() nounwind #0 {
entry:
  ret void
}

declare i32 @llvm.foo(ptr addrspace(1) noundef align 4)

attributes #0 = { convergent memory(none) alignstack=16 "a\22b"="c\\d" "key" }

!nvvm.annotations = !{!0, !1}
!a\20b = !{}

!0 = !{ptr @k, !"kernel\0A", i32 1}
!1 = distinct !{null, !DIExpression(DW_OP_constu, 3), !{}}
`
	checkText(t, string(Bytes(m)), want)
}

func TestConstants(t *testing.T) {
	b := newBuild()
	tc := b.t
	f32, f64 := tc.FloatOf(ir.Float), tc.FloatOf(ir.Double)
	half := tc.FloatOf(ir.Half)
	i8, i32 := tc.I8, tc.I32
	v4 := tc.Vector(4, i32, false)
	cases := []struct {
		t    ir.Type
		c    ir.Constant
		want string
	}{
		{f64, ir.NewConstFloat(f64, 1.5), "1.500000e+00"},
		{f64, ir.NewConstFloat(f64, 0.1), "1.000000e-01"},
		{f64, ir.NewConstFloat(f64, 1.234567), "0x3FF3C0C9539B8887"},
		{f64, ir.NewConstFloat(f64, 1e100), "1.000000e+100"},
		{f64, ir.NewConstFloat(f64, math.Copysign(0, -1)), "-0.000000e+00"},
		{f64, ir.NewConstFloat(f64, math.Inf(1)), "0x7FF0000000000000"},
		{f32, ir.NewConstFloat(f32, float64(float32(0.1))), "0x3FB99999A0000000"},
		{f32, ir.NewConstFloat(f32, 2), "2.000000e+00"},
		{half, ir.NewConstFloatRaw(half, "0xH3C00"), "0xH3C00"},
		{half, ir.NewConstFloat(half, 1), "1.000000e+00"},
		{tc.I1, ci(tc.I1, 1), "true"},
		{tc.I1, ci(tc.I1, 0), "false"},
		{tc.I64, ci(tc.I64, -5), "-5"},
		{tc.Array(3, i8), ir.NewConstBytes(tc.Array(3, i8), "a\"\\\x00"), `c"a\22\\\00"`},
		{tc.Array(2, i8), ir.NewConstBytes(tc.Array(2, i8), "\x00\x00"), "zeroinitializer"},
		{tc.Array(2, i8), ir.NewConstAggregate(tc.Array(2, i8), ir.AggArray, []ir.Value{ci(i8, 104), ci(i8, -1)}), `c"h\FF"`},
		{tc.Array(2, i32), ir.NewConstAggregate(tc.Array(2, i32), ir.AggArray, []ir.Value{ci(i32, 0), ci(i32, 0)}), "zeroinitializer"},
		{v4, ir.NewConstAggregate(v4, ir.AggVector, []ir.Value{ci(i32, 7), ci(i32, 7), ci(i32, 7), ci(i32, 7)}), "splat (i32 7)"},
		{v4, ir.NewConstAggregate(v4, ir.AggVector, []ir.Value{ci(i32, 1), ci(i32, 2), ci(i32, 3), ci(i32, 4)}), "<i32 1, i32 2, i32 3, i32 4>"},
		{tc.Struct([]ir.Type{i32, f32}, true), ir.NewConstAggregate(tc.Struct([]ir.Type{i32, f32}, true), ir.AggStruct, []ir.Value{ci(i32, 1), ir.NewConstFloat(f32, 0)}), "<{ i32 1, float 0.000000e+00 }>"},
		{tc.Ptr(0), ir.NewConstExpr(ir.OpAddrSpaceCast, tc.Ptr(0), ir.NullOf(tc.Ptr(3))), "addrspacecast (ptr addrspace(3) null to ptr)"},
	}
	for _, c := range cases {
		if got := ValueRef(c.c); got != c.want {
			t.Errorf("%s: got %s, want %s", TypeString(c.t), got, c.want)
		}
	}
}

func TestTypedPointers(t *testing.T) {
	b := newBuild()
	b.m.TypedPointers = true
	tc := b.t
	f32 := tc.FloatOf(ir.Float)
	arr := tc.Array(4, f32)
	g := b.global("s", arr, 3, ir.NewConstSimple(arr, ir.KindUndef))
	vt := tc.Func(tc.I32, []ir.Type{tc.TypedPtr(tc.I8, 0)}, true)
	pf := ir.NewFunction("printf", vt, tc.TypedPtr(vt, 0))
	b.m.AddFunction(pf)
	sig := tc.Func(ir.VoidType, []ir.Type{tc.TypedPtr(f32, 1)}, false)
	f := ir.NewFunction("k", sig, tc.TypedPtr(sig, 0))
	b.m.AddFunction(f)
	bb := block(f, "")
	gp := tc.TypedPtr(f32, 3)
	gep := ir.NewConstExpr(ir.OpGetElementPtr, gp, g, ci(tc.I64, 0), ci(tc.I64, 1))
	gep.ElemType, gep.Flags = arr, ir.InBounds
	cast := add(bb, ir.OpAddrSpaceCast, tc.TypedPtr(f32, 0), gep)
	ld := add(bb, ir.OpLoad, f32, cast)
	ld.SetAlign(4)
	st := add(bb, ir.OpStore, ir.VoidType, ld, f.Params[0])
	st.SetAlign(4)
	call := ir.NewCall(pf, ir.NullOf(tc.TypedPtr(tc.I8, 0)))
	bb.Append(call)
	splat := ir.NewConstAggregate(tc.Vector(2, tc.I32, false), ir.AggSplat, []ir.Value{ci(tc.I32, 3)})
	add(bb, ir.OpExtractElement, tc.I32, splat, ci(tc.I32, 0))
	add(bb, ir.OpRet, ir.VoidType)
	want := `
@s = addrspace(3) global [4 x float] undef

declare i32 @printf(i8*, ...)

define void @k(float addrspace(1)* %0) {
  %2 = addrspacecast float addrspace(3)* getelementptr inbounds ([4 x float], [4 x float] addrspace(3)* @s, i64 0, i64 1) to float*
  %3 = load float, float* %2, align 4
  store float %3, float addrspace(1)* %0, align 4
  %4 = call i32 (i8*, ...) @printf(i8* null)
  %5 = extractelement <2 x i32> <i32 3, i32 3>, i32 0
  ret void
}
`
	checkText(t, string(Bytes(b.m)), want)
}
