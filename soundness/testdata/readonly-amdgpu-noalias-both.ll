; Class 2, readonly is not noalias (AMDGPU), the noalias sibling: both
; parameters noalias and nothing else reaches %a's memory, so %p, loaded
; through %a, is global; %q, loaded back through %b, may be LDS and stays
; flat.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [32 x i32] poison

; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK: store i32 1, ptr addrspace(1) %p
; CHECK: %q = load ptr, ptr
; CHECK-NOT: addrspacecast ptr %q to
; CHECK: store i32 2, ptr %q, align 4
define amdgpu_kernel void @k(ptr noalias readonly %a, ptr noalias %b) {
entry:
  store ptr addrspacecast (ptr addrspace(3) @lds to ptr), ptr %b, align 8
  %p = load ptr, ptr %a, align 8
  store i32 1, ptr %p, align 4
  %q = load ptr, ptr %b, align 8
  store i32 2, ptr %q, align 4
  ret void
}
