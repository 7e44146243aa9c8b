; Without debug info a diagnostic is placed at the instruction's line and
; column in the input text, also for an access inlined from a helper (the
; helper's load, line 21) and for the select where the spaces met (line
; 14); kernel and helper read as c++filt prints them, @tile as its
; demangled name.
; RUN: memspace %s -o %t.ll 2> %t.err
; RUN: FileCheck %s --input-file=%t.err -DFILE=%s

target triple = "nvptx64-nvidia-cuda"

@_ZZ1kPfiE4tile = internal addrspace(3) global [256 x float] undef, align 4

define ptx_kernel void @_Z1kPfi(ptr %g, i1 %c) {
  %p = select i1 %c, ptr %g, ptr addrspacecast (ptr addrspace(3) @_ZZ1kPfiE4tile to ptr)
  %v = call float @_ZL3getPf(ptr %p)
  store float %v, ptr %g, align 4
  ret void
}

define internal float @_ZL3getPf(ptr %q) alwaysinline {
  %v = load float, ptr %q, align 4
  ret float %v
}

; CHECK: [[FILE]]:21:3: warning: Cannot tell what pointer points to, assuming global memory space
; CHECK-NEXT: [[FILE]]:21:3: note: global: kernel parameter 'g' of k(float*, int)
; CHECK-NEXT: [[FILE]]:21:3: note: shared: from @tile
; CHECK-NEXT: [[FILE]]:14:3: note: the spaces global and shared meet at this select
; CHECK-NEXT: [[FILE]]:21:3: note: memspace left the access generic (it may point to {global,shared}); nothing was lowered as global
