; Class 9, volatile (NVPTX): a __shared__ cell that the program only ever
; fills with shared addresses, read with a volatile load.
; A volatile load may observe a value written by something the program
; does not show (spec §2: volatile loads are unknown), so the pointer it
; loads stays generic whatever the slot was seen to hold.
; isspacep.shared on it must not fold.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x i32] undef
@cell = internal addrspace(3) global ptr undef, align 8

declare i1 @llvm.nvvm.isspacep.shared(ptr)

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %p = load volatile ptr, ptr
; CHECK-NOT: addrspacecast ptr %p to
; CHECK: store i32 1, ptr %p, align 4
; CHECK: %is = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
define ptx_kernel void @k(ptr %out) {
entry:
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr addrspacecast (ptr addrspace(3) @cell to ptr), align 8
  %p = load volatile ptr, ptr addrspacecast (ptr addrspace(3) @cell to ptr), align 8
  store i32 1, ptr %p, align 4
  %is = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
  %z = zext i1 %is to i32
  store i32 %z, ptr %out, align 4
  ret void
}
