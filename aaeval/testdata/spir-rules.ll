; SPIR has no LLVM alias analysis to follow; ours: generic may alias
; everything, constant may alias global, other spaces do not alias, and
; constant memory is never written.
; RUN: memspace -passes=aa-eval -aa-pipeline=memspace-aa -print-all-alias-modref-info %s -disable-output 2>&1 | FileCheck %s
target triple = "spir64-unknown-unknown"

declare void @ext()

define spir_kernel void @f(ptr addrspace(1) %g, ptr addrspace(2) %c, ptr addrspace(3) %l, ptr addrspace(4) %gen) {
  %p = alloca i32
  %a = load i32, ptr addrspace(1) %g
  %b = load i32, ptr addrspace(2) %c
  %d = load i32, ptr addrspace(3) %l
  %e = load i32, ptr addrspace(4) %gen
  store i32 %a, ptr %p
  %lg = addrspacecast ptr addrspace(3) %l to ptr addrspace(4)
  %h = load i32, ptr addrspace(4) %lg
  call void @ext()
  ret void
}

; CHECK-LABEL: Function: f: 6 pointers, 1 call sites
; CHECK-NEXT: MayAlias:	i32 addrspace(2)* %c, i32 addrspace(1)* %g
; CHECK-NEXT: NoAlias:	i32 addrspace(1)* %g, i32 addrspace(3)* %l
; CHECK-NEXT: NoAlias:	i32 addrspace(2)* %c, i32 addrspace(3)* %l
; CHECK-NEXT: MayAlias:	i32 addrspace(1)* %g, i32 addrspace(4)* %gen
; CHECK-NEXT: MayAlias:	i32 addrspace(2)* %c, i32 addrspace(4)* %gen
; CHECK-NEXT: MayAlias:	i32 addrspace(4)* %gen, i32 addrspace(3)* %l
; CHECK-NEXT: NoAlias:	i32 addrspace(1)* %g, i32* %p
; CHECK-NEXT: NoAlias:	i32 addrspace(2)* %c, i32* %p
; CHECK-NEXT: NoAlias:	i32 addrspace(3)* %l, i32* %p
; CHECK-NEXT: MayAlias:	i32 addrspace(4)* %gen, i32* %p
; CHECK-NEXT: NoAlias:	i32 addrspace(1)* %g, i32 addrspace(4)* %lg
; CHECK-NEXT: NoAlias:	i32 addrspace(2)* %c, i32 addrspace(4)* %lg
; CHECK-NEXT: MayAlias:	i32 addrspace(3)* %l, i32 addrspace(4)* %lg
; CHECK-NEXT: MayAlias:	i32 addrspace(4)* %gen, i32 addrspace(4)* %lg
; CHECK-NEXT: NoAlias:	i32 addrspace(4)* %lg, i32* %p
; CHECK-NEXT: Both ModRef:  Ptr: i32* %g	<->  call void @ext()
; CHECK-NEXT: NoModRef:  Ptr: i32* %c	<->  call void @ext()
