; ModuleID = 'src/15_kmeans.cu'
source_filename = "src/15_kmeans.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ6assignPKfS0_PiiE4cent = internal addrspace(3) global [128 x float] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z7sq_distPKfS0_i(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %31

5:                                                ; preds = %3
  %6 = and i32 %2, 7
  %7 = icmp ult i32 %2, 8
  br i1 %7, label %12, label %8

8:                                                ; preds = %5
  %9 = and i32 %2, 2147483640
  br label %33

10:                                               ; preds = %33
  %11 = icmp eq i32 %6, 0
  br i1 %11, label %31, label %12

12:                                               ; preds = %10, %5
  %13 = phi float [ 0.000000e+00, %5 ], [ %107, %10 ]
  %14 = phi i32 [ 0, %5 ], [ %108, %10 ]
  %15 = icmp ne i32 %6, 0
  tail call void @llvm.assume(i1 %15)
  br label %16

16:                                               ; preds = %16, %12
  %17 = phi float [ %27, %16 ], [ %13, %12 ]
  %18 = phi i32 [ %28, %16 ], [ %14, %12 ]
  %19 = phi i32 [ %29, %16 ], [ 0, %12 ]
  %20 = zext nneg i32 %18 to i64
  %21 = getelementptr inbounds nuw float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !8
  %23 = getelementptr inbounds nuw float, ptr %1, i64 %20
  %24 = load float, ptr %23, align 4, !tbaa !8
  %25 = fsub contract float %22, %24
  %26 = fmul contract float %25, %25
  %27 = fadd contract float %17, %26
  %28 = add nuw nsw i32 %18, 1
  %29 = add i32 %19, 1
  %30 = icmp eq i32 %29, %6
  br i1 %30, label %31, label %16, !llvm.loop !10

31:                                               ; preds = %10, %16, %3
  %32 = phi float [ 0.000000e+00, %3 ], [ %107, %10 ], [ %27, %16 ]
  ret float %32

