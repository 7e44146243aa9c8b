; Class 2, noalias protects only within one launch (NVPTX): @publish
; stores the generic address of the __constant__ table @c into its
; parameter's buffer; a later launch passes that buffer to @use as its
; noalias %in. The pointer loaded through %in may be constant (constant
; memory outlives launches, so dereferencing it is valid): it stays
; generic. @use's noalias parameter had a location of its own that
; launches of other kernels never wrote, so %p was lowered as global
; (ld.global of a constant address; adversarial review, 2026-11-25).
; What other launches store there counts only for the spaces that outlive
; them (global, constant): the shared address @publish also stores is
; dead in @use's launch, and the noalias-both files keep their precision.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c = internal addrspace(4) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@s = internal addrspace(3) global [16 x i32] zeroinitializer, align 4

define ptx_kernel void @publish(ptr %out) {
  store ptr addrspacecast (ptr addrspace(4) @c to ptr), ptr %out, align 8
  %o1 = getelementptr inbounds ptr, ptr %out, i64 1
  store ptr addrspacecast (ptr addrspace(3) @s to ptr), ptr %o1, align 8
  ret void
}

; CHECK-LABEL: define ptx_kernel void @use(
; CHECK: %p = load ptr, ptr addrspace(1)
; CHECK-NEXT: %v = load i32, ptr %p, align 4
define ptx_kernel void @use(ptr noalias %in, ptr noalias %res) {
  %p = load ptr, ptr %in, align 8
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr %res, align 4
  ret void
}
