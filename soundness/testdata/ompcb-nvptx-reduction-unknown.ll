; Class 18, OpenMP runtime callbacks: reductions (NVPTX): where the
; runtime's calls are not the only way a callback runs or a list is
; written, what the callbacks load stays generic. @lgcpy is also called
; directly, so none of its parameters is fed. @glcpy writes a global
; address into its list, so its loads from the list may read it: its list
; parameter is still the caller's alloca (local), the pointer it loads
; stays generic. @glred is handed to the runtime in two roles, buffer-
; first and list-first, so neither is taken. In @k2 the list also goes to
; unknown code (@ext), which may rewrite it: the callbacks' loads from it
; stay generic there too (their buffer parameters are still global). @nop3
; is handed over twice in one call, and is not fed either.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x i32] undef, align 4

declare i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr, i64, ptr, ptr, ptr)
declare i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr, ptr, i32, i64, ptr, ptr, ptr, ptr, ptr, ptr, ptr)
declare ptr @__kmpc_reduction_get_fixed_buffer()
declare void @ext(ptr)

define ptx_kernel void @k(ptr %g) {
entry:
  %priv = alloca i32, align 4
  store i32 1, ptr %priv, align 4
  %list = alloca [2 x ptr], align 8
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %list, align 8
  %l1 = getelementptr inbounds i8, ptr %list, i64 8
  store ptr %priv, ptr %l1, align 8
  %p = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr null, i64 16, ptr %list, ptr @glred, ptr @nop)
  %buf = call ptr @__kmpc_reduction_get_fixed_buffer()
  %t = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr null, ptr %buf, i32 1024, i64 4, ptr %list, ptr @nop, ptr @nop, ptr @lgcpy, ptr @lgcpy2, ptr @glcpy, ptr @glred)
  %list2 = alloca [2 x ptr], align 8
  %l21 = getelementptr inbounds i8, ptr %list2, i64 8
  store ptr %priv, ptr %l21, align 8
  %g8 = getelementptr inbounds i8, ptr %g, i64 256
  call void @lgcpy(ptr %g8, i32 1, ptr %list2)
  %v = load i32, ptr %priv, align 4
  store i32 %v, ptr %g, align 4
  ret void
}

define ptx_kernel void @k2(ptr %g) {
entry:
  %priv = alloca i32, align 4
  store i32 1, ptr %priv, align 4
  %list = alloca [2 x ptr], align 8
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %list, align 8
  %l1 = getelementptr inbounds i8, ptr %list, i64 8
  store ptr %priv, ptr %l1, align 8
  call void @ext(ptr %list)
  %buf = call ptr @__kmpc_reduction_get_fixed_buffer()
  %t = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr null, ptr %buf, i32 1024, i64 4, ptr %list, ptr @nop, ptr @nop, ptr @lgcpy3, ptr @nop3, ptr @glcpy3, ptr @nop3)
  %v = load i32, ptr %priv, align 4
  store i32 %v, ptr %g, align 4
  ret void
}

define internal void @nop(ptr %list, i32 %n) {
entry:
  ret void
}

define internal void @nop3(ptr %buf, i32 %idx, ptr %list) {
entry:
  ret void
}

; CHECK-LABEL: define internal void @lgcpy(
; CHECK-NOT: addrspacecast
; CHECK: ret void
define internal void @lgcpy(ptr %buf, i32 %idx, ptr %list) {
entry:
  %m.a = getelementptr inbounds i8, ptr %list, i64 8
  %mine = load ptr, ptr %m.a, align 8
  %v = load i32, ptr %mine, align 4
  %rec = getelementptr inbounds i32, ptr %buf, i32 %idx
  store i32 %v, ptr %rec, align 4
  ret void
}

; CHECK-LABEL: define internal void @lgcpy2(
; CHECK-DAG: addrspacecast ptr %buf to ptr addrspace(1)
; CHECK-DAG: addrspacecast ptr %count to ptr addrspace(3)
; CHECK: ret void
define internal void @lgcpy2(ptr %buf, i32 %idx, ptr %list) {
entry:
  %count = load ptr, ptr %list, align 8
  store i32 2, ptr %count, align 4
  %rec = getelementptr inbounds i32, ptr %buf, i32 %idx
  store i32 2, ptr %rec, align 4
  ret void
}

; CHECK-LABEL: define internal void @glcpy(
; CHECK: addrspacecast ptr %list to ptr addrspace(5)
; CHECK-NOT: addrspacecast ptr %mine
; CHECK: ret void
define internal void @glcpy(ptr %buf, i32 %idx, ptr %list) {
entry:
  %m.a = getelementptr inbounds i8, ptr %list, i64 8
  %rec = getelementptr inbounds i32, ptr %buf, i32 %idx
  %other = icmp eq i32 %idx, 7
  br i1 %other, label %swap, label %read

swap:
  store ptr %rec, ptr %m.a, align 8
  br label %read

read:
  %mine = load ptr, ptr %m.a, align 8
  %v = load i32, ptr %rec, align 4
  store i32 %v, ptr %mine, align 4
  ret void
}

; CHECK-LABEL: define internal void @glred(
; CHECK-NOT: addrspacecast
; CHECK: ret void
define internal void @glred(ptr %buf, i32 %idx, ptr %list) {
entry:
  %m.a = getelementptr inbounds i8, ptr %list, i64 8
  %mine = load ptr, ptr %m.a, align 8
  %rec = getelementptr inbounds i32, ptr %buf, i32 %idx
  %v = load i32, ptr %rec, align 4
  %old = load i32, ptr %mine, align 4
  %sum = add i32 %old, %v
  store i32 %sum, ptr %mine, align 4
  ret void
}

; CHECK-LABEL: define internal void @lgcpy3(
; CHECK: addrspacecast ptr %buf to ptr addrspace(1)
; CHECK-NOT: addrspacecast ptr %mine
; CHECK: ret void
define internal void @lgcpy3(ptr %buf, i32 %idx, ptr %list) {
entry:
  %m.a = getelementptr inbounds i8, ptr %list, i64 8
  %mine = load ptr, ptr %m.a, align 8
  %v = load i32, ptr %mine, align 4
  %rec = getelementptr inbounds i32, ptr %buf, i32 %idx
  store i32 %v, ptr %rec, align 4
  ret void
}

; CHECK-LABEL: define internal void @glcpy3(
; CHECK-NOT: addrspacecast ptr %mine
; CHECK: ret void
define internal void @glcpy3(ptr %buf, i32 %idx, ptr %list) {
entry:
  %m.a = getelementptr inbounds i8, ptr %list, i64 8
  %mine = load ptr, ptr %m.a, align 8
  %rec = getelementptr inbounds i32, ptr %buf, i32 %idx
  %v = load i32, ptr %rec, align 4
  store i32 %v, ptr %mine, align 4
  ret void
}
