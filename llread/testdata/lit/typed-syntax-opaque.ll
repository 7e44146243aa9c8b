; An opaque-pointer module may still spell pointer types the old way, as
; Intel's compiler writes its IR: LLVM 22 reads every "T*" as ptr, pointers
; to pointers ("float addrspace(4)**") and function pointers ("void
; (i32*)*") included, while the ptr keyword itself still takes no '*'
; (llread's errors_test.go, "ptr_star").
; RUN: memspace -passes= %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc

; CHECK-LABEL: define ptr addrspace(1) @cast(ptr addrspace(4) %p, ptr %fp)
; CHECK-NEXT: %slot = alloca ptr addrspace(4), align 8
; CHECK-NEXT: %slots = alloca ptr, align 8
; CHECK-NEXT: store ptr addrspace(4) %p, ptr %slot, align 8
; CHECK-NEXT: store ptr %slot, ptr %slots, align 8
; CHECK-NEXT: call void %fp(ptr null)
; CHECK-NEXT: %g = addrspacecast ptr addrspace(4) %p to ptr addrspace(1)
define i8 addrspace(1)* @cast(float addrspace(4)* %p, void (i32*)* %fp) {
  %slot = alloca float addrspace(4)*, align 8
  %slots = alloca float addrspace(4)**, align 8
  store float addrspace(4)* %p, float addrspace(4)** %slot, align 8
  store float addrspace(4)** %slot, ptr %slots, align 8
  call void %fp(i32* null)
  %g = addrspacecast float addrspace(4)* %p to i8 addrspace(1)*
  ret i8 addrspace(1)* %g
}
