; OpenCL on SPIR: a program built from one module declares the OpenCL
; builtins (mangled _Z names) and __to_global: no warning. The helper
; the kernel calls becomes internal and gets the kernel's global space in
; place; the one nothing calls is deleted.
; RUN: memspace -whole-program -stats %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc

; STATS-NOT: warning
; STATS: 2 functions internalized (whole program)
; STATS: 1 unreferenced functions deleted (whole program)

; CHECK: define internal spir_func void @scale(ptr addrspace(1) %p, i64 %i)
; CHECK-NOT: @unused
; CHECK: define spir_kernel void @k(

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func ptr addrspace(1) @__to_global(ptr addrspace(4))

define spir_func void @scale(ptr addrspace(4) %p, i64 %i) noinline {
entry:
  %q = getelementptr float, ptr addrspace(4) %p, i64 %i
  %v = load float, ptr addrspace(4) %q, align 4
  %w = fmul float %v, 2.0
  store float %w, ptr addrspace(4) %q, align 4
  ret void
}

define spir_func void @unused(ptr addrspace(4) %p) noinline {
entry:
  store float 0.0, ptr addrspace(4) %p, align 4
  ret void
}

define spir_kernel void @k(ptr addrspace(1) %buf) {
entry:
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %g = addrspacecast ptr addrspace(1) %buf to ptr addrspace(4)
  call spir_func void @scale(ptr addrspace(4) %g, i64 %i)
  ret void
}
