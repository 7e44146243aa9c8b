; Clones are alwaysinline, which LLVM's verifier does not allow beside
; noinline (and optnone requires noinline). The helper's attribute group
; holds both, so the clone drops the group and carries its other
; attributes inline (alignstack=16 in a group is alignstack(16) inline);
; a group without a conflict stays referenced. The original keeps its
; groups. llvm-as checks the result.
; RUN: memspace -passes=ipmsp -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @helper(ptr %p) #0 #1 {
entry:
  %slot = alloca ptr, align 8
  store ptr %p, ptr %slot, align 8
  %q = load ptr, ptr %slot, align 8
  store float 1.0, ptr %q, align 4
  ret void
}

define ptx_kernel void @k(ptr %g) {
entry:
  call void @helper(ptr %g) #2
  ret void
}

attributes #0 = { noinline optnone nounwind alignstack=16 "frame-pointer"="all" }
attributes #1 = { "target-cpu"="sm_90" }
attributes #2 = { nounwind }

; CHECK-LABEL: define void @helper(ptr %p) "nvvm.as"="0" #0 #1 {
; CHECK-LABEL: define internal void @helper.global(ptr addrspace(1) %p) alwaysinline nounwind alignstack(16) "frame-pointer"="all" "nvvm.as"="1" #1 {
; CHECK-LABEL: define ptx_kernel void @k(
; CHECK:         call void @helper.global(ptr addrspace(1) %g) #2
; CHECK: attributes #0 = { noinline optnone nounwind alignstack=16 "frame-pointer"="all" }
