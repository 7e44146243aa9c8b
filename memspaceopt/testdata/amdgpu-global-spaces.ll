; AMDGPU: globals in a concrete space (LDS 3, constant 4, global 1),
; reached through constant-expression or instruction casts to flat, give
; that space; constant expressions are rebuilt in the space. A cast back to
; the space a pointer already has disappears.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [64 x float] poison, align 4
@lut = internal addrspace(4) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@data = addrspace(1) global [4 x i32] zeroinitializer, align 4

; CHECK-LABEL: define void @f(i64 %i)
; CHECK-NEXT: entry:
; CHECK-NEXT: store float 0.000000e+00, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tile, i64 16), align 4
; CHECK-NEXT: %c = getelementptr inbounds [4 x i32], ptr addrspace(4) @lut, i64 0, i64 %i
; CHECK-NEXT: %v = load i32, ptr addrspace(4) %c, align 4
; CHECK-NEXT: %d = getelementptr inbounds i32, ptr addrspace(1) @data, i64 %i
; CHECK-NEXT: store i32 %v, ptr addrspace(1) %d, align 4
; CHECK-NEXT: %s0 = getelementptr inbounds float, ptr addrspace(3) @tile, i64 %i
; CHECK-NEXT: store float 1.000000e+00, ptr addrspace(3) %s0, align 4
; CHECK-NEXT: ret void
define void @f(i64 %i) {
entry:
  store float 0.0, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 16), align 4
  %c = getelementptr inbounds [4 x i32], ptr addrspacecast (ptr addrspace(4) @lut to ptr), i64 0, i64 %i
  %v = load i32, ptr %c, align 4
  %g = addrspacecast ptr addrspace(1) @data to ptr
  %d = getelementptr inbounds i32, ptr %g, i64 %i
  store i32 %v, ptr %d, align 4
  %t = addrspacecast ptr addrspace(3) @tile to ptr
  %s0 = getelementptr inbounds float, ptr %t, i64 %i
  %s = addrspacecast ptr %s0 to ptr addrspace(3)
  store float 1.0, ptr addrspace(3) %s, align 4
  ret void
}
