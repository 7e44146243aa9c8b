package hostrun

import (
	"encoding/binary"
	"encoding/hex"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"memspace/llread"
)

func TestDemangleParams(t *testing.T) {
	str := func(ds []*typeDesc) string {
		var parts []string
		var one func(d *typeDesc) string
		one = func(d *typeDesc) string {
			switch d.kind {
			case dPtr:
				return one(d.elem) + "*"
			case dStruct:
				return d.name
			case dFloat:
				return "float"
			case dDouble:
				return "double"
			case dInt:
				return "i" + strconv.Itoa(d.bits)
			}
			return "?"
		}
		for _, d := range ds {
			parts = append(parts, one(d))
		}
		return strings.Join(parts, ",")
	}
	for _, c := range []struct{ name, want string }{
		{"_Z10reduce_sumPKfPfj", "float*,float*,i32"},
		{"_Z14dot_per_threadPKfS0_Pfi", "float*,float*,float*,i32"},
		{"_Z10scan_blockPKiPiS1_i", "i32*,i32*,i32*,i32"},
		{"_Z11ragged_sumsPKPKfPKiPfi", "float**,i32*,float*,i32"},
		{"_Z9sum_listsPKP4NodePii", "Node**,i32*,i32"},
		{"_Z14particles_step9Particles6Boundsf", "Particles,Bounds,float"},
		{"_Z12histogram256PKhjPj", "i8*,i32,i32*"},
		{"_Z17reduce_max_argminPKfiPfPyPjS3_", "float*,i32,float*,i64*,i32*,i32*"},
		{"_ZN2ns1kEPd", "double*"},
	} {
		ds, ok := demangleParams(c.name)
		if got := str(ds); !ok || got != c.want {
			t.Errorf("demangleParams(%s) = %s, %v; want %s", c.name, got, ok, c.want)
		}
	}
	for _, bad := range []string{"k", "_Z6kernelIfEvPT_i", "_Z3fooSt6vectorIiE"} {
		if _, ok := demangleParams(bad); ok {
			t.Errorf("demangleParams(%s) should give up", bad)
		}
	}
}

func TestOpenCLType(t *testing.T) {
	for s, want := range map[string]typeDesc{
		"float*":  {kind: dPtr},
		"uint":    {kind: dInt, bits: 32},
		"float4":  {kind: dFloat, bits: 32},
		"uchar":   {kind: dInt, bits: 8},
		"image2d": {kind: dUnknown},
	} {
		got := openCLType(s)
		if got.kind != want.kind || got.bits != want.bits {
			t.Errorf("openCLType(%q) = %+v, want %+v", s, got, want)
		}
	}
	if d := openCLType("struct Node*"); d.kind != dPtr || d.elem.kind != dStruct || d.elem.name != "Node" {
		t.Errorf("struct Node* = %+v", d)
	}
}

func TestRuntimeName(t *testing.T) {
	for in, want := range map[string]string{
		"llvm.nvvm.read.ptx.sreg.tid.x":         "__hr_llvm_nvvm_read_ptx_sreg_tid_x",
		"llvm.nvvm.atomic.add.gen.i.cta.i32.p0": "__hr_llvm_nvvm_atomic_add_gen_i_cta_i32",
		"llvm.nvvm.mbarrier.init.shared":        "__hr_llvm_nvvm_mbarrier_init_shared",
		"llvm.nvvm.ptr.gen.to.shared.p3.p0":     "__hr_llvm_nvvm_ptr_gen_to_shared",
		"_Z13get_global_idj":                    "__hr__Z13get_global_idj",
	} {
		if got := runtimeName(in); got != want {
			t.Errorf("runtimeName(%s) = %s, want %s", in, got, want)
		}
	}
}

func TestInRange(t *testing.T) {
	if !inRange(3, 3, 4) || inRange(4, 3, 4) || !inRange(5, 4, 2) || !inRange(1, 4, 2) || inRange(3, 4, 2) {
		t.Error("inRange is LLVM's half-open, wrapping range")
	}
}

func TestSplitQuoted(t *testing.T) {
	got, err := splitQuoted(` "/usr/bin/ld" "-o" "a b" "x\"y" `)
	if err != nil || !reflect.DeepEqual(got, []string{"/usr/bin/ld", "-o", "a b", `x"y`}) {
		t.Errorf("splitQuoted = %q, %v", got, err)
	}
	if _, err := splitQuoted(`"open`); err == nil {
		t.Error("an unterminated quote must fail")
	}
}

func TestFirstDiff(t *testing.T) {
	b := "R buf1 100 00112233\nEND\n"
	a := "R buf1 100 00114433\nEND\n"
	if got := firstDiff(b, a); !strings.Contains(got, "buffer buf1 at byte 0x102") {
		t.Errorf("firstDiff = %q", got)
	}
	if got := firstDiff("END\n", "R buf0 0 00\nEND\n"); !strings.Contains(got, "before") {
		t.Errorf("firstDiff = %q", got)
	}
}

