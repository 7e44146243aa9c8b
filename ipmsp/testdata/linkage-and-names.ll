; Names and linkage. Clone names are the original's name with the space
; suffixes, quoted when needed (@"my helper.global"); an unnamed function
; gives @unnamed.global. A weak function may be replaced by another
; definition at link time, so its body is not copied; a linkonce_odr one
; may be (every definition is equivalent), and its clone, being internal,
; leaves the comdat. A linkonce_odr original that no longer has a use once
; its calls moved to clones goes (@odr: a module that uses such a function
; defines it too, and an unreferenced one may be dropped); one whose
; address is taken stays, unchanged (@odr2).
; RUN: memspace -passes=ipmsp -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @"my helper"(ptr %p) #0 {
  store float 1.0, ptr %p, align 4
  ret void
}

define void @0(ptr %p) #0 {
  store float 2.0, ptr %p, align 4
  ret void
}

define weak void @weakone(ptr %p) #0 {
  store float 3.0, ptr %p, align 4
  ret void
}

define linkonce_odr void @odr(ptr %p) #0 comdat {
  store float 4.0, ptr %p, align 4
  ret void
}

$odr = comdat any

define linkonce_odr void @odr2(ptr %p) #0 {
  store float 5.0, ptr %p, align 4
  ret void
}

@odr2.addr = global ptr @odr2

define ptx_kernel void @k(ptr %g) {
  call void @"my helper"(ptr %g)
  call void @0(ptr %g)
  call void @weakone(ptr %g)
  call void @odr(ptr %g)
  call void @odr2(ptr %g)
  ret void
}

attributes #0 = { noinline nounwind }

; CHECK: $odr = comdat any
; CHECK-LABEL: define void @"my helper"(ptr %p)
; CHECK-LABEL: define internal void @"my helper.global"(ptr addrspace(1) %p)
; CHECK-LABEL: define void @0(ptr %p)
; CHECK-LABEL: define internal void @unnamed.global(ptr addrspace(1) %p)
; CHECK-LABEL: define weak void @weakone(ptr %p)
; CHECK-NOT:   @weakone.global
; CHECK-NOT:   define linkonce_odr void @odr(
; CHECK-LABEL: define internal void @odr.global(ptr addrspace(1) %p) alwaysinline nounwind "nvvm.as"="1" {
; CHECK-LABEL: define linkonce_odr void @odr2(ptr %p) "nvvm.as"="0" #0 {
; CHECK-NEXT:    store float 5.000000e+00, ptr %p, align 4
; CHECK-LABEL: define internal void @odr2.global(ptr addrspace(1) %p)
; CHECK-LABEL: define ptx_kernel void @k(
; CHECK:         call void @"my helper.global"(ptr addrspace(1)
; CHECK:         call void @unnamed.global(ptr addrspace(1)
; CHECK-NEXT:    call void @weakone(ptr %g.gen)
; CHECK:         call void @odr.global(ptr addrspace(1)
; CHECK:         call void @odr2.global(ptr addrspace(1)
