; Class 17, OpenMP parallel regions (NVPTX): a generic-mode region runs
; through its wrapper, which reads the argument array back from the copy
; __kmpc_get_shared_variables gives it. The wrapper's loads of the slots
; hold what the slots hold (a shared address, a global one), and so do the
; region's parameters; what else the wrapper loads stays generic. @bad's
; wrapper also stores into the copy, so its loads may read that instead,
; and stay generic; so do @direct's, whose address the kernel also stores
; (anything may call it then).
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x i32] undef, align 4

declare void @__kmpc_parallel_60(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64, i32)
declare void @__kmpc_get_shared_variables(ptr)

define ptx_kernel void @k(ptr %g, ptr %h) {
entry:
  %args = alloca [2 x ptr], align 8
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %args, align 8
  %slot1 = getelementptr inbounds i8, ptr %args, i64 8
  store ptr %g, ptr %slot1, align 8
  call void @__kmpc_parallel_60(ptr null, i32 0, i32 1, i32 -1, i32 -1, ptr @region, ptr @wrapper, ptr %args, i64 2, i32 0)
  %more = alloca [2 x ptr], align 8
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %more, align 8
  %more1 = getelementptr inbounds i8, ptr %more, i64 8
  store ptr %h, ptr %more1, align 8
  call void @__kmpc_parallel_60(ptr null, i32 0, i32 1, i32 -1, i32 -1, ptr @region2, ptr @bad, ptr %more, i64 2, i32 0)
  call void @__kmpc_parallel_60(ptr null, i32 0, i32 1, i32 -1, i32 -1, ptr @region3, ptr @direct, ptr %more, i64 2, i32 0)
  %hx = getelementptr inbounds i8, ptr %h, i64 4096
  store ptr @direct, ptr %hx, align 8
  ret void
}

; CHECK-LABEL: define internal void @region(ptr %gtid, ptr %btid, ptr %s, ptr %gp)
; CHECK-DAG: addrspacecast ptr %s to ptr addrspace(3)
; CHECK-DAG: addrspacecast ptr %gp to ptr addrspace(1)
; CHECK: ret void
define internal void @region(ptr %gtid, ptr %btid, ptr %s, ptr %gp) {
entry:
  %t = load i32, ptr %gtid, align 4
  store i32 %t, ptr %s, align 4
  %v = load i32, ptr %s, align 4
  store i32 %v, ptr %gp, align 4
  ret void
}

; CHECK-LABEL: define internal void @wrapper(
; CHECK: %s = load ptr, ptr %copy
; CHECK: %gp = load ptr{{( addrspace\(1\))?}}, ptr %copy1
; CHECK-DAG: store i32 1, ptr addrspace(3)
; CHECK-DAG: store i32 2, ptr addrspace(1)
; CHECK: ret void
define internal void @wrapper(i16 zeroext %a, i32 %b) {
entry:
  %ids = alloca [2 x i32], align 4
  %ga = alloca ptr, align 8
  store i32 %b, ptr %ids, align 4
  %bt = getelementptr inbounds i32, ptr %ids, i64 1
  store i32 0, ptr %bt, align 4
  call void @__kmpc_get_shared_variables(ptr %ga)
  %copy = load ptr, ptr %ga, align 8
  %s = load ptr, ptr %copy, align 8
  %copy1 = getelementptr inbounds ptr, ptr %copy, i64 1
  %gp = load ptr, ptr %copy1, align 8
  %s4 = getelementptr inbounds i32, ptr %s, i64 4
  store i32 1, ptr %s4, align 4
  %gp4 = getelementptr inbounds i32, ptr %gp, i64 4
  store i32 2, ptr %gp4, align 4
  call void @region(ptr %ids, ptr %bt, ptr %s, ptr %gp)
  ret void
}

; CHECK-LABEL: define internal void @region2(
; CHECK-NOT: addrspacecast ptr %gp
; CHECK: ret void
define internal void @region2(ptr %gtid, ptr %btid, ptr %s, ptr %gp) {
entry:
  %gp8 = getelementptr inbounds i32, ptr %gp, i64 8
  store i32 3, ptr %gp8, align 4
  ret void
}

; CHECK-LABEL: define internal void @bad(
; CHECK-NOT: addrspace(1)
; CHECK: ret void
define internal void @bad(i16 zeroext %a, i32 %b) {
entry:
  %ids = alloca [2 x i32], align 4
  %ga = alloca ptr, align 8
  %bt = getelementptr inbounds i32, ptr %ids, i64 1
  call void @__kmpc_get_shared_variables(ptr %ga)
  %copy = load ptr, ptr %ga, align 8
  %copy1 = getelementptr inbounds ptr, ptr %copy, i64 1
  %s = load ptr, ptr %copy, align 8
  store ptr %s, ptr %copy1, align 8
  %gp = load ptr, ptr %copy1, align 8
  call void @region2(ptr %ids, ptr %bt, ptr %s, ptr %gp)
  ret void
}

; CHECK-LABEL: define internal void @region3(
; CHECK-NOT: addrspacecast ptr %gp
; CHECK: ret void
define internal void @region3(ptr %gtid, ptr %btid, ptr %s, ptr %gp) {
entry:
  %gp12 = getelementptr inbounds i32, ptr %gp, i64 12
  store i32 4, ptr %gp12, align 4
  ret void
}

; CHECK-LABEL: define internal void @direct(
; CHECK-NOT: addrspace(1)
; CHECK: ret void
define internal void @direct(i16 zeroext %a, i32 %b) {
entry:
  %ids = alloca [2 x i32], align 4
  %ga = alloca ptr, align 8
  %bt = getelementptr inbounds i32, ptr %ids, i64 1
  call void @__kmpc_get_shared_variables(ptr %ga)
  %copy = load ptr, ptr %ga, align 8
  %copy1 = getelementptr inbounds ptr, ptr %copy, i64 1
  %s = load ptr, ptr %copy, align 8
  %gp = load ptr, ptr %copy1, align 8
  call void @region3(ptr %ids, ptr %bt, ptr %s, ptr %gp)
  ret void
}
