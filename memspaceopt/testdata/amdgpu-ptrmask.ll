; On AMDGPU LDS (3) and private (5) pointers are 32 bits: llvm.ptrmask
; rebuilt on them takes a 32-bit mask (llvm.ptrmask.p3.i64 is invalid).
; The 64-bit mask is cut only because its high half is all ones: a flat
; LDS or private address is the aperture in its high half and the 32-bit
; address in its low half, so the mask acts on the low half alone. Global
; pointers are 64 bits and keep the mask as it is.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [64 x i32] poison, align 16

declare ptr @llvm.ptrmask.p0.i64(ptr, i64)

; CHECK-NOT: @llvm.ptrmask.p3.i64
; CHECK-NOT: @llvm.ptrmask.p5.i64
; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK: %m = call ptr addrspace(5) @llvm.ptrmask.p5.i32(ptr addrspace(5) %e, i32 -16)
; CHECK-NEXT: store i32 1, ptr addrspace(5) %m, align 16
; CHECK: %lm = call ptr addrspace(3) @llvm.ptrmask.p3.i32(ptr addrspace(3) %l, i32 -256)
; CHECK-NEXT: store i32 2, ptr addrspace(3) %lm, align 16
; CHECK: %gm = call ptr addrspace(1) @llvm.ptrmask.p1.i64(ptr addrspace(1) %g, i64 -16)
; CHECK-NEXT: store i32 3, ptr addrspace(1) %gm, align 16
; CHECK-NOT: @llvm.ptrmask.p3.i64
; CHECK-NOT: @llvm.ptrmask.p5.i64
define amdgpu_kernel void @k(ptr %out, i64 %i) {
entry:
  %slot = alloca [16 x i32], align 16, addrspace(5)
  %f = addrspacecast ptr addrspace(5) %slot to ptr
  %e = getelementptr i8, ptr %f, i64 %i
  %m = call ptr @llvm.ptrmask.p0.i64(ptr %e, i64 -16)
  store i32 1, ptr %m, align 16
  %l = getelementptr i8, ptr addrspacecast (ptr addrspace(3) @lds to ptr), i64 %i
  %lm = call ptr @llvm.ptrmask.p0.i64(ptr %l, i64 -256)
  store i32 2, ptr %lm, align 16
  %g = getelementptr i8, ptr %out, i64 %i
  %gm = call ptr @llvm.ptrmask.p0.i64(ptr %g, i64 -16)
  store i32 3, ptr %gm, align 16
  ret void
}
