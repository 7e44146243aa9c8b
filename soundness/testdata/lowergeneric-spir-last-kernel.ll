; lower-generic (SPIR): lowering a generic memcpy in @copy declares
; llvm.memcpy for concrete spaces right after its generic overload, which
; shifts the module's function list; the pass ranged over that list while
; it grew and never lowered the last function, the kernel: its local
; pointer became generic without a tag, its generic load stayed, and
; @copy's switch sent the local pointer to the global block (found by the
; adversarial review, 2026-11-25, with -passes=lower-generic on a
; struct copy; lowergeneric/testdata/exec/31_struct_copy runs it).
; RUN: memspace -passes=lower-generic %s -o - | FileCheck %s
; RUN: memspace -lower-generic %s -o - | FileCheck %s --check-prefix=DEFAULT

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@l = internal addrspace(3) global [64 x i32] zeroinitializer, align 4

declare void @llvm.memcpy.p4.p4.i64(ptr addrspace(4), ptr addrspace(4), i64, i1)
declare spir_func i64 @_Z12get_local_idj(i32)
declare spir_func void @_Z7barrierj(i32)

define spir_func void @copy(ptr addrspace(4) %d, ptr addrspace(4) %s) noinline {
  call void @llvm.memcpy.p4.p4.i64(ptr addrspace(4) %d, ptr addrspace(4) %s, i64 4, i1 false)
  ret void
}

; CHECK-LABEL: define spir_kernel void @k(
; CHECK-NOT: addrspacecast ptr addrspace(3)
; CHECK: or i64 %{{[0-9]+}}, 4611686018427387904
; CHECK-NOT: load i32, ptr addrspace(4)
; CHECK: ret void
; DEFAULT-LABEL: define spir_kernel void @k(
; DEFAULT-NOT: addrspacecast ptr addrspace(3)
; DEFAULT-NOT: load i32, ptr addrspace(4)
; DEFAULT: ret void
define spir_kernel void @k(ptr addrspace(1) %out) {
  %id = call spir_func i64 @_Z12get_local_idj(i32 0)
  %i = and i64 %id, 63
  %lp = getelementptr inbounds i32, ptr addrspace(3) @l, i64 %i
  store i32 7, ptr addrspace(3) %lp, align 4
  %lg = addrspacecast ptr addrspace(3) %lp to ptr addrspace(4)
  %og = addrspacecast ptr addrspace(1) %out to ptr addrspace(4)
  %odd = trunc i64 %id to i1
  %src = select i1 %odd, ptr addrspace(4) %lg, ptr addrspace(4) %og
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  %o1g = addrspacecast ptr addrspace(1) %o1 to ptr addrspace(4)
  call spir_func void @copy(ptr addrspace(4) %o1g, ptr addrspace(4) %src)
  %v = load i32, ptr addrspace(4) %src, align 4
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 64
  store i32 %v, ptr addrspace(1) %o2, align 4
  ret void
}
