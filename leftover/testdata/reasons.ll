; One GenericLeft remark per function with generic accesses, counting them
; by reason: an exported helper's parameter (unknown callers), a pointer
; a select merges from shared and global (with the merge point), one
; returned by an external call (a store and a load through it), one
; loaded through that one (memory the module does not see); inline asm is
; in reasons-asm.ll. Functions with nothing left get none.
; Without -pass-remarks-output the pass does nothing.
; RUN: memspace -pass-remarks-output=%t.yaml %s -o %t.ll 2>/dev/null
; RUN: FileCheck %s < %t.yaml
; RUN: llvm-as %t.ll -o %t.bc

; CHECK-LABEL: Pass: report-generic
; CHECK-NEXT: Name: GenericLeft
; CHECK-NEXT: Function: helper
; CHECK-NEXT: Args:
; CHECK-NEXT: - String: '1 generic accesses left: '
; CHECK-NEXT: - UnknownCallers: '1 through parameters of a function with unknown callers (exported or address taken)'
; CHECK-LABEL: Pass: report-generic
; CHECK-NEXT: Name: GenericLeft
; CHECK-NEXT: Function: k
; CHECK-NEXT: Args:
; CHECK-NEXT: - String: '4 generic accesses left: '
; CHECK-NEXT: - ExternalCall: '2 returned or written by an external call'
; CHECK-NEXT: - LoadedFromUnknownMemory: '; 1 loaded from memory the module does not see'
; CHECK-NEXT: - SeveralSpaces: '; 1 may point to several spaces (merged at %sel)'
; CHECK-NOT: report-generic

target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x float] undef, align 4

declare ptr @external_source() memory(none)

define void @helper(ptr %p) {
entry:
  store float 1.0, ptr %p, align 4
  ret void
}

define internal void @clean(ptr %p) noinline {
entry:
  store float 2.0, ptr %p, align 4
  ret void
}

define ptx_kernel void @k(ptr %g, i1 %c) {
entry:
  %sh = addrspacecast ptr addrspace(3) @tile to ptr
  %sel = select i1 %c, ptr %sh, ptr %g
  store float 0.0, ptr %sel, align 4
  %ex = call ptr @external_source()
  store float 0.0, ptr %ex, align 4
  %ld = load ptr, ptr %ex, align 8
  store float 0.0, ptr %ld, align 4
  call void @clean(ptr %g)
  ret void
}
