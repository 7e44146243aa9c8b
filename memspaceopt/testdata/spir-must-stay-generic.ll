; SPIR: pointers the pass cannot prove must stay generic (addrspace(4)):
; an ambiguous phi, a pointer stored to memory anyone may write and loaded
; back, external call results, inline asm results, integer arithmetic on a
; pointer, and parameters of functions with unknown callers.
; RUN: memspace -passes=memspace-opt %s -o - 2>/dev/null | FileCheck %s

target triple = "spir64-unknown-unknown"

@tile = internal addrspace(3) global [8 x i32] undef
@box = addrspace(1) global ptr addrspace(4) null

declare spir_func ptr addrspace(4) @ext()
declare spir_func void @clobber()

; CHECK-LABEL: define spir_kernel void @phi(
; CHECK: %p = phi ptr addrspace(4) [ %g, %entry ], [ addrspacecast (ptr addrspace(3) @tile to ptr addrspace(4)), %other ]
; CHECK-NEXT: store i32 1, ptr addrspace(4) %p, align 4, !noalias.addrspace
define spir_kernel void @phi(ptr addrspace(4) %g, i1 %c) {
entry:
  br i1 %c, label %join, label %other
other:
  br label %join
join:
  %p = phi ptr addrspace(4) [ %g, %entry ], [ addrspacecast (ptr addrspace(3) @tile to ptr addrspace(4)), %other ]
  store i32 1, ptr addrspace(4) %p, align 4
  ret void
}

; A program-scope variable may be written by code we cannot see.
; CHECK-LABEL: define spir_kernel void @reload(
; CHECK: %r = load ptr addrspace(4), ptr addrspace(1) @box, align 8
; CHECK-NEXT: store i32 2, ptr addrspace(4) %r, align 4{{$}}
define spir_kernel void @reload(ptr addrspace(4) %g) {
entry:
  store ptr addrspace(4) %g, ptr addrspace(1) @box, align 8
  call spir_func void @clobber()
  %r = load ptr addrspace(4), ptr addrspace(1) @box, align 8
  store i32 2, ptr addrspace(4) %r, align 4
  ret void
}

; CHECK-LABEL: define spir_func void @external(
; CHECK: store i32 3, ptr addrspace(4) %e, align 4{{$}}
define spir_func void @external() {
entry:
  %e = call spir_func ptr addrspace(4) @ext()
  store i32 3, ptr addrspace(4) %e, align 4
  ret void
}

; CHECK-LABEL: define spir_func void @asm(
; CHECK: store i32 4, ptr addrspace(4) %a, align 4{{$}}
define spir_func void @asm() {
entry:
  %a = call ptr addrspace(4) asm "", "=r"()
  store i32 4, ptr addrspace(4) %a, align 4
  ret void
}

; CHECK-LABEL: define spir_kernel void @arith(
; CHECK: store i32 5, ptr addrspace(4) %q, align 4{{$}}
define spir_kernel void @arith(ptr addrspace(4) %g) {
entry:
  %i = ptrtoint ptr addrspace(4) %g to i64
  %j = xor i64 %i, 4
  %q = inttoptr i64 %j to ptr addrspace(4)
  store i32 5, ptr addrspace(4) %q, align 4
  ret void
}

; CHECK-LABEL: define spir_func void @helper(
; CHECK: store i32 6, ptr addrspace(4) %p, align 4{{$}}
define spir_func void @helper(ptr addrspace(4) %p) {
entry:
  store i32 6, ptr addrspace(4) %p, align 4
  ret void
}
