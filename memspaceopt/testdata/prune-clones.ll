; Pruning applies to ipmsp's clones: a helper that takes an atomic only on
; non-local memory, specialized for a local argument, loses the atomic (no
; error); one that stores only through global memory, specialized for a
; constant argument, loses the store, which llc could not select through a
; constant pointer.
; (-ipmsp-max-growth=-1: the size guard, ipmsp/growth.go, would keep
; some calls on the original; this test is about the clones.)
; RUN: memspace -ipmsp-max-growth=-1 -passes=ipmsp,memspace-opt %s -o - 2>%t | FileCheck %s
; RUN: FileCheck %s --input-file=%t --check-prefix=DIAG --allow-empty
; LLC:

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tab = internal addrspace(4) global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4

declare i1 @llvm.nvvm.isspacep.local(ptr)
declare i1 @llvm.nvvm.isspacep.global(ptr)

; DIAG-NOT: error

; CHECK-LABEL: define internal void @bump.local(ptr addrspace(5)
; CHECK-NOT: atomicrmw
; CHECK: load i32, ptr addrspace(5)
; CHECK: ret void
; CHECK-LABEL: define internal void @bump.global(ptr addrspace(1)
; CHECK: atomicrmw add ptr addrspace(1)
; CHECK-NOT: load
; CHECK: ret void
define void @bump(ptr %p) noinline {
entry:
  %l = call i1 @llvm.nvvm.isspacep.local(ptr %p)
  br i1 %l, label %plain, label %atomic

atomic:
  %old = atomicrmw add ptr %p, i32 1 seq_cst, align 4
  br label %done

plain:
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr %p, align 4
  br label %done

done:
  ret void
}

; CHECK-LABEL: define internal i32 @put.constant(ptr addrspace(4)
; CHECK-NOT: store
; CHECK: load i32, ptr addrspace(4)
; CHECK-LABEL: define internal i32 @put.global(ptr addrspace(1)
; CHECK: store i32 %v, ptr addrspace(1)
define i32 @put(ptr %p, i32 %v) noinline {
entry:
  %g = call i1 @llvm.nvvm.isspacep.global(ptr %p)
  br i1 %g, label %store, label %done

store:
  store i32 %v, ptr %p, align 4
  br label %done

done:
  %r = load i32, ptr %p, align 4
  ret i32 %r
}

define ptx_kernel void @k(ptr %out) {
entry:
  %x = alloca i32, align 4
  store i32 0, ptr %x, align 4
  call void @bump(ptr %x)
  call void @bump(ptr %out)
  %c = call i32 @put(ptr addrspacecast (ptr addrspace(4) @tab to ptr), i32 5)
  %d = call i32 @put(ptr %out, i32 %c)
  %y = load i32, ptr %x, align 4
  %s = add i32 %y, %d
  store i32 %s, ptr %out, align 4
  ret void
}
