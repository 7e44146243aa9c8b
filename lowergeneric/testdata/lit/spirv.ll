; With a SPIR-V triple the output compiles with llc-22 -mtriple=spirv64:
; tags, switches, the field-by-field join of cmpxchg and split memcpy.
; RUN: memspace -passes=lower-generic -verify-each %s -o %t.ll
; RUN: llvm-as %t.ll -o %t.bc
; RUN: llc -mtriple=spirv64 %t.ll -o %t.spvasm
; RUN: FileCheck %s < %t.spvasm
; The tag is read and cleared with integer code (llc turns a two-way switch
; into OpBranchConditional); no generic pointer is cast back by the target.
; CHECK-NOT: OpGenericCastToPtr
; CHECK: OpShiftRightLogical
; CHECK: OpBranchConditional
; CHECK-NOT: OpGenericCastToPtr

target triple = "spirv64-unknown-unknown"

declare void @llvm.memcpy.p4.p4.i64(ptr addrspace(4) noalias writeonly captures(none), ptr addrspace(4) noalias readonly captures(none), i64, i1 immarg)

define internal spir_func i32 @work(ptr addrspace(4) %p, ptr addrspace(4) %q, i32 %v) {
  %old = load i32, ptr addrspace(4) %p, align 4
  store i32 %v, ptr addrspace(4) %q, align 4
  %r = atomicrmw add ptr addrspace(4) %p, i32 %v syncscope("workgroup") monotonic, align 4
  %pair = cmpxchg ptr addrspace(4) %q, i32 %old, i32 %r seq_cst seq_cst, align 4
  %ok = extractvalue { i32, i1 } %pair, 1
  %s = select i1 %ok, i32 %old, i32 %r
  call void @llvm.memcpy.p4.p4.i64(ptr addrspace(4) %p, ptr addrspace(4) %q, i64 4, i1 false)
  ret i32 %s
}

define spir_kernel void @k(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %out) {
  %x = alloca i32
  %gg = addrspacecast ptr addrspace(1) %g to ptr addrspace(4)
  %gl = addrspacecast ptr addrspace(3) %l to ptr addrspace(4)
  %gx = addrspacecast ptr %x to ptr addrspace(4)
  %a = call spir_func i32 @work(ptr addrspace(4) %gg, ptr addrspace(4) %gl, i32 1)
  %b = call spir_func i32 @work(ptr addrspace(4) %gl, ptr addrspace(4) %gx, i32 %a)
  store i32 %b, ptr addrspace(1) %out
  ret void
}
