; noalias parameters (what clang emits for __restrict__) are roots: each
; gets a scope in the function's one domain, canonical keys, and every
; load, store, atomic and memory intrinsic derived from it through GEP and
; casts gets !alias.scope (its scope) and !noalias (the others'). %plain
; is no root: its accesses get nothing, and neither does the memcpy that
; reads through it.
; RUN: memspace -passes=process-restrict -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc
; A second run changes nothing.
; RUN: memspace -passes=process-restrict %t.ll -o %t.2.ll
; RUN: cmp %t.ll %t.2.ll
; The master switch.
; RUN: memspace -passes=process-restrict -process-restrict=0 %s | FileCheck %s --check-prefix=OFF

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define void @k(
; CHECK-SAME: ptr addrspace(1) noalias "nvvm.restrict_scope"="1" "nvvm.restrict_keyword"="noalias" %a,
; CHECK-SAME: ptr noalias "nvvm.restrict_scope"="2" "nvvm.restrict_keyword"="noalias" %b,
; CHECK-SAME: ptr %plain, i64 %i) "nvvm.restrict_processed" !memspace.restrict ![[ATT:[0-9]+]] {
; OFF-NOT: alias.scope
; OFF-NOT: nvvm.restrict
define void @k(ptr addrspace(1) noalias %a, ptr noalias %b, ptr %plain, i64 %i) {
entry:
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i
  ; CHECK: load float, ptr addrspace(1) %pa, align 4, !alias.scope ![[A:[0-9]+]], !noalias ![[B:[0-9]+]]
  %va = load float, ptr addrspace(1) %pa, align 4
  %ga = addrspacecast ptr addrspace(1) %a to ptr
  %pb = getelementptr inbounds float, ptr %b, i64 %i
  ; CHECK: store float %va, ptr %pb, align 4, !alias.scope ![[B]], !noalias ![[A]]
  store float %va, ptr %pb, align 4
  ; CHECK: atomicrmw add ptr %ga, i32 1 monotonic, align 4, !alias.scope ![[A]], !noalias ![[B]]
  %old = atomicrmw add ptr %ga, i32 1 monotonic, align 4
  ; CHECK: cmpxchg ptr %b, i32 0, i32 1 monotonic monotonic, align 4, !alias.scope ![[B]], !noalias ![[A]]
  %x = cmpxchg ptr %b, i32 0, i32 1 monotonic monotonic, align 4
  ; Through both roots: both scopes, no noalias left.
  ; CHECK: call void @llvm.memcpy.p0.p0.i64(ptr %pb, ptr %ga, i64 16, i1 false), !alias.scope ![[AB:[0-9]+]]{{$}}
  call void @llvm.memcpy.p0.p0.i64(ptr %pb, ptr %ga, i64 16, i1 false)
  ; CHECK: call void @llvm.memset.p0.i64(ptr %pb, i8 0, i64 16, i1 false), !alias.scope ![[B]], !noalias ![[A]]
  call void @llvm.memset.p0.i64(ptr %pb, i8 0, i64 16, i1 false)
  ; CHECK: call void @llvm.memcpy.p0.p0.i64(ptr %pb, ptr %plain, i64 16, i1 false){{$}}
  call void @llvm.memcpy.p0.p0.i64(ptr %pb, ptr %plain, i64 16, i1 false)
  ; CHECK: load float, ptr %plain, align 4{{$}}
  %vp = load float, ptr %plain, align 4
  ; Storing a root is not an access through it.
  ; CHECK: store ptr %b, ptr %plain, align 8{{$}}
  store ptr %b, ptr %plain, align 8
  ret void
}

; A function without roots is left alone.
; CHECK-LABEL: define void @none(ptr %p) {
; CHECK-NEXT: entry:
; CHECK-NEXT: store float 0.000000e+00, ptr %p, align 4{{$}}
define void @none(ptr %p) {
entry:
  store float 0.0, ptr %p, align 4
  ret void
}

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

; CHECK: ![[DOM:[0-9]+]] = distinct !{![[DOM]], !"restrict.domain.k"}
; CHECK: ![[SA:[0-9]+]] = distinct !{![[SA]], ![[DOM]], !"restrict.scope.1.a"}
; CHECK: ![[SB:[0-9]+]] = distinct !{![[SB]], ![[DOM]], !"restrict.scope.2.b"}
; CHECK: ![[ATT]] = !{![[SA]], ![[SB]], null, null}
; CHECK: ![[A]] = !{![[SA]]}
; CHECK: ![[B]] = !{![[SB]]}
; CHECK: ![[AB]] = !{![[SA]], ![[SB]]}
