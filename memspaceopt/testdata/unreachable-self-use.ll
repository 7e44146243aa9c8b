; A block unreachable from the entry may hold an instruction that uses
; itself (valid IR: dominance is not checked there). Retyping it must not
; chase its own operand forever, on any target; the output assembles.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt -target=amdgpu %s -o - | FileCheck %s --check-prefix=AMD

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: dead:
; CHECK-NEXT: %x = getelementptr i8, ptr {{.*}}%x, i64 1
; CHECK: br label %dead
; AMD-LABEL: define ptx_kernel void @k(
; AMD: dead:
; AMD: br label %dead
define ptx_kernel void @k(ptr %p) {
entry:
  store i32 1, ptr %p
  ret void
dead:
  %x = getelementptr i8, ptr %x, i64 1
  %y = bitcast ptr %y to ptr
  store i32 2, ptr %x
  store i32 3, ptr %y
  br label %dead
}
