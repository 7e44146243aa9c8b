; A module that declares device functions or variables it does not define
; was compiled separately (-fgpu-rdc): -whole-program warns, naming them.
; Runtime functions (vprintf, malloc), libdevice (__nv_*), intrinsics and
; extern __shared__ arrays (dynamic shared memory) do not count. Without
; the flag there is no warning.
; RUN: memspace -whole-program %s -o %t.ll 2>&1 | FileCheck %s
; RUN: llvm-as %t.ll -o %t.bc
; RUN: memspace %s -o %t.off.ll 2>&1 | FileCheck %s --check-prefix=OFF --allow-empty

; CHECK: warning: -whole-program: the module declares but does not define @_Z6remotePf, @ext_table; if another module provides these (separate compilation, -fgpu-rdc), the module is not the whole program and -whole-program is not valid
; CHECK-NOT: vprintf
; OFF-NOT: warning

target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@dyn = external addrspace(3) global [0 x float], align 4
@ext_table = external addrspace(1) global [16 x i32], align 4

declare i32 @vprintf(ptr, ptr)
declare float @__nv_sinf(float)
declare void @_Z6remotePf(ptr)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @k(ptr %x) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v = load float, ptr %x, align 4
  %s = call float @__nv_sinf(float %v)
  %d = getelementptr float, ptr addrspace(3) @dyn, i32 %t
  store float %s, ptr addrspace(3) %d, align 4
  %e = getelementptr i32, ptr addrspace(1) @ext_table, i32 %t
  %w = load i32, ptr addrspace(1) %e, align 4
  call void @_Z6remotePf(ptr %x)
  %r = call i32 @vprintf(ptr null, ptr null)
  ret void
}
