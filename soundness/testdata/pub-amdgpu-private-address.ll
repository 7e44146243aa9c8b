; Class 1, pointers published as data (AMDGPU): the flat address of a
; private array is stored into host memory as an i64 and loaded back as a
; ptr: it may be private, so it must stay flat, and llvm.amdgcn.is.private
; on it must not fold.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

declare i1 @llvm.amdgcn.is.private(ptr)

; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK: %p = load ptr, ptr
; CHECK-NOT: addrspacecast ptr %p to
; CHECK: store i32 1, ptr %p, align 4
; CHECK: %ip = call i1 @llvm.amdgcn.is.private(ptr %p)
define amdgpu_kernel void @k(ptr %buf, ptr %out) {
entry:
  %a = alloca [4 x i32], align 4, addrspace(5)
  store i32 0, ptr addrspace(5) %a, align 4
  %af = addrspacecast ptr addrspace(5) %a to ptr
  %n = ptrtoint ptr %af to i64
  store i64 %n, ptr %buf, align 8
  %p = load ptr, ptr %buf, align 8
  store i32 1, ptr %p, align 4
  %ip = call i1 @llvm.amdgcn.is.private(ptr %p)
  %z = zext i1 %ip to i32
  store i32 %z, ptr %out, align 4
  ret void
}
