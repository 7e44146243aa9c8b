; AMDGPU: the flat space is 0. A flat kernel parameter is global, a flat
; pointer cast from LDS is local (3), one cast from the stack is private (5).
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-A5-G1"
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [64 x i32] poison

; CHECK-LABEL: define amdgpu_kernel void @k(ptr %p, i64 %i)
; CHECK: %p.global = addrspacecast ptr %p to ptr addrspace(1)
; CHECK: %g = getelementptr inbounds i32, ptr addrspace(1) %p.global, i64 %i
; CHECK: store i32 1, ptr addrspace(1) %g
; CHECK: %l = getelementptr inbounds i32, ptr addrspace(3) @lds, i64 %i
; CHECK: store i32 2, ptr addrspace(3) %l
; CHECK: store i32 3, ptr addrspace(5) %stack
define amdgpu_kernel void @k(ptr %p, i64 %i) {
entry:
  %stack = alloca i32, align 4, addrspace(5)
  %g = getelementptr inbounds i32, ptr %p, i64 %i
  store i32 1, ptr %g
  %l = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @lds to ptr), i64 %i
  store i32 2, ptr %l
  %sf = addrspacecast ptr addrspace(5) %stack to ptr
  store i32 3, ptr %sf
  ret void
}