// semanticsModule exercises the runtime's threads: a warp sum by butterfly
// shuffles (every lane gets its warp's sum), a ballot of odd lanes, and a
// barrier across the block's two warps (each thread reads the shared slot
// the mirror thread wrote).
const semanticsModule = `
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [64 x i32] undef, align 4

define ptx_kernel void @k(ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %x16 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t, i32 16, i32 31)
  %s16 = add i32 %t, %x16
  %x8 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %s16, i32 8, i32 31)
  %s8 = add i32 %s16, %x8
  %x4 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %s8, i32 4, i32 31)
  %s4 = add i32 %s8, %x4
  %x2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %s4, i32 2, i32 31)
  %s2 = add i32 %s4, %x2
  %x1 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %s2, i32 1, i32 31)
  %sum = add i32 %s2, %x1
  %odd = trunc i32 %t to i1
  %ballot = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %odd)
  %slot = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @s to ptr), i32 %t
  store i32 %t, ptr %slot, align 4
  call void @llvm.nvvm.barrier0()
  %m = sub i32 63, %t
  %mslot = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @s to ptr), i32 %m
  %mirror = load i32, ptr %mslot, align 4
  %g = mul i32 %b, 64
  %i = add i32 %g, %t
  %o1 = getelementptr i32, ptr %out, i32 %i
  store i32 %sum, ptr %o1, align 4
  %i2 = add i32 %i, 128
  %o2 = getelementptr i32, ptr %out, i32 %i2
  store i32 %ballot, ptr %o2, align 4
  %i3 = add i32 %i, 256
  %o3 = getelementptr i32, ptr %out, i32 %i3
  store i32 %mirror, ptr %o3, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare void @llvm.nvvm.barrier0()
`

// applyDump returns a region's bytes after a run: its initial bytes with
// the chunks the run printed.
func applyDump(t *testing.T, init []byte, name, output string) []byte {
	out := append([]byte(nil), init...)
	for _, line := range strings.Split(output, "\n") {
		f := strings.Fields(line)
		if len(f) != 4 || f[0] != "R" || f[1] != name {
			continue
		}
		off, err1 := strconv.ParseUint(f[2], 16, 64)
		data, err2 := hex.DecodeString(f[3])
		if err1 != nil || err2 != nil {
			t.Fatalf("bad dump line %q", line)
		}
		copy(out[off:], data)
	}
	return out
}

func TestRuntimeSemantics(t *testing.T) {
	h := newHarness(t)
	o := h.Check("semantics.ll", []byte(semanticsModule), nil)
	if o.Err != nil || len(o.Before) != 1 || o.Before[0].Status != StatusOK {
		t.Fatalf("run: %v %+v", o.Err, o.Before)
	}
	m, err := llread.Parse("semantics.ll", []byte(semanticsModule))
	if err != nil {
		t.Fatal(err)
	}
	specs, err := kernelSpecs(m)
	if err != nil {
		t.Fatal(err)
	}
	buf := applyDump(t, specs[0].regions[0].data, specs[0].regions[0].name, o.Before[0].Output)
	word := func(i int) uint32 { return binary.LittleEndian.Uint32(buf[4*i:]) }
	for blk := range 2 {
		for tid := range 64 {
			i := blk*64 + tid
			wantSum := uint32(496) // 0+1+...+31
			if tid >= 32 {
				wantSum = 1520 // 32+...+63
			}
			if got := word(i); got != wantSum {
				t.Fatalf("block %d thread %d: warp sum %d, want %d", blk, tid, got, wantSum)
			}
			if got := word(128 + i); got != 0xaaaaaaaa {
				t.Fatalf("block %d thread %d: ballot %#x, want 0xaaaaaaaa", blk, tid, got)
			}
			if got := word(256 + i); got != uint32(63-tid) {
				t.Fatalf("block %d thread %d: mirror %d, want %d", blk, tid, got, 63-tid)
			}
		}
	}
}

