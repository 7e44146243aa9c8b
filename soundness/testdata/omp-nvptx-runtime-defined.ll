; Class 17, OpenMP parallel regions (NVPTX): a module that defines
; __kmpc_parallel_60 itself (the device runtime linked in) shows how the
; region is really called, through a pointer; the runtime's contract is
; not assumed then. This one passes the region a shared address where the
; array holds a global one, so %p must stay generic.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x i32] undef, align 4

define internal void @__kmpc_parallel_60(ptr %id, i32 %gtid, i32 %if, i32 %nt, i32 %bind, ptr %fn, ptr %wrapper, ptr %args, i64 %nargs, i32 %strict) {
entry:
  %ids = alloca [2 x i32], align 4
  %bt = getelementptr inbounds i32, ptr %ids, i64 1
  call void %fn(ptr %ids, ptr %bt, ptr addrspacecast (ptr addrspace(3) @tile to ptr))
  ret void
}

define ptx_kernel void @k(ptr %g) {
entry:
  %args = alloca [1 x ptr], align 8
  store ptr %g, ptr %args, align 8
  call void @__kmpc_parallel_60(ptr null, i32 0, i32 1, i32 -1, i32 -1, ptr @region, ptr null, ptr %args, i64 1, i32 0)
  %v = load i32, ptr addrspacecast (ptr addrspace(3) @tile to ptr), align 4
  store i32 %v, ptr %g, align 4
  ret void
}

; CHECK-LABEL: define internal void @region(
; CHECK-NOT: addrspacecast
; CHECK: ret void
define internal void @region(ptr %gtid, ptr %btid, ptr %p) {
entry:
  store i32 42, ptr %p, align 4
  ret void
}
