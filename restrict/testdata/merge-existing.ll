; Lists already on an instruction are extended, not replaced. clang -O1
; inlined @axpy, whose parameters are __restrict__, and gave its accesses
; scopes of its own domain; the kernel's own roots add theirs. Made by
; clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O1 from:
;   static __device__ __attribute__((always_inline)) void axpy(
;       float *__restrict__ y, const float *__restrict__ x, float a, int i) {
;     y[i] += a * x[i];
;   }
;   __global__ void k(float *__restrict__ out, float *__restrict__ in, float a) {
;     axpy(out, in, a, 3);
;     out[0] = in[1];
;   }
; RUN: memspace -passes=process-restrict -verify-each %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llvm-as %t.ll -o %t.bc
; RUN: memspace -passes=process-restrict %t.ll -o %t.2.ll
; RUN: cmp %t.ll %t.2.ll
; LLVM reads both domains: every pair of accesses through %0 and %1 is
; NoAlias under scoped-noalias-aa alone.
; RUN: opt -passes=aa-eval -aa-pipeline=scoped-noalias-aa -evaluate-aa-metadata -print-all-alias-modref-info -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=AA

; CHECK: %5 = load float, ptr %4, align 4, !tbaa !13, !alias.scope ![[IN2:[0-9]+]], !noalias ![[OUT2:[0-9]+]]
; CHECK: %8 = load float, ptr %7, align 4, !tbaa !13, !alias.scope ![[OUT2]], !noalias ![[IN2]]
; CHECK: store float %9, ptr %7, align 4, !tbaa !13, !alias.scope ![[OUT2]], !noalias ![[IN2]]
; CHECK: %11 = load float, ptr %10, align 4, !tbaa !13, !alias.scope ![[IN:[0-9]+]], !noalias ![[OUT:[0-9]+]]
; CHECK: store float %11, ptr %0, align 4, !tbaa !13, !alias.scope ![[OUT]], !noalias ![[IN]]
; CHECK: !9 = distinct !{!9, !10, !"_ZL4axpyPfPKffi: argument 0"}
; CHECK: !12 = distinct !{!12, !10, !"_ZL4axpyPfPKffi: argument 1"}
; CHECK: ![[S0:[0-9]+]] = distinct !{![[S0]], ![[DOM:[0-9]+]], !"restrict.scope.1.0"}
; CHECK: ![[S1:[0-9]+]] = distinct !{![[S1]], ![[DOM]], !"restrict.scope.2.1"}
; CHECK-DAG: ![[OUT2]] = !{!9, ![[S0]]}
; CHECK-DAG: ![[IN2]] = !{!12, ![[S1]]}
; CHECK-DAG: ![[OUT]] = !{![[S0]]}
; CHECK-DAG: ![[IN]] = !{![[S1]]}

; Same-root pairs (%7 and %0 are both the output) stay MayAlias.
; AA: NoAlias: %5 = load {{.*}} <-> store float %9, ptr %7
; AA: NoAlias: %5 = load {{.*}} <-> store float %11, ptr %0
; AA: MayAlias: %8 = load {{.*}} <-> store float %9, ptr %7
; AA: MayAlias: %8 = load {{.*}} <-> store float %11, ptr %0
; AA: NoAlias: %11 = load {{.*}} <-> store float %9, ptr %7
; AA: NoAlias: %11 = load {{.*}} <-> store float %11, ptr %0
; AA: MayAlias: store float %11, ptr %0{{.*}} <-> store float %9, ptr %7

; ModuleID = 'm.cu'
source_filename = "m.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z1kPfS_f(ptr noalias noundef captures(none) initializes((0, 4)) %0, ptr noalias noundef readonly captures(none) %1, float noundef %2) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  %4 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %5 = load float, ptr %4, align 4, !tbaa !13, !alias.scope !11, !noalias !8
  %6 = fmul contract float %2, %5
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %8 = load float, ptr %7, align 4, !tbaa !13, !alias.scope !8, !noalias !11
  %9 = fadd contract float %8, %6
  store float %9, ptr %7, align 4, !tbaa !13, !alias.scope !8, !noalias !11
  %10 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %11 = load float, ptr %10, align 4, !tbaa !13
  store float %11, ptr %0, align 4, !tbaa !13
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"clang version 22"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZL4axpyPfPKffi: argument 0"}
!10 = distinct !{!10, !"_ZL4axpyPfPKffi"}
!11 = !{!12}
!12 = distinct !{!12, !10, !"_ZL4axpyPfPKffi: argument 1"}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !6, i64 0}
