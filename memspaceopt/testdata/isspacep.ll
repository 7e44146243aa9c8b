; llvm.nvvm.isspacep.* folds to true when the set is exactly that space
; and to false when the set rules it out; global/param and
; shared/shared::cluster nest, and ambiguity leaves the test alone.
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [8 x i32] undef

declare i1 @llvm.nvvm.isspacep.shared(ptr)
declare i1 @llvm.nvvm.isspacep.global(ptr)
declare i1 @llvm.nvvm.isspacep.local(ptr)
declare i1 @llvm.nvvm.isspacep.const(ptr)
declare i1 @llvm.nvvm.isspacep.shared.cluster(ptr)
declare void @sink(i1)

; CHECK-LABEL: define ptx_kernel void @k(ptr %g, i1 %c)
; CHECK-NEXT: entry:
; CHECK-NEXT: call void @sink(i1 true)
; CHECK-NEXT: call void @sink(i1 false)
; CHECK-NEXT: call void @sink(i1 true)
; CHECK-NEXT: call void @sink(i1 false)
; CHECK-NEXT: call void @sink(i1 true)
; CHECK-NEXT: %m = select i1 %c, ptr %g, ptr addrspacecast (ptr addrspace(3) @tile to ptr)
; CHECK-NEXT: %a7 = call i1 @llvm.nvvm.isspacep.shared(ptr %m)
; CHECK-NEXT: call void @sink(i1 %a7)
; CHECK-NEXT: call void @sink(i1 false)
define ptx_kernel void @k(ptr %g, i1 %c) {
entry:
  %s = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 1
  %a1 = call i1 @llvm.nvvm.isspacep.shared(ptr %s)
  call void @sink(i1 %a1)
  %a2 = call i1 @llvm.nvvm.isspacep.global(ptr %s)
  call void @sink(i1 %a2)
  %a3 = call i1 @llvm.nvvm.isspacep.global(ptr %g)
  call void @sink(i1 %a3)
  %a4 = call i1 @llvm.nvvm.isspacep.local(ptr %g)
  call void @sink(i1 %a4)
  %a5 = call i1 @llvm.nvvm.isspacep.shared.cluster(ptr %s)
  call void @sink(i1 %a5)
  %m = select i1 %c, ptr %g, ptr addrspacecast (ptr addrspace(3) @tile to ptr)
  %a7 = call i1 @llvm.nvvm.isspacep.shared(ptr %m)
  call void @sink(i1 %a7)
  %a8 = call i1 @llvm.nvvm.isspacep.const(ptr %m)
  call void @sink(i1 %a8)
  ret void
}

; Kernel parameters passed by value live in param space; the generic
; address of one lies in the global window, so isspacep.global is true on
; it and isspacep.const false. A plain byval parameter whose address
; escapes may be a local copy, and isspacep.global stays a question.
; CHECK-LABEL: define ptx_kernel void @by_value(
; CHECK-NEXT: entry:
; CHECK-NEXT: call void @sink(i1 true)
; CHECK-NEXT: call void @sink(i1 false)
; CHECK-NEXT: call void @esc(ptr %s)
; CHECK-NEXT: %b1 = call i1 @llvm.nvvm.isspacep.global(ptr %b)
; CHECK-NEXT: call void @sink(i1 %b1)
; CHECK-NEXT: call void @sink(i1 false)
%struct.S = type { ptr, i32 }
declare void @esc(ptr)
define ptx_kernel void @by_value(ptr byval(%struct.S) align 8 "nvvm.grid_constant" %s, ptr byval(%struct.S) align 8 %b) #0 {
entry:
  %s1 = call i1 @llvm.nvvm.isspacep.global(ptr %s)
  call void @sink(i1 %s1)
  %s2 = call i1 @llvm.nvvm.isspacep.const(ptr %s)
  call void @sink(i1 %s2)
  call void @esc(ptr %s)
  %b1 = call i1 @llvm.nvvm.isspacep.global(ptr %b)
  call void @sink(i1 %b1)
  %b2 = call i1 @llvm.nvvm.isspacep.const(ptr %b)
  call void @sink(i1 %b2)
  call void @esc(ptr %b)
  ret void
}

; Without cvta.param (before sm_70 and PTX 7.7, or a target not named)
; the backend copies an escaping grid_constant parameter into local
; memory: the tests that a local address would answer differently stay.
; CHECK-LABEL: define ptx_kernel void @by_value_old_target(
; CHECK-NEXT: entry:
; CHECK-NEXT: %s1 = call i1 @llvm.nvvm.isspacep.global(ptr %s)
; CHECK-NEXT: call void @sink(i1 %s1)
; CHECK-NEXT: %s2 = call i1 @llvm.nvvm.isspacep.local(ptr %s)
; CHECK-NEXT: call void @sink(i1 %s2)
; CHECK-NEXT: call void @sink(i1 false)
define ptx_kernel void @by_value_old_target(ptr byval(%struct.S) align 8 "nvvm.grid_constant" %s) #1 {
entry:
  %s1 = call i1 @llvm.nvvm.isspacep.global(ptr %s)
  call void @sink(i1 %s1)
  %s2 = call i1 @llvm.nvvm.isspacep.local(ptr %s)
  call void @sink(i1 %s2)
  %s3 = call i1 @llvm.nvvm.isspacep.const(ptr %s)
  call void @sink(i1 %s3)
  call void @esc(ptr %s)
  ret void
}

attributes #0 = { "target-cpu"="sm_90" "target-features"="+ptx80" }
attributes #1 = { "target-cpu"="sm_60" "target-features"="+ptx60" }
