; Class 17, OpenMP parallel regions (NVPTX): the kernel hands @region to
; the device runtime's __kmpc_parallel_60 with an argument array of three
; slots; the runtime calls @region(gtid, btid, args[0], args[1], args[2]).
; Each parameter takes what its own slot holds: %s a shared address, %gp
; a global one (the kernel's parameter), %r an integer made a pointer,
; which stays generic, and so do the thread-id pointers the runtime makes.
; The signature stays as the runtime calls it; the casts are inside.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x i32] undef, align 4

declare void @__kmpc_parallel_60(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64, i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @k(ptr %g, i64 %n) {
entry:
  %args = alloca [3 x ptr], align 8
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %tid to i64
  %sh = getelementptr inbounds i32, ptr addrspace(3) @tile, i64 %t64
  %shg = addrspacecast ptr addrspace(3) %sh to ptr
  store ptr %shg, ptr %args, align 8
  %slot1 = getelementptr inbounds i8, ptr %args, i64 8
  %gg = getelementptr inbounds i32, ptr %g, i64 %t64
  store ptr %gg, ptr %slot1, align 8
  %slot2 = getelementptr inbounds [3 x ptr], ptr %args, i64 0, i64 2
  %raw = inttoptr i64 %n to ptr
  store ptr %raw, ptr %slot2, align 8
  call void @__kmpc_parallel_60(ptr null, i32 0, i32 1, i32 -1, i32 -1, ptr @region, ptr null, ptr %args, i64 3, i32 0)
  ret void
}

; CHECK-LABEL: define internal void @region(ptr %gtid, ptr %btid, ptr %s, ptr %gp, ptr %r)
; CHECK-DAG: addrspacecast ptr %s to ptr addrspace(3)
; CHECK-DAG: addrspacecast ptr %gp to ptr addrspace(1)
; CHECK-NOT: addrspacecast ptr %gtid
; CHECK-NOT: addrspacecast ptr %r
; CHECK: ret void
define internal void @region(ptr %gtid, ptr %btid, ptr %s, ptr %gp, ptr %r) {
entry:
  %t = load i32, ptr %gtid, align 4
  store i32 %t, ptr %s, align 4
  %v = load i32, ptr %s, align 4
  %w = add i32 %v, 7
  store i32 %w, ptr %gp, align 4
  %ri = ptrtoint ptr %r to i64
  %hi = getelementptr inbounds i32, ptr %gp, i64 128
  store i64 %ri, ptr %hi, align 4
  ret void
}
