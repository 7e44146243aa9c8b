; SPIR: an access that stays generic gets !noalias.addrspace listing, as
; ranges in SPIR numbering (private 0, global 1, constant 2, local 3), the
; spaces its pointer cannot reach; none when the pointer is simply unknown
; (private, global or local). memspace-opt-alias-merge picks one node per
; access (per-AS, the default), one per function (unified), or none.
; RUN: memspace -passes=memspace-opt %s -o - 2>/dev/null | FileCheck %s
; RUN: memspace -passes=memspace-opt -memspace-opt-alias-merge=unified %s -o - 2>/dev/null | FileCheck %s --check-prefix=UNIFIED
; RUN: memspace -passes=memspace-opt -memspace-opt-alias-merge=none %s -o - 2>/dev/null | FileCheck %s --check-prefix=NONE

target triple = "spir64-unknown-unknown"

@tile = internal addrspace(3) global [8 x i32] undef

declare spir_func ptr addrspace(4) @ext()

; CHECK-LABEL: define spir_kernel void @k(ptr addrspace(4) %g, i1 %c)
; CHECK: store i32 1, ptr addrspace(4) %gs, align 4, !noalias.addrspace [[GS:![0-9]+]]
; CHECK: store i32 2, ptr addrspace(4) %gp, align 4, !noalias.addrspace [[GP:![0-9]+]]
; CHECK: %v = load i32, ptr addrspace(4) %lp, align 4, !noalias.addrspace [[LP:![0-9]+]]
; CHECK: %x = atomicrmw add ptr addrspace(4) %gs, i32 %v monotonic, align 4, !noalias.addrspace [[GS]]
; CHECK: store i32 3, ptr addrspace(4) %u, align 4{{$}}
; UNIFIED: store i32 1, ptr addrspace(4) %gs, align 4, !noalias.addrspace [[U:![0-9]+]]
; UNIFIED: store i32 2, ptr addrspace(4) %gp, align 4, !noalias.addrspace [[U]]
; UNIFIED: %v = load i32, ptr addrspace(4) %lp, align 4, !noalias.addrspace [[U]]
; UNIFIED: %x = atomicrmw add ptr addrspace(4) %gs, i32 %v monotonic, align 4, !noalias.addrspace [[U]]
; UNIFIED: store i32 3, ptr addrspace(4) %u, align 4{{$}}
; NONE-NOT: noalias.addrspace
define spir_kernel void @k(ptr addrspace(4) %g, i1 %c) {
entry:
  %slot = alloca i32, align 4
  %priv = addrspacecast ptr %slot to ptr addrspace(4)
  %gs = select i1 %c, ptr addrspace(4) %g, ptr addrspace(4) addrspacecast (ptr addrspace(3) @tile to ptr addrspace(4))
  store i32 1, ptr addrspace(4) %gs, align 4
  %gp = select i1 %c, ptr addrspace(4) %g, ptr addrspace(4) %priv
  store i32 2, ptr addrspace(4) %gp, align 4
  %lp = select i1 %c, ptr addrspace(4) %priv, ptr addrspace(4) addrspacecast (ptr addrspace(3) @tile to ptr addrspace(4))
  %v = load i32, ptr addrspace(4) %lp, align 4
  %x = atomicrmw add ptr addrspace(4) %gs, i32 %v monotonic, align 4
  %p = call spir_func ptr addrspace(4) @ext()
  %u = select i1 %c, ptr addrspace(4) %p, ptr addrspace(4) %gs
  store i32 3, ptr addrspace(4) %u, align 4
  ret void
}

; global+local rules out private and constant (0, 2); global+private rules
; out constant and local (2-3); private+local rules out global and
; constant (1-2). Unified keeps what all of them rule out (2).
; CHECK-DAG: [[GS]] = !{i32 0, i32 1, i32 2, i32 3}
; CHECK-DAG: [[GP]] = !{i32 2, i32 4}
; CHECK-DAG: [[LP]] = !{i32 1, i32 3}
; UNIFIED: [[U]] = !{i32 2, i32 3}
