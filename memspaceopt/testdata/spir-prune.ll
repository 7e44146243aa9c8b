; Fold, prune, then judge on SPIR: a to_local conversion that folds to
; null makes the null check on it constant; the branch it decides is
; folded and the block that used the local pointer is deleted.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "spir64-unknown-unknown"

declare spir_func ptr addrspace(3) @__to_local(ptr addrspace(4))
declare spir_func ptr @__to_private(ptr addrspace(4))

; CHECK-LABEL: define spir_kernel void @k(
; CHECK-NEXT: entry:
; CHECK-NEXT: %buf = alloca i32, align 4
; CHECK-NEXT: br label %notlocal
; CHECK-NOT: addrspace(3)
; CHECK: notlocal:
; CHECK-NEXT: store i32 2, ptr %buf, align 4
; CHECK-NOT: phi
; CHECK: store i32 2, ptr addrspace(1) %out
define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %buf = alloca i32, align 4
  %priv = addrspacecast ptr %buf to ptr addrspace(4)
  %l = call spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) %priv)
  %isnull = icmp eq ptr addrspace(3) %l, null
  br i1 %isnull, label %notlocal, label %local

local:
  store i32 1, ptr addrspace(3) %l, align 4
  br label %done

notlocal:
  %p = call spir_func ptr @__to_private(ptr addrspace(4) %priv)
  store i32 2, ptr %p, align 4
  br label %done

done:
  %r = phi i32 [ 1, %local ], [ 2, %notlocal ]
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}
