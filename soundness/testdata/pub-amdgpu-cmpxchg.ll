; Class 1, pointers published as data (AMDGPU): the flat LDS pointer is the
; new value of a cmpxchg.
; Host memory (what kernel pointer parameters reach) is trusted to hold
; only global pointers until the device writes something else there; here
; it does, so %p, loaded back from it, may be LDS: it must stay flat (not
; addrspace(1)) and llvm.amdgcn.is.shared on it must not fold.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [32 x i32] poison

declare i1 @llvm.amdgcn.is.shared(ptr)

; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK: %p = load ptr, ptr
; CHECK-NOT: addrspacecast ptr %p to
; CHECK: store i32 1, ptr %p, align 4
; CHECK: %is = call i1 @llvm.amdgcn.is.shared(ptr %p)
define amdgpu_kernel void @k(ptr %buf, ptr %out, i64 %i) {
entry:
  %s = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @lds to ptr), i64 %i
  %pair = cmpxchg ptr %buf, ptr null, ptr %s seq_cst seq_cst, align 8
  %p = load ptr, ptr %buf, align 8
  store i32 1, ptr %p, align 4
  %is = call i1 @llvm.amdgcn.is.shared(ptr %p)
  %z = zext i1 %is to i32
  store i32 %z, ptr %out, align 4
  ret void
}
