; A null argument agrees with a space only where null survives the cast to
; that space and back (ipmsp/vote.go, nullRoundTrips). With 32-bit shared
; pointers (p3:32) generic null cast to shared and back is not null on
; NVPTX, so the call passing null does not join the shared callers: they
; get @h.shared, the null call keeps the generic original. Local pointers
; are 64-bit here, and the null call joins the local callers' clone.
; (-ipmsp-max-growth=-1: the size guard, ipmsp/growth.go, would keep
; some calls on the original; this test is about the clones.)
; RUN: memspace -ipmsp-max-growth=-1 -passes=ipmsp,memspace-opt %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc
; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: call void @h.shared(ptr addrspace(3) @s)
; CHECK: call void @h(ptr null)
; CHECK-LABEL: define ptx_kernel void @l(
; CHECK: call void @g.local(ptr addrspace(5) %a)
; CHECK: call void @g.local(ptr addrspace(5) addrspacecast (ptr null to ptr addrspace(5)))
target datalayout = "e-p3:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global i32 0, align 4

declare void @ext(ptr)

define void @h(ptr %p) noinline {
  %v = load i32, ptr %p, align 4
  call void @ext(ptr %p)
  ret void
}

define void @g(ptr %p) noinline {
  %v = load i32, ptr %p, align 4
  call void @ext(ptr %p)
  ret void
}

define ptx_kernel void @k() {
  %c = addrspacecast ptr addrspace(3) @s to ptr
  call void @h(ptr %c)
  call void @h(ptr null)
  ret void
}

define ptx_kernel void @l() {
  %a = alloca i32, align 4, addrspace(5)
  %c = addrspacecast ptr addrspace(5) %a to ptr
  call void @g(ptr %c)
  call void @g(ptr null)
  ret void
}
