; ModuleID = 'bench/reach/src/08_hash_table.cu'
source_filename = "bench/reach/src/08_hash_table.cu"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Entry = type { i32, ptr }

@g_table = protected addrspace(1) externally_initialized global [4096 x %struct.Entry] zeroinitializer, align 16
@__hip_cuid_24b4e8202ef4c1d = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_24b4e8202ef4c1d to ptr), ptr addrspacecast (ptr addrspace(1) @g_table to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal fastcc void @_Z12table_insertP5EntryiPf(i32 noundef %0, ptr noundef %1) unnamed_addr #0 {
  %3 = mul i32 %0, 2481
  br label %4

4:                                                ; preds = %88, %2
  %5 = phi i32 [ %3, %2 ], [ %89, %88 ]
  %6 = phi i32 [ 0, %2 ], [ %90, %88 ]
  %7 = and i32 %5, 4095
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds nuw %struct.Entry, ptr addrspace(1) @g_table, i64 %8
  %10 = cmpxchg ptr addrspace(1) %9, i32 -1, i32 %0 syncscope("agent") monotonic monotonic, align 4, !noalias.addrspace !9
  %11 = extractvalue { i32, i1 } %10, 0
  %12 = extractvalue { i32, i1 } %10, 1
  %13 = icmp eq i32 %11, %0
  %14 = or i1 %12, %13
  br i1 %14, label %15, label %18

15:                                               ; preds = %78, %68, %58, %48, %38, %28, %18, %4
  %16 = phi ptr addrspace(1) [ %9, %4 ], [ %22, %18 ], [ %32, %28 ], [ %42, %38 ], [ %52, %48 ], [ %62, %58 ], [ %72, %68 ], [ %82, %78 ]
  %17 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 8
  store ptr %1, ptr addrspace(1) %17, align 8, !tbaa !10
  br label %92

18:                                               ; preds = %4
  %19 = add i32 %5, 1
  %20 = and i32 %19, 4095
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw %struct.Entry, ptr addrspace(1) @g_table, i64 %21
  %23 = cmpxchg ptr addrspace(1) %22, i32 -1, i32 %0 syncscope("agent") monotonic monotonic, align 4, !noalias.addrspace !9
  %24 = extractvalue { i32, i1 } %23, 0
  %25 = extractvalue { i32, i1 } %23, 1
  %26 = icmp eq i32 %24, %0
  %27 = or i1 %25, %26
  br i1 %27, label %15, label %28

28:                                               ; preds = %18
  %29 = add i32 %5, 2
  %30 = and i32 %29, 4095
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw %struct.Entry, ptr addrspace(1) @g_table, i64 %31
  %33 = cmpxchg ptr addrspace(1) %32, i32 -1, i32 %0 syncscope("agent") monotonic monotonic, align 4, !noalias.addrspace !9
  %34 = extractvalue { i32, i1 } %33, 0
  %35 = extractvalue { i32, i1 } %33, 1
  %36 = icmp eq i32 %34, %0
  %37 = or i1 %35, %36
  br i1 %37, label %15, label %38

38:                                               ; preds = %28
  %39 = add i32 %5, 3
  %40 = and i32 %39, 4095
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw %struct.Entry, ptr addrspace(1) @g_table, i64 %41
  %43 = cmpxchg ptr addrspace(1) %42, i32 -1, i32 %0 syncscope("agent") monotonic monotonic, align 4, !noalias.addrspace !9
  %44 = extractvalue { i32, i1 } %43, 0
  %45 = extractvalue { i32, i1 } %43, 1
  %46 = icmp eq i32 %44, %0
  %47 = or i1 %45, %46
  br i1 %47, label %15, label %48

48:                                               ; preds = %38
  %49 = add i32 %5, 4
  %50 = and i32 %49, 4095
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw %struct.Entry, ptr addrspace(1) @g_table, i64 %51
  %53 = cmpxchg ptr addrspace(1) %52, i32 -1, i32 %0 syncscope("agent") monotonic monotonic, align 4, !noalias.addrspace !9
  %54 = extractvalue { i32, i1 } %53, 0
  %55 = extractvalue { i32, i1 } %53, 1
  %56 = icmp eq i32 %54, %0
  %57 = or i1 %55, %56
  br i1 %57, label %15, label %58

58:                                               ; preds = %48
  %59 = add i32 %5, 5
  %60 = and i32 %59, 4095
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds nuw %struct.Entry, ptr addrspace(1) @g_table, i64 %61
  %63 = cmpxchg ptr addrspace(1) %62, i32 -1, i32 %0 syncscope("agent") monotonic monotonic, align 4, !noalias.addrspace !9
  %64 = extractvalue { i32, i1 } %63, 0
  %65 = extractvalue { i32, i1 } %63, 1
  %66 = icmp eq i32 %64, %0
  %67 = or i1 %65, %66
  br i1 %67, label %15, label %68

68:                                               ; preds = %58
  %69 = add i32 %5, 6
  %70 = and i32 %69, 4095
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds nuw %struct.Entry, ptr addrspace(1) @g_table, i64 %71
  %73 = cmpxchg ptr addrspace(1) %72, i32 -1, i32 %0 syncscope("agent") monotonic monotonic, align 4, !noalias.addrspace !9
  %74 = extractvalue { i32, i1 } %73, 0
  %75 = extractvalue { i32, i1 } %73, 1
  %76 = icmp eq i32 %74, %0
  %77 = or i1 %75, %76
  br i1 %77, label %15, label %78

78:                                               ; preds = %68
  %79 = add i32 %5, 7
  %80 = and i32 %79, 4095
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds nuw %struct.Entry, ptr addrspace(1) @g_table, i64 %81
  %83 = cmpxchg ptr addrspace(1) %82, i32 -1, i32 %0 syncscope("agent") monotonic monotonic, align 4, !noalias.addrspace !9
  %84 = extractvalue { i32, i1 } %83, 0
  %85 = extractvalue { i32, i1 } %83, 1
  %86 = icmp eq i32 %84, %0
  %87 = or i1 %85, %86
  br i1 %87, label %15, label %88

88:                                               ; preds = %78
  %89 = add nuw nsw i32 %80, 1
  %90 = add nuw nsw i32 %6, 8
  %91 = icmp eq i32 %90, 4096
  br i1 %91, label %92, label %4, !llvm.loop !14

92:                                               ; preds = %88, %15
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal fastcc noundef ptr @_Z12table_lookupPK5Entryi(i32 noundef %0) unnamed_addr #1 {
  %2 = mul i32 %0, 2481
  br label %3

3:                                                ; preds = %80, %1
  %4 = phi i32 [ %2, %1 ], [ %81, %80 ]
  %5 = phi i32 [ 0, %1 ], [ %82, %80 ]
  %6 = and i32 %4, 4095
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds nuw %struct.Entry, ptr addrspace(1) @g_table, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 16, !tbaa !16
  %10 = icmp eq i32 %9, %0
  br i1 %10, label %11, label %15

11:                                               ; preds = %71, %62, %53, %44, %35, %26, %17, %3
  %12 = phi ptr addrspace(1) [ %8, %3 ], [ %21, %17 ], [ %30, %26 ], [ %39, %35 ], [ %48, %44 ], [ %57, %53 ], [ %66, %62 ], [ %75, %71 ]
  %13 = getelementptr inbounds nuw i8, ptr addrspace(1) %12, i64 8
  %14 = load ptr, ptr addrspace(1) %13, align 8, !tbaa !10
  br label %84

15:                                               ; preds = %3
  %16 = icmp eq i32 %9, -1
  br i1 %16, label %84, label %17

17:                                               ; preds = %15
  %18 = add i32 %4, 1
  %19 = and i32 %18, 4095
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw %struct.Entry, ptr addrspace(1) @g_table, i64 %20
  %22 = load i32, ptr addrspace(1) %21, align 16, !tbaa !16
  %23 = icmp eq i32 %22, %0
  br i1 %23, label %11, label %24

24:                                               ; preds = %17
  %25 = icmp eq i32 %22, -1
  br i1 %25, label %84, label %26

26:                                               ; preds = %24
  %27 = add i32 %4, 2
  %28 = and i32 %27, 4095
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw %struct.Entry, ptr addrspace(1) @g_table, i64 %29
  %31 = load i32, ptr addrspace(1) %30, align 16, !tbaa !16
  %32 = icmp eq i32 %31, %0
  br i1 %32, label %11, label %33

33:                                               ; preds = %26
  %34 = icmp eq i32 %31, -1
  br i1 %34, label %84, label %35

35:                                               ; preds = %33
  %36 = add i32 %4, 3
  %37 = and i32 %36, 4095
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds nuw %struct.Entry, ptr addrspace(1) @g_table, i64 %38
  %40 = load i32, ptr addrspace(1) %39, align 16, !tbaa !16
  %41 = icmp eq i32 %40, %0
  br i1 %41, label %11, label %42

42:                                               ; preds = %35
  %43 = icmp eq i32 %40, -1
  br i1 %43, label %84, label %44

44:                                               ; preds = %42
  %45 = add i32 %4, 4
  %46 = and i32 %45, 4095
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds nuw %struct.Entry, ptr addrspace(1) @g_table, i64 %47
  %49 = load i32, ptr addrspace(1) %48, align 16, !tbaa !16
  %50 = icmp eq i32 %49, %0
  br i1 %50, label %11, label %51

51:                                               ; preds = %44
  %52 = icmp eq i32 %49, -1
  br i1 %52, label %84, label %53

53:                                               ; preds = %51
  %54 = add i32 %4, 5
  %55 = and i32 %54, 4095
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds nuw %struct.Entry, ptr addrspace(1) @g_table, i64 %56
  %58 = load i32, ptr addrspace(1) %57, align 16, !tbaa !16
  %59 = icmp eq i32 %58, %0
  br i1 %59, label %11, label %60

60:                                               ; preds = %53
  %61 = icmp eq i32 %58, -1
  br i1 %61, label %84, label %62

62:                                               ; preds = %60
  %63 = add i32 %4, 6
  %64 = and i32 %63, 4095
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds nuw %struct.Entry, ptr addrspace(1) @g_table, i64 %65
  %67 = load i32, ptr addrspace(1) %66, align 16, !tbaa !16
  %68 = icmp eq i32 %67, %0
  br i1 %68, label %11, label %69

69:                                               ; preds = %62
  %70 = icmp eq i32 %67, -1
  br i1 %70, label %84, label %71

71:                                               ; preds = %69
  %72 = add i32 %4, 7
  %73 = and i32 %72, 4095
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds nuw %struct.Entry, ptr addrspace(1) @g_table, i64 %74
  %76 = load i32, ptr addrspace(1) %75, align 16, !tbaa !16
  %77 = icmp eq i32 %76, %0
  br i1 %77, label %11, label %78

78:                                               ; preds = %71
  %79 = icmp eq i32 %76, -1
  br i1 %79, label %84, label %80

80:                                               ; preds = %78
  %81 = add nuw nsw i32 %73, 1
  %82 = add nuw nsw i32 %5, 8
  %83 = icmp eq i32 %82, 4096
  br i1 %83, label %84, label %3, !llvm.loop !17

84:                                               ; preds = %15, %24, %33, %42, %51, %60, %69, %78, %80, %11
  %85 = phi ptr [ %14, %11 ], [ null, %80 ], [ null, %78 ], [ null, %69 ], [ null, %60 ], [ null, %51 ], [ null, %42 ], [ null, %33 ], [ null, %24 ], [ null, %15 ]
  ret ptr %85
}

