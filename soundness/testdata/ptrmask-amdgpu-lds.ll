; Class 7, llvm.ptrmask (AMDGPU): an alignment mask (-16, i64) on a flat
; pointer to LDS. LDS pointers are 32 bits wide (p3:32:32), so if the call
; is retyped to addrspace(3) its mask must become i32
; (llvm.ptrmask.p3.i32): llvm.ptrmask.p3.i64 is invalid IR and must never
; appear. The result is LDS or flat, never global.
; llvm.ptrmask keeps its operand's set only when the mask has the
; pointer's width and provably keeps the bits that select the space (on
; 64-bit generic addresses, the high bits); otherwise the result is
; unknown (spec §3).
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [32 x i32] poison

declare ptr @llvm.ptrmask.p0.i64(ptr, i64)

; CHECK-NOT: ptrmask.p3.i64
; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK-NOT: ptrmask.p3.i64
; CHECK: store i32 1, ptr {{(addrspace\(3\) )?}}%m, align 4
; CHECK-NOT: ptrmask.p3.i64
define amdgpu_kernel void @k(i64 %i) {
entry:
  %s = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @lds to ptr), i64 %i
  %m = call ptr @llvm.ptrmask.p0.i64(ptr %s, i64 -16)
  store i32 1, ptr %m, align 4
  ret void
}
