; An access that stays generic gets !noalias.addrspace listing, as ranges,
; the spaces its pointer cannot reach (none when the pointer is simply
; unknown). memspace-opt-alias-merge picks one node per access (per-AS,
; the default), one per function (unified), or none.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s
; RUN: memspace -passes=memspace-opt -memspace-opt-alias-merge=unified %s -o - | FileCheck %s --check-prefix=UNIFIED
; RUN: memspace -passes=memspace-opt -memspace-opt-alias-merge=none %s -o - | FileCheck %s --check-prefix=NONE

target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [8 x i32] undef

declare ptr @ext()

; CHECK-LABEL: define ptx_kernel void @k(ptr %g, i1 %c)
; CHECK: store i32 1, ptr %gs, align 4, !noalias.addrspace [[GS:![0-9]+]]
; CHECK: store i32 2, ptr %gl, align 4, !noalias.addrspace [[GL:![0-9]+]]
; CHECK: store i32 3, ptr %u, align 4{{$}}
; UNIFIED: store i32 1, ptr %gs, align 4, !noalias.addrspace [[U:![0-9]+]]
; UNIFIED: store i32 2, ptr %gl, align 4, !noalias.addrspace [[U]]
; NONE-NOT: noalias.addrspace
define ptx_kernel void @k(ptr %g, i1 %c) {
entry:
  %slot = alloca i32, align 4
  %gs = select i1 %c, ptr %g, ptr addrspacecast (ptr addrspace(3) @tile to ptr)
  store i32 1, ptr %gs, align 4
  %gl = select i1 %c, ptr %g, ptr %slot
  store i32 2, ptr %gl, align 4
  %p = call ptr @ext()
  %u = select i1 %c, ptr %p, ptr %gs
  store i32 3, ptr %u, align 4
  ret void
}

; global+shared rules out constant, local and tensor (4-6); shared::cluster
; overlaps shared. global+local rules out shared, constant, tensor and
; shared::cluster (3-4, 6-7). Unified keeps what both rule out (4, 6).
; CHECK-DAG: [[GS]] = !{i32 4, i32 7}
; CHECK-DAG: [[GL]] = !{i32 3, i32 5, i32 6, i32 8}
; UNIFIED: [[U]] = !{i32 4, i32 5, i32 6, i32 7}
