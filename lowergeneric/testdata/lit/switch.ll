; Dynamic resolution pruned by the sets: @get is called with global and
; local pointers, so its load switches over two blocks; @put also gets
; private pointers, which live in a global buffer by default (two blocks)
; or apart (three blocks, private tag 001). The results meet in a phi.
; RUN: memspace -passes=lower-generic -verify-each -stats %s -o %t.ll 2> %t.stats
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=STATS < %t.stats
; RUN: llvm-as %t.ll -o %t.bc
; RUN: memspace -passes=lower-generic -lower-generic-private-in-global=false -verify-each %s -o %t.priv.ll
; RUN: FileCheck %s --check-prefix=PRIV < %t.priv.ll
; RUN: llvm-as %t.priv.ll -o %t.priv.bc

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define internal spir_func i32 @get(
; CHECK: %[[I:.*]] = ptrtoint ptr addrspace(4) %p to i64
; CHECK-NEXT: %[[T:.*]] = lshr i64 %[[I]], 61
; CHECK-NEXT: switch i64 %[[T]], label %lg.global [
; CHECK-NEXT: i64 2, label %lg.local
; CHECK-NEXT: ]
; CHECK: lg.global:
; CHECK-NEXT: %[[G:.*]] = inttoptr i64 %[[I]] to ptr addrspace(1)
; CHECK-NEXT: %[[VG:.*]] = load i32, ptr addrspace(1) %[[G]], align 4, !tbaa
; CHECK-NEXT: br label %lg.join
; CHECK: lg.local:
; CHECK-NEXT: shl i64 %[[I]], 4
; CHECK-NEXT: ashr
; CHECK-NEXT: inttoptr {{.*}} to ptr addrspace(3)
; CHECK-NEXT: %[[VL:.*]] = load i32, ptr addrspace(3)
; CHECK-NEXT: br label %lg.join
; CHECK: lg.join:
; CHECK-NEXT: %v = phi i32 [ %[[VG]], %lg.global ], [ %[[VL]], %lg.local ]
; CHECK-NEXT: ret i32 %v
define internal spir_func i32 @get(ptr addrspace(4) %p) {
  %v = load i32, ptr addrspace(4) %p, align 4, !tbaa !0
  ret i32 %v
}

; CHECK-LABEL: define internal spir_func void @put(
; CHECK: switch i64 %{{.*}}, label %lg.global [
; CHECK-NEXT: i64 2, label %lg.local
; CHECK-NEXT: ]
; CHECK-NOT: lg.private
; CHECK: ret void
; PRIV-LABEL: define internal spir_func void @put(
; PRIV: switch i64 %{{.*}}, label %lg.global [
; PRIV-NEXT: i64 2, label %lg.local
; PRIV-NEXT: i64 1, label %lg.private
; PRIV-NEXT: ]
; PRIV: lg.private:
; PRIV-NEXT: shl i64
; PRIV-NEXT: ashr i64
; PRIV-NEXT: inttoptr i64 %{{.*}} to ptr
; PRIV-NEXT: store i32 %v, ptr %
define internal spir_func void @put(ptr addrspace(4) %p, i32 %v) {
  store i32 %v, ptr addrspace(4) %p, align 4
  ret void
}

; A pointer loaded from global memory holds what the program stored
; there: here a local pointer may come back, so the store switches too.
; CHECK-LABEL: define spir_kernel void @k(
; CHECK: switch
; CHECK-NOT: lg.private
; CHECK: ret void
define spir_kernel void @k(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %slot) {
  %x = alloca i32
  %gg = addrspacecast ptr addrspace(1) %g to ptr addrspace(4)
  %gl = addrspacecast ptr addrspace(3) %l to ptr addrspace(4)
  %gx = addrspacecast ptr %x to ptr addrspace(4)
  %a = call spir_func i32 @get(ptr addrspace(4) %gg)
  %b = call spir_func i32 @get(ptr addrspace(4) %gl)
  call spir_func void @put(ptr addrspace(4) %gg, i32 %a)
  call spir_func void @put(ptr addrspace(4) %gl, i32 %b)
  call spir_func void @put(ptr addrspace(4) %gx, i32 %b)
  store ptr addrspace(4) %gl, ptr addrspace(1) %slot
  %q = load ptr addrspace(4), ptr addrspace(1) %slot
  store i32 %a, ptr addrspace(4) %q
  ret void
}

; STATS: 3 lower-generic: generic accesses lowered
; STATS: 0 lower-generic: accesses resolved statically
; STATS: 3 lower-generic: switches with 2 blocks
; STATS: 0 lower-generic: switches with 3 blocks
; STATS: 3 lower-generic: switches emitted
; STATS: 6 lower-generic: switch blocks emitted
; STATS: 3 lower-generic: switches of a reference-style lowering
; STATS: 9 lower-generic: switch blocks of a reference-style lowering

!0 = !{!1, !1, i64 0}
!1 = !{!"int", !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C++ TBAA"}
