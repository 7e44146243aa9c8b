; A pointer inline asm produces stays generic, and the GenericLeft remark
; says so; a pointer loaded from memory the asm may write is counted
; under inline asm too (the asm is what the next step must look at).
; RUN: memspace -pass-remarks-output=%t.yaml %s -o %t.ll 2>/dev/null
; RUN: FileCheck %s < %t.yaml
; RUN: llvm-as %t.ll -o %t.bc

; CHECK-LABEL: Pass: report-generic
; CHECK-NEXT: Name: GenericLeft
; CHECK-NEXT: Function: k
; CHECK-NEXT: Args:
; CHECK-NEXT: - String: '2 generic accesses left: '
; CHECK-NEXT: - InlineAsm: '2 from inline asm'
; CHECK-NOT: report-generic

target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@slot = addrspace(1) global ptr null, align 8

define ptx_kernel void @k() {
entry:
  %asm = call ptr asm sideeffect "mov.b64 $0, 0;", "=l"()
  store float 0.0, ptr %asm, align 4
  %ld = load ptr, ptr addrspacecast (ptr addrspace(1) @slot to ptr), align 8
  store float 0.0, ptr %ld, align 4
  ret void
}
