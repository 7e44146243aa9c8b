package memspaceopt

import (
	"fmt"
	"testing"

	"memspace/addrspace"
	"memspace/ir"
	"memspace/lattice"
	"memspace/llread"
	"memspace/target"
)

func TestMangle(t *testing.T) {
	tc := ir.NewTypeContext()
	f32 := tc.FloatOf(ir.Float)
	st := tc.Named("struct.S", false)
	for _, c := range []struct {
		t    ir.Type
		want string
	}{
		{tc.Ptr(3), "p3"},
		{tc.Ptr(0), "p0"},
		{tc.TypedPtr(tc.I8, 1), "p1i8"},
		{tc.TypedPtr(f32, 5), "p5f32"},
		{tc.TypedPtr(st, 0), "p0s_struct.S"},
		{tc.Vector(4, tc.Ptr(1), false), "v4p1"},
		{tc.Vector(4, f32, false), "v4f32"},
		{tc.Array(3, tc.I32), "a3i32"},
		{tc.FloatOf(ir.Half), "f16"},
		{tc.I64, "i64"},
	} {
		if got := mangle(c.t); got != c.want {
			t.Errorf("mangle(%s) = %s, want %s", c.t, got, c.want)
		}
	}
}

func TestMemBase(t *testing.T) {
	for name, want := range map[string]string{
		"llvm.memcpy.p0.p0.i64":        "llvm.memcpy",
		"llvm.memcpy.inline.p0.p0.i64": "llvm.memcpy.inline",
		"llvm.memmove.p0i8.p0i8.i32":   "llvm.memmove",
		"llvm.memset.p0.i64":           "llvm.memset",
		"llvm.memset.inline.p0.i32":    "llvm.memset.inline",
	} {
		if got := memBase(name); got != want {
			t.Errorf("memBase(%s) = %s, want %s", name, got, want)
		}
	}
}

func setOf(t *target.Target, spaces ...target.AddrSpace) lattice.Set {
	var s lattice.Set
	for _, as := range spaces {
		b, _ := lattice.Of(t, as)
		s |= b
	}
	return s
}

func TestExcludedSpaces(t *testing.T) {
	nv := target.NVPTX()
	for _, c := range []struct {
		set  lattice.Set
		want string
	}{
		{setOf(nv, 1, 3), "[[4 7]]"},
		{setOf(nv, 1, 5), "[[3 5] [6 8]]"},
		{setOf(nv, 101), "[[3 8]]"},
		{lattice.Unknown(nv), "[]"},
		{0, "[]"},
	} {
		got := fmt.Sprint(spaceRanges(excludedSpaces(nv, c.set)))
		if got != c.want {
			t.Errorf("ranges for %s = %s, want %s", c.set.String(nv), got, c.want)
		}
	}
	spir := target.SPIR()
	if got := fmt.Sprint(spaceRanges(excludedSpaces(spir, setOf(spir, 1, 3)))); got != "[[0 1] [2 3]]" {
		t.Errorf("spir ranges = %s", got)
	}
}

func TestSpaceTestAnswers(t *testing.T) {
	nv := target.NVPTX()
	r := &rewriter{t: nv}
	for _, c := range []struct {
		intrinsic string
		set       lattice.Set
		value     bool
		decided   bool
	}{
		{"llvm.nvvm.isspacep.shared", setOf(nv, 3), true, true},
		{"llvm.nvvm.isspacep.shared", setOf(nv, 1), false, true},
		{"llvm.nvvm.isspacep.shared", setOf(nv, 7), false, false},
		{"llvm.nvvm.isspacep.shared.cluster", setOf(nv, 3), true, true},
		{"llvm.nvvm.isspacep.shared.cluster", setOf(nv, 3, 7), true, true},
		// A param address made generic lies in the global window.
		{"llvm.nvvm.isspacep.global", setOf(nv, 101), true, true},
		{"llvm.nvvm.isspacep.global", setOf(nv, 1, 101), true, true},
		{"llvm.nvvm.isspacep.global", setOf(nv, 3, 101), false, false},
		{"llvm.nvvm.isspacep.const", setOf(nv, 101), false, true},
		{"llvm.nvvm.isspacep.shared.cluster", setOf(nv, 7), true, true},
		{"llvm.nvvm.isspacep.shared.cta", setOf(nv, 3, 7), false, false},
		{"llvm.nvvm.isspacep.global", setOf(nv, 1, 3), false, false},
		{"llvm.nvvm.isspacep.local", setOf(nv, 1, 3), false, true},
		{"llvm.nvvm.isspacep.const", setOf(nv, 4), true, true},
		{"llvm.nvvm.isspacep.const", 0, false, false},
	} {
		test, ok := r.testFor(c.intrinsic)
		if !ok {
			t.Fatalf("%s not recognized", c.intrinsic)
		}
		v, d := test.answer(c.set)
		if v != c.value || d != c.decided {
			t.Errorf("%s on %s = %v,%v, want %v,%v", c.intrinsic, c.set.String(nv), v, d, c.value, c.decided)
		}
	}
}

func TestOpenCLConversionNames(t *testing.T) {
	for name, want := range map[string]string{
		"__to_global":        "global",
		"__to_private":       "private",
		"_Z8to_localPU3AS4v": "local",
		"to_global":          "",
	} {
		got, _ := addrspace.Conversion(name)
		if got != want {
			t.Errorf("addrspace.Conversion(%s) = %q, want %q", name, got, want)
		}
	}
}

func TestHasCvtaParam(t *testing.T) {
	src := `target triple = "nvptx64-nvidia-cuda"
define void @none() { ret void }
define void @sm90() #0 { ret void }
define void @sm80() #1 { ret void }
define void @sm80ptx77() #2 { ret void }
define void @sm60ptx80() #3 { ret void }
define void @sm90a_ptx42_ptx80() #4 { ret void }
define void @sm70ptx70() #5 { ret void }
attributes #0 = { "target-cpu"="sm_90" }
attributes #1 = { "target-cpu"="sm_80" }
attributes #2 = { "target-cpu"="sm_80" "target-features"="+ptx77" }
attributes #3 = { "target-cpu"="sm_60" "target-features"="+ptx80" }
attributes #4 = { "target-cpu"="sm_90a" "target-features"="+ptx42,+ptx80,+sm_90a" }
attributes #5 = { "target-cpu"="sm_70" "target-features"="+ptx70" }
`
	m, err := llread.Parse("test.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"none": false, "sm90": true, "sm80": false, "sm80ptx77": true,
		"sm60ptx80": false, "sm90a_ptx42_ptx80": true, "sm70ptx70": false}
	for name, w := range want {
		if got := hasCvtaParam(m, m.Function(name)); got != w {
			t.Errorf("hasCvtaParam(@%s) = %v, want %v", name, got, w)
		}
	}
}