// TestRunFailures checks that the runtime classifies failing runs.
func TestRunFailures(t *testing.T) {
	h := newHarness(t)
	h.Timeout = time.Second
	const head = `
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
`
	for _, c := range []struct{ name, body, status, msg string }{
		{"loop", `define ptx_kernel void @k(ptr %p) {
entry:
  br label %l
l:
  br label %l
}`, StatusTimeout, ""},
		{"deadlock", `define ptx_kernel void @k(ptr %p) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %z = icmp eq i32 %t, 0
  br i1 %z, label %b, label %w
b:
  call void @llvm.nvvm.barrier0()
  ret void
w:
  %v = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %t, i32 0, i32 31)
  ret void
}`, StatusDeadlock, "at a warp operation"},
		{"null", `define ptx_kernel void @k(ptr %p) {
entry:
  store i32 1, ptr null, align 4
  ret void
}`, StatusCheck, "null pointer access"},
		{"out of bounds", `define ptx_kernel void @k(ptr %p) {
entry:
  %q = getelementptr i8, ptr %p, i64 1048576
  store i32 1, ptr %q, align 4
  ret void
}`, StatusCheck, "generic access outside every generic window"},
		{"write to constant", `@c = addrspace(4) global i32 0
define ptx_kernel void @k(ptr %p) {
entry:
  store i32 1, ptr addrspacecast (ptr addrspace(4) @c to ptr), align 4
  ret void
}`, StatusCheck, "generic write to constant memory"},
	} {
		o := h.Check(c.name, []byte(head+c.body), nil)
		if o.Err != nil || len(o.Before) != 1 {
			t.Fatalf("%s: %v", c.name, o.Err)
		}
		if r := o.Before[0]; r.Status != c.status || !strings.Contains(r.Message, c.msg) {
			t.Errorf("%s: %s %q, want %s %q", c.name, r.Status, r.Message, c.status, c.msg)
		}
	}
}

// amdgpuModule reads its indices as HIP's headers do (the work-item and
// work-group intrinsics; blockDim and the grid size from the dispatch
// packet in constant memory) and uses a hidden extern shared array, as
// clang writes HIP's `extern __shared__ int s[];`, and a hidden weak global
// declaration (as HIP's headers declare threadIdx; it reads as zero): each
// thread stores its index in s, and after the barrier writes the mirror
// thread's entry and the dimensions.
const amdgpuModule = `
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@s = external hidden addrspace(3) global [0 x i32], align 4
@w = extern_weak hidden addrspace(1) global i32, align 4

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %b = call i32 @llvm.amdgcn.workgroup.id.x()
  %d = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %wgp = getelementptr i8, ptr addrspace(4) %d, i64 4
  %wg16 = load i16, ptr addrspace(4) %wgp, align 4
  %wg = zext i16 %wg16 to i32
  %gp = getelementptr i8, ptr addrspace(4) %d, i64 12
  %grid = load i32, ptr addrspace(4) %gp, align 4
  %slot = getelementptr i32, ptr addrspace(3) @s, i32 %t
  store i32 %t, ptr addrspace(3) %slot, align 4
  call void @llvm.amdgcn.s.barrier()
  %last = sub i32 %wg, 1
  %m = sub i32 %last, %t
  %mslot = getelementptr i32, ptr addrspace(3) @s, i32 %m
  %mirror = load i32, ptr addrspace(3) %mslot, align 4
  %g = mul i32 %b, %wg
  %i = add i32 %g, %t
  %o1 = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %mirror, ptr addrspace(1) %o1, align 4
  %i2 = add i32 %i, 128
  %o2 = getelementptr i32, ptr addrspace(1) %out, i32 %i2
  %dims = shl i32 %grid, 16
  %dw0 = or i32 %dims, %wg
  %wv = load i32, ptr addrspace(1) @w, align 4
  %dw = add i32 %dw0, %wv
  store i32 %dw, ptr addrspace(1) %o2, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
declare void @llvm.amdgcn.s.barrier()
`

// TestAMDGPUWorkItems checks the runtime's AMDGPU work-item intrinsics and
// dispatch packet, and that a hidden extern shared array links (it becomes
// the dynamic shared area).
func TestAMDGPUWorkItems(t *testing.T) {
	h := newHarness(t)
	o := h.Check("amdgpu.ll", []byte(amdgpuModule), nil)
	if o.Err != nil || len(o.Before) != 1 || o.Before[0].Status != StatusOK {
		t.Fatalf("run: %v %+v", o.Err, o.Before)
	}
	m, err := llread.Parse("amdgpu.ll", []byte(amdgpuModule))
	if err != nil {
		t.Fatal(err)
	}
	specs, err := kernelSpecs(m)
	if err != nil {
		t.Fatal(err)
	}
	buf := applyDump(t, specs[0].regions[0].data, specs[0].regions[0].name, o.Before[0].Output)
	word := func(i int) uint32 { return binary.LittleEndian.Uint32(buf[4*i:]) }
	for blk := range 2 {
		for tid := range 64 {
			i := blk*64 + tid
			if got := word(i); got != uint32(63-tid) {
				t.Fatalf("block %d thread %d: mirror %d, want %d", blk, tid, got, 63-tid)
			}
			if got, want := word(128+i), uint32(128<<16|64); got != want {
				t.Fatalf("block %d thread %d: grid<<16|workgroup %#x, want %#x", blk, tid, got, want)
			}
		}
	}
}

