; OpenCL for AMDGPU: clang names OpenCL builtins with mangled names
; (overloadable) and the ROCm device library provides them, while OpenCL C
; functions of the program have C names. With the OpenCL version metadata
; a mangled declaration is a builtin: no warning. The helper becomes
; internal and takes the kernel's global space in place.
; RUN: memspace -whole-program -stats %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc

; STATS-NOT: warning
; STATS: 1 functions internalized (whole program)

; CHECK: define internal void @scale(ptr addrspace(1) %p, i64 %i)
; CHECK: define amdgpu_kernel void @k(

target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

declare hidden i64 @_Z13get_global_idj(i32)
declare hidden void @_Z7barrierj(i32)

define void @scale(ptr %p, i64 %i) noinline {
entry:
  %q = getelementptr float, ptr %p, i64 %i
  %v = load float, ptr %q, align 4
  %w = fmul float %v, 2.0
  store float %w, ptr %q, align 4
  ret void
}

define amdgpu_kernel void @k(ptr addrspace(1) %buf) {
entry:
  %i = call i64 @_Z13get_global_idj(i32 0)
  %g = addrspacecast ptr addrspace(1) %buf to ptr
  call void @scale(ptr %g, i64 %i)
  call void @_Z7barrierj(i32 1)
  ret void
}

!opencl.ocl.version = !{!0}
!0 = !{i32 2, i32 0}
