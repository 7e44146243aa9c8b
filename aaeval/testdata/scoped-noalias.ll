; Restrict scopes as process-restrict (and LLVM's inliner) write them:
; scoped-noalias-aa answers NoAlias for accesses from two different
; scopes of one domain, with -evaluate-aa-metadata as opt-22 does.
; RUN: memspace -passes=aa-eval -aa-pipeline=scoped-noalias-aa -evaluate-aa-metadata -print-all-alias-modref-info %s -o /dev/null 2>&1 | FileCheck %s
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg)

define void @f(ptr noalias %a, ptr noalias %b, ptr %c) {
entry:
  %x = load float, ptr %a, align 4, !alias.scope !3, !noalias !6
  store float %x, ptr %b, align 4, !alias.scope !6, !noalias !3
  %y = load float, ptr %c, align 4
  store float %y, ptr %a, align 4, !alias.scope !3, !noalias !6
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %c, i64 4, i1 false), !alias.scope !6, !noalias !3
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %c, i64 4, i1 false), !alias.scope !3, !noalias !6
  ret void
}

!0 = distinct !{!0, !"f"}
!1 = distinct !{!1, !0, !"f: %a"}
!2 = distinct !{!2, !0, !"f: %b"}
!3 = !{!1}
!6 = !{!2}

; CHECK-LABEL: Function: f: 3 pointers, 2 call sites
; Metadata is numbered as LLVM numbers it when printing one instruction.
; CHECK:      NoAlias:   %x = load float, ptr %a, align 4, !alias.scope !0, !noalias !3 <->   store float %x, ptr %b, align 4, !alias.scope !3, !noalias !0
; CHECK-NEXT: MayAlias:   %x = load float, ptr %a, align 4, !alias.scope !0, !noalias !3 <->   store float %y, ptr %a, align 4, !alias.scope !0, !noalias !3
; CHECK:      NoModRef:   call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %c, i64 4, i1 false), !alias.scope !3, !noalias !0 <->   call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %c, i64 4, i1 false), !alias.scope !0, !noalias !3
