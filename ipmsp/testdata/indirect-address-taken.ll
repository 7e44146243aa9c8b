; Helpers reached through pointers keep their signature: @scale's address
; is stored in a global and called through it, @negate's address is passed
; to another function. Their direct calls move to clones; the indirect
; call and the address uses are untouched (they take the kernel's global
; parameter cast back to generic), and the originals stay even though they
; are internal.
; (-ipmsp-max-growth=-1: the size guard, ipmsp/growth.go, would keep
; some calls on the original; this test is about the clones.)
; RUN: memspace -ipmsp-max-growth=-1 -passes=ipmsp -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@handler = internal addrspace(1) global ptr @scale, align 8

define internal void @scale(ptr %p, float %f) #0 {
entry:
  %v = load float, ptr %p, align 4
  %m = fmul float %v, %f
  store float %m, ptr %p, align 4
  ret void
}

define internal void @negate(ptr %p) #0 {
entry:
  %v = load float, ptr %p, align 4
  %n = fneg float %v
  store float %n, ptr %p, align 4
  ret void
}

declare void @apply(ptr, ptr)

define ptx_kernel void @k(ptr %p, float %f) {
entry:
  call void @scale(ptr %p, float %f)
  %fp = load ptr, ptr addrspace(1) @handler, align 8
  call void %fp(ptr %p, float %f)
  call void @negate(ptr %p)
  call void @apply(ptr @negate, ptr %p)
  ret void
}

attributes #0 = { noinline nounwind }

; CHECK: @handler = internal addrspace(1) global ptr @scale, align 8
; CHECK-LABEL: define internal void @scale(ptr %p, float %f) "nvvm.as"="0" #0 {
; CHECK-LABEL: define internal void @scale.global(ptr addrspace(1) %p, float %f)
; CHECK-LABEL: define internal void @negate(ptr %p) "nvvm.as"="0" #0 {
; CHECK-LABEL: define internal void @negate.global(ptr addrspace(1) %p)
; CHECK-LABEL: define ptx_kernel void @k(
; CHECK:         call void @scale.global(ptr addrspace(1)
; CHECK-NEXT:    %fp = load ptr, ptr addrspace(1) @handler, align 8
; CHECK-NEXT:    call void %fp(ptr %p.gen, float %f)
; CHECK:         call void @negate.global(ptr addrspace(1)
; CHECK-NEXT:    call void @apply(ptr @negate, ptr %p.gen)
