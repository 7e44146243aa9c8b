; SPIR: globals in a concrete space (local 3, global 1), reached through
; constant-expression or instruction casts to the generic space (4), give
; that space; constant expressions are rebuilt in the space. A constant
; (addrspace(2)) global is used as it is. A cast back to the space a
; pointer already has disappears.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "spir64-unknown-unknown"

@tile = internal addrspace(3) global [64 x float] undef, align 4
@lut = internal addrspace(2) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@data = addrspace(1) global [4 x i32] zeroinitializer, align 4

; CHECK-LABEL: define spir_func void @f(i64 %i)
; CHECK-NEXT: entry:
; CHECK-NEXT: store float 0.000000e+00, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tile, i64 16), align 4
; CHECK-NEXT: %c = getelementptr inbounds [4 x i32], ptr addrspace(2) @lut, i64 0, i64 %i
; CHECK-NEXT: %v = load i32, ptr addrspace(2) %c, align 4
; CHECK-NEXT: %d = getelementptr inbounds i32, ptr addrspace(1) @data, i64 %i
; CHECK-NEXT: store i32 %v, ptr addrspace(1) %d, align 4
; CHECK-NEXT: %s0 = getelementptr inbounds float, ptr addrspace(3) @tile, i64 %i
; CHECK-NEXT: store float 1.000000e+00, ptr addrspace(3) %s0, align 4
; CHECK-NEXT: ret void
define spir_func void @f(i64 %i) {
entry:
  store float 0.0, ptr addrspace(4) getelementptr inbounds (i8, ptr addrspace(4) addrspacecast (ptr addrspace(3) @tile to ptr addrspace(4)), i64 16), align 4
  %c = getelementptr inbounds [4 x i32], ptr addrspace(2) @lut, i64 0, i64 %i
  %v = load i32, ptr addrspace(2) %c, align 4
  %g = addrspacecast ptr addrspace(1) @data to ptr addrspace(4)
  %d = getelementptr inbounds i32, ptr addrspace(4) %g, i64 %i
  store i32 %v, ptr addrspace(4) %d, align 4
  %t = addrspacecast ptr addrspace(3) @tile to ptr addrspace(4)
  %s0 = getelementptr inbounds float, ptr addrspace(4) %t, i64 %i
  %s = addrspacecast ptr addrspace(4) %s0 to ptr addrspace(3)
  store float 1.0, ptr addrspace(3) %s, align 4
  ret void
}
