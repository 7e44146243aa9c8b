; AMDGPU: flat is space 0, LDS (local) is 3, private is 5. An internal
; helper whose callers all pass LDS is rewritten in place.
; RUN: memspace -passes=ipmsp -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc

target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [64 x i32] undef, align 4

define internal void @inc(ptr %p) #0 {
entry:
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr %p, align 4
  ret void
}

define amdgpu_kernel void @k(i32 %i) {
entry:
  %p = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @lds to ptr), i32 %i
  call void @inc(ptr %p)
  call void @inc(ptr addrspacecast (ptr addrspace(3) @lds to ptr))
  ret void
}

attributes #0 = { noinline nounwind }

; CHECK-LABEL: define internal void @inc(ptr addrspace(3) %p) "memspace.as"="3" #0 {
; CHECK-LABEL: define amdgpu_kernel void @k(i32 %i) {
; CHECK:         call void @inc(ptr addrspace(3) %{{[0-9]+}})
; CHECK-NEXT:    call void @inc(ptr addrspace(3) @lds)
