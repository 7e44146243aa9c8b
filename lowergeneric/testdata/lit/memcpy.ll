; memcpy and memset through generic pointers are split per space as far
; as the sets require: the destination may be global or local, the
; source only private (a global buffer by default), so one switch on the
; destination and no switch on the source; with private memory apart, the
; source is private (one block) and the copy is split on the destination.
; RUN: memspace -passes=lower-generic -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc
; RUN: FileCheck %s --check-prefix=DECL < %t.ll
; RUN: memspace -passes=lower-generic -lower-generic-private-in-global=false -verify-each %s -o %t.priv.ll
; RUN: FileCheck %s --check-prefix=PRIV < %t.priv.ll
; RUN: llvm-as %t.priv.ll -o %t.priv.bc

target triple = "spir64-unknown-unknown"

declare void @llvm.memcpy.p4.p4.i64(ptr addrspace(4) noalias writeonly captures(none), ptr addrspace(4) noalias readonly captures(none), i64, i1 immarg)
declare void @llvm.memset.p4.i64(ptr addrspace(4) writeonly captures(none), i8, i64, i1 immarg)

; The declarations keep their attributes; the ones a split made and a
; second split left unused go.
; DECL-NOT: @llvm.memcpy.p1.p4.i64
; DECL-NOT: @llvm.memcpy.p3.p4.i64
; DECL: declare void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) noalias writeonly captures(none), ptr addrspace(1) noalias readonly captures(none), i64, i1 immarg)
; DECL-NOT: @llvm.memcpy.p1.p4.i64
; DECL: declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) noalias writeonly captures(none), ptr addrspace(1) noalias readonly captures(none), i64, i1 immarg)
; DECL-NOT: @llvm.memcpy.p1.p4.i64
; CHECK-LABEL: define internal spir_func void @copy(
; CHECK: switch i64 %{{.*}}, label %lg.global [
; CHECK-NEXT: i64 2, label %lg.local
; CHECK: lg.global:
; CHECK: call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %{{.*}}, ptr addrspace(1) %{{.*}}, i64 %n, i1 false)
; CHECK: lg.local:
; CHECK: call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) %{{.*}}, ptr addrspace(1) %{{.*}}, i64 %n, i1 false)
; CHECK-NOT: switch
; CHECK: call void @llvm.memset.p1.i64(ptr addrspace(1) %{{.*}}, i8 0, i64 %n, i1 true)
; PRIV-LABEL: define internal spir_func void @copy(
; PRIV: switch i64 %{{.*}}, label %lg.global [
; PRIV: call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1)
; PRIV: call void @llvm.memcpy.p3.p0.i64(ptr addrspace(3)
; PRIV: call void @llvm.memset.p0.i64(ptr
define internal spir_func void @copy(ptr addrspace(4) %d, ptr addrspace(4) %s, i64 %n) {
  call void @llvm.memcpy.p4.p4.i64(ptr addrspace(4) %d, ptr addrspace(4) %s, i64 %n, i1 false)
  call void @llvm.memset.p4.i64(ptr addrspace(4) %s, i8 0, i64 %n, i1 true)
  ret void
}

define spir_kernel void @k(ptr addrspace(1) %g, ptr addrspace(3) %l) {
  %x = alloca [4 x i32]
  %gx = addrspacecast ptr %x to ptr addrspace(4)
  %gg = addrspacecast ptr addrspace(1) %g to ptr addrspace(4)
  %gl = addrspacecast ptr addrspace(3) %l to ptr addrspace(4)
  call spir_func void @copy(ptr addrspace(4) %gg, ptr addrspace(4) %gx, i64 16)
  call spir_func void @copy(ptr addrspace(4) %gl, ptr addrspace(4) %gx, i64 16)
  ret void
}
