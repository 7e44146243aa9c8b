; Class 17, OpenMP parallel regions (AMDGPU): clang's own pattern, an
; argument array in private memory (addrspace(5)) filled through casts to
; and from generic, handed to __kmpc_parallel_51 in generic form. The
; region's parameters take their slots' spaces: %l an LDS address, %gp the
; kernel's global buffer; the thread-id pointers stay generic. A second
; region, also run by a wrapper that passes it pointers loaded from the
; copy of its array, which the wrapper also hands to @observe (which may
; rewrite it), stays generic.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [64 x i32] undef, align 4

declare void @__kmpc_parallel_51(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64)
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @__kmpc_get_shared_variables(ptr)
declare void @observe(ptr)

define amdgpu_kernel void @k(ptr %g, ptr %h) {
entry:
  %args = alloca [2 x ptr], align 8, addrspace(5)
  %args.gen = addrspacecast ptr addrspace(5) %args to ptr
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t64 = zext i32 %tid to i64
  %l = getelementptr inbounds i32, ptr addrspace(3) @lds, i64 %t64
  %l.gen = addrspacecast ptr addrspace(3) %l to ptr
  %slot0 = addrspacecast ptr %args.gen to ptr addrspace(5)
  store ptr %l.gen, ptr addrspace(5) %slot0, align 8
  %s1 = getelementptr inbounds nuw i8, ptr %args.gen, i64 8
  %slot1 = addrspacecast ptr %s1 to ptr addrspace(5)
  %gg = getelementptr inbounds i32, ptr %g, i64 %t64
  store ptr %gg, ptr addrspace(5) %slot1, align 8
  call void @__kmpc_parallel_51(ptr null, i32 0, i32 1, i32 -1, i32 -1, ptr @region, ptr null, ptr %args.gen, i64 2)
  %more = alloca [1 x ptr], align 8, addrspace(5)
  %more.gen = addrspacecast ptr addrspace(5) %more to ptr
  store ptr %h, ptr %more.gen, align 8
  call void @__kmpc_parallel_51(ptr null, i32 0, i32 1, i32 -1, i32 -1, ptr @wrapped, ptr @wrapper, ptr %more.gen, i64 1)
  ret void
}

; CHECK-LABEL: define internal void @region(ptr %gtid, ptr %btid, ptr %l, ptr %gp)
; CHECK-DAG: addrspacecast ptr %l to ptr addrspace(3)
; CHECK-DAG: addrspacecast ptr %gp to ptr addrspace(1)
; CHECK-NOT: addrspacecast ptr %gtid
; CHECK: ret void
define internal void @region(ptr %gtid, ptr %btid, ptr %l, ptr %gp) {
entry:
  %t = load i32, ptr %gtid, align 4
  store i32 %t, ptr %l, align 4
  %v = load i32, ptr %l, align 4
  %w = add i32 %v, 3
  store i32 %w, ptr %gp, align 4
  ret void
}

; CHECK-LABEL: define internal void @wrapped(
; CHECK-NOT: addrspacecast
; CHECK: ret void
define internal void @wrapped(ptr %gtid, ptr %btid, ptr %p) {
entry:
  %q = getelementptr inbounds i32, ptr %p, i64 100
  store i32 9, ptr %q, align 4
  ret void
}

define internal void @wrapper(i16 zeroext %a, i32 %b) {
entry:
  %ids = alloca [2 x i32], align 4, addrspace(5)
  %ids.gen = addrspacecast ptr addrspace(5) %ids to ptr
  %bt = getelementptr inbounds i32, ptr %ids.gen, i64 1
  %ga = alloca ptr, align 8, addrspace(5)
  %ga.gen = addrspacecast ptr addrspace(5) %ga to ptr
  call void @__kmpc_get_shared_variables(ptr %ga.gen)
  %copy = load ptr, ptr %ga.gen, align 8
  call void @observe(ptr %copy)
  %p = load ptr, ptr %copy, align 8
  call void @wrapped(ptr %ids.gen, ptr %bt, ptr %p)
  ret void
}
