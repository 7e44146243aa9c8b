; Class 8, inttoptr(ptrtoint p) across spaces (NVPTX): with 64-bit shared
; and local pointers the integer is as wide as both pointers, but a shared
; or local address is an offset into its window, not a generic address:
; read as a generic pointer it points elsewhere (cvta would add the
; window's base). So %ps and %pl stay generic, and isspacep.shared /
; isspacep.local on them must not fold to true. A global address is its
; own generic address: that round trip may keep global (control).
; (Found running memspace over LLVM's own address-space tests: the shared
; offset was taken for a shared pointer.)
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@ring = internal addrspace(3) global [16 x i32] undef

declare i1 @llvm.nvvm.isspacep.shared(ptr)
declare i1 @llvm.nvvm.isspacep.local(ptr)
declare i1 @llvm.nvvm.isspacep.global(ptr)

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %ps = inttoptr i64 %ns to ptr
; CHECK: call i1 @llvm.nvvm.isspacep.shared(ptr %ps)
; CHECK: %pl = inttoptr i64 %nl to ptr
; CHECK: call i1 @llvm.nvvm.isspacep.local(ptr %pl)
; CHECK-NOT: isspacep.global
; CHECK: ret void
define ptx_kernel void @k(ptr %out, i64 %i) {
entry:
  %cell = alloca [4 x i32], align 4
  %s = getelementptr inbounds i32, ptr addrspace(3) @ring, i64 %i
  %ns = ptrtoint ptr addrspace(3) %s to i64
  %ps = inttoptr i64 %ns to ptr
  %is = call i1 @llvm.nvvm.isspacep.shared(ptr %ps)
  %cl = addrspacecast ptr %cell to ptr addrspace(5)
  %nl = ptrtoint ptr addrspace(5) %cl to i64
  %pl = inttoptr i64 %nl to ptr
  %il = call i1 @llvm.nvvm.isspacep.local(ptr %pl)
  %outg = addrspacecast ptr %out to ptr addrspace(1)
  %ng = ptrtoint ptr addrspace(1) %outg to i64
  %pg = inttoptr i64 %ng to ptr
  %ig = call i1 @llvm.nvvm.isspacep.global(ptr %pg)
  %a = zext i1 %is to i32
  %b = zext i1 %il to i32
  %c = zext i1 %ig to i32
  %ab = add i32 %a, %b
  %abc = add i32 %ab, %c
  store i32 %abc, ptr %out, align 4
  ret void
}
