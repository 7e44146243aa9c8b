; Class 8, inttoptr(ptrtoint p) that is not a no-op (NVPTX): the kernel's
; global pointer truncated to i32 and zero-extended back: the high bits
; are lost, so %p is unknown. It stays generic and isspacep.global on it
; must not fold.
; inttoptr(ptrtoint p) keeps the space of p only when the integer is
; exactly as wide as both pointers and reaches the inttoptr unchanged;
; anything else is unknown (spec §2).
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i1 @llvm.nvvm.isspacep.global(ptr)

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %p = inttoptr i64 %w to ptr
; CHECK-NOT: addrspacecast ptr %p to
; CHECK: store i32 1, ptr %p, align 4
; CHECK: %ig = call i1 @llvm.nvvm.isspacep.global(ptr %p)
define ptx_kernel void @k(ptr %g, ptr %out) {
entry:
  %n = ptrtoint ptr %g to i64
  %t = trunc i64 %n to i32
  %w = zext i32 %t to i64
  %p = inttoptr i64 %w to ptr
  store i32 1, ptr %p, align 4
  %ig = call i1 @llvm.nvvm.isspacep.global(ptr %p)
  %z = zext i1 %ig to i32
  store i32 %z, ptr %out, align 4
  ret void
}
