; AMDGPU: the pass does not depend on the target. A kernel whose
; parameters are restrict (noalias, as clang emits for HIP's __restrict__
; and OpenCL's restrict) gets its scopes through the whole pipeline.
; RUN: memspace -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc
; RUN: memspace -verify-each %t.ll -o %t.2.ll
; RUN: cmp %t.ll %t.2.ll

target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: define amdgpu_kernel void @scale(
; CHECK: %v = load float, ptr addrspace(1) %pi, align 4, !alias.scope ![[IN:[0-9]+]], !noalias ![[OUT:[0-9]+]]
; CHECK: store float %m, ptr addrspace(1) %po, align 4, !alias.scope ![[OUT]], !noalias ![[IN]]
define amdgpu_kernel void @scale(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in, i64 %i) {
entry:
  %pi = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i
  %v = load float, ptr addrspace(1) %pi, align 4
  %m = fmul float %v, 2.0
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i
  store float %m, ptr addrspace(1) %po, align 4
  ret void
}
