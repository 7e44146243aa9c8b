; Class 8, window offsets through copies (NVPTX): a struct whose field is a
; shared pointer stored with its own type, copied by memcpy or passed by
; value, and the field read back as a generic pointer: the bits are the
; offset into the shared window, so isspacep.shared on them is false and
; must not fold to true, in the copy and in the callee's byval copy.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

; CHECK-LABEL: define internal i32 @h(
; CHECK: call i1 @llvm.nvvm.isspacep.shared(ptr %g)
; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: call i1 @llvm.nvvm.isspacep.shared(ptr %g)
; CHECK: ret void

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%S = type { i32, ptr addrspace(3) }
@ring = internal addrspace(3) global [16 x i32] undef

declare i1 @llvm.nvvm.isspacep.shared(ptr)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define internal i32 @h(ptr byval(%S) align 8 %s) noinline {
  %f = getelementptr inbounds %S, ptr %s, i32 0, i32 1
  %g = load ptr, ptr %f, align 8
  %t = call i1 @llvm.nvvm.isspacep.shared(ptr %g)
  %r = zext i1 %t to i32
  ret i32 %r
}

define ptx_kernel void @k(ptr %out, i64 %i) {
entry:
  %a = alloca %S, align 8
  %b = alloca %S, align 8
  %s = getelementptr inbounds i32, ptr addrspace(3) @ring, i64 %i
  store i32 1, ptr %a, align 8
  %af = getelementptr inbounds %S, ptr %a, i32 0, i32 1
  store ptr addrspace(3) %s, ptr %af, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 16, i1 false)
  %bf = getelementptr inbounds %S, ptr %b, i32 0, i32 1
  %g = load ptr, ptr %bf, align 8
  %t = call i1 @llvm.nvvm.isspacep.shared(ptr %g)
  %r1 = zext i1 %t to i32
  %r2 = call i32 @h(ptr byval(%S) align 8 %a)
  %r = add i32 %r1, %r2
  store i32 %r, ptr %out, align 4
  ret void
}
