package intrinsic

import (
	"slices"
	"testing"
)

func TestLookup(t *testing.T) {
	argWrite := Memory{Writes: true, Where: ArgMem}
	cases := []struct {
		name   string
		mem    Memory
		status Status
	}{
		{"llvm.vp.store.v1p0.p0", argWrite, Known}, // overloaded, with its types
		{"llvm.vp.store", argWrite, Known},         // the bare name too
		{"llvm.fabs.f32", Memory{}, Known},         // memory(none)
		{"llvm.memcpy.p0.p0.i64", Memory{true, true, ArgMem}, Known},
		{"llvm.memcpy.inline.p0.p0.i64", Memory{true, true, ArgMem}, Known}, // the longest name wins
		{"llvm.nvvm.read.ptx.sreg.tid.x", Memory{}, Known},
		{"llvm.nvvm.read.ptx.sreg.tid.x.y", Memory{}, NotIntrinsic}, // not overloaded: exact name only
		{"llvm.nvvm.read.ptx.sreg.tid", Memory{}, NotIntrinsic},
		{"llvm.foobar", Memory{}, NotIntrinsic},
		{"llvm.x86.sse2.pause", Memory{}, Foreign},
		{"llvm.aarch64.anything", Memory{}, Foreign},
		{"memcpy", Memory{}, NotIntrinsic},
		{"llvm", Memory{}, NotIntrinsic},
		{"llvm.", Memory{}, NotIntrinsic},
		{"llvm.memcpy.", Memory{}, NotIntrinsic},             // an empty part: LLVM knows no such name
		{"llvm.memcpy..p0", Memory{}, NotIntrinsic},          // (nor here)
		{"llvm.memcpy.x", Memory{true, true, ArgMem}, Known}, // any suffix of an overloaded one
	}
	for _, c := range cases {
		mem, status := Lookup(c.name)
		if mem != c.mem || status != c.status {
			t.Errorf("Lookup(%q) = %+v, %d; want %+v, %d", c.name, mem, status, c.mem, c.status)
		}
	}
}

// TestTableSize guards against a table generated from the wrong files:
// LLVM 22 has some 4,700 intrinsics for the kept targets.
func TestTableSize(t *testing.T) {
	once.Do(load)
	if n := len(byName); n < 4000 || n > 8000 {
		t.Errorf("the table has %d intrinsics, want about 4700", n)
	}
	for _, name := range []string{"llvm.nvvm.barrier.cta.sync.aligned.all", "llvm.amdgcn.raw.buffer.store", "llvm.spv.thread.id", "llvm.r600.read.tidig.x"} {
		if _, ok := byName[name]; !ok {
			t.Errorf("%s missing", name)
		}
	}
}

func TestImmArgs(t *testing.T) {
	for _, c := range []struct {
		name  string
		want  []int
		known bool
	}{
		{"llvm.abs.i32", []int{1}, true},
		{"llvm.memcpy.p0.p0.i64", []int{3}, true},
		{"llvm.ctpop.i32", nil, true},
		{"llvm.nvvm.read.ptx.sreg.tid.x", nil, true},
		{"llvm.x86.sse2.pause", nil, false},
		{"f", nil, false},
	} {
		got, known := ImmArgs(c.name)
		if known != c.known || !slices.Equal(got, c.want) {
			t.Errorf("ImmArgs(%q) = %v, %v; want %v, %v", c.name, got, known, c.want, c.known)
		}
	}
}

func TestVariadic(t *testing.T) {
	for _, c := range []struct {
		name            string
		variadic, known bool
	}{
		{"llvm.localescape", true, true},
		{"llvm.experimental.gc.statepoint.p0", true, true},
		{"llvm.experimental.deoptimize.i32", true, true},
		{"llvm.amdgcn.cs.chain.p0.i32.v4i32.i32", true, true},
		{"llvm.nvvm.barrier.cta.sync.aligned.all", false, true},
		{"llvm.memcpy.p0.p0.i64", false, true},
		{"llvm.x86.sse2.pause", false, false},
	} {
		v, known := Variadic(c.name)
		if v != c.variadic || known != c.known {
			t.Errorf("Variadic(%q) = %v, %v; want %v, %v", c.name, v, known, c.variadic, c.known)
		}
	}
}
