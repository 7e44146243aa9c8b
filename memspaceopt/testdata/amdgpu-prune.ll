; Fold, prune, then judge on AMDGPU: is.private and is.shared fold on
; what the pointers are, and the branches they decide go with the dead
; blocks, phi entries included.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

declare i1 @llvm.amdgcn.is.shared(ptr)
declare i1 @llvm.amdgcn.is.private(ptr)

; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK-NOT: is.private
; CHECK-NOT: is.shared
; CHECK-NOT: atomicrmw add ptr
; CHECK: store i32 1, ptr addrspace(5) %slot
; CHECK: atomicrmw add ptr addrspace(1) %out.global, i32 1
; CHECK-NOT: phi
; CHECK: store i32 %z, ptr addrspace(1) %out.global
define amdgpu_kernel void @k(ptr %out) {
entry:
  %slot = alloca i32, align 4, addrspace(5)
  %flat = addrspacecast ptr addrspace(5) %slot to ptr
  %priv = call i1 @llvm.amdgcn.is.private(ptr %flat)
  br i1 %priv, label %private, label %flatpath

flatpath:
  %x = atomicrmw add ptr %flat, i32 1 seq_cst, align 4
  br label %next

private:
  store i32 1, ptr %flat, align 4
  br label %next

next:
  %sh = call i1 @llvm.amdgcn.is.shared(ptr %out)
  br i1 %sh, label %lds, label %global

lds:
  %y = atomicrmw add ptr %out, i32 2 seq_cst, align 4
  br label %done

global:
  %z = atomicrmw add ptr %out, i32 1 seq_cst, align 4
  br label %done

done:
  %old = phi i32 [ %y, %lds ], [ %z, %global ]
  store i32 %old, ptr %out, align 4
  ret void
}
