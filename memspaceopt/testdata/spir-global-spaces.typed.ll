; SPIR, typed pointers (LLVM 14 style): globals in a concrete space,
; reached through constant-expression or instruction casts to the generic
; space, give that space; constant expressions and bitcasts are rebuilt in
; the space with their element types. A cast back to the space a pointer
; already has disappears. Output is valid LLVM 14 IR.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

; CHECK-LABEL: define spir_func void @f(i64 %i)
; CHECK-NEXT: entry:
; CHECK-NEXT: store float 0.000000e+00, float addrspace(3)* getelementptr inbounds ([64 x float], [64 x float] addrspace(3)* @tile, i64 0, i64 4), align 4
; CHECK-NEXT: %d = getelementptr inbounds [4 x i32], [4 x i32] addrspace(1)* @data, i64 0, i64 %i
; CHECK-NEXT: store i32 1, i32 addrspace(1)* %d, align 4
; CHECK-NEXT: %t = bitcast [64 x float] addrspace(3)* @tile to float addrspace(3)*
; CHECK-NEXT: %s0 = getelementptr inbounds float, float addrspace(3)* %t, i64 %i
; CHECK-NEXT: store float 1.000000e+00, float addrspace(3)* %s0, align 4
; CHECK-NEXT: %w = bitcast float addrspace(3)* %s0 to i32 addrspace(3)*
; CHECK-NEXT: store i32 2, i32 addrspace(3)* %w, align 4
; CHECK-NEXT: ret void

target triple = "spir64-unknown-unknown"

@tile = internal addrspace(3) global [64 x float] undef, align 4
@data = addrspace(1) global [4 x i32] zeroinitializer, align 4

define spir_func void @f(i64 %i) {
entry:
  store float 0.0, float addrspace(4)* getelementptr inbounds ([64 x float], [64 x float] addrspace(4)* addrspacecast ([64 x float] addrspace(3)* @tile to [64 x float] addrspace(4)*), i64 0, i64 4), align 4
  %g = addrspacecast [4 x i32] addrspace(1)* @data to [4 x i32] addrspace(4)*
  %d = getelementptr inbounds [4 x i32], [4 x i32] addrspace(4)* %g, i64 0, i64 %i
  store i32 1, i32 addrspace(4)* %d, align 4
  %t = bitcast [64 x float] addrspace(4)* addrspacecast ([64 x float] addrspace(3)* @tile to [64 x float] addrspace(4)*) to float addrspace(4)*
  %s0 = getelementptr inbounds float, float addrspace(4)* %t, i64 %i
  %s = addrspacecast float addrspace(4)* %s0 to float addrspace(3)*
  store float 1.0, float addrspace(3)* %s, align 4
  %w = bitcast float addrspace(4)* %s0 to i32 addrspace(4)*
  store i32 2, i32 addrspace(4)* %w, align 4
  ret void
}
