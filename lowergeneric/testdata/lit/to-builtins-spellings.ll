; The conversions under their other spellings: Intel's
; __builtin_IB_to_local / __builtin_IB_to_private and SPIR-V's
; __spirv_GenericCastToPtrExplicit_To* (mangled, with the storage-class
; operand) are to_local / to_private / to_global. A to_private on a pointer
; that may be private or global makes private casts carry tag 001 (without
; it a private pointer would look global and the builtin would answer
; null); the conversions become tag comparisons or fold.
; RUN: memspace -passes=lower-generic -verify-each -stats %s -o %t.ll 2> %t.stats
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=STATS < %t.stats
; RUN: llvm-as %t.ll -o %t.bc

target triple = "spir64-unknown-unknown"

declare spir_func ptr @__builtin_IB_to_private(ptr addrspace(4))
declare spir_func ptr addrspace(3) @__builtin_IB_to_local(ptr addrspace(4))
declare spir_func ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPvi(ptr addrspace(4), i32)
declare spir_func ptr addrspace(3) @_Z40__spirv_GenericCastToPtrExplicit_ToLocalPvi(ptr addrspace(4), i32)

; The private cast sets tag 001.
; CHECK-LABEL: define spir_kernel void @pick(
; CHECK: %[[PI:.*]] = ptrtoint ptr %slot to i64
; CHECK-NEXT: %[[PA:.*]] = and i64 %[[PI]], 2305843009213693951
; CHECK-NEXT: or i64 %[[PA]], 2305843009213693952
; CHECK-NOT: call spir_func ptr @__builtin_IB_to_private
; CHECK: icmp eq i64 %{{.*}}, 1
; CHECK: %priv = select i1 %{{.*}}, ptr %{{.*}}, ptr null
; The pointer is private or global: to_local folds to null.
; CHECK-NOT: @__builtin_IB_to_local(
; CHECK: store ptr addrspace(3) null, ptr addrspace(1) %lout
; CHECK-NOT: @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPvi(
; CHECK: %glob = select i1
; CHECK-NOT: call
; CHECK: ret void
define spir_kernel void @pick(ptr addrspace(1) %buf, i1 %c, ptr addrspace(1) %out, ptr addrspace(1) %lout, ptr addrspace(1) %gout) {
entry:
  %slot = alloca i32, align 4
  store i32 3, ptr %slot, align 4
  %gp = addrspacecast ptr %slot to ptr addrspace(4)
  %gg = addrspacecast ptr addrspace(1) %buf to ptr addrspace(4)
  %either = select i1 %c, ptr addrspace(4) %gp, ptr addrspace(4) %gg
  %priv = call spir_func ptr @__builtin_IB_to_private(ptr addrspace(4) %either)
  %isp = icmp ne ptr %priv, null
  %z = zext i1 %isp to i32
  store i32 %z, ptr addrspace(1) %out, align 4
  %loc = call spir_func ptr addrspace(3) @__builtin_IB_to_local(ptr addrspace(4) %either)
  store ptr addrspace(3) %loc, ptr addrspace(1) %lout, align 8
  %glob = call spir_func ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPvi(ptr addrspace(4) %either, i32 5)
  store ptr addrspace(1) %glob, ptr addrspace(1) %gout, align 8
  ret void
}

; Only a local pointer reaches it: the SPIR-V to-local conversion gives the
; pointer, cleared of its tag, without a test.
; CHECK-LABEL: define spir_kernel void @mine(
; CHECK-NOT: call
; CHECK: %[[L1:.*]] = shl i64 %{{.*}}, 4
; CHECK-NEXT: %[[L2:.*]] = ashr i64 %[[L1]], 4
; CHECK-NEXT: %[[L3:.*]] = inttoptr i64 %[[L2]] to ptr addrspace(3)
; CHECK-NEXT: store i32 1, ptr addrspace(3) %[[L3]], align 4
define spir_kernel void @mine(ptr addrspace(3) %tile) {
entry:
  %g = addrspacecast ptr addrspace(3) %tile to ptr addrspace(4)
  %l = call spir_func ptr addrspace(3) @_Z40__spirv_GenericCastToPtrExplicit_ToLocalPvi(ptr addrspace(4) %g, i32 4)
  store i32 1, ptr addrspace(3) %l, align 4
  ret void
}

; STATS: 2 lower-generic: to_* conversions folded
; STATS: 2 lower-generic: to_* conversions resolved by a tag comparison
