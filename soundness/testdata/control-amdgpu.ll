; Class 12, control (AMDGPU): the kernel's flat pointer parameter is
; global; a flat pointer to LDS is LDS; a flat pointer to a private array
; is private; llvm.amdgcn.is.shared on the LDS pointer folds away.
; Controls show the suite cannot be passed by leaving everything generic.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [32 x i32] poison

declare i1 @llvm.amdgcn.is.shared(ptr)

; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK: store i32 1, ptr addrspace(1) %
; CHECK: store i32 2, ptr addrspace(3) %
; CHECK: store i32 3, ptr addrspace(5) %
; CHECK-NOT: call i1 @llvm.amdgcn.is.shared
; CHECK: ret void
define amdgpu_kernel void @k(ptr %g, i64 %i) {
entry:
  %a = alloca [4 x i32], align 4, addrspace(5)
  %q = getelementptr inbounds i32, ptr %g, i64 %i
  store i32 1, ptr %q, align 4
  %s = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @lds to ptr), i64 %i
  store i32 2, ptr %s, align 4
  %af = addrspacecast ptr addrspace(5) %a to ptr
  %l = getelementptr inbounds i32, ptr %af, i64 %i
  store i32 3, ptr %l, align 4
  %is = call i1 @llvm.amdgcn.is.shared(ptr %s)
  %z = zext i1 %is to i32
  %v = load i32, ptr addrspace(5) %a, align 4
  %sum = add i32 %v, %z
  store i32 %sum, ptr %g, align 4
  ret void
}
