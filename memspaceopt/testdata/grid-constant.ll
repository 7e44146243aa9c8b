; grid_constant kernel parameters (by attribute or by !nvvm.annotations)
; and plain byval parameters point to param space (never constant memory:
; cvta.to.const of a param address is undefined in PTX). Reads through
; them become loads in param space (ld.param) when LLVM's argument
; lowering will not replace the parameter by a local copy: when the
; parameter is only loaded, or when it is grid_constant and the target has
; cvta.param (sm_70, PTX 7.7), which then serves the uses that stay
; generic (calls, stores of the address). Pointers loaded from them are
; global (and loaded as global pointers).
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s
; LLC: -passes=memspace-opt

target triple = "nvptx64-nvidia-cuda"

%struct.S = type { ptr, i32 }

declare void @use(ptr)

; CHECK-NOT: addrspace(4)

; CHECK-LABEL: define ptx_kernel void @attr(
; CHECK-NEXT: entry:
; CHECK-NEXT: %s.param = addrspacecast ptr %s to ptr addrspace(101)
; CHECK: %f = getelementptr inbounds nuw i8, ptr addrspace(101) %s.param, i64 8
; CHECK-NEXT: %n = load i32, ptr addrspace(101) %f, align 4
define ptx_kernel void @attr(ptr byval(%struct.S) align 8 "nvvm.grid_constant" %s, ptr %out) {
entry:
  %f = getelementptr inbounds nuw i8, ptr %s, i64 8
  %n = load i32, ptr %f, align 4
  store i32 %n, ptr %out, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @annotated(
; CHECK: %p = load ptr addrspace(1), ptr addrspace(101) %s.param, align 8
; CHECK-NEXT: store i32 0, ptr addrspace(1) %p
define ptx_kernel void @annotated(ptr byval(%struct.S) align 8 %s) {
entry:
  %p = load ptr, ptr %s, align 8
  store i32 0, ptr %p, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @plain_byval(
; CHECK: %p = load ptr addrspace(1), ptr addrspace(101) %s.param, align 8
; CHECK-NEXT: store i32 0, ptr addrspace(1) %p
define ptx_kernel void @plain_byval(ptr readonly byval(%struct.S) align 8 %s) {
entry:
  %p = load ptr, ptr %s, align 8
  store i32 0, ptr %p, align 4
  ret void
}

; The address escapes, but the target has cvta.param: the reads are
; ld.param and the call gets the parameter's generic address.
; CHECK-LABEL: define ptx_kernel void @escapes(
; CHECK: %f = getelementptr inbounds nuw i8, ptr addrspace(101) %s.param, i64 8
; CHECK-NEXT: %n = load i32, ptr addrspace(101) %f, align 4
; CHECK: call void @use(ptr %s)
define ptx_kernel void @escapes(ptr byval(%struct.S) align 8 "nvvm.grid_constant" %s, ptr %out) #0 {
entry:
  %f = getelementptr inbounds nuw i8, ptr %s, i64 8
  %n = load i32, ptr %f, align 4
  store i32 %n, ptr %out, align 4
  call void @use(ptr %s)
  ret void
}

; Without cvta.param the backend copies an escaping parameter into local
; memory: its accesses stay generic.
; CHECK-LABEL: define ptx_kernel void @escapes_old_target(
; CHECK-NOT: addrspace(101)
; CHECK: %n = load i32, ptr %f, align 4
; CHECK: call void @use(ptr %s)
define ptx_kernel void @escapes_old_target(ptr byval(%struct.S) align 8 "nvvm.grid_constant" %s, ptr %out) #1 {
entry:
  %f = getelementptr inbounds nuw i8, ptr %s, i64 8
  %n = load i32, ptr %f, align 4
  store i32 %n, ptr %out, align 4
  call void @use(ptr %s)
  ret void
}

; A plain byval parameter read through a select is copied by the
; backend: generic.
; CHECK-LABEL: define ptx_kernel void @through_select(
; CHECK-NOT: addrspace(101)
; CHECK: %n = load i32, ptr %q, align 4
define ptx_kernel void @through_select(ptr byval(%struct.S) align 8 %s, i1 %c, ptr %out) #0 {
entry:
  %f = getelementptr inbounds nuw i8, ptr %s, i64 8
  %q = select i1 %c, ptr %s, ptr %f
  %n = load i32, ptr %q, align 4
  store i32 %n, ptr %out, align 4
  ret void
}

attributes #0 = { "target-cpu"="sm_90" "target-features"="+ptx80" }
attributes #1 = { "target-cpu"="sm_60" "target-features"="+ptx60" }

!nvvm.annotations = !{!0}
!0 = !{ptr @annotated, !"grid_constant", !1}
!1 = !{i32 1}
