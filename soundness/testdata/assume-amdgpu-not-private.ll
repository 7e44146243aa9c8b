; Class 11, facts the program states (AMDGPU): %m is a private stack array
; or the kernel's global pointer (a select), so its set is {global,
; private}; the kernel assumes "not llvm.amdgcn.is.private(%m)". Negation
; removes private, leaving global: the access becomes addrspace(1).
; llvm.assume of a space test narrows the pointer's set (spec §2: a false
; assume is undefined behaviour).
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

declare i1 @llvm.amdgcn.is.private(ptr)
declare void @llvm.assume(i1)

; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK: store i32 1, ptr addrspace(1) %
define amdgpu_kernel void @k(ptr %g, i1 %c) {
entry:
  %a = alloca [4 x i32], align 4, addrspace(5)
  %af = addrspacecast ptr addrspace(5) %a to ptr
  %m = select i1 %c, ptr %g, ptr %af
  %s = call i1 @llvm.amdgcn.is.private(ptr %m)
  %ns = xor i1 %s, true
  call void @llvm.assume(i1 %ns)
  store i32 1, ptr %m, align 4
  ret void
}
