; Class 5, grid_constant parameters (NVPTX, !nvvm.annotations form): the
; kernel reads two fields of a byval struct marked grid_constant by an
; annotation (parameter 1).
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

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"grid_constant", !1}
!1 = !{i32 1}
