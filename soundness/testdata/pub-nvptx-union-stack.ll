; Class 1, pointers published as data (NVPTX): a union on the stack; its
; double field is written with a shared address's bits, its pointer field
; read. The stack slot never holds a global pointer, so the loaded pointer
; must not become global: shared (the image is exact) or generic are both
; sound, and isspacep.global on it must not fold to true.
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%union.U = type { double }

@tile = internal addrspace(3) global [32 x i32] undef

declare i1 @llvm.nvvm.isspacep.global(ptr)

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK-NOT: load ptr addrspace(1)
; CHECK: store i32 1, ptr {{(addrspace\(3\) )?}}%p
; CHECK-NOT: zext i1 true
; CHECK: ret void
define ptx_kernel void @k(ptr %out, i64 %i) {
entry:
  %u = alloca %union.U, align 8
  %s = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %i
  %n = ptrtoint ptr %s to i64
  %d = bitcast i64 %n to double
  store double %d, ptr %u, align 8
  %p = load ptr, ptr %u, align 8
  store i32 1, ptr %p, align 4
  %ig = call i1 @llvm.nvvm.isspacep.global(ptr %p)
  %z = zext i1 %ig to i32
  store i32 %z, ptr %out, align 4
  ret void
}
