; llvm.spv.generic.cast.to.ptr.explicit (SPIR-V's OpGenericCastToPtrExplicit)
; is lowered as to_global/to_local/to_private are: its result type names the
; space; folded when the set decides, else a comparison of the tag that
; selects the pointer (cleared) or null. The intrinsic never sees a tagged
; pointer. (It used to be refused as an unknown intrinsic taking a generic
; pointer.)
; RUN: memspace -passes=lower-generic -verify-each -stats %s -o %t.ll 2> %t.stats
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=STATS < %t.stats
; RUN: llvm-as %t.ll -o %t.bc

target triple = "spirv64-unknown-unknown"

declare ptr addrspace(3) @llvm.spv.generic.cast.to.ptr.explicit.p3(ptr addrspace(4))
declare ptr addrspace(1) @llvm.spv.generic.cast.to.ptr.explicit.p1(ptr addrspace(4))

; Global or local: the local cast compares the tag with 010.
; CHECK-LABEL: define internal spir_func float @pick(
; CHECK-NOT: llvm.spv.generic.cast
; CHECK: %[[I:.*]] = ptrtoint ptr addrspace(4) %q to i64
; CHECK-NEXT: %[[T:.*]] = lshr i64 %[[I]], 61
; CHECK-NEXT: %[[C:.*]] = icmp eq i64 %[[T]], 2
; CHECK-NEXT: shl i64 %[[I]], 4
; CHECK-NEXT: ashr
; CHECK-NEXT: %[[L:.*]] = inttoptr i64 %{{.*}} to ptr addrspace(3)
; CHECK-NEXT: %asl = select i1 %[[C]], ptr addrspace(3) %[[L]], ptr addrspace(3) null
define internal spir_func float @pick(ptr addrspace(4) %q) {
  %asl = call ptr addrspace(3) @llvm.spv.generic.cast.to.ptr.explicit.p3(ptr addrspace(4) %q)
  %none = icmp eq ptr addrspace(3) %asl, null
  br i1 %none, label %far, label %near
near:
  %v = load float, ptr addrspace(3) %asl
  ret float %v
far:
  ret float 0.0
}

; Only global: the global cast is the pointer itself.
; CHECK-LABEL: define internal spir_func ptr addrspace(1) @only_global(
; CHECK-NOT: call
; CHECK: inttoptr i64 %{{.*}} to ptr addrspace(1)
define internal spir_func ptr addrspace(1) @only_global(ptr addrspace(4) %q) {
  %g = call ptr addrspace(1) @llvm.spv.generic.cast.to.ptr.explicit.p1(ptr addrspace(4) %q)
  ret ptr addrspace(1) %g
}

define spir_kernel void @k(ptr addrspace(1) %buf, ptr addrspace(3) %scratch, ptr addrspace(1) %out) {
  %gb = addrspacecast ptr addrspace(1) %buf to ptr addrspace(4)
  %gs = addrspacecast ptr addrspace(3) %scratch to ptr addrspace(4)
  %a = call spir_func float @pick(ptr addrspace(4) %gb)
  %b = call spir_func float @pick(ptr addrspace(4) %gs)
  %s = fadd float %a, %b
  store float %s, ptr addrspace(1) %out
  %c = call spir_func ptr addrspace(1) @only_global(ptr addrspace(4) %gb)
  store float %s, ptr addrspace(1) %c
  ret void
}

; STATS: 1 lower-generic: to_* conversions folded
; STATS: 1 lower-generic: to_* conversions resolved by a tag comparison
