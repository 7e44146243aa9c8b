; Class 8, pointers made from integers stored to memory (NVPTX): a load
; of a pointer whose bytes an integer wrote (raw bits, no pointer's image)
; reads a pointer made from that integer, as inttoptr of it would be: it
; may point anywhere and stays generic, and isspacep on it does not fold.
; An integer beside the pointer (a struct's other field) does not spoil
; it: raw bits are kept by byte range (addrspace/raw.go). Found by running
; Intel's GAS tests through memspace (an i64 stored to a private slot and
; reloaded as a generic pointer was lowered as global).
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i1 @llvm.nvvm.isspacep.global(ptr)

; The slot only ever holds an integer.
; CHECK-LABEL: define ptx_kernel void @raw_slot(
; CHECK: %p = load ptr, ptr addrspace(5) %{{.*}}, align 8
; CHECK-NOT: addrspacecast ptr %p to
; CHECK: %v = load i32, ptr %p, align 4
; CHECK: %g = call i1 @llvm.nvvm.isspacep.global(ptr %p)
define ptx_kernel void @raw_slot(ptr %out) {
entry:
  %slot = alloca i64, align 8
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w = zext i32 %t to i64
  %a = or i64 %w, 4611686018427387904
  store i64 %a, ptr %slot, align 8
  %p = load ptr, ptr %slot, align 8
  %v = load i32, ptr %p, align 4
  %g = call i1 @llvm.nvvm.isspacep.global(ptr %p)
  %gz = zext i1 %g to i32
  %r = add i32 %v, %gz
  store i32 %r, ptr %out, align 4
  ret void
}

; An integer overwrites the upper half of a slot that held a local
; pointer: the pointer read back is made from an integer.
; CHECK-LABEL: define ptx_kernel void @upper_half(
; CHECK: %p = load ptr, ptr addrspace(5) %{{.*}}, align 8
; CHECK-NOT: addrspacecast ptr %p to
; CHECK: %v = load float, ptr %p, align 4
define ptx_kernel void @upper_half(ptr %out, i32 %i) {
entry:
  %buf = alloca [8 x float], align 4
  %slot = alloca ptr, align 8
  store float 1.0, ptr %buf, align 4
  store ptr %buf, ptr %slot, align 8
  %hi = getelementptr inbounds i8, ptr %slot, i64 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %t, ptr %hi, align 4
  %p = load ptr, ptr %slot, align 8
  %v = load float, ptr %p, align 4
  store float %v, ptr %out, align 4
  ret void
}

; struct Span { float *data; int n; }: n beside data leaves data local.
; CHECK-LABEL: define ptx_kernel void @field_beside(
; CHECK: load float, ptr addrspace(5)
define ptx_kernel void @field_beside(ptr %out, i32 %i) {
entry:
  %buf = alloca [8 x float], align 4
  %span = alloca { ptr, i32 }, align 8
  store float 2.0, ptr %buf, align 4
  store ptr %buf, ptr %span, align 8
  %nf = getelementptr inbounds i8, ptr %span, i64 8
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %t, ptr %nf, align 8
  %d = load ptr, ptr %span, align 8
  %v = load float, ptr %d, align 4
  store float %v, ptr %out, align 4
  ret void
}
