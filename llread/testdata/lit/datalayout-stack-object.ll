; The old stack-object alignment specification "s..." of a data layout:
; LLVM ignores it, whatever follows, so that old IR still reads; memspace
; refused it as an unknown specifier.
; RUN: memspace -passes= %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc

; CHECK: target datalayout = "e-p:64:64:64-i64:64:64-s0:64:64-f80:128:128-n8:16:32:64-S128"
target datalayout = "e-p:64:64:64-i64:64:64-s0:64:64-f80:128:128-n8:16:32:64-S128"

define void @f() {
  ret void
}
