; Class 9, volatile (AMDGPU): a private stack slot (addrspace(5)) holds a
; flat pointer to LDS and is read back with a volatile load.
; A volatile load may observe a value written by something the program
; does not show (spec §2: volatile loads are unknown), so the pointer it
; loads stays generic whatever the slot was seen to hold.
; It stays flat, and llvm.amdgcn.is.shared on it must not fold.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [32 x i32] poison

declare i1 @llvm.amdgcn.is.shared(ptr)

; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK: %p = load volatile ptr, ptr addrspace(5)
; CHECK-NOT: addrspacecast ptr %p to
; CHECK: store i32 1, ptr %p, align 4
; CHECK: %is = call i1 @llvm.amdgcn.is.shared(ptr %p)
define amdgpu_kernel void @k(ptr %out) {
entry:
  %slot = alloca ptr, align 8, addrspace(5)
  store ptr addrspacecast (ptr addrspace(3) @lds to ptr), ptr addrspace(5) %slot, align 8
  %p = load volatile ptr, ptr addrspace(5) %slot, align 8
  store i32 1, ptr %p, align 4
  %is = call i1 @llvm.amdgcn.is.shared(ptr %p)
  %z = zext i1 %is to i32
  store i32 %z, ptr %out, align 4
  ret void
}
