; SPIR, typed pointers (LLVM 14 style): the cast folder. (1) a cast to the
; space its operand already has goes away (through a bitcast, which is
; rebuilt in that space), (2) a cast of a cast becomes one cast, (3) a cast
; of a kernel pointer parameter to global becomes the parameter's one
; global copy. Output is valid LLVM 14 IR.
; RUN: memspace -passes=memspace-opt -stats %s -o - 2>%t | FileCheck %s
; RUN: FileCheck %s --input-file=%t --check-prefix=STATS

; CHECK-LABEL: define spir_kernel void @k(i32 addrspace(4)* %p, i1 %c)
; CHECK-NEXT: entry:
; CHECK-NEXT: %a = addrspacecast i32 addrspace(4)* %p to i32 addrspace(1)*
; CHECK-NEXT: call spir_func void @use(i32 addrspace(1)* %a)
; CHECK-NEXT: call spir_func void @use(i32 addrspace(1)* %a)
; CHECK-NEXT: %g0 = bitcast [64 x i32] addrspace(3)* @tile to i32 addrspace(3)*
; CHECK-NEXT: call spir_func void @use3(i32 addrspace(3)* %g0)
; CHECK-NEXT: ret void
; CHECK-LABEL: define spir_kernel void @later(i32 addrspace(4)* %p, i64 %i)
; CHECK-NEXT: entry:
; CHECK-NEXT: %p.global = addrspacecast i32 addrspace(4)* %p to i32 addrspace(1)*
; CHECK: next:
; CHECK-NEXT: call spir_func void @use(i32 addrspace(1)* %p.global)
; CHECK-NEXT: ret void
; CHECK-LABEL: define spir_func void @roundtrip(i32 addrspace(4)* %u)
; CHECK-NEXT: entry:
; CHECK-NEXT: call spir_func void @use4(i32 addrspace(4)* %u)
; CHECK-NEXT: ret void

; STATS: pointers resolved
; STATS: 4 casts folded
; STATS: 0 generic accesses left

target triple = "spir64-unknown-unknown"

@tile = internal addrspace(3) global [64 x i32] undef

declare spir_func void @use(i32 addrspace(1)*)
declare spir_func void @use3(i32 addrspace(3)*)
declare spir_func void @use4(i32 addrspace(4)*)

define spir_kernel void @k(i32 addrspace(4)* %p, i1 %c) {
entry:
  %a = addrspacecast i32 addrspace(4)* %p to i32 addrspace(1)*
  call spir_func void @use(i32 addrspace(1)* %a)
  %b = addrspacecast i32 addrspace(4)* %p to i32 addrspace(1)*
  call spir_func void @use(i32 addrspace(1)* %b)
  %g = addrspacecast [64 x i32] addrspace(3)* @tile to [64 x i32] addrspace(4)*
  %g0 = bitcast [64 x i32] addrspace(4)* %g to i32 addrspace(4)*
  %s = addrspacecast i32 addrspace(4)* %g0 to i32 addrspace(3)*
  call spir_func void @use3(i32 addrspace(3)* %s)
  ret void
}

define spir_kernel void @later(i32 addrspace(4)* %p, i64 %i) {
entry:
  %q = getelementptr inbounds i32, i32 addrspace(4)* %p, i64 %i
  store i32 0, i32 addrspace(4)* %q, align 4
  br label %next
next:
  %a = addrspacecast i32 addrspace(4)* %p to i32 addrspace(1)*
  call spir_func void @use(i32 addrspace(1)* %a)
  ret void
}

define spir_func void @roundtrip(i32 addrspace(4)* %u) {
entry:
  %x = addrspacecast i32 addrspace(4)* %u to i32 addrspace(3)*
  %y = addrspacecast i32 addrspace(3)* %x to i32 addrspace(4)*
  call spir_func void @use4(i32 addrspace(4)* %y)
  ret void
}
