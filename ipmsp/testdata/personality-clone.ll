; A helper with a personality function, specialized for the space of its
; one caller's pointer (an alloca, so local) and then dropped, as nothing
; else calls it: the clone uses the personality function as the helper
; did, and the helper's use of it goes with the helper (-verify-each checks
; the use lists; the helper's use stayed behind, the clone's was missing).
; RUN: memspace -passes=ipmsp -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @pers(...)

; CHECK-NOT: define linkonce_odr void @h(ptr
; CHECK: define {{.*}}void @h.local(ptr addrspace(5) %p) {{.*}}personality ptr @pers
define linkonce_odr void @h(ptr %p) personality ptr @pers {
  store i32 1, ptr %p, align 4
  ret void
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %a = alloca i32, align 4
  call void @h(ptr %a)
  %v = load i32, ptr %a, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
