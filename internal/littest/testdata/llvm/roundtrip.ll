; LLVM tools in a pipeline: assemble, disassemble, check; and an expected
; failure whose stderr is checked.
; RUN: llvm-as < %s | llvm-dis | FileCheck %s
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-dis %t.bc -o - | FileCheck %s
; RUN: not llvm-as %S/bad.ll.in -o %t.bad.bc 2>&1 | FileCheck %s --check-prefix=ERR

define void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}

; CHECK-LABEL: define void @k(
; CHECK-NEXT: store i32 1, ptr addrspace(1) %p, align 4
; CHECK-NEXT: ret void
; ERR: bad.ll.in:1:1: error: expected top-level entity
