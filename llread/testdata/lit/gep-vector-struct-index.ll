; A vector getelementptr may index a struct with a vector of i32 whose
; elements are one constant (equal elements, splat or zeroinitializer), as
; LLVM's StructType::indexValid reads it; memspace refused all but splat.
; RUN: memspace -passes= %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc

%pair = type { i32, i64 }

; CHECK: @g1 = global <2 x ptr> getelementptr ([3 x %pair], <2 x ptr> zeroinitializer, <2 x i32> <i32 1, i32 2>, <2 x i32> splat (i32 2), <2 x i32> splat (i32 1))
@g1 = global <2 x ptr> getelementptr ([3 x %pair], <2 x ptr> zeroinitializer, <2 x i32> <i32 1, i32 2>, <2 x i32> <i32 2, i32 2>, <2 x i32> <i32 1, i32 1>)

define <2 x ptr> @f(<2 x ptr> %p) {
; CHECK: %a = getelementptr %pair, <2 x ptr> %p, i64 0, <2 x i32> zeroinitializer
; CHECK: %b = getelementptr %pair, <2 x ptr> %a, i64 0, <2 x i32> splat (i32 1)
; CHECK: %c = getelementptr %pair, <2 x ptr> %b, <2 x i64> <i64 0, i64 1>, <2 x i32> splat (i32 1)
  %a = getelementptr %pair, <2 x ptr> %p, i64 0, <2 x i32> zeroinitializer
  %b = getelementptr %pair, <2 x ptr> %a, i64 0, <2 x i32> splat (i32 1)
  %c = getelementptr %pair, <2 x ptr> %b, <2 x i64> <i64 0, i64 1>, <2 x i32> <i32 1, i32 1>
  ret <2 x ptr> %c
}
