; Class 9, volatile (NVPTX): a pointer loaded with a volatile load through
; the kernel's parameter, with no device store anywhere that could put a
; non-global pointer there.
; A volatile load may observe a value written by something the program
; does not show (spec §2: volatile loads are unknown), so the pointer it
; loads stays generic whatever the slot was seen to hold.
; The plain load of the same slot (%q) stays trusted: global.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %p = load volatile ptr, ptr
; CHECK-NOT: addrspacecast ptr %p to
; CHECK: store i32 1, ptr %p, align 4
; CHECK: store i32 2, ptr addrspace(1) %q
define ptx_kernel void @k(ptr %buf) {
entry:
  %p = load volatile ptr, ptr %buf, align 8
  store i32 1, ptr %p, align 4
  %q = load ptr, ptr %buf, align 8
  store i32 2, ptr %q, align 4
  ret void
}
