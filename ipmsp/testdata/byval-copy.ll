; A byval kernel parameter whose address escapes gets, before ipmsp's
; first solve, the local copy NVPTX's argument lowering would make: an
; alloca filled from the parameter read in param space, every other use
; moved to it (byval.go). Kept as it is: a grid_constant parameter (by
; attribute or !nvvm.annotations), one whose address does not escape, and
; a readonly one (which llc-22 would use in place) whose address reaches,
; through a helper, something that is not a plain read (here a tensor-map
; prefetch) or a recursive helper. A helper's byval parameter that is
; written and passed on by value outside the entry block is copied too
; (llc would copy it on through its generic local address); one only read,
; or passed on in the entry block, is not. -do-clone-for-ip-msp=0 changes
; nothing.
; (-ipmsp-max-growth=-1: the size guard, ipmsp/growth.go, would keep
; some calls on the original; this test is about the clones.)
; RUN: memspace -ipmsp-max-growth=-1 -passes=ipmsp -verify-each -stats %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc
; Idempotent: a second run makes no copy.
; RUN: memspace -ipmsp-max-growth=-1 -passes=ipmsp -verify-each %t.ll | FileCheck %s
; RUN: memspace -ipmsp-max-growth=-1 -passes=ipmsp -do-clone-for-ip-msp=0 %s | FileCheck %s --check-prefix=NONE
; Within the default bound the copies llc would not make are declined, each
; with a Missed remark.
; RUN: memspace -passes=ipmsp -pass-remarks-missed=ipmsp %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DECLINED
; DECLINED: @readonly_read: remark: byval parameter %s not copied to local memory: the copy would add about 4 loads and stores to the module (ipmsp-max-growth=0; -1 lifts the bound); accesses through its address stay generic (it may point to {local,param}: llc copies it or uses it in place) [-Rpass-missed=ipmsp]
; DECLINED: @accumulate: remark: byval parameter %acc not copied to local memory: the copy would add about 4 loads and stores to the module (ipmsp-max-growth=0; -1 lifts the bound); llc copies the by-value arguments made from it through its generic address [-Rpass-missed=ipmsp]
; DECLINED-NOT: remark: byval

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { ptr, i32 }

; STATS: 4 byval parameters copied to local memory
; NONE-NOT: .copy = alloca

define internal float @get(ptr %s) noinline {
  %p = load ptr, ptr %s, align 8
  %v = load float, ptr %p, align 4
  ret float %v
}

define internal void @prefetch(ptr readonly captures(none) %s) noinline {
  call void @llvm.nvvm.prefetch.tensormap.p0(ptr %s)
  ret void
}

define internal float @walk(ptr readonly captures(none) %s, i32 %n) noinline {
  %c = icmp eq i32 %n, 0
  br i1 %c, label %done, label %more
more:
  %m = sub i32 %n, 1
  %r = call float @walk(ptr %s, i32 %m)
  ret float %r
done:
  %p = load ptr, ptr %s, align 8
  %v = load float, ptr %p, align 4
  ret float %v
}

declare void @llvm.nvvm.prefetch.tensormap.p0(ptr)

declare float @take(ptr byval(%struct.S) align 8)

