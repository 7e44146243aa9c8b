; AMDGPU's llvm.amdgcn.is.shared and llvm.amdgcn.is.private fold the same way.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [8 x i32] poison

declare i1 @llvm.amdgcn.is.shared(ptr)
declare i1 @llvm.amdgcn.is.private(ptr)
declare void @sink(i1)

; CHECK-LABEL: define amdgpu_kernel void @k(ptr %g)
; CHECK-NEXT: entry:
; CHECK-NEXT: call void @sink(i1 true)
; CHECK-NEXT: call void @sink(i1 false)
; CHECK-NEXT: call void @sink(i1 false)
define amdgpu_kernel void @k(ptr %g) {
entry:
  %a = call i1 @llvm.amdgcn.is.shared(ptr addrspacecast (ptr addrspace(3) @lds to ptr))
  call void @sink(i1 %a)
  %b = call i1 @llvm.amdgcn.is.private(ptr addrspacecast (ptr addrspace(3) @lds to ptr))
  call void @sink(i1 %b)
  %c = call i1 @llvm.amdgcn.is.shared(ptr %g)
  call void @sink(i1 %c)
  ret void
}
