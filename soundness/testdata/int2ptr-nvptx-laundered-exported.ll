; Class 8, pointers made from integers stored to memory (NVPTX): an
; exported helper (unknown callers) stores through the pointer it is given
; an integer that holds a shared pointer's bits but is no pointer's image
; (@launder rebuilds it bit by bit under branches). The kernel passed the
; address of its slot, so the slot now holds a shared address: the
; pointer the kernel loads back is made from an integer and stays
; generic, and isspacep.shared on it does not fold. The same when the
; helper copies the bits from its own slot with memcpy. Under
; -passes=memspace-opt the pointer was lowered as global, the slot's
; first content: raw bits written through a pointer to unknown memory
; were dropped (found while adding laundered pointers to
; internal/randprog).
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sA = internal addrspace(3) global [64 x i32] undef, align 4

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i1 @llvm.nvvm.isspacep.shared(ptr)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define internal i64 @launder(i64 %x) #0 {
entry:
  br label %bit
bit:
  %i = phi i64 [ 0, %entry ], [ %i2, %next ]
  %y = phi i64 [ 0, %entry ], [ %y2, %next ]
  %m = shl i64 1, %i
  %b = and i64 %x, %m
  %set = icmp ne i64 %b, 0
  br i1 %set, label %one, label %next
one:
  %y1 = or i64 %y, %m
  br label %next
next:
  %y2 = phi i64 [ %y1, %one ], [ %y, %bit ]
  %i2 = add i64 %i, 1
  %more = icmp ult i64 %i2, 64
  br i1 %more, label %bit, label %done
done:
  ret i64 %y2
}

define void @put(ptr %slot, ptr %v) #0 {
entry:
  %x = ptrtoint ptr %v to i64
  %y = call i64 @launder(i64 %x)
  store i64 %y, ptr %slot, align 8
  ret void
}

define void @copy(ptr %slot, ptr %v) #0 {
entry:
  %tmp = alloca i64, align 8
  %x = ptrtoint ptr %v to i64
  %y = call i64 @launder(i64 %x)
  store i64 %y, ptr %tmp, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr %slot, ptr %tmp, i64 8, i1 false)
  ret void
}

; CHECK-LABEL: define ptx_kernel void @stored(
; CHECK: %p = load ptr, ptr addrspace(5)
; CHECK-NOT: addrspacecast ptr %p to
; CHECK: store i32 %t, ptr %a, align 4
; CHECK: %s = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
define ptx_kernel void @stored(ptr %out) {
entry:
  %slot = alloca ptr, align 8
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %e = and i32 %t, 63
  store ptr %out, ptr %slot, align 8
  call void @put(ptr %slot, ptr addrspacecast (ptr addrspace(3) @sA to ptr))
  %p = load ptr, ptr %slot, align 8
  %a = getelementptr inbounds i32, ptr %p, i32 %e
  store i32 %t, ptr %a, align 4
  %v = load i32, ptr %a, align 4
  %s = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
  %sz = zext i1 %s to i32
  %r = add i32 %v, %sz
  %o = getelementptr inbounds i32, ptr %out, i32 %t
  store i32 %r, ptr %o, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @copied(
; CHECK: %p = load ptr, ptr addrspace(5)
; CHECK-NOT: addrspacecast ptr %p to
; CHECK: store i32 %t, ptr %a, align 4
define ptx_kernel void @copied(ptr %out) {
entry:
  %slot = alloca ptr, align 8
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %e = and i32 %t, 63
  store ptr %out, ptr %slot, align 8
  call void @copy(ptr %slot, ptr addrspacecast (ptr addrspace(3) @sA to ptr))
  %p = load ptr, ptr %slot, align 8
  %a = getelementptr inbounds i32, ptr %p, i32 %e
  store i32 %t, ptr %a, align 4
  %v = load i32, ptr %a, align 4
  %o = getelementptr inbounds i32, ptr %out, i32 %t
  store i32 %v, ptr %o, align 4
  ret void
}

attributes #0 = { noinline nounwind }
