; A global initializer that casts the generic null to a specific space
; (clang writes `global int *global p;` at file scope, OpenCL 2.0, as
; addrspacecast (ptr addrspace(4) null to ptr addrspace(1))) needs no code:
; the generic null carries no tag, so the cast is the specific null, and the
; same holds for a global address (or a function's, function-address.ll)
; made generic and cast back, and for the null of any space made generic
; (@nulls: clang's OpenCL block literals, LLVM's CodeGen/SPIRV tests), which
; code would make the untagged generic null. lower-generic
; must accept such initializers, and still refuse one that makes a local
; address generic (a constant cannot carry the tag; error.ll's sibling
; below, in Inputs/initializer-local-generic.ll).
; RUN: memspace -passes=lower-generic -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc
; RUN: memspace -whole-program -lower-generic %s -o %t2.ll
; RUN: llvm-as %t2.ll -o %t2.bc
; RUN: not memspace -passes=lower-generic %S/Inputs/initializer-local-generic.ll -o %t3.ll 2>&1 | FileCheck %s --check-prefix=ERR

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK: @p = addrspace(1) global ptr addrspace(1) addrspacecast (ptr addrspace(4) null to ptr addrspace(1)), align 8
; CHECK: @q = addrspace(1) global ptr addrspace(1) addrspacecast (ptr addrspace(4) addrspacecast (ptr addrspace(1) @i to ptr addrspace(4)) to ptr addrspace(1)), align 8
; CHECK: @r = addrspace(1) global { i32, ptr addrspace(3) } { i32 1, ptr addrspace(3) addrspacecast (ptr addrspace(4) null to ptr addrspace(3)) }, align 8
; CHECK: @fa = addrspace(1) global ptr addrspacecast (ptr addrspace(4) addrspacecast (ptr @fn to ptr addrspace(4)) to ptr), align 8
; CHECK: @nulls = addrspace(1) constant { i32, ptr addrspace(4), ptr addrspace(4) } { i32 16, ptr addrspace(4) addrspacecast (ptr null to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(3) null to ptr addrspace(4)) }, align 8
@i = addrspace(1) global i32 5, align 4
@p = addrspace(1) global ptr addrspace(1) addrspacecast (ptr addrspace(4) null to ptr addrspace(1)), align 8
@q = addrspace(1) global ptr addrspace(1) addrspacecast (ptr addrspace(4) addrspacecast (ptr addrspace(1) @i to ptr addrspace(4)) to ptr addrspace(1)), align 8
@r = addrspace(1) global { i32, ptr addrspace(3) } { i32 1, ptr addrspace(3) addrspacecast (ptr addrspace(4) null to ptr addrspace(3)) }, align 8
@fa = addrspace(1) global ptr addrspacecast (ptr addrspace(4) addrspacecast (ptr @fn to ptr addrspace(4)) to ptr), align 8
@nulls = addrspace(1) constant { i32, ptr addrspace(4), ptr addrspace(4) } { i32 16, ptr addrspace(4) addrspacecast (ptr null to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(3) null to ptr addrspace(4)) }, align 8

define internal spir_func void @fn() {
  ret void
}

; CHECK-LABEL: define spir_kernel void @k(
define spir_kernel void @k(ptr addrspace(1) %out) {
  %a = load ptr addrspace(1), ptr addrspace(1) @p, align 8
  %b = load ptr addrspace(1), ptr addrspace(1) @q, align 8
  %x = load i32, ptr addrspace(1) %b, align 4
  store ptr addrspace(1) %a, ptr addrspace(1) @p, align 8
  store i32 %x, ptr addrspace(1) %out, align 4
  ret void
}
; ERR: initializer-local-generic.ll:@g: error: lower-generic cannot lower a private or local address made generic in the initializer of @g
