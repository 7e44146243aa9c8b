; Use-list orders of blocks: LLVM's text and bitcode readers make a
; block's uses in one order (terminators last to first), which a
; "uselistorder label" directive or a USELIST_CODE_BB record permutes, and
; the "; preds =" comments follow it. memspace keeps those orders from
; text and bitcode, prints them and writes them, so that llvm-dis shows
; the predecessors as it shows them for the input. A phi's incoming
; blocks are not uses; a block a blockaddress also names keeps no order.
; RUN: memspace -passes= %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.out.bc
; RUN: llvm-as %s -o %t.ref.bc
; RUN: memspace -passes= %t.ref.bc -o %t.b.ll
; RUN: FileCheck %s < %t.b.ll
; RUN: memspace -passes= %s -o %t.bc
; RUN: llvm-dis %t.bc -o %t.dis.ll
; RUN: FileCheck %s --check-prefix=DIS < %t.dis.ll
; RUN: memspace -passes= %t.ref.bc -o %t.bb.bc
; RUN: llvm-dis %t.bb.bc -o %t.bdis.ll
; RUN: FileCheck %s --check-prefix=DIS < %t.bdis.ll

; CHECK-LABEL: define void @f(
; CHECK: b: ; preds = %entry, %a
; CHECK: x: ; preds = %a, %b
; CHECK: uselistorder label %x, { 1, 0 }
; CHECK: uselistorder label %b, { 1, 0 }
; DIS-LABEL: define void @f(
; DIS: b: ; preds = %entry, %a
; DIS: x: ; preds = %a, %b
define void @f(i1 %c, i1 %d) {
entry:
  br i1 %c, label %a, label %b
a:
  br i1 %d, label %b, label %x
b:
  br label %x
x:
  ret void

  uselistorder label %x, { 1, 0 }
  uselistorder label %b, { 1, 0 }
}

; CHECK-LABEL: define i32 @loop(
; CHECK: loop: ; preds = %entry, %loop
; DIS-LABEL: define i32 @loop(
; DIS: loop: ; preds = %entry, %loop
define i32 @loop(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %j = add i32 %i, 1
  %c = icmp slt i32 %j, %n
  br i1 %c, label %loop, label %done
done:
  ret i32 %j

  uselistorder label %loop, { 1, 0 }
}

; The order of @g's %t, which a blockaddress also names, is not kept.
; CHECK-LABEL: define void @g(
; CHECK: t: ; preds = %e, %entry
; DIS-LABEL: define void @g(
@ba = constant ptr blockaddress(@g, %t)
define void @g(i1 %c) {
entry:
  br i1 %c, label %t, label %e
e:
  br label %t
t:
  ret void
}

; A module-level uselistorder_bb directive orders a block too.
; CHECK-LABEL: define void @h(
; CHECK: j: ; preds = %entry, %k
; DIS-LABEL: define void @h(
; DIS: j: ; preds = %entry, %k
define void @h(i1 %c) {
entry:
  br i1 %c, label %j, label %k
k:
  br label %j
j:
  ret void
}
uselistorder_bb @h, %j, { 1, 0 }
