; SPIR: the OpenCL conversions __to_global, __to_local and __to_private
; (also Itanium-mangled, _Z9to_global...) return their argument in that
; space, or null when it is elsewhere. They fold to the pointer's specific
; form when the set is exactly that space, to null when the set rules the
; space out, and stay when the set holds the space among others.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "spir64-unknown-unknown"

@lds = internal addrspace(3) global [8 x i32] undef

declare spir_func ptr addrspace(1) @__to_global(ptr addrspace(4))
declare spir_func ptr addrspace(3) @__to_local(ptr addrspace(4))
declare spir_func ptr @__to_private(ptr addrspace(4))
declare spir_func ptr addrspace(1) @_Z9to_globalPU3AS4v(ptr addrspace(4))
declare spir_func void @sinkg(ptr addrspace(1))
declare spir_func void @sinkl(ptr addrspace(3))
declare spir_func void @sinkp(ptr)

; CHECK-LABEL: define spir_kernel void @k(ptr addrspace(4) %g, i1 %c)
; CHECK-NEXT: entry:
; CHECK-NEXT: %buf = alloca i32, align 4
; CHECK-NEXT: %g.global = addrspacecast ptr addrspace(4) %g to ptr addrspace(1)
; CHECK-NEXT: call spir_func void @sinkg(ptr addrspace(1) %g.global)
; CHECK-NEXT: call spir_func void @sinkp(ptr %buf)
; CHECK-NEXT: call spir_func void @sinkl(ptr addrspace(3) null)
; CHECK-NEXT: call spir_func void @sinkp(ptr null)
; CHECK-NEXT: %m = select i1 %c, ptr addrspace(4) %g, ptr addrspace(4) addrspacecast (ptr addrspace(3) @lds to ptr addrspace(4))
; CHECK-NEXT: %f = call spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) %m)
; CHECK-NEXT: call spir_func void @sinkl(ptr addrspace(3) %f)
; CHECK-NEXT: call spir_func void @sinkp(ptr null)
; CHECK-NEXT: call spir_func void @sinkg(ptr addrspace(1) %g.global)
; CHECK-NEXT: ret void
define spir_kernel void @k(ptr addrspace(4) %g, i1 %c) {
entry:
  %buf = alloca i32, align 4
  %priv = addrspacecast ptr %buf to ptr addrspace(4)
  ; global (kernel parameter): to_global is the pointer
  %a = call spir_func ptr addrspace(1) @__to_global(ptr addrspace(4) %g)
  call spir_func void @sinkg(ptr addrspace(1) %a)
  ; private (alloca): to_private is the alloca, to_local is null
  %b = call spir_func ptr @__to_private(ptr addrspace(4) %priv)
  call spir_func void @sinkp(ptr %b)
  %d = call spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) %priv)
  call spir_func void @sinkl(ptr addrspace(3) %d)
  ; global: to_private is null
  %e = call spir_func ptr @__to_private(ptr addrspace(4) %g)
  call spir_func void @sinkp(ptr %e)
  ; {global, local}: to_local undecided, to_private null
  %m = select i1 %c, ptr addrspace(4) %g, ptr addrspace(4) addrspacecast (ptr addrspace(3) @lds to ptr addrspace(4))
  %f = call spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) %m)
  call spir_func void @sinkl(ptr addrspace(3) %f)
  %h = call spir_func ptr @__to_private(ptr addrspace(4) %m)
  call spir_func void @sinkp(ptr %h)
  ; the mangled spelling folds the same way
  %x = call spir_func ptr addrspace(1) @_Z9to_globalPU3AS4v(ptr addrspace(4) %g)
  call spir_func void @sinkg(ptr addrspace(1) %x)
  ret void
}
