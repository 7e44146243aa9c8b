; A pointer loaded from memory that points to global memory is loaded as a
; global pointer: on NVPTX a global address is its own generic address, so
; the same bits need no cvta.to.global. Users that need the generic pointer
; (a call of a function that only reads) get one cast back; a volatile
; load may read anything, so what it loads stays generic. A shared pointer would keep its
; load and be cast (stack-slot.ll); typed-pointer IR keeps the cast.
; Comparisons are rewritten after the accesses: in @check, %p is compared
; with null before it is stored through, and the comparison takes the
; retyped load (and the global null) with no cast back; %e is only
; compared and passed to an unknown function, so it stays generic.
; RUN: memspace -passes=memspace-opt %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; Idempotent: a second run changes nothing.
; RUN: memspace -passes=memspace-opt %t.ll | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

declare void @ext(ptr) memory(read)

define ptx_kernel void @k(ptr readonly %table, i64 %i) {
entry:
  %slot = getelementptr inbounds ptr, ptr %table, i64 %i
  %row = load ptr, ptr %slot, align 8
  %x = load float, ptr %row, align 4
  %q = getelementptr inbounds float, ptr %row, i64 1
  store float %x, ptr %q, align 4
  call void @ext(ptr %row)
  %v = load volatile ptr, ptr %slot, align 8
  store float 0.0, ptr %v, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK:         %row = load ptr addrspace(1), ptr addrspace(1) %slot, align 8
; CHECK-NEXT:    %row.gen = addrspacecast ptr addrspace(1) %row to ptr
; CHECK-NEXT:    %x = load float, ptr addrspace(1) %row, align 4
; CHECK-NEXT:    %q = getelementptr inbounds float, ptr addrspace(1) %row, i64 1
; CHECK-NEXT:    store float %x, ptr addrspace(1) %q, align 4
; CHECK-NEXT:    call void @ext(ptr %row.gen)
; CHECK-NEXT:    %v = load volatile ptr, ptr addrspace(1) %slot, align 8
; CHECK-NEXT:    store float 0.000000e+00, ptr %v, align 4

define ptx_kernel void @check(ptr readonly %table, i64 %i) {
entry:
  %slot = getelementptr inbounds ptr, ptr %table, i64 %i
  %p = load ptr, ptr %slot, align 8
  %c = icmp eq ptr %p, null
  br i1 %c, label %done, label %use

use:
  store float 1.0, ptr %p, align 4
  br label %done

done:
  %q = getelementptr inbounds ptr, ptr %slot, i64 1
  %e = load ptr, ptr %q, align 8
  %d = icmp eq ptr %e, null
  br i1 %d, label %out, label %pass

pass:
  call void @ext(ptr %e)
  br label %out

out:
  ret void
}

; CHECK-LABEL: define ptx_kernel void @check(
; CHECK:         %p = load ptr addrspace(1), ptr addrspace(1) %slot, align 8
; CHECK-NEXT:    %c = icmp eq ptr addrspace(1) %p, null
; CHECK:         store float 1.000000e+00, ptr addrspace(1) %p, align 4
; CHECK:         %e = load ptr, ptr addrspace(1) %q, align 8
; CHECK-NEXT:    %d = icmp eq ptr %e, null
; CHECK:         call void @ext(ptr %e)
; CHECK-NOT:     addrspacecast
