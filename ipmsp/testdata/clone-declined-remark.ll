; When the cost model declines a clone, a Missed remark says which
; calls agreed on what, why no clone is made and which accesses would
; stay generic, with why. @gather reads through a pointer it loads from
; its table argument: the table is global for both calls, but the loaded
; pointer may point anywhere, and the external original stays, so a clone
; would duplicate that generic access.
; RUN: memspace -pass-remarks-output=%t.yaml %s -o %t.ll
; RUN: FileCheck %s < %t.yaml
; RUN: llvm-as %t.ll -o %t.bc

; CHECK: --- !Missed
; CHECK-NEXT: Pass: ipmsp
; CHECK-NEXT: Name: CloneDeclined
; CHECK-NEXT: Function: gather
; CHECK-NEXT: Args:
; CHECK-NEXT: - String: 'no clone for the calls passing (global, _): the original stays (external linkage: unknown callers; -whole-program would make it internal), and the clone would duplicate 1 generic access(es)'
; CHECK-NEXT: - Access: '; load through %p stays generic: it may point anywhere (a parameter no call of the group fixes, or a pointer loaded from memory the module does not see)'

target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define float @gather(ptr %table, i32 %i) noinline {
entry:
  %slot = getelementptr ptr, ptr %table, i32 %i
  %p = load ptr, ptr %slot, align 8
  %v = load float, ptr %p, align 4
  ret float %v
}

define ptx_kernel void @k(ptr %tables, ptr %out) {
entry:
  %v = call float @gather(ptr %tables, i32 3)
  store float %v, ptr %out, align 4
  ret void
}
