; Class 3, functions with unknown callers (AMDGPU): @f is linkonce_odr;
; other modules define and call the same function. The loaded pointer
; must stay flat and llvm.amdgcn.is.shared on it must not fold.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

declare i1 @llvm.amdgcn.is.shared(ptr)

; CHECK-LABEL: define linkonce_odr void @f(ptr %pp, ptr %out)
; CHECK: %p = load ptr, ptr %pp, align 8
; CHECK-NOT: addrspacecast ptr %p to
; CHECK: store i32 1, ptr %p, align 4
; CHECK: %is = call i1 @llvm.amdgcn.is.shared(ptr %p)
define linkonce_odr void @f(ptr %pp, ptr %out) {
entry:
  %p = load ptr, ptr %pp, align 8
  store i32 1, ptr %p, align 4
  %is = call i1 @llvm.amdgcn.is.shared(ptr %p)
  %z = zext i1 %is to i32
  store i32 %z, ptr %out, align 4
  ret void
}

; @ext, exported, calls it with pointers it does not know, so the original
; stays beside the kernel's clone, and it must not change.
define void @ext(ptr %pp, ptr %out) {
entry:
  call void @f(ptr %pp, ptr %out)
  ret void
}

define amdgpu_kernel void @k(ptr %g, ptr %o) {
entry:
  call void @f(ptr %g, ptr %o)
  ret void
}
