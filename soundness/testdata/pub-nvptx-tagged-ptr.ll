; Class 1, pointers published as data (NVPTX): a tagged shared pointer
; (ptrtoint, or 1, inttoptr) stored as a ptr. Integer arithmetic makes an
; unknown pointer, and the memory it lands in is unknown afterwards: the
; odd pointer loaded back must stay generic, its isspacep.shared unfolded.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x i8] undef

declare i1 @llvm.nvvm.isspacep.shared(ptr)

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %p = load ptr, ptr
; CHECK-NOT: addrspacecast ptr %p to
; CHECK: store i8 1, ptr %p, align 1
; CHECK: %is = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
define ptx_kernel void @k(ptr %buf, ptr %out) {
entry:
  %n = ptrtoint ptr addrspacecast (ptr addrspace(3) @tile to ptr) to i64
  %t = or i64 %n, 1
  %tp = inttoptr i64 %t to ptr
  store ptr %tp, ptr %buf, align 8
  %p = load ptr, ptr %buf, align 8
  store i8 1, ptr %p, align 1
  %is = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
  %z = zext i1 %is to i32
  store i32 %z, ptr %out, align 4
  ret void
}
