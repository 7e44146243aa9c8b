; Class 8, pointers made from integers stored to memory (NVPTX):
; arithmetic that mixes a pointer's image with raw bits may give the raw
; bits alone, so the result carries raw bits and a pointer loaded over it
; stays generic. @launder rebuilds a shared address bit by bit (raw bits
; no data flow connects to the pointer); each kernel then hides them
; behind the image of the global pointer %out:
;   @or_zero: (%g & 0) | %l stored to a slot;
;   @add_sub: %g + (%l - %g) stored to a slot;
;   @rmw: atomicrmw and 0, then atomicrmw or %l on a slot holding %g.
; All three were lowered as global (adversarial review, 2026-11-25):
; arithmetic on an image counted as the image alone, whatever its other
; operand. A constant operand (p + 16, p & -16) still keeps the image
; precise (@align, the control).
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [16 x i32] zeroinitializer, align 4
@slot = internal addrspace(3) global i64 0, align 8

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

; CHECK-LABEL: define ptx_kernel void @or_zero(
; CHECK: %p = load ptr, ptr addrspace(5)
; CHECK-NEXT: store i32 1, ptr %p, align 4
define ptx_kernel void @or_zero(ptr %out) {
  %slot = alloca i64, align 8
  %x = ptrtoint ptr addrspacecast (ptr addrspace(3) @s to ptr) to i64
  %l = call i64 @launder(i64 %x)
  %g = ptrtoint ptr %out to i64
  %z = and i64 %g, 0
  %w = or i64 %z, %l
  store i64 %w, ptr %slot, align 8
  %p = load ptr, ptr %slot, align 8
  store i32 1, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr %out, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @add_sub(
; CHECK: %p = load ptr, ptr addrspace(5)
; CHECK-NEXT: store i32 1, ptr %p, align 4
define ptx_kernel void @add_sub(ptr %out) {
  %slot = alloca i64, align 8
  %x = ptrtoint ptr addrspacecast (ptr addrspace(3) @s to ptr) to i64
  %l = call i64 @launder(i64 %x)
  %g = ptrtoint ptr %out to i64
  %d = sub i64 %l, %g
  %w = add i64 %g, %d
  store i64 %w, ptr %slot, align 8
  %p = load ptr, ptr %slot, align 8
  store i32 1, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr %out, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @rmw(
; CHECK: %p = load ptr, ptr addrspace(3) @slot
; CHECK-NEXT: store i32 1, ptr %p, align 4
define ptx_kernel void @rmw(ptr %out) {
  %g = ptrtoint ptr %out to i64
  store i64 %g, ptr addrspace(3) @slot, align 8
  %x = ptrtoint ptr addrspacecast (ptr addrspace(3) @s to ptr) to i64
  %l = call i64 @launder(i64 %x)
  %old = atomicrmw and ptr addrspace(3) @slot, i64 0 seq_cst
  %old2 = atomicrmw or ptr addrspace(3) @slot, i64 %l seq_cst
  %p = load ptr, ptr addrspace(3) @slot, align 8
  store i32 1, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr %out, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @align(
; CHECK: %p = load ptr addrspace(1), ptr addrspace(5)
; CHECK-NEXT: store i32 1, ptr addrspace(1) %p, align 4
define ptx_kernel void @align(ptr %out) {
  %slot = alloca i64, align 8
  %g = ptrtoint ptr %out to i64
  %a = add i64 %g, 15
  %w = and i64 %a, -16
  store i64 %w, ptr %slot, align 8
  %p = load ptr, ptr %slot, align 8
  store i32 1, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr %out, align 4
  ret void
}
