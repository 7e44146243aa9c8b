; Class 8, inttoptr(ptrtoint p) that is not a no-op (NVPTX): a 64-bit
; generic shared address converted to i32 (truncating) and back to a
; 64-bit pointer (zero-extending). The integer is narrower than the
; pointer, so %p is unknown: generic, isspacep.shared not folded.
; inttoptr(ptrtoint p) keeps the space of p only when the integer is
; exactly as wide as both pointers and reaches the inttoptr unchanged;
; anything else is unknown (spec §2).
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x i32] undef

declare i1 @llvm.nvvm.isspacep.shared(ptr)

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %p = inttoptr i32 %n to ptr
; CHECK-NOT: addrspacecast ptr %p to
; CHECK: store i32 1, ptr %p, align 4
; CHECK: %is = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
define ptx_kernel void @k(ptr %out) {
entry:
  %n = ptrtoint ptr addrspacecast (ptr addrspace(3) @tile to ptr) to i32
  %p = inttoptr i32 %n to ptr
  store i32 1, ptr %p, align 4
  %is = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
  %z = zext i1 %is to i32
  store i32 %z, ptr %out, align 4
  ret void
}
