; Comparisons of pointers that stay generic anyway keep their generic
; operands: @h's parameters point to global memory (its only caller passes
; kernel parameters), but comparing %p with null or with %q in that space
; would cost a cast of %q (a cvta in PTX) and save none.
; A GEP the rewrite replaces is compared in its space, so it needs no cast
; back to generic; null in global memory is the generic null (on NVPTX a
; global address is its own generic address), so it needs no cast either.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

define internal void @h(ptr %p, ptr %q, i64 %i) {
entry:
  %isnull = icmp eq ptr %p, null
  br i1 %isnull, label %done, label %use

use:
  %same = icmp eq ptr %p, %q
  %g = getelementptr inbounds float, ptr %p, i64 %i
  %gnull = icmp ne ptr %g, null
  store float 1.0, ptr %g, align 4
  br label %done

done:
  ret void
}

define ptx_kernel void @k(ptr %a, ptr %b, i64 %i) {
entry:
  call void @h(ptr %a, ptr %b, i64 %i)
  ret void
}

; CHECK-LABEL: define internal void @h(ptr %p, ptr %q, i64 %i)
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %p.global = addrspacecast ptr %p to ptr addrspace(1)
; CHECK-NEXT:    %isnull = icmp eq ptr %p, null
; CHECK-NOT:     %q.global
; CHECK:         %same = icmp eq ptr %p, %q
; CHECK-NEXT:    %g = getelementptr inbounds float, ptr addrspace(1) %p.global, i64 %i
; CHECK-NEXT:    %gnull = icmp ne ptr addrspace(1) %g, null
; CHECK-NEXT:    store float 1.000000e+00, ptr addrspace(1) %g, align 4
