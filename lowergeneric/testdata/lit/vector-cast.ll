; An addrspacecast of a vector of pointers into or out of the generic space
; is lowered lane by lane: each lane is extracted, tagged (into generic) or
; cleared (out of it) as a scalar cast is, and inserted again. A vector cast
; of local pointers counts as a source of local generic pointers, so a load
; through a lane taken back out of the vector still gets its local block.
; (It used to be refused: "cannot lower an addrspacecast of a vector of
; pointers", seen on LLVM's own SPIR-V tests.)
; RUN: memspace -passes=lower-generic -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc

target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @lanes(
; CHECK: %[[A:.*]] = extractelement <2 x ptr addrspace(3)> %rows, i32 0
; CHECK-NEXT: %[[AI:.*]] = ptrtoint ptr addrspace(3) %[[A]] to i64
; CHECK-NEXT: and i64 %[[AI]], 2305843009213693951
; CHECK-NEXT: or i64 %{{.*}}, 4611686018427387904
; CHECK: %[[V0:.*]] = insertelement <2 x ptr addrspace(4)> zeroinitializer, ptr addrspace(4) %{{.*}}, i32 0
; CHECK: extractelement <2 x ptr addrspace(3)> %rows, i32 1
; CHECK: %wide = insertelement <2 x ptr addrspace(4)> %[[V0]], ptr addrspace(4) %{{.*}}, i32 1
; CHECK: %pick = extractelement <2 x ptr addrspace(4)> %wide, i64 %which
; CHECK: switch i64 %{{.*}}, label %lg.global [
; CHECK-NEXT: i64 2, label %lg.local
; CHECK: load float, ptr addrspace(3)
; CHECK: %[[B:.*]] = extractelement <2 x ptr addrspace(4)> %wide, i32 0
; CHECK-NEXT: %[[BI:.*]] = ptrtoint ptr addrspace(4) %[[B]] to i64
; CHECK-NEXT: shl i64 %[[BI]], 4
; CHECK-NEXT: ashr i64 %{{.*}}, 4
; CHECK-NEXT: inttoptr i64 %{{.*}} to ptr addrspace(3)
; CHECK: %narrow = insertelement <2 x ptr addrspace(3)> %{{.*}}, ptr addrspace(3) %{{.*}}, i32 1
; CHECK-NOT: addrspacecast <2 x
define spir_kernel void @lanes(<2 x ptr addrspace(3)> %rows, ptr addrspace(1) %dst, i64 %which) {
  %wide = addrspacecast <2 x ptr addrspace(3)> %rows to <2 x ptr addrspace(4)>
  %pick = extractelement <2 x ptr addrspace(4)> %wide, i64 %which
  %x = load float, ptr addrspace(4) %pick
  %narrow = addrspacecast <2 x ptr addrspace(4)> %wide to <2 x ptr addrspace(3)>
  %first = extractelement <2 x ptr addrspace(3)> %narrow, i64 0
  store float %x, ptr addrspace(3) %first
  store float %x, ptr addrspace(1) %dst
  ret void
}
