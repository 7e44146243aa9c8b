; Class 14, byval kernel parameters whose address escapes (NVPTX). Where
; the address of a struct a kernel receives by value escapes, NVPTX's
; argument lowering gives the body either a local copy or the parameter's
; own param address (cvta.param, for grid_constant parameters and, in
; llc-22, for readonly ones never captured), so the pointer may point to
; {local,param}. ipmsp writes the copy into the IR as the backend would
; (an alloca filled from the parameter read in param space), so the
; pointer is local: the helper that receives it is specialized for local
; memory (-whole-program: inlined, its loads ld.local). Siblings that keep
; the parameter: a __grid_constant__ one (its address is the parameter's
; by contract), one only read (ld.param, nothing escapes), and a readonly
; one whose address reaches a function the module does not define (llc
; would pass the param address; it could be a tensor map).
; Source (clang-22 -O1, sm_90; examples/cuda_min.h), with readonly
; captures(none) added to observe's declaration and to observed's parameter
; by hand (what a header that declared observe pure and non-capturing
; would give):
; struct Csr { const int *rowptr; const int *col; const float *val; int nrows; };
; struct Params { float *out; float scale; int n; };
; __device__ NOINLINE float row_dot(const Csr *A, const float *x, int row) {
;   float s = 0.f;
;   for (int k = A->rowptr[row] & 63; k < (A->rowptr[row + 1] & 63); ++k) s += A->val[k] * x[A->col[k] & 63];
;   return s;
; }
; __device__ NOINLINE void emit(Params p, int i, float v) {
;   if (i < p.n) p.out[i] = v * p.scale;
; }
; extern "C" __device__ float observe(const Csr *A);
; __global__ void spmv(Csr A, const float *x, Params p) {
;   int row = blockIdx.x * blockDim.x + threadIdx.x;
;   if (row < A.nrows) emit(p, row, row_dot(&A, x, row));
; }
; __global__ void spmv_shifted(Csr A, const float *x, float *y, int shift) {
;   int row = blockIdx.x * blockDim.x + threadIdx.x;
;   Csr *a = &A;
;   a->rowptr += shift;
;   if (row + shift < A.nrows) y[row] = row_dot(a, x, row);
; }
; __global__ void spmv_grid_constant(const __grid_constant__ Csr A, const float *x, float *y) {
;   int row = blockIdx.x * blockDim.x + threadIdx.x;
;   if (row < A.nrows) y[row] = row_dot(&A, x, row);
; }
; __global__ void rows(Csr A, int *y) {
;   int row = blockIdx.x * blockDim.x + threadIdx.x;
;   if (row < A.nrows) y[row] = A.rowptr[row + 1] - A.rowptr[row];
; }
; __global__ void observed(Csr A, float *y) { y[threadIdx.x] = observe(&A); }
; The copy adds a load and a store per word, so the default size bound
; (ipmsp/growth.go) leaves a readonly parameter that llc would use in place
; uncopied (DEF; its accesses stay generic); -ipmsp-max-growth=-1 and
; -whole-program lift the bound.
; RUN: memspace -ipmsp-max-growth=-1 %s -o - | FileCheck %s
; RUN: memspace %s -o - 2>/dev/null | FileCheck %s --check-prefix=DEF
; DEF-LABEL: define dso_local ptx_kernel void @_Z4spmv3CsrPKf6Params(
; DEF-NOT: alloca
; DEF: call contract noundef float @_Z7row_dotPK3CsrPKfi(ptr noundef nonnull %0,
; DEF-LABEL: define dso_local ptx_kernel void @_Z12spmv_shifted3CsrPKfPfi(
; DEF: alloca %struct.Csr, align 8
; RUN: memspace -whole-program %s -o - 2>/dev/null | FileCheck %s --check-prefix=WP
; RUN: memspace -passes=memspace-opt %s -o - | FileCheck %s --check-prefix=OPT

; OPT-NOT: alloca %struct.Csr
; OPT-NOT: alloca %struct.Params

; WP-LABEL: define internal noundef float @_Z7row_dotPK3CsrPKfi(ptr noundef readonly captures(none) %0,
; WP: load ptr addrspace(1), ptr %0,
; WP-LABEL: define dso_local ptx_kernel void @_Z4spmv3CsrPKf6Params(
; WP: alloca %struct.Csr
; WP: load ptr addrspace(1), ptr addrspace(5)
; WP-NOT: call {{.*}}@_Z7row_dot
; WP-LABEL: define dso_local ptx_kernel void @_Z18spmv_grid_constant3CsrPKfPf(
; WP-NOT: alloca
; WP: call contract noundef float @_Z7row_dotPK3CsrPKfi(ptr noundef nonnull %0,

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Params = type { ptr, float, i32 }
%struct.Csr = type { ptr, ptr, ptr, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local noundef float @_Z7row_dotPK3CsrPKfi(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = load ptr, ptr %0, align 8, !tbaa !8
  %5 = sext i32 %2 to i64
  %6 = getelementptr inbounds i32, ptr %4, i64 %5
  %7 = load i32, ptr %6, align 4, !tbaa !4
  %8 = and i32 %7, 63
  %9 = getelementptr i8, ptr %6, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !4
  %11 = and i32 %10, 63
  %12 = icmp samesign ult i32 %8, %11
  br i1 %12, label %13, label %18

13:                                               ; preds = %3
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %15 = load ptr, ptr %14, align 8, !tbaa !13
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !14
  br label %20

18:                                               ; preds = %20, %3
  %19 = phi float [ 0.000000e+00, %3 ], [ %33, %20 ]
  ret float %19

20:                                               ; preds = %13, %20
  %21 = phi i32 [ %8, %13 ], [ %34, %20 ]
  %22 = phi float [ 0.000000e+00, %13 ], [ %33, %20 ]
  %23 = zext nneg i32 %21 to i64
  %24 = getelementptr inbounds nuw float, ptr %15, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !15
  %26 = getelementptr inbounds nuw i32, ptr %17, i64 %23
  %27 = load i32, ptr %26, align 4, !tbaa !4
  %28 = and i32 %27, 63
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw float, ptr %1, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !15
  %32 = fmul contract float %25, %31
  %33 = fadd contract float %22, %32
  %34 = add nuw nsw i32 %21, 1
  %35 = icmp eq i32 %34, %11
  br i1 %35, label %18, label %20, !llvm.loop !17
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local void @_Z4emit6Paramsif(ptr noundef readonly byval(%struct.Params) align 8 captures(none) %0, i32 noundef %1, float noundef %2) local_unnamed_addr #1 {
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %5 = load i32, ptr %4, align 4, !tbaa !20
  %6 = icmp slt i32 %1, %5
  br i1 %6, label %7, label %14

7:                                                ; preds = %3
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %9 = load float, ptr %8, align 8, !tbaa !22
  %10 = fmul contract float %2, %9
  %11 = load ptr, ptr %0, align 8, !tbaa !23
  %12 = sext i32 %1 to i64
  %13 = getelementptr inbounds float, ptr %11, i64 %12
  store float %10, ptr %13, align 4, !tbaa !15
  br label %14

14:                                               ; preds = %7, %3
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
; CHECK-LABEL: define dso_local ptx_kernel void @_Z4spmv3CsrPKf6Params(
; CHECK: %[[P:[0-9]+]] = alloca %struct.Params, align 8
; CHECK: %[[A:[0-9]+]] = alloca %struct.Csr, align 8
; CHECK-NEXT: %[[AL:[0-9]+]] = addrspacecast ptr %[[A]] to ptr addrspace(5)
; CHECK-NEXT: %[[V:[0-9]+]] = load %struct.Csr, ptr addrspace(101) %{{[0-9]+}}, align 8
; CHECK-NEXT: store %struct.Csr %[[V]], ptr addrspace(5) %[[AL]], align 8
; CHECK: getelementptr inbounds nuw i8, ptr addrspace(5) %[[AL]], i64 24
; CHECK: call contract noundef float @_Z7row_dotPK3CsrPKfi(ptr noundef nonnull %[[A]],
; CHECK: call void @_Z4emit6Paramsif(ptr noundef nonnull byval(%struct.Params) align 8 %[[P]],
define dso_local ptx_kernel void @_Z4spmv3CsrPKf6Params(ptr noundef readonly byval(%struct.Csr) align 8 captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly byval(%struct.Params) align 8 captures(none) %2) local_unnamed_addr #2 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %10 = load i32, ptr %9, align 8, !tbaa !24
  %11 = icmp slt i32 %8, %10
  br i1 %11, label %12, label %14

12:                                               ; preds = %3
  %13 = call contract noundef float @_Z7row_dotPK3CsrPKfi(ptr noundef nonnull %0, ptr noundef %1, i32 noundef %8) #7
  tail call void @_Z4emit6Paramsif(ptr noundef nonnull byval(%struct.Params) align 8 %2, i32 noundef %8, float noundef %13) #7
  br label %14

14:                                               ; preds = %12, %3
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
; CHECK-LABEL: define dso_local ptx_kernel void @_Z12spmv_shifted3CsrPKfPfi(
; CHECK: %[[S:[0-9]+]] = alloca %struct.Csr, align 8
; CHECK: load %struct.Csr, ptr addrspace(101)
; CHECK: store ptr %{{[0-9]+}}, ptr addrspace(5)
; CHECK: call contract noundef float @_Z7row_dotPK3CsrPKfi(ptr noundef nonnull %[[S]],
define dso_local ptx_kernel void @_Z12spmv_shifted3CsrPKfPfi(ptr noundef byval(%struct.Csr) align 8 captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = load ptr, ptr %0, align 8, !tbaa !8
  %11 = sext i32 %3 to i64
  %12 = getelementptr inbounds i32, ptr %10, i64 %11
  store ptr %12, ptr %0, align 8, !tbaa !8
  %13 = add nsw i32 %3, %9
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %15 = load i32, ptr %14, align 8, !tbaa !24
  %16 = icmp slt i32 %13, %15
  br i1 %16, label %17, label %21

17:                                               ; preds = %4
  %18 = call contract noundef float @_Z7row_dotPK3CsrPKfi(ptr noundef nonnull %0, ptr noundef %1, i32 noundef %9) #7
  %19 = sext i32 %9 to i64
  %20 = getelementptr inbounds float, ptr %2, i64 %19
  store float %18, ptr %20, align 4, !tbaa !15
  br label %21

21:                                               ; preds = %17, %4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
; CHECK-LABEL: define dso_local ptx_kernel void @_Z18spmv_grid_constant3CsrPKfPf(
; CHECK-NOT: alloca
; CHECK: call contract noundef float @_Z7row_dotPK3CsrPKfi(ptr noundef nonnull %0,
define dso_local ptx_kernel void @_Z18spmv_grid_constant3CsrPKfPf(ptr noundef readonly byval(%struct.Csr) align 8 captures(none) "nvvm.grid_constant" %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #3 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %10 = load i32, ptr %9, align 8, !tbaa !24
  %11 = icmp slt i32 %8, %10
  br i1 %11, label %12, label %16

12:                                               ; preds = %3
  %13 = call contract noundef float @_Z7row_dotPK3CsrPKfi(ptr noundef nonnull %0, ptr noundef %1, i32 noundef %8) #7
  %14 = sext i32 %8 to i64
  %15 = getelementptr inbounds float, ptr %2, i64 %14
  store float %13, ptr %15, align 4, !tbaa !15
  br label %16

16:                                               ; preds = %12, %3
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
; CHECK-LABEL: define dso_local ptx_kernel void @_Z4rows3CsrPi(
; CHECK-NOT: alloca
; CHECK: load ptr addrspace(1), ptr addrspace(101)
define dso_local ptx_kernel void @_Z4rows3CsrPi(ptr noundef readonly byval(%struct.Csr) align 8 captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #3 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %9 = load i32, ptr %8, align 8, !tbaa !24
  %10 = icmp slt i32 %7, %9
  br i1 %10, label %11, label %20

11:                                               ; preds = %2
  %12 = load ptr, ptr %0, align 8, !tbaa !8
  %13 = sext i32 %7 to i64
  %14 = getelementptr i32, ptr %12, i64 %13
  %15 = getelementptr i8, ptr %14, i64 4
  %16 = load i32, ptr %15, align 4, !tbaa !4
  %17 = load i32, ptr %14, align 4, !tbaa !4
  %18 = sub nsw i32 %16, %17
  %19 = getelementptr inbounds i32, ptr %1, i64 %13
  store i32 %18, ptr %19, align 4, !tbaa !4
  br label %20

20:                                               ; preds = %11, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
; CHECK-LABEL: define dso_local ptx_kernel void @_Z8observed3CsrPf(
; CHECK-NOT: alloca
; CHECK: call contract float @observe(ptr noundef nonnull %0)
define dso_local ptx_kernel void @_Z8observed3CsrPf(ptr noundef readonly byval(%struct.Csr) align 8 captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #4 {
  %3 = call contract float @observe(ptr noundef nonnull %0) #8
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds nuw float, ptr %1, i64 %5
  store float %3, ptr %6, align 4, !tbaa !15
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local float @observe(ptr noundef readonly captures(none)) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !10, i64 0}
!9 = !{!"_ZTS3Csr", !10, i64 0, !10, i64 8, !12, i64 16, !5, i64 24}
!10 = !{!"p1 int", !11, i64 0}
!11 = !{!"any pointer", !6, i64 0}
!12 = !{!"p1 float", !11, i64 0}
!13 = !{!9, !12, i64 16}
!14 = !{!9, !10, i64 8}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !6, i64 0}
!17 = distinct !{!17, !18, !19}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = !{!21, !5, i64 12}
!21 = !{!"_ZTS6Params", !12, i64 0, !16, i64 8, !5, i64 12}
!22 = !{!21, !16, i64 8}
!23 = !{!21, !12, i64 0}
!24 = !{!9, !5, i64 24}
