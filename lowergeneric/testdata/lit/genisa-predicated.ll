; Intel's predicated load and store (llvm.genx.GenISA.PredicatedLoad and
; PredicatedStore: address, alignment, predicate, and the value loaded when
; the predicate is off or the value stored) are accesses like load and
; store: through a generic address each becomes a switch whose blocks call
; the overload for their space (".p4" in the name becomes ".p1", ".p3" or
; ".p0"), and a phi joins the loaded values. With one space there is no
; switch. Typed-pointer overloads (".p4i32") are renamed the same way
; (Inputs/genisa-predicated.typed.ll).
; RUN: memspace -passes=lower-generic -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc
; RUN: memspace -passes=lower-generic -lower-generic-private-in-global=false %s | FileCheck %s --check-prefix=PRIV
; RUN: memspace -passes=lower-generic -lower-generic-private-in-global=false %S/Inputs/genisa-predicated.typed.ll | FileCheck %s --check-prefix=TYPED

target triple = "spir64-unknown-unknown"

declare i16 @llvm.genx.GenISA.PredicatedLoad.i16.p4.i16(ptr addrspace(4), i64, i1, i16)
declare void @llvm.genx.GenISA.PredicatedStore.p4.i16(ptr addrspace(4), i16, i64, i1)

; CHECK-LABEL: define spir_kernel void @copy_if(
; CHECK: switch i64 %{{.*}}, label %lg.global [
; CHECK-NEXT: i64 2, label %lg.local
; CHECK: %[[G:.*]] = call i16 @llvm.genx.GenISA.PredicatedLoad.i16.p1.i16(ptr addrspace(1) %{{.*}}, i64 2, i1 %on, i16 7)
; CHECK: %[[L:.*]] = call i16 @llvm.genx.GenISA.PredicatedLoad.i16.p3.i16(ptr addrspace(3) %{{.*}}, i64 2, i1 %on, i16 7)
; CHECK: %v = phi i16 [ %[[G]], %lg.global ], [ %[[L]], %lg.local ]
; CHECK: call void @llvm.genx.GenISA.PredicatedStore.p1.i16(ptr addrspace(1) %{{.*}}, i16 %v, i64 2, i1 %on)
; CHECK-NOT: switch
; PRIV-LABEL: define spir_kernel void @copy_if(
; PRIV: switch i64 %{{.*}}, label %lg.global [
; PRIV-NEXT: i64 2, label %lg.local
; PRIV-NEXT: i64 1, label %lg.private
; PRIV: call i16 @llvm.genx.GenISA.PredicatedLoad.i16.p0.i16(ptr %{{.*}}, i64 2, i1 %on, i16 7)
; TYPED: call i32 @llvm.genx.GenISA.PredicatedLoad.i32.p3i32.i32(i32 addrspace(3)* %{{.*}}, i64 4, i1 %on, i32 0)
; TYPED: call i32 @llvm.genx.GenISA.PredicatedLoad.i32.p0i32.i32(i32* %{{.*}}, i64 4, i1 %on, i32 0)
; TYPED: call void @llvm.genx.GenISA.PredicatedStore.p1i32.i32(i32 addrspace(1)* %{{.*}}, i32 %v, i64 4, i1 %on)
define spir_kernel void @copy_if(ptr addrspace(1) %out, ptr addrspace(1) %in, ptr addrspace(3) %tile, i32 %which, i1 %on) {
entry:
  %slot = alloca i16, align 2
  store i16 3, ptr %slot, align 2
  %gin = addrspacecast ptr addrspace(1) %in to ptr addrspace(4)
  %gtile = addrspacecast ptr addrspace(3) %tile to ptr addrspace(4)
  %gslot = addrspacecast ptr %slot to ptr addrspace(4)
  %c1 = icmp eq i32 %which, 1
  %c2 = icmp eq i32 %which, 2
  %a = select i1 %c1, ptr addrspace(4) %gtile, ptr addrspace(4) %gin
  %src = select i1 %c2, ptr addrspace(4) %gslot, ptr addrspace(4) %a
  %v = call i16 @llvm.genx.GenISA.PredicatedLoad.i16.p4.i16(ptr addrspace(4) %src, i64 2, i1 %on, i16 7)
  %gout = addrspacecast ptr addrspace(1) %out to ptr addrspace(4)
  call void @llvm.genx.GenISA.PredicatedStore.p4.i16(ptr addrspace(4) %gout, i16 %v, i64 2, i1 %on)
  ret void
}
