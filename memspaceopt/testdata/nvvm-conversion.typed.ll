; The conversion intrinsics of older NVVM IR act like addrspacecast:
; ptr.shared.to.gen gives a shared pointer, and ptr.gen.to.shared of a
; pointer already known shared folds away.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x i8] undef

declare i8* @llvm.nvvm.ptr.shared.to.gen.p0i8.p3i8(i8 addrspace(3)*)
declare i8 addrspace(3)* @llvm.nvvm.ptr.gen.to.shared.p3i8.p0i8(i8*)

; CHECK-LABEL: define void @f(i32 %i)
; CHECK: %p = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([32 x i8], [32 x i8] addrspace(3)* @tile, i32 0, i32 0), i32 %i
; CHECK: store i8 1, i8 addrspace(3)* %p
; CHECK: store i8 2, i8 addrspace(3)* %p
define void @f(i32 %i) {
entry:
  %g = call i8* @llvm.nvvm.ptr.shared.to.gen.p0i8.p3i8(i8 addrspace(3)* getelementptr inbounds ([32 x i8], [32 x i8] addrspace(3)* @tile, i32 0, i32 0))
  %p = getelementptr inbounds i8, i8* %g, i32 %i
  store i8 1, i8* %p, align 1
  %s = call i8 addrspace(3)* @llvm.nvvm.ptr.gen.to.shared.p3i8.p0i8(i8* %p)
  store i8 2, i8 addrspace(3)* %s, align 1
  ret void
}
