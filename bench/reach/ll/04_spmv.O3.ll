; ModuleID = 'src/04_spmv.cu'
source_filename = "src/04_spmv.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Ell = type { ptr, ptr, i32, i32 }
%struct.Csr = type { ptr, ptr, ptr, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local noundef float @_Z11csr_row_dotPK3CsrPKfi(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = load ptr, ptr %0, align 8, !tbaa !8
  %5 = sext i32 %2 to i64
  %6 = getelementptr inbounds i32, ptr %4, i64 %5
  %7 = load i32, ptr %6, align 4, !tbaa !4
  %8 = getelementptr i8, ptr %6, i64 4
  %9 = load i32, ptr %8, align 4, !tbaa !4
  %10 = icmp slt i32 %7, %9
  br i1 %10, label %11, label %42

11:                                               ; preds = %3
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !13
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !14
  %16 = sub i32 %9, %7
  %17 = and i32 %16, 3
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %36, label %19

19:                                               ; preds = %11, %19
  %20 = phi i32 [ %33, %19 ], [ %7, %11 ]
  %21 = phi float [ %32, %19 ], [ 0.000000e+00, %11 ]
  %22 = phi i32 [ %34, %19 ], [ 0, %11 ]
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %13, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !15
  %26 = getelementptr inbounds i32, ptr %15, i64 %23
  %27 = load i32, ptr %26, align 4, !tbaa !4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %1, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !15
  %31 = fmul contract float %25, %30
  %32 = fadd contract float %21, %31
  %33 = add nsw i32 %20, 1
  %34 = add i32 %22, 1
  %35 = icmp eq i32 %34, %17
  br i1 %35, label %36, label %19, !llvm.loop !17

36:                                               ; preds = %19, %11
  %37 = phi float [ poison, %11 ], [ %32, %19 ]
  %38 = phi i32 [ %7, %11 ], [ %33, %19 ]
  %39 = phi float [ 0.000000e+00, %11 ], [ %32, %19 ]
  %40 = sub i32 %7, %9
  %41 = icmp ugt i32 %40, -4
  br i1 %41, label %42, label %44

42:                                               ; preds = %36, %44, %3
  %43 = phi float [ 0.000000e+00, %3 ], [ %37, %36 ], [ %89, %44 ]
  ret float %43

44:                                               ; preds = %36, %44
  %45 = phi i32 [ %90, %44 ], [ %38, %36 ]
  %46 = phi float [ %89, %44 ], [ %39, %36 ]
  %47 = sext i32 %45 to i64
  %48 = getelementptr inbounds float, ptr %13, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !15
  %50 = getelementptr inbounds i32, ptr %15, i64 %47
  %51 = load i32, ptr %50, align 4, !tbaa !4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %1, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !15
  %55 = fmul contract float %49, %54
  %56 = fadd contract float %46, %55
  %57 = add nsw i32 %45, 1
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %13, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !15
  %61 = getelementptr inbounds i32, ptr %15, i64 %58
  %62 = load i32, ptr %61, align 4, !tbaa !4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr %1, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !15
  %66 = fmul contract float %60, %65
  %67 = fadd contract float %56, %66
  %68 = add nsw i32 %45, 2
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr %13, i64 %69
  %71 = load float, ptr %70, align 4, !tbaa !15
  %72 = getelementptr inbounds i32, ptr %15, i64 %69
  %73 = load i32, ptr %72, align 4, !tbaa !4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr %1, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !15
  %77 = fmul contract float %71, %76
  %78 = fadd contract float %67, %77
  %79 = add nsw i32 %45, 3
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr %13, i64 %80
  %82 = load float, ptr %81, align 4, !tbaa !15
  %83 = getelementptr inbounds i32, ptr %15, i64 %80
  %84 = load i32, ptr %83, align 4, !tbaa !4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr %1, i64 %85
  %87 = load float, ptr %86, align 4, !tbaa !15
  %88 = fmul contract float %82, %87
  %89 = fadd contract float %78, %88
  %90 = add nsw i32 %45, 4
  %91 = icmp eq i32 %90, %9
  br i1 %91, label %42, label %44, !llvm.loop !19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local noundef float @_Z11ell_row_dot3EllPKfi(ptr noundef readonly byval(%struct.Ell) align 8 captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %5 = load i32, ptr %4, align 4, !tbaa !21
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %46

7:                                                ; preds = %3
  %8 = load ptr, ptr %0, align 8, !tbaa !23
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %10 = load i32, ptr %9, align 8, !tbaa !24
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %12 = load ptr, ptr %11, align 8
  %13 = and i32 %5, 3
  %14 = icmp ult i32 %5, 4
  br i1 %14, label %19, label %15

15:                                               ; preds = %7
  %16 = and i32 %5, 2147483644
  br label %48

17:                                               ; preds = %117
  %18 = icmp eq i32 %13, 0
  br i1 %18, label %46, label %19

19:                                               ; preds = %17, %7
  %20 = phi float [ 0.000000e+00, %7 ], [ %118, %17 ]
  %21 = phi i32 [ 0, %7 ], [ %119, %17 ]
  %22 = icmp ne i32 %13, 0
  tail call void @llvm.assume(i1 %22)
  br label %23

23:                                               ; preds = %41, %19
  %24 = phi float [ %20, %19 ], [ %42, %41 ]
  %25 = phi i32 [ %21, %19 ], [ %43, %41 ]
  %26 = phi i32 [ 0, %19 ], [ %44, %41 ]
  %27 = mul nsw i32 %10, %25
  %28 = add nsw i32 %27, %2
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %8, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !4
  %32 = icmp sgt i32 %31, -1
  br i1 %32, label %33, label %41

33:                                               ; preds = %23
  %34 = getelementptr inbounds float, ptr %12, i64 %29
  %35 = load float, ptr %34, align 4, !tbaa !15
  %36 = zext nneg i32 %31 to i64
  %37 = getelementptr inbounds nuw float, ptr %1, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !15
  %39 = fmul contract float %35, %38
  %40 = fadd contract float %24, %39
  br label %41

41:                                               ; preds = %33, %23
  %42 = phi float [ %40, %33 ], [ %24, %23 ]
  %43 = add nuw nsw i32 %25, 1
  %44 = add i32 %26, 1
  %45 = icmp eq i32 %44, %13
  br i1 %45, label %46, label %23, !llvm.loop !25

46:                                               ; preds = %17, %41, %3
  %47 = phi float [ 0.000000e+00, %3 ], [ %118, %17 ], [ %42, %41 ]
  ret float %47

48:                                               ; preds = %117, %15
  %49 = phi float [ 0.000000e+00, %15 ], [ %118, %117 ]
  %50 = phi i32 [ 0, %15 ], [ %119, %117 ]
  %51 = phi i32 [ 0, %15 ], [ %120, %117 ]
  %52 = mul nsw i32 %10, %50
  %53 = add nsw i32 %52, %2
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i32, ptr %8, i64 %54
  %56 = load i32, ptr %55, align 4, !tbaa !4
  %57 = icmp sgt i32 %56, -1
  br i1 %57, label %58, label %66

58:                                               ; preds = %48
  %59 = getelementptr inbounds float, ptr %12, i64 %54
  %60 = load float, ptr %59, align 4, !tbaa !15
  %61 = zext nneg i32 %56 to i64
  %62 = getelementptr inbounds nuw float, ptr %1, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !15
  %64 = fmul contract float %60, %63
  %65 = fadd contract float %49, %64
  br label %66

66:                                               ; preds = %58, %48
  %67 = phi float [ %65, %58 ], [ %49, %48 ]
  %68 = or disjoint i32 %50, 1
  %69 = mul nsw i32 %10, %68
  %70 = add nsw i32 %69, %2
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr %8, i64 %71
  %73 = load i32, ptr %72, align 4, !tbaa !4
  %74 = icmp sgt i32 %73, -1
  br i1 %74, label %75, label %83

75:                                               ; preds = %66
  %76 = getelementptr inbounds float, ptr %12, i64 %71
  %77 = load float, ptr %76, align 4, !tbaa !15
  %78 = zext nneg i32 %73 to i64
  %79 = getelementptr inbounds nuw float, ptr %1, i64 %78
  %80 = load float, ptr %79, align 4, !tbaa !15
  %81 = fmul contract float %77, %80
  %82 = fadd contract float %67, %81
  br label %83

83:                                               ; preds = %75, %66
  %84 = phi float [ %82, %75 ], [ %67, %66 ]
  %85 = or disjoint i32 %50, 2
  %86 = mul nsw i32 %10, %85
  %87 = add nsw i32 %86, %2
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds i32, ptr %8, i64 %88
  %90 = load i32, ptr %89, align 4, !tbaa !4
  %91 = icmp sgt i32 %90, -1
  br i1 %91, label %92, label %100

92:                                               ; preds = %83
  %93 = getelementptr inbounds float, ptr %12, i64 %88
  %94 = load float, ptr %93, align 4, !tbaa !15
  %95 = zext nneg i32 %90 to i64
  %96 = getelementptr inbounds nuw float, ptr %1, i64 %95
  %97 = load float, ptr %96, align 4, !tbaa !15
  %98 = fmul contract float %94, %97
  %99 = fadd contract float %84, %98
  br label %100

100:                                              ; preds = %92, %83
  %101 = phi float [ %99, %92 ], [ %84, %83 ]
  %102 = or disjoint i32 %50, 3
  %103 = mul nsw i32 %10, %102
  %104 = add nsw i32 %103, %2
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds i32, ptr %8, i64 %105
  %107 = load i32, ptr %106, align 4, !tbaa !4
  %108 = icmp sgt i32 %107, -1
  br i1 %108, label %109, label %117

109:                                              ; preds = %100
  %110 = getelementptr inbounds float, ptr %12, i64 %105
  %111 = load float, ptr %110, align 4, !tbaa !15
  %112 = zext nneg i32 %107 to i64
  %113 = getelementptr inbounds nuw float, ptr %1, i64 %112
  %114 = load float, ptr %113, align 4, !tbaa !15
  %115 = fmul contract float %111, %114
  %116 = fadd contract float %101, %115
  br label %117

117:                                              ; preds = %109, %100
  %118 = phi float [ %116, %109 ], [ %101, %100 ]
  %119 = add nuw nsw i32 %50, 4
  %120 = add i32 %51, 4
  %121 = icmp eq i32 %120, %16
  br i1 %121, label %17, label %48, !llvm.loop !26
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef float @_Z8warp_sumf(float noundef %0) local_unnamed_addr #1 {
  %2 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %0, i32 range(i32 1, -2147483648) 16, i32 31)
  %3 = fadd contract float %0, %2
  %4 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %3, i32 range(i32 1, -2147483648) 8, i32 31)
  %5 = fadd contract float %3, %4
  %6 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %5, i32 range(i32 1, -2147483648) 4, i32 31)
  %7 = fadd contract float %5, %6
  %8 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %7, i32 range(i32 1, -2147483648) 2, i32 31)
  %9 = fadd contract float %7, %8
  %10 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %9, i32 range(i32 1, -2147483648) 1, i32 31)
  %11 = fadd contract float %9, %10
  ret float %11
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z15spmv_csr_scalar3CsrPKfPf(ptr noundef readonly byval(%struct.Csr) align 8 captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #2 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %10 = load i32, ptr %9, align 8, !tbaa !27
  %11 = icmp slt i32 %8, %10
  br i1 %11, label %12, label %16

12:                                               ; preds = %3
  %13 = sext i32 %8 to i64
  %14 = getelementptr inbounds float, ptr %2, i64 %13
  %15 = call contract noundef float @_Z11csr_row_dotPK3CsrPKfi(ptr noundef nonnull %0, ptr noundef %1, i32 noundef %8) #7
  store float %15, ptr %14, align 4, !tbaa !15
  br label %16

16:                                               ; preds = %12, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z15spmv_csr_vector3CsrPKfPf(ptr noundef readonly byval(%struct.Csr) align 8 captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #3 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = lshr i32 %8, 5
  %10 = and i32 %7, 31
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %12 = load i32, ptr %11, align 8, !tbaa !27
  %13 = icmp slt i32 %9, %12
  br i1 %13, label %14, label %58

14:                                               ; preds = %3
  %15 = load ptr, ptr %0, align 8, !tbaa !8
  %16 = zext nneg i32 %9 to i64
  %17 = getelementptr inbounds nuw i32, ptr %15, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !4
  %19 = add nsw i32 %18, %10
  %20 = getelementptr inbounds nuw i8, ptr %17, i64 4
  %21 = load i32, ptr %20, align 4, !tbaa !4
  %22 = icmp slt i32 %19, %21
  br i1 %22, label %23, label %28

23:                                               ; preds = %14
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %25 = load ptr, ptr %24, align 8, !tbaa !13
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %27 = load ptr, ptr %26, align 8, !tbaa !14
  br label %40

28:                                               ; preds = %40, %14
  %29 = phi float [ 0.000000e+00, %14 ], [ %52, %40 ]
  %30 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %29, i32 range(i32 1, -2147483648) 16, i32 31)
  %31 = fadd contract float %29, %30
  %32 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %31, i32 range(i32 1, -2147483648) 8, i32 31)
  %33 = fadd contract float %31, %32
  %34 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %33, i32 range(i32 1, -2147483648) 4, i32 31)
  %35 = fadd contract float %33, %34
  %36 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %35, i32 range(i32 1, -2147483648) 2, i32 31)
  %37 = fadd contract float %35, %36
  %38 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %37, i32 range(i32 1, -2147483648) 1, i32 31)
  %39 = icmp eq i32 %10, 0
  br i1 %39, label %55, label %58

