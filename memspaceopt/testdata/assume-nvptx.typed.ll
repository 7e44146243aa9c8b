; Typed-pointer IR tests a bitcast of the pointer: the fact holds for the
; bitcast and for the pointer it casts, so the accesses through either
; are narrowed.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

declare void @llvm.assume(i1)
declare i1 @llvm.nvvm.isspacep.shared(i8*)

; CHECK-LABEL: define float @f(float* %p, i64 %i)
; CHECK: %p.shared = addrspacecast float* %p to float addrspace(3)*
; CHECK: getelementptr inbounds float, float addrspace(3)* %p.shared, i64 %i
; CHECK: load float, float addrspace(3)*
; CHECK: store i8 0, i8 addrspace(3)*
define float @f(float* %p, i64 %i) {
entry:
  %b = bitcast float* %p to i8*
  %t = call i1 @llvm.nvvm.isspacep.shared(i8* %b)
  call void @llvm.assume(i1 %t)
  %e = getelementptr inbounds float, float* %p, i64 %i
  %v = load float, float* %e, align 4
  store i8 0, i8* %b, align 1
  ret float %v
}
