; Class 5, grid_constant parameters (NVPTX), the plain byval sibling: a
; byval kernel parameter without grid_constant is also kernel-parameter
; memory (spec §2), never constant memory: reads may go through
; addrspace(101) or stay generic, and no addrspace(4) may appear.
; RUN: memspace %s -o - | FileCheck %s --implicit-check-not='addrspace(4)'
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s --implicit-check-not='addrspace(4)'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { i32, i32 }

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: load i32, ptr {{(addrspace\(101\) )?}}%
; CHECK: ret void
define ptx_kernel void @k(ptr byval(%struct.S) align 4 %s, ptr %out) {
entry:
  %a = load i32, ptr %s, align 4
  %fb = getelementptr inbounds nuw i8, ptr %s, i64 4
  %b = load i32, ptr %fb, align 4
  %sum = add i32 %a, %b
  store i32 %sum, ptr %out, align 4
  ret void
}
