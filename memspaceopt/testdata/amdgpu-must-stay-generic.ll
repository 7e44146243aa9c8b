; AMDGPU: pointers the pass cannot prove must stay flat (addrspace(0)):
; an ambiguous phi, a pointer stored to memory anyone may write and loaded
; back, external call results, inline asm results, integer arithmetic on a
; pointer, and parameters of functions with unknown callers.
; RUN: memspace -passes=memspace-opt %s -o - 2>/dev/null | FileCheck %s

target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [8 x i32] poison
@box = addrspace(1) global ptr null

declare ptr @ext()
declare void @clobber()

; CHECK-LABEL: define amdgpu_kernel void @phi(
; CHECK: %p = phi ptr [ %g, %entry ], [ addrspacecast (ptr addrspace(3) @tile to ptr), %other ]
; CHECK-NEXT: store i32 1, ptr %p, align 4, !noalias.addrspace
define amdgpu_kernel void @phi(ptr %g, i1 %c) {
entry:
  br i1 %c, label %join, label %other
other:
  br label %join
join:
  %p = phi ptr [ %g, %entry ], [ addrspacecast (ptr addrspace(3) @tile to ptr), %other ]
  store i32 1, ptr %p, align 4
  ret void
}

; A device global variable may be written by code we cannot see.
; CHECK-LABEL: define amdgpu_kernel void @reload(
; CHECK: %r = load ptr, ptr addrspace(1) @box, align 8
; CHECK-NEXT: store i32 2, ptr %r, align 4{{$}}
define amdgpu_kernel void @reload(ptr %g) {
entry:
  store ptr %g, ptr addrspace(1) @box, align 8
  call void @clobber()
  %r = load ptr, ptr addrspace(1) @box, align 8
  store i32 2, ptr %r, align 4
  ret void
}

; CHECK-LABEL: define void @external(
; CHECK: store i32 3, ptr %e, align 4{{$}}
define void @external() {
entry:
  %e = call ptr @ext()
  store i32 3, ptr %e, align 4
  ret void
}

; CHECK-LABEL: define void @asm(
; CHECK: store i32 4, ptr %a, align 4{{$}}
define void @asm() {
entry:
  %a = call ptr asm "", "=v"()
  store i32 4, ptr %a, align 4
  ret void
}

; CHECK-LABEL: define amdgpu_kernel void @arith(
; CHECK: store i32 5, ptr %q, align 4{{$}}
define amdgpu_kernel void @arith(ptr %g) {
entry:
  %i = ptrtoint ptr %g to i64
  %j = xor i64 %i, 4
  %q = inttoptr i64 %j to ptr
  store i32 5, ptr %q, align 4
  ret void
}

; CHECK-LABEL: define void @helper(
; CHECK: store i32 6, ptr %p, align 4{{$}}
define void @helper(ptr %p) {
entry:
  store i32 6, ptr %p, align 4
  ret void
}