// c11Module counts the block's threads with OpenCL 2.0's atomic_fetch_add
// on a local counter reached through a generic pointer, then thread 0
// swaps the count out with atomic_compare_exchange_strong (its expected
// value, in private memory, is also passed as a generic pointer) and
// stores what it saw, plus 100.
const c11Module = `
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

@n = internal addrspace(3) global i32 undef, align 4

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %e = alloca i32, align 4
  %t = call spir_func i64 @_Z12get_local_idj(i32 0)
  %b = call spir_func i64 @_Z12get_group_idj(i32 0)
  %z = icmp eq i64 %t, 0
  br i1 %z, label %init, label %count
init:
  store i32 0, ptr addrspace(3) @n, align 4
  br label %count
count:
  call spir_func void @_Z7barrierj(i32 1)
  %g = addrspacecast ptr addrspace(3) @n to ptr addrspace(4)
  %old = call spir_func i32 @_Z16atomic_fetch_addPU3AS4VU7_Atomicii(ptr addrspace(4) %g, i32 1)
  call spir_func void @_Z7barrierj(i32 1)
  br i1 %z, label %swap, label %done
swap:
  store i32 64, ptr %e, align 4
  %ge = addrspacecast ptr %e to ptr addrspace(4)
  %ok = call spir_func zeroext i1 @_Z30atomic_compare_exchange_strongPU3AS4VU7_AtomiciPU3AS4ii(ptr addrspace(4) %g, ptr addrspace(4) %ge, i32 -1)
  %now = load i32, ptr addrspace(3) @n, align 4
  %ok32 = zext i1 %ok to i32
  %r0 = add i32 %now, %ok32
  %r = add i32 %r0, 100
  %slot = getelementptr i32, ptr addrspace(1) %out, i64 %b
  store i32 %r, ptr addrspace(1) %slot, align 4
  br label %done
done:
  ret void
}

declare spir_func i64 @_Z12get_local_idj(i32)
declare spir_func i64 @_Z12get_group_idj(i32)
declare spir_func void @_Z7barrierj(i32)
declare spir_func i32 @_Z16atomic_fetch_addPU3AS4VU7_Atomicii(ptr addrspace(4), i32)
declare spir_func zeroext i1 @_Z30atomic_compare_exchange_strongPU3AS4VU7_AtomiciPU3AS4ii(ptr addrspace(4), ptr addrspace(4), i32)
`

// TestOpenCLC11Atomics checks the runtime's OpenCL 2.0 atomics through
// generic pointers: each block's counter reaches 64 and the exchange of 64
// for -1 succeeds (-1 + 1 + 100 = 100 per block).
func TestOpenCLC11Atomics(t *testing.T) {
	h := newHarness(t)
	o := h.Check("c11.ll", []byte(c11Module), nil)
	if o.Err != nil || len(o.Before) != 1 || o.Before[0].Status != StatusOK {
		t.Fatalf("run: %v %+v", o.Err, o.Before)
	}
	m, err := llread.Parse("c11.ll", []byte(c11Module))
	if err != nil {
		t.Fatal(err)
	}
	specs, err := kernelSpecs(m)
	if err != nil {
		t.Fatal(err)
	}
	buf := applyDump(t, specs[0].regions[0].data, specs[0].regions[0].name, o.Before[0].Output)
	for blk := range 2 {
		if got := binary.LittleEndian.Uint32(buf[4*blk:]); got != 100 {
			t.Fatalf("block %d: %d, want 100 (count 64 swapped for -1, +1 for success, +100)", blk, got)
		}
	}
}

// TestUnnamedGlobals: a module whose global variables have no names (@0,
// as OpenMP offload code's source locations) runs, and its runs compare:
// the driver's table of globals names them (nameUnnamed).
func TestUnnamedGlobals(t *testing.T) {
	src := `target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@0 = private addrspace(1) global i32 7, align 4
@1 = internal global [2 x i32] [i32 1, i32 2], align 4

define ptx_kernel void @k(ptr %out) {
entry:
  %a = load i32, ptr addrspacecast (ptr addrspace(1) @0 to ptr), align 4
  %b = load i32, ptr getelementptr ([2 x i32], ptr @1, i64 0, i64 1), align 4
  %s = add i32 %a, %b
  store i32 %s, ptr %out, align 4
  store i32 %s, ptr @1, align 4
  ret void
}
`
	h := newHarness(t)
	o := h.Check("unnamed.ll", []byte(src), []Variant{{Name: "same", Src: []byte(src)}})
	if o.Err != nil || len(o.Before) != 1 || o.Before[0].Status != StatusOK {
		t.Fatalf("run: %v %+v", o.Err, o.Before)
	}
	for _, v := range o.Verdicts["same"] {
		if v.Failure != "" {
			t.Errorf("the same module computes otherwise: %s", v.Failure)
		}
	}
}
