; Class 8, window offsets through memory (AMDGPU): an LDS pointer is a
; 32-bit offset. Stored with its own type into an 8-byte slot whose upper
; half holds zero and read back as a flat pointer, it is the number of the
; offset, no flat address of the LDS array: llvm.amdgcn.is.shared on it is
; false, so %f stays flat and the check stays. Read back with its own type
; (%back) it is the LDS pointer it was (control).
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [32 x i32] poison

declare i1 @llvm.amdgcn.is.shared(ptr)

; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK: %f = load ptr, ptr addrspace(5)
; CHECK: call i1 @llvm.amdgcn.is.shared(ptr %f)
; CHECK: ret void
define amdgpu_kernel void @k(ptr %out, i32 %i) {
entry:
  %slot = alloca i64, align 8, addrspace(5)
  %l = getelementptr inbounds i32, ptr addrspace(3) @lds, i32 %i
  store i32 5, ptr addrspace(3) %l, align 4
  store i64 0, ptr addrspace(5) %slot, align 8
  store ptr addrspace(3) %l, ptr addrspace(5) %slot, align 8
  %f = load ptr, ptr addrspace(5) %slot, align 8
  %is = call i1 @llvm.amdgcn.is.shared(ptr %f)
  %back = load ptr addrspace(3), ptr addrspace(5) %slot, align 8
  %v = load i32, ptr addrspace(3) %back, align 4
  %a = zext i1 %is to i32
  %r = add i32 %a, %v
  store i32 %r, ptr %out, align 4
  ret void
}
