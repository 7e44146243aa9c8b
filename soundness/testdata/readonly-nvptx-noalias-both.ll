; Class 2, readonly is not noalias (NVPTX), the noalias sibling: %a and %b
; are both noalias and nothing else reaches %a's memory, so the shared
; pointer stored through %b cannot land where %a reads (spec §2: noalias
; with no other access path protects). %p, loaded through %a, is global;
; %q, loaded back through %b, may be shared and stays generic.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x i32] undef

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: store i32 1, ptr addrspace(1) %p
; CHECK: %q = load ptr, ptr
; CHECK-NOT: addrspacecast ptr %q to
; CHECK: store i32 2, ptr %q, align 4
define ptx_kernel void @k(ptr noalias readonly %a, ptr noalias %b) {
entry:
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %b, align 8
  %p = load ptr, ptr %a, align 8
  store i32 1, ptr %p, align 4
  %q = load ptr, ptr %b, align 8
  store i32 2, ptr %q, align 4
  ret void
}
