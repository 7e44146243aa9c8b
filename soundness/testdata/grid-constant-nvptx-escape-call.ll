; Class 5, grid_constant parameters (NVPTX): the parameter's address is
; passed to an external function. An escaping parameter address is generic
; (spec §2); a param-space pointer must not reach a call (spec §6), and a
; constant-space one would be wrong: the call's argument stays a generic
; ptr.
; grid_constant kernel parameters live in the kernel-parameter space (101
; on NVPTX, read with ld.param), never in the constant space 4:
; cvta.to.const of a param address is undefined in PTX (spec §2). So no
; addrspace(4) may appear in the output; reads may go through
; addrspace(101) or stay generic, and llc-22 must compile the result.
; RUN: memspace %s -o - | FileCheck %s --implicit-check-not='addrspace(4)'
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s --implicit-check-not='addrspace(4)'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { i32, i32 }

declare void @observe(ptr)

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: call void @observe(ptr %
; CHECK: ret void
define ptx_kernel void @k(ptr byval(%struct.S) align 4 "nvvm.grid_constant" %s, ptr %out) {
entry:
  %a = load i32, ptr %s, align 4
  store i32 %a, ptr %out, align 4
  call void @observe(ptr %s)
  ret void
}
