; dso_local_equivalent and no_cfi before a called function, defined before
; or after the call; memspace took them only as operands.
; RUN: memspace -passes= %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc

declare void @early()

define void @calls() {
; CHECK: call void dso_local_equivalent @early()
; CHECK: call void no_cfi @late(i32 1)
; CHECK: call void dso_local_equivalent @late(i32 2)
  call void dso_local_equivalent @early()
  call void no_cfi @late(i32 1)
  call void dso_local_equivalent @late(i32 2)
  ret void
}

declare void @late(i32)
