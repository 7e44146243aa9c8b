; Class 3, definitions another module may replace (NVPTX): @tab is weak.
; The linked program may take another module's definition, whose
; initializer may point to that module's __constant__ or __shared__
; variables: neither a launch of this module's kernels nor the host
; wrote it. A pointer loaded from @tab stays generic. It was retyped to
; global from this module's initializer (adversarial review,
; 2026-11-25). The control @tab2 has the same initializer and external
; linkage: this definition is the program's, and the host writes only
; global pointers, so its pointer is global.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(1) global [16 x i32] zeroinitializer, align 4
@tab = weak addrspace(1) global ptr addrspacecast (ptr addrspace(1) @g to ptr), align 8
@tab2 = addrspace(1) global ptr addrspacecast (ptr addrspace(1) @g to ptr), align 8

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %p = load ptr, ptr addrspace(1) @tab, align 8
; CHECK-NEXT: %v = load i32, ptr %p, align 4
define ptx_kernel void @k(ptr %out) {
  %p = load ptr, ptr addrspace(1) @tab, align 8
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr %out, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @control(
; CHECK: %p = load ptr addrspace(1), ptr addrspace(1) @tab2, align 8
; CHECK-NEXT: %v = load i32, ptr addrspace(1) %p, align 4
define ptx_kernel void @control(ptr %out) {
  %p = load ptr, ptr addrspace(1) @tab2, align 8
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr %out, align 4
  ret void
}
