package addrspace

import (
	"testing"

	"memspace/ir"
	"memspace/target"
)

// memoryCase is a module and, for one named value of @k, the set the model
// of memory must give it.
type memoryCase struct {
	name, src, value, want string
}

// The head of every case: a kernel-parameter buffer, a shared tile.
const memHead = `target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p3:32:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
@tile = internal addrspace(3) global [32 x float] undef
`

var memoryCases = []memoryCase{
	{"plain store", `
define ptx_kernel void @k(ptr %buf) {
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %buf
  %q = load ptr, ptr %buf
  ret void
}`, "q", "{global,shared}"},
	{"nothing stored", `
define ptx_kernel void @k(ptr %buf) {
  %q = load ptr, ptr %buf
  ret void
}`, "q", "{global}"},
	{"as i64 out of shared memory", `
define ptx_kernel void @k(ptr %buf) {
  %s = getelementptr i8, ptr addrspace(3) @tile, i32 64
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr addrspace(3) %s
  %i = load i64, ptr addrspace(3) %s
  store i64 %i, ptr %buf
  %q = load ptr, ptr %buf
  ret void
}`, "q", "{global,shared}"},
	{"two halves", `
define ptx_kernel void @k(ptr %buf) {
  %i = ptrtoint ptr addrspacecast (ptr addrspace(3) @tile to ptr) to i64
  %lo = trunc i64 %i to i32
  %sh = lshr i64 %i, 32
  %hi = trunc i64 %sh to i32
  store i32 %lo, ptr %buf
  %b4 = getelementptr i8, ptr %buf, i64 4
  store i32 %hi, ptr %b4
  %q = load ptr, ptr %buf
  ret void
}`, "q", "{global,shared}"},
	{"as a double", `
define ptx_kernel void @k(ptr %buf) {
  %i = ptrtoint ptr addrspacecast (ptr addrspace(3) @tile to ptr) to i64
  %d = bitcast i64 %i to double
  store double %d, ptr %buf
  %q = load ptr, ptr %buf
  ret void
}`, "q", "{global,shared}"},
	{"tagged", `
define ptx_kernel void @k(ptr %buf) {
  %i = ptrtoint ptr addrspacecast (ptr addrspace(3) @tile to ptr) to i64
  %t = or i64 %i, 1
  store i64 %t, ptr %buf
  %q = load ptr, ptr %buf
  ret void
}`, "q", "{global,shared}"},
	{"returned by a helper", `
define internal ptr @h() {
  ret ptr addrspacecast (ptr addrspace(3) @tile to ptr)
}
define ptx_kernel void @k(ptr %buf) {
  %p = call ptr @h()
  store ptr %p, ptr %buf
  %q = load ptr, ptr %buf
  ret void
}`, "q", "{global,shared}"},
	{"scoped atomic exchange", `
declare i64 @llvm.nvvm.atomic.exch.gen.i.cta.i64.p0(ptr, i64)
define ptx_kernel void @k(ptr %buf) {
  %i = ptrtoint ptr addrspacecast (ptr addrspace(3) @tile to ptr) to i64
  %o = call i64 @llvm.nvvm.atomic.exch.gen.i.cta.i64.p0(ptr %buf, i64 %i)
  %q = load ptr, ptr %buf
  ret void
}`, "q", "{global,shared}"},
	{"atomicrmw xchg", `
define ptx_kernel void @k(ptr %buf) {
  %o = atomicrmw xchg ptr %buf, ptr addrspacecast (ptr addrspace(3) @tile to ptr) monotonic
  %q = load ptr, ptr %buf
  ret void
}`, "q", "{global,shared}"},
	{"cmpxchg", `
define ptx_kernel void @k(ptr %buf) {
  %o = cmpxchg ptr %buf, ptr null, ptr addrspacecast (ptr addrspace(3) @tile to ptr) monotonic monotonic
  %q = load ptr, ptr %buf
  ret void
}`, "q", "{global,shared}"},
	{"masked store", `
declare void @llvm.masked.store.v2p0.p0(<2 x ptr>, ptr, i32, <2 x i1>)
define ptx_kernel void @k(ptr %buf) {
  %v = insertelement <2 x ptr> poison, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i32 0
  call void @llvm.masked.store.v2p0.p0(<2 x ptr> %v, ptr %buf, i32 8, <2 x i1> <i1 true, i1 false>)
  %q = load ptr, ptr %buf
  ret void
}`, "q", "{global,shared}"},
	{"unknown intrinsic", `
declare void @llvm.nvvm.something.new(ptr, ptr)
define ptx_kernel void @k(ptr %buf) {
  call void @llvm.nvvm.something.new(ptr %buf, ptr addrspacecast (ptr addrspace(3) @tile to ptr))
  %q = load ptr, ptr %buf
  ret void
}`, "q", "{global,shared,constant,local}"},
	{"intrinsic that only reads", `
declare void @llvm.nvvm.something.new(ptr, ptr) memory(read)
define ptx_kernel void @k(ptr %buf) {
  call void @llvm.nvvm.something.new(ptr %buf, ptr addrspacecast (ptr addrspace(3) @tile to ptr))
  %q = load ptr, ptr %buf
  ret void
}`, "q", "{global}"},
	{"external call", `
declare void @ext(ptr)
define ptx_kernel void @k(ptr %buf, ptr %other) {
  call void @ext(ptr %other)
  %q = load ptr, ptr %buf
  ret void
}`, "q", "{global,shared,constant,local}"},
	{"union double then pointer", `
define ptx_kernel void @k(ptr %buf, double %d) {
  %u = alloca { ptr }
  %i = ptrtoint ptr addrspacecast (ptr addrspace(3) @tile to ptr) to i64
  %f = bitcast i64 %i to double
  store double %f, ptr %u
  %q = load ptr, ptr %u
  ret void
}`, "q", "{shared}"},
	{"readonly is not noalias", `
define ptx_kernel void @k(ptr readonly %ro, ptr %rw) {
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %rw
  %q = load ptr, ptr %ro
  ret void
}`, "q", "{global,shared}"},
	{"noalias protects", `
define ptx_kernel void @k(ptr noalias readonly %ro, ptr %rw) {
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %rw
  %q = load ptr, ptr %ro
  ret void
}`, "q", "{global}"},
	{"exported function loads", `
define void @f(ptr %pp) {
  %q = load ptr, ptr %pp
  ret void
}
define ptx_kernel void @k() {
  ret void
}`, "q", "{global,shared,constant,local}"},
	{"volatile load of a slot", `
define ptx_kernel void @k() {
  %s = alloca ptr
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %s
  %q = load volatile ptr, ptr %s
  ret void
}`, "q", "{global,shared,constant,local}"},
	{"32-bit shared offset as a generic address", `
define ptx_kernel void @k() {
  %i = ptrtoint ptr addrspace(3) @tile to i32
  %z = zext i32 %i to i64
  %q = inttoptr i64 %z to ptr
  ret void
}`, "q", "{global,shared,constant,local}"},
	{"exact round trip", `
define ptx_kernel void @k(ptr %p) {
  %i = ptrtoint ptr %p to i64
  %q = inttoptr i64 %i to ptr
  ret void
}`, "q", "{global}"},
	{"ptrmask alignment", `
declare ptr @llvm.ptrmask.p0.i64(ptr, i64)
define ptx_kernel void @k(ptr %p) {
  %q = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 -16)
  ret void
}`, "q", "{global}"},
	{"ptrmask high bits", `
declare ptr @llvm.ptrmask.p0.i64(ptr, i64)
define ptx_kernel void @k(ptr %p) {
  %q = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 281474976710655)
  ret void
}`, "q", "{global,shared,constant,local}"},
	{"ptrmask unknown mask", `
declare ptr @llvm.ptrmask.p0.i64(ptr, i64)
define ptx_kernel void @k(ptr %p, i64 %m) {
  %q = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 %m)
  ret void
}`, "q", "{global,shared,constant,local}"},
	{"escaped slot", `
declare void @ext(ptr)
define ptx_kernel void @k(ptr %p) {
  %s = alloca ptr
  store ptr %p, ptr %s
  call void @ext(ptr %s)
  %q = load ptr, ptr %s
  ret void
}`, "q", "{global,shared,constant,local}"},
	{"grid_constant", `
%struct.S = type { ptr }
define ptx_kernel void @k(ptr byval(%struct.S) "nvvm.grid_constant" %s) {
  %q = getelementptr i8, ptr %s, i64 0
  ret void
}`, "q", "{param}"},
}

