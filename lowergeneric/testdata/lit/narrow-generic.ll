; The tag lives in bits 61-63 of a 64-bit generic pointer. A data layout
; that makes pointers 32 bits wide (here every space, through the default
; "p:32" entry) would have inttoptr cut the tag off and send every local
; pointer to the global block, even under a spir64 triple: the pass
; refuses, with no output. A layout that narrows only local pointers
; keeps 64-bit generic ones and lowers as usual (Inputs/narrow-local.ll,
; the same kernel with "p3:32").
; RUN: not memspace -passes=lower-generic %s -o %t.ll 2>&1 | FileCheck %s
; CHECK: error: pass 'lower-generic': needs 64-bit pointers
; RUN: memspace -passes=lower-generic %S/Inputs/narrow-local.ll | FileCheck %s --check-prefix=P3
; P3: %[[T:.*]] = lshr i64 %{{.*}}, 61
; P3-NEXT: switch i64 %[[T]], label %lg.global [
; P3-NEXT: i64 2, label %lg.local

target datalayout = "e-p:32:32:32-i64:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %g, ptr addrspace(3) %l, i1 %c) {
  %gg = addrspacecast ptr addrspace(1) %g to ptr addrspace(4)
  %gl = addrspacecast ptr addrspace(3) %l to ptr addrspace(4)
  %p = select i1 %c, ptr addrspace(4) %gg, ptr addrspace(4) %gl
  store i32 1, ptr addrspace(4) %p, align 4
  ret void
}
