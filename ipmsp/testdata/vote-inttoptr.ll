; A helper called with inttoptr(ptrtoint %out) from one kernel and a
; shared pointer from another. The round trip keeps %out's space (global),
; so the two callers disagree: the helper must not be rewritten in place
; for shared. The classifier computes the inttoptr from the pointer behind
; the integer; it must compute it again when that pointer's set grows (the
; kernel's parameter is retyped first, and its cast back is new), which a
; walk over pointer users alone missed: the vote saw nothing from @k0 and
; made @h shared, and @k0 cast a global pointer to shared. Found by the
; random programs of the execution check (internal/randprog).
; RUN: memspace -passes=ipmsp -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc
; RUN: memspace -verify-each %s | FileCheck %s --check-prefix=PIPE

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sB = internal addrspace(3) global [64 x i32] undef, align 4

; CHECK-NOT: define internal i32 @h(ptr addrspace(3)
; CHECK-LABEL: define dso_local ptx_kernel void @k0(
; CHECK-NOT: to ptr addrspace(3)
; CHECK: ret void
; PIPE-LABEL: define dso_local ptx_kernel void @k0(
; PIPE: load i32, ptr addrspace(1) %out
; PIPE-LABEL: define dso_local ptx_kernel void @k1(
; PIPE: load i32, ptr addrspace(3) @sB
define internal i32 @h(ptr noundef %p) #0 {
entry:
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define dso_local ptx_kernel void @k0(ptr noundef %out) {
entry:
  %pi = ptrtoint ptr %out to i64
  %ip = inttoptr i64 %pi to ptr
  %r = call i32 @h(ptr %ip)
  store i32 %r, ptr %out, align 4
  ret void
}

define dso_local ptx_kernel void @k1(ptr noundef %out) {
entry:
  %r = call i32 @h(ptr addrspacecast (ptr addrspace(3) @sB to ptr))
  store i32 %r, ptr %out, align 4
  ret void
}

attributes #0 = { noinline nounwind }
