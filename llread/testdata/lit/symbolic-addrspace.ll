; addrspace("A"), ("G") and ("P") stand for the data layout's alloca,
; globals and program address spaces, and addrspace("name") for a pointer
; specification the data layout names; they read as their numbers.
; RUN: memspace -passes= %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc

target datalayout = "e-p1(global):64:64-p3(shared):32:32-A5-G1-P0"

; CHECK: @g = addrspace(1) global i32 0
; CHECK: @s = addrspace(3) global i32 0
@g = addrspace("G") global i32 0
@s = addrspace("shared") global i32 0

; CHECK-LABEL: define void @f(ptr addrspace(1) %p)
; CHECK-NEXT: %a = alloca i32, align 4, addrspace(5)
; CHECK-NEXT: store i32 0, ptr addrspace(1) @g, align 4
; CHECK-NEXT: store i32 1, ptr addrspace(3) @s, align 4
; CHECK-NEXT: call void @f(ptr addrspace(1) %p)
define void @f(ptr addrspace("global") %p) addrspace("P") {
  %a = alloca i32, align 4, addrspace("A")
  store i32 0, ptr addrspace("G") @g, align 4
  store i32 1, ptr addrspace("shared") @s, align 4
  call addrspace("P") void @f(ptr addrspace(1) %p)
  ret void
}
