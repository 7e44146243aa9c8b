; Class 8, window offsets through memory (NVPTX): a shared or local pointer
; stored with its own type, or as the integer of its ptrtoint, and read
; back as a generic pointer gives the offset into its window, not a
; generic address (cvta would add the window's base). So %gs, %gl and %gi
; stay generic and isspacep.shared / isspacep.local on them must not fold
; to true. A read with the stored pointer's own type reads the offset as
; what it is (%back stays shared, control), and a global pointer is its
; own generic address (%gg may keep global, control).
; (The memory form of int2ptr-nvptx-window-offset.ll.)
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@ring = internal addrspace(3) global [16 x i32] undef

declare i1 @llvm.nvvm.isspacep.shared(ptr)
declare i1 @llvm.nvvm.isspacep.local(ptr)
declare i1 @llvm.nvvm.isspacep.global(ptr)

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %gs = load ptr, ptr
; CHECK: call i1 @llvm.nvvm.isspacep.shared(ptr %gs)
; CHECK: %gl = load ptr, ptr
; CHECK: call i1 @llvm.nvvm.isspacep.local(ptr %gl)
; CHECK: %gi = load ptr, ptr
; CHECK: call i1 @llvm.nvvm.isspacep.shared(ptr %gi)
; CHECK-NOT: isspacep.global
; CHECK: ret void
define ptx_kernel void @k(ptr %out, i64 %i) {
entry:
  %slot = alloca ptr addrspace(3), align 8
  %slot2 = alloca ptr addrspace(5), align 8
  %slot3 = alloca i64, align 8
  %slot4 = alloca ptr addrspace(1), align 8
  %cell = alloca [4 x i32], align 4
  %s = getelementptr inbounds i32, ptr addrspace(3) @ring, i64 %i
  store i32 7, ptr addrspace(3) %s, align 4
  store ptr addrspace(3) %s, ptr %slot, align 8
  %gs = load ptr, ptr %slot, align 8
  %is = call i1 @llvm.nvvm.isspacep.shared(ptr %gs)
  %back = load ptr addrspace(3), ptr %slot, align 8
  %v = load i32, ptr addrspace(3) %back, align 4
  %cl = addrspacecast ptr %cell to ptr addrspace(5)
  store ptr addrspace(5) %cl, ptr %slot2, align 8
  %gl = load ptr, ptr %slot2, align 8
  %il = call i1 @llvm.nvvm.isspacep.local(ptr %gl)
  %ns = ptrtoint ptr addrspace(3) %s to i64
  store i64 %ns, ptr %slot3, align 8
  %gi = load ptr, ptr %slot3, align 8
  %ii = call i1 @llvm.nvvm.isspacep.shared(ptr %gi)
  %outg = addrspacecast ptr %out to ptr addrspace(1)
  store ptr addrspace(1) %outg, ptr %slot4, align 8
  %gg = load ptr, ptr %slot4, align 8
  %ig = call i1 @llvm.nvvm.isspacep.global(ptr %gg)
  %a = zext i1 %is to i32
  %b = zext i1 %il to i32
  %c = zext i1 %ii to i32
  %d = zext i1 %ig to i32
  %ab = add i32 %a, %b
  %abc = add i32 %ab, %c
  %abcd = add i32 %abc, %d
  %r = add i32 %abcd, %v
  store i32 %r, ptr %out, align 4
  ret void
}
