; ModuleID = 'src/08_hash_table.cu'
source_filename = "src/08_hash_table.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Entry = type { i32, ptr }

@g_table = dso_local addrspace(1) externally_initialized global [4096 x %struct.Entry] zeroinitializer, align 8
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @g_table to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef range(i32 0, 4096) i32 @_Z8hash_keyi(i32 noundef %0) local_unnamed_addr #0 {
  %2 = mul i32 %0, 2481
  %3 = and i32 %2, 4095
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local noundef zeroext i1 @_Z12table_insertP5EntryiPf(ptr noundef captures(none) %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #1 {
  %4 = mul i32 %1, 2481
  br label %5

5:                                                ; preds = %89, %3
  %6 = phi i32 [ %4, %3 ], [ %90, %89 ]
  %7 = phi i32 [ 0, %3 ], [ %91, %89 ]
  %8 = and i32 %6, 4095
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw %struct.Entry, ptr %0, i64 %9
  %11 = cmpxchg ptr %10, i32 -1, i32 %1 seq_cst seq_cst, align 4
  %12 = extractvalue { i32, i1 } %11, 0
  %13 = extractvalue { i32, i1 } %11, 1
  %14 = icmp eq i32 %12, %1
  %15 = or i1 %13, %14
  br i1 %15, label %16, label %19

16:                                               ; preds = %79, %69, %59, %49, %39, %29, %19, %5
  %17 = phi ptr [ %10, %5 ], [ %23, %19 ], [ %33, %29 ], [ %43, %39 ], [ %53, %49 ], [ %63, %59 ], [ %73, %69 ], [ %83, %79 ]
  %18 = getelementptr inbounds nuw i8, ptr %17, i64 8
  store ptr %2, ptr %18, align 8, !tbaa !8
  br label %93

19:                                               ; preds = %5
  %20 = add i32 %6, 1
  %21 = and i32 %20, 4095
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw %struct.Entry, ptr %0, i64 %22
  %24 = cmpxchg ptr %23, i32 -1, i32 %1 seq_cst seq_cst, align 4
  %25 = extractvalue { i32, i1 } %24, 0
  %26 = extractvalue { i32, i1 } %24, 1
  %27 = icmp eq i32 %25, %1
  %28 = or i1 %26, %27
  br i1 %28, label %16, label %29

29:                                               ; preds = %19
  %30 = add i32 %6, 2
  %31 = and i32 %30, 4095
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds nuw %struct.Entry, ptr %0, i64 %32
  %34 = cmpxchg ptr %33, i32 -1, i32 %1 seq_cst seq_cst, align 4
  %35 = extractvalue { i32, i1 } %34, 0
  %36 = extractvalue { i32, i1 } %34, 1
  %37 = icmp eq i32 %35, %1
  %38 = or i1 %36, %37
  br i1 %38, label %16, label %39

39:                                               ; preds = %29
  %40 = add i32 %6, 3
  %41 = and i32 %40, 4095
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds nuw %struct.Entry, ptr %0, i64 %42
  %44 = cmpxchg ptr %43, i32 -1, i32 %1 seq_cst seq_cst, align 4
  %45 = extractvalue { i32, i1 } %44, 0
  %46 = extractvalue { i32, i1 } %44, 1
  %47 = icmp eq i32 %45, %1
  %48 = or i1 %46, %47
  br i1 %48, label %16, label %49

49:                                               ; preds = %39
  %50 = add i32 %6, 4
  %51 = and i32 %50, 4095
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds nuw %struct.Entry, ptr %0, i64 %52
  %54 = cmpxchg ptr %53, i32 -1, i32 %1 seq_cst seq_cst, align 4
  %55 = extractvalue { i32, i1 } %54, 0
  %56 = extractvalue { i32, i1 } %54, 1
  %57 = icmp eq i32 %55, %1
  %58 = or i1 %56, %57
  br i1 %58, label %16, label %59

59:                                               ; preds = %49
  %60 = add i32 %6, 5
  %61 = and i32 %60, 4095
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds nuw %struct.Entry, ptr %0, i64 %62
  %64 = cmpxchg ptr %63, i32 -1, i32 %1 seq_cst seq_cst, align 4
  %65 = extractvalue { i32, i1 } %64, 0
  %66 = extractvalue { i32, i1 } %64, 1
  %67 = icmp eq i32 %65, %1
  %68 = or i1 %66, %67
  br i1 %68, label %16, label %69

69:                                               ; preds = %59
  %70 = add i32 %6, 6
  %71 = and i32 %70, 4095
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds nuw %struct.Entry, ptr %0, i64 %72
  %74 = cmpxchg ptr %73, i32 -1, i32 %1 seq_cst seq_cst, align 4
  %75 = extractvalue { i32, i1 } %74, 0
  %76 = extractvalue { i32, i1 } %74, 1
  %77 = icmp eq i32 %75, %1
  %78 = or i1 %76, %77
  br i1 %78, label %16, label %79

79:                                               ; preds = %69
  %80 = add i32 %6, 7
  %81 = and i32 %80, 4095
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds nuw %struct.Entry, ptr %0, i64 %82
  %84 = cmpxchg ptr %83, i32 -1, i32 %1 seq_cst seq_cst, align 4
  %85 = extractvalue { i32, i1 } %84, 0
  %86 = extractvalue { i32, i1 } %84, 1
  %87 = icmp eq i32 %85, %1
  %88 = or i1 %86, %87
  br i1 %88, label %16, label %89

89:                                               ; preds = %79
  %90 = add nuw nsw i32 %81, 1
  %91 = add nuw nsw i32 %7, 8
  %92 = icmp eq i32 %91, 4096
  br i1 %92, label %93, label %5, !llvm.loop !12

93:                                               ; preds = %89, %16
  %94 = phi i1 [ true, %16 ], [ false, %89 ]
  ret i1 %94
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef ptr @_Z12table_lookupPK5Entryi(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = mul i32 %1, 2481
  br label %4

4:                                                ; preds = %45, %2
  %5 = phi i32 [ %3, %2 ], [ %46, %45 ]
  %6 = phi i32 [ 0, %2 ], [ %47, %45 ]
  %7 = and i32 %5, 4095
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds nuw %struct.Entry, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 8, !tbaa !14
  %11 = icmp eq i32 %10, %1
  br i1 %11, label %12, label %16

12:                                               ; preds = %36, %27, %18, %4
  %13 = phi ptr [ %9, %4 ], [ %22, %18 ], [ %31, %27 ], [ %40, %36 ]
  %14 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !8
  br label %49

16:                                               ; preds = %4
  %17 = icmp eq i32 %10, -1
  br i1 %17, label %49, label %18

18:                                               ; preds = %16
  %19 = add i32 %5, 1
  %20 = and i32 %19, 4095
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw %struct.Entry, ptr %0, i64 %21
  %23 = load i32, ptr %22, align 8, !tbaa !14
  %24 = icmp eq i32 %23, %1
  br i1 %24, label %12, label %25

25:                                               ; preds = %18
  %26 = icmp eq i32 %23, -1
  br i1 %26, label %49, label %27

27:                                               ; preds = %25
  %28 = add i32 %5, 2
  %29 = and i32 %28, 4095
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds nuw %struct.Entry, ptr %0, i64 %30
  %32 = load i32, ptr %31, align 8, !tbaa !14
  %33 = icmp eq i32 %32, %1
  br i1 %33, label %12, label %34

34:                                               ; preds = %27
  %35 = icmp eq i32 %32, -1
  br i1 %35, label %49, label %36

36:                                               ; preds = %34
  %37 = add i32 %5, 3
  %38 = and i32 %37, 4095
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds nuw %struct.Entry, ptr %0, i64 %39
  %41 = load i32, ptr %40, align 8, !tbaa !14
  %42 = icmp eq i32 %41, %1
  br i1 %42, label %12, label %43

43:                                               ; preds = %36
  %44 = icmp eq i32 %41, -1
  br i1 %44, label %49, label %45

45:                                               ; preds = %43
  %46 = add nuw nsw i32 %38, 1
  %47 = add nuw nsw i32 %6, 4
  %48 = icmp eq i32 %47, 4096
  br i1 %48, label %49, label %4, !llvm.loop !15

49:                                               ; preds = %16, %25, %34, %43, %45, %12
  %50 = phi ptr [ %15, %12 ], [ null, %45 ], [ null, %43 ], [ null, %34 ], [ null, %25 ], [ null, %16 ]
  ret ptr %50
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z5buildPKiPfii(ptr noundef readonly captures(none) %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %19

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = sext i32 %3 to i64
  %14 = mul nsw i64 %13, %12
  %15 = getelementptr inbounds float, ptr %1, i64 %14
  %16 = getelementptr inbounds i32, ptr %0, i64 %12
  %17 = load i32, ptr %16, align 4, !tbaa !4
  %18 = tail call noundef zeroext i1 @_Z12table_insertP5EntryiPf(ptr noundef addrspacecast (ptr addrspace(1) @g_table to ptr), i32 noundef %17, ptr noundef %15) #9
  br label %19

19:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z6gatherPKiPfii(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #4 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %90

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !4
  %15 = tail call noundef ptr @_Z12table_lookupPK5Entryi(ptr noundef addrspacecast (ptr addrspace(1) @g_table to ptr), i32 noundef %14) #9
  %16 = icmp ne ptr %15, null
  %17 = icmp sgt i32 %3, 0
  %18 = and i1 %16, %17
  br i1 %18, label %19, label %87

19:                                               ; preds = %11
  %20 = and i32 %3, 7
  %21 = icmp ult i32 %3, 8
  br i1 %21, label %72, label %22

22:                                               ; preds = %19
  %23 = and i32 %3, 2147483640
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi i32 [ 0, %22 ], [ %67, %24 ]
  %26 = phi float [ 0.000000e+00, %22 ], [ %66, %24 ]
  %27 = phi i32 [ 0, %22 ], [ %68, %24 ]
  %28 = zext nneg i32 %25 to i64
  %29 = getelementptr inbounds nuw float, ptr %15, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !16
  %31 = fadd contract float %26, %30
  %32 = zext nneg i32 %25 to i64
  %33 = getelementptr inbounds nuw float, ptr %15, i64 %32
  %34 = getelementptr inbounds nuw i8, ptr %33, i64 4
  %35 = load float, ptr %34, align 4, !tbaa !16
  %36 = fadd contract float %31, %35
  %37 = zext nneg i32 %25 to i64
  %38 = getelementptr inbounds nuw float, ptr %15, i64 %37
  %39 = getelementptr inbounds nuw i8, ptr %38, i64 8
  %40 = load float, ptr %39, align 4, !tbaa !16
  %41 = fadd contract float %36, %40
  %42 = zext nneg i32 %25 to i64
  %43 = getelementptr inbounds nuw float, ptr %15, i64 %42
  %44 = getelementptr inbounds nuw i8, ptr %43, i64 12
  %45 = load float, ptr %44, align 4, !tbaa !16
  %46 = fadd contract float %41, %45
  %47 = zext nneg i32 %25 to i64
  %48 = getelementptr inbounds nuw float, ptr %15, i64 %47
  %49 = getelementptr inbounds nuw i8, ptr %48, i64 16
  %50 = load float, ptr %49, align 4, !tbaa !16
  %51 = fadd contract float %46, %50
  %52 = zext nneg i32 %25 to i64
  %53 = getelementptr inbounds nuw float, ptr %15, i64 %52
  %54 = getelementptr inbounds nuw i8, ptr %53, i64 20
  %55 = load float, ptr %54, align 4, !tbaa !16
  %56 = fadd contract float %51, %55
  %57 = zext nneg i32 %25 to i64
  %58 = getelementptr inbounds nuw float, ptr %15, i64 %57
  %59 = getelementptr inbounds nuw i8, ptr %58, i64 24
  %60 = load float, ptr %59, align 4, !tbaa !16
  %61 = fadd contract float %56, %60
  %62 = zext nneg i32 %25 to i64
  %63 = getelementptr inbounds nuw float, ptr %15, i64 %62
  %64 = getelementptr inbounds nuw i8, ptr %63, i64 28
  %65 = load float, ptr %64, align 4, !tbaa !16
  %66 = fadd contract float %61, %65
  %67 = add nuw nsw i32 %25, 8
  %68 = add i32 %27, 8
  %69 = icmp eq i32 %68, %23
  br i1 %69, label %70, label %24, !llvm.loop !18

70:                                               ; preds = %24
  %71 = icmp eq i32 %20, 0
  br i1 %71, label %87, label %72

72:                                               ; preds = %70, %19
  %73 = phi i32 [ 0, %19 ], [ %67, %70 ]
  %74 = phi float [ 0.000000e+00, %19 ], [ %66, %70 ]
  %75 = icmp ne i32 %20, 0
  tail call void @llvm.assume(i1 %75)
  br label %76

76:                                               ; preds = %76, %72
  %77 = phi i32 [ %84, %76 ], [ %73, %72 ]
  %78 = phi float [ %83, %76 ], [ %74, %72 ]
  %79 = phi i32 [ %85, %76 ], [ 0, %72 ]
  %80 = zext nneg i32 %77 to i64
  %81 = getelementptr inbounds nuw float, ptr %15, i64 %80
  %82 = load float, ptr %81, align 4, !tbaa !16
  %83 = fadd contract float %78, %82
  %84 = add nuw nsw i32 %77, 1
  %85 = add i32 %79, 1
  %86 = icmp eq i32 %85, %20
  br i1 %86, label %87, label %76, !llvm.loop !19

87:                                               ; preds = %70, %76, %11
  %88 = phi float [ 0.000000e+00, %11 ], [ %66, %70 ], [ %83, %76 ]
  %89 = getelementptr inbounds float, ptr %1, i64 %12
  store float %88, ptr %89, align 4, !tbaa !16
  br label %90

90:                                               ; preds = %4, %87
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z12scale_valuesPKiiif(ptr noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, float noundef %3) local_unnamed_addr #5 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %1
  br i1 %10, label %11, label %84

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !4
  %15 = tail call noundef ptr @_Z12table_lookupPK5Entryi(ptr noundef addrspacecast (ptr addrspace(1) @g_table to ptr), i32 noundef %14) #9
  %16 = icmp ne ptr %15, null
  %17 = icmp sgt i32 %2, 0
  %18 = and i1 %16, %17
  br i1 %18, label %19, label %84

19:                                               ; preds = %11
  %20 = and i32 %2, 7
  %21 = icmp ult i32 %2, 8
  br i1 %21, label %71, label %22

22:                                               ; preds = %19
  %23 = and i32 %2, 2147483640
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi i32 [ 0, %22 ], [ %66, %24 ]
  %26 = phi i32 [ 0, %22 ], [ %67, %24 ]
  %27 = zext nneg i32 %25 to i64
  %28 = getelementptr inbounds nuw float, ptr %15, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !16
  %30 = fmul contract float %3, %29
  store float %30, ptr %28, align 4, !tbaa !16
  %31 = zext nneg i32 %25 to i64
  %32 = getelementptr inbounds nuw float, ptr %15, i64 %31
  %33 = getelementptr inbounds nuw i8, ptr %32, i64 4
  %34 = load float, ptr %33, align 4, !tbaa !16
  %35 = fmul contract float %3, %34
  store float %35, ptr %33, align 4, !tbaa !16
  %36 = zext nneg i32 %25 to i64
  %37 = getelementptr inbounds nuw float, ptr %15, i64 %36
  %38 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %39 = load float, ptr %38, align 4, !tbaa !16
  %40 = fmul contract float %3, %39
  store float %40, ptr %38, align 4, !tbaa !16
  %41 = zext nneg i32 %25 to i64
  %42 = getelementptr inbounds nuw float, ptr %15, i64 %41
  %43 = getelementptr inbounds nuw i8, ptr %42, i64 12
  %44 = load float, ptr %43, align 4, !tbaa !16
  %45 = fmul contract float %3, %44
  store float %45, ptr %43, align 4, !tbaa !16
  %46 = zext nneg i32 %25 to i64
  %47 = getelementptr inbounds nuw float, ptr %15, i64 %46
  %48 = getelementptr inbounds nuw i8, ptr %47, i64 16
  %49 = load float, ptr %48, align 4, !tbaa !16
  %50 = fmul contract float %3, %49
  store float %50, ptr %48, align 4, !tbaa !16
  %51 = zext nneg i32 %25 to i64
  %52 = getelementptr inbounds nuw float, ptr %15, i64 %51
  %53 = getelementptr inbounds nuw i8, ptr %52, i64 20
  %54 = load float, ptr %53, align 4, !tbaa !16
  %55 = fmul contract float %3, %54
  store float %55, ptr %53, align 4, !tbaa !16
  %56 = zext nneg i32 %25 to i64
  %57 = getelementptr inbounds nuw float, ptr %15, i64 %56
  %58 = getelementptr inbounds nuw i8, ptr %57, i64 24
  %59 = load float, ptr %58, align 4, !tbaa !16
  %60 = fmul contract float %3, %59
  store float %60, ptr %58, align 4, !tbaa !16
  %61 = zext nneg i32 %25 to i64
  %62 = getelementptr inbounds nuw float, ptr %15, i64 %61
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 28
  %64 = load float, ptr %63, align 4, !tbaa !16
  %65 = fmul contract float %3, %64
  store float %65, ptr %63, align 4, !tbaa !16
  %66 = add nuw nsw i32 %25, 8
  %67 = add i32 %26, 8
  %68 = icmp eq i32 %67, %23
  br i1 %68, label %69, label %24, !llvm.loop !21

69:                                               ; preds = %24
  %70 = icmp eq i32 %20, 0
  br i1 %70, label %84, label %71

71:                                               ; preds = %69, %19
  %72 = phi i32 [ 0, %19 ], [ %66, %69 ]
  %73 = icmp ne i32 %20, 0
  tail call void @llvm.assume(i1 %73)
  br label %74

74:                                               ; preds = %74, %71
  %75 = phi i32 [ %81, %74 ], [ %72, %71 ]
  %76 = phi i32 [ %82, %74 ], [ 0, %71 ]
  %77 = zext nneg i32 %75 to i64
  %78 = getelementptr inbounds nuw float, ptr %15, i64 %77
  %79 = load float, ptr %78, align 4, !tbaa !16
  %80 = fmul contract float %3, %79
  store float %80, ptr %78, align 4, !tbaa !16
  %81 = add nuw nsw i32 %75, 1
  %82 = add i32 %76, 1
  %83 = icmp eq i32 %82, %20
  br i1 %83, label %84, label %74, !llvm.loop !22

84:                                               ; preds = %69, %74, %11, %4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @_Z11clear_tablev() local_unnamed_addr #6 {
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %3 = mul i32 %1, %2
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = add i32 %3, %4
  %6 = icmp slt i32 %5, 4096
  br i1 %6, label %7, label %11

7:                                                ; preds = %0
  %8 = sext i32 %5 to i64
  %9 = getelementptr inbounds %struct.Entry, ptr addrspacecast (ptr addrspace(1) @g_table to ptr), i64 %8
  %10 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 -1, ptr %9, align 8, !tbaa !14
  store ptr null, ptr %10, align 8, !tbaa !8
  br label %11

11:                                               ; preds = %7, %0
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { mustprogress nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #3 = { mustprogress nofree noinline norecurse nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #9 = { nounwind }

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
!8 = !{!9, !10, i64 8}
!9 = !{!"_ZTS5Entry", !5, i64 0, !10, i64 8}
!10 = !{!"p1 float", !11, i64 0}
!11 = !{!"any pointer", !6, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!9, !5, i64 0}
!15 = distinct !{!15, !13}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !6, i64 0}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = distinct !{!21, !13}
!22 = distinct !{!22, !20}
