; Class 2, readonly is not noalias (NVPTX, typed pointers, kernel marked in
; !nvvm.annotations as LLVM 14 IR does): a shared pointer stored through
; %b; %a is readonly and may be the same buffer, so the pointer loaded
; through it must stay generic, and isspacep.shared on it must not fold.
; The output must be valid LLVM 14 IR.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x i32] undef

declare i1 @llvm.nvvm.isspacep.shared(i8*)

; CHECK-LABEL: define void @k(
; CHECK: %p = load i32*, i32*
; CHECK-NOT: addrspacecast i32* %p to
; CHECK: store i32 1, i32* %p, align 4
; CHECK: %is = call i1 @llvm.nvvm.isspacep.shared(i8* %p8)
define void @k(i32** readonly %a, i32** %b, i32* %out) {
entry:
  store i32* getelementptr inbounds ([32 x i32], [32 x i32]* addrspacecast ([32 x i32] addrspace(3)* @tile to [32 x i32]*), i64 0, i64 0), i32** %b, align 8
  %p = load i32*, i32** %a, align 8
  store i32 1, i32* %p, align 4
  %p8 = bitcast i32* %p to i8*
  %is = call i1 @llvm.nvvm.isspacep.shared(i8* %p8)
  %z = zext i1 %is to i32
  store i32 %z, i32* %out, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i32**, i32**, i32*)* @k, !"kernel", i32 1}
