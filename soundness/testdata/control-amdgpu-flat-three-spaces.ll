; Class 12, controls (AMDGPU): a helper called with a private, an LDS and
; a global flat pointer tests is.private and is.shared; each clone folds
; them to the right constants and accesses its own space. The execution
; check drives @k. (Adversarial review, 2026-11-25: holds.)
; RUN: memspace %s -o - | FileCheck %s

; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK: %r.i = or i32 1, %s.i
; CHECK: store i32 5, ptr addrspace(5) %a
; CHECK: %s.i1 = shl i32 1, 1
; CHECK: store i32 5, ptr addrspace(3) @lds
; CHECK: store i32 5, ptr addrspace(1) %g2

target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"
@lds = internal addrspace(3) global [64 x i32] poison, align 4
declare i1 @llvm.amdgcn.is.private(ptr)
declare i1 @llvm.amdgcn.is.shared(ptr)
define internal void @h(ptr %p, ptr addrspace(1) %out, i32 %i) noinline {
  %a = call i1 @llvm.amdgcn.is.private(ptr %p)
  %b = call i1 @llvm.amdgcn.is.shared(ptr %p)
  %az = zext i1 %a to i32
  %bz = zext i1 %b to i32
  %s = shl i32 %bz, 1
  %r = or i32 %az, %s
  store i32 5, ptr %p, align 4
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
  store i32 %r, ptr addrspace(1) %o, align 4
  ret void
}
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %a = alloca i32, align 4, addrspace(5)
  %af = addrspacecast ptr addrspace(5) %a to ptr
  call void @h(ptr %af, ptr addrspace(1) %out, i32 0)
  %l = addrspacecast ptr addrspace(3) @lds to ptr
  call void @h(ptr %l, ptr addrspace(1) %out, i32 1)
  %g = addrspacecast ptr addrspace(1) %out to ptr
  %g2 = getelementptr inbounds i32, ptr %g, i32 8
  call void @h(ptr %g2, ptr addrspace(1) %out, i32 2)
  ret void
}
