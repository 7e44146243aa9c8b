; Class 11, facts the program states (AMDGPU): @f is exported, so its
; parameter could be anything, but it assumes llvm.amdgcn.is.shared(%p) before the access.
; llvm.assume of a space test narrows the pointer's set (spec §2: a false
; assume is undefined behaviour).
; The access through %p becomes addrspace(3) (LDS, a 32-bit pointer).
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

declare i1 @llvm.amdgcn.is.shared(ptr)
declare void @llvm.assume(i1)

; CHECK-LABEL: define {{.*}}@f(
; CHECK: load float, ptr addrspace(3) %
define float @f(ptr %p, i64 %i) {
entry:
  %c = call i1 @llvm.amdgcn.is.shared(ptr %p)
  call void @llvm.assume(i1 %c)
  %q = getelementptr inbounds float, ptr %p, i64 %i
  %v = load float, ptr %q, align 4
  ret float %v
}
