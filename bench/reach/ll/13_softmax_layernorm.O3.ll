; ModuleID = 'src/13_softmax_layernorm.cu'
source_filename = "src/13_softmax_layernorm.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14softmax_sharedPKfPfiE3row = internal addrspace(3) global [256 x float] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z7row_maxPKfi(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %27

4:                                                ; preds = %2
  %5 = and i32 %1, 7
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %11, label %7

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483640
  br label %29

9:                                                ; preds = %29
  %10 = icmp eq i32 %5, 0
  br i1 %10, label %27, label %11

11:                                               ; preds = %9, %4
  %12 = phi i32 [ 0, %4 ], [ %80, %9 ]
  %13 = phi float [ 0xC7EC363CC0000000, %4 ], [ %79, %9 ]
  %14 = icmp ne i32 %5, 0
  tail call void @llvm.assume(i1 %14)
  br label %15

15:                                               ; preds = %15, %11
  %16 = phi i32 [ %24, %15 ], [ %12, %11 ]
  %17 = phi float [ %23, %15 ], [ %13, %11 ]
  %18 = phi i32 [ %25, %15 ], [ 0, %11 ]
  %19 = zext nneg i32 %16 to i64
  %20 = getelementptr inbounds nuw float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !8
  %22 = fcmp contract ogt float %17, %21
  %23 = select contract i1 %22, float %17, float %21
  %24 = add nuw nsw i32 %16, 1
  %25 = add i32 %18, 1
  %26 = icmp eq i32 %25, %5
  br i1 %26, label %27, label %15, !llvm.loop !10

27:                                               ; preds = %9, %15, %2
  %28 = phi float [ 0xC7EC363CC0000000, %2 ], [ %79, %9 ], [ %23, %15 ]
  ret float %28

