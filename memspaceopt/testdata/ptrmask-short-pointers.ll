; llvm.ptrmask whose mask keeps the space is retyped with its pointer, but
; the mask must be as wide as the new pointer's index: under the
; nvptx-short-ptr layout (p3:32:32:32) a shared pointer is 32 bits, so the
; generic call stays and its result is cast to shared after it; a global
; pointer is as wide as a generic one and the call is rebuilt in global.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s
; LLC: -passes=memspace-opt

target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f16:16:16-f32:32:32-f64:64:64-v16:16:16-v32:32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x i32] undef, align 16

declare ptr @llvm.ptrmask.p0.i64(ptr, i64)

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %sm = call ptr @llvm.ptrmask.p0.i64(ptr %s, i64 -16)
; CHECK-NEXT: %sm.shared = addrspacecast ptr %sm to ptr addrspace(3)
; CHECK-NEXT: store i32 1, ptr addrspace(3) %sm.shared, align 16
; CHECK: %gm = call ptr addrspace(1) @llvm.ptrmask.p1.i64(ptr addrspace(1) %g, i64 -16)
; CHECK-NEXT: store i32 2, ptr addrspace(1) %gm, align 16
; CHECK-NOT: @llvm.ptrmask.p3
define ptx_kernel void @k(ptr %out, i64 %i) {
entry:
  %s = getelementptr i8, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %i
  %sm = call ptr @llvm.ptrmask.p0.i64(ptr %s, i64 -16)
  store i32 1, ptr %sm, align 16
  %g = getelementptr i8, ptr %out, i64 %i
  %gm = call ptr @llvm.ptrmask.p0.i64(ptr %g, i64 -16)
  store i32 2, ptr %gm, align 16
  ret void
}
