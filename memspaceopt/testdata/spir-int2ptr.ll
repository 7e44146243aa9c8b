; SPIR: inttoptr(ptrtoint p) keeps p's space (track-int2ptr), for a
; constant expression and for a kernel parameter alike. Arithmetic on the
; integer makes an unknown pointer; with the option off even the plain
; round trips stay generic.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt -track-int2ptr=false %s -o - | FileCheck %s --check-prefix=OFF

target triple = "spir64-unknown-unknown"

@tile = internal addrspace(3) global [32 x i32] undef

; CHECK-LABEL: define spir_kernel void @k(ptr addrspace(4) %g, i64 %off)
; CHECK-NEXT: entry:
; CHECK-NEXT: %g.global = addrspacecast ptr addrspace(4) %g to ptr addrspace(1)
; CHECK-NEXT: %i = ptrtoint ptr addrspace(4) addrspacecast (ptr addrspace(3) @tile to ptr addrspace(4)) to i64
; CHECK-NEXT: store i32 1, ptr addrspace(3) @tile, align 4
; CHECK-NEXT: store i32 2, ptr addrspace(1) %g.global, align 4
; CHECK-NEXT: %j = add i64 %i, %off
; CHECK-NEXT: %moved = inttoptr i64 %j to ptr addrspace(4)
; CHECK-NEXT: store i32 3, ptr addrspace(4) %moved, align 4{{$}}
; OFF-LABEL: define spir_kernel void @k(ptr addrspace(4) %g, i64 %off)
; OFF: store i32 1, ptr addrspace(4) %back, align 4
; OFF: store i32 2, ptr addrspace(4) %gback, align 4
; OFF: store i32 3, ptr addrspace(4) %moved, align 4
define spir_kernel void @k(ptr addrspace(4) %g, i64 %off) {
entry:
  %i = ptrtoint ptr addrspace(4) addrspacecast (ptr addrspace(3) @tile to ptr addrspace(4)) to i64
  %back = inttoptr i64 %i to ptr addrspace(4)
  store i32 1, ptr addrspace(4) %back, align 4
  %gi = ptrtoint ptr addrspace(4) %g to i64
  %gback = inttoptr i64 %gi to ptr addrspace(4)
  store i32 2, ptr addrspace(4) %gback, align 4
  %j = add i64 %i, %off
  %moved = inttoptr i64 %j to ptr addrspace(4)
  store i32 3, ptr addrspace(4) %moved, align 4
  ret void
}
