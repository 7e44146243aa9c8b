; Typed-pointer NVVM IR marks kernels in !nvvm.annotations. Retyped
; pointers keep their element type.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define void @k(float* %a, i32 %i)
; CHECK-NEXT: entry:
; CHECK-NEXT: %a.global = addrspacecast float* %a to float addrspace(1)*
; CHECK-NEXT: %p = getelementptr inbounds float, float addrspace(1)* %a.global, i32 %i
; CHECK-NEXT: %b = bitcast float addrspace(1)* %p to i32 addrspace(1)*
; CHECK-NEXT: store i32 0, i32 addrspace(1)* %b, align 4
define void @k(float* %a, i32 %i) {
entry:
  %p = getelementptr inbounds float, float* %a, i32 %i
  %b = bitcast float* %p to i32*
  store i32 0, i32* %b, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (float*, i32)* @k, !"kernel", i32 1}
