; SPIR: Intel's __builtin_IB_to_local / __builtin_IB_to_private and the
; SPIR-V translator's __spirv_GenericCastToPtrExplicit_To* (mangled, with a
; storage-class operand) are the OpenCL conversions: they fold to the
; pointer in its space when its set is that space, to null when the set
; rules the space out (the local conversion of a private pointer, the
; private one of a local-or-global pointer), and stay when the set has it
; among others.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "spir64-unknown-unknown"

declare spir_func ptr @__builtin_IB_to_private(ptr addrspace(4))
declare spir_func ptr addrspace(3) @__builtin_IB_to_local(ptr addrspace(4))
declare spir_func ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPvi(ptr addrspace(4), i32)
declare spir_func ptr @_Z42__spirv_GenericCastToPtrExplicit_ToPrivatePvi(ptr addrspace(4), i32)
declare spir_func void @keep(ptr addrspace(1), ptr addrspace(3), ptr, ptr, ptr, ptr addrspace(3))

; CHECK-LABEL: define spir_kernel void @sort(
; CHECK-NEXT: entry:
; CHECK-NEXT: %tmp = alloca i32
; CHECK-NEXT: %gd = addrspacecast ptr addrspace(1) %data to ptr addrspace(4)
; CHECK-NEXT: %gt = addrspacecast ptr addrspace(3) %tile to ptr addrspace(4)
; CHECK-NEXT: %gp = addrspacecast ptr %tmp to ptr addrspace(4)
; CHECK-NEXT: %mixed = select i1 %c, ptr addrspace(4) %gp, ptr addrspace(4) %gd
; CHECK-NEXT: %maybe = call spir_func ptr @__builtin_IB_to_private(ptr addrspace(4) %mixed)
; CHECK-NEXT: %lg = select i1 %c, ptr addrspace(4) %gt, ptr addrspace(4) %gd
; CHECK-NEXT: %none = call spir_func ptr addrspace(3) @__builtin_IB_to_local(ptr addrspace(4) %lg)
; CHECK-NEXT: call spir_func void @keep(ptr addrspace(1) %data, ptr addrspace(3) null, ptr %tmp, ptr %maybe, ptr null, ptr addrspace(3) %none)
; CHECK-NEXT: ret void
define spir_kernel void @sort(ptr addrspace(1) %data, ptr addrspace(3) %tile, i1 %c) {
entry:
  %tmp = alloca i32
  %gd = addrspacecast ptr addrspace(1) %data to ptr addrspace(4)
  %gt = addrspacecast ptr addrspace(3) %tile to ptr addrspace(4)
  %gp = addrspacecast ptr %tmp to ptr addrspace(4)
  %asg = call spir_func ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPvi(ptr addrspace(4) %gd, i32 5)
  %asl = call spir_func ptr addrspace(3) @__builtin_IB_to_local(ptr addrspace(4) %gp)
  %asp = call spir_func ptr @_Z42__spirv_GenericCastToPtrExplicit_ToPrivatePvi(ptr addrspace(4) %gp, i32 7)
  %mixed = select i1 %c, ptr addrspace(4) %gp, ptr addrspace(4) %gd
  %maybe = call spir_func ptr @__builtin_IB_to_private(ptr addrspace(4) %mixed)
  %lg = select i1 %c, ptr addrspace(4) %gt, ptr addrspace(4) %gd
  %nop = call spir_func ptr @__builtin_IB_to_private(ptr addrspace(4) %lg)
  %none = call spir_func ptr addrspace(3) @__builtin_IB_to_local(ptr addrspace(4) %lg)
  call spir_func void @keep(ptr addrspace(1) %asg, ptr addrspace(3) %asl, ptr %asp, ptr %maybe, ptr %nop, ptr addrspace(3) %none)
  ret void
}
