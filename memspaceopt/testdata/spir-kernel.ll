; SPIR: the generic space is 4. A generic kernel parameter is global, a
; generic pointer cast from local memory is local, an alloca is private.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "spir64-unknown-unknown"

@lds = internal addrspace(3) global [64 x i32] zeroinitializer

; CHECK-LABEL: define spir_kernel void @k(ptr addrspace(4) %p, i64 %i)
; CHECK: %p.global = addrspacecast ptr addrspace(4) %p to ptr addrspace(1)
; CHECK: %g = getelementptr inbounds i32, ptr addrspace(1) %p.global, i64 %i
; CHECK: store i32 1, ptr addrspace(1) %g
; CHECK: %l = getelementptr inbounds i32, ptr addrspace(3) @lds, i64 %i
; CHECK: store i32 2, ptr addrspace(3) %l
; CHECK: store i32 3, ptr %priv
define spir_kernel void @k(ptr addrspace(4) %p, i64 %i) {
entry:
  %priv = alloca i32, align 4
  %g = getelementptr inbounds i32, ptr addrspace(4) %p, i64 %i
  store i32 1, ptr addrspace(4) %g
  %l = getelementptr inbounds i32, ptr addrspace(4) addrspacecast (ptr addrspace(3) @lds to ptr addrspace(4)), i64 %i
  store i32 2, ptr addrspace(4) %l
  %pg = addrspacecast ptr %priv to ptr addrspace(4)
  store i32 3, ptr addrspace(4) %pg
  ret void
}
