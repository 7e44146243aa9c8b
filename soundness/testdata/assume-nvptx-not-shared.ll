; Class 11, facts the program states (NVPTX): %m is the kernel's global
; pointer or a shared tile (a select), so its set is {global, shared}; the
; kernel assumes "not isspacep.shared(%m)" (an xor with true). Negation
; removes shared from the set, leaving global: the access becomes
; addrspace(1).
; llvm.assume of a space test narrows the pointer's set (spec §2: a false
; assume is undefined behaviour).
; RUN: memspace %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x i32] undef

declare i1 @llvm.nvvm.isspacep.shared(ptr)
declare void @llvm.assume(i1)

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: store i32 1, ptr addrspace(1) %
define ptx_kernel void @k(ptr %g, i1 %c) {
entry:
  %m = select i1 %c, ptr %g, ptr addrspacecast (ptr addrspace(3) @tile to ptr)
  %s = call i1 @llvm.nvvm.isspacep.shared(ptr %m)
  %ns = xor i1 %s, true
  call void @llvm.assume(i1 %ns)
  store i32 1, ptr %m, align 4
  ret void
}
