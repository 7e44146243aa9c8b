; Class 3, functions with unknown callers (NVPTX, typed pointers): @inner is
; a kernel by !nvvm.annotations, and @outer, another kernel, also calls it
; with a __shared__ address, which LLVM 14 takes. A launch passes global
; pointers; this call does not, so @inner's parameter must stay generic
; (and not be retyped global), while @outer's shared pointer stays shared.
; Valid LLVM 14 IR out.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [4 x i32] undef, align 4

; CHECK-LABEL: define void @inner(i32* %p)
; CHECK-NOT: addrspacecast
; CHECK: store i32 1, i32* %p, align 4
define void @inner(i32* %p) {
entry:
  store i32 1, i32* %p, align 4
  ret void
}

; CHECK-LABEL: define void @outer(
; CHECK: call void @inner(i32* %
define void @outer(i32* %out) {
entry:
  %g = addrspacecast [4 x i32] addrspace(3)* @sh to [4 x i32]*
  %e = getelementptr [4 x i32], [4 x i32]* %g, i64 0, i64 0
  call void @inner(i32* %e)
  %v = load i32, i32* %e, align 4
  store i32 %v, i32* %out, align 4
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{void (i32*)* @inner, !"kernel", i32 1}
!1 = !{void (i32*)* @outer, !"kernel", i32 1}
