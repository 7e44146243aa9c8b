; Static resolution must not trust what the module cannot see. A function
; other modules may call (external linkage, no -whole-program) may receive a
; local pointer made generic by a kernel elsewhere, and a function the module
; only declares may return one: neither module holds an addrspacecast from
; local memory, yet both accesses need the local block. Internal functions
; reached only from this module's kernels keep the static rule.
; RUN: memspace -passes=lower-generic -verify-each -stats %s -o %t.ll 2> %t.stats
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=STATS < %t.stats
; RUN: llvm-as %t.ll -o %t.bc
; RUN: memspace -whole-program -lower-generic %s | FileCheck %s --check-prefix=WP

target triple = "spir64-unknown-unknown"

declare spir_func ptr addrspace(4) @lookup(i32)

; CHECK-LABEL: define spir_func void @bump(
; CHECK: %[[T:.*]] = lshr i64 %{{.*}}, 61
; CHECK-NEXT: switch i64 %[[T]], label %lg.global [
; CHECK-NEXT: i64 2, label %lg.local
define spir_func void @bump(ptr addrspace(4) %counter) {
  %old = load i32, ptr addrspace(4) %counter, align 4
  %new = add i32 %old, 1
  store i32 %new, ptr addrspace(4) %counter, align 4
  ret void
}

; CHECK-LABEL: define spir_kernel void @fill(
; CHECK: %slot = call spir_func ptr addrspace(4) @lookup(i32 %i)
; CHECK: switch i64 %{{.*}}, label %lg.global [
; CHECK-NEXT: i64 2, label %lg.local
define spir_kernel void @fill(ptr addrspace(1) %out, i32 %i) {
  %slot = call spir_func ptr addrspace(4) @lookup(i32 %i)
  store i32 7, ptr addrspace(4) %slot, align 4
  %g = addrspacecast ptr addrspace(1) %out to ptr addrspace(4)
  call spir_func void @scale(ptr addrspace(4) %g)
  ret void
}

; Only @fill calls it, with a global pointer: one block.
; CHECK-LABEL: define internal spir_func void @scale(
; CHECK-NOT: switch
; CHECK: store i32 %{{.*}}, ptr addrspace(1)
define internal spir_func void @scale(ptr addrspace(4) %p) {
  %v = load i32, ptr addrspace(4) %p, align 4
  %d = shl i32 %v, 1
  store i32 %d, ptr addrspace(4) %p, align 4
  ret void
}

; STATS: 3 lower-generic: switches emitted

; Under -whole-program @bump becomes internal and, with no caller, goes;
; @lookup is still unseen code, so the access through its result keeps its
; local block.
; WP-NOT: @bump
; WP-LABEL: define spir_kernel void @fill(
; WP: switch i64 %{{.*}}, label %lg.global [
; WP-NEXT: i64 2, label %lg.local
