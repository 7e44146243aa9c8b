; The address of a function is code, not private memory, although SPIR puts
; functions in address space 0 as it puts private memory. clang casts the
; invoke function of every OpenCL block to generic, in program-scope block
; literals (a global initializer) and in the arguments of
; __enqueue_kernel_*: the cast keeps its bits, as a cast of a global
; address does. (It used to be refused in the initializer: "a private or
; local address made generic in the initializer of @__block_literal_global";
; with private memory apart it was tagged as private in code, so the
; runtime got a function address with bit 61 set.)
; RUN: memspace -passes=lower-generic -lower-generic-private-in-global=false -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc
; RUN: memspace -passes=lower-generic -verify-each %s -o %t2.ll
; RUN: FileCheck %s --check-prefix=INGLOBAL < %t2.ll
; RUN: llvm-as %t2.ll -o %t2.bc

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; CHECK: @__block_literal_global = internal addrspace(1) constant { i32, i32, ptr addrspace(4) } { i32 16, i32 8, ptr addrspace(4) addrspacecast (ptr @blk to ptr addrspace(4)) }
; INGLOBAL: @__block_literal_global = internal addrspace(1) constant { i32, i32, ptr addrspace(4) } { i32 16, i32 8, ptr addrspace(4) addrspacecast (ptr @blk to ptr addrspace(4)) }
@__block_literal_global = internal addrspace(1) constant { i32, i32, ptr addrspace(4) } { i32 16, i32 8, ptr addrspace(4) addrspacecast (ptr @blk to ptr addrspace(4)) }

declare spir_func i32 @__enqueue_kernel_basic(ptr, i32, ptr, ptr addrspace(4), ptr addrspace(4))

define internal spir_func void @blk(ptr addrspace(4) %d) {
  ret void
}

; A private pointer made generic is tagged 001; the function's address,
; as a constant operand or as an instruction, is not.
; CHECK-LABEL: define spir_kernel void @k(
; CHECK: %[[P:.*]] = ptrtoint ptr %priv to i64
; CHECK: or i64 %{{.*}}, 2305843009213693952
; CHECK: call spir_func i32 @__enqueue_kernel_basic(ptr null, i32 0, ptr null, ptr addrspace(4) addrspacecast (ptr @blk to ptr addrspace(4)), ptr addrspace(4) %pg)
; CHECK-NEXT: %fp = addrspacecast ptr @blk to ptr addrspace(4)
; CHECK-NEXT: call spir_func i32 @__enqueue_kernel_basic(ptr null, i32 0, ptr null, ptr addrspace(4) %fp, ptr addrspace(4) %pg)
; INGLOBAL-LABEL: define spir_kernel void @k(
; INGLOBAL: %fp = addrspacecast ptr @blk to ptr addrspace(4)
define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(3) %l, i32 %n) {
entry:
  %priv = alloca i32
  %pg = addrspacecast ptr %priv to ptr addrspace(4)
  %lg = addrspacecast ptr addrspace(3) %l to ptr addrspace(4)
  %c = icmp eq i32 %n, 0
  %g = select i1 %c, ptr addrspace(4) %pg, ptr addrspace(4) %lg
  store i32 1, ptr addrspace(4) %g
  %r = call spir_func i32 @__enqueue_kernel_basic(ptr null, i32 0, ptr null, ptr addrspace(4) addrspacecast (ptr @blk to ptr addrspace(4)), ptr addrspace(4) %pg)
  %fp = addrspacecast ptr @blk to ptr addrspace(4)
  %r2 = call spir_func i32 @__enqueue_kernel_basic(ptr null, i32 0, ptr null, ptr addrspace(4) %fp, ptr addrspace(4) %pg)
  ret void
}
