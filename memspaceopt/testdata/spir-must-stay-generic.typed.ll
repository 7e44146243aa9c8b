; SPIR, typed pointers (LLVM 14 style): pointers the pass cannot prove
; stay generic: an ambiguous phi (which still gets !noalias.addrspace), a
; pointer stored to a program-scope variable and reloaded after a call we
; cannot see, an external call result, an inline asm result, integer
; arithmetic on a pointer, and a parameter of a function with unknown
; callers. Output is valid LLVM 14 IR.
; RUN: memspace -passes=memspace-opt %s -o - 2>/dev/null | FileCheck %s

; CHECK-LABEL: define spir_kernel void @phi(
; CHECK: %p = phi i32 addrspace(4)* [ %g, %entry ], [ getelementptr inbounds ([8 x i32], [8 x i32] addrspace(4)* addrspacecast ([8 x i32] addrspace(3)* @tile to [8 x i32] addrspace(4)*), i64 0, i64 0), %other ]
; CHECK-NEXT: store i32 1, i32 addrspace(4)* %p, align 4, !noalias.addrspace
; CHECK-LABEL: define spir_kernel void @reload(
; CHECK: %r = load i32 addrspace(4)*, i32 addrspace(4)* addrspace(1)* @box, align 8
; CHECK-NEXT: store i32 2, i32 addrspace(4)* %r, align 4{{$}}
; CHECK-LABEL: define spir_func void @external(
; CHECK: store i32 3, i32 addrspace(4)* %e, align 4{{$}}
; CHECK-LABEL: define spir_func void @asm(
; CHECK: store i32 4, i32 addrspace(4)* %a, align 4{{$}}
; CHECK-LABEL: define spir_kernel void @arith(
; CHECK: store i32 5, i32 addrspace(4)* %q, align 4{{$}}
; CHECK-LABEL: define spir_func void @helper(
; CHECK: store i32 6, i32 addrspace(4)* %p, align 4{{$}}

target triple = "spir64-unknown-unknown"

@tile = internal addrspace(3) global [8 x i32] undef
@box = addrspace(1) global i32 addrspace(4)* null

declare spir_func i32 addrspace(4)* @ext()
declare spir_func void @clobber()

define spir_kernel void @phi(i32 addrspace(4)* %g, i1 %c) {
entry:
  br i1 %c, label %join, label %other
other:
  br label %join
join:
  %p = phi i32 addrspace(4)* [ %g, %entry ], [ getelementptr inbounds ([8 x i32], [8 x i32] addrspace(4)* addrspacecast ([8 x i32] addrspace(3)* @tile to [8 x i32] addrspace(4)*), i64 0, i64 0), %other ]
  store i32 1, i32 addrspace(4)* %p, align 4
  ret void
}

define spir_kernel void @reload(i32 addrspace(4)* %g) {
entry:
  store i32 addrspace(4)* %g, i32 addrspace(4)* addrspace(1)* @box, align 8
  call spir_func void @clobber()
  %r = load i32 addrspace(4)*, i32 addrspace(4)* addrspace(1)* @box, align 8
  store i32 2, i32 addrspace(4)* %r, align 4
  ret void
}

define spir_func void @external() {
entry:
  %e = call spir_func i32 addrspace(4)* @ext()
  store i32 3, i32 addrspace(4)* %e, align 4
  ret void
}

define spir_func void @asm() {
entry:
  %a = call i32 addrspace(4)* asm "", "=r"()
  store i32 4, i32 addrspace(4)* %a, align 4
  ret void
}

define spir_kernel void @arith(i32 addrspace(4)* %g) {
entry:
  %i = ptrtoint i32 addrspace(4)* %g to i64
  %j = xor i64 %i, 4
  %q = inttoptr i64 %j to i32 addrspace(4)*
  store i32 5, i32 addrspace(4)* %q, align 4
  ret void
}

define spir_func void @helper(i32 addrspace(4)* %p) {
entry:
  store i32 6, i32 addrspace(4)* %p, align 4
  ret void
}
