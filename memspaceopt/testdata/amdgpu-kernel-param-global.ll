; AMDGPU: flat (addrspace(0)) pointer parameters of an amdgpu_kernel point
; to global memory: each is cast once to addrspace(1) at the top of the
; entry block and its address chain is retyped. A parameter already typed
; global needs nothing, and the cast of it to flat folds away. A plain
; function has callers we cannot see, so its parameter stays flat.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: define amdgpu_kernel void @k(ptr %in, ptr %out, ptr addrspace(1) %g, i64 %i)
; CHECK-NEXT: entry:
; CHECK-NEXT: %in.global = addrspacecast ptr %in to ptr addrspace(1)
; CHECK-NEXT: %out.global = addrspacecast ptr %out to ptr addrspace(1)
; CHECK-NEXT: %src = getelementptr inbounds float, ptr addrspace(1) %in.global, i64 %i
; CHECK-NEXT: %v = load float, ptr addrspace(1) %src, align 4
; CHECK-NEXT: %dst = getelementptr inbounds float, ptr addrspace(1) %out.global, i64 %i
; CHECK-NEXT: store float %v, ptr addrspace(1) %dst, align 4
; CHECK-NEXT: store float %v, ptr addrspace(1) %g, align 4
; CHECK-NEXT: ret void
define amdgpu_kernel void @k(ptr %in, ptr %out, ptr addrspace(1) %g, i64 %i) {
entry:
  %src = getelementptr inbounds float, ptr %in, i64 %i
  %v = load float, ptr %src, align 4
  %dst = getelementptr inbounds float, ptr %out, i64 %i
  store float %v, ptr %dst, align 4
  %gg = addrspacecast ptr addrspace(1) %g to ptr
  store float %v, ptr %gg, align 4
  ret void
}

; CHECK-LABEL: define void @not_a_kernel(ptr %p)
; CHECK-NEXT: entry:
; CHECK-NEXT: store i32 0, ptr %p, align 4
define void @not_a_kernel(ptr %p) {
entry:
  store i32 0, ptr %p, align 4
  ret void
}
