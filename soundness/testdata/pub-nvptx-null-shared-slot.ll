; Class 1, pointers published as data (NVPTX): a local address stored
; through "ptr addrspace(3) null" (shared offset 0, where the first
; __shared__ variable lives) and loaded back through it must stay generic,
; and a cast of that null to generic (cvta.shared of 0: the shared window's
; base, not the generic null) may be shared. (Both were taken for global:
; the null was "no evidence", a load through it read nothing.) The
; execution check cannot drive it: its shared window does not start at 0.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %back = load ptr, ptr addrspace(3) null
; CHECK-NOT: addrspacecast ptr %back
; CHECK: store i8 7, ptr %back
; CHECK: %s = select i1 %c, ptr addrspacecast (ptr addrspace(3) null to ptr), ptr %g
; CHECK-NEXT: store i32 2, ptr %s, align 4, !noalias.addrspace ![[NA:[0-9]+]]
; CHECK: ![[NA]] = !{i32 4, i32 7}
define ptx_kernel void @k(ptr addrspace(1) %o, i32 %n) {
entry:
  %scratch = alloca i8, align 1
  store ptr %scratch, ptr addrspace(3) null, align 8
  %back = load ptr, ptr addrspace(3) null, align 8
  store i8 7, ptr %back, align 1
  %v = load i8, ptr %scratch, align 1
  store i8 %v, ptr addrspace(1) %o, align 1
  %g = addrspacecast ptr addrspace(1) %o to ptr
  %c = icmp eq i32 %n, 0
  %s = select i1 %c, ptr addrspacecast (ptr addrspace(3) null to ptr), ptr %g
  store i32 2, ptr %s, align 4
  ret void
}
