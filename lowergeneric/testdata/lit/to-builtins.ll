; to_global / to_local / to_private: folded when the set decides (the
; pointer itself, or null), else a comparison of the tag that selects the
; pointer (cleared) or null. A to_private that must tell private from
; global makes private pointers carry tag 001, and clears it on the way
; back to global.
; RUN: memspace -passes=lower-generic -verify-each -stats %s -o %t.ll 2> %t.stats
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=STATS < %t.stats
; RUN: llvm-as %t.ll -o %t.bc

target triple = "spir64-unknown-unknown"

declare spir_func ptr addrspace(1) @__to_global(ptr addrspace(4))
declare spir_func ptr addrspace(3) @_Z8to_localPU3AS4i(ptr addrspace(4))
declare spir_func ptr @__to_private(ptr addrspace(4))

; Only global: to_global is the pointer, to_local null.
; CHECK-LABEL: define internal spir_func i32 @decided(
; CHECK-NOT: call
; CHECK: %[[I:.*]] = ptrtoint ptr addrspace(4) %p to i64
; CHECK-NEXT: %[[G:.*]] = inttoptr i64 %[[I]] to ptr addrspace(1)
; CHECK-NEXT: %isnull = icmp eq ptr addrspace(3) null, null
define internal spir_func i32 @decided(ptr addrspace(4) %p) {
  %g = call spir_func ptr addrspace(1) @__to_global(ptr addrspace(4) %p)
  %l = call spir_func ptr addrspace(3) @_Z8to_localPU3AS4i(ptr addrspace(4) %p)
  %isnull = icmp eq ptr addrspace(3) %l, null
  %v = load i32, ptr addrspace(1) %g
  ret i32 %v
}

; Global or local: to_local compares the tag with 010, to_global with
; anything but 010.
; CHECK-LABEL: define internal spir_func i1 @dynamic(
; CHECK: %[[I:.*]] = ptrtoint ptr addrspace(4) %p to i64
; CHECK-NEXT: %[[T:.*]] = lshr i64 %[[I]], 61
; CHECK-NEXT: %[[C:.*]] = icmp eq i64 %[[T]], 2
; CHECK-NEXT: shl i64 %[[I]], 4
; CHECK-NEXT: ashr
; CHECK-NEXT: %[[L:.*]] = inttoptr i64 %{{.*}} to ptr addrspace(3)
; CHECK-NEXT: %l = select i1 %[[C]], ptr addrspace(3) %[[L]], ptr addrspace(3) null
; CHECK: %[[T2:.*]] = lshr i64 %{{.*}}, 61
; CHECK-NEXT: icmp ne i64 %[[T2]], 2
define internal spir_func i1 @dynamic(ptr addrspace(4) %p) {
  %l = call spir_func ptr addrspace(3) @_Z8to_localPU3AS4i(ptr addrspace(4) %p)
  %g = call spir_func ptr addrspace(1) @__to_global(ptr addrspace(4) %p)
  %a = icmp eq ptr addrspace(3) %l, null
  %b = icmp eq ptr addrspace(1) %g, null
  %r = and i1 %a, %b
  ret i1 %r
}

; Private or global: the private tag is needed.
; CHECK-LABEL: define internal spir_func i1 @private_or_global(
; CHECK: %[[T:.*]] = lshr i64 %{{.*}}, 61
; CHECK-NEXT: icmp eq i64 %[[T]], 1
define internal spir_func i1 @private_or_global(ptr addrspace(4) %p) {
  %q = call spir_func ptr @__to_private(ptr addrspace(4) %p)
  %r = icmp eq ptr %q, null
  ret i1 %r
}

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: or i64 %{{.*}}, 2305843009213693952
define spir_kernel void @k(ptr addrspace(1) %g, ptr addrspace(3) %l) {
  %x = alloca i32
  %gg = addrspacecast ptr addrspace(1) %g to ptr addrspace(4)
  %gl = addrspacecast ptr addrspace(3) %l to ptr addrspace(4)
  %gx = addrspacecast ptr %x to ptr addrspace(4)
  %a = call spir_func i32 @decided(ptr addrspace(4) %gg)
  %b = call spir_func i1 @dynamic(ptr addrspace(4) %gg)
  %c = call spir_func i1 @dynamic(ptr addrspace(4) %gl)
  %d = call spir_func i1 @private_or_global(ptr addrspace(4) %gx)
  %e = call spir_func i1 @private_or_global(ptr addrspace(4) %gg)
  ret void
}

; STATS: 2 lower-generic: to_* conversions folded
; STATS: 3 lower-generic: to_* conversions resolved by a tag comparison
