; Facts stated with llvm.assume on AMDGPU: is.shared and is.private name
; the LDS and the private stack; "neither private nor shared" leaves
; global and constant, which share the global aperture, so the pointer is
; used as a global one. A fact the set contradicts is reported.
; RUN: memspace -passes=memspace-opt %s -o - 2>%t | FileCheck %s
; RUN: FileCheck %s --input-file=%t --check-prefix=DIAG

target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

declare void @llvm.assume(i1)
declare i1 @llvm.amdgcn.is.shared(ptr)
declare i1 @llvm.amdgcn.is.private(ptr)

; CHECK-LABEL: define float @lds(
; CHECK: %p.local = addrspacecast ptr %p to ptr addrspace(3)
; CHECK: %e = getelementptr inbounds float, ptr addrspace(3) %p.local, i64 %i
; CHECK: load float, ptr addrspace(3) %e
define float @lds(ptr %p, i64 %i) {
entry:
  %t = call i1 @llvm.amdgcn.is.shared(ptr %p)
  call void @llvm.assume(i1 %t)
  %e = getelementptr inbounds float, ptr %p, i64 %i
  %v = load float, ptr %e, align 4
  ret float %v
}

; CHECK-LABEL: define void @stack(
; CHECK: %p.private = addrspacecast ptr %p to ptr addrspace(5)
; CHECK: store i32 7, ptr addrspace(5) %p.private
define void @stack(ptr %p) {
entry:
  %t = call i1 @llvm.amdgcn.is.private(ptr %p)
  call void @llvm.assume(i1 %t)
  store i32 7, ptr %p, align 4
  ret void
}

; CHECK-LABEL: define float @neither(
; CHECK: call void @llvm.assume(i1 %np.ns)
; CHECK-NEXT: %p.global = addrspacecast ptr %p to ptr addrspace(1)
; CHECK: load float, ptr addrspace(1) %p.global
define float @neither(ptr %p) {
entry:
  %priv = call i1 @llvm.amdgcn.is.private(ptr %p)
  %np = xor i1 %priv, true
  %sh = call i1 @llvm.amdgcn.is.shared(ptr %p)
  %ns = xor i1 %sh, true
  %np.ns = and i1 %np, %ns
  call void @llvm.assume(i1 %np.ns)
  %v = load float, ptr %p, align 4
  ret float %v
}

; One fact alone does not decide: the access stays flat.
; CHECK-LABEL: define i64 @not_private(
; CHECK: atomicrmw sub ptr %p, i64 %x seq_cst
define i64 @not_private(ptr %p, i64 %x) {
entry:
  %priv = call i1 @llvm.amdgcn.is.private(ptr %p)
  %np = xor i1 %priv, true
  call void @llvm.assume(i1 %np)
  %old = atomicrmw sub ptr %p, i64 %x seq_cst, align 8
  ret i64 %old
}

; The second fact contradicts the first: reported, the first holds.
; DIAG: warning: memspace-opt: assumption that the pointer is in private memory contradicts what it may point to: {local}
; DIAG-NEXT: note: local: parameter 'p' of @clash
; CHECK-LABEL: define float @clash(
; CHECK-NOT: addrspace(5)
; CHECK: load float, ptr addrspace(3) %e
define float @clash(ptr %p) {
entry:
  %sh = call i1 @llvm.amdgcn.is.shared(ptr %p)
  call void @llvm.assume(i1 %sh)
  %e = getelementptr inbounds float, ptr %p, i64 1
  %priv = call i1 @llvm.amdgcn.is.private(ptr %e)
  call void @llvm.assume(i1 %priv)
  %v = load float, ptr %e, align 4
  ret float %v
}
