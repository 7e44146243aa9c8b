; A pipeline into the in-process FileCheck, fed by a pipe and by < redirection.
; RUN: cat %s | FileCheck %s
; RUN: cat < %s | FileCheck --check-prefix=CHECK %s

define void @kernel(ptr addrspace(1) %p) {
  store i32 0, ptr addrspace(1) %p
  ret void
}

; CHECK-LABEL: define {{void}} @kernel(
; CHECK-NEXT: store i32 0, ptr addrspace([[AS:[0-9]+]]) %p
; CHECK-NEXT: ret void
; CHECK-NOT: addrspace({{3}})
