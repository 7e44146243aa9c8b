; Class 11, facts the program states (NVPTX): the assume holds only on one
; path. @f is exported (its parameter could be anything) and assumes
; isspacep.shared(%p) only when %c is true; the access in %join also runs
; when %c is false, where nothing is known of %p. A fact narrows the
; pointer only where it holds: the access in %join must stay generic (the
; one in %then may become shared).
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i1 @llvm.nvvm.isspacep.shared(ptr)
declare void @llvm.assume(i1)

; CHECK-LABEL: define void @f(
; CHECK: join:
; CHECK-NEXT: store i32 2, ptr %p, align 4
define void @f(ptr %p, i1 %c) {
entry:
  br i1 %c, label %then, label %join

then:
  %s = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
  call void @llvm.assume(i1 %s)
  store i32 1, ptr %p, align 4
  br label %join

join:
  store i32 2, ptr %p, align 4
  ret void
}
