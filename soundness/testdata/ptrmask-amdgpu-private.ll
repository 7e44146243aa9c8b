; Class 7, llvm.ptrmask (AMDGPU): an alignment mask (-16, i64) on a flat
; pointer to a private (scratch, addrspace(5)) array. Private pointers are
; 32 bits wide (p5:32:32): a retyped call must be llvm.ptrmask.p5.i32;
; llvm.ptrmask.p5.i64 is invalid IR and must never appear. The result is
; private or flat, never global.
; llvm.ptrmask keeps its operand's set only when the mask has the
; pointer's width and provably keeps the bits that select the space (on
; 64-bit generic addresses, the high bits); otherwise the result is
; unknown (spec §3).
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

declare ptr @llvm.ptrmask.p0.i64(ptr, i64)

; CHECK-NOT: ptrmask.p5.i64
; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK-NOT: ptrmask.p5.i64
; CHECK: store i32 1, ptr {{(addrspace\(5\) )?}}%m, align 4
; CHECK-NOT: ptrmask.p5.i64
define amdgpu_kernel void @k(ptr %out, i64 %i) {
entry:
  %a = alloca [8 x i32], align 16, addrspace(5)
  %af = addrspacecast ptr addrspace(5) %a to ptr
  %s = getelementptr inbounds i32, ptr %af, i64 %i
  %m = call ptr @llvm.ptrmask.p0.i64(ptr %s, i64 -16)
  store i32 1, ptr %m, align 4
  %v = load i32, ptr addrspace(5) %a, align 16
  store i32 %v, ptr %out, align 4
  ret void
}
