; Class 8, pointers made from integers stored to memory (NVPTX): raw bits
; (an integer that is no pointer's image, here a shared pointer's bits
; rebuilt by @launder under branches) that travel beside a pointer's
; image stay raw. A pointer loaded over them stays generic:
;   @copied: an i64 read from a struct's integer field (the struct also
;   holds a global pointer, and contents are field-insensitive) and
;   stored into another slot;
;   @agg: a { ptr, i64 } value built by insertvalue and stored whole,
;   the pointer read from its integer field;
;   @vec: the same with a <2 x i64> built by insertelement;
;   @exported: an exported @launder2 and @put2 (the result of a call to
;   an exported function) storing into the kernel's slot.
; Each was lowered as global (found by TestRandomPrograms with laundered
; pointers, seed 95125 for the last; the others by hand beside it): a
; value carrying an image counted as the image alone.
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

define i64 @launder2(i64 %x) #0 {
entry:
  %y = call i64 @launder(i64 %x)
  ret i64 %y
}

define void @put2(ptr %slot, ptr %v) #0 {
entry:
  %x = ptrtoint ptr %v to i64
  %y = call i64 @launder2(i64 %x)
  store i64 %y, ptr %slot, align 8
  ret void
}

; CHECK-LABEL: define ptx_kernel void @copied(
; CHECK: %p = load ptr, ptr addrspace(5)
; CHECK-NOT: addrspacecast ptr %p to
; CHECK: store i32 %t, ptr %a, align 4
define ptx_kernel void @copied(ptr %out) {
entry:
  %s = alloca { ptr, i64 }, align 8
  %dst = alloca i64, align 8
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %e = and i32 %t, 63
  %x = ptrtoint ptr addrspacecast (ptr addrspace(3) @sA to ptr) to i64
  %y = call i64 @launder(i64 %x)
  store ptr %out, ptr %s, align 8
  %f = getelementptr inbounds i8, ptr %s, i64 8
  store i64 %y, ptr %f, align 8
  %v = load i64, ptr %f, align 8
  store i64 %v, ptr %dst, align 8
  %p = load ptr, ptr %dst, align 8
  %a = getelementptr inbounds i32, ptr %p, i32 %e
  store i32 %t, ptr %a, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @agg(
; CHECK: %p = load ptr, ptr addrspace(5)
; CHECK-NOT: addrspacecast ptr %p to
; CHECK: store i32 %t, ptr %a, align 4
define ptx_kernel void @agg(ptr %out) {
entry:
  %s = alloca { ptr, i64 }, align 8
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %e = and i32 %t, 63
  %x = ptrtoint ptr addrspacecast (ptr addrspace(3) @sA to ptr) to i64
  %y = call i64 @launder(i64 %x)
  %a0 = insertvalue { ptr, i64 } undef, ptr %out, 0
  %a1 = insertvalue { ptr, i64 } %a0, i64 %y, 1
  store { ptr, i64 } %a1, ptr %s, align 8
  %f = getelementptr inbounds i8, ptr %s, i64 8
  %p = load ptr, ptr %f, align 8
  %a = getelementptr inbounds i32, ptr %p, i32 %e
  store i32 %t, ptr %a, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @vec(
; CHECK: %p = load ptr, ptr addrspace(5)
; CHECK-NOT: addrspacecast ptr %p to
; CHECK: store i32 %t, ptr %a, align 4
define ptx_kernel void @vec(ptr %out) {
entry:
  %s = alloca <2 x i64>, align 16
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %e = and i32 %t, 63
  %x = ptrtoint ptr addrspacecast (ptr addrspace(3) @sA to ptr) to i64
  %y = call i64 @launder(i64 %x)
  %o = ptrtoint ptr %out to i64
  %v0 = insertelement <2 x i64> undef, i64 %o, i32 0
  %v1 = insertelement <2 x i64> %v0, i64 %y, i32 1
  store <2 x i64> %v1, ptr %s, align 16
  %f = getelementptr inbounds i8, ptr %s, i64 8
  %p = load ptr, ptr %f, align 8
  %a = getelementptr inbounds i32, ptr %p, i32 %e
  store i32 %t, ptr %a, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @exported(
; CHECK: %p = load ptr, ptr addrspace(5)
; CHECK-NOT: addrspacecast ptr %p to
; CHECK: store i32 %t, ptr %a, align 4
define ptx_kernel void @exported(ptr %out) {
entry:
  %slot = alloca ptr, align 8
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %e = and i32 %t, 63
  store ptr %out, ptr %slot, align 8
  call void @put2(ptr %slot, ptr addrspacecast (ptr addrspace(3) @sA to ptr))
  %p = load ptr, ptr %slot, align 8
  %a = getelementptr inbounds i32, ptr %p, i32 %e
  store i32 %t, ptr %a, align 4
  ret void
}

attributes #0 = { noinline nounwind }
