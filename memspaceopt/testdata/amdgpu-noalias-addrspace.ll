; AMDGPU: an access that stays flat gets !noalias.addrspace listing, as
; ranges in AMDGPU numbering (global 1, local 3, constant 4, private 5),
; the spaces its pointer cannot reach; none when the pointer is simply
; unknown. memspace-opt-alias-merge picks one node per access (per-AS, the
; default), one per function (unified), or none.
; RUN: memspace -passes=memspace-opt %s -o - 2>/dev/null | FileCheck %s
; RUN: memspace -passes=memspace-opt -memspace-opt-alias-merge=unified %s -o - 2>/dev/null | FileCheck %s --check-prefix=UNIFIED
; RUN: memspace -passes=memspace-opt -memspace-opt-alias-merge=none %s -o - 2>/dev/null | FileCheck %s --check-prefix=NONE

target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [8 x i32] poison

declare ptr @ext()

; CHECK-LABEL: define amdgpu_kernel void @k(ptr %g, i1 %c)
; CHECK: store i32 1, ptr %gs, align 4, !noalias.addrspace [[GS:![0-9]+]]
; CHECK: store i32 2, ptr %gp, align 4, !noalias.addrspace [[GP:![0-9]+]]
; CHECK: %v = load i32, ptr %lp, align 4, !noalias.addrspace [[LP:![0-9]+]]
; CHECK: %x = atomicrmw add ptr %gs, i32 %v monotonic, align 4, !noalias.addrspace [[GS]]
; CHECK: store i32 3, ptr %u, align 4{{$}}
; UNIFIED: store i32 1, ptr %gs, align 4, !noalias.addrspace [[U:![0-9]+]]
; UNIFIED: store i32 2, ptr %gp, align 4, !noalias.addrspace [[U]]
; UNIFIED: %v = load i32, ptr %lp, align 4, !noalias.addrspace [[U]]
; UNIFIED: %x = atomicrmw add ptr %gs, i32 %v monotonic, align 4, !noalias.addrspace [[U]]
; UNIFIED: store i32 3, ptr %u, align 4{{$}}
; NONE-NOT: noalias.addrspace
define amdgpu_kernel void @k(ptr %g, i1 %c) {
entry:
  %slot = alloca i32, align 4, addrspace(5)
  %priv = addrspacecast ptr addrspace(5) %slot to ptr
  %gs = select i1 %c, ptr %g, ptr addrspacecast (ptr addrspace(3) @tile to ptr)
  store i32 1, ptr %gs, align 4
  %gp = select i1 %c, ptr %g, ptr %priv
  store i32 2, ptr %gp, align 4
  %lp = select i1 %c, ptr %priv, ptr addrspacecast (ptr addrspace(3) @tile to ptr)
  %v = load i32, ptr %lp, align 4
  %x = atomicrmw add ptr %gs, i32 %v monotonic, align 4
  %p = call ptr @ext()
  %u = select i1 %c, ptr %p, ptr %gs
  store i32 3, ptr %u, align 4
  ret void
}

; global+local rules out constant and private (4-5); global+private rules
; out local and constant (3-4); private+local rules out global and
; constant (1, 4). Unified keeps what all of them rule out (4).
; CHECK-DAG: [[GS]] = !{i32 4, i32 6}
; CHECK-DAG: [[GP]] = !{i32 3, i32 5}
; CHECK-DAG: [[LP]] = !{i32 1, i32 2, i32 4, i32 5}
; UNIFIED: [[U]] = !{i32 4, i32 5}
