; A byval kernel parameter already typed in param space (ptr
; addrspace(101) byval) is no generic address: the byval step makes no
; local copy of it (an alloca of its type would live in param space, and
; an addrspacecast to its own space is invalid IR), even where its address
; escapes into generic code; memspace-opt then moves the prefetch to it.
; RUN: memspace -ipmsp-max-growth=-1 -passes=ipmsp -verify-each -stats %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: FileCheck %s < %t.ll
; RUN: memspace -ipmsp-max-growth=-1 %s | FileCheck %s --check-prefix=OPT
; STATS-NOT: byval parameters copied

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @k(ptr addrspace(101) byval([128 x i8]) align 64 %p)
; CHECK-NOT: alloca
; CHECK: %q = addrspacecast ptr addrspace(101) %p to ptr
; OPT: call void @llvm.nvvm.prefetch.tensormap.p101(ptr addrspace(101) %p)
define ptx_kernel void @k(ptr addrspace(101) byval([128 x i8]) align 64 %p) {
entry:
  %q = addrspacecast ptr addrspace(101) %p to ptr
  call void @llvm.nvvm.prefetch.tensormap.p0(ptr %q)
  call void @use(ptr %q)
  ret void
}

declare void @llvm.nvvm.prefetch.tensormap.p0(ptr)
declare void @use(ptr)
