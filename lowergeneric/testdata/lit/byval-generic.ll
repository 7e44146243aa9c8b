; A byval argument passed as a generic pointer: the call copies the pointee,
; and that copy reads memory through the (tagged) generic pointer in code
; that only code generation emits, where no switch can guard it. The pass
; reports it at the call rather than leave a generic access behind, with
; the attribute on the call site or only on the callee's parameter. A byval
; argument in a concrete space is fine.
; RUN: not memspace -passes=lower-generic %s -o %t.ll 2>&1 | FileCheck %s
; CHECK: byval-generic.ll:27:3: error: lower-generic cannot lower a byval argument through a generic pointer (the copy reads memory through it): 'call void @take(ptr addrspace(4) byval(%pair) %g)'
; CHECK: byval-generic.ll:28:3: error: lower-generic cannot lower a byval argument through a generic pointer (the copy reads memory through it): 'call void @take(ptr addrspace(4) %g)'
; CHECK-NOT: error:
; CHECK: error: pass 'lower-generic': 2 construct(s) could not be lowered

target triple = "spir64-unknown-unknown"

%pair = type { i32, i32 }

define void @take(ptr addrspace(4) byval(%pair) %p) {
  ret void
}

declare void @take_private(ptr byval(%pair))

define spir_kernel void @k(ptr addrspace(3) %l) {
  %s = alloca %pair
  %g = addrspacecast ptr addrspace(3) %l to ptr addrspace(4)
  call void @take_private(ptr byval(%pair) %s)
  call void @take(ptr addrspace(4) byval(%pair) %g)
  call void @take(ptr addrspace(4) %g)
  ret void
}
