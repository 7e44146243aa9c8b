; Class 4, false errors and dead code (AMDGPU): @bump increments with a
; plain load/store when llvm.amdgcn.is.private says its flat pointer is
; private (scratch) and with an atomic otherwise. Called with a private
; stack slot and a global pointer; in a clone for the private argument the
; atomic is dead and must be pruned. No error diagnostic, exit status 0,
; and no atomic on addrspace(5) left behind.
; RUN: memspace %s -o - | FileCheck %s --implicit-check-not='atomicrmw add ptr addrspace(5)'
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s --implicit-check-not='atomicrmw add ptr addrspace(5)'
; RUN: memspace %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIAG --allow-empty
; RUN: memspace -passes=memspace-opt %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIAG --allow-empty
; DIAG-NOT: Cannot do atomic on local memory
; DIAG-NOT: error:

target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

declare i1 @llvm.amdgcn.is.private(ptr)

define internal void @bump(ptr %p) {
entry:
  %l = call i1 @llvm.amdgcn.is.private(ptr %p)
  br i1 %l, label %plain, label %atomic

plain:
  %v = load i32, ptr %p, align 4
  %v1 = add i32 %v, 1
  store i32 %v1, ptr %p, align 4
  br label %done

atomic:
  %o = atomicrmw add ptr %p, i32 1 syncscope("agent") seq_cst, align 4
  br label %done

done:
  ret void
}

; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK: ret void
define amdgpu_kernel void @k(ptr %g) {
entry:
  %a = alloca i32, align 4, addrspace(5)
  store i32 0, ptr addrspace(5) %a, align 4
  %af = addrspacecast ptr addrspace(5) %a to ptr
  call void @bump(ptr %af)
  call void @bump(ptr %g)
  %v = load i32, ptr addrspace(5) %a, align 4
  store i32 %v, ptr %g, align 4
  ret void
}
