; SPIR, typed pointers (LLVM 14 style): inttoptr(ptrtoint p) keeps p's
; space (track-int2ptr), even when the element type changes on the way
; (the rewrite bitcasts in the concrete space). Arithmetic on the integer
; makes an unknown pointer; with the option off even the plain round trips
; stay generic. Output is valid LLVM 14 IR.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt -track-int2ptr=false %s -o - | FileCheck %s --check-prefix=OFF

; CHECK-LABEL: define spir_kernel void @k(float addrspace(4)* %g, i64 %off)
; CHECK-NEXT: entry:
; CHECK-NEXT: %g.global = addrspacecast float addrspace(4)* %g to float addrspace(1)*
; CHECK-NEXT: %i = ptrtoint
; CHECK-NEXT: store i32 1, i32 addrspace(3)* bitcast ([32 x i32] addrspace(3)* @tile to i32 addrspace(3)*), align 4
; CHECK-NEXT: [[GI:%.*]] = bitcast float addrspace(1)* %g.global to i32 addrspace(1)*
; CHECK-NEXT: store i32 2, i32 addrspace(1)* [[GI]], align 4
; CHECK-NEXT: %j = add i64 %i, %off
; CHECK-NEXT: %moved = inttoptr i64 %j to i32 addrspace(4)*
; CHECK-NEXT: store i32 3, i32 addrspace(4)* %moved, align 4
; OFF-LABEL: define spir_kernel void @k(float addrspace(4)* %g, i64 %off)
; OFF: store i32 1, i32 addrspace(4)* %back, align 4
; OFF: store i32 2, i32 addrspace(4)* %gback, align 4
; OFF: store i32 3, i32 addrspace(4)* %moved, align 4

target triple = "spir64-unknown-unknown"

@tile = internal addrspace(3) global [32 x i32] undef

define spir_kernel void @k(float addrspace(4)* %g, i64 %off) {
entry:
  %i = ptrtoint [32 x i32] addrspace(4)* addrspacecast ([32 x i32] addrspace(3)* @tile to [32 x i32] addrspace(4)*) to i64
  %back = inttoptr i64 %i to i32 addrspace(4)*
  store i32 1, i32 addrspace(4)* %back, align 4
  %gi = ptrtoint float addrspace(4)* %g to i64
  %gback = inttoptr i64 %gi to i32 addrspace(4)*
  store i32 2, i32 addrspace(4)* %gback, align 4
  %j = add i64 %i, %off
  %moved = inttoptr i64 %j to i32 addrspace(4)*
  store i32 3, i32 addrspace(4)* %moved, align 4
  ret void
}
