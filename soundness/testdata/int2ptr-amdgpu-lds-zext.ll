; Class 8, inttoptr(ptrtoint p) that is not a no-op (AMDGPU): LDS pointers
; are 32 bits (p3:32:32); ptrtoint gives an LDS offset, and zero-extended
; to i64 and turned into a flat pointer it is a small flat address, not
; the LDS variable's flat address (which lies in the shared aperture). %p
; must not be LDS: it stays flat, and neither is.shared nor is.private on
; it may fold.
; inttoptr(ptrtoint p) keeps the space of p only when the integer is
; exactly as wide as both pointers and reaches the inttoptr unchanged;
; anything else is unknown (spec §2).
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [32 x i32] poison

declare i1 @llvm.amdgcn.is.shared(ptr)
declare i1 @llvm.amdgcn.is.private(ptr)

; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK: %p = inttoptr i64 %z64 to ptr
; CHECK-NOT: addrspacecast ptr %p to
; CHECK: store i32 1, ptr %p, align 4
; CHECK: %is = call i1 @llvm.amdgcn.is.shared(ptr %p)
; CHECK: %ip = call i1 @llvm.amdgcn.is.private(ptr %p)
define amdgpu_kernel void @k(ptr %out, i32 %i) {
entry:
  %s = getelementptr inbounds i32, ptr addrspace(3) @lds, i32 %i
  %n = ptrtoint ptr addrspace(3) %s to i32
  %z64 = zext i32 %n to i64
  %p = inttoptr i64 %z64 to ptr
  store i32 1, ptr %p, align 4
  %is = call i1 @llvm.amdgcn.is.shared(ptr %p)
  %ip = call i1 @llvm.amdgcn.is.private(ptr %p)
  %a = zext i1 %is to i32
  %b = zext i1 %ip to i32
  %sum = add i32 %a, %b
  store i32 %sum, ptr %out, align 4
  ret void
}
