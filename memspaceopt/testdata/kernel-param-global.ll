; Kernel pointer parameters point to global memory: each is cast once at
; the top of the entry block and its address chain is retyped. A function
; that is not a kernel has callers we cannot see, so it stays generic.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @k(ptr %in, ptr %out, i64 %i)
; CHECK-NEXT: entry:
; CHECK-NEXT: %in.global = addrspacecast ptr %in to ptr addrspace(1)
; CHECK-NEXT: %out.global = addrspacecast ptr %out to ptr addrspace(1)
; CHECK-NEXT: %src = getelementptr inbounds float, ptr addrspace(1) %in.global, i64 %i
; CHECK-NEXT: %v = load float, ptr addrspace(1) %src, align 4
; CHECK-NEXT: %dst = getelementptr inbounds float, ptr addrspace(1) %out.global, i64 %i
; CHECK-NEXT: store float %v, ptr addrspace(1) %dst, align 4
define ptx_kernel void @k(ptr %in, ptr %out, i64 %i) {
entry:
  %src = getelementptr inbounds float, ptr %in, i64 %i
  %v = load float, ptr %src, align 4
  %dst = getelementptr inbounds float, ptr %out, i64 %i
  store float %v, ptr %dst, align 4
  ret void
}

; CHECK-LABEL: define void @not_a_kernel(ptr %p)
; CHECK-NEXT: entry:
; CHECK-NEXT: store i32 0, ptr %p, align 4
define void @not_a_kernel(ptr %p) {
entry:
  store i32 0, ptr %p, align 4
  ret void
}
