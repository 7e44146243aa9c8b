; Tagging and clearing: a local pointer made generic gets tag 010 in bits
; 61-63 (null stays null), a global one keeps its bits (no code), and a
; generic pointer cast back to local is cleared (shl 4, ashr 4). Private
; memory lives in a global buffer by default: private casts set no tag.
; RUN: memspace -passes=lower-generic -verify-each -stats %s -o %t.ll 2> %t.stats
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=STATS < %t.stats
; RUN: llvm-as %t.ll -o %t.bc
; RUN: memspace -passes=lower-generic -lower-generic-private-in-global=false %s | FileCheck %s --check-prefix=PRIV

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

declare void @use(ptr addrspace(4))

; CHECK-LABEL: define spir_func void @make(
; CHECK: %[[I:.*]] = ptrtoint ptr addrspace(3) %l to i64
; CHECK-NEXT: %[[A:.*]] = and i64 %[[I]], 2305843009213693951
; CHECK-NEXT: %[[O:.*]] = or i64 %[[A]], 4611686018427387904
; CHECK-NEXT: %[[Z:.*]] = icmp eq i64 %[[I]], 0
; CHECK-NEXT: %[[S:.*]] = select i1 %[[Z]], i64 0, i64 %[[O]]
; CHECK-NEXT: %gl = inttoptr i64 %[[S]] to ptr addrspace(4)
; CHECK: %gg = addrspacecast ptr addrspace(1) %g to ptr addrspace(4)
; CHECK: %[[P:.*]] = ptrtoint ptr %p to i64
; CHECK-NEXT: %gp = inttoptr i64 %[[P]] to ptr addrspace(4)
; CHECK: call spir_func void @use(ptr addrspace(4) null)
; PRIV-LABEL: define spir_func void @make(
; PRIV: or i64 %{{.*}}, 4611686018427387904
; PRIV: or i64 %{{.*}}, 2305843009213693952
define spir_func void @make(ptr addrspace(3) %l, ptr addrspace(1) %g, ptr %p) {
  %gl = addrspacecast ptr addrspace(3) %l to ptr addrspace(4)
  call spir_func void @use(ptr addrspace(4) %gl)
  %gg = addrspacecast ptr addrspace(1) %g to ptr addrspace(4)
  call spir_func void @use(ptr addrspace(4) %gg)
  %gp = addrspacecast ptr %p to ptr addrspace(4)
  call spir_func void @use(ptr addrspace(4) %gp)
  %gn = addrspacecast ptr addrspace(3) null to ptr addrspace(4)
  call spir_func void @use(ptr addrspace(4) %gn)
  ret void
}

; CHECK-LABEL: define spir_func i32 @back(
; CHECK: %[[I:.*]] = ptrtoint ptr addrspace(4) %q to i64
; CHECK-NEXT: %[[L:.*]] = shl i64 %[[I]], 4
; CHECK-NEXT: %[[R:.*]] = ashr i64 %[[L]], 4
; CHECK-NEXT: %l = inttoptr i64 %[[R]] to ptr addrspace(3)
; CHECK-NEXT: load i32, ptr addrspace(3) %l
define spir_func i32 @back(ptr addrspace(4) %q) {
  %l = addrspacecast ptr addrspace(4) %q to ptr addrspace(3)
  %v = load i32, ptr addrspace(3) %l
  ret i32 %v
}

define spir_kernel void @k(ptr addrspace(1) %g, ptr addrspace(3) %l) {
  %p = alloca i32
  call spir_func void @make(ptr addrspace(3) %l, ptr addrspace(1) %g, ptr %p)
  %gl = addrspacecast ptr addrspace(3) %l to ptr addrspace(4)
  %v = call spir_func i32 @back(ptr addrspace(4) %gl)
  ret void
}

; STATS: 2 lower-generic: tags set
; STATS: 1 lower-generic: tags cleared
