; Class 12, control (NVPTX, typed pointers, kernel in !nvvm.annotations):
; the kernel's pointer parameter is global, a stack array is local and a
; __shared__ array is shared. Valid LLVM 14 IR out.
; Controls show the suite cannot be passed by leaving everything generic.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x i32] undef

; CHECK-LABEL: define void @k(
; CHECK: store i32 1, i32 addrspace(1)* %
; CHECK: store i32 2, i32 addrspace(5)* %
; CHECK: store i32 3, i32 addrspace(3)* %
define void @k(i32* %g, i64 %i) {
entry:
  %a = alloca [4 x i32], align 4
  %q = getelementptr inbounds i32, i32* %g, i64 %i
  store i32 1, i32* %q, align 4
  %l = getelementptr inbounds [4 x i32], [4 x i32]* %a, i64 0, i64 %i
  store i32 2, i32* %l, align 4
  %s = getelementptr inbounds [32 x i32], [32 x i32]* addrspacecast ([32 x i32] addrspace(3)* @tile to [32 x i32]*), i64 0, i64 %i
  store i32 3, i32* %s, align 4
  %v = load i32, i32* %l, align 4
  store i32 %v, i32* %g, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i32*, i64)* @k, !"kernel", i32 1}