29:                                               ; preds = %29, %7
  %30 = phi i32 [ 0, %7 ], [ %80, %29 ]
  %31 = phi float [ 0xC7EC363CC0000000, %7 ], [ %79, %29 ]
  %32 = phi i32 [ 0, %7 ], [ %81, %29 ]
  %33 = zext nneg i32 %30 to i64
  %34 = getelementptr inbounds nuw float, ptr %0, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !8
  %36 = fcmp contract ogt float %31, %35
  %37 = select contract i1 %36, float %31, float %35
  %38 = zext nneg i32 %30 to i64
  %39 = getelementptr inbounds nuw float, ptr %0, i64 %38
  %40 = getelementptr inbounds nuw i8, ptr %39, i64 4
  %41 = load float, ptr %40, align 4, !tbaa !8
  %42 = fcmp contract ogt float %37, %41
  %43 = select contract i1 %42, float %37, float %41
  %44 = zext nneg i32 %30 to i64
  %45 = getelementptr inbounds nuw float, ptr %0, i64 %44
  %46 = getelementptr inbounds nuw i8, ptr %45, i64 8
  %47 = load float, ptr %46, align 4, !tbaa !8
  %48 = fcmp contract ogt float %43, %47
  %49 = select contract i1 %48, float %43, float %47
  %50 = zext nneg i32 %30 to i64
  %51 = getelementptr inbounds nuw float, ptr %0, i64 %50
  %52 = getelementptr inbounds nuw i8, ptr %51, i64 12
  %53 = load float, ptr %52, align 4, !tbaa !8
  %54 = fcmp contract ogt float %49, %53
  %55 = select contract i1 %54, float %49, float %53
  %56 = zext nneg i32 %30 to i64
  %57 = getelementptr inbounds nuw float, ptr %0, i64 %56
  %58 = getelementptr inbounds nuw i8, ptr %57, i64 16
  %59 = load float, ptr %58, align 4, !tbaa !8
  %60 = fcmp contract ogt float %55, %59
  %61 = select contract i1 %60, float %55, float %59
  %62 = zext nneg i32 %30 to i64
  %63 = getelementptr inbounds nuw float, ptr %0, i64 %62
  %64 = getelementptr inbounds nuw i8, ptr %63, i64 20
  %65 = load float, ptr %64, align 4, !tbaa !8
  %66 = fcmp contract ogt float %61, %65
  %67 = select contract i1 %66, float %61, float %65
  %68 = zext nneg i32 %30 to i64
  %69 = getelementptr inbounds nuw float, ptr %0, i64 %68
  %70 = getelementptr inbounds nuw i8, ptr %69, i64 24
  %71 = load float, ptr %70, align 4, !tbaa !8
  %72 = fcmp contract ogt float %67, %71
  %73 = select contract i1 %72, float %67, float %71
  %74 = zext nneg i32 %30 to i64
  %75 = getelementptr inbounds nuw float, ptr %0, i64 %74
  %76 = getelementptr inbounds nuw i8, ptr %75, i64 28
  %77 = load float, ptr %76, align 4, !tbaa !8
  %78 = fcmp contract ogt float %73, %77
  %79 = select contract i1 %78, float %73, float %77
  %80 = add nuw nsw i32 %30, 8
  %81 = add i32 %32, 8
  %82 = icmp eq i32 %81, %8
  br i1 %82, label %9, label %29, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z11row_sum_expPKffi(ptr noundef readonly captures(none) %0, float noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %30

5:                                                ; preds = %3
  %6 = and i32 %2, 7
  %7 = icmp ult i32 %2, 8
  br i1 %7, label %12, label %8

8:                                                ; preds = %5
  %9 = and i32 %2, 2147483640
  br label %32

10:                                               ; preds = %32
  %11 = icmp eq i32 %6, 0
  br i1 %11, label %30, label %12

12:                                               ; preds = %10, %5
  %13 = phi i32 [ 0, %5 ], [ %99, %10 ]
  %14 = phi float [ 0.000000e+00, %5 ], [ %98, %10 ]
  %15 = icmp ne i32 %6, 0
  tail call void @llvm.assume(i1 %15)
  br label %16

16:                                               ; preds = %16, %12
  %17 = phi i32 [ %27, %16 ], [ %13, %12 ]
  %18 = phi float [ %26, %16 ], [ %14, %12 ]
  %19 = phi i32 [ %28, %16 ], [ 0, %12 ]
  %20 = zext nneg i32 %17 to i64
  %21 = getelementptr inbounds nuw float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !8
  %23 = fsub contract float %22, %1
  %24 = fmul contract float %23, 0x3FF7154760000000
  %25 = tail call contract noundef float @llvm.nvvm.ex2.approx.f32(float %24)
  %26 = fadd contract float %18, %25
  %27 = add nuw nsw i32 %17, 1
  %28 = add i32 %19, 1
  %29 = icmp eq i32 %28, %6
  br i1 %29, label %30, label %16, !llvm.loop !14

30:                                               ; preds = %10, %16, %3
  %31 = phi float [ 0.000000e+00, %3 ], [ %98, %10 ], [ %26, %16 ]
  ret float %31

32:                                               ; preds = %32, %8
  %33 = phi i32 [ 0, %8 ], [ %99, %32 ]
  %34 = phi float [ 0.000000e+00, %8 ], [ %98, %32 ]
  %35 = phi i32 [ 0, %8 ], [ %100, %32 ]
  %36 = zext nneg i32 %33 to i64
  %37 = getelementptr inbounds nuw float, ptr %0, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !8
  %39 = fsub contract float %38, %1
  %40 = fmul contract float %39, 0x3FF7154760000000
  %41 = tail call contract noundef float @llvm.nvvm.ex2.approx.f32(float %40)
  %42 = fadd contract float %34, %41
  %43 = zext nneg i32 %33 to i64
  %44 = getelementptr inbounds nuw float, ptr %0, i64 %43
  %45 = getelementptr inbounds nuw i8, ptr %44, i64 4
  %46 = load float, ptr %45, align 4, !tbaa !8
  %47 = fsub contract float %46, %1
  %48 = fmul contract float %47, 0x3FF7154760000000
  %49 = tail call contract noundef float @llvm.nvvm.ex2.approx.f32(float %48)
  %50 = fadd contract float %42, %49
  %51 = zext nneg i32 %33 to i64
  %52 = getelementptr inbounds nuw float, ptr %0, i64 %51
  %53 = getelementptr inbounds nuw i8, ptr %52, i64 8
  %54 = load float, ptr %53, align 4, !tbaa !8
  %55 = fsub contract float %54, %1
  %56 = fmul contract float %55, 0x3FF7154760000000
  %57 = tail call contract noundef float @llvm.nvvm.ex2.approx.f32(float %56)
  %58 = fadd contract float %50, %57
  %59 = zext nneg i32 %33 to i64
  %60 = getelementptr inbounds nuw float, ptr %0, i64 %59
  %61 = getelementptr inbounds nuw i8, ptr %60, i64 12
  %62 = load float, ptr %61, align 4, !tbaa !8
  %63 = fsub contract float %62, %1
  %64 = fmul contract float %63, 0x3FF7154760000000
  %65 = tail call contract noundef float @llvm.nvvm.ex2.approx.f32(float %64)
  %66 = fadd contract float %58, %65
  %67 = zext nneg i32 %33 to i64
  %68 = getelementptr inbounds nuw float, ptr %0, i64 %67
  %69 = getelementptr inbounds nuw i8, ptr %68, i64 16
  %70 = load float, ptr %69, align 4, !tbaa !8
  %71 = fsub contract float %70, %1
  %72 = fmul contract float %71, 0x3FF7154760000000
  %73 = tail call contract noundef float @llvm.nvvm.ex2.approx.f32(float %72)
  %74 = fadd contract float %66, %73
  %75 = zext nneg i32 %33 to i64
  %76 = getelementptr inbounds nuw float, ptr %0, i64 %75
  %77 = getelementptr inbounds nuw i8, ptr %76, i64 20
  %78 = load float, ptr %77, align 4, !tbaa !8
  %79 = fsub contract float %78, %1
  %80 = fmul contract float %79, 0x3FF7154760000000
  %81 = tail call contract noundef float @llvm.nvvm.ex2.approx.f32(float %80)
  %82 = fadd contract float %74, %81
  %83 = zext nneg i32 %33 to i64
  %84 = getelementptr inbounds nuw float, ptr %0, i64 %83
  %85 = getelementptr inbounds nuw i8, ptr %84, i64 24
  %86 = load float, ptr %85, align 4, !tbaa !8
  %87 = fsub contract float %86, %1
  %88 = fmul contract float %87, 0x3FF7154760000000
  %89 = tail call contract noundef float @llvm.nvvm.ex2.approx.f32(float %88)
  %90 = fadd contract float %82, %89
  %91 = zext nneg i32 %33 to i64
  %92 = getelementptr inbounds nuw float, ptr %0, i64 %91
  %93 = getelementptr inbounds nuw i8, ptr %92, i64 28
  %94 = load float, ptr %93, align 4, !tbaa !8
  %95 = fsub contract float %94, %1
  %96 = fmul contract float %95, 0x3FF7154760000000
  %97 = tail call contract noundef float @llvm.nvvm.ex2.approx.f32(float %96)
  %98 = fadd contract float %90, %97
  %99 = add nuw nsw i32 %33, 8
  %100 = add i32 %35, 8
  %101 = icmp eq i32 %100, %9
  br i1 %101, label %10, label %32, !llvm.loop !15
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z7momentsPKfiPfS1_(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3) local_unnamed_addr #2 {
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %32

6:                                                ; preds = %4
  %7 = and i32 %1, 7
  %8 = icmp ult i32 %1, 8
  br i1 %8, label %13, label %9

9:                                                ; preds = %6
  %10 = and i32 %1, 2147483640
  br label %40

11:                                               ; preds = %40
  %12 = icmp eq i32 %7, 0
  br i1 %12, label %32, label %13

13:                                               ; preds = %11, %6
  %14 = phi i32 [ 0, %6 ], [ %100, %11 ]
  %15 = phi float [ 0.000000e+00, %6 ], [ %99, %11 ]
  %16 = phi float [ 0.000000e+00, %6 ], [ %97, %11 ]
  %17 = icmp ne i32 %7, 0
  tail call void @llvm.assume(i1 %17)
  br label %18

18:                                               ; preds = %18, %13
  %19 = phi i32 [ %29, %18 ], [ %14, %13 ]
  %20 = phi float [ %28, %18 ], [ %15, %13 ]
  %21 = phi float [ %26, %18 ], [ %16, %13 ]
  %22 = phi i32 [ %30, %18 ], [ 0, %13 ]
  %23 = zext nneg i32 %19 to i64
  %24 = getelementptr inbounds nuw float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !8
  %26 = fadd contract float %21, %25
  %27 = fmul contract float %25, %25
  %28 = fadd contract float %20, %27
  %29 = add nuw nsw i32 %19, 1
  %30 = add i32 %22, 1
  %31 = icmp eq i32 %30, %7
  br i1 %31, label %32, label %18, !llvm.loop !16

32:                                               ; preds = %11, %18, %4
  %33 = phi float [ 0.000000e+00, %4 ], [ %97, %11 ], [ %26, %18 ]
  %34 = phi float [ 0.000000e+00, %4 ], [ %99, %11 ], [ %28, %18 ]
  %35 = sitofp i32 %1 to float
  %36 = fdiv contract float %33, %35
  store float %36, ptr %2, align 4, !tbaa !8
  %37 = fdiv contract float %34, %35
  %38 = fmul contract float %36, %36
  %39 = fsub contract float %37, %38
  store float %39, ptr %3, align 4, !tbaa !8
  ret void

40:                                               ; preds = %40, %9
  %41 = phi i32 [ 0, %9 ], [ %100, %40 ]
  %42 = phi float [ 0.000000e+00, %9 ], [ %99, %40 ]
  %43 = phi float [ 0.000000e+00, %9 ], [ %97, %40 ]
  %44 = phi i32 [ 0, %9 ], [ %101, %40 ]
  %45 = zext nneg i32 %41 to i64
  %46 = getelementptr inbounds nuw float, ptr %0, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !8
  %48 = fadd contract float %43, %47
  %49 = fmul contract float %47, %47
  %50 = fadd contract float %42, %49
  %51 = zext nneg i32 %41 to i64
  %52 = getelementptr inbounds nuw float, ptr %0, i64 %51
  %53 = getelementptr inbounds nuw i8, ptr %52, i64 4
  %54 = load float, ptr %53, align 4, !tbaa !8
  %55 = fadd contract float %48, %54
  %56 = fmul contract float %54, %54
  %57 = fadd contract float %50, %56
  %58 = zext nneg i32 %41 to i64
  %59 = getelementptr inbounds nuw float, ptr %0, i64 %58
  %60 = getelementptr inbounds nuw i8, ptr %59, i64 8
  %61 = load float, ptr %60, align 4, !tbaa !8
  %62 = fadd contract float %55, %61
  %63 = fmul contract float %61, %61
  %64 = fadd contract float %57, %63
  %65 = zext nneg i32 %41 to i64
  %66 = getelementptr inbounds nuw float, ptr %0, i64 %65
  %67 = getelementptr inbounds nuw i8, ptr %66, i64 12
  %68 = load float, ptr %67, align 4, !tbaa !8
  %69 = fadd contract float %62, %68
  %70 = fmul contract float %68, %68
  %71 = fadd contract float %64, %70
  %72 = zext nneg i32 %41 to i64
  %73 = getelementptr inbounds nuw float, ptr %0, i64 %72
  %74 = getelementptr inbounds nuw i8, ptr %73, i64 16
  %75 = load float, ptr %74, align 4, !tbaa !8
  %76 = fadd contract float %69, %75
  %77 = fmul contract float %75, %75
  %78 = fadd contract float %71, %77
  %79 = zext nneg i32 %41 to i64
  %80 = getelementptr inbounds nuw float, ptr %0, i64 %79
  %81 = getelementptr inbounds nuw i8, ptr %80, i64 20
  %82 = load float, ptr %81, align 4, !tbaa !8
  %83 = fadd contract float %76, %82
  %84 = fmul contract float %82, %82
  %85 = fadd contract float %78, %84
  %86 = zext nneg i32 %41 to i64
  %87 = getelementptr inbounds nuw float, ptr %0, i64 %86
  %88 = getelementptr inbounds nuw i8, ptr %87, i64 24
  %89 = load float, ptr %88, align 4, !tbaa !8
  %90 = fadd contract float %83, %89
  %91 = fmul contract float %89, %89
  %92 = fadd contract float %85, %91
  %93 = zext nneg i32 %41 to i64
  %94 = getelementptr inbounds nuw float, ptr %0, i64 %93
  %95 = getelementptr inbounds nuw i8, ptr %94, i64 28
  %96 = load float, ptr %95, align 4, !tbaa !8
  %97 = fadd contract float %90, %96
  %98 = fmul contract float %96, %96
  %99 = fadd contract float %92, %98
  %100 = add nuw nsw i32 %41, 8
  %101 = add i32 %44, 8
  %102 = icmp eq i32 %101, %10
  br i1 %102, label %11, label %40, !llvm.loop !17
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z9normalizePfiffPKfS1_(ptr noundef captures(none) %0, i32 noundef %1, float noundef %2, float noundef %3, ptr noundef readonly captures(none) %4, ptr noundef readonly captures(none) %5) local_unnamed_addr #3 {
  %7 = icmp sgt i32 %1, 0
  br i1 %7, label %8, label %35

8:                                                ; preds = %6
  %9 = and i32 %1, 3
  %10 = icmp ult i32 %1, 4
  br i1 %10, label %15, label %11

11:                                               ; preds = %8
  %12 = and i32 %1, 2147483644
  br label %36

13:                                               ; preds = %36
  %14 = icmp eq i32 %9, 0
  br i1 %14, label %35, label %15

15:                                               ; preds = %13, %8
  %16 = phi i32 [ 0, %8 ], [ %86, %13 ]
  %17 = icmp ne i32 %9, 0
  tail call void @llvm.assume(i1 %17)
  br label %18

18:                                               ; preds = %18, %15
  %19 = phi i32 [ %32, %18 ], [ %16, %15 ]
  %20 = phi i32 [ %33, %18 ], [ 0, %15 ]
  %21 = zext nneg i32 %19 to i64
  %22 = getelementptr inbounds nuw float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !8
  %24 = fsub contract float %23, %2
  %25 = fmul contract float %3, %24
  %26 = getelementptr inbounds nuw float, ptr %4, i64 %21
  %27 = load float, ptr %26, align 4, !tbaa !8
  %28 = fmul contract float %27, %25
  %29 = getelementptr inbounds nuw float, ptr %5, i64 %21
  %30 = load float, ptr %29, align 4, !tbaa !8
  %31 = fadd contract float %30, %28
  store float %31, ptr %22, align 4, !tbaa !8
  %32 = add nuw nsw i32 %19, 1
  %33 = add i32 %20, 1
  %34 = icmp eq i32 %33, %9
  br i1 %34, label %35, label %18, !llvm.loop !18

35:                                               ; preds = %13, %18, %6
  ret void

36:                                               ; preds = %36, %11
  %37 = phi i32 [ 0, %11 ], [ %86, %36 ]
  %38 = phi i32 [ 0, %11 ], [ %87, %36 ]
  %39 = zext nneg i32 %37 to i64
  %40 = getelementptr inbounds nuw float, ptr %0, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !8
  %42 = fsub contract float %41, %2
  %43 = fmul contract float %3, %42
  %44 = getelementptr inbounds nuw float, ptr %4, i64 %39
  %45 = load float, ptr %44, align 4, !tbaa !8
  %46 = fmul contract float %45, %43
  %47 = getelementptr inbounds nuw float, ptr %5, i64 %39
  %48 = load float, ptr %47, align 4, !tbaa !8
  %49 = fadd contract float %48, %46
  store float %49, ptr %40, align 4, !tbaa !8
  %50 = or disjoint i32 %37, 1
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw float, ptr %0, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !8
  %54 = fsub contract float %53, %2
  %55 = fmul contract float %3, %54
  %56 = getelementptr inbounds nuw float, ptr %4, i64 %51
  %57 = load float, ptr %56, align 4, !tbaa !8
  %58 = fmul contract float %57, %55
  %59 = getelementptr inbounds nuw float, ptr %5, i64 %51
  %60 = load float, ptr %59, align 4, !tbaa !8
  %61 = fadd contract float %60, %58
  store float %61, ptr %52, align 4, !tbaa !8
  %62 = or disjoint i32 %37, 2
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds nuw float, ptr %0, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !8
  %66 = fsub contract float %65, %2
  %67 = fmul contract float %3, %66
  %68 = getelementptr inbounds nuw float, ptr %4, i64 %63
  %69 = load float, ptr %68, align 4, !tbaa !8
  %70 = fmul contract float %69, %67
  %71 = getelementptr inbounds nuw float, ptr %5, i64 %63
  %72 = load float, ptr %71, align 4, !tbaa !8
  %73 = fadd contract float %72, %70
  store float %73, ptr %64, align 4, !tbaa !8
  %74 = or disjoint i32 %37, 3
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds nuw float, ptr %0, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !8
  %78 = fsub contract float %77, %2
  %79 = fmul contract float %3, %78
  %80 = getelementptr inbounds nuw float, ptr %4, i64 %75
  %81 = load float, ptr %80, align 4, !tbaa !8
  %82 = fmul contract float %81, %79
  %83 = getelementptr inbounds nuw float, ptr %5, i64 %75
  %84 = load float, ptr %83, align 4, !tbaa !8
  %85 = fadd contract float %84, %82
  store float %85, ptr %76, align 4, !tbaa !8
  %86 = add nuw nsw i32 %37, 4
  %87 = add i32 %38, 4
  %88 = icmp eq i32 %87, %12
  br i1 %88, label %13, label %36, !llvm.loop !19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12softmax_rowsPKfPfi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %63

10:                                               ; preds = %3
  %11 = shl nsw i32 %8, 8
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds float, ptr %0, i64 %12
  %14 = tail call contract noundef float @_Z7row_maxPKfi(ptr noundef %13, i32 noundef 256) #10
  %15 = tail call contract noundef float @_Z11row_sum_expPKffi(ptr noundef %13, float noundef %14, i32 noundef 256) #10
  br label %16

16:                                               ; preds = %16, %10
  %17 = phi i32 [ 0, %10 ], [ %61, %16 ]
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds nuw float, ptr %13, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !8
  %21 = fsub contract float %20, %14
  %22 = fmul contract float %21, 0x3FF7154760000000
  %23 = tail call contract noundef float @llvm.nvvm.ex2.approx.f32(float %22)
  %24 = fdiv contract float %23, %15
  %25 = or disjoint i32 %17, %11
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %1, i64 %26
  store float %24, ptr %27, align 4, !tbaa !8
  %28 = or disjoint i32 %17, 1
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw float, ptr %13, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !8
  %32 = fsub contract float %31, %14
  %33 = fmul contract float %32, 0x3FF7154760000000
  %34 = tail call contract noundef float @llvm.nvvm.ex2.approx.f32(float %33)
  %35 = fdiv contract float %34, %15
  %36 = or disjoint i32 %28, %11
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %1, i64 %37
  store float %35, ptr %38, align 4, !tbaa !8
  %39 = or disjoint i32 %17, 2
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds nuw float, ptr %13, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !8
  %43 = fsub contract float %42, %14
  %44 = fmul contract float %43, 0x3FF7154760000000
  %45 = tail call contract noundef float @llvm.nvvm.ex2.approx.f32(float %44)
  %46 = fdiv contract float %45, %15
  %47 = or disjoint i32 %39, %11
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr %1, i64 %48
  store float %46, ptr %49, align 4, !tbaa !8
  %50 = or disjoint i32 %17, 3
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw float, ptr %13, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !8
  %54 = fsub contract float %53, %14
  %55 = fmul contract float %54, 0x3FF7154760000000
  %56 = tail call contract noundef float @llvm.nvvm.ex2.approx.f32(float %55)
  %57 = fdiv contract float %56, %15
  %58 = or disjoint i32 %50, %11
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %1, i64 %59
  store float %57, ptr %60, align 4, !tbaa !8
  %61 = add nuw nsw i32 %17, 4
  %62 = icmp eq i32 %61, 256
  br i1 %62, label %63, label %16, !llvm.loop !20

63:                                               ; preds = %16, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z14softmax_sharedPKfPfi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #5 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = icmp slt i32 %4, %2
  br i1 %5, label %6, label %11

6:                                                ; preds = %3
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = icmp samesign ult i32 %7, 256
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %12

11:                                               ; preds = %31, %3
  ret void

12:                                               ; preds = %6, %31
  %13 = phi i32 [ %4, %6 ], [ %32, %31 ]
  br i1 %8, label %14, label %16

14:                                               ; preds = %12
  %15 = shl nsw i32 %13, 8
  br label %21

16:                                               ; preds = %21, %12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %17 = tail call contract noundef float @_Z7row_maxPKfi(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14softmax_sharedPKfPfiE3row to ptr), i32 noundef 256) #10
  %18 = tail call contract noundef float @_Z11row_sum_expPKffi(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ14softmax_sharedPKfPfiE3row to ptr), float noundef %17, i32 noundef 256) #10
  br i1 %8, label %19, label %31

