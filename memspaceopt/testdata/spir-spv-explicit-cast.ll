; SPIR: SPIR-V's OpGenericCastToPtrExplicit, as the intrinsic
; llvm.spv.generic.cast.to.ptr.explicit (any overload suffix), is a
; conversion like to_global/to_local/to_private: its result type names the
; space, and it returns its generic operand there or null. It folds the same
; way: to the operand's specific form when the set is that space, to null
; when the set rules the space out, and stays when the set holds the space
; among others. (Found running memspace over LLVM's own SPIR-V tests: the
; call stayed, and lower-generic then refused it.)
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "spirv64-unknown-unknown"

@tile = internal addrspace(3) global [4 x float] undef

declare ptr addrspace(1) @llvm.spv.generic.cast.to.ptr.explicit.p1(ptr addrspace(4))
declare ptr addrspace(3) @llvm.spv.generic.cast.to.ptr.explicit.p3(ptr addrspace(4))
declare ptr @llvm.spv.generic.cast.to.ptr.explicit.p0(ptr addrspace(4))
declare spir_func void @useg(ptr addrspace(1))
declare spir_func void @usel(ptr addrspace(3))
declare spir_func void @usep(ptr)

; CHECK-LABEL: define spir_kernel void @conv(ptr addrspace(4) %out, i1 %which)
; CHECK-NEXT: entry:
; CHECK-NEXT: %slot = alloca float, align 4
; CHECK-NEXT: %out.global = addrspacecast ptr addrspace(4) %out to ptr addrspace(1)
; CHECK-NEXT: call spir_func void @useg(ptr addrspace(1) %out.global)
; CHECK-NEXT: call spir_func void @usel(ptr addrspace(3) null)
; CHECK-NEXT: call spir_func void @usep(ptr %slot)
; CHECK-NEXT: call spir_func void @useg(ptr addrspace(1) null)
; CHECK-NEXT: %either = select i1 %which, ptr addrspace(4) %out, ptr addrspace(4) addrspacecast (ptr addrspace(3) @tile to ptr addrspace(4))
; CHECK-NEXT: %maybe = call ptr addrspace(3) @llvm.spv.generic.cast.to.ptr.explicit.p3(ptr addrspace(4) %either)
; CHECK-NEXT: call spir_func void @usel(ptr addrspace(3) %maybe)
; CHECK-NEXT: call spir_func void @usep(ptr null)
; CHECK-NEXT: ret void
define spir_kernel void @conv(ptr addrspace(4) %out, i1 %which) {
entry:
  %slot = alloca float, align 4
  %slot.gen = addrspacecast ptr %slot to ptr addrspace(4)
  ; a kernel parameter is global: the global cast is the pointer, local null
  %g = call ptr addrspace(1) @llvm.spv.generic.cast.to.ptr.explicit.p1(ptr addrspace(4) %out)
  call spir_func void @useg(ptr addrspace(1) %g)
  %l = call ptr addrspace(3) @llvm.spv.generic.cast.to.ptr.explicit.p3(ptr addrspace(4) %out)
  call spir_func void @usel(ptr addrspace(3) %l)
  ; an alloca is private: the private cast is the alloca, global null
  %p = call ptr @llvm.spv.generic.cast.to.ptr.explicit.p0(ptr addrspace(4) %slot.gen)
  call spir_func void @usep(ptr %p)
  %pg = call ptr addrspace(1) @llvm.spv.generic.cast.to.ptr.explicit.p1(ptr addrspace(4) %slot.gen)
  call spir_func void @useg(ptr addrspace(1) %pg)
  ; {global, local}: the local cast is undecided, the private one null
  %either = select i1 %which, ptr addrspace(4) %out, ptr addrspace(4) addrspacecast (ptr addrspace(3) @tile to ptr addrspace(4))
  %maybe = call ptr addrspace(3) @llvm.spv.generic.cast.to.ptr.explicit.p3(ptr addrspace(4) %either)
  call spir_func void @usel(ptr addrspace(3) %maybe)
  %none = call ptr @llvm.spv.generic.cast.to.ptr.explicit.p0(ptr addrspace(4) %either)
  call spir_func void @usep(ptr %none)
  ret void
}

