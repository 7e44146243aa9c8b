; Class 17, OpenMP parallel regions (NVPTX): what the runtime passes a
; region stays generic when memspace cannot follow the argument array or
; the region may run another way. @a's array also goes to @observe (which
; may rewrite it); @b's slot gets the pointer's bits stored over it as an i64; @c's nargs is not
; a constant; @d's address is also stored to memory (unknown callers); @f's
; array has one slot where the call says two (the runtime reads past it).
; Every slot holds a global pointer, which must not make any of these
; regions' parameters global. @e is the control: the same region, followed.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @__kmpc_parallel_60(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64, i32)
declare void @observe(ptr)

define ptx_kernel void @k(ptr %g, ptr %fns, i64 %n) {
entry:
  %aa = alloca [1 x ptr], align 8
  store ptr %g, ptr %aa, align 8
  call void @observe(ptr %aa)
  call void @__kmpc_parallel_60(ptr null, i32 0, i32 1, i32 -1, i32 -1, ptr @a, ptr null, ptr %aa, i64 1, i32 0)
  %ab = alloca [1 x ptr], align 8
  store ptr %g, ptr %ab, align 8
  %gi = ptrtoint ptr %g to i64
  store i64 %gi, ptr %ab, align 8
  call void @__kmpc_parallel_60(ptr null, i32 0, i32 1, i32 -1, i32 -1, ptr @b, ptr null, ptr %ab, i64 1, i32 0)
  %ac = alloca [1 x ptr], align 8
  store ptr %g, ptr %ac, align 8
  %cnt = udiv i64 %n, %n
  call void @__kmpc_parallel_60(ptr null, i32 0, i32 1, i32 -1, i32 -1, ptr @c, ptr null, ptr %ac, i64 %cnt, i32 0)
  %ad = alloca [1 x ptr], align 8
  store ptr %g, ptr %ad, align 8
  store ptr @d, ptr %fns, align 8
  call void @__kmpc_parallel_60(ptr null, i32 0, i32 1, i32 -1, i32 -1, ptr @d, ptr null, ptr %ad, i64 1, i32 0)
  %ae = alloca [1 x ptr], align 8
  store ptr %g, ptr %ae, align 8
  call void @__kmpc_parallel_60(ptr null, i32 0, i32 1, i32 -1, i32 -1, ptr @e, ptr null, ptr %ae, i64 1, i32 0)
  %af = alloca [1 x ptr], align 8
  store ptr %g, ptr %af, align 8
  call void @__kmpc_parallel_60(ptr null, i32 0, i32 1, i32 -1, i32 -1, ptr @f, ptr null, ptr %af, i64 2, i32 0)
  ret void
}

; CHECK-LABEL: define internal void @a(
; CHECK-NOT: addrspacecast
; CHECK: ret void
define internal void @a(ptr %gtid, ptr %btid, ptr %p) {
  store i32 1, ptr %p, align 4
  ret void
}

; CHECK-LABEL: define internal void @b(
; CHECK-NOT: addrspacecast
; CHECK: ret void
define internal void @b(ptr %gtid, ptr %btid, ptr %p) {
  %q = getelementptr inbounds i32, ptr %p, i64 1
  store i32 2, ptr %q, align 4
  ret void
}

; CHECK-LABEL: define internal void @c(
; CHECK-NOT: addrspacecast
; CHECK: ret void
define internal void @c(ptr %gtid, ptr %btid, ptr %p) {
  %q = getelementptr inbounds i32, ptr %p, i64 2
  store i32 3, ptr %q, align 4
  ret void
}

; CHECK-LABEL: define internal void @d(
; CHECK-NOT: addrspacecast
; CHECK: ret void
define internal void @d(ptr %gtid, ptr %btid, ptr %p) {
  %q = getelementptr inbounds i32, ptr %p, i64 3
  store i32 4, ptr %q, align 4
  ret void
}

; CHECK-LABEL: define internal void @e(
; CHECK: addrspacecast ptr %p to ptr addrspace(1)
; CHECK: ret void
define internal void @e(ptr %gtid, ptr %btid, ptr %p) {
  %q = getelementptr inbounds i32, ptr %p, i64 4
  store i32 5, ptr %q, align 4
  ret void
}

; CHECK-LABEL: define internal void @f(
; CHECK-NOT: addrspacecast
; CHECK: ret void
define internal void @f(ptr %gtid, ptr %btid, ptr %p, ptr %past) {
  %q = getelementptr inbounds i32, ptr %p, i64 5
  store i32 6, ptr %q, align 4
  ret void
}
