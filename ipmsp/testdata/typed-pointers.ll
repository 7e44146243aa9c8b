; Typed-pointer IR (LLVM 14, kernels marked in !nvvm.annotations) stays
; typed: specialized parameters keep their element types
; (float addrspace(1)*), the clone's address type follows its signature,
; a shared array passed through a bitcast is retyped without a generic
; detour, and returned pointers keep their element type too. The kernel's
; global parameter is declared global, and its !nvvm.annotations entry
; follows the new function type.
; RUN: memspace -passes=ipmsp -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as-14 %t.ll -o %t.bc
; RUN: memspace -passes=ipmsp,memspace-opt -verify-each %s -o %t.pipe.ll
; RUN: llvm-as-14 %t.pipe.ll -o %t.pipe.bc
; RUN: FileCheck %s --check-prefix=PIPE < %t.pipe.ll

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x float] undef, align 4

define float @get(float* %p, i64 %i) #0 {
entry:
  %q = getelementptr inbounds float, float* %p, i64 %i
  %v = load float, float* %q, align 4
  ret float %v
}

define internal float* @at(float* %base, i64 %i) #0 {
entry:
  %q = getelementptr inbounds float, float* %base, i64 %i
  ret float* %q
}

define void @k(float* %g, i64 %i) {
entry:
  %a = call float @get(float* %g, i64 %i)
  %b = call float @get(float* getelementptr inbounds ([64 x float], [64 x float]* addrspacecast ([64 x float] addrspace(3)* @tile to [64 x float]*), i64 0, i64 0), i64 %i)
  %p = call float* @at(float* %g, i64 %i)
  %s = fadd float %a, %b
  store float %s, float* %p, align 4
  ret void
}

attributes #0 = { noinline nounwind }

!nvvm.annotations = !{!0}
!0 = !{void (float*, i64)* @k, !"kernel", i32 1}

; CHECK-LABEL: define float @get(float* %p, i64 %i) "nvvm.as"="0" #0 {
; CHECK-LABEL: define internal float @get.global(float addrspace(1)* %p, i64 %i)
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %p.gen = addrspacecast float addrspace(1)* %p to float*
; CHECK-LABEL: define internal float @get.shared(float addrspace(3)* %p, i64 %i)
; CHECK-LABEL: define internal float addrspace(1)* @at(float addrspace(1)* %base, i64 %i) "nvvm.as"="1" #0 {
; CHECK:         ret float addrspace(1)*
; CHECK-LABEL: define void @k(float addrspace(1)* %g, i64 %i) "nvvm.as"="1" {
; CHECK:         %a = call float @get.global(float addrspace(1)* %g, i64 %i)
; CHECK-NEXT:    %b = call float @get.shared(float addrspace(3)* getelementptr inbounds ([64 x float], [64 x float] addrspace(3)* @tile, i64 0, i64 0), i64 %i)
; CHECK:         %p = call float addrspace(1)* @at(float addrspace(1)* %g, i64 %i)
; CHECK-NEXT:    %p.gen = addrspacecast float addrspace(1)* %p to float*
; CHECK: !0 = !{void (float addrspace(1)*, i64)* @k, !"kernel", i32 1}

; PIPE-LABEL: define internal float @get.shared(
; PIPE:         load float, float addrspace(3)* %q, align 4
; PIPE-LABEL: define void @k(
; PIPE:         store float %s, float addrspace(1)* %p, align 4
