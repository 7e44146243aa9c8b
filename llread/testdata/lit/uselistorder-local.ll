; Use-list orders of a function's own values: LLVM's text and bitcode
; readers make their uses in one order (a block's: terminators last to
; first), which a "uselistorder" directive or a USELIST record permutes;
; the "; preds =" comments follow a block's. memspace keeps those orders
; from text and bitcode, prints them (from bitcode in llvm-dis's order)
; and writes them, so that llvm-dis shows the input's. A phi's incoming
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
; CHECK: uselistorder label %b, { 1, 0 }
; CHECK: uselistorder label %x, { 1, 0 }
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

  uselistorder label %b, { 1, 0 }
  uselistorder label %x, { 1, 0 }
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

; Arguments and instructions keep their orders too, through text and
; bitcode both ways (llvm-dis shows them with --preserve-ll-uselistorder).
; RUN: llvm-dis --preserve-ll-uselistorder %t.bc -o %t.pdis.ll
; RUN: FileCheck %s --check-prefix=PDIS < %t.pdis.ll
; RUN: llvm-dis --preserve-ll-uselistorder %t.bb.bc -o %t.pbdis.ll
; RUN: FileCheck %s --check-prefix=PDIS < %t.pbdis.ll
; CHECK-LABEL: define i32 @vals(
; CHECK: uselistorder i32 %v, { 1, 0 }
; CHECK: uselistorder i32 %a, { 2, 0, 1 }
; PDIS-LABEL: define i32 @vals(
; PDIS: uselistorder i32 %v, { 1, 0 }
; PDIS: uselistorder i32 %a, { 2, 0, 1 }
define i32 @vals(i32 %v) {
entry:
  %a = add i32 %v, 1
  %b = mul i32 %a, %v
  %c = add i32 %a, %b
  %d = sub i32 %c, %a
  ret i32 %d

  uselistorder i32 %v, { 1, 0 }
  uselistorder i32 %a, { 2, 0, 1 }
}
