; Class 8, pointers made from integers stored to memory (NVPTX): an
; internal helper @put stores its i64 parameter into the caller's slot;
; one call passes a global pointer's image, the other raw bits (a shared
; address @launder rebuilt bit by bit). The parameter holds either, so the
; pointer loaded back from the slot stays generic. It was lowered as
; global (adversarial review, 2026-11-25): raw bits are a property of a
; value without a cell, and the parameter's cell took the image alone.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [16 x i32] zeroinitializer, align 4
define internal i64 @launder(i64 %x) noinline {
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
define internal void @put(ptr %slot, i64 %v) noinline {
  store i64 %v, ptr %slot, align 8
  ret void
}
; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %p = load ptr, ptr addrspace(5)
; CHECK-NEXT: store i32 1, ptr %p, align 4
define ptx_kernel void @k(ptr %out) {
  %slot = alloca i64, align 8
  %x = ptrtoint ptr addrspacecast (ptr addrspace(3) @s to ptr) to i64
  %l = call i64 @launder(i64 %x)
  %g = ptrtoint ptr %out to i64
  call void @put(ptr %slot, i64 %g)
  call void @put(ptr %slot, i64 %l)
  %p = load ptr, ptr %slot, align 8
  store i32 1, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr %out, align 4
  ret void
}