; CHECK-LABEL: define internal float @accumulate(
; CHECK: %acc.copy = alloca %struct.S, align 8
; CHECK-NEXT: %acc.val = load %struct.S, ptr %acc, align 8
; CHECK-NEXT: store %struct.S %acc.val, ptr %acc.copy, align 8
; CHECK: call float @take(ptr byval(%struct.S) align 8 %acc.copy)
define internal float @accumulate(ptr byval(%struct.S) align 8 %acc, i32 %n) noinline {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %f = getelementptr inbounds i8, ptr %acc, i64 8
  store i32 %i, ptr %f, align 4
  %r = call float @take(ptr byval(%struct.S) align 8 %acc)
  %j = add i32 %i, 1
  %c = icmp slt i32 %j, %n
  br i1 %c, label %loop, label %done
done:
  ret float %r
}

; CHECK-LABEL: define internal float @forward_read(
; CHECK-NOT: alloca
; CHECK: ret float
define internal float @forward_read(ptr byval(%struct.S) align 8 %s, i1 %c) noinline {
entry:
  br i1 %c, label %pass, label %done
pass:
  %r = call float @take(ptr byval(%struct.S) align 8 %s)
  ret float %r
done:
  ret float 0.0
}

; CHECK-LABEL: define internal float @forward_entry(
; CHECK-NOT: alloca
; CHECK: ret float
define internal float @forward_entry(ptr byval(%struct.S) align 8 %s) noinline {
entry:
  %f = getelementptr inbounds i8, ptr %s, i64 8
  store i32 1, ptr %f, align 4
  %r = call float @take(ptr byval(%struct.S) align 8 %s)
  ret float %r
}

define ptx_kernel void @helpers(ptr %out, i1 %c) {
  %a = alloca %struct.S, align 8
  %x = call float @accumulate(ptr byval(%struct.S) align 8 %a, i32 4)
  %y = call float @forward_read(ptr byval(%struct.S) align 8 %a, i1 %c)
  %z = call float @forward_entry(ptr byval(%struct.S) align 8 %a)
  %xy = fadd float %x, %y
  %xyz = fadd float %xy, %z
  store float %xyz, ptr %out, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @passed(
; CHECK-NEXT: %s.copy = alloca %struct.S, align 8
; CHECK: %s.param = addrspacecast ptr %s to ptr addrspace(101)
; CHECK-NEXT: %s.val = load %struct.S, ptr addrspace(101) %s.param, align 8
; CHECK-NEXT: store %struct.S %s.val, ptr %s.copy, align 8
; CHECK: %[[L:[0-9]+]] = addrspacecast ptr %s.copy to ptr addrspace(5)
; CHECK: call float @get.local(ptr addrspace(5) %[[L]])
define ptx_kernel void @passed(ptr byval(%struct.S) align 8 %s, ptr %out) {
  %v = call float @get(ptr %s)
  store float %v, ptr %out, align 4
  ret void
}

; Written through: copied too (llc would copy it as well).
; CHECK-LABEL: define ptx_kernel void @written(
; CHECK-NEXT: %s.copy = alloca %struct.S
; CHECK: store i32 0, ptr
define ptx_kernel void @written(ptr byval(%struct.S) %s, ptr %out) {
  %n = getelementptr inbounds i8, ptr %s, i64 8
  store i32 0, ptr %n, align 4
  %v = call float @get(ptr %s)
  store float %v, ptr %out, align 4
  ret void
}

; Readonly and not captured, reaching only reads: copied.
; CHECK-LABEL: define ptx_kernel void @readonly_read(
; CHECK-NEXT: %s.copy = alloca %struct.S, align 8
define ptx_kernel void @readonly_read(ptr byval(%struct.S) align 8 readonly captures(none) %s, ptr %out) {
  %v = call float @get(ptr %s)
  store float %v, ptr %out, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @grid_constant(
; CHECK-NOT: alloca
; CHECK: ret void
define ptx_kernel void @grid_constant(ptr byval(%struct.S) align 8 "nvvm.grid_constant" %s, ptr %out) {
  %v = call float @get(ptr %s)
  store float %v, ptr %out, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @annotated(
; CHECK-NOT: alloca
; CHECK: ret void
define ptx_kernel void @annotated(ptr byval(%struct.S) align 8 %s, ptr %out) {
  %v = call float @get(ptr %s)
  store float %v, ptr %out, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @only_read(
; CHECK-NOT: alloca
; CHECK: ret void
define ptx_kernel void @only_read(ptr byval(%struct.S) align 8 %s, ptr %out) {
  %n = getelementptr inbounds i8, ptr %s, i64 8
  %i = load i32, ptr %n, align 4
  store i32 %i, ptr %out, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @tensormap(
; CHECK-NOT: alloca
; CHECK: ret void
define ptx_kernel void @tensormap(ptr byval(%struct.S) align 64 readonly captures(none) %tm) {
  call void @prefetch(ptr %tm)
  ret void
}

; CHECK-LABEL: define ptx_kernel void @recursive(
; CHECK-NOT: alloca
; CHECK: ret void
define ptx_kernel void @recursive(ptr byval(%struct.S) align 8 readonly captures(none) %s, ptr %out) {
  %v = call float @walk(ptr %s, i32 3)
  store float %v, ptr %out, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @annotated, !"grid_constant", !1}
!1 = !{i32 1}
