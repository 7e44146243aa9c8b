; SPIR, typed pointers (LLVM 14 style): accesses that stay generic get
; !noalias.addrspace listing the SPIR spaces their pointer cannot reach,
; per access (per-AS), per function (unified) or not at all (none); a
; plainly unknown pointer gets nothing. Output is valid LLVM 14 IR.
; RUN: memspace -passes=memspace-opt %s -o - 2>/dev/null | FileCheck %s
; RUN: memspace -passes=memspace-opt -memspace-opt-alias-merge=unified %s -o - 2>/dev/null | FileCheck %s --check-prefix=UNIFIED
; RUN: memspace -passes=memspace-opt -memspace-opt-alias-merge=none %s -o - 2>/dev/null | FileCheck %s --check-prefix=NONE

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: store i32 1, i32 addrspace(4)* %gs, align 4, !noalias.addrspace [[GS:![0-9]+]]
; CHECK: store i32 2, i32 addrspace(4)* %gp, align 4, !noalias.addrspace [[GP:![0-9]+]]
; CHECK: %v = load i32, i32 addrspace(4)* %lp, align 4, !noalias.addrspace [[LP:![0-9]+]]
; CHECK: %x = atomicrmw add i32 addrspace(4)* %gs, i32 %v monotonic, align 4, !noalias.addrspace [[GS]]
; CHECK: store i32 3, i32 addrspace(4)* %u, align 4{{$}}
; CHECK-DAG: [[GS]] = !{i32 0, i32 1, i32 2, i32 3}
; CHECK-DAG: [[GP]] = !{i32 2, i32 4}
; CHECK-DAG: [[LP]] = !{i32 1, i32 3}
; UNIFIED: store i32 1, i32 addrspace(4)* %gs, align 4, !noalias.addrspace [[U:![0-9]+]]
; UNIFIED: store i32 2, i32 addrspace(4)* %gp, align 4, !noalias.addrspace [[U]]
; UNIFIED: %v = load i32, i32 addrspace(4)* %lp, align 4, !noalias.addrspace [[U]]
; UNIFIED: store i32 3, i32 addrspace(4)* %u, align 4{{$}}
; UNIFIED: [[U]] = !{i32 2, i32 3}
; NONE-NOT: noalias.addrspace

target triple = "spir64-unknown-unknown"

@tile = internal addrspace(3) global [8 x i32] undef

declare spir_func i32 addrspace(4)* @ext()

define spir_kernel void @k(i32 addrspace(4)* %g, i1 %c) {
entry:
  %slot = alloca i32, align 4
  %priv = addrspacecast i32* %slot to i32 addrspace(4)*
  %t = getelementptr inbounds [8 x i32], [8 x i32] addrspace(4)* addrspacecast ([8 x i32] addrspace(3)* @tile to [8 x i32] addrspace(4)*), i64 0, i64 0
  %gs = select i1 %c, i32 addrspace(4)* %g, i32 addrspace(4)* %t
  store i32 1, i32 addrspace(4)* %gs, align 4
  %gp = select i1 %c, i32 addrspace(4)* %g, i32 addrspace(4)* %priv
  store i32 2, i32 addrspace(4)* %gp, align 4
  %lp = select i1 %c, i32 addrspace(4)* %priv, i32 addrspace(4)* %t
  %v = load i32, i32 addrspace(4)* %lp, align 4
  %x = atomicrmw add i32 addrspace(4)* %gs, i32 %v monotonic, align 4
  %p = call spir_func i32 addrspace(4)* @ext()
  %u = select i1 %c, i32 addrspace(4)* %p, i32 addrspace(4)* %gs
  store i32 3, i32 addrspace(4)* %u, align 4
  ret void
}
