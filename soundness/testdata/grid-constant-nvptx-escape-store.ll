; Class 5, grid_constant parameters (NVPTX): the parameter's address is
; stored into the kernel's buffer and loaded back as %q. The stored value
; is the generic address (in the global window), so isspacep.global on %q
; is true at run time and must not fold to false; %q is never constant
; memory.
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

declare i1 @llvm.nvvm.isspacep.global(ptr)

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: store ptr %
; CHECK-NOT: i1 false
; CHECK: ret void
define ptx_kernel void @k(ptr byval(%struct.S) align 4 "nvvm.grid_constant" %s, ptr %buf, ptr %out) {
entry:
  store ptr %s, ptr %buf, align 8
  %q = load ptr, ptr %buf, align 8
  %v = load i32, ptr %q, align 4
  store i32 %v, ptr %out, align 4
  %g = call i1 @llvm.nvvm.isspacep.global(ptr %q)
  %z = zext i1 %g to i32
  %o1 = getelementptr inbounds i32, ptr %out, i64 1
  store i32 %z, ptr %o1, align 4
  ret void
}
