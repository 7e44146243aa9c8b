; grid_constant kernel parameters (by attribute or by !nvvm.annotations)
; and plain byval parameters point to param space (never constant memory:
; cvta.to.const of a param address is undefined in PTX). Param space has no
; cast from generic, so their accesses stay generic, but the pointers
; loaded from them are global (and loaded as global pointers).
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

%struct.S = type { ptr, i32 }

; CHECK-LABEL: define ptx_kernel void @attr(
; CHECK-NOT: addrspace(4)
; CHECK: %f = getelementptr inbounds nuw i8, ptr %s, i64 8
; CHECK: load i32, ptr %f, align 4, !noalias.addrspace [[NA:![0-9]+]]
define ptx_kernel void @attr(ptr byval(%struct.S) align 8 "nvvm.grid_constant" %s, ptr %out) {
entry:
  %f = getelementptr inbounds nuw i8, ptr %s, i64 8
  %n = load i32, ptr %f, align 4
  store i32 %n, ptr %out, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @annotated(
; CHECK-NOT: addrspace(4)
; CHECK: %p = load ptr addrspace(1), ptr %s, align 8, !noalias.addrspace [[NA]]
; CHECK-NEXT: store i32 0, ptr addrspace(1) %p
define ptx_kernel void @annotated(ptr byval(%struct.S) align 8 %s) {
entry:
  %p = load ptr, ptr %s, align 8
  store i32 0, ptr %p, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @plain_byval(
; CHECK: %p = load ptr addrspace(1), ptr %s, align 8, !noalias.addrspace [[NA]]
; CHECK-NEXT: store i32 0, ptr addrspace(1) %p
define ptx_kernel void @plain_byval(ptr readonly byval(%struct.S) align 8 %s) {
entry:
  %p = load ptr, ptr %s, align 8
  store i32 0, ptr %p, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @annotated, !"grid_constant", !1}
!1 = !{i32 1}

; The byval access cannot touch shared, constant, local, tensor or
; shared::cluster memory (3 to 7); global overlaps param, so it stays.
; CHECK: [[NA]] = !{i32 3, i32 8}