19:                                               ; preds = %16
  %20 = shl nsw i32 %13, 8
  br label %34

21:                                               ; preds = %14, %21
  %22 = phi i32 [ %7, %14 ], [ %29, %21 ]
  %23 = add nuw nsw i32 %22, %15
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !8
  %27 = zext nneg i32 %22 to i64
  %28 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ14softmax_sharedPKfPfiE3row to ptr), i64 %27
  store float %26, ptr %28, align 4, !tbaa !8
  %29 = add nuw nsw i32 %22, %9
  %30 = icmp samesign ult i32 %29, 256
  br i1 %30, label %21, label %16, !llvm.loop !21

31:                                               ; preds = %34, %16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %32 = add i32 %13, %10
  %33 = icmp slt i32 %32, %2
  br i1 %33, label %12, label %11, !llvm.loop !22

34:                                               ; preds = %19, %34
  %35 = phi i32 [ %7, %19 ], [ %46, %34 ]
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ14softmax_sharedPKfPfiE3row to ptr), i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !8
  %39 = fsub contract float %38, %17
  %40 = fmul contract float %39, 0x3FF7154760000000
  %41 = tail call contract noundef float @llvm.nvvm.ex2.approx.f32(float %40)
  %42 = fdiv contract float %41, %18
  %43 = add nuw nsw i32 %35, %20
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %1, i64 %44
  store float %42, ptr %45, align 4, !tbaa !8
  %46 = add nuw nsw i32 %35, %9
  %47 = icmp samesign ult i32 %46, 256
  br i1 %47, label %34, label %31, !llvm.loop !23
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9layernormPfPKfS1_i(ptr noundef captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #4 {
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %3
  br i1 %12, label %13, label %73

13:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #10
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #10
  %14 = shl nsw i32 %11, 8
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %0, i64 %15
  call void @_Z7momentsPKfiPfS1_(ptr noundef %16, i32 noundef 256, ptr noundef nonnull %5, ptr noundef nonnull %6) #10
  %17 = load float, ptr %5, align 4, !tbaa !8
  %18 = load float, ptr %6, align 4, !tbaa !8
  %19 = fadd contract float %18, 0x3EE4F8B580000000
  %20 = tail call contract noundef float @llvm.nvvm.rsqrt.approx.f(float %19)
  br label %21

21:                                               ; preds = %21, %13
  %22 = phi i32 [ 0, %13 ], [ %70, %21 ]
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds nuw float, ptr %16, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !8
  %26 = fsub contract float %25, %17
  %27 = fmul contract float %20, %26
  %28 = getelementptr inbounds nuw float, ptr %1, i64 %23
  %29 = load float, ptr %28, align 4, !tbaa !8
  %30 = fmul contract float %29, %27
  %31 = getelementptr inbounds nuw float, ptr %2, i64 %23
  %32 = load float, ptr %31, align 4, !tbaa !8
  %33 = fadd contract float %32, %30
  store float %33, ptr %24, align 4, !tbaa !8
  %34 = or disjoint i32 %22, 1
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds nuw float, ptr %16, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !8
  %38 = fsub contract float %37, %17
  %39 = fmul contract float %20, %38
  %40 = getelementptr inbounds nuw float, ptr %1, i64 %35
  %41 = load float, ptr %40, align 4, !tbaa !8
  %42 = fmul contract float %41, %39
  %43 = getelementptr inbounds nuw float, ptr %2, i64 %35
  %44 = load float, ptr %43, align 4, !tbaa !8
  %45 = fadd contract float %44, %42
  store float %45, ptr %36, align 4, !tbaa !8
  %46 = or disjoint i32 %22, 2
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds nuw float, ptr %16, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !8
  %50 = fsub contract float %49, %17
  %51 = fmul contract float %20, %50
  %52 = getelementptr inbounds nuw float, ptr %1, i64 %47
  %53 = load float, ptr %52, align 4, !tbaa !8
  %54 = fmul contract float %53, %51
  %55 = getelementptr inbounds nuw float, ptr %2, i64 %47
  %56 = load float, ptr %55, align 4, !tbaa !8
  %57 = fadd contract float %56, %54
  store float %57, ptr %48, align 4, !tbaa !8
  %58 = or disjoint i32 %22, 3
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds nuw float, ptr %16, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !8
  %62 = fsub contract float %61, %17
  %63 = fmul contract float %20, %62
  %64 = getelementptr inbounds nuw float, ptr %1, i64 %59
  %65 = load float, ptr %64, align 4, !tbaa !8
  %66 = fmul contract float %65, %63
  %67 = getelementptr inbounds nuw float, ptr %2, i64 %59
  %68 = load float, ptr %67, align 4, !tbaa !8
  %69 = fadd contract float %68, %66
  store float %69, ptr %60, align 4, !tbaa !8
  %70 = add nuw nsw i32 %22, 4
  %71 = icmp eq i32 %70, 256
  br i1 %71, label %72, label %21, !llvm.loop !19

72:                                               ; preds = %21
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #10
  br label %73

73:                                               ; preds = %4, %72
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #9

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #5 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #6 = { convergent nocallback nounwind }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #10 = { nounwind }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !13}
!20 = distinct !{!20, !13}
!21 = distinct !{!21, !13}
!22 = distinct !{!22, !13}
!23 = distinct !{!23, !13}
