; In a block unreachable from the entry, LLVM checks no dominance: an
; instruction may use itself, and values defined later. The reader, the
; input verification and the writer accept such a function and print it back.
; RUN: memspace -passes= %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc

; CHECK-LABEL: define void @named(ptr %p)
; CHECK:      dead:
; CHECK-NEXT:   %x = getelementptr i8, ptr %x, i64 1
; CHECK-NEXT:   %y = add i32 %z, 1
; CHECK-NEXT:   %z = add i32 %y, 1
; CHECK-NEXT:   %s = select i1 true, ptr %s, ptr %x
; CHECK-NEXT:   store i32 %z, ptr %s, align 4
; CHECK-NEXT:   br label %dead
define void @named(ptr %p) {
entry:
  ret void
dead:
  %x = getelementptr i8, ptr %x, i64 1
  %y = add i32 %z, 1
  %z = add i32 %y, 1
  %s = select i1 true, ptr %s, ptr %x
  store i32 %z, ptr %s, align 4
  br label %dead
}

; CHECK-LABEL: define i32 @numbered(ptr %0, i1 %1)
; CHECK:      5:
; CHECK-NEXT:   %6 = getelementptr inbounds { i32, [4 x i32] }, ptr %6, i64 0, i32 1, i64 %9
; CHECK-NEXT:   %7 = load i32, ptr %6, align 4
; CHECK-NEXT:   %8 = add i32 %8, %7
; CHECK-NEXT:   %9 = sext i32 %8 to i64
; CHECK-NEXT:   %10 = call i32 @g(i32 %10)
; CHECK-NEXT:   %11 = atomicrmw xchg ptr %0, ptr %11 seq_cst, align 8
; CHECK-NEXT:   br label %5
define i32 @numbered(ptr %0, i1 %1) {
  br i1 %1, label %3, label %4
3:
  ret i32 0
4:
  ret i32 1
5:
  %6 = getelementptr inbounds { i32, [4 x i32] }, ptr %6, i64 0, i32 1, i64 %9
  %7 = load i32, ptr %6, align 4
  %8 = add i32 %8, %7
  %9 = sext i32 %8 to i64
  %10 = call i32 @g(i32 %10)
  %11 = atomicrmw xchg ptr %0, ptr %11 seq_cst, align 8
  br label %5
}

declare i32 @g(i32)