33:                                               ; preds = %33, %8
  %34 = phi float [ 0.000000e+00, %8 ], [ %107, %33 ]
  %35 = phi i32 [ 0, %8 ], [ %108, %33 ]
  %36 = phi i32 [ 0, %8 ], [ %109, %33 ]
  %37 = zext nneg i32 %35 to i64
  %38 = getelementptr inbounds nuw float, ptr %0, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !8
  %40 = getelementptr inbounds nuw float, ptr %1, i64 %37
  %41 = load float, ptr %40, align 4, !tbaa !8
  %42 = fsub contract float %39, %41
  %43 = fmul contract float %42, %42
  %44 = fadd contract float %34, %43
  %45 = or disjoint i32 %35, 1
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds nuw float, ptr %0, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !8
  %49 = getelementptr inbounds nuw float, ptr %1, i64 %46
  %50 = load float, ptr %49, align 4, !tbaa !8
  %51 = fsub contract float %48, %50
  %52 = fmul contract float %51, %51
  %53 = fadd contract float %44, %52
  %54 = or disjoint i32 %35, 2
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds nuw float, ptr %0, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !8
  %58 = getelementptr inbounds nuw float, ptr %1, i64 %55
  %59 = load float, ptr %58, align 4, !tbaa !8
  %60 = fsub contract float %57, %59
  %61 = fmul contract float %60, %60
  %62 = fadd contract float %53, %61
  %63 = or disjoint i32 %35, 3
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds nuw float, ptr %0, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !8
  %67 = getelementptr inbounds nuw float, ptr %1, i64 %64
  %68 = load float, ptr %67, align 4, !tbaa !8
  %69 = fsub contract float %66, %68
  %70 = fmul contract float %69, %69
  %71 = fadd contract float %62, %70
  %72 = or disjoint i32 %35, 4
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds nuw float, ptr %0, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !8
  %76 = getelementptr inbounds nuw float, ptr %1, i64 %73
  %77 = load float, ptr %76, align 4, !tbaa !8
  %78 = fsub contract float %75, %77
  %79 = fmul contract float %78, %78
  %80 = fadd contract float %71, %79
  %81 = or disjoint i32 %35, 5
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds nuw float, ptr %0, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !8
  %85 = getelementptr inbounds nuw float, ptr %1, i64 %82
  %86 = load float, ptr %85, align 4, !tbaa !8
  %87 = fsub contract float %84, %86
  %88 = fmul contract float %87, %87
  %89 = fadd contract float %80, %88
  %90 = or disjoint i32 %35, 6
  %91 = zext nneg i32 %90 to i64
  %92 = getelementptr inbounds nuw float, ptr %0, i64 %91
  %93 = load float, ptr %92, align 4, !tbaa !8
  %94 = getelementptr inbounds nuw float, ptr %1, i64 %91
  %95 = load float, ptr %94, align 4, !tbaa !8
  %96 = fsub contract float %93, %95
  %97 = fmul contract float %96, %96
  %98 = fadd contract float %89, %97
  %99 = or disjoint i32 %35, 7
  %100 = zext nneg i32 %99 to i64
  %101 = getelementptr inbounds nuw float, ptr %0, i64 %100
  %102 = load float, ptr %101, align 4, !tbaa !8
  %103 = getelementptr inbounds nuw float, ptr %1, i64 %100
  %104 = load float, ptr %103, align 4, !tbaa !8
  %105 = fsub contract float %102, %104
  %106 = fmul contract float %105, %105
  %107 = fadd contract float %98, %106
  %108 = add nuw nsw i32 %35, 8
  %109 = add i32 %36, 8
  %110 = icmp eq i32 %109, %9
  br i1 %110, label %10, label %33, !llvm.loop !12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i32 @_Z7nearestPKfS0_ii(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %2, 1
  br i1 %5, label %6, label %36

6:                                                ; preds = %4
  %7 = tail call contract noundef float @_Z7sq_distPKfS0_i(ptr noundef %0, ptr noundef %1, i32 noundef %3) #8
  %8 = add nsw i32 %2, -1
  %9 = add nsw i32 %2, -2
  %10 = and i32 %8, 3
  %11 = icmp ult i32 %9, 3
  br i1 %11, label %16, label %12

12:                                               ; preds = %6
  %13 = and i32 %8, -4
  br label %38

14:                                               ; preds = %38
  %15 = icmp eq i32 %10, 0
  br i1 %15, label %36, label %16

16:                                               ; preds = %14, %6
  %17 = phi i32 [ 0, %6 ], [ %73, %14 ]
  %18 = phi i32 [ 1, %6 ], [ %74, %14 ]
  %19 = phi float [ %7, %6 ], [ %72, %14 ]
  %20 = icmp ne i32 %10, 0
  tail call void @llvm.assume(i1 %20)
  br label %21

21:                                               ; preds = %21, %16
  %22 = phi i32 [ %32, %21 ], [ %17, %16 ]
  %23 = phi i32 [ %33, %21 ], [ %18, %16 ]
  %24 = phi float [ %31, %21 ], [ %19, %16 ]
  %25 = phi i32 [ %34, %21 ], [ 0, %16 ]
  %26 = mul nsw i32 %23, %3
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %1, i64 %27
  %29 = tail call contract noundef float @_Z7sq_distPKfS0_i(ptr noundef %0, ptr noundef %28, i32 noundef %3) #8
  %30 = fcmp contract olt float %29, %24
  %31 = select i1 %30, float %29, float %24
  %32 = select i1 %30, i32 %23, i32 %22
  %33 = add nuw nsw i32 %23, 1
  %34 = add i32 %25, 1
  %35 = icmp eq i32 %34, %10
  br i1 %35, label %36, label %21, !llvm.loop !14

36:                                               ; preds = %14, %21, %4
  %37 = phi i32 [ 0, %4 ], [ %73, %14 ], [ %32, %21 ]
  ret i32 %37

38:                                               ; preds = %38, %12
  %39 = phi i32 [ 0, %12 ], [ %73, %38 ]
  %40 = phi i32 [ 1, %12 ], [ %74, %38 ]
  %41 = phi float [ %7, %12 ], [ %72, %38 ]
  %42 = phi i32 [ 0, %12 ], [ %75, %38 ]
  %43 = mul nsw i32 %40, %3
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %1, i64 %44
  %46 = tail call contract noundef float @_Z7sq_distPKfS0_i(ptr noundef %0, ptr noundef %45, i32 noundef %3) #8
  %47 = fcmp contract olt float %46, %41
  %48 = select i1 %47, float %46, float %41
  %49 = select i1 %47, i32 %40, i32 %39
  %50 = add nuw nsw i32 %40, 1
  %51 = mul nsw i32 %50, %3
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %1, i64 %52
  %54 = tail call contract noundef float @_Z7sq_distPKfS0_i(ptr noundef %0, ptr noundef %53, i32 noundef %3) #8
  %55 = fcmp contract olt float %54, %48
  %56 = select i1 %55, float %54, float %48
  %57 = select i1 %55, i32 %50, i32 %49
  %58 = add nuw nsw i32 %40, 2
  %59 = mul nsw i32 %58, %3
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr %1, i64 %60
  %62 = tail call contract noundef float @_Z7sq_distPKfS0_i(ptr noundef %0, ptr noundef %61, i32 noundef %3) #8
  %63 = fcmp contract olt float %62, %56
  %64 = select i1 %63, float %62, float %56
  %65 = select i1 %63, i32 %58, i32 %57
  %66 = add nuw nsw i32 %40, 3
  %67 = mul nsw i32 %66, %3
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr %1, i64 %68
  %70 = tail call contract noundef float @_Z7sq_distPKfS0_i(ptr noundef %0, ptr noundef %69, i32 noundef %3) #8
  %71 = fcmp contract olt float %70, %64
  %72 = select i1 %71, float %70, float %64
  %73 = select i1 %71, i32 %66, i32 %65
  %74 = add nuw nsw i32 %40, 4
  %75 = add i32 %42, 4
  %76 = icmp eq i32 %75, %13
  br i1 %76, label %14, label %38, !llvm.loop !15
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z9add_pointPfPKfi(ptr noundef captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %27

5:                                                ; preds = %3
  %6 = and i32 %2, 7
  %7 = icmp ult i32 %2, 8
  br i1 %7, label %12, label %8

8:                                                ; preds = %5
  %9 = and i32 %2, 2147483640
  br label %28

10:                                               ; preds = %28
  %11 = icmp eq i32 %6, 0
  br i1 %11, label %27, label %12

12:                                               ; preds = %10, %5
  %13 = phi i32 [ 0, %5 ], [ %86, %10 ]
  %14 = icmp ne i32 %6, 0
  tail call void @llvm.assume(i1 %14)
  br label %15

15:                                               ; preds = %15, %12
  %16 = phi i32 [ %24, %15 ], [ %13, %12 ]
  %17 = phi i32 [ %25, %15 ], [ 0, %12 ]
  %18 = zext nneg i32 %16 to i64
  %19 = getelementptr inbounds nuw float, ptr %1, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !8
  %21 = getelementptr inbounds nuw float, ptr %0, i64 %18
  %22 = load float, ptr %21, align 4, !tbaa !8
  %23 = fadd contract float %20, %22
  store float %23, ptr %21, align 4, !tbaa !8
  %24 = add nuw nsw i32 %16, 1
  %25 = add i32 %17, 1
  %26 = icmp eq i32 %25, %6
  br i1 %26, label %27, label %15, !llvm.loop !16

27:                                               ; preds = %10, %15, %3
  ret void

28:                                               ; preds = %28, %8
  %29 = phi i32 [ 0, %8 ], [ %86, %28 ]
  %30 = phi i32 [ 0, %8 ], [ %87, %28 ]
  %31 = zext nneg i32 %29 to i64
  %32 = getelementptr inbounds nuw float, ptr %1, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !8
  %34 = getelementptr inbounds nuw float, ptr %0, i64 %31
  %35 = load float, ptr %34, align 4, !tbaa !8
  %36 = fadd contract float %33, %35
  store float %36, ptr %34, align 4, !tbaa !8
  %37 = or disjoint i32 %29, 1
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds nuw float, ptr %1, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !8
  %41 = getelementptr inbounds nuw float, ptr %0, i64 %38
  %42 = load float, ptr %41, align 4, !tbaa !8
  %43 = fadd contract float %40, %42
  store float %43, ptr %41, align 4, !tbaa !8
  %44 = or disjoint i32 %29, 2
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds nuw float, ptr %1, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !8
  %48 = getelementptr inbounds nuw float, ptr %0, i64 %45
  %49 = load float, ptr %48, align 4, !tbaa !8
  %50 = fadd contract float %47, %49
  store float %50, ptr %48, align 4, !tbaa !8
  %51 = or disjoint i32 %29, 3
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds nuw float, ptr %1, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !8
  %55 = getelementptr inbounds nuw float, ptr %0, i64 %52
  %56 = load float, ptr %55, align 4, !tbaa !8
  %57 = fadd contract float %54, %56
  store float %57, ptr %55, align 4, !tbaa !8
  %58 = or disjoint i32 %29, 4
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds nuw float, ptr %1, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !8
  %62 = getelementptr inbounds nuw float, ptr %0, i64 %59
  %63 = load float, ptr %62, align 4, !tbaa !8
  %64 = fadd contract float %61, %63
  store float %64, ptr %62, align 4, !tbaa !8
  %65 = or disjoint i32 %29, 5
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds nuw float, ptr %1, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !8
  %69 = getelementptr inbounds nuw float, ptr %0, i64 %66
  %70 = load float, ptr %69, align 4, !tbaa !8
  %71 = fadd contract float %68, %70
  store float %71, ptr %69, align 4, !tbaa !8
  %72 = or disjoint i32 %29, 6
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds nuw float, ptr %1, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !8
  %76 = getelementptr inbounds nuw float, ptr %0, i64 %73
  %77 = load float, ptr %76, align 4, !tbaa !8
  %78 = fadd contract float %75, %77
  store float %78, ptr %76, align 4, !tbaa !8
  %79 = or disjoint i32 %29, 7
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds nuw float, ptr %1, i64 %80
  %82 = load float, ptr %81, align 4, !tbaa !8
  %83 = getelementptr inbounds nuw float, ptr %0, i64 %80
  %84 = load float, ptr %83, align 4, !tbaa !8
  %85 = fadd contract float %82, %84
  store float %85, ptr %83, align 4, !tbaa !8
  %86 = add nuw nsw i32 %29, 8
  %87 = add i32 %30, 8
  %88 = icmp eq i32 %87, %9
  br i1 %88, label %10, label %28, !llvm.loop !17
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6assignPKfS0_Pii(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp samesign ult i32 %5, 128
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %6, label %13, label %8

8:                                                ; preds = %13, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = mul i32 %9, %7
  %11 = add i32 %10, %5
  %12 = icmp slt i32 %11, %3
  br i1 %12, label %21, label %28

13:                                               ; preds = %4, %13
  %14 = phi i32 [ %19, %13 ], [ %5, %4 ]
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw float, ptr %1, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !8
  %18 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6assignPKfS0_PiiE4cent to ptr), i64 %15
  store float %17, ptr %18, align 4, !tbaa !8
  %19 = add nuw nsw i32 %14, %7
  %20 = icmp samesign ult i32 %19, 128
  br i1 %20, label %13, label %8, !llvm.loop !18

21:                                               ; preds = %8
  %22 = sext i32 %11 to i64
  %23 = getelementptr inbounds i32, ptr %2, i64 %22
  %24 = shl nsw i32 %11, 3
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %0, i64 %25
  %27 = tail call noundef i32 @_Z7nearestPKfS0_ii(ptr noundef %26, ptr noundef addrspacecast (ptr addrspace(3) @_ZZ6assignPKfS0_PiiE4cent to ptr), i32 noundef 16, i32 noundef 8) #8
  store i32 %27, ptr %23, align 4, !tbaa !4
  br label %28

28:                                               ; preds = %21, %8
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13assign_globalPKfS0_Pii(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #4 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %18

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %2, i64 %12
  %14 = shl nsw i32 %9, 3
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %0, i64 %15
  %17 = tail call noundef i32 @_Z7nearestPKfS0_ii(ptr noundef %16, ptr noundef %1, i32 noundef 16, i32 noundef 8) #8
  store i32 %17, ptr %13, align 4, !tbaa !4
  br label %18

18:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z6updatePKfPKiPfPii(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef captures(none) %2, ptr noundef captures(none) %3, i32 noundef %4) local_unnamed_addr #5 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %77

12:                                               ; preds = %5
  %13 = shl nsw i32 %10, 3
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !8
  %17 = fadd contract float %16, 0.000000e+00
  %18 = getelementptr inbounds nuw i8, ptr %15, i64 4
  %19 = load float, ptr %18, align 4, !tbaa !8
  %20 = fadd contract float %19, 0.000000e+00
  %21 = getelementptr inbounds nuw i8, ptr %15, i64 8
  %22 = load float, ptr %21, align 4, !tbaa !8
  %23 = fadd contract float %22, 0.000000e+00
  %24 = getelementptr inbounds nuw i8, ptr %15, i64 12
  %25 = load float, ptr %24, align 4, !tbaa !8
  %26 = fadd contract float %25, 0.000000e+00
  %27 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %28 = load float, ptr %27, align 4, !tbaa !8
  %29 = fadd contract float %28, 0.000000e+00
  %30 = getelementptr inbounds nuw i8, ptr %15, i64 20
  %31 = load float, ptr %30, align 4, !tbaa !8
  %32 = fadd contract float %31, 0.000000e+00
  %33 = getelementptr inbounds nuw i8, ptr %15, i64 24
  %34 = load float, ptr %33, align 4, !tbaa !8
  %35 = fadd contract float %34, 0.000000e+00
  %36 = getelementptr inbounds nuw i8, ptr %15, i64 28
  %37 = load float, ptr %36, align 4, !tbaa !8
  %38 = fadd contract float %37, 0.000000e+00
  %39 = sext i32 %10 to i64
  %40 = getelementptr inbounds i32, ptr %1, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !4
  %42 = shl nsw i32 %41, 3
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %2, i64 %43
  %45 = atomicrmw fadd ptr %44, float %17 seq_cst, align 4
  %46 = sext i32 %42 to i64
  %47 = getelementptr float, ptr %2, i64 %46
  %48 = getelementptr i8, ptr %47, i64 4
  %49 = atomicrmw fadd ptr %48, float %20 seq_cst, align 4
  %50 = sext i32 %42 to i64
  %51 = getelementptr float, ptr %2, i64 %50
  %52 = getelementptr i8, ptr %51, i64 8
  %53 = atomicrmw fadd ptr %52, float %23 seq_cst, align 4
  %54 = sext i32 %42 to i64
  %55 = getelementptr float, ptr %2, i64 %54
  %56 = getelementptr i8, ptr %55, i64 12
  %57 = atomicrmw fadd ptr %56, float %26 seq_cst, align 4
  %58 = sext i32 %42 to i64
  %59 = getelementptr float, ptr %2, i64 %58
  %60 = getelementptr i8, ptr %59, i64 16
  %61 = atomicrmw fadd ptr %60, float %29 seq_cst, align 4
  %62 = sext i32 %42 to i64
  %63 = getelementptr float, ptr %2, i64 %62
  %64 = getelementptr i8, ptr %63, i64 20
  %65 = atomicrmw fadd ptr %64, float %32 seq_cst, align 4
  %66 = sext i32 %42 to i64
  %67 = getelementptr float, ptr %2, i64 %66
  %68 = getelementptr i8, ptr %67, i64 24
  %69 = atomicrmw fadd ptr %68, float %35 seq_cst, align 4
  %70 = sext i32 %42 to i64
  %71 = getelementptr float, ptr %2, i64 %70
  %72 = getelementptr i8, ptr %71, i64 28
  %73 = atomicrmw fadd ptr %72, float %38 seq_cst, align 4
  %74 = sext i32 %41 to i64
  %75 = getelementptr inbounds i32, ptr %3, i64 %74
  %76 = atomicrmw add ptr %75, i32 1 seq_cst, align 4
  br label %77

77:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { nounwind }

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
!18 = distinct !{!18, !13}
