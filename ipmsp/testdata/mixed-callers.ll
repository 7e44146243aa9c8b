; Callers disagree: @get is read from global memory by one kernel and from
; shared memory by another, so it gets one clone per space, @get.global and
; @get.shared; the external original stays. @put is internal: its two
; clones take every call and the original is removed. Constant arguments
; lose their generic cast (the clone takes @tile, and a GEP on it, as is).
; RUN: memspace -passes=ipmsp -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc
; RUN: memspace -passes=ipmsp,memspace-opt -verify-each -stats %s -o %t.pipe.ll 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: FileCheck %s --check-prefix=PIPE < %t.pipe.ll

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x float] undef, align 4

define float @get(ptr %p, i64 %i) #0 {
entry:
  %q = getelementptr inbounds float, ptr %p, i64 %i
  %v = load float, ptr %q, align 4
  ret float %v
}

define internal void @put(ptr %p, i64 %i, float %v) #0 {
entry:
  %q = getelementptr inbounds float, ptr %p, i64 %i
  store float %v, ptr %q, align 4
  ret void
}

define ptx_kernel void @from_global(ptr %in, ptr %out, i64 %i) {
entry:
  %v = call float @get(ptr %in, i64 %i)
  call void @put(ptr %out, i64 %i, float %v)
  ret void
}

define ptx_kernel void @from_shared(ptr %out, i64 %i) {
entry:
  %v = call float @get(ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %i)
  %w = call float @get(ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 128), i64 %i)
  %s = fadd float %v, %w
  call void @put(ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %i, float %s)
  ret void
}

attributes #0 = { noinline nounwind }

; CHECK-LABEL: define float @get(ptr %p, i64 %i) "nvvm.as"="0" #0 {
; CHECK-LABEL: define internal float @get.global(ptr addrspace(1) %p, i64 %i) alwaysinline nounwind "nvvm.as"="1" {
; CHECK-LABEL: define internal float @get.shared(ptr addrspace(3) %p, i64 %i) alwaysinline nounwind "nvvm.as"="3" {
; CHECK-NOT:   define {{.*}} @put(
; CHECK-LABEL: define internal void @put.global(ptr addrspace(1) %p, i64 %i, float %v) alwaysinline nounwind "nvvm.as"="1" {
; CHECK-LABEL: define internal void @put.shared(ptr addrspace(3) %p, i64 %i, float %v) alwaysinline nounwind "nvvm.as"="3" {
; CHECK-NOT:   define {{.*}} @put(
; CHECK-LABEL: define ptx_kernel void @from_global(ptr addrspace(1) %in, ptr addrspace(1) %out, i64 %i)
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %v = call float @get.global(ptr addrspace(1) %in, i64 %i)
; CHECK-NEXT:    call void @put.global(ptr addrspace(1) %out, i64 %i, float %v)
; CHECK-LABEL: define ptx_kernel void @from_shared(ptr %out, i64 %i)
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %v = call float @get.shared(ptr addrspace(3) @tile, i64 %i)
; CHECK-NEXT:    %w = call float @get.shared(ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @tile, i64 128), i64 %i)
; CHECK-NEXT:    %s = fadd float %v, %w
; CHECK-NEXT:    call void @put.shared(ptr addrspace(3) @tile, i64 %i, float %s)

; STATS: 4 clones
; STATS: 1 functions removed after specialization

; PIPE-LABEL: define internal float @get.shared(
; PIPE:         %v = load float, ptr addrspace(3) %q, align 4
; PIPE-LABEL: define internal void @put.global(
; PIPE:         store float %v, ptr addrspace(1) %q, align 4
