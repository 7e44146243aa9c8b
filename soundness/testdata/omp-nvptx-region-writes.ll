; Class 17, OpenMP parallel regions (NVPTX): when everything the runtime
; hands a region is followed, the parallel call has no effect of its own,
; and what the region writes through its parameters is what the kernel
; reads back. @region stores a shared address into @sv, which held a
; global one, so %p, loaded from @sv after the region, may be either and
; stays generic; the store into @tile through it is right either way. In
; @k2 the region takes the slot as an integer (not followed): the call
; stays opaque, and %q too stays generic.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sv = internal addrspace(3) global ptr undef, align 8
@sv2 = internal addrspace(3) global ptr undef, align 8
@tile = internal addrspace(3) global [64 x i32] undef, align 4

declare void @__kmpc_parallel_60(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64, i32)

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %p = load ptr, ptr addrspace(3) @sv
; CHECK-NOT: addrspacecast ptr %p
; CHECK: store i32 1, ptr %p
define ptx_kernel void @k(ptr %g) {
entry:
  %args = alloca [1 x ptr], align 8
  store ptr %g, ptr addrspace(3) @sv, align 8
  store ptr addrspacecast (ptr addrspace(3) @sv to ptr), ptr %args, align 8
  call void @__kmpc_parallel_60(ptr null, i32 0, i32 1, i32 -1, i32 -1, ptr @region, ptr null, ptr %args, i64 1, i32 0)
  %p = load ptr, ptr addrspace(3) @sv, align 8
  store i32 1, ptr %p, align 4
  %v = load i32, ptr addrspace(3) @tile, align 4
  store i32 %v, ptr %g, align 4
  ret void
}

define internal void @region(ptr %gtid, ptr %btid, ptr %svp) {
entry:
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %svp, align 8
  ret void
}

; CHECK-LABEL: define ptx_kernel void @k2(
; CHECK: %q = load ptr, ptr addrspace(3) @sv2
; CHECK-NOT: addrspacecast ptr %q
; CHECK: store i32 2, ptr %q
define ptx_kernel void @k2(ptr %g) {
entry:
  %args = alloca [1 x ptr], align 8
  store ptr %g, ptr addrspace(3) @sv2, align 8
  store ptr addrspacecast (ptr addrspace(3) @sv2 to ptr), ptr %args, align 8
  call void @__kmpc_parallel_60(ptr null, i32 0, i32 1, i32 -1, i32 -1, ptr @region2, ptr null, ptr %args, i64 1, i32 0)
  %q = load ptr, ptr addrspace(3) @sv2, align 8
  store i32 2, ptr %q, align 4
  %v = load i32, ptr addrspace(3) @tile, align 4
  store i32 %v, ptr %g, align 4
  ret void
}

define internal void @region2(ptr %gtid, ptr %btid, i64 %svi) {
entry:
  %svp = inttoptr i64 %svi to ptr
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %svp, align 8
  ret void
}
