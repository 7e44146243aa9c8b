; Class 1, pointers published as data (AMDGPU): a private address stored
; through "ptr addrspace(3) null" and loaded back through it. LLVM gives
; the null of address space 3 the bits 0, a valid LDS address (AMDGPU's
; LDS null is -1; the first LDS variable lives at 0), so the store writes
; LDS memory like any other: %back may be private and must stay flat. And
; a cast of that null to flat is an LDS address, not the flat null that
; agrees with every space: the access through the select may be local,
; and its !noalias.addrspace must not rule local out. (Both were taken
; for global: the null was "no evidence", a load through it read nothing.
; Found in LLVM's CodeGen/AMDGPU/flat-address-space.ll, which stores a
; flat pointer to LDS address 0 to keep it alive.) The execution check
; cannot drive it: its LDS window does not start at 0. The same holds for
; the lanes of a zeroinitializer vector of LDS pointers (@v).
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK: %back = load ptr, ptr addrspace(3) null
; CHECK-NOT: addrspacecast ptr %back
; CHECK: store i8 7, ptr %back
; CHECK: %s = select i1 %c, ptr addrspacecast (ptr addrspace(3) null to ptr), ptr %g
; CHECK-NEXT: store i32 2, ptr %s, align 4, !noalias.addrspace ![[NA:[0-9]+]]
define amdgpu_kernel void @k(ptr addrspace(1) %o, i32 %n) {
entry:
  %scratch = alloca i8, addrspace(5)
  %sp = addrspacecast ptr addrspace(5) %scratch to ptr
  store ptr %sp, ptr addrspace(3) null, align 8
  %back = load ptr, ptr addrspace(3) null, align 8
  store i8 7, ptr %back, align 1
  %v = load i8, ptr addrspace(5) %scratch, align 1
  store i8 %v, ptr addrspace(1) %o, align 1
  %g = addrspacecast ptr addrspace(1) %o to ptr
  %c = icmp eq i32 %n, 0
  %s = select i1 %c, ptr addrspacecast (ptr addrspace(3) null to ptr), ptr %g
  store i32 2, ptr %s, align 4
  ret void
}

; CHECK-LABEL: define amdgpu_kernel void @v(
; CHECK: %s = select i1 %c, ptr %e, ptr %g
; CHECK-NEXT: store i32 2, ptr %s, align 4, !noalias.addrspace ![[NA]]
define amdgpu_kernel void @v(ptr addrspace(1) %o, i32 %n, i32 %i) {
entry:
  %g = addrspacecast ptr addrspace(1) %o to ptr
  %vec = addrspacecast <2 x ptr addrspace(3)> zeroinitializer to <2 x ptr>
  %e = extractelement <2 x ptr> %vec, i32 %i
  %c = icmp eq i32 %n, 0
  %s = select i1 %c, ptr %e, ptr %g
  store i32 2, ptr %s, align 4
  ret void
}

; CHECK: ![[NA]] = !{i32 4, i32 6}
