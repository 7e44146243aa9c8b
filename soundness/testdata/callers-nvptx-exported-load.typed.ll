; Class 3, functions with unknown callers (NVPTX, typed pointers, kernel in
; !nvvm.annotations): @f is exported and loads a pointer through its
; parameter; its callers are unknown, so the loaded pointer must stay
; generic and isspacep.shared on it must not fold. Valid LLVM 14 IR out.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i1 @llvm.nvvm.isspacep.shared(i8*)

; CHECK-LABEL: define void @f(i32** %pp, i32* %out)
; CHECK: %p = load i32*, i32** %pp, align 8
; CHECK-NOT: addrspacecast i32* %p to
; CHECK: store i32 1, i32* %p, align 4
; CHECK: %is = call i1 @llvm.nvvm.isspacep.shared(i8* %p8)
define void @f(i32** %pp, i32* %out) {
entry:
  %p = load i32*, i32** %pp, align 8
  store i32 1, i32* %p, align 4
  %p8 = bitcast i32* %p to i8*
  %is = call i1 @llvm.nvvm.isspacep.shared(i8* %p8)
  %z = zext i1 %is to i32
  store i32 %z, i32* %out, align 4
  ret void
}

define void @k(i32** %g, i32* %o) {
entry:
  call void @f(i32** %g, i32* %o)
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i32**, i32*)* @k, !"kernel", i32 1}
