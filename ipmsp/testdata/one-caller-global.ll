; One kernel passes its pointer parameters (global memory) to an external
; noinline helper: the helper is cloned as @axpy.global.global, the call
; moves to the clone, the original stays for callers outside the module.
; RUN: memspace -passes=ipmsp -verify-each %s -o %t.ll
; RUN: FileCheck %s --check-prefix=IP < %t.ll
; RUN: llvm-as %t.ll -o %t.bc
; RUN: memspace -passes=ipmsp,memspace-opt -verify-each %s | FileCheck %s --check-prefix=PIPE

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @axpy(ptr noundef %y, ptr noundef readonly %x, float %a, i64 %i) #0 {
entry:
  %px = getelementptr inbounds float, ptr %x, i64 %i
  %vx = load float, ptr %px, align 4
  %py = getelementptr inbounds float, ptr %y, i64 %i
  %vy = load float, ptr %py, align 4
  %m = fmul float %a, %vx
  %s = fadd float %m, %vy
  store float %s, ptr %py, align 4
  ret void
}

define ptx_kernel void @k(ptr noundef %y, ptr noundef %x, float %a, i64 %i) {
entry:
  call void @axpy(ptr noundef %y, ptr noundef %x, float %a, i64 %i)
  ret void
}

attributes #0 = { noinline nounwind "target-cpu"="sm_90" }

; The original keeps its signature and publishes generic arguments.
; IP-LABEL: define void @axpy(ptr noundef %y, ptr noundef readonly %x, float %a, i64 %i) "nvvm.as"="0,0" #0 {
; IP-NEXT:  entry:
; IP-NEXT:    %px = getelementptr inbounds float, ptr %x, i64 %i

; The clone: internal, alwaysinline, no noinline (the group was dropped and
; copied inline), parameters in global memory with a cast back for the body.
; IP-LABEL: define internal void @axpy.global.global(ptr addrspace(1) noundef %y, ptr addrspace(1) noundef readonly %x, float %a, i64 %i)
; IP-SAME:    alwaysinline nounwind "target-cpu"="sm_90" "nvvm.as"="1,1" {
; IP-NEXT:  entry:
; IP-NEXT:    %y.gen = addrspacecast ptr addrspace(1) %y to ptr
; IP-NEXT:    %x.gen = addrspacecast ptr addrspace(1) %x to ptr
; IP-NEXT:    %px = getelementptr inbounds float, ptr %x.gen, i64 %i

; The kernel's parameters are declared global (kernel.go) and passed on
; as they are: no cast is left in the kernel.
; IP-LABEL: define ptx_kernel void @k(ptr addrspace(1) noundef %y, ptr addrspace(1) noundef %x, float %a, i64 %i) "nvvm.as"="1,1" {
; IP-NEXT:  entry:
; IP-NEXT:    call void @axpy.global.global(ptr addrspace(1) noundef %y, ptr addrspace(1) noundef %x, float %a, i64 %i)
; IP-NEXT:    ret void

; After memspace-opt the clone's accesses are global.
; PIPE-LABEL: define internal void @axpy.global.global(
; PIPE-NOT:   addrspacecast
; PIPE:       %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i
; PIPE-NEXT:  %vx = load float, ptr addrspace(1) %px, align 4
; PIPE:       store float %s, ptr addrspace(1) %py, align 4
; PIPE-LABEL: define ptx_kernel void @k(
; PIPE-NEXT:  entry:
; PIPE-NEXT:    call void @axpy.global.global(ptr addrspace(1) noundef %y, ptr addrspace(1) noundef %x, float %a, i64 %i)