40:                                               ; preds = %23, %40
  %41 = phi i32 [ %19, %23 ], [ %53, %40 ]
  %42 = phi float [ 0.000000e+00, %23 ], [ %52, %40 ]
  %43 = sext i32 %41 to i64
  %44 = getelementptr inbounds float, ptr %25, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !15
  %46 = getelementptr inbounds i32, ptr %27, i64 %43
  %47 = load i32, ptr %46, align 4, !tbaa !4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr %1, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !15
  %51 = fmul contract float %45, %50
  %52 = fadd contract float %42, %51
  %53 = add nsw i32 %41, 32
  %54 = icmp slt i32 %53, %21
  br i1 %54, label %40, label %28, !llvm.loop !28

55:                                               ; preds = %28
  %56 = getelementptr inbounds nuw float, ptr %2, i64 %16
  %57 = fadd contract float %37, %38
  store float %57, ptr %56, align 4, !tbaa !15
  br label %58

58:                                               ; preds = %28, %55, %3
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z8spmv_ell3EllPKfPff(ptr noundef readonly byval(%struct.Ell) align 8 captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef captures(none) %2, float noundef %3) local_unnamed_addr #2 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %11 = load i32, ptr %10, align 8, !tbaa !24
  %12 = icmp slt i32 %9, %11
  br i1 %12, label %13, label %20

13:                                               ; preds = %4
  %14 = tail call contract noundef float @_Z11ell_row_dot3EllPKfi(ptr noundef nonnull byval(%struct.Ell) align 8 %0, ptr noundef %1, i32 noundef %9) #7
  %15 = fmul contract float %3, %14
  %16 = sext i32 %9 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !15
  %19 = fadd contract float %15, %18
  store float %19, ptr %17, align 4, !tbaa !15
  br label %20

20:                                               ; preds = %13, %4
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { convergent mustprogress norecurse nounwind memory(inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress noinline norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #7 = { nounwind }

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
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!22, !5, i64 20}
!22 = !{!"_ZTS3Ell", !10, i64 0, !12, i64 8, !5, i64 16, !5, i64 20}
!23 = !{!22, !10, i64 0}
!24 = !{!22, !5, i64 16}
!25 = distinct !{!25, !18}
!26 = distinct !{!26, !20}
!27 = !{!9, !5, i64 24}
!28 = distinct !{!28, !20}