; Function Attrs: mustprogress nofree norecurse nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @_Z5buildPKiPfii(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !18
  %9 = zext i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %2
  br i1 %13, label %14, label %22

14:                                               ; preds = %4
  %15 = addrspacecast ptr addrspace(1) %1 to ptr
  %16 = sext i32 %12 to i64
  %17 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !5
  %19 = sext i32 %3 to i64
  %20 = mul nsw i64 %16, %19
  %21 = getelementptr inbounds float, ptr %15, i64 %20
  tail call fastcc void @_Z12table_insertP5EntryiPf(i32 noundef %18, ptr noundef %21) #7
  br label %22

22:                                               ; preds = %14, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @_Z6gatherPKiPfii(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !18
  %9 = zext i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %2
  br i1 %13, label %14, label %34

14:                                               ; preds = %4
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !5
  %18 = tail call fastcc noundef ptr @_Z12table_lookupPK5Entryi(i32 noundef %17) #7
  %19 = icmp ne ptr %18, null
  %20 = icmp sgt i32 %3, 0
  %21 = and i1 %19, %20
  br i1 %21, label %22, label %31

22:                                               ; preds = %14, %22
  %23 = phi i32 [ %29, %22 ], [ 0, %14 ]
  %24 = phi float [ %28, %22 ], [ 0.000000e+00, %14 ]
  %25 = zext nneg i32 %23 to i64
  %26 = getelementptr inbounds nuw float, ptr %18, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !20
  %28 = fadd contract float %24, %27
  %29 = add nuw nsw i32 %23, 1
  %30 = icmp eq i32 %29, %3
  br i1 %30, label %31, label %22, !llvm.loop !22

31:                                               ; preds = %22, %14
  %32 = phi float [ 0.000000e+00, %14 ], [ %28, %22 ]
  %33 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %15
  store float %32, ptr addrspace(1) %33, align 4, !tbaa !20
  br label %34

34:                                               ; preds = %4, %31
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @_Z12scale_valuesPKiiif(ptr addrspace(1) noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, float noundef %3) local_unnamed_addr #4 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !18
  %9 = zext i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %1
  br i1 %13, label %14, label %48

14:                                               ; preds = %4
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !5
  %18 = tail call fastcc noundef ptr @_Z12table_lookupPK5Entryi(i32 noundef %17) #7
  %19 = icmp ne ptr %18, null
  %20 = icmp sgt i32 %2, 0
  %21 = and i1 %19, %20
  br i1 %21, label %22, label %48

22:                                               ; preds = %14
  %23 = icmp ult i32 %2, 2
  br i1 %23, label %38, label %24

24:                                               ; preds = %22
  %25 = and i32 %2, 2147483646
  %26 = insertelement <2 x float> poison, float %3, i64 0
  %27 = shufflevector <2 x float> %26, <2 x float> poison, <2 x i32> zeroinitializer
  br label %28

28:                                               ; preds = %28, %24
  %29 = phi i32 [ 0, %24 ], [ %34, %28 ]
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds nuw float, ptr %18, i64 %30
  %32 = load <2 x float>, ptr %31, align 4, !tbaa !20
  %33 = fmul contract <2 x float> %27, %32
  store <2 x float> %33, ptr %31, align 4, !tbaa !20
  %34 = add nuw i32 %29, 2
  %35 = icmp eq i32 %34, %25
  br i1 %35, label %36, label %28, !llvm.loop !23

36:                                               ; preds = %28
  %37 = icmp eq i32 %2, %25
  br i1 %37, label %48, label %38

38:                                               ; preds = %22, %36
  %39 = phi i32 [ 0, %22 ], [ %25, %36 ]
  br label %40

40:                                               ; preds = %38, %40
  %41 = phi i32 [ %46, %40 ], [ %39, %38 ]
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds nuw float, ptr %18, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !20
  %45 = fmul contract float %3, %44
  store float %45, ptr %43, align 4, !tbaa !20
  %46 = add nuw nsw i32 %41, 1
  %47 = icmp eq i32 %46, %2
  br i1 %47, label %48, label %40, !llvm.loop !25

48:                                               ; preds = %40, %36, %14, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @_Z11clear_tablev() local_unnamed_addr #5 {
  %1 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %2 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %3 = getelementptr inbounds nuw i8, ptr addrspace(4) %2, i64 4
  %4 = load i16, ptr addrspace(4) %3, align 4, !tbaa !18
  %5 = zext i16 %4 to i32
  %6 = mul i32 %1, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, 4096
  br i1 %9, label %10, label %14

10:                                               ; preds = %0
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds %struct.Entry, ptr addrspace(1) @g_table, i64 %11
  %13 = getelementptr inbounds nuw i8, ptr addrspace(1) %12, i64 8
  store i32 -1, ptr addrspace(1) %12, align 16, !tbaa !16
  store ptr null, ptr addrspace(1) %13, align 8, !tbaa !10
  br label %14

14:                                               ; preds = %10, %0
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #6

attributes #0 = { mustprogress nofree noinline norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree norecurse nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i32 5, i32 6}
!10 = !{!11, !12, i64 8}
!11 = !{!"_ZTS5Entry", !6, i64 0, !12, i64 8}
!12 = !{!"p1 float", !13, i64 0}
!13 = !{!"any pointer", !7, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!11, !6, i64 0}
!17 = distinct !{!17, !15}
!18 = !{!19, !19, i64 0}
!19 = !{!"short", !7, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"float", !7, i64 0}
!22 = distinct !{!22, !15}
!23 = distinct !{!23, !15, !24}
!24 = !{!"llvm.loop.isvectorized", i32 1}
!25 = distinct !{!25, !15, !26, !24}
!26 = !{!"llvm.loop.unroll.runtime.disable"}
