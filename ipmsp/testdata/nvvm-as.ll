; The "nvvm.as" attribute lists, per pointer parameter in order, the space
; the pass inferred (0 for generic): here the callers of @mix agree on
; global and shared for the first two arguments and cannot tell the third
; (a pointer loaded from shared memory), so @mix is rewritten in place and
; publishes "1,3,0". Non-pointer
; parameters are skipped; functions without pointer parameters and
; declarations get no attribute; kernels publish their parameters' seeds
; (here the global spaces their signatures were given, kernel.go).
; RUN: memspace -passes=ipmsp -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc
; Idempotent: a second run publishes the same values.
; RUN: memspace -passes=ipmsp -verify-each %t.ll | FileCheck %s

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { i32, i32 }

@tile = internal addrspace(3) global [64 x float] undef, align 4
@cell = internal addrspace(3) global ptr undef, align 8

define internal void @mix(ptr %g, i32 %n, ptr %s, ptr %x) #0 {
entry:
  %v = load float, ptr %g, align 4
  store float %v, ptr %s, align 4
  store float %v, ptr %x, align 4
  ret void
}

define internal i32 @noptr(i32 %a) #0 {
entry:
  ret i32 %a
}

declare void @ext(ptr)

define ptx_kernel void @k1(ptr %in, ptr addrspace(1) %out, ptr byval(%struct.S) %sv) {
entry:
  %u = load ptr, ptr addrspace(3) @cell, align 8
  call void @mix(ptr %in, i32 1, ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %u)
  ret void
}

define ptx_kernel void @k2(ptr %in, i32 %n) {
entry:
  %u = load ptr, ptr addrspace(3) @cell, align 8
  call void @mix(ptr %in, i32 %n, ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %u)
  %r = call i32 @noptr(i32 %n)
  call void @ext(ptr %in)
  ret void
}

attributes #0 = { noinline nounwind }

; CHECK-LABEL: define internal void @mix(ptr addrspace(1) %g, i32 %n, ptr addrspace(3) %s, ptr %x) "nvvm.as"="1,3,0" #0 {
; CHECK-LABEL: define internal i32 @noptr(i32 %a) #0 {
; CHECK-LABEL: declare void @ext(ptr)
; CHECK-LABEL: define ptx_kernel void @k1(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr byval(%struct.S) %sv) "nvvm.as"="1,1,0" {
; CHECK-LABEL: define ptx_kernel void @k2(ptr addrspace(1) %in, i32 %n) "nvvm.as"="1" {