func TestModelOfMemory(t *testing.T) {
	for _, c := range memoryCases {
		t.Run(c.name, func(t *testing.T) {
			m := parseModule(t, memHead+c.src)
			r := Solve(m, DefaultConfig(target.NVPTX()))
			v := findValue(m, c.value)
			if v == nil {
				t.Fatalf("no %%%s", c.value)
			}
			if got := r.Set(v).String(r.Target()); got != c.want {
				t.Errorf("%%%s = %s, want %s", c.value, got, c.want)
			}
		})
	}
}

func TestNVCLKernelPointers(t *testing.T) {
	m := parseModule(t, `target triple = "nvptx64-nvidia-nvcl"
define ptx_kernel void @k(ptr %p) {
  %q = getelementptr i8, ptr %p, i64 4
  ret void
}`)
	r := Solve(m, DefaultConfig(target.NVPTX()))
	if got := r.Set(findValue(m, "q")).String(r.Target()); got != "{global,shared,constant,local}" {
		t.Errorf("nvcl kernel pointer = %s, want unknown", got)
	}
}

// findValue returns the instruction named name in any function.
func findValue(m *ir.Module, name string) ir.Value {
	for _, f := range m.Functions {
		var found ir.Value
		f.Instructions(func(in *ir.Instruction) {
			if in.Name() == name {
				found = in
			}
		})
		if found != nil {
			return found
		}
	}
	return nil
}
